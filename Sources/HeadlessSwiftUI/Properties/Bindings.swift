import Observation

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
          // A binding made when its position was already gone never saw an element: it reads
          // the first one there is, which the runtime issue above explains.
          guard let element = lastSeen.element ?? elements.first else {
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
