import FoundationShims
import Observation

/// One view identity: its current view value, its state, its children.
@MainActor
package final class ViewNode {
  /// The node whose body (or primitive content) is being evaluated now; what it reads, it
  /// depends on.
  static var beingEvaluated: ViewNode?

  /// The view value the parent passed last.
  package internal(set) var view: any View
  /// What the view's type is to the graph.
  let role: ViewRole
  /// The view as a primitive the kit draws, or `nil` for a view with a `body`.
  var primitive: (any PrimitiveView)? {
    role.asPrimitive?(view)
  }
  /// The view as an app's root, for the root of an app's graph.
  var appRoot: (any AppRooting)? {
    role.isAppRoot ? view as? any AppRooting : nil
  }
  /// The identity among its siblings: a position or an id.
  ///
  /// Only the views a list makes to read a row off screen take another row's id, when they are
  /// used again for it.
  package internal(set) var key: AnyHashable {
    didSet { position = key.base as? Int }
  }
  /// The key as a number, when it is one.
  private(set) var position: Int?
  /// The node's children, in order.
  package internal(set) var children: [ViewNode] = []
  /// How many times this node's body has run.
  package internal(set) var bodyRunCount = 0
  /// How many times this node was evaluated: its body run, or its primitive's children made.
  package private(set) var updateCount = 0
  /// The table a `List` renders into, for a node whose view is a `List`.
  package private(set) var listRenderer: ListRenderer?
  /// The environment this node sees.
  package internal(set) var environment: EnvironmentValues
  /// Whether the identity is still in the tree; a destroyed node has lost its state.
  package internal(set) var isInTree = true
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
  /// Where the node was among its parent's children when they last changed.
  var placeAmongSiblings = 0
  /// For the root of a row on screen: whether its views ran since its list last rendered it.
  var hasNewCellContent = false
  /// For a row identified by its id, the identifier its cell shows, once it was read.
  var rowIdentifier: String?
  /// `@State` and `@StateObject` storage, by property name; made with the identity.
  package var storage: [String: AnyObject] = [:]
  /// The environment keys the last body read, with the value it saw.
  var environmentReads: [ObjectIdentifier: ObjectIdentifier] = [:]
  /// Subscriptions to the `ObservableObject`s the view holds, renewed at each update.
  var objectSubscriptions: [String: ObjectSubscription] = [:]
  /// For an app: the scene its `body` returned last.
  var lastScene: (any Scene)?
  var isInvalid = true
  /// Why the node is updated next, for the body log.
  ///
  /// Emptied keeping its storage, as is `environmentReads`: a node updated once is updated
  /// again, and needs no new buffer then.
  var reasons: [String] = []
  /// The observable properties the view held when its body last ran, to say which changed.
  var observedSnapshot: [String: String] = [:]
  /// The same, just before the first change that marked the body to run again, when it was made
  /// on the main thread: what differs from these changed from that change on.
  var observedBeforeTheChange: [String: String]?

  init(
    view: any View, key: AnyHashable, parent: ViewNode?, graph: ViewGraph,
    environment: EnvironmentValues
  ) {
    self.view = view
    role = ViewRole.of(view)
    self.key = key
    position = key.base as? Int
    self.parent = parent
    self.graph = graph
    self.environment = environment
    depth = (parent?.depth ?? -1) + 1
    serial = graph.nextSerial()
    windowNumber =
      parent?.role.isAppRoot == true ? position : parent?.windowNumber
    let parentPrimitive = parent?.primitive
    if let parent, parent.role.listRole == .rows {
      identityLabel = Self.describeIdentity(key)
      enclosingList = parent.enclosingList
      rowRoot = self
    } else {
      identityLabel = parentPrimitive?.label(for: key) ?? parent?.identityLabel
      enclosingList = parent?.listRenderer ?? parent?.enclosingList
      rowRoot = parent?.rowRoot
    }
  }

  /// The view's type, as `_printChanges()` names it.
  package var typeName: String {
    if let appRoot { return String(describing: type(of: appRoot.app)) }
    return String(describing: type(of: view))
  }

  /// The view's type and the explicit identity it lives under: "TodoRow(t3)".
  package var logName: String {
    identityLabel.map { "\(typeName)(\($0))" } ?? typeName
  }

  /// The node and everything under it, parents before children.
  package var subtree: [ViewNode] {
    var nodes: [ViewNode] = []
    func visit(_ node: ViewNode) {
      nodes.append(node)
      node.children.forEach(visit)
    }
    visit(self)
    return nodes
  }

  /// Whether the node's view is of type `type`.
  package func isShowing<V: View>(_ type: V.Type) -> Bool {
    role.viewType == ObjectIdentifier(V.self)
  }

  /// The node's state value named `name` (`@State private var name`), for tests.
  package func stateValue<Value>(_ name: String, as type: Value.Type) -> Value? {
    (storage["_" + name] as? StateBox<Value>)?.value
  }

  /// Marks the body to run again on the next update pass, and says why.
  package func invalidate(because reason: String) {
    guard isInTree else { return }
    if reason != Self.observableChange || !reasons.contains(reason) { reasons.append(reason) }
    guard !isInvalid else { return }
    isInvalid = true
    graph.schedule(self)
  }

  /// Connects the view value's dynamic properties to this node's state.
  ///
  /// Its storage, subscriptions and environment: this runs for every new view value, before its
  /// body.
  func connectProperties() {
    // Most views (a row, a text) hold no dynamic property; reflecting on them is skipped once
    // their type is known to hold none. A node's type never changes: it is part of its identity.
    guard !holdsNoDynamicProperties else { return }
    let owner = propertyOwner
    let type = ObjectIdentifier(Swift.type(of: owner))
    guard Self.typesWithoutDynamicProperties[type] == nil else {
      holdsNoDynamicProperties = true
      return
    }
    var connected = false
    for child in Mirror(reflecting: owner).children {
      guard let label = child.label, let property = child.value as? any DynamicPropertyLink
      else { continue }
      property.connect(to: self, name: label)
      connected = true
    }
    if !connected {
      Self.typesWithoutDynamicProperties[type] = true
      holdsNoDynamicProperties = true
    }
  }

  /// Whether the view's type is known to hold no dynamic property.
  private var holdsNoDynamicProperties = false

  /// The view types found to hold no `@State`, `@Environment` or other dynamic property.
  private static var typesWithoutDynamicProperties: [ObjectIdentifier: Bool] = [:]

  /// What holds the dynamic properties: the view, or the app of an app's root.
  var propertyOwner: Any {
    appRoot?.app ?? view
  }

  /// Brings the identity up to date with its view value: connects the view's dynamic properties
  /// to this node's state, evaluates its body (or a primitive's children), reconciles the
  /// children with what that produced, and tells the list around it.
  func update() {
    isInvalid = false
    updateCount += 1
    graph.nodeUpdateCount += 1
    environmentReads.removeAll(keepingCapacity: true)
    connectProperties()
    let newChildren = evaluate()
    reconcile(newChildren)
    notifyEnclosingList()
  }

  /// What the view produces now: an app's windows, a primitive's children, or a body's content.
  private func evaluate() -> [ViewChild] {
    let previous = Self.beingEvaluated
    Self.beingEvaluated = self
    defer { Self.beingEvaluated = previous }
    if role.isAppRoot, let appRoot {
      if lastScene == nil || !reasons.isEmpty {
        logBodyRun()
        lastScene = tracked { appRoot.evaluateBody() }
      }
      return appRoot.windowChildren(of: lastScene!)
    }
    guard let primitive else {
      logBodyRun()
      return [ViewChild(position: 0, view: tracked { Self.evaluateBody(of: view) })]
    }
    reasons.removeAll(keepingCapacity: true)
    if role.listRole == .list, listRenderer == nil {
      listRenderer = ListRenderer(node: self)
      graph.listRenderers.append(WeakRenderer(renderer: listRenderer))
    }
    primitive.willMakeChildren(in: self)
    let children =
      primitive.tracksReads
      ? trackingReads(of: primitive) : primitive.children(in: ChildContext(node: self))
    primitive.write(into: &environment)
    return children
  }

  /// A primitive's children, made while what they read is tracked, as in SwiftUI: a control
  /// depends on the value its binding reads, a `ForEach` row on what its content reads of its
  /// element, and a stack's destinations on its path alone.
  private func trackingReads(of primitive: any PrimitiveView) -> [ViewChild] {
    guard !graph.isReadingOffscreenRows else {
      primitive.readBoundValues()
      return primitive.children(in: ChildContext(node: self))
    }
    let context = ChildContext(node: self)
    let children = withObservationTracking {
      primitive.readBoundValues()
      return primitive.tracksOnlyBoundValues ? nil : primitive.children(in: context)
    } onChange: { [weak self] in
      MainActorDelivery.run { [weak self] in self?.invalidate(because: "a value it read changed") }
    }
    return children ?? primitive.children(in: context)
  }

  /// A `ForEach` that ran may have changed the rows of its list; a row whose views ran has
  /// something new for its cell.
  private func notifyEnclosingList() {
    // Views made to read a row off screen are not the list's: it asked for what they show.
    guard !graph.isReadingOffscreenRows else { return }
    if role.listRole == .rows {
      enclosingList?.rowsDidChange()
    } else if role.showsInItsCell, let rowRoot {
      enclosingList?.rowDidChange(rowRoot)
    }
  }

  /// Runs `evaluate`, a body, and invalidates this node when an `@Observable` property it read
  /// changes.
  private func tracked<Result>(_ evaluate: () -> Result) -> Result {
    // An off-screen row's views, made for the moment, are watched by their list.
    guard !graph.isReadingOffscreenRows else { return evaluate() }
    return withObservationTracking(evaluate) { [weak self] in
      // `onChange` runs before the change is stored, on the writer's thread: on the main actor
      // the node is marked at once (a hop of its own costs each edit a thread's wake-up), and
      // the body runs on a later turn, where the new value is there to read. Which property
      // changed is said then too.
      let isBeforeTheWrite = MainActorDelivery.isOnMainQueue
      MainActorDelivery.run { [weak self] in self?.observableWillChange(isBeforeTheWrite) }
    }
  }

  private static func evaluateBody<V: View>(of view: V) -> any View {
    view.body
  }
}
