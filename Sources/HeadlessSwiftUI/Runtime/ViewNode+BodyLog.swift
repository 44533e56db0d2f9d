// The body log: why each body ran, in the words `Self._printChanges()` uses where it can.

extension ViewNode {
  /// The reason an `@Observable` property's change gives, spelled out when the body runs, once
  /// the new value is stored (``describeObservableChange()``).
  static let observableChange = "@observable"

  /// Says in the log why the body runs, and remembers what it is about to read.
  func logBodyRun() {
    bodyRunCount += 1
    defer { observedBeforeTheChange = nil }
    guard graph.logsBodyRuns, !graph.isReadingOffscreenRows, !(view is any HostWrapperView) else {
      reasons.removeAll(keepingCapacity: true)
      return
    }
    let said = reasons.map { $0 == Self.observableChange ? describeObservableChange() : $0 }
    graph.log(
      "\(logName): " + (said.isEmpty ? "@self appeared" : said.joined(separator: ", ")),
      window: windowNumber)
    reasons.removeAll(keepingCapacity: true)
    observedSnapshot = ObservedProperties.snapshot(of: propertyOwner)
  }

  /// An `@Observable` property the body read is about to change: the body runs again.
  ///
  /// When the change is made on the main thread this runs before it is stored, so the values
  /// now are those the change starts from: a property that changed earlier, unread, is not
  /// named as a reason then.
  func observableWillChange(_ isBeforeTheWrite: Bool) {
    if isBeforeTheWrite, observedBeforeTheChange == nil, isInTree, graph.logsBodyRuns {
      observedBeforeTheChange = ObservedProperties.snapshot(of: propertyOwner)
    }
    invalidate(because: Self.observableChange)
  }

  /// Which properties of the observable objects the view holds changed, from the change that
  /// marked the body on, or since the body last ran when that change came from another thread.
  ///
  /// "item.title changed", or the general reason when it cannot tell. A property that changed
  /// after that change, in the same turn, is named too, though the body may not read it.
  func describeObservableChange() -> String {
    let before = observedBeforeTheChange ?? observedSnapshot
    let now = ObservedProperties.snapshot(of: propertyOwner)
    let changed = now.keys.filter { now[$0] != before[$0] }.sorted()
    guard !changed.isEmpty else { return "@dependencies changed" }
    return changed.map { "\($0) changed" }.joined(separator: ", ")
  }
}
