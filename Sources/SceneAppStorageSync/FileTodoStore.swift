import Foundation
import TodoModel

/// The todos in files of their own: a snapshot of the whole list, and a log of the changes made
/// since, one line each.
///
/// This is the model's own store, as the WWDC20 session "Data Essentials in SwiftUI" asks: app
/// storage and scene storage are lightweight storage used *with* the model, not the model. An
/// edit appends one line to the log, so its cost does not grow with the list; when the log
/// outgrows the snapshot, a new snapshot replaces the old one, so the rewrite costs O(n) once
/// every O(n) edits. The files, their checksums and the lock that lets two processes share them
/// are ``RecordStore``, the Foundation core the Apple example uses word for word.
///
/// An edit the disk refuses (full, read-only, over a size limit) is not kept, and the model
/// does not show it: ``takeRefusal()`` says why, and the store goes on when space returns.
final class FileTodoStore: TodoRepository, @unchecked Sendable {
  /// The snapshot, the log and the lock.
  let files: RecordStore<Todo>
  // NB: @unchecked Sendable is justified by this lock, which guards `refusal`.
  private let lock = NSLock()
  private var refusal: String?

  /// The highest id number a todo can have: `TodoID` reads at most nine digits.
  static let largestIDNumber = 999_999_999

  /// Opens the store in `folder`, creating it on first use with `fixture`.
  ///
  /// With `synchronizesEveryWrite`, each change is on disk before the call returns, so a second
  /// process, or a crash a moment later, sees it.
  init(
    folder: URL, fixture: [Todo], synchronizesEveryWrite: Bool = true,
    faults: StoreFaults = StorageLocation.faults, warn: @escaping (String) -> Void
  ) {
    files = RecordStore(
      folder: folder, samples: fixture, synchronizesEveryWrite: synchronizesEveryWrite,
      counterRange: 1...Self.largestIDNumber,
      counterFloor: { todos in
        (todos.compactMap(\.id.number).filter { $0 < Self.largestIDNumber }.max() ?? 0) + 1
      },
      faults: faults, warn: warn)
  }

  // MARK: - TodoRepository

  func allTodos() -> [Todo] {
    files.all
  }

  func todo(withID id: TodoID) -> Todo? {
    files.item(withID: id)
  }

  var count: Int {
    files.count
  }

  /// Adds a todo with the next id; when it cannot be stored, the todo returned has an id the
  /// store does not have, and ``takeRefusal()`` says why.
  @discardableResult
  func add(title: String) -> Todo {
    do {
      return try files.add { number in Todo(id: TodoID(number: number), title: title) }
    } catch {
      refuse(error)
      return Todo(id: "unsaved", title: title)
    }
  }

  @discardableResult
  func modify(id: TodoID, _ change: (inout Todo) -> Void) -> Todo? {
    do {
      return try files.modify(id: id, change)
    } catch {
      refuse(error)
      return nil
    }
  }

  @discardableResult
  func delete(id: TodoID) -> Todo? {
    do {
      return try files.delete(id: id)
    } catch {
      refuse(error)
      return nil
    }
  }

  // MARK: - Refusals

  /// Why every edit is refused: the files could not be opened for writing.
  var refusesEveryEdit: String? {
    files.readOnlyReason.map { "nothing can be stored: \($0)" }
  }

  /// Why the last edit was not stored, once.
  func takeRefusal() -> String? {
    lock.withLock {
      defer { refusal = nil }
      return refusal
    }
  }

  private func refuse(_ error: StoreError) {
    lock.withLock { refusal = error.description }
  }
}
