import ChapterKit
import Dispatch
import Foundation
import Testing

@testable import HeadlessCombine

/// The subject on its own: Combine's semantics, one rule per test.
struct SubjectTests {
  // MARK: - Sending and subscribing

  @Test func sendDeliversEachValueToEverySubscriberInOrder() {
    let subject = PassthroughSubject<Int, Never>()
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    let subscriptions = [first, second].map { recorder in subject.sink { recorder.append($0) } }
    subject.send(1)
    subject.send(2)
    #expect(first.values == [1, 2])
    #expect(second.values == [1, 2])
    withExtendedLifetime(subscriptions) {}
  }

  @Test func aLateSubscriberGetsNoReplayOfEarlierValues() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(1)
    let recorder = Recorder<Int>()
    let subscription = subject.sink { recorder.append($0) }
    subject.send(2)
    #expect(recorder.values == [2])
    withExtendedLifetime(subscription) {}
  }

  @Test func sinkWithACompletionHandlerGetsValuesThenTheCompletion() {
    let subject = PassthroughSubject<String, TestFailure>()
    let events = Recorder<String>()
    let subscription = subject.sink(
      receiveCompletion: { completion in
        if case .failure(let failure) = completion { events.append("failure \(failure.code)") }
      },
      receiveValue: { events.append($0) })
    subject.send("a")
    subject.send(completion: .failure(TestFailure(code: 7)))
    #expect(events.values == ["a", "failure 7"])
    withExtendedLifetime(subscription) {}
  }

  // MARK: - Cancelling

  @Test func cancelStopsDeliveryAndCancellingTwiceIsHarmless() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int>()
    let subscription = subject.sink { recorder.append($0) }
    subject.send(1)
    subscription.cancel()
    subscription.cancel()
    subject.send(2)
    #expect(recorder.values == [1])
    #expect(subject.subscriberCount == 0)
  }

  @Test func releasingTheCancellableCancels() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int>()
    _ = subject.sink { recorder.append($0) }  // Released at once: the subscription ends here.
    subject.send(1)
    #expect(recorder.values.isEmpty)
    #expect(subject.subscriberCount == 0)
  }

  @Test func storeInASetKeepsTheSubscriptionUntilTheSetIsEmptied() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int>()
    var cancellables = Set<AnyCancellable>()
    subject.sink { recorder.append($0) }.store(in: &cancellables)
    subject.send(1)
    cancellables.removeAll()
    subject.send(2)
    #expect(recorder.values == [1])
  }

  @Test func cancellingReleasesWhatTheHandlerCaptured() {
    let subject = PassthroughSubject<Int, Never>()
    var captured: Recorder<Int>? = Recorder<Int>()
    weak let weakCaptured = captured
    let subscription = subject.sink { [captured] in captured?.append($0) }
    captured = nil
    #expect(weakCaptured != nil)  // The handler keeps it…
    subscription.cancel()
    #expect(weakCaptured == nil)  // …until the subscription ends.
  }

  // MARK: - Completion

  @Test func nothingIsDeliveredAfterTheCompletion() {
    let subject = PassthroughSubject<Int, Never>()
    let values = Recorder<Int>()
    let completions = Recorder<String>()
    let subscription = subject.sink(
      receiveCompletion: { _ in completions.append("finished") },
      receiveValue: { values.append($0) })
    subject.send(1)
    subject.send(completion: .finished)
    subject.send(2)
    subject.send(completion: .finished)
    #expect(values.values == [1])
    #expect(completions.values == ["finished"])
    #expect(subject.subscriberCount == 0)
    withExtendedLifetime(subscription) {}
  }

  @Test func aSubscriberAfterTheCompletionGetsTheCompletionAtOnce() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(completion: .finished)
    let completions = Recorder<String>()
    let subscription = subject.sink(
      receiveCompletion: { _ in completions.append("finished") }, receiveValue: { _ in })
    #expect(completions.values == ["finished"])
    #expect(subject.subscriberCount == 0)
    withExtendedLifetime(subscription) {}
  }

  // MARK: - Re-entrancy

  @Test func aSubscriberAddedDuringASendMissesThatValue() {
    let subject = PassthroughSubject<Int, Never>()
    let late = Recorder<Int>()
    let lateSubscription = Holder<AnyCancellable>()
    let subscription = subject.sink { value in
      if value == 1 { lateSubscription.value = subject.sink { late.append($0) } }
    }
    subject.send(1)
    subject.send(2)
    #expect(late.values == [2])
    withExtendedLifetime(subscription) {}
  }

  @Test func aSubscriberCancelledDuringASendBeforeItsTurnDoesNotGetIt() {
    let subject = PassthroughSubject<Int, Never>()
    let second = Recorder<Int>()
    let secondSubscription = Holder<AnyCancellable>()
    let first = subject.sink { _ in secondSubscription.value?.cancel() }
    secondSubscription.value = subject.sink { second.append($0) }
    subject.send(1)
    #expect(second.values.isEmpty)
    withExtendedLifetime(first) {}
  }

  @Test func aSubscriberCanCancelItselfInItsHandler() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int>()
    let own = Holder<AnyCancellable>()
    own.value = subject.sink { value in
      recorder.append(value)
      own.value?.cancel()
    }
    subject.send(1)
    subject.send(2)
    #expect(recorder.values == [1])
  }

  @Test func aSendFromInsideAHandlerIsDeliveredAtOnceWithoutDeadlock() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int>()
    let subscription = subject.sink { value in
      recorder.append(value)
      if value == 1 { subject.send(2) }
    }
    subject.send(1)
    #expect(recorder.values == [1, 2])
    withExtendedLifetime(subscription) {}
  }

  // MARK: - Threads

  // Combine's subject is not `Sendable`, yet Combine sends to it from any thread safely; these
  // tests share one between threads on purpose (`nonisolated(unsafe)`) to hold the stand-in to it.

  @Test func concurrentSendsFromManyTasksReachEverySubscriberOnceEachOneAtATime() async {
    nonisolated(unsafe) let subject = PassthroughSubject<Int, Never>()
    let recorders = (0..<3).map { _ in OverlapRecorder() }
    let subscriptions = recorders.map { recorder in subject.sink { recorder.record($0) } }
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for index in 0..<500 { subject.send(task * 1_000 + index) }
        }
      }
    }
    for recorder in recorders {
      #expect(recorder.count == 4_000)
      #expect(Set(recorder.values).count == 4_000)
      #expect(!recorder.sawOverlap)
    }
    withExtendedLifetime(subscriptions) {}
  }

  @Test func subscribingAndCancellingWhileOtherThreadsSendIsSafe() async {
    nonisolated(unsafe) let subject = PassthroughSubject<Int, Never>()
    let steady = Recorder<Int>()
    let subscription = subject.sink { steady.append($0) }
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask { for index in 0..<500 { subject.send(index) } }
      }
      for _ in 0..<4 {
        group.addTask {
          for _ in 0..<200 {
            let transient = subject.sink { _ in }
            transient.cancel()
          }
        }
      }
    }
    #expect(steady.values.count == 2_000)
    #expect(subject.subscriberCount == 1)
    withExtendedLifetime(subscription) {}
  }

  // MARK: - receive(on:)

  @MainActor
  @Test func receiveOnTheMainQueueDeliversThereOnALaterTurn() async {
    nonisolated(unsafe) let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Bool>()
    let subscription = subject.receive(on: DispatchQueue.main).sink { _ in
      recorder.append(MainQueueCheck.isOnMainQueue)
    }
    subject.send(1)
    #expect(recorder.values.isEmpty)  // Sent on the main queue, and still not delivered.
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        subject.send(2)
        continuation.resume()
      }
    }
    await MainQueue.settle()
    #expect(recorder.values == [true, true])
    withExtendedLifetime(subscription) {}
  }

  @MainActor
  @Test func aValueOnItsWayToTheMainQueueIsDroppedWhenTheSubscriptionIsCancelled() async {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int>()
    let subscription = subject.receive(on: DispatchQueue.main).sink { recorder.append($0) }
    subject.send(1)
    subscription.cancel()
    await MainQueue.settle()
    #expect(recorder.values.isEmpty)
    #expect(subject.subscriberCount == 0)
  }
}

