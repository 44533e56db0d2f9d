import ScreenKit
import TodoModel

/// Chapter 3: a Combine-style subject that every screen subscribes to and every editor sends to.
///
/// The subject holds no value. It lives in an events service that the app creates once and puts
/// into the environment; view models and screens subscribe with `sink`, keep the subscription in
/// a set of cancellables, and receive on the main queue.
@MainActor
final class PassthroughSubjectSyncApp: ChapterApp {
  static let name = "PassthroughSubjectSync"
  static let title = "A subject that passes every change through"
  static let readMe = """
    The app creates one events service holding a PassthroughSubject<TodoChange, Never> and puts \
    it into the environment. The list's view model and every detail subscribe with sink, store \
    the subscription, and receive on the main queue. Whoever changes a todo saves it and sends \
    the change; the subject passes it to whoever is subscribed at that moment, and keeps nothing.

    Watch step 3: the detail sends the rename, and the list behind it renders that one row. Watch \
    step 11: the server's change is sent from a background thread and arrives on the main queue.

    The broken variants are the classic mistakes: dropping the AnyCancellable that sink returns \
    (cancellable-dropped), giving each screen a subject of its own (separate-subjects), and \
    sending a completion to a subject that others still use (completed-on-close).
    """

  nonisolated static let subject = ChapterVariant(
    name: "subject",
    summary: "one subject in an injected service; screens sink on the main queue and store it",
    keepsScreensInSync: true)
  nonisolated static let cancellableDropped = ChapterVariant(
    name: "cancellable-dropped",
    summary: "the list does not store its AnyCancellable; its subscription ends at once",
    keepsScreensInSync: false)
  nonisolated static let separateSubjects = ChapterVariant(
    name: "separate-subjects",
    summary: "every screen makes its own subject; what one sends, no other screen hears",
    keepsScreensInSync: false)
  nonisolated static let completedOnClose = ChapterVariant(
    name: "completed-on-close",
    summary: "a closing detail sends .finished; the shared subject is over for every screen",
    keepsScreensInSync: false)
  nonisolated static let variants = [
    subject, cancellableDropped, separateSubjects, completedOnClose,
  ]

  private let variant: ChapterVariant
  private let repository: any TodoRepository
  private let events: any TodoEvents

  init(variant: ChapterVariant, repository: any TodoRepository, environment: AppEnvironment) {
    self.variant = variant
    self.repository = repository
    // Created once per app, injected, never a global.
    events = AppTodoEvents()
    environment.insert(events)
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    let viewModel = TodoListViewModel(
      repository: repository, events: events(for: context),
      storesSubscription: variant != Self.cancellableDropped)
    return TodoListScreen(viewModel: viewModel)
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    TodoDetailScreen(
      todoID: todoID, repository: repository, events: events(for: context), context: context,
      completesSubjectOnClose: variant == Self.completedOnClose)
  }

  /// A server push, already saved: send it from this background thread.
  ///
  /// The subject is safe to send to from any thread; subscribers receive on the main queue.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    events.todoChanges.send(change)
  }

  /// The events a new screen uses: the app's, or, in `separate-subjects`, a new one of its own.
  private func events(for context: ScreenContext) -> any TodoEvents {
    if variant == Self.separateSubjects { return AppTodoEvents() }
    return context.environment.require((any TodoEvents).self)
  }
}
