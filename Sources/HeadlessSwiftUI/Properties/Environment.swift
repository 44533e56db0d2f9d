import HeadlessCombine
import Observation

/// The values a view's ancestors put into its environment: SwiftUI's `EnvironmentValues`.
///
/// Objects are found by their type, as `.environment(_:)` and `@Environment(Type.self)` find
/// them. A view that read a value is evaluated again when an ancestor puts a different one there.
public struct EnvironmentValues {
  /// The values, in one object that copies share until one of them changes: a node's
  /// environment is copied for each child on every pass, and few views change it.
  private var values = Values()

  /// The views that dismiss the presentation they are in call this.
  var dismissAction: DismissAction? {
    get { values.dismissAction }
    set { changeableValues().dismissAction = newValue }
  }
  /// Pushes a value on the enclosing navigation stack, set by the stack for its root.
  package var navigationPush: ((AnyHashable) -> Void)? {
    get { values.navigationPush }
    set { changeableValues().navigationPush = newValue }
  }
  /// Where views inside a navigation stack declare their destinations, set by the stack.
  var destinationRegistry: DestinationRegistry? {
    get { values.destinationRegistry }
    set { changeableValues().destinationRegistry = newValue }
  }
  /// The suite of `@AppStorage` and `@SceneStorage`.
  var appStorageSuite: StorageSuite? {
    get { values.appStorageSuite }
    set { changeableValues().appStorageSuite = newValue }
  }

  private final class Values {
    var objects: [ObjectIdentifier: AnyObject] = [:]
    var names: [ObjectIdentifier: String] = [:]
    var dismissAction: DismissAction?
    var navigationPush: ((AnyHashable) -> Void)?
    var destinationRegistry: DestinationRegistry?
    var appStorageSuite: StorageSuite?

    func copy() -> Values {
      let copy = Values()
      copy.objects = objects
      copy.names = names
      copy.dismissAction = dismissAction
      copy.navigationPush = navigationPush
      copy.destinationRegistry = destinationRegistry
      copy.appStorageSuite = appStorageSuite
      return copy
    }
  }

  /// The values, made this environment's own before one of them changes.
  private mutating func changeableValues() -> Values {
    if !isKnownUniquelyReferenced(&values) { values = values.copy() }
    return values
  }

  /// An empty environment.
  public init() {}

  /// Puts `object` in, found by its type `Object`.
  package mutating func insert<Object: AnyObject>(_ object: Object, as type: Object.Type) {
    let values = changeableValues()
    values.objects[ObjectIdentifier(type)] = object
    values.names[ObjectIdentifier(type)] = String(describing: type)
  }

  /// The object of type `type`, or `nil` when no ancestor put one in.
  package func object<Object: AnyObject>(of type: Object.Type) -> Object? {
    values.objects[ObjectIdentifier(type)] as? Object
  }

  /// The identity of the object under `key`, to tell whether it changed.
  func identity(of key: ObjectIdentifier) -> ObjectIdentifier? {
    values.objects[key].map(ObjectIdentifier.init)
  }

  /// The name of the type under `key`, for the body log.
  func name(of key: ObjectIdentifier) -> String {
    values.names[key] ?? "value"
  }
}

/// An `@Observable` object read from the environment by its type: SwiftUI's
/// `@Environment(Type.self)`.
///
/// A missing object is a programming error, as in SwiftUI, and stops the program with a message
/// that names the type.
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicPropertyLink {
  private let read: @MainActor (EnvironmentValues) -> Value?
  let objectType: Any.Type?
  let location = StateLocation<Value>()

  /// Reads the object of type `type` that an ancestor put into the environment.
  public init(_ type: Value.Type) where Value: AnyObject {
    read = { $0.object(of: type) }
    objectType = type
  }

  /// Reads a value of the environment, such as `\.dismiss`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
    objectType = nil
  }

  /// The value.
  public var wrappedValue: Value {
    guard let value = location.box?.value else {
      fatalError(
        "No \(Value.self) found in the environment. Put one there with `.environment(_:)` on "
          + "an ancestor of this view.")
    }
    return value
  }

  package func connect(to node: ViewNode, name: String) {
    guard let value = read(node.environment) else {
      location.box = nil
      return
    }
    location.box = StateBox(value, node: node, name: name)
    if let objectType {
      node.environmentReads[ObjectIdentifier(objectType)] = ObjectIdentifier(value as AnyObject)
    }
  }
}

/// An `ObservableObject` read from the environment by its type: SwiftUI's `@EnvironmentObject`.
@MainActor
@propertyWrapper
public struct EnvironmentObject<Object: ObservableObject>: DynamicPropertyLink {
  private let location = StateLocation<Object>()

  /// Reads the object of this type that an ancestor put there with `.environmentObject(_:)`.
  public init() {}

  /// The object.
  public var wrappedValue: Object {
    guard let object = location.box?.value else {
      fatalError(
        "No ObservableObject of type \(Object.self) found. A View.environmentObject(_:) for "
          + "\(Object.self) may be missing as an ancestor of this view.")
    }
    return object
  }

  package func connect(to node: ViewNode, name: String) {
    guard let object = node.environment.object(of: Object.self) else { return }
    location.box = StateBox(object, node: node, name: name)
    node.environmentReads[ObjectIdentifier(Object.self)] = ObjectIdentifier(object)
    subscribe(node, to: object, name: name)
  }
}

/// Puts an object into the environment of its content.
package struct EnvironmentModifier<Content: View, Object: AnyObject>: View, PrimitiveView {
  let content: Content
  let object: Object

  /// Puts `object` into the environment of `content`, found by its type.
  package init(content: Content, object: Object) {
    self.content = content
    self.object = object
  }

  /// A primitive has no body.
  package var body: Never { primitiveBody(Self.self) }

  func children(in context: ChildContext) -> [ViewChild] {
    [ViewChild(position: 0, view: content)]
  }

  func write(into environment: inout EnvironmentValues) {
    environment.insert(object, as: Object.self)
  }
}

extension View {
  /// Puts an `@Observable` object into the environment of this view and everything inside it.
  public func environment<Object: AnyObject & Observable>(_ object: Object) -> some View {
    EnvironmentModifier(content: self, object: object)
  }

  /// Puts an `ObservableObject` into the environment of this view and everything inside it.
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
    EnvironmentModifier(content: self, object: object)
  }
}
