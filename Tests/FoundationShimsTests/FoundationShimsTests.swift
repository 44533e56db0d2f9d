import ChapterKit
import Dispatch
import Foundation
import FoundationShims
import Testing

/// The two things the real Foundation lacks here, each with the behaviour the chapters rely on.
@MainActor
struct FoundationShimsTests {
  @Test func workFromTheMainActorRunsAtOnce() {
    var ran = false
    MainActorDelivery.run { ran = true }
    #expect(ran)
  }

  @Test func workFromABackgroundThreadRunsOnALaterTurnOfTheMainQueue() async {
    let log = Log()
    // The main actor waits for the background thread, so the delivery cannot run before the
    // background thread has returned from `run`, whatever the timing.
    DispatchQueue.global().sync {
      MainActorDelivery.run { log.append("delivered") }
      log.append("returned")
    }
    #expect(log.lines == ["returned"])
    await MainQueue.settle()
    #expect(log.lines == ["returned", "delivered"])
  }

  @Test func releasingAnObservationRemovesItsObserverOnce() {
    let center = NotificationCenter()
    let name = Notification.Name("FoundationShimsTests.ping")
    let log = Log()
    let token = center.addObserver(forName: name, object: nil, queue: nil) { _ in
      log.append("heard")
    }
    var observation: NotificationObservation? = NotificationObservation(
      token: token, center: center, didRemove: { log.append("removed") })
    center.post(name: name, object: nil)
    observation = nil
    center.post(name: name, object: nil)
    #expect(observation == nil)
    #expect(log.lines == ["heard", "removed"])
  }
}

/// Lines appended from any thread.
private final class Log: Sendable {
  private let lock = NSLock()
  private nonisolated(unsafe) var storage: [String] = []

  func append(_ line: String) { lock.withLock { storage.append(line) } }

  var lines: [String] { lock.withLock { storage } }
}
