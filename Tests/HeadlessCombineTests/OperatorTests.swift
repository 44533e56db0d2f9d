import Foundation
import Testing

@testable import HeadlessCombine

/// The operators beyond the subject: erasure, `map`, `@Published`'s publisher and both `assign`s.
struct OperatorTests {
  @Test func anErasedPublisherDeliversWhatItsSubjectSendsAndCannotBeSentTo() {
    let subject = PassthroughSubject<Int, Never>()
    let erased: AnyPublisher<Int, Never> = subject.eraseToAnyPublisher()
    let recorder = Recorder<Int>()
    let subscription = erased.map { $0 * 10 }.sink { recorder.append($0) }
    subject.send(1)
    subject.send(2)
    #expect(recorder.values == [10, 20])
    #expect(subject.subscriberCount == 1)
    subscription.cancel()
    #expect(subject.subscriberCount == 0)
  }

  @Test func aPublishedPropertysPublisherSendsTheCurrentValueThenEachNewOneBeforeItIsStored() {
    let model = Counter()
    let seen = Recorder<String>()
    let subscription = model.$count.sink { [weak model] value in
      seen.append("\(value) while the property holds \(model?.count ?? -1)")
    }
    model.count = 1
    #expect(seen.values == ["0 while the property holds 0", "1 while the property holds 0"])
    withExtendedLifetime(subscription) {}
  }

  @Test func assignToOnHoldsItsObjectStronglyUntilCancelled() {
    let subject = PassthroughSubject<Int, Never>()
    var model: Counter? = Counter()
    weak let weakModel = model
    let subscription = subject.assign(to: \.count, on: model!)
    subject.send(5)
    #expect(model?.count == 5)
    model = nil
    #expect(weakModel != nil)  // The subscription holds it.
    subscription.cancel()
    #expect(weakModel == nil)
  }

  @Test func assignToOnStoredInItsOwnObjectIsACycleThatNeverEnds() {
    let subject = PassthroughSubject<Int, Never>()
    weak var leaked: Counter?
    do {
      let model = Counter()
      model.subscriptions.insert(subject.assign(to: \.count, on: model))
      leaked = model
    }
    #expect(leaked != nil)
    subject.send(7)
    #expect(leaked?.count == 7)  // Alive, and still receiving.
    leaked?.subscriptions.removeAll()  // Break the cycle so the test leaves nothing behind.
    #expect(leaked == nil)
  }

  @Test func assignToAPublishedPropertyWritesItAndHoldsNothing() {
    let subject = PassthroughSubject<Int, Never>()
    weak var weakModel: Counter?
    do {
      let model = Counter()
      subject.assign(to: &model.$count)
      subject.send(3)
      #expect(model.count == 3)
      weakModel = model
      #expect(subject.subscriberCount == 1)
    }
    #expect(weakModel == nil)
    #expect(subject.subscriberCount == 0)  // Gone with the property.
  }

  @Test func assignToAPublishedPropertyAnnouncesTheWriteToTheObject() {
    let subject = PassthroughSubject<Int, Never>()
    let model = Counter()
    let announcements = Recorder<Int>()
    let subscription = model.objectWillChange.sink { [weak model] in
      announcements.append(model?.count ?? -1)
    }
    subject.assign(to: &model.$count)
    subject.send(4)
    #expect(announcements.values == [0])  // Before the change, as objectWillChange is.
    withExtendedLifetime(subscription) {}
  }
}

/// An observable object with one published number.
private final class Counter: ObservableObject, @unchecked Sendable {
  // NB: @unchecked Sendable: each test uses it from one thread.
  @Published var count = 0
  var subscriptions = Set<AnyCancellable>()
}
