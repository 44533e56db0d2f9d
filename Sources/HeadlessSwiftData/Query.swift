import Foundation
import HeadlessSwiftUI

/// The models a view shows, fetched from the context in its environment and fetched again when
/// that context's models change: SwiftData's `@Query`.
///
/// The results are the context's own objects, so a view that reads a property of one depends on
/// that property and runs again when it changes, as with any `@Observable` object. The query
/// fetches again, and its view runs again if the results are other objects or in another order,
/// when models of the context came or went (an insert, a delete), when the context saved (a
/// property the query sorts or filters by may have changed), and when it merged another
/// context's save.
@MainActor
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicPropertyLink {
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

  /// The models, as of the last fetch.
  public var wrappedValue: [Element] {
    location.box?.results ?? []
  }

  /// The context the query fetches from: the environment's.
  public var modelContext: ModelContext? {
    location.box?.context
  }

  package func connect(to node: ViewNode, name: String) {
    let context = node.environment.modelContext
    if let box = node.storage[name] as? QueryBox<Element>, box.context === context {
      location.box = box
      return
    }
    let box = QueryBox(context: context, descriptor: descriptor, node: node, name: name)
    node.storage[name] = box
    location.box = box
  }
}

/// Where a query keeps its results for its view's identity, made when the identity appears.
@MainActor
final class QueryBox<Element: PersistentModel> {
  let context: ModelContext
  let descriptor: FetchDescriptor<Element>
  private(set) var results: [Element] = []
  private weak var node: ViewNode?
  private let name: String

  init(context: ModelContext, descriptor: FetchDescriptor<Element>, node: ViewNode, name: String) {
    self.context = context
    self.descriptor = descriptor
    self.node = node
    self.name = name
    results = (try? context.fetch(descriptor)) ?? []
    context.observeChanges(by: self) { [weak self] in
      MainActor.assumeIsolated { self?.fetchAgain() }
    }
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
  public func modelContainer(_ container: ModelContainer) -> EnvironmentModifier<Self, ModelContext>
  {
    EnvironmentModifier(content: self, object: container.mainContext)
  }
}
