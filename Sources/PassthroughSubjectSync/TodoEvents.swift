import Combine
import TodoModel

/// The app's events service: where screens subscribe to todo changes and send their own.
///
/// It is a protocol, handed to each screen the way an app-state service is injected into view
/// models, so a test or a preview can give the screens one of its own. The Never Inc. article
/// reaches its subject through a singleton, `Observer.shared.todoSubject`; the chapter doc says
/// what that costs. The protocol hands out a publisher and a way to send, not the subject:
/// whoever holds a subject can also finish it, for every subscriber at once.
///
/// It lives on the main actor with the screens that use it: Combine's types are not `Sendable`,
/// so under Swift 6 a subject stays on one actor, and a change from another thread hops there
/// before it is sent.
@MainActor
protocol TodoEvents: AnyObject {
  /// Every add, update and delete, as it happens: sent after the data source has it.
  var todoChanges: AnyPublisher<TodoChange, Never> { get }

  /// Sends a change the data source already has to every subscriber.
  func send(_ change: TodoChange)
}

/// The events service of one launch of the app.
@MainActor
final class AppTodoEvents: TodoEvents {
  /// The subject behind the service: screens see only the publisher it hands out.
  let subject = PassthroughSubject<TodoChange, Never>()

  var todoChanges: AnyPublisher<TodoChange, Never> {
    subject.eraseToAnyPublisher()
  }

  func send(_ change: TodoChange) {
    subject.send(change)
  }
}
