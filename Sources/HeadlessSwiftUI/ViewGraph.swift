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
public final class ViewGraph {
  /// The root of the tree.
  public private(set) var root: ViewNode!
  /// Why each body ran, in order: "TodoRow: @State isEditing changed", in the spirit of
  /// `Self._printChanges()`; taking it starts a new log.
  public private(set) var bodyLog: [String] = []
  /// Called after every update pass, once the lists are rendered.
  public var didUpdate: (() -> Void)?
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

  /// Brings every list's table up to date with its rows.
  private func renderLists() {
    listRenderers.removeAll { $0.renderer == nil }
    for list in listRenderers { list.renderer?.render() }
  }

  /// What the log says since the last call, then an empty log.
  public func takeBodyLog() -> [String] {
    defer { bodyLog = [] }
    return bodyLog
  }

  /// Every node in the tree, parents before children.
  public var allNodes: [ViewNode] {
    var nodes: [ViewNode] = []
    func visit(_ node: ViewNode) {
      nodes.append(node)
      node.children.forEach(visit)
    }
    visit(root)
    return nodes
  }

  /// The nodes whose view is of type `type`, parents before children.
  public func nodes<V: View>(of type: V.Type) -> [ViewNode] {
    allNodes.filter { ObjectIdentifier(Swift.type(of: $0.view)) == ObjectIdentifier(V.self) }
  }

  /// The views of type `type` the tree shows now, parents before children.
  public func views<V: View>(of type: V.Type) -> [V] {
    nodes(of: type).compactMap { $0.view as? V }
  }

  /// Runs every invalidated body now, parents before children, instead of on the next turn.
  public func updateNow() {
    isUpdateScheduled = false
    while !invalidNodes.isEmpty {
      let nodes = invalidNodes.sorted { $0.depth < $1.depth }
      invalidNodes = []
      // A node updated as part of its parent's pass is no longer invalid, and is skipped.
      for node in nodes where node.isInvalid && node.isInTree { node.update() }
    }
    renderLists()
    didUpdate?()
  }

  func log(_ line: String) {
    bodyLog.append(line)
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

/// One view identity: its current view value, its state, its children.
@MainActor
public final class ViewNode {
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
  weak var parent: ViewNode?
  unowned let graph: ViewGraph
  let depth: Int
  /// `@State` and `@StateObject` storage, by property name; made with the identity.
  var storage: [String: AnyObject] = [:]
  /// The environment keys the last body read, with the value it saw.
  var environmentReads: [ObjectIdentifier: ObjectIdentifier] = [:]
  /// Subscriptions to the `ObservableObject`s the view holds, renewed at each update.
  var objectSubscriptions: [String: ObjectSubscription] = [:]
  var isInvalid = true
  private(set) var isInTree = true
  private var reasons: [String] = []

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
  }

  /// The view's type, as `_printChanges()` names it.
  public var typeName: String {
    String(describing: type(of: view))
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
    for child in Mirror(reflecting: view).children {
      guard let label = child.label, let property = child.value as? any DynamicPropertyLink
      else { continue }
      property.connect(to: self, name: label)
    }
  }

  /// Evaluates the body (or a primitive's children) and reconciles the children with it.
  func update() {
    isInvalid = false
    updateCount += 1
    environmentReads = [:]
    connectProperties()
    let newChildren: [ViewChild]
    if let primitive = view as? any PrimitiveView {
      reasons = []
      (view as? any ChangeObserving)?.compare(in: self)
      // A control shows the value its binding reads, so it depends on what the binding reads,
      // as SwiftUI's controls do.
      newChildren = withObservationTracking {
        (view as? any BindingReading)?.readBoundValues()
        return primitive.children(in: ChildContext())
      } onChange: { [weak self] in
        Task { @MainActor [weak self] in self?.invalidate(because: "a bound value changed") }
      }
      (view as? any EnvironmentWriting)?.write(into: &environment)
    } else {
      bodyRunCount += 1
      graph.log(
        "\(typeName): " + (reasons.isEmpty ? "@self appeared" : reasons.joined(separator: ", ")))
      reasons = []
      let body = withObservationTracking {
        Self.evaluateBody(of: view)
      } onChange: { [weak self] in
        // `onChange` runs before the change is stored, on the writer's thread; the body runs
        // again on the main actor, on a later turn, where the new value is there to read.
        Task { @MainActor [weak self] in
          self?.invalidate(because: "an @Observable property changed")
        }
      }
      newChildren = [ViewChild(key: 0, view: body)]
    }
    reconcile(newChildren)
    if view is any ListRendering, listRenderer == nil {
      listRenderer = ListRenderer(node: self)
      graph.listRenderers.append(WeakRenderer(renderer: listRenderer))
    }
  }

  /// Each node of the subtree, with how many times it was evaluated: a row whose generation
  /// changed has something new to show.
  var subtreeGeneration: [ObjectIdentifier: Int] {
    var generation: [ObjectIdentifier: Int] = [ObjectIdentifier(self): updateCount]
    for child in children { generation.merge(child.subtreeGeneration) { a, _ in a } }
    return generation
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

/// A list's renderer, held weakly: it goes with its node.
struct WeakRenderer {
  weak var renderer: ListRenderer?
}

/// What makes a child the same child next time: its key and its type.
private struct ChildIdentity: Hashable {
  let key: AnyHashable
  let type: ObjectIdentifier
}
