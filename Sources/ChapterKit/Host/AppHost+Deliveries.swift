import Dispatch
import ScenarioLanguage
import TodoModel

// What reaches the app from outside the screens: server pushes on a background thread, late
// announcements, and the main queue's turns until every delivery has arrived.

extension AppHost {
  /// Lets every delivery that hopped to the main queue arrive.
  ///
  /// A chapter whose deliveries take a path the main queue cannot see (a `for await` loop
  /// resumes through the runtime's own executor first) says when they have arrived; until then,
  /// the main queue keeps turning. No sleep: each round is one more turn of the main queue.
  public func settle() async {
    await MainQueue.settle()
    guard let counting = app as? any DeliveryCountingChapterApp else { return }
    var rounds = 0
    while counting.hasUndeliveredChanges, rounds < Self.maximumSettlingRounds {
      await MainQueue.settle(rounds: 1)
      rounds += 1
    }
    // What the last delivery enqueued on its way to the screens runs too, as for every chapter,
    // even when it arrived during the first turns.
    await MainQueue.settle()
  }

  /// How many extra turns `settle()` waits for a chapter's deliveries before it gives up; a
  /// broken chapter's may never arrive.
  static let maximumSettlingRounds = 100_000

  /// A server push: writes the change to the data source on a background thread and hands it to
  /// the chapter there, then waits until that thread is done (not until the screens update:
  /// that is the chapter's job, and ``settle()`` lets it finish).
  public func deliverRemoteChange(_ change: ScenarioCommand.RemoteChange) async {
    let repository = repository
    let app = app
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        if let todoChange = Self.write(change, to: repository) {
          app.remoteChangeDidArrive(todoChange)
        }
        continuation.resume()
      }
    }
  }

  /// `remote late …`: writes the change to the data source now and holds its announcement until
  /// the next command has run; until then, every screen may still show the todos as they were.
  func writeLate(_ change: ScenarioCommand.RemoteChange) {
    let before = repository.allTodos()
    lateAnnouncement = Self.write(change, to: repository)
    guard lateAnnouncement != nil else { return }
    todosBeforeTheLatePush = before
    hostNotes.append(Message("note.lateWrite", ["id": "\(change.todoID)"]).text(in: language))
  }

  /// Delivers a held announcement after the command that followed it: what the command caused
  /// is noted first, then the arrival and what it caused.
  func deliverLate(_ change: TodoChange) async {
    hostNotes += (mechanismTrace?.takeNotes(in: language) ?? []) + takeSceneNotes()
    hostNotes.append(Message("note.lateArrival", ["id": "\(change.todoID)"]).text(in: language))
    await announce(change)
    await settle()
  }

  /// Hands a server's change the data source already has to the chapter, on a background thread,
  /// as its late announcement.
  func announce(_ change: TodoChange) async {
    let app = app
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        app.remoteChangeDidArrive(change)
        continuation.resume()
      }
    }
  }

  /// Writes a remote change to the data source and returns the change to announce, or `nil` when the todo was already gone.
  ///
  /// Safe on any thread.
  public nonisolated static func write(
    _ change: ScenarioCommand.RemoteChange, to repository: any TodoRepository
  ) -> TodoChange? {
    switch change {
    case .rename(let id, let title): repository.rename(id: id, to: title).map(TodoChange.updated)
    case .favorite(let id): repository.toggleFavorite(id: id).map(TodoChange.updated)
    case .delete(let id): repository.delete(id: id).map { _ in .deleted(id) }
    }
  }

}
