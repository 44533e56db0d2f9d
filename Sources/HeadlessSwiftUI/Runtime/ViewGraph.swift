import Dispatch
import Observation

/// The tree of view identities the kit keeps, and the rules of SwiftUI's data flow it follows.
///
/// - **Identity.** A node is one view identity: its type and position in its parent's body
///   (structural identity), or an id (`ForEach`, `.id(_:)`: explicit identity).
/// - **State lives with identity.** `@State` and `@StateObject` storage is made when an identity
///   first appears, kept while it stays, and destroyed when it goes.
/// - **Dependencies.** A body depends on what it read: `@Observable` properties (tracked around
///   `body` with `withObservationTracking`), `@State`, an `ObservableObject`'s
///   `objectWillChange`, environment values. A change invalidates exactly those bodies.
/// - **Updates.** Invalidated bodies run again on a later turn of the main queue, all in one
///   pass, parents before children. A child whose new view value equals the old one, field by
///   field, is not evaluated again unless its own dependencies changed.
@MainActor
package final class ViewGraph {
  /// The root of the tree: a view, or an app whose windows are its children.
  package private(set) var root: ViewNode!
  /// Why each body ran, in order: "TodoRow(t3): item.title changed".
  ///
  /// It is in the spirit of `Self._printChanges()`. Taking it starts a new log; it keeps the
  /// last ``bodyLogCapacity`` lines.
  package var bodyLog: [String] {
    bodyLogEntries.map(\.line)
  }
  /// How many lines the body log keeps when nobody takes them.
  package let bodyLogCapacity = 1000
  /// Whether the graph says why each body ran; a benchmark, which reads no log, turns it off.
  package var logsBodyRuns = true
  /// The body log, each line with the window it happened in (`nil` for the app's own body).
  private var bodyLogEntries: [(window: Int?, line: String)] = []
  /// Problems the kit found in the views, as SwiftUI's runtime would stop the app with them.
  ///
  /// An index out of range in a binding to an element that is gone, for one. Taking them starts
  /// a new list.
  private var runtimeIssues: [(window: Int?, line: String)] = []
  private var updateObservers: [UpdateObserver] = []
  private var invalidNodes: [ViewNode] = []
  /// Every `List` of the tree, rendered after each update pass.
  var listRenderers: [WeakRenderer] = []
  private var isUpdateScheduled = false
  /// Whether a list is reading the views of an off-screen row, made for the moment: their
  /// bodies are not logged, and what they read is watched by the list, not by themselves.
  var isReadingOffscreenRows = false
  /// How many times a node of the tree was updated: a reader that saw this number last time has
  /// nothing new to read if it has not changed.
  package internal(set) var nodeUpdateCount = 0

  /// Builds the tree for `root` and evaluates it once, as a window does when it appears.
  package init(root: some View, environment: EnvironmentValues = EnvironmentValues()) {
    substitutions = [:]
    self.root = ViewNode(
      view: root, key: 0, parent: nil, graph: self, environment: environment)
    self.root.update()
    renderLists()
  }

  /// The views shown in place of others, by the type they replace (``ViewSubstitution``).
  let substitutions: [ObjectIdentifier: ViewSubstitution]

  /// Starts `app`: evaluates its `body` once; its windows open with ``openWindow(_:)``.
  package convenience init(app: some App) {
    self.init(app: app, substitutions: [])
  }

  /// Starts `app` with `substitutions` in place of the views they name, as a variant runs the
  /// lesson's app with one view swapped.
  package init(app: some App, substitutions: [ViewSubstitution]) {
    self.substitutions = Dictionary(
      substitutions.map { ($0.original, $0) }, uniquingKeysWith: { _, last in last })
    root = ViewNode(
      view: AppRoot(app: app, windowNumbers: []), key: 0, parent: nil, graph: self,
      environment: EnvironmentValues())
    root.update()
  }

  /// Opens window `number` of the app's `WindowGroup`, with a tree of its own, and returns the
  /// node of its content.
  @discardableResult
  package func openWindow(_ number: Int) -> ViewNode {
    if let window = window(number) { return window }
    guard let appRoot = root.view as? any AppRooting else {
      fatalError("Only a graph made with init(app:) has windows.")
    }
    root.receiveWindows(appRoot.withWindowNumbers(appRoot.windowNumbers + [number]))
    renderLists()
    return window(number)!
  }

  /// Closes window `number`: its tree and all its state are destroyed.
  package func closeWindow(_ number: Int) {
    guard let appRoot = root.view as? any AppRooting, appRoot.windowNumbers.contains(number)
    else { return }
    root.receiveWindows(appRoot.withWindowNumbers(appRoot.windowNumbers.filter { $0 != number }))
  }

  /// The content node of window `number`, or `nil` when it is not open.
  package func window(_ number: Int) -> ViewNode? {
    guard root.view is any AppRooting else { return nil }
    return root.children.first { $0.key == AnyHashable(number) }
  }

  /// Calls `action` after every update pass, once the lists are rendered, for as long as
  /// `observer` lives.
  package func observeUpdates(by observer: AnyObject, _ action: @escaping @MainActor () -> Void) {
    updateObservers.append(UpdateObserver(observer: observer, action: action))
  }

  /// Brings every list's table up to date with its rows.
  private func renderLists() {
    listRenderers.removeAll { $0.renderer == nil }
    for list in listRenderers { list.renderer?.render() }
  }

  /// What the log says since the last call, then an empty log.
  package func takeBodyLog() -> [String] {
    defer { bodyLogEntries = [] }
    return bodyLog
  }

  /// What the log says about window `number` (and the app's own body) since the last call; those
  /// lines leave the log.
  package func takeBodyLog(window number: Int) -> [String] {
    take(from: &bodyLogEntries, window: number)
  }

  /// The runtime issues since the last call, then an empty list.
  package func takeRuntimeIssues() -> [String] {
    defer { runtimeIssues = [] }
    return runtimeIssues.map(\.line)
  }

  /// The runtime issues of window `number` since the last call; they leave the list.
  package func takeRuntimeIssues(window number: Int) -> [String] {
    take(from: &runtimeIssues, window: number)
  }

  private func take(from entries: inout [(window: Int?, line: String)], window number: Int)
    -> [String]
  {
    let taken = entries.filter { $0.window == number || $0.window == nil }
    entries.removeAll { $0.window == number || $0.window == nil }
    return taken.map(\.line)
  }

  /// Every node in the tree, parents before children.
  package var allNodes: [ViewNode] {
    root.subtree
  }

  /// The nodes whose view is of type `type`, parents before children.
  package func nodes<V: View>(of type: V.Type) -> [ViewNode] {
    allNodes.filter { $0.isShowing(type) }
  }

  /// The views of type `type` the tree shows now, parents before children.
  package func views<V: View>(of type: V.Type) -> [V] {
    nodes(of: type).compactMap { $0.view as? V }
  }

  /// Whether an update pass is waiting for a later turn of the main queue.
  package var hasScheduledUpdate: Bool { isUpdateScheduled }

  /// Runs every invalidated body now, parents before children, instead of on the next turn.
  package func updateNow() {
    isUpdateScheduled = false
    while !invalidNodes.isEmpty {
      // Parents before children; among equals, the order they were made in, which is the
      // order of a list's rows: the same pass runs in the same order every time.
      let nodes = invalidNodes.sorted { ($0.depth, $0.serial) < ($1.depth, $1.serial) }
      invalidNodes = []
      // A node updated as part of its parent's pass is no longer invalid, and is skipped.
      for node in nodes where node.isInvalid && node.isInTree { node.update() }
    }
    renderLists()
    updateObservers.removeAll { $0.observer == nil }
    for observer in updateObservers { observer.action() }
  }

  private var nodeCount = 0

  func nextSerial() -> Int {
    nodeCount += 1
    return nodeCount
  }

  func log(_ line: String, window: Int?) {
    bodyLogEntries.append((window, line))
    if bodyLogEntries.count > bodyLogCapacity {
      bodyLogEntries.removeFirst(bodyLogEntries.count - bodyLogCapacity)
    }
  }

  /// Records a problem the way SwiftUI's runtime prints one, instead of stopping the program.
  func reportRuntimeIssue(_ issue: String, window: Int?) {
    // The same issue read again before anyone took it is one issue, as a crash would be.
    if let last = runtimeIssues.last, last.window == window, last.line == issue { return }
    runtimeIssues.append((window, issue))
  }

  /// Queues `node` for the next update pass, which runs on a later turn of the main queue; every
  /// invalidation before that turn joins the same pass.
  func schedule(_ node: ViewNode) {
    invalidNodes.append(node)
    scheduleRender()
  }

  /// Makes sure an update pass, and the lists' render after it, runs on a later turn of the main
  /// queue: for an off-screen row whose cell has something new to show.
  func scheduleRender() {
    guard !isUpdateScheduled else { return }
    isUpdateScheduled = true
    DispatchQueue.main.async {
      MainActor.assumeIsolated { [weak self] in
        guard let self, self.isUpdateScheduled else { return }
        self.updateNow()
      }
    }
  }
}

/// Someone to call after each update pass, held weakly.
private struct UpdateObserver {
  weak var observer: AnyObject?
  let action: @MainActor () -> Void
}

/// A list's renderer, held weakly: it goes with its node.
struct WeakRenderer {
  weak var renderer: ListRenderer?
}
