import HeadlessUIKit
import Observation
import TodoModel

/// `observations`: each list reads `Observations { library.todos }`, an async sequence of the
/// whole array, instead of a stream of changes.
///
/// In sync, and costly: every edit sends each list a new array of every todo, which the list
/// copies and compares with the one it shows, O(n) per edit. Edits made in one turn arrive as one
/// value: the screens end the same, with fewer renders.
final class ObservationsApp: AsyncSequenceSyncApp {
  /// The lists made so far, held weakly, so the host can wait until each shows the library
  /// (Settling/) and count them (Probes/).
  private var lists: [WeakList] = []

  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    let list = ObservingListScreen(library: library)
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

/// A list held weakly.
@MainActor
private struct WeakList {
  weak var list: ObservingListScreen?
}

/// A list that shows each new value of the library's array.
final class ObservingListScreen: TodoListScreen {
  /// How many arrays the loop received; a test compares it with the edits made.
  private(set) var valuesReceived = 0

  override func startListening(to changes: AsyncStream<TodoChange>) {
    let library = library
    listening = Task { [weak self] in
      for await todos in Observations({ library.todos }) {
        self?.show(todos)
      }
    }
  }

  /// Compares the new array with the shown one and updates only the rows that differ.
  private func show(_ newTodos: [Todo]) {
    valuesReceived += 1
    let old = todos
    todos = newTodos
    rowIndex = nil  // The rows may have moved.
    if old.count == newTodos.count, old.map(\.id) == newTodos.map(\.id) {
      let changed = old.indices.filter { old[$0] != newTodos[$0] }
      if !changed.isEmpty { tableView.reconfigureRows(changed) }
    } else if newTodos.count == old.count + 1, Array(newTodos.dropFirst()) == old {
      tableView.insertRows([0])
    } else if newTodos.count == old.count - 1,
      let gone = old.indices.first(where: { $0 >= newTodos.count || old[$0].id != newTodos[$0].id }
      ),
      old.enumerated().filter({ $0.offset != gone }).map(\.element) == newTodos
    {
      tableView.deleteRows([gone])
    } else {
      tableView.reloadData()
    }
  }
}
