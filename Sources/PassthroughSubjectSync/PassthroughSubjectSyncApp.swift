import ChapterKit
import HeadlessUIKit
import TodoModel

/// Chapter 3: a Combine-style subject that every screen subscribes to and every editor sends to.
///
/// The subject holds no value. It lives in an events service that the app creates once and puts
/// into the environment; view models and screens subscribe with `sink`, keep the subscription in
/// a set of cancellables, and receive on the main queue.
@MainActor
class PassthroughSubjectSyncApp: ChapterApp {
  static let name = "PassthroughSubjectSync"
  static let title = "A subject that passes every change through"
  static let readMe = """
    The app creates one events service holding a PassthroughSubject<TodoChange, Never> and puts \
    it into the environment. The list's view model and every detail subscribe with sink, store \
    the subscription, and receive on the main queue. Whoever changes a todo saves it and sends \
    the change; the subject passes it to whoever is subscribed at that moment, and keeps nothing.

    Watch step 3: the detail sends the rename, and the list behind it renders that one row. Watch \
    step 11: the server's change is sent from a background thread and arrives on the main queue.
    """

  let repository: any TodoRepository
  /// The events service of this launch: one subject that every screen shares.
  let events: any TodoEvents

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    self.repository = repository
    // Created once per app, injected, never a global.
    events = AppTodoEvents()
    environment.insert(events as any TodoEvents)  // Found by the protocol, not the class.
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    let events = context.environment.require((any TodoEvents).self)
    return TodoListScreen(viewModel: TodoListViewModel(repository: repository, events: events))
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    TodoDetailScreen(
      todoID: todoID, repository: repository,
      events: context.environment.require((any TodoEvents).self), context: context)
  }

  /// A server push, already saved: send it from this background thread.
  ///
  /// The subject is safe to send to from any thread; subscribers receive on the main queue.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    events.send(change)
  }
}
