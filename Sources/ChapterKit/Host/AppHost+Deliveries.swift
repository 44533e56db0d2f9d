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
    await Self.onABackgroundThread {
      if let todoChange = Self.write(change, to: repository) {
        app.remoteChangeDidArrive(todoChange)
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
    await Self.onABackgroundThread { app.remoteChangeDidArrive(change) }
  }

  /// Runs `work` on a background thread, as the server's messages arrive, and waits until it is
  /// done (not until the screens update: ``settle()`` lets them).
  nonisolated static func onABackgroundThread(_ work: @escaping @Sendable () -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        work()
        continuation.resume()
      }
    }
  }

  // MARK: - Held deliveries

  /// What the server sends this launch of the app, and what of it waits.
  public var deliveries: ServerDeliveries {
    environment.require(ServerDeliveries.self)
  }

  /// `hold`: from now on, pushes and answers wait.
  func startHolding() {
    deliveries.hold()
    hostNotes.append(Message("note.holding").text(in: language))
  }

  /// A push while deliveries are held: the data source has the change now, and its announcement
  /// waits until it is delivered.
  func holdPush(_ change: ScenarioCommand.RemoteChange) {
    guard let todoChange = Self.write(change, to: repository) else { return }
    let app = app
    let name = deliveries.holdPush(about: change.todoID) {
      app.remoteChangeDidArrive(todoChange)
    }
    hostNotes.append(
      Message("note.heldPush", ["id": "\(change.todoID)", "name": name]).text(in: language))
  }

  /// `deliver`: hands one waiting push or answer to the app, or every one, oldest first, until
  /// nothing waits; each arrives from a background thread, and the main queue settles after it.
  func deliver(_ delivery: ScenarioCommand.Delivery) async {
    guard case .all = delivery else {
      await handOver(delivery.name)
      return
    }
    deliveries.stopHolding()
    while let oldest = deliveries.waitingNames.first { await handOver(oldest) }
  }

  /// After a command that held or delivered something, what still waits, in words.
  func noteWhatWaits(after command: ScenarioCommand) {
    switch command {
    case .hold, .deliver, .remote, .rename, .submit, .favorite, .delete, .remove:
      let names = deliveries.waitingNames
      guard !names.isEmpty else { return }
      // What the command caused comes first, then what is left waiting.
      hostNotes += (mechanismTrace?.takeNotes(in: language) ?? []) + takeSceneNotes()
      hostNotes.append(
        Message("note.waiting", ["names": names.joined(separator: ", ")]).text(in: language))
    default:
      break
    }
  }

  private func handOver(_ name: String) async {
    guard let waiting = deliveries.take(name) else {
      hostNotes.append(Message("note.answerNotWaiting", ["name": name]).text(in: language))
      return
    }
    await Self.onABackgroundThread(waiting.arrive)
    await settle()
    hostNotes += (mechanismTrace?.takeNotes(in: language) ?? []) + takeSceneNotes()
    hostNotes.append(Message("note.delivered", ["name": name]).text(in: language))
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
