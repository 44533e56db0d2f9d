import Foundation

/// The publisher of an `ObservableObject`: it sends, before any `@Published` property of the
/// object changes, to everyone who subscribed.
public final class ObservableObjectPublisher: Publisher, Sendable {
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
    receiveCompletion: @escaping @Sendable (Subscribers.Completion<Never>) -> Void,
    receiveValue: @escaping @Sendable (Output) -> Void
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
    let boxes = Mirror(reflecting: self).children.compactMap {
      ($0.value as? any PublishedProperty)?.publisherBox
    }
    if let existing = boxes.lazy.compactMap(\.publisher).first { return existing }
    let publisher = ObservableObjectPublisher()
    for box in boxes { box.publisher = publisher }
    return publisher
  }
}

/// Where a `@Published` property finds its object's publisher.
public final class PublisherBox: @unchecked Sendable {
  // NB: @unchecked Sendable: set once, under the lock, then only read.
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
/// through the object's `objectWillChange`, before the value changes.
@propertyWrapper
public struct Published<Value>: PublishedProperty {
  private var value: Value
  let publisherBox = PublisherBox()

  /// A property that starts at `wrappedValue`.
  public init(wrappedValue: Value) {
    value = wrappedValue
  }

  /// Only the enclosing-instance subscript below reads and writes the value.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  /// Reads the value, and writes it after the object's `objectWillChange` has fired.
  public static subscript<Object: ObservableObject>(
    _enclosingInstance object: Object,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set {
      object.objectWillChange.send()
      object[keyPath: storageKeyPath].value = newValue
    }
  }
}
