import ChapterKit
import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import TodoModel

// A SwiftUI-shaped app run by the host: one view graph for the app, one window per scene. The
// host sees each window through the UIKit-shaped screens it drives every chapter with, the way
// `UIHostingController` shows SwiftUI views in UIKit: the window's list is the list screen, and
// each destination on the window's navigation path is a detail screen. A person's actions go to
// the controls a person would use, found by their titles.

/// An `App` running in the host: its view graph, and a window for each scene.
@MainActor
package final class HostedApp {
  /// The app's views: the app at the root, a window under it for each scene.
  package let graph: ViewGraph

  /// Starts `app`; no window is open yet.
  package init(_ app: some App) {
    graph = ViewGraph(app: app)
  }

  /// Starts `app` with one of its views swapped for a variant's, wherever the app makes it:
  /// the lesson's app, unchanged but for that view.
  package init(_ app: some App, substituting substitutions: [ViewSubstitution]) {
    graph = ViewGraph(app: app, substitutions: substitutions)
  }

  /// Opens the window of a new scene and returns its list.
  package func openWindow(context: ScreenContext) -> HostingListScreen {
    let window = graph.openWindow(context.sceneNumber)
    // What appeared as the window opened is the window's start, not a step worth explaining.
    _ = graph.takeBodyLog(window: context.sceneNumber)
    return HostingListScreen(graph: graph, window: window)
  }

  /// Opens the detail of `id` in the scene's window and returns the screen of the destination
  /// that shows it.
  ///
  /// The person taps the `NavigationLink` of the todo's row; when the list shows no such row, a
  /// deep link pushes `id` on the window's navigation path.
  package func showDetail(_ id: TodoID, context: ScreenContext) -> HostingDetailScreen {
    graph.updateNow()
    let window = graph.openWindow(context.sceneNumber)
    // A window that restored its own path already shows the detail: nothing to tap.
    let path = pathValues(inWindow: context.sceneNumber)
    if path.last == AnyHashable(id) {
      let screen = HostingDetailScreen(
        todoID: id, graph: graph, window: window, depth: path.count - 1, context: context)
      graph.updateNow()  // The screen shows what its destination shows now.
      return screen
    }
    let list = window.subtree(skippingRows: true, skippingDestinations: true).lazy
      .compactMap(\.listRenderer).first
    var tapped = false
    // O(n), like `indexPath(for:)`; a row off screen gets views for the moment, as a person
    // scrolls to a row before tapping it.
    if let list, let row = list.tableView.row(showing: id) {
      _ = list.withRowNode(atRow: row) { row in
        guard let link = row.subtree.first(where: { $0.view is any NavigationLinkValue }) else {
          return
        }
        link.tapNavigationLink()
        tapped = true
      }
    }
    if !tapped {
      let stack = window.subtree(skippingRows: true).first { $0.environment.navigationPush != nil }
      stack?.environment.navigationPush?(AnyHashable(id))
    }
    let depth =
      window.subtree(skippingRows: true).lazy
      .compactMap { $0.view as? any PathReading }.first?.pathCount ?? 1
    return HostingDetailScreen(
      todoID: id, graph: graph, window: window, depth: depth - 1, context: context)
  }
}

/// A scene's list: the `List` of its window, whose table the dump reads.
///
/// Adding types the title into the `TextField` titled "New todo" (``HostControl/newTodoField``)
/// and confirms it; swiping a row away runs the `.onDelete` action of the `ForEach` that shows it.
@MainActor
package final class HostingListScreen: ViewController, ListScreen, ControlFinding {
  /// The app's views.
  package let graph: ViewGraph
  /// The window's content.
  package let window: ViewNode
  private weak var listNode: ViewNode?
  private var missingControl: HostControl?

  init(graph: ViewGraph, window: ViewNode) {
    self.graph = graph
    self.window = window
    super.init()
  }

  /// The scene is gone: so is its window, with all its state.
  isolated deinit {
    if let number = window.key.base as? Int { graph.closeWindow(number) }
  }

  /// The table of the window's `List`, outside any destination.
  package var tableView: TableView {
    if let listNode, listNode.isInTree, let renderer = listNode.listRenderer {
      return renderer.tableView
    }
    guard
      let node = window.subtree(skippingRows: true, skippingDestinations: true)
        .first(where: { $0.listRenderer != nil })
    else {
      fatalError("The window has no List; put the rows in a List.")
    }
    listNode = node
    return node.listRenderer!.tableView
  }

  /// Types `title` into the "New todo" field and confirms it.
  package func addTodo(title: String) {
    graph.updateNow()
    let field = window.firstNode(showing: TextField.self) {
      $0.title == HostControl.newTodoField.title
    }
    if let field { field.typeText(title) } else { missingControl = .newTodoField }
    graph.updateNow()
  }

  /// Chooses `value` in the window's "Sort" picker.
  package func choose(_ value: AnyHashable, in control: HostControl) {
    graph.updateNow()
    let node = window.subtree.first { ($0.view as? any OptionPicking)?.title == control.title }
    if let node, let picker = node.view as? any OptionPicking {
      _ = picker.choose(value, in: node)
    } else {
      missingControl = control
    }
    graph.updateNow()
  }

  /// How the lesson would declare the control the last action needed and did not find.
  package func takeMissingControlDeclaration() -> String? {
    defer { missingControl = nil }
    return missingControl?.declaration
  }

  /// Swipes the row of `id` away: the `.onDelete` action of its `ForEach` gets its offset.
  package func removeTodo(id: TodoID) {
    graph.updateNow()
    guard let row = tableView.row(showing: id) else { return }
    for node in window.subtree(skippingRows: true, skippingDestinations: true) {
      if let rows = node.view as? any DeletableRows, rows.deleteRow(at: row) { break }
    }
    graph.updateNow()
  }
}

