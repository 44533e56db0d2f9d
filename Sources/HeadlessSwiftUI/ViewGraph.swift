import Dispatch
import Observation
import TodoModel

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
public final class ViewGraph {
  /// The root of the tree: a view, or an app whose windows are its children.
  public private(set) var root: ViewNode!
  /// Why each body ran, in order: "TodoRow(t3): item.title changed".
  ///
  /// It is in the spirit of `Self._printChanges()`. Taking it starts a new log; it keeps the
  /// last ``bodyLogCapacity`` lines.
  public var bodyLog: [String] {
    bodyLogEntries.map(\.line)
  }
  /// How many lines the body log keeps when nobody takes them.
  public let bodyLogCapacity = 1000
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

  /// Builds the tree for `root` and evaluates it once, as a window does when it appears.
  public init(root: some View, environment: EnvironmentValues = EnvironmentValues()) {
    self.root = ViewNode(
      view: root, key: 0, parent: nil, graph: self, environment: environment)
    self.root.update()
    renderLists()
  }

  /// Starts `app`: evaluates its `body` once; its windows open with ``openWindow(_:)``.
  public init(app: some App) {
    root = ViewNode(
      view: AppRoot(app: app, windowNumbers: []), key: 0, parent: nil, graph: self,
      environment: EnvironmentValues())
    root.update()
  }

  /// Opens window `number` of the app's `WindowGroup`, with a tree of its own, and returns the
  /// node of its content.
  @discardableResult
  public func openWindow(_ number: Int) -> ViewNode {
    if let window = window(number) { return window }
    guard let appRoot = root.view as? any AppRooting else {
      fatalError("Only a graph made with init(app:) has windows.")
    }
    root.receiveWindows(appRoot.withWindowNumbers(appRoot.windowNumbers + [number]))
    renderLists()
    return window(number)!
  }

  /// Closes window `number`: its tree and all its state are destroyed.
  public func closeWindow(_ number: Int) {
    guard let appRoot = root.view as? any AppRooting, appRoot.windowNumbers.contains(number)
    else { return }
    root.receiveWindows(appRoot.withWindowNumbers(appRoot.windowNumbers.filter { $0 != number }))
  }

  /// The content node of window `number`, or `nil` when it is not open.
  public func window(_ number: Int) -> ViewNode? {
    guard root.view is any AppRooting else { return nil }
    return root.children.first { $0.key == AnyHashable(number) }
  }

  /// Calls `action` after every update pass, once the lists are rendered, for as long as
  /// `observer` lives.
  public func observeUpdates(by observer: AnyObject, _ action: @escaping @MainActor () -> Void) {
    updateObservers.append(UpdateObserver(observer: observer, action: action))
  }

  /// Brings every list's table up to date with its rows.
  private func renderLists() {
    listRenderers.removeAll { $0.renderer == nil }
    for list in listRenderers { list.renderer?.render() }
  }

  /// What the log says since the last call, then an empty log.
  public func takeBodyLog() -> [String] {
    defer { bodyLogEntries = [] }
    return bodyLog
  }

  /// What the log says about window `number` (and the app's own body) since the last call; those
  /// lines leave the log.
  public func takeBodyLog(window number: Int) -> [String] {
    take(from: &bodyLogEntries, window: number)
  }

  /// The runtime issues since the last call, then an empty list.
  public func takeRuntimeIssues() -> [String] {
    defer { runtimeIssues = [] }
    return runtimeIssues.map(\.line)
  }

