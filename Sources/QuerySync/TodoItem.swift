import Foundation
import Observation
import SwiftData
import TodoModel

#if !os(Linux)
  /// One stored todo: a SwiftData model, the one object every list and detail of the main
  /// context reads.
  ///
  /// The list sorts by ``order``, newest first; the server's id is a property of its own, so a
  /// change the server pushes finds its model, and the list identifies its rows by it, in place
  /// of the persistent identifier.
  ///
  /// It is `nonisolated`: a new Xcode 26 app target makes its types main-actor isolated unless
  /// they say otherwise, and the importer makes and changes models on an actor of its own.
  @Model
  nonisolated final class TodoItem {
    /// The todo's id on the server, such as "t3": a `String`, which a `#Predicate` compares.
    @Attribute(.unique) var id: String
    var title: String
    var isFavorite: Bool
    /// A newer todo has a higher order: the list shows the highest first.
    var order: Int

    init(id: String, title: String, isFavorite: Bool, order: Int) {
      self.id = id
      self.title = title
      self.isFavorite = isFavorite
      self.order = order
    }
  }
#else
  // What `@Model` makes of the class above, on Linux, where SwiftData's macro does not exist:
  // the same stored properties, each telling its backing data of a write as `@Model`'s setters
  // do, and the members the SwiftData stand-in's `PersistentModel` asks for in place of the
  // macro's. Not part of the lesson.
  @Observable
  nonisolated final class TodoItem: PersistentModel, Identifiable {
    var id: String { didSet { persistentBackingData.noteChange() } }
    var title: String { didSet { persistentBackingData.noteChange() } }
    var isFavorite: Bool { didSet { persistentBackingData.noteChange() } }
    var order: Int { didSet { persistentBackingData.noteChange() } }

    init(id: String, title: String, isFavorite: Bool, order: Int) {
      self.id = id
      self.title = title
      self.isFavorite = isFavorite
      self.order = order
    }

    @ObservationIgnored let persistentBackingData = PersistentBackingData(for: TodoItem.self)

    struct Snapshot: Equatable, Sendable {
      var id: String
      var title: String
      var isFavorite: Bool
      var order: Int
    }

    var snapshot: Snapshot {
      Snapshot(id: id, title: title, isFavorite: isFavorite, order: order)
    }

    convenience init(snapshot: Snapshot) {
      self.init(
        id: snapshot.id, title: snapshot.title, isFavorite: snapshot.isFavorite,
        order: snapshot.order)
    }

    func restore(_ snapshot: Snapshot) {
      if id != snapshot.id { id = snapshot.id }
      if title != snapshot.title { title = snapshot.title }
      if isFavorite != snapshot.isFavorite { isFavorite = snapshot.isFavorite }
      if order != snapshot.order { order = snapshot.order }
    }
  }
#endif

nonisolated extension TodoItem {
  /// A model of the server's `todo`, shown at `order`.
  convenience init(_ todo: Todo, order: Int) {
    self.init(
      id: todo.id.rawValue, title: todo.title, isFavorite: todo.isFavorite, order: order)
  }

  /// The values a screen shows.
  var todo: Todo {
    Todo(id: TodoID(id), title: title, isFavorite: isFavorite)
  }
}

/// Hands out the ``TodoItem/order`` of each new todo, higher than every one before it, to the
/// views' adds and the importer's alike: no fetch of the newest todo is needed to add one.
///
/// `nonisolated`, as the model is, for the importer.
nonisolated final class TodoOrders: @unchecked Sendable {
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
