// How an identity lives: it keeps its node while its parent's body produces it again, is made
// when it first appears, and is destroyed, with its state, when it goes.

extension ViewNode {
  /// Matches the new children with the old ones by identity: a match keeps its node and its
  /// state; a new identity gets a new node; an identity that is gone is destroyed.
  func reconcile(_ madeChildren: [ViewChild]) {
    let newChildren = graph.substituted(madeChildren)
    // Most passes produce the same identities in the same order: each child is its old node, and
    // no lookup is needed. A `ForEach` may repeat an id, which only the lookup below handles.
    if role.listRole != .rows, isSameIdentities(as: newChildren) {
      for (node, child) in zip(children, newChildren) {
        node.receive(child.view, environment: environment(for: child))
      }
      return
    }
    var oldByIdentity: [ChildIdentity: ViewNode] = [:]
    for child in children {
      oldByIdentity[ChildIdentity(key: child.key, type: child.role.viewType)] = child
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
    for (place, node) in result.enumerated() { node.placeAmongSiblings = place }
    children = result
  }

  /// Whether `newChildren` are the identities of the children, in the same order.
  ///
  /// A loop, not a closure: a closure made here, on the main actor, checks that it runs there
  /// each time it is called.
  private func isSameIdentities(as newChildren: [ViewChild]) -> Bool {
    guard newChildren.count == children.count else { return false }
    for (node, child) in zip(children, newChildren) {
      guard node.hasKey(of: child),
        node.role.viewType == ObjectIdentifier(Swift.type(of: child.view))
      else { return false }
    }
    return true
  }

  /// Whether `child` has this node's key: two positions are compared as numbers.
  private func hasKey(of child: ViewChild) -> Bool {
    if let position, let other = child.position { return position == other }
    return key == child.key
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
  func receive(_ newView: any View, environment newEnvironment: EnvironmentValues) {
    // The node's type is part of its identity: a view of another type is another node.
    // Views used again to read another row off screen are all marked to run: comparing them
    // would cost time and decide nothing.
    let isNewValue =
      graph.isReadingOffscreenRows && isInvalid
      || !ViewEquality.areEqual(view, newView, comparedAs: role.comparison)
    if isNewValue { reasons.append(BodyRunReason.parentPassedNewValues) }
    // Most views read nothing of the environment: their check costs nothing.
    var environmentChanged = false
    for (key, seen) in environmentReads where newEnvironment.identity(of: key) != seen {
      reasons.append("environment \(newEnvironment.name(of: key)) changed")
      environmentChanged = true
    }
    view = newView
    environment = newEnvironment
    if isNewValue || environmentChanged || isInvalid {
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
      node.reasons.append(BodyRunReason.cellReappeared)
      node.isInvalid = true
    }
    update()
  }

  /// Views made to read a row off screen, used again for another row (`view`, with id `key`):
  /// every view in them is evaluated again, as for a row made for the moment, since a view that
  /// compares equal (an object it holds is the same) may show something else now.
  func readAgain(as newView: any View, key newKey: AnyHashable) {
    view = newView
    key = newKey
    rowIdentifier = nil
    markInvalid()
    update()
  }

  /// Marks this node and everything under it to be evaluated at the next update.
  private func markInvalid() {
    isInvalid = true
    for child in children { child.markInvalid() }
  }

  func didAppear() {
    primitive?.didAppear(in: self)
  }

  /// The identity is gone: its state, its subscriptions and its children go with it.
  func destroy() {
    for child in children { child.destroy() }
    primitive?.didDisappear(in: self)
    isInTree = false
    storage = [:]
    objectSubscriptions = [:]
    children = []
  }
}
/// What makes a child the same child next time: its key and its type.
private struct ChildIdentity: Hashable {
  let key: AnyHashable
  let type: ObjectIdentifier
}

extension ViewNode {
  /// The views of type `type` in this node's subtree, parents before children.
  package func views<V: View>(of type: V.Type) -> [V] {
    // A type is compared before a view is cast: casts cost more, and most nodes are not a `V`.
    subtree.compactMap { $0.isShowing(type) ? $0.view as? V : nil }
  }

  /// The first node of this subtree, parents before children, that shows a `V` for which
  /// `matches` is true.
  package func firstNode<V: View>(showing type: V.Type, where matches: (V) -> Bool) -> ViewNode? {
    if isShowing(type), let view = view as? V, matches(view) { return self }
    for child in children {
      if let found = child.firstNode(showing: type, where: matches) { return found }
    }
    return nil
  }

  /// The subtree, optionally without the rows of lists or the destinations of stacks: what a
  /// screen searches for its controls in O(1) of the list's length.
  package func subtree(skippingRows: Bool, skippingDestinations: Bool = false) -> [ViewNode] {
    var nodes: [ViewNode] = []
    func visit(_ node: ViewNode) {
      nodes.append(node)
      if skippingRows, node.role.listRole == .rows { return }
      if skippingDestinations, node.view is PresentedDestination { return }
      node.children.forEach(visit)
    }
    visit(self)
    return nodes
  }
}

/// The body log's words for why a body ran that are the stand-in's own, not what
/// `Self._printChanges()` prints: a host may say them in another language.
package enum BodyRunReason {
  /// The parent made the view again with other values.
  package static let parentPassedNewValues = "its parent passed new values"
  /// A row came back on screen and was made again from the list's data.
  package static let cellReappeared = "its cell scrolled back into view"
}
