import Dispatch
import ScreenKit
import TodoModel

/// Chapter 4: each list is driven by snapshots of identifiers applied to a diffable data source.
///
/// The detail writes through the store; the store tells every list which todo changed; each list
/// applies a snapshot that shows it. The variants differ in what a snapshot item is, which is the
/// whole lesson: identity versus equality.
@MainActor
final class DiffableSnapshotSyncApp: ChapterApp {
  static let name = "DiffableSnapshotSync"
  static let title = "Identifier snapshots and a diffable data source"
  static let readMe = """
    Each list shows a snapshot of identifiers through a diffable data source. Applying a new \
    snapshot diffs it against the one on screen and updates only the rows that differ. The \
    detail writes through a store; the store tells every list which todo changed, and each list \
    applies a snapshot that asks to reconfigure that item: same cell, new content.

    Under each step, the transcript lists what every data source did to its table: watch \
    "reconfigure t3" at step 2. Then run the variants of the famous pitfall and its fixes: \
    id-only-equality (the cell stays stale), full-value-hashable ("delete t3, insert t3"), \
    ids-and-store ("reload t3") and reference-info.
    """

  nonisolated static let reconfigure = ChapterVariant(
    name: "reconfigure",
    summary: "ids in the snapshot, data in the store; an edit reconfigures the item in its cell",
    keepsScreensInSync: true)
  nonisolated static let idOnlyEquality = ChapterVariant(
    name: "id-only-equality",
    summary: "items carry the title but compare by id; a fresh snapshot changes nothing: stale",
    keepsScreensInSync: false)
  nonisolated static let fullValueHashable = ChapterVariant(
    name: "full-value-hashable",
    summary: "items are whole todos; an edit shows, as a delete and an insert of a new cell",
    keepsScreensInSync: true)
  nonisolated static let idsAndStore = ChapterVariant(
    name: "ids-and-store",
    summary: "ids in the snapshot, data in the store; an edit reloads the item with a new cell",
    keepsScreensInSync: true)
  nonisolated static let referenceInfo = ChapterVariant(
    name: "reference-info",
    summary: "items hold a reference to mutable info; an edit changes it in place and reloads",
    keepsScreensInSync: true)
  nonisolated static let variants = [
    reconfigure, idOnlyEquality, fullValueHashable, idsAndStore, referenceInfo,
  ]

  private let variant: ChapterVariant
  private let store: TodoStore
  /// What the data sources did during the current step, for the transcript.
  private var stepNotes: [String] = []

  init(variant: ChapterVariant, repository: any TodoRepository, environment: AppEnvironment) {
    self.variant = variant
    store = TodoStore(repository: repository)
    environment.insert(store)
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    let store = context.environment.require(TodoStore.self)
    switch variant {
    case Self.idOnlyEquality:
      return makeList(IDOnlyEqualityIdentity(store: store), context: context)
    case Self.fullValueHashable:
      return makeList(FullValueHashableIdentity(store: store), context: context)
    case Self.idsAndStore:
      return makeList(IDsAndStoreIdentity(store: store), context: context)
    case Self.referenceInfo:
      return makeList(ReferenceInfoIdentity(store: store), context: context)
    default:
      return makeList(ReconfigureIdentity(store: store), context: context)
    }
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    TodoDetailScreen(
      todoID: todoID, store: context.environment.require(TodoStore.self), context: context)
  }

  /// A server push, already saved: hop to the main queue, where the store and the tables live.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    DispatchQueue.main.async {
      MainActor.assumeIsolated { self.store.dataSourceDidChange(change) }
    }
  }

  /// The diff on its own, at sizes up to a million items, next to the standard library's.
  static func runExtraBenchmarks(json: Bool, io: RunnerIO) async {
    SnapshotBenchmark.run(json: json, io: io)
  }

  func takeStepNotes() -> [String] {
    defer { stepNotes = [] }
    return stepNotes
  }

  private func makeList<Identity: RowIdentity>(_ identity: Identity, context: ScreenContext)
    -> TodoListScreen<Identity>
  {
    let list = TodoListScreen(
      store: context.environment.require(TodoStore.self), identity: identity)
    let sceneNumber = context.sceneNumber
    list.dataSource.didApply = { [weak self, identity] updates in
      guard !updates.isEmpty else {
        self?.stepNotes.append("scene \(sceneNumber): the diff found nothing to update")
        return
      }
      let names = updates.map { Self.describe($0, as: identity) }
      let shown = names.count > 6 ? names.prefix(6) + ["… \(names.count - 6) more"] : names[...]
      self?.stepNotes.append("scene \(sceneNumber): " + shown.joined(separator: ", "))
    }
    return list
  }

  private static func describe<Identity: RowIdentity>(
    _ update: AppliedUpdate<Identity.Item>, as identity: Identity
  ) -> String {
    switch update {
    case .delete(let item): "delete \(identity.content(of: item).id)"
    case .insert(let item): "insert \(identity.content(of: item).id)"
    case .move(let item): "move \(identity.content(of: item).id)"
    case .reload(let item): "reload \(identity.content(of: item).id)"
    case .reconfigure(let item): "reconfigure \(identity.content(of: item).id)"
    }
  }
}
