import Testing

@testable import HeadlessCombine

/// `ObservableObject` and `AnyCancellable` behave as Combine's do where a subclass or an array is
/// involved.
struct ObservableObjectTests {
  @Test func aSuperclassesPublishedPropertyFiresTheSubclassObjectsWillChange() {
    let model = FavoriteCounter()
    let announcements = Recorder<String>()
    let subscription = model.objectWillChange.sink { announcements.append("will change") }
    model.count = 1  // Declared in the superclass.
    model.isFavorite = true  // Declared in the subclass.
    #expect(announcements.values == ["will change", "will change"])
    withExtendedLifetime(subscription) {}
  }

  @Test func aSubscriptionStoredInAnArrayLivesAsLongAsTheArray() {
    let subject = PassthroughSubject<Int, Never>()
    let received = Recorder<Int>()
    var subscriptions: [AnyCancellable] = []
    subject.sink { received.append($0) }.store(in: &subscriptions)
    subject.send(1)
    #expect(subscriptions.count == 1)
    subscriptions.removeAll()
    subject.send(2)
    #expect(received.values == [1])
  }
}

/// A class with one published property, to be subclassed.
private class PublishedCounter: ObservableObject, @unchecked Sendable {
  // NB: @unchecked Sendable: each test uses it from one thread.
  @Published var count = 0
}

/// A subclass that adds a published property of its own.
private final class FavoriteCounter: PublishedCounter, @unchecked Sendable {
  @Published var isFavorite = false
}
