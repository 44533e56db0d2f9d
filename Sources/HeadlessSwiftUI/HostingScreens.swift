import Foundation
import HeadlessUIKit
import TodoModel

// The headless `UIHostingController`: a SwiftUI-shaped view hierarchy shown as a screen of the
// UIKit-shaped kit, so that the host can tap and type on it like on any other screen. The person's
// actions go to the controls a person would use, found by their titles.

/// A list screen whose content is a SwiftUI-shaped view: its `List` is the table the dump reads.
///
/// Adding types the title into the `TextField` titled "New todo" and confirms it; swiping a row
/// away runs the `.onDelete` action of the `ForEach` that shows it.
@MainActor
public final class HostingListScreen: ViewController, ListScreen {
  /// The view hierarchy.
  public let graph: ViewGraph

  /// Shows `rootView`, which must contain a `List`.
  public init(rootView: some View) {
    graph = ViewGraph(root: rootView)
    super.init()
  }

  /// The table of the hierarchy's `List`.
  public var tableView: TableView {
    guard let list = graph.allNodes.lazy.compactMap(\.listRenderer).first else {
      fatalError("The list screen's view has no List; put the rows in a List.")
    }
    return list.tableView
  }

  /// Types `title` into the "New todo" field and confirms it.
  public func addTodo(title: String) {
    graph.views(of: TextField.self).first { $0.title == "New todo" }?.type(title)
    graph.updateNow()
  }

  /// Swipes the row of `id` away: the `.onDelete` action of its `ForEach` gets its offset.
  public func removeTodo(id: TodoID) {
    guard let row = tableView.row(showing: id) else { return }
    for node in graph.allNodes {
      if let rows = node.view as? any DeletableRows, rows.deleteRow(at: row) { break }
    }
    graph.updateNow()
  }
}

/// A detail screen whose content is a SwiftUI-shaped view about one todo.
///
/// What it shows is read from its controls after every update: the text of the `TextField`
/// titled "Title" (or its first `Text`), and the value of the `Toggle` titled "Favorite". The star
/// taps that toggle; a rename types into that field and confirms it; delete taps the button titled
/// "Delete". Its views' `@Environment(\.dismiss)` closes the screen.
@MainActor
public final class HostingDetailScreen: ViewController, DetailScreen {
  /// The todo the screen is about.
  public let todoID: TodoID
  /// What the screen shows; the dump reads it.
  public let detailView = DetailView()
  /// The view hierarchy.
  public private(set) var graph: ViewGraph!

  /// Shows `rootView` for the todo `todoID`; its `dismiss` closes this screen in `context`.
  public init<Root: View>(todoID: TodoID, context: ScreenContext, rootView: Root) {
    self.todoID = todoID
    super.init()
    var environment = EnvironmentValues()
    environment.dismiss = DismissAction { [weak self] in
      guard let self else { return }
      context.dismiss(self)
    }
    graph = ViewGraph(root: rootView, environment: environment)
    graph.didUpdate = { [weak self] in self?.showContent() }
    showContent()
  }

  /// Taps the "Favorite" toggle.
  public func toggleFavorite() {
    graph.views(of: Toggle.self).first { $0.title == "Favorite" }?.toggle()
    graph.updateNow()
  }

  /// Types `title` into the "Title" field and confirms it.
  public func rename(to title: String) {
    graph.views(of: TextField.self).first { $0.title == "Title" }?.type(title)
    graph.updateNow()
  }

  /// Taps the "Delete" button.
  public func deleteTodo() {
    graph.views(of: Button<Text>.self).first { $0.title == "Delete" }?.action()
    graph.updateNow()
  }

  /// Renders what the controls show, when it differs from what the screen shows.
  private func showContent() {
    let title =
      graph.views(of: TextField.self).first { $0.title == "Title" }?.text.wrappedValue
      ?? graph.views(of: Text.self).first?.string ?? ""
    let isFavorite =
      graph.views(of: Toggle.self).first { $0.title == "Favorite" }?.isOn.wrappedValue ?? false
    let content = Todo(id: todoID, title: title, isFavorite: isFavorite)
    if detailView.content != content { detailView.render(content) }
  }
}

/// A `ForEach` whose rows can be swiped away.
@MainActor
protocol DeletableRows {
  /// Runs the delete action for the row at `offset`; `false` when there is none.
  func deleteRow(at offset: Int) -> Bool
}