// MARK: - Helpers

struct TestFailure: Error {
  let code: Int
}

/// Collects values from any thread.
final class Recorder<Value: Sendable>: Sendable {
  private let lock = NSLock()
  private nonisolated(unsafe) var storage: [Value] = []
  func append(_ value: Value) { lock.withLock { storage.append(value) } }
  var values: [Value] { lock.withLock { storage } }
}

/// Holds one value that a handler sets or reads.
final class Holder<Value>: @unchecked Sendable {
  // NB: only touched on the test's own thread, inside synchronous sends.
  var value: Value?
}

/// Counts deliveries and notices if two ever run at the same time.
final class OverlapRecorder: Sendable {
  private let lock = NSLock()
  private nonisolated(unsafe) var inside = false
  private nonisolated(unsafe) var storage: [Int] = []
  private nonisolated(unsafe) var overlap = false

  func record(_ value: Int) {
    lock.withLock {
      if inside { overlap = true }
      inside = true
    }
    lock.withLock {
      storage.append(value)
      inside = false
    }
  }

  var count: Int { lock.withLock { storage.count } }
  var values: [Int] { lock.withLock { storage } }
  var sawOverlap: Bool { lock.withLock { overlap } }
}

/// Asks whether code runs on the main queue, without asking about threads.
enum MainQueueCheck {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: key) == true }
}
