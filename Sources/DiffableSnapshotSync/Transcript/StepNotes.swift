import ChapterKit
import HeadlessUIKit
import TodoModel

// What the transcript prints under each step: the updates each list's data source made to its
// table ("reconfigure t3"), read from the data source after the step.

extension TodoListScreen: NarratingListScreen {
  func takeStepNotes() -> [String] {
    dataSource.takeAppliedUpdates().map { describe($0) { $0 } }
  }
}

extension ItemListScreen: NarratingListScreen {
  func takeStepNotes() -> [String] {
    dataSource.takeAppliedUpdates().map { describe($0) { $0.todo.id } }
  }
}

/// One apply's updates in words, at most six of them.
private func describe<Item>(_ updates: [AppliedUpdate<Item>], id: (Item) -> TodoID) -> String {
  guard !updates.isEmpty else { return "the diff found nothing to update" }
  let names = updates.map { update in
    switch update {
    case .delete(let item): "delete \(id(item))"
    case .insert(let item): "insert \(id(item))"
    case .move(let item): "move \(id(item))"
    case .reload(let item): "reload \(id(item))"
    case .reconfigure(let item): "reconfigure \(id(item))"
    }
  }
  let shown = names.count > 6 ? names.prefix(6) + ["… \(names.count - 6) more"] : names[...]
  return shown.joined(separator: ", ")
}
