import Foundation
import HeadlessSwiftUI

/// The models a view shows, fetched from the context in its environment and kept current with
/// it: SwiftData's `@Query`.
///
/// The results are the context's own objects, so a view that reads a property of one depends on
/// that property and runs again when it changes, as with any `@Observable` object. The query
/// takes in what changed, and its view runs again if the results are other objects or in another
/// order, when models of the context came or went (an insert, a delete), when the context saved
/// (a property the query sorts or filters by may have changed), and when it merged another
/// context's save.
@MainActor
@propertyWrapper
public struct Query<Element: PersistentModel>: QuestionAskingProperty {
  private let descriptor: FetchDescriptor<Element>
  private let location = QueryLocation<Element>()

  /// The models `descriptor` fetches.
  public init(_ descriptor: FetchDescriptor<Element> = FetchDescriptor()) {
    self.descriptor = descriptor
  }

  /// The models `filter` matches, in `sort`'s order.
  public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = []) {
    descriptor = FetchDescriptor(predicate: filter, sortBy: sort)
  }

  /// The models `filter` matches, sorted by the property at `keyPath`.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
    order: SortOrder = .forward
  ) {
    descriptor = FetchDescriptor(
      predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
  }

  /// The models, as of the last change the query took in.
  public var wrappedValue: [Element] {
    location.box?.results ?? []
  }

  /// The context the query fetches from: the environment's.
  public var modelContext: ModelContext? {
    location.box?.context
  }

  /// Whether `other` is this query, or surely asks the same question of its context.
  package func asksTheSame(as other: Query<Element>) -> Bool {
    location === other.location || QueryQuestion.same(descriptor, other.descriptor)
  }

  package func connect(to node: ViewNode, name: String) {
    let context = node.environment.modelContext
    // The same query, evaluated again: nothing to ask.
    if let box = location.box, box.context === context, node.storage[name] as AnyObject? === box {
      return
    }
    // A query made again by the view's parent keeps its identity's results while it asks the
    // same question; one that asks another (a new filter or sort, built in the view's
    // initializer) fetches again, as SwiftUI's does.
    if let box = node.storage[name] as? QueryBox<Element>, box.context === context,
      QueryQuestion.same(box.descriptor, descriptor)
    {
      location.box = box
      return
    }
    let box = QueryBox(context: context, descriptor: descriptor, node: node, name: name)
    node.storage[name] = box
    location.box = box
  }
}

/// Where a query keeps its results for its view's identity, made when the identity appears.
///
/// After the first fetch it brings the results up to date with what the context says changed —
/// a model placed where the order puts it, or taken out — instead of fetching every model again,
/// as a database answers a change to a live query from its index.
@MainActor
final class QueryBox<Element: PersistentModel> {
  let context: ModelContext
  let descriptor: FetchDescriptor<Element>
  private(set) var results: [Element] = []
  private weak var node: ViewNode?
  private let name: String
  /// What the query asks, when another query asking it may share its results; `nil` otherwise.
  private let question: AnyHashable?

  init(context: ModelContext, descriptor: FetchDescriptor<Element>, node: ViewNode, name: String) {
    self.context = context
    self.descriptor = descriptor
    self.node = node
    self.name = name
    question = QueryQuestion.of(descriptor)
    if let answer = sharedAnswer(), answer.changeCount == context.changeCount {
      results = answer.results
    } else {
      results = (try? context.fetch(descriptor)) ?? []
      share(before: nil, didChange: false)
    }
    context.observeModelChanges(by: self) { [weak self] changes in
      MainActor.assumeIsolated { self?.update(with: changes) }
    }
  }

  /// Takes `changes` into the results; the view runs again only if the results are other
  /// objects, or in another order.
  private func update(with changes: ModelChanges) {
    // A limit or an offset makes which models are in depend on all of them: fetch again.
    guard descriptor.fetchLimit == nil, descriptor.fetchOffset == nil,
      descriptor.includePendingChanges
    else { return fetchAgain() }
    if let answer = sharedAnswer(), answer.changeCount == context.changeCount,
      let before = answer.before, before.hasSameStorage(as: results)
    {
      // Another query asked the same question of the same results, and took in this change.
      results = answer.results
      if answer.didChange { node?.invalidate(because: "@Query \(name.dropFirst()) changed") }
      return
    }
    let before = results
    let didChange = takeIn(changes)
    share(before: before, didChange: didChange)
    if didChange { node?.invalidate(because: "@Query \(name.dropFirst()) changed") }
  }

