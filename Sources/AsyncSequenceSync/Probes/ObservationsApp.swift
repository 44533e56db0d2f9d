import ChapterKit
import TodoModel
import UIKit

// The `observations` alternative launched by the command line, with what the host needs of its
// lists: whether each shows the library's latest value yet (Settling/), how many are still
// alive (the lifetime tests), and how many values each received (a test of coalescing). Not part
// of the lesson: its lists are plain ``ObservingListViewController``s.

/// The app with an ``ObservingListViewController`` at the root of every window.
final class ObservationsApp: AsyncSequenceSyncApp {
  /// The lists made so far, held weakly.
  private var lists: [WeakList] = []

  override func makeListController() -> UIViewController? {
    let list = CountingObservingListViewController(library: library)
    lists.append(WeakList(list: list))
    return list
  }

  /// Whether a list has not yet shown the library's latest value.
  var someListLagsBehind: Bool {
    lists.contains { entry in entry.list.map { $0.todos != library.todos } ?? false }
  }

  /// How many of those lists are still alive, each reading `Observations` in its loop.
  var listsStillObserving: Int {
    lists.filter { $0.list != nil }.count
  }
}

/// A list that counts the arrays its loop received.
final class CountingObservingListViewController: ObservingListViewController {
  /// How many arrays the loop received.
  private(set) var valuesReceived = 0

  override func show(_ newTodos: [Todo]) {
    valuesReceived += 1
    super.show(newTodos)
  }
}

/// A list held weakly.
@MainActor
private struct WeakList {
  weak var list: CountingObservingListViewController?
}
