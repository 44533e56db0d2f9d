/// The action that closes the view it is read in: SwiftUI's `DismissAction`, read with
/// `@Environment(\.dismiss)`.
///
/// Inside a navigation destination it pops that destination and everything above it; anywhere
/// else it does nothing.
public struct DismissAction {
  let perform: @MainActor () -> Void

  /// Closes the view.
  @MainActor
  public func callAsFunction() {
    perform()
  }
}

extension EnvironmentValues {
  /// Closes the view this is read in.
  public var dismiss: DismissAction {
    get { dismissAction ?? DismissAction {} }
    set { dismissAction = newValue }
  }
}

/// A stack of views over a root, driven by a path of values: SwiftUI's `NavigationStack`.
///
/// Each value of the path is shown by the destination the root declares with
/// `.navigationDestination(for:destination:)`. A destination is identified by its depth and its
/// value, so pushing the same value again at the same depth keeps its state, and popping
/// destroys it. Each destination's `dismiss` removes it, and everything above it, from the path.
public struct NavigationStack<Root: View, Value: Hashable>: View, PrimitiveView {
  let root: Root
  /// The values pushed on the root, bottom to top.
  public let path: Binding<[Value]>

  /// A stack over `root` that shows a destination for each value of `path`.
  public init(path: Binding<[Value]>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = path
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }

  func children(in context: ChildContext) -> [ViewChild] {
    let values = path.wrappedValue
    let destination = (root as? any DestinationDeclaring)?.destination(for:)
    let pushPath = path
    var children = [
      ViewChild(key: "root", view: root) { environment in
        environment.navigationPush = { value in
          if let value = value.base as? Value { pushPath.wrappedValue.append(value) }
        }
      }
    ]
    for (depth, value) in values.enumerated() {
      guard let view = destination?(value) else { continue }
      let path = path
      children.append(
        ViewChild(key: [AnyHashable(depth), AnyHashable(value)], view: view) { environment in
          environment.navigationPush = { value in
            if let value = value.base as? Value { pushPath.wrappedValue.append(value) }
          }
          environment.dismiss = DismissAction {
            if path.wrappedValue.count > depth {
              path.wrappedValue.removeLast(path.wrappedValue.count - depth)
            }
          }
        })
    }
    return children
  }
}

/// A view that says how a navigation stack shows values of one type.
@MainActor
protocol DestinationDeclaring {
  func destination(for value: AnyHashable) -> (any View)?
}

/// The root of a stack with its destinations: `.navigationDestination(for:destination:)`.
public struct DestinationModifier<Content: View, Value: Hashable, Destination: View>: View,
  PrimitiveView, DestinationDeclaring
{
  let content: Content
  let makeDestination: (Value) -> Destination

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [ViewChild(key: 0, view: content)] }

  func destination(for value: AnyHashable) -> (any View)? {
    (value.base as? Value).map(makeDestination)
  }
}

extension View {
  /// Declares the view a navigation stack shows for a value of type `type`.
  ///
  /// Apply it to the stack's root view.
  public func navigationDestination<Value: Hashable, Destination: View>(
    for type: Value.Type, @ViewBuilder destination: @escaping (Value) -> Destination
  ) -> DestinationModifier<Self, Value, Destination> {
    DestinationModifier(content: self, makeDestination: destination)
  }
}

/// A row or button that pushes `value` on the enclosing navigation stack when tapped: SwiftUI's
/// `NavigationLink(value:label:)`.
public struct NavigationLink<Label: View, Value: Hashable>: View, PrimitiveView {
  /// The value a tap pushes.
  public let value: Value
  let label: Label

  /// A link labelled `label` that pushes `value`.
  public init(value: Value, @ViewBuilder label: () -> Label) {
    self.value = value
    self.label = label()
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [ViewChild(key: 0, view: label)] }
}

extension ViewNode {
  /// The person taps this node's `NavigationLink`: its value is pushed on the enclosing stack.
  public func tapNavigationLink() {
    guard let link = view as? any NavigationLinkValue else { return }
    environment.navigationPush?(link.pushedValue)
  }
}

/// A navigation link's value, whatever its type.
@MainActor
protocol NavigationLinkValue {
  var pushedValue: AnyHashable { get }
}

extension NavigationLink: NavigationLinkValue {
  var pushedValue: AnyHashable { AnyHashable(value) }
}
