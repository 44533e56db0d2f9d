import FoundationShims
import HeadlessCombine
import Observation

/// A property of a view value that the kit connects to the view's node before its body runs:
/// `@State`, `@StateObject`, `@ObservedObject`, `@Environment`.
@MainActor
package protocol DynamicPropertyLink {
  /// Connects this property, named `name` in its view, to `node`.
  func connect(to node: ViewNode, name: String)
}

/// A dynamic property whose value is more than a link: a query, which asks a question.
///
/// A view's parent may change the question by making the view again with another one. Two are
/// the same field when they ask the same; a view holding one that asks something new runs its
/// body again.
@MainActor
package protocol QuestionAskingProperty: DynamicPropertyLink {
  /// Whether `other` asks what this property asks.
  func asksTheSame(as other: Self) -> Bool
}

extension QuestionAskingProperty {
  /// ``asksTheSame(as:)`` for a value known to be of this type only at run time.
  func asksTheSame(asValue other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return asksTheSame(as: other)
  }
}

/// Where one `@State` keeps its value: made when its view's identity appears, and destroyed with
/// it.
@MainActor
final class StateBox<Value> {
  var value: Value
  weak var node: ViewNode?
  let name: String
  /// The nodes that read the value while they were evaluated since the last write: the bodies
  /// that depend on it, and the controls bound to it.
  private var readers: [ObjectIdentifier: WeakNode] = [:]

  init(_ value: Value, node: ViewNode, name: String) {
    self.value = value
    self.node = node
    self.name = name
  }

  /// The value, noting the node being evaluated, if any, as one that depends on it.
  var trackedValue: Value {
    if let reader = ViewNode.beingEvaluated {
      readers[ObjectIdentifier(reader)] = WeakNode(node: reader)
    }
    return value
  }

  /// Stores `newValue` and invalidates every node that read the old one.
  ///
  /// A body that only passed `$value` on, without reading it, does not run again: only the
  /// control that reads the binding does.
  func write(_ newValue: Value) {
    value = newValue
    let readers = readers.values.compactMap(\.node)
    self.readers = [:]
    for reader in readers { reader.invalidate(because: "@State \(name.dropFirst()) changed") }
  }
}

/// A node, held weakly.
package struct WeakNode {
  package weak var node: ViewNode?

  package init(node: ViewNode?) {
    self.node = node
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
/// Writing the value invalidates the bodies that read it, and the controls bound to it.
@MainActor
@propertyWrapper
public struct State<Value>: DynamicPropertyLink {
  private let initialValue: Value
  private let location = StateLocation<Value>()

  /// A state whose storage, when its identity first appears, starts at `wrappedValue`.
  public init(wrappedValue: Value) {
    initialValue = wrappedValue
  }

  /// A state whose storage, when its identity first appears, starts at `value`: what a view's
  /// `init` writes as `_name = State(initialValue: value)`.
  public init(initialValue value: Value) {
    initialValue = value
  }

  /// The value the kit keeps for this identity.
  public var wrappedValue: Value {
    get { location.box?.trackedValue ?? initialValue }
    nonmutating set { location.box?.write(newValue) }
  }

  /// A binding to the value, for a child that edits it: `$name`.
  public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }

  package func connect(to node: ViewNode, name: String) {
    if let box = node.storage[name] as? StateBox<Value> {
      location.box = box
    } else {
      let box = StateBox(initialValue, node: node, name: name)
      node.storage[name] = box
      location.box = box
    }
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
    MainActorDelivery.run { [weak node] in node?.invalidate(because: "\(typeName) will change") }
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

  package func connect(to node: ViewNode, name: String) {
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
  public var wrappedValue: Object

  /// Observes `wrappedValue`.
  public init(wrappedValue: Object) {
    self.wrappedValue = wrappedValue
  }

  package func connect(to node: ViewNode, name: String) {
    subscribe(node, to: wrappedValue, name: name)
  }
}