  /// Takes `changes` into the results, and says whether they are other objects now, or in
  /// another order.
  private func takeIn(_ changes: ModelChanges) -> Bool {
    var didChange = false
    for model in changes.went.compactMap({ $0 as? Element }) {
      guard let place = place(of: model) else { continue }
      results.remove(at: place)
      didChange = true
    }
    let cameFromOtherContexts = changes.cameIdentifiers
      .filter { $0.entityName == Element.entityName }
      .compactMap { context.modelWithoutMerging(for: $0, as: Element.self) }
    let came = changes.came.compactMap { $0 as? Element } + cameFromOtherContexts
    let written = changes.written.compactMap { $0 as? Element }
    if came.isEmpty, written.count == 1 {
      // Every other result is in order, so this one's neighbours say whether it still is.
      if !isInPlace(written[0]) { didChange = reinsert(written, new: []) || didChange }
    } else if written.isEmpty {
      didChange = reinsert([], new: came) || didChange
    } else {
      // Several models may have moved at once: only the whole results say whether they did.
      let before = results
      _ = reinsert(written, new: came)
      didChange = didChange || !results.elementsEqual(before, by: ===)
    }
    return didChange
  }

  /// The last answer a query got to this query's question from its context, if the question
  /// can be shared.
  private func sharedAnswer() -> QueryAnswer<Element>? {
    question.flatMap { context.queryAnswers[$0] as? QueryAnswer<Element> }
  }

  /// Leaves the results as the answer to this query's question, for the queries that ask it
  /// after this one.
  private func share(before: [Element]?, didChange: Bool) {
    guard let question else { return }
    context.queryAnswers[question] = QueryAnswer(
      changeCount: context.changeCount, before: before, results: results, didChange: didChange)
  }

  /// Whether `model` is among the results, between the two it belongs between, and matches.
  private func isInPlace(_ model: Element) -> Bool {
    guard let place = place(of: model), matches(model) else { return false }
    return (place == 0 || descriptor.areInIncreasingOrder(results[place - 1], model))
      && (place == results.count - 1 || descriptor.areInIncreasingOrder(model, results[place + 1]))
  }

  /// Takes `written` out, so that the rest are in order, then puts each of them and of `new`
  /// that matches where the order says; `false` if none was in the results and none matches.
  private func reinsert(_ written: [Element], new: [Element]) -> Bool {
    var didChange = false
    for model in written {
      guard let place = place(of: model) else { continue }
      results.remove(at: place)
      didChange = true
    }
    for model in written + new where matches(model) {
      results.insert(model, at: firstPlace { descriptor.areInIncreasingOrder(model, $0) })
      didChange = true
    }
    return didChange
  }

  private func matches(_ model: Element) -> Bool {
    (try? descriptor.predicate?.evaluate(model)) ?? true
  }

  /// Where `model` is in the results: found by its values where the order puts it, or, if a
  /// value it is sorted by changed, by looking at every result.
  private func place(of model: Element) -> Int? {
    let start = firstPlace { !descriptor.areInIncreasingOrder($0, model) }
    if start < results.count, results[start] === model { return start }
    return results.firstIndex { $0 === model }
  }

  /// The first place in the results whose model satisfies `isAfter`, which is false for every
  /// model before that place and true for every one from it: a binary search.
  private func firstPlace(where isAfter: (Element) -> Bool) -> Int {
    var low = 0
    var high = results.count
    while low < high {
      let middle = (low + high) / 2
      if isAfter(results[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// Fetches again; the view runs again only if the results are other objects, or in another
  /// order.
  private func fetchAgain() {
    let fetched = (try? context.fetch(descriptor)) ?? []
    guard fetched.map(ObjectIdentifier.init) != results.map(ObjectIdentifier.init) else { return }
    results = fetched
    node?.invalidate(because: "@Query \(name.dropFirst()) changed")
  }
}

/// The reference a query holds to its results, filled in when the query is connected.
@MainActor
final class QueryLocation<Element: PersistentModel> {
  var box: QueryBox<Element>?
}

extension EnvironmentValues {
  /// The context views read and write models in: the main context of the container an ancestor
  /// set with `.modelContainer(_:)`.
  ///
  /// Without one, as in SwiftData, a context of an empty container, which fetches nothing.
  @MainActor
  public var modelContext: ModelContext {
    object(of: ModelContext.self) ?? UnattachedContext.context
  }
}

/// The context of views whose ancestors set no container.
@MainActor
private enum UnattachedContext {
  static let context = ModelContext(ModelContainer(inMemoryFor: []))
}

extension View {
  /// Gives this view and everything inside it `container`'s main context: what `@Query` fetches
  /// from and `@Environment(\.modelContext)` reads.
  @MainActor
  public func modelContainer(_ container: ModelContainer) -> some View {
    EnvironmentModifier(content: self, object: container.mainContext)
  }
}
