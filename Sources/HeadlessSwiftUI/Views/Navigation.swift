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
/// Each value of the path is shown by the destination a view inside the stack declares with
/// `.navigationDestination(for:destination:)`. A destination is identified by its depth and its
/// value, so pushing the same value again at the same depth keeps its state, and popping
/// destroys it. Each destination's `dismiss` removes it, and everything above it, from the path.
///
/// The stack itself does not read the path: only its destinations do. A view that passes
/// `$path` to the stack does not run again when the path changes, unless it reads `path` too.
public struct NavigationStack<Root: View, Value: Hashable>: View, PrimitiveView {
  let root: Root
  /// The values pushed on the root, bottom to top.
  package let path: Binding<[Value]>

  /// A stack over `root` that shows a destination for each value of `path`.
  public init(path: Binding<[Value]>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = path
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }

  func children(in context: ChildContext) -> [ViewChild] {
    let path = path
    // Where the views inside the stack declare their destinations: one per stack identity.
    let registry = context.kept("destinations") { DestinationRegistry() }
    return [
      ViewChild(key: "root", view: root) { environment in
        environment.navigationPush = { value in
          if let value = value.base as? Value { path.wrappedValue.append(value) }
        }
        environment.destinationRegistry = registry
      },
      ViewChild(key: "destinations", view: PathDestinations(path: path, registry: registry)),
    ]
  }
}

/// The destinations declared inside one navigation stack, by the type of value they show.
@MainActor
final class DestinationRegistry {
  private var destinations: [ObjectIdentifier: (AnyHashable) -> (any View)?] = [:]
  /// The node that shows the path's destinations, told when a declaration changes.
  weak var destinationsNode: ViewNode?

  /// Declares how values of `type` are shown; the destinations shown now are made again.
  func declare<Value: Hashable>(
    _ type: Value.Type, destination: @escaping (AnyHashable) -> (any View)?
  ) {
    destinations[ObjectIdentifier(type)] = destination
    destinationsNode?.invalidate(because: "navigationDestination was declared again")
  }

  /// The view that shows `value`, or `nil` when no view inside the stack declared one.
  func destination(for value: AnyHashable) -> (any View)? {
    destinations[ObjectIdentifier(type(of: value.base))]?(value)
  }
}

/// The views of a stack's path, one per value, each identified by its depth and value.
struct PathDestinations<Value: Hashable>: View, PrimitiveView {
  let path: Binding<[Value]>
  let registry: DestinationRegistry

  /// A primitive has no body.
  var body: Never { primitiveBody(Self.self) }

  /// The destinations follow what the path binding reads, so a path kept in an observable
  /// object shows a push, as in SwiftUI; what a destination reads while made is its own.
  var tracksReads: Bool { true }
  var tracksOnlyBoundValues: Bool { true }
  func readBoundValues() { _ = path.wrappedValue }

  func children(in context: ChildContext) -> [ViewChild] {
    var children: [ViewChild] = []
    for (depth, value) in path.wrappedValue.enumerated() {
      guard let view = registry.destination(for: AnyHashable(value)) else { continue }
      let path = path
      children.append(
        ViewChild(
          key: [AnyHashable(depth), AnyHashable(value)],
          view: PresentedDestination(content: view, depth: depth, value: AnyHashable(value))
        ) { environment in
          environment.navigationPush = { pushed in
            if let pushed = pushed.base as? Value { path.wrappedValue.append(pushed) }
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

  /// The registry knows which node shows the path's destinations.
  func willMakeChildren(in node: ViewNode) {
    registry.destinationsNode = node
  }
}

/// One destination on a stack's path: the value it shows, at its depth.
package struct PresentedDestination: View, PrimitiveView {
  let content: any View
  /// How many destinations are below this one.
  package let depth: Int
  /// The value of the path it shows.
  package let value: AnyHashable

  /// A primitive has no body.
  package var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [ViewChild(position: 0, view: content)] }

  /// A destination's views are named with the value they show.
  func label(for key: AnyHashable) -> String? {
    "\(value.base)"
  }
}

/// A view with a destination for one type of value: `.navigationDestination(for:destination:)`.
package struct DestinationModifier<Content: View, Value: Hashable, Destination: View>: View,
  PrimitiveView
{
  let content: Content
  let makeDestination: (Value) -> Destination

  /// A primitive has no body.
  package var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [ViewChild(position: 0, view: content)] }

  /// Declares the destination with the stack's registry, in the node's environment.
  func willMakeChildren(in node: ViewNode) {
    let makeDestination = makeDestination
    node.environment.destinationRegistry?.declare(Value.self) { value in
      (value.base as? Value).map(makeDestination)
    }
  }
}

extension View {
  /// Names the view for navigation: the title the navigation bar shows while it is on top, and,
  /// on iPadOS, the window's title in the App Switcher.
  ///
  /// Nothing here shows a title (the host names its screens by their scenes), so the view is
  /// returned as it is.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    self
  }

  /// Declares the view the enclosing navigation stack shows for a value of type `type`.
  ///
  /// Apply it to any view inside the stack, outside of a lazy container such as a `List`.
  public func navigationDestination<Value: Hashable, Destination: View>(
    for type: Value.Type, @ViewBuilder destination: @escaping (Value) -> Destination
  ) -> some View {
    DestinationModifier(content: self, makeDestination: destination)
  }
}

/// A row or button that pushes `value` on the enclosing navigation stack when tapped: SwiftUI's
/// `NavigationLink(value:label:)`.
public struct NavigationLink<Label: View, Value: Hashable>: View, PrimitiveView {
  /// The value a tap pushes.
  package let value: Value
  let label: Label

  /// A link labelled `label` that pushes `value`.
  public init(value: Value, @ViewBuilder label: () -> Label) {
    self.value = value
    self.label = label()
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [ViewChild(position: 0, view: label)] }
}

extension ViewNode {
  /// The person taps this node's `NavigationLink`: its value is pushed on the enclosing stack.
  package func tapNavigationLink() {
    guard let link = view as? any NavigationLinkValue else { return }
    environment.navigationPush?(link.pushedValue)
  }
}

/// A navigation link's value, whatever its type.
@MainActor
package protocol NavigationLinkValue {
  var pushedValue: AnyHashable { get }
}

extension NavigationLink: NavigationLinkValue {
  package var pushedValue: AnyHashable { AnyHashable(value) }
}