  /// The runtime issues of window `number` since the last call; they leave the list.
  public func takeRuntimeIssues(window number: Int) -> [String] {
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
  public var allNodes: [ViewNode] {
    root.subtree
  }

  /// The nodes whose view is of type `type`, parents before children.
  public func nodes<V: View>(of type: V.Type) -> [ViewNode] {
    allNodes.filter { $0.isShowing(type) }
  }

  /// The views of type `type` the tree shows now, parents before children.
  public func views<V: View>(of type: V.Type) -> [V] {
    nodes(of: type).compactMap { $0.view as? V }
  }

  /// Runs every invalidated body now, parents before children, instead of on the next turn.
  public func updateNow() {
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

/// One view identity: its current view value, its state, its children.
@MainActor
public final class ViewNode {
  /// The node whose body (or primitive content) is being evaluated now; what it reads, it
  /// depends on.
  static var beingEvaluated: ViewNode?

  /// The view value the parent passed last.
  public private(set) var view: any View
  /// The identity among its siblings: a position or an id.
  public let key: AnyHashable
  /// The node's children, in order.
  public private(set) var children: [ViewNode] = []
  /// How many times this node's body has run.
  public private(set) var bodyRunCount = 0
  /// How many times this node was evaluated: its body run, or its primitive's children made.
  public private(set) var updateCount = 0
  /// The table a `List` renders into, for a node whose view is a `List`.
  public private(set) var listRenderer: ListRenderer?
  /// The environment this node sees.
  public internal(set) var environment: EnvironmentValues
  /// Whether the identity is still in the tree; a destroyed node has lost its state.
  public private(set) var isInTree = true
  weak var parent: ViewNode?
  unowned let graph: ViewGraph
  let depth: Int
  /// The order the node was made in, within its graph.
  let serial: Int
  /// The explicit identity this node lives under (a row's id, a destination's value), for the
  /// body log.
  let identityLabel: String?
  /// The window this node is in, for an app's graph.
  let windowNumber: Int?
  /// The list whose rows this node is part of, and the root of its row.
  weak var enclosingList: ListRenderer?
  weak var rowRoot: ViewNode?
  /// `@State` and `@StateObject` storage, by property name; made with the identity.
  var storage: [String: AnyObject] = [:]
  /// The environment keys the last body read, with the value it saw.
  var environmentReads: [ObjectIdentifier: ObjectIdentifier] = [:]
  /// Subscriptions to the `ObservableObject`s the view holds, renewed at each update.
  var objectSubscriptions: [String: ObjectSubscription] = [:]
  /// For an app: the scene its `body` returned last.
  var lastScene: (any Scene)?
  var isInvalid = true
  private var reasons: [String] = []
  /// The observable properties the view held when its body last ran, to say which changed.
  private var observedSnapshot: [String: String] = [:]

  init(
    view: any View, key: AnyHashable, parent: ViewNode?, graph: ViewGraph,
    environment: EnvironmentValues
  ) {
    self.view = view
    self.key = key
    self.parent = parent
    self.graph = graph
    self.environment = environment
    depth = (parent?.depth ?? -1) + 1
    serial = graph.nextSerial()
    windowNumber =
      parent?.view is any AppRooting ? key.base as? Int : parent?.windowNumber
    if let parent, parent.view is any RowProducing {
      identityLabel = Self.describeIdentity(key)
      enclosingList = parent.enclosingList
    } else {
      identityLabel =
        (parent?.view as? any IdentityLabeling)?.label(for: key) ?? parent?.identityLabel
      enclosingList = parent?.listRenderer ?? parent?.enclosingList
    }
    if let parent { rowRoot = parent.view is any RowProducing ? self : parent.rowRoot }
  }

  /// A row's id as the body log shows it: a todo used as its own id shows its title too, since
  /// a new title makes it a new identity.
  private static func describeIdentity(_ key: AnyHashable) -> String {
    if let todo = key.base as? Todo { return "\(todo.id) “\(todo.title)”" }
    return "\(key.base)"
  }

  /// The view's type, as `_printChanges()` names it.
  public var typeName: String {
    if let app = view as? any AppRooting { return String(describing: type(of: app.app)) }
    return String(describing: type(of: view))
  }

  /// The view's type and the explicit identity it lives under: "TodoRow(t3)".
  public var logName: String {
    identityLabel.map { "\(typeName)(\($0))" } ?? typeName
  }

  /// The node and everything under it, parents before children.
  public var subtree: [ViewNode] {
    var nodes: [ViewNode] = []
    func visit(_ node: ViewNode) {
      nodes.append(node)
      node.children.forEach(visit)
    }
    visit(self)
    return nodes
  }

  /// Whether the node's view is of type `type`.
  public func isShowing<V: View>(_ type: V.Type) -> Bool {
    ObjectIdentifier(Swift.type(of: view)) == ObjectIdentifier(V.self)
  }

  /// The node's state value named `name` (`@State private var name`), for tests.
  public func stateValue<Value>(_ name: String, as type: Value.Type) -> Value? {
    (storage["_" + name] as? StateBox<Value>)?.value
  }

  /// Marks the body to run again on the next update pass, and says why.
  func invalidate(because reason: String) {
    guard isInTree else { return }
    reasons.append(reason)
    guard !isInvalid else { return }
    isInvalid = true
    graph.schedule(self)
  }

  /// Connects the view value's dynamic properties to this node's state.
  ///
  /// Its storage, subscriptions and environment: this runs for every new view value, before its
  /// body.
  func connectProperties() {
    let owner = propertyOwner
    let type = ObjectIdentifier(Swift.type(of: owner))
    // Most views (a row, a text) hold no dynamic property; reflecting on them is skipped once
    // their type is known to hold none.
    guard Self.typesWithoutDynamicProperties[type] == nil else { return }
    var connected = false
    for child in Mirror(reflecting: owner).children {
      guard let label = child.label, let property = child.value as? any DynamicPropertyLink
      else { continue }
      property.connect(to: self, name: label)
      connected = true
    }
    if !connected { Self.typesWithoutDynamicProperties[type] = true }
  }

  /// The view types found to hold no `@State`, `@Environment` or other dynamic property.
  private static var typesWithoutDynamicProperties: [ObjectIdentifier: Bool] = [:]

  /// What holds the dynamic properties: the view, or the app of an app's root.
  private var propertyOwner: Any {
    (view as? any AppRooting)?.app ?? view
  }

  /// Evaluates the body (or a primitive's children) and reconciles the children with it.
  func update() {
    isInvalid = false
    updateCount += 1
    environmentReads = [:]
    connectProperties()
    if view is any ListRendering, listRenderer == nil {
      listRenderer = ListRenderer(node: self)
      graph.listRenderers.append(WeakRenderer(renderer: listRenderer))
    }
    let previous = Self.beingEvaluated
    Self.beingEvaluated = self
    let newChildren: [ViewChild]
    if let appRoot = view as? any AppRooting {
      if lastScene == nil || !reasons.isEmpty {
        logBodyRun()
        lastScene = tracked { appRoot.evaluateBody() }
      }
      newChildren = appRoot.windowChildren(of: lastScene!)
    } else if let primitive = view as? any PrimitiveView {
      reasons = []
      (view as? any ChangeObserving)?.compare(in: self)
      (view as? any DestinationDeclaring)?.register(in: environment)
      (view as? any DestinationShowing)?.attach(self)
      if let control = view as? any BindingReading {
        // A control shows the value its binding reads, so it depends on what the binding reads,
        // as SwiftUI's controls do.
        newChildren = withObservationTracking {
          control.readBoundValues()
          return primitive.children(in: ChildContext(node: self))
        } onChange: { [weak self] in
          Task { @MainActor [weak self] in self?.invalidate(because: "a bound value changed") }
        }
      } else {
        newChildren = primitive.children(in: ChildContext(node: self))
      }
      (view as? any EnvironmentWriting)?.write(into: &environment)
    } else {
      logBodyRun()
      newChildren = [ViewChild(key: 0, view: tracked { Self.evaluateBody(of: view) })]
    }
    Self.beingEvaluated = previous
    reconcile(newChildren)
    if view is any RowProducing {
      enclosingList?.rowsDidChange()
    } else if let rowRoot {
      enclosingList?.rowDidChange(rowRoot)
    }
  }

  /// Says in the log why the body runs, and remembers what it is about to read.
  private func logBodyRun() {
    bodyRunCount += 1
    graph.log(
      "\(logName): " + (reasons.isEmpty ? "@self appeared" : reasons.joined(separator: ", ")),
      window: windowNumber)
    reasons = []
    observedSnapshot = ObservedProperties.snapshot(of: propertyOwner)
  }

  /// Runs `evaluate`, a body, and invalidates this node when an `@Observable` property it read
  /// changes.
  private func tracked<Result>(_ evaluate: () -> Result) -> Result {
    withObservationTracking(evaluate) { [weak self] in
      // `onChange` runs before the change is stored, on the writer's thread; the body runs
      // again on the main actor, on a later turn, where the new value is there to read.
      Task { @MainActor [weak self] in
        guard let self else { return }
        self.invalidate(because: self.describeObservableChange())
      }
    }
  }

  /// Which properties of the observable objects the view holds changed since its body ran.
  ///
  /// "item.title changed", or the general reason when it cannot tell. A property that changed
  /// without running the body (one it never read) is named too, the next time something does.
  private func describeObservableChange() -> String {
    let now = ObservedProperties.snapshot(of: propertyOwner)
    let changed = now.keys.filter { now[$0] != observedSnapshot[$0] }.sorted()
    guard !changed.isEmpty else { return "@dependencies changed" }
    return changed.map { "\($0) changed" }.joined(separator: ", ")
  }

  private static func evaluateBody<V: View>(of view: V) -> any View {
    view.body
  }

  /// Matches the new children with the old ones by identity: a match keeps its node and its
  /// state; a new identity gets a new node; an identity that is gone is destroyed.
  private func reconcile(_ newChildren: [ViewChild]) {
    var oldByIdentity: [ChildIdentity: ViewNode] = [:]
    for child in children {
      oldByIdentity[ChildIdentity(key: child.key, type: ObjectIdentifier(type(of: child.view)))] =
        child
    }
    var result: [ViewNode] = []
    for child in newChildren {
      let identity = ChildIdentity(key: child.key, type: ObjectIdentifier(type(of: child.view)))
      if let node = oldByIdentity.removeValue(forKey: identity) {
        node.receive(child.view, environment: environment(for: child))
        result.append(node)
      } else {
        let node = ViewNode(
          view: child.view, key: child.key, parent: self, graph: graph,
          environment: environment(for: child))
        node.update()
        node.didAppear()
        result.append(node)
      }
    }
    for gone in oldByIdentity.values { gone.destroy() }
    children = result
  }

  private func environment(for child: ViewChild) -> EnvironmentValues {
    var childEnvironment = environment
    child.environment?(&childEnvironment)
    return childEnvironment
  }

  /// A new view value for an identity that stays.
  ///
  /// It is evaluated again only if it differs from the old one, field by field, or if something
  /// it read changed.
  private func receive(_ newView: any View, environment newEnvironment: EnvironmentValues) {
    let isNewValue = !ViewEquality.areEqual(view, newView)
    let changedEnvironment = environmentReads.filter { key, seen in
      newEnvironment.identity(of: key) != seen
    }
    view = newView
    environment = newEnvironment
    if isNewValue { reasons.append("its parent passed new values") }
    for key in changedEnvironment.keys {
      reasons.append("environment \(newEnvironment.name(of: key)) changed")
    }
    if isNewValue || !changedEnvironment.isEmpty || isInvalid {
      update()
    } else {
      connectProperties()
    }
  }

  /// The app's root gets a new set of windows: the app's body does not run again for that.
  func receiveWindows(_ newRoot: any View) {
    view = newRoot
    update()
  }

  /// A row that scrolls back into view: its view is made again from the list's data, and its
  /// body runs, as a reused cell's does.
  func reappear(as newView: any View) {
    view = newView
    for node in subtree where node.isInTree {
      node.reasons.append("its cell scrolled back into view")
      node.isInvalid = true
    }
    update()
  }

  private func didAppear() {
    (view as? any AppearanceActions)?.didAppear(in: self)
  }

  /// The identity is gone: its state, its subscriptions and its children go with it.
  private func destroy() {
    for child in children { child.destroy() }
    (view as? any AppearanceActions)?.didDisappear(in: self)
    isInTree = false
    storage = [:]
    objectSubscriptions = [:]
    children = []
  }
}

/// A view whose children carry an explicit identity worth naming in the body log.
@MainActor
protocol IdentityLabeling {
  func label(for key: AnyHashable) -> String?
}

/// A list's renderer, held weakly: it goes with its node.
struct WeakRenderer {
  weak var renderer: ListRenderer?
}

/// What makes a child the same child next time: its key and its type.
private struct ChildIdentity: Hashable {
  let key: AnyHashable
  let type: ObjectIdentifier
}
