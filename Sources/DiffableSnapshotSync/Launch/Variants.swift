import ChapterKit
import UIKit

extension DiffableSnapshotSyncApp {
  /// The chapter's variants: the correct app first, then the famous pitfall and the fixes that
  /// came before `reconfigureItems`, each a subclass that builds its own list.
  nonisolated static let variants: [ChapterVariant] = [
    .inSync(
      "reconfigure",
      "ids in the snapshot, data in the store; an edit reconfigures the item in its cell",
      app: DiffableSnapshotSyncApp.self),
    .costly(
      "apply-whole-list",
      "every change applies a new snapshot of every id, diffed against the list on screen",
      app: ApplyWholeListApp.self),
    .broken(
      "id-only-equality",
      "items carry the title but compare by id; a fresh snapshot changes nothing: stale",
      shownBy: "edit-in-detail", app: IDOnlyEqualityApp.self),
    .broken(
      "reload-new-value",
      "items compare by id; an edit reloads the item with its new value: the old one is shown",
      shownBy: "edit-in-detail", app: ReloadNewValueApp.self),
    .inSync(
      "full-value-hashable",
      "items are whole todos; an edit shows, as a delete and an insert of a new cell",
      app: FullValueHashableApp.self),
    .inSync(
      "ids-and-store",
      "ids in the snapshot, data in the store; an edit reloads the item with a new cell",
      app: IDsAndStoreApp.self),
    .inSync(
      "reference-info",
      "items hold a reference to mutable info; an edit changes it in place and reloads",
      app: ReferenceInfoApp.self),
  ]
}

/// The list of ``ApplyWholeListViewController`` in every window.
final class ApplyWholeListApp: DiffableSnapshotSyncApp {
  override func makeListController() -> UIViewController? {
    ApplyWholeListViewController(store: store)
  }
}

/// The list of ``ItemListViewController`` with ``TodoRow`` items in every window.
class FullValueHashableApp: DiffableSnapshotSyncApp {
  override func makeListController() -> UIViewController? {
    ItemListViewController<TodoRow>(store: store)
  }
}

/// The list of ``ReloadingListViewController`` in every window.
final class IDsAndStoreApp: DiffableSnapshotSyncApp {
  override func makeListController() -> UIViewController? {
    ReloadingListViewController(store: store)
  }
}

/// The list of ``ReferenceInfoListViewController`` in every window.
final class ReferenceInfoApp: DiffableSnapshotSyncApp {
  override func makeListController() -> UIViewController? {
    ReferenceInfoListViewController(store: store)
  }
}

/// The list of ``ItemListViewController`` with ``IDOnlyRow`` items in every window.
final class IDOnlyEqualityApp: DiffableSnapshotSyncApp {
  override func makeListController() -> UIViewController? {
    ItemListViewController<IDOnlyRow>(store: store)
  }
}

/// The list of ``NewValueReloadingListViewController`` in every window.
final class ReloadNewValueApp: DiffableSnapshotSyncApp {
  override func makeListController() -> UIViewController? {
    NewValueReloadingListViewController(store: store)
  }
}
