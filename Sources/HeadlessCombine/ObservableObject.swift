import Foundation

/// The publisher of an `ObservableObject`: it sends, before any `@Published` property of the
/// object changes, to everyone who subscribed.
public final class ObservableObjectPublisher: Publisher {
  /// It says only *that* the object will change.
  public typealias Output = Void
  /// It never fails.
  public typealias Failure = Never
  private let subject = PassthroughSubject<Void, Never>()

  /// A publisher with no subscribers.
  public init() {}

  /// Tells every subscriber that the object is about to change.
  public func send() {
    subject.send(())
  }

  /// Subscribes with two closures and returns the subscription; releasing it cancels it.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    subject.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
  }
}

/// Combine's `ObservableObject`: a class whose `objectWillChange` publisher fires before any of
/// its `@Published` properties changes.
///
/// As in Combine, a class gets `objectWillChange` for free: the publisher is made on first use
/// and shared by the object's `@Published` properties.
public protocol ObservableObject: AnyObject {
  /// Fires before the object changes.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  /// The publisher the object's `@Published` properties share, made on first use.
  public var objectWillChange: ObservableObjectPublisher {
    // A subclass's `@Published` properties and its superclasses' share one publisher, as in
    // Combine: the mirror of each class in the chain lists only the properties it declares.
    var boxes: [PublisherBox] = []
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      boxes += current.children.compactMap { ($0.value as? any PublishedProperty)?.publisherBox }
      mirror = current.superclassMirror
    }
    if let existing = boxes.lazy.compactMap(\.publisher).first { return existing }
    let publisher = ObservableObjectPublisher()
    for box in boxes { box.publisher = publisher }
    return publisher
  }
}

/// Where a `@Published` property finds its object's publisher.
final class PublisherBox {
  // NB: set once, under the lock, then only read.
  private let lock = NSLock()
  private var storedPublisher: ObservableObjectPublisher?

  var publisher: ObservableObjectPublisher? {
    get { lock.withLock { storedPublisher } }
    set { lock.withLock { if storedPublisher == nil { storedPublisher = newValue } } }
  }
}

protocol PublishedProperty {
  var publisherBox: PublisherBox { get }
}

/// Combine's `@Published`: a property of an `ObservableObject` whose every write is announced
/// through the object's `objectWillChange`, before the value changes, and through its own
/// publisher, `$property`.
@propertyWrapper
public struct Published<Value>: PublishedProperty {
  let storage: PublishedStorage<Value>
  var publisherBox: PublisherBox { storage.publisherBox }

  /// A property that starts at `wrappedValue`.
  public init(wrappedValue: Value) {
    storage = PublishedStorage(value: wrappedValue)
  }

  /// Only the enclosing-instance subscript below reads and writes the value.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  /// `$property`: the current value, then every new one, sent before it is stored (as Combine's
  /// `willSet` does).
  public var projectedValue: Publisher {
    get { Publisher(storage: storage) }
    // `assign(to: &$property)` takes it `inout`; the storage it names never changes.
    set {}
  }

  /// Reads the value, and writes it after the object's `objectWillChange` (when it is an
  /// `ObservableObject`) and `$property` have announced it.
  public static subscript<Object: AnyObject>(
    _enclosingInstance object: Object,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage.value }
    set {
      // Makes sure an `ObservableObject`'s publisher exists, so the write below can announce
      // itself; in any other class, as in Combine, only `$property` announces it.
      if let observable = object as? any ObservableObject { _ = observable.objectWillChange }
      object[keyPath: storageKeyPath].storage.write(newValue)
    }
  }

  /// Combine's `Published.Publisher`: the value a subscriber gets at once, then every new one.
  public struct Publisher: HeadlessCombine.Publisher {
    /// The property's values.
    public typealias Output = Value
    /// A property's publisher never fails.
    public typealias Failure = Never

    let storage: PublishedStorage<Value>

    /// Sends the current value at once, then every value written from now on.
    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
      receiveValue: @escaping (Value) -> Void
    ) -> AnyCancellable {
      receiveValue(storage.value)
      return storage.changes.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
  }
}

/// Where a `@Published` property keeps its value, its publisher of changes, and the subscription
/// `assign(to:)` made for it.
final class PublishedStorage<Value> {
  // NB: `storedValue` and `assignment` are guarded by the lock.
  private let lock = NSLock()
  private var storedValue: Value
  private var assignment: AnyCancellable?
  let changes = PassthroughSubject<Value, Never>()
  let publisherBox = PublisherBox()

  init(value: Value) {
    storedValue = value
  }

  var value: Value {
    lock.withLock { storedValue }
  }

  /// Announces the write to the object and to `$property`'s subscribers, then stores it.
  func write(_ newValue: Value) {
    publisherBox.publisher?.send()
    changes.send(newValue)
    lock.withLock { storedValue = newValue }
  }

  /// Keeps the subscription `assign(to:)` made, for as long as the property lives.
  func keep(_ subscription: AnyCancellable) {
    lock.withLock { assignment = subscription }
  }
}
