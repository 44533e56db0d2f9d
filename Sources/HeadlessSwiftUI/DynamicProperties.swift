import HeadlessCombine
import Observation

/// A property of a view value that the kit connects to the view's node before its body runs:
/// `@State`, `@StateObject`, `@ObservedObject`, `@Environment`.
@MainActor
protocol DynamicPropertyLink {
  /// Connects this property, named `name` in its view, to `node`.
  func connect(to node: ViewNode, name: String)
}

/// Where one `@State` keeps its value: made when its view's identity appears, and destroyed with
/// it.
@MainActor
final class StateBox<Value> {
  var value: Value
  weak var node: ViewNode?
  let name: String

  init(_ value: Value, node: ViewNode, name: String) {
    self.value = value
    self.node = node
    self.name = name
  }
}

/// The reference a view value holds to its state, filled in when the value is connected.
@MainActor
final class StateLocation<Value> {
  var box: StateBox<Value>?
}

/// A value the kit keeps for a view identity: SwiftUI's `@State`.
///
/// The initial value expression runs every time the view value is made (each time its parent's
/// body runs), but only the first value is kept: the storage is made once per identity.
/// Writing the value invalidates the bodies that read it.
@MainActor
@propertyWrapper
public struct State<Value>: DynamicPropertyLink {
  private let initialValue: Value
  private let location = StateLocation<Value>()

  /// A state whose storage, when its identity first appears, starts at `wrappedValue`.
  public init(wrappedValue: Value) {
    initialValue = wrappedValue
  }

  /// The value the kit keeps for this identity.
  public var wrappedValue: Value {
    get { location.box?.value ?? initialValue }
    nonmutating set {
      guard let box = location.box else { return }
      box.value = newValue
      box.node?.invalidate(because: "@State \(box.name.dropFirst()) changed")
    }
  }

  /// A binding to the value, for a child that edits it: `$name`.
  public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }

  func connect(to node: ViewNode, name: String) {
    if let box = node.storage[name] as? StateBox<Value> {
      location.box = box
    } else {
      let box = StateBox(initialValue, node: node, name: name)
      node.storage[name] = box
      location.box = box
    }
  }
}

/// A value owned elsewhere that a view can read and write: SwiftUI's `@Binding`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// The binding passed in, as `@Binding var name: Value` receives it.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// The value, read from and written to its owner.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// The binding itself: `$name`.
  public var projectedValue: Binding<Value> {
    self
  }

  /// A binding to one property of the value.
  public subscript<Property>(dynamicMember keyPath: WritableKeyPath<Value, Property>) -> Binding<
    Property
  > {
    Binding<Property>(
      get: { wrappedValue[keyPath: keyPath] },
      set: { wrappedValue[keyPath: keyPath] = $0 })
  }
}

/// Makes bindings to the properties of an `@Observable` object: SwiftUI's `@Bindable`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Object: AnyObject & Observable> {
  /// The object.
  public var wrappedValue: Object

  /// Bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Object) {
    self.wrappedValue = wrappedValue
  }

  /// Bindings to `object`'s properties.
  public init(_ object: Object) {
    wrappedValue = object
  }

  /// Itself, so that `$object.title` is a binding.
  public var projectedValue: Bindable<Object> {
    self
  }

  /// A binding to one property of the object.
  public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Property>)
    -> Binding<Property>
  {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

/// A subscription of a node to an `ObservableObject`'s `objectWillChange`.
@MainActor
final class ObjectSubscription {
  let object: AnyObject
  let cancellable: AnyCancellable

  init(object: AnyObject, cancellable: AnyCancellable) {
    self.object = object
    self.cancellable = cancellable
  }
}

/// Subscribes `node` to `object`'s `objectWillChange` under `name`, unless it already is.
@MainActor
func subscribe(_ node: ViewNode, to object: some ObservableObject, name: String) {
  if let existing = node.objectSubscriptions[name], existing.object === object { return }
  let typeName = String(describing: type(of: object))
  let cancellable = object.objectWillChange.sink { [weak node] in
    // `objectWillChange` fires before the change, on the writer's thread; the body reads the
    // new value on a later turn of the main queue.
    Task { @MainActor [weak node] in node?.invalidate(because: "\(typeName) will change") }
  }
  node.objectSubscriptions[name] = ObjectSubscription(object: object, cancellable: cancellable)
}

/// Where one `@StateObject` keeps its object: made once per identity.
@MainActor
final class ObjectBox<Object: AnyObject> {
  let object: Object

  init(_ object: Object) {
    self.object = object
  }
}

/// An `ObservableObject` the kit creates once per view identity: SwiftUI's `@StateObject`.
///
/// The autoclosure runs the first time the identity appears, and never again while it stays.
@MainActor
@propertyWrapper
public struct StateObject<Object: ObservableObject>: DynamicPropertyLink {
  private let makeObject: () -> Object
  private let location = StateLocation<ObjectBox<Object>>()

  /// A state object made by `thunk`, once per identity.
  public init(wrappedValue thunk: @autoclosure @escaping () -> Object) {
    makeObject = thunk
  }

  /// The identity's object.
  public var wrappedValue: Object {
    guard let box = location.box?.value else {
      fatalError("Accessing StateObject's object without being installed on a View.")
    }
    return box.object
  }

  func connect(to node: ViewNode, name: String) {
    let box: StateBox<ObjectBox<Object>>
    if let existing = node.storage[name] as? StateBox<ObjectBox<Object>> {
      box = existing
    } else {
      box = StateBox(ObjectBox(makeObject()), node: node, name: name)
      node.storage[name] = box
    }
    location.box = box
    subscribe(node, to: box.value.object, name: name)
  }
}

/// An `ObservableObject` passed in by the parent: SwiftUI's `@ObservedObject`.
///
/// It is whatever the parent passed this time. A parent whose body creates the object creates a
/// new one every time its body runs.
@MainActor
@propertyWrapper
public struct ObservedObject<Object: ObservableObject>: DynamicPropertyLink {
  /// The object the parent passed.
  public let wrappedValue: Object

  /// Observes `wrappedValue`.
  public init(wrappedValue: Object) {
    self.wrappedValue = wrappedValue
  }

  func connect(to node: ViewNode, name: String) {
    subscribe(node, to: wrappedValue, name: name)
  }
}
