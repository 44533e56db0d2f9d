import Foundation
import HeadlessSwiftData
import Observation
import TodoModel

/// One stored todo: a SwiftData model, the one object every list and detail of the main context
/// reads.
///
/// The list sorts by ``order``, newest first; the server's id is a property of its own, so a
/// change the server pushes finds its model, and the list identifies its rows by it.
@Observable
final class TodoItem: PersistentModel, Identifiable {
  /// The todo's id on the server, which never changes.
  let id: TodoID
  var title: String { didSet { persistentBackingData.noteChange() } }
  var isFavorite: Bool { didSet { persistentBackingData.noteChange() } }
  /// A newer todo has a higher order: the list shows the highest first.
  var order: Int { didSet { persistentBackingData.noteChange() } }

  init(_ todo: Todo, order: Int) {
    id = todo.id
    title = todo.title
    isFavorite = todo.isFavorite
    self.order = order
  }

  /// The values a screen shows.
  var todo: Todo {
    Todo(id: id, title: title, isFavorite: isFavorite)
  }

  // What `@Model` would generate: where the model keeps its identity, the stored values as one
  // value, a model made from them, and how to take them back, writing only what differs. (The
  // setters it generates also tell the backing data of each write, as the `didSet`s above do.)

  @ObservationIgnored let persistentBackingData = PersistentBackingData(for: TodoItem.self)

  struct Snapshot: Equatable, Sendable {
    var id: TodoID
    var title: String
    var isFavorite: Bool
    var order: Int
  }

  var snapshot: Snapshot {
    Snapshot(id: id, title: title, isFavorite: isFavorite, order: order)
  }

  convenience init(snapshot: Snapshot) {
    self.init(
      Todo(id: snapshot.id, title: snapshot.title, isFavorite: snapshot.isFavorite),
      order: snapshot.order)
  }

  func restore(_ snapshot: Snapshot) {
    if title != snapshot.title { title = snapshot.title }
    if isFavorite != snapshot.isFavorite { isFavorite = snapshot.isFavorite }
    if order != snapshot.order { order = snapshot.order }
  }
}

/// Hands out the ``TodoItem/order`` of each new todo, higher than every one before it, to the
/// views' adds and the importer's alike: no fetch of the newest todo is needed to add one.
final class TodoOrders: @unchecked Sendable {
  // NB: @unchecked Sendable is justified by this lock, which guards `newest`.
  private let lock = NSLock()
  private var newest: Int

  /// Orders after `newest`, the highest one stored.
  init(after newest: Int) {
    self.newest = newest
  }

  /// The order of the todo being added.
  func next() -> Int {
    lock.withLock {
      newest += 1
      return newest
    }
  }
}
