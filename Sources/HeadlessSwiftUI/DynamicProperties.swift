import HeadlessCombine
import Observation
import TodoModel

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
struct WeakNode {
  weak var node: ViewNode?
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

extension Binding where Value: MutableCollection, Value.Index == Int {
  /// A binding to the element at `index` of the collection: what `$todos[index]` gives.
  ///
  /// It is bound to the *position*, not to the element: when an element before it is deleted,
  /// it reads and writes the next one. When the position is gone, SwiftUI's app stops with
  /// "Index out of range"; the kit reports that as a runtime issue of the view that made the
  /// binding, reads the element it saw last, and ignores the write, so the process goes on.
  public subscript(index: Int) -> Binding<Value.Element> {
    let collection = self
    let maker = WeakNode(node: ViewNode.beingEvaluated)
    // Kept with the view that makes the binding, so a binding made again still has it.
    let lastSeen =
      maker.node.map { ChildContext(node: $0).kept("$[\(index)]") { LastSeen<Value.Element>() } }
      ?? LastSeen<Value.Element>()
    if collection.wrappedValue.indices.contains(index) {
      lastSeen.element = collection.wrappedValue[index]
    }
    func reportOutOfRange(_ access: String) {
      let count = collection.wrappedValue.count
      maker.node?.graph.reportRuntimeIssue(
        "Fatal error: Index out of range: \(access) index \(index) of \(count) elements"
          + " (SwiftUI would stop the app here)",
        window: maker.node?.windowNumber)
    }
    return Binding<Value.Element>(
      get: {
        let elements = collection.wrappedValue
        guard elements.indices.contains(index) else {
          reportOutOfRange("reading")
          guard let element = lastSeen.element ?? Self.placeholder() else {
            fatalError("A binding to element \(index) of \(elements.count) never had one")
          }
          return element
        }
        lastSeen.element = elements[index]
        return elements[index]
      },
      set: { newValue in
        guard collection.wrappedValue.indices.contains(index) else {
          reportOutOfRange("writing")
          return
        }
        collection.wrappedValue[index] = newValue
      })
  }
}

extension Binding where Value: MutableCollection, Value.Index == Int {
  /// What a binding by position reads when its position was gone from the start: an empty todo.
  fileprivate static func placeholder() -> Value.Element? {
    Todo(id: TodoID(""), title: "") as? Value.Element
  }
}

/// The element a binding by position read last.
@MainActor
private final class LastSeen<Element> {
  var element: Element?
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
  public var wrappedValue: Object

  /// Observes `wrappedValue`.
  public init(wrappedValue: Object) {
    self.wrappedValue = wrappedValue
  }

  func connect(to node: ViewNode, name: String) {
    subscribe(node, to: wrappedValue, name: name)
  }
}