/// A scene's detail: the destination of one value on its window's navigation path.
///
/// What it shows is read from the destination's controls after every update: the text of the
/// `TextField` titled "Title" (or its first `Text`), and the value of the `Toggle` titled
/// "Favorite" (``HostControl``). The star taps that toggle; a rename types into that field and
/// confirms it; delete taps the button titled "Delete". When the destination leaves the path (its `dismiss`, or a
/// path set by the views), the screen closes; when the person goes back, the value leaves the
/// path.
@MainActor
package final class HostingDetailScreen: ViewController, DetailScreen, ControlFinding {
  /// The todo the screen is about.
  package let todoID: TodoID
  /// What the screen shows; the dump reads it.
  package let detailView = DetailView()
  /// The app's views.
  package let graph: ViewGraph
  private let window: ViewNode
  private let depth: Int
  private let context: ScreenContext
  private weak var destinationNode: ViewNode?
  /// The path value the destination showed when it was first found.
  private var destinationValue: AnyHashable?
  private var missingControl: HostControl?
  /// Where each control was found last: a person's finger goes back to the same field, and the
  /// tree is searched again only once that node is gone.
  private var controlNodes: [HostControl: WeakNode] = [:]
  /// The graph's update count when the screen last read its destination's controls.
  private var lastReadUpdateCount = -1

  init(todoID: TodoID, graph: ViewGraph, window: ViewNode, depth: Int, context: ScreenContext) {
    self.todoID = todoID
    self.graph = graph
    self.window = window
    self.depth = depth
    self.context = context
    super.init()
    graph.observeUpdates(by: self) { [weak self] in self?.showContent() }
  }

  /// The node of this screen's destination, or `nil` once it left the path.
  ///
  /// It is the destination at the screen's depth, showing the value it showed first.
  package var destination: ViewNode? {
    if let destinationNode, destinationNode.isInTree { return destinationNode }
    destinationNode = window.subtree(skippingRows: true).first {
      guard let presented = $0.view as? PresentedDestination, presented.depth == depth else {
        return false
      }
      return destinationValue.map { $0 == presented.value } ?? true
    }
    if let presented = destinationNode?.view as? PresentedDestination {
      destinationValue = presented.value
    }
    return destinationNode
  }

  /// Taps the "Favorite" toggle.
  package func toggleFavorite() {
    use(.favoriteToggle, Toggle.self) { toggle, _ in toggle.toggle() }
  }

  /// Types `title` into the "Title" field, and leaves it there.
  package func type(_ title: String) {
    use(.titleField, TextField.self) { field, _ in field.enter(title) }
  }

  /// Confirms what the "Title" field holds.
  package func submitTitle() {
    use(.titleField, TextField.self) { _, node in node.submitText() }
  }

  /// Taps the "Delete" button.
  package func deleteTodo() {
    use(.deleteButton, Button<Text>.self) { button, _ in button.action() }
  }

  /// How the lesson would declare the control the last action needed and did not find.
  package func takeMissingControlDeclaration() -> String? {
    defer { missingControl = nil }
    return missingControl?.declaration
  }

  /// Finds `control` among the destination's views of type `type` and acts on it and its node,
  /// or notes that the lesson has no such control.
  private func use<Control: View & ControlTitled>(
    _ control: HostControl, _ type: Control.Type, _ act: (Control, ViewNode) -> Void
  ) {
    // What changed since the last pass is on screen before the person's finger lands.
    if graph.hasScheduledUpdate { graph.updateNow() }
    guard let destination else { return }
    if let node = findNode(control, type, in: destination), let view = node.view as? Control {
      act(view, node)
    } else {
      missingControl = control
    }
    graph.updateNow()
  }

  /// The node of the destination's `control`, a view of type `type`: where it was found last, if
  /// it is still there, or else searched for in the destination's views.
  private func findNode<Control: View & ControlTitled>(
    _ control: HostControl, _ type: Control.Type, in destination: ViewNode
  ) -> ViewNode? {
    if let remembered = controlNodes[control]?.node, remembered.isInTree,
      let view = remembered.view as? Control, view.title == control.title
    {
      return remembered
    }
    guard let found = destination.firstNode(showing: type, where: { $0.title == control.title })
    else { return nil }
    controlNodes[control] = WeakNode(node: found)
    return found
  }

  /// The person went back: the value leaves the path, as the back button does.
  package override func viewDidDisappear() {
    guard !context.isInStack(self), let destination else { return }
    destination.environment.dismiss()
  }

  /// Renders what the controls show, when it differs from what the screen shows; closes the
  /// screen when its destination is gone.
  private func showContent() {
    guard let destination else {
      context.dismiss(self)
      return
    }
    // Views show something new only after one of them was updated.
    guard graph.nodeUpdateCount != lastReadUpdateCount else { return }
    lastReadUpdateCount = graph.nodeUpdateCount
    let field = findNode(.titleField, TextField.self, in: destination)?.view as? TextField
    let title = field?.text.wrappedValue ?? destination.views(of: Text.self).first?.string ?? ""
    let toggle = findNode(.favoriteToggle, Toggle.self, in: destination)?.view as? Toggle
    let isFavorite = toggle?.isOn.wrappedValue ?? false
    let content = Todo(id: todoID, title: title, isFavorite: isFavorite)
    if detailView.content != content { detailView.render(content) }
  }
}
