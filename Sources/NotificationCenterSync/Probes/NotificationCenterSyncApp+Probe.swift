import ChapterKit
import FoundationShims

// How many observations of the app's change center are still held, for the lifetime tests: a
// screen that is gone must leave no observer behind. `NotificationCenter` cannot say how many
// observers it has, so the app's center is this subclass, which counts what it hands out. Not
// part of the lesson: a plain `TodoChangeCenter` works the same for every screen.

extension NotificationCenterSyncApp: ListenerCountingChapterApp {
  var liveListenerCount: Int {
    (changes as? ObservationCountingCenter)?.liveObservationCount ?? 0
  }
}

/// The lesson's change center, keeping a weak reference to every observation it hands out.
///
/// A screen's observer is removed when its observation is released, so the observations still
/// alive are exactly the observers still registered through the center.
final class ObservationCountingCenter: TodoChangeCenter, @unchecked Sendable {
  // NB: @unchecked Sendable: the list below is only touched on the main actor.
  @MainActor private var observations: [WeakObservation] = []

  @MainActor
  override func addObserver(_ observer: some TodoChangeObserving) -> NotificationObservation {
    let observation = super.addObserver(observer)
    observations.removeAll { $0.observation == nil }
    observations.append(WeakObservation(observation: observation))
    return observation
  }

  /// How many of the observations handed out are still held.
  @MainActor var liveObservationCount: Int {
    observations.filter { $0.observation != nil }.count
  }

  private struct WeakObservation {
    weak var observation: NotificationObservation?
  }
}
