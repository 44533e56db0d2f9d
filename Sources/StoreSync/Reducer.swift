import Foundation
import TodoModel

/// What a reducer asks for after it changed the state: TCA's `Effect`, reduced to `.none`,
/// `.send`, `.run`, `.merge`, `.cancellable(id:cancelInFlight:)` and `.cancel(id:)`.
///
/// An effect is work that talks to the outside world and sends what it learned back as actions.
struct Effect<Action: Sendable>: Sendable {
  /// One piece of work, run by the store in a task of its own, and the id it can be cancelled by.
  struct Work: Sendable {
    let operation: @Sendable (Send<Action>) async -> Void
    var id: EffectID?
    /// Whether starting it cancels the work of the same id still running.
    var cancelsInFlight = false
  }

  /// The work to start.
  var work: [Work] = []
  /// The ids whose running work this effect cancels.
  var cancellations: [EffectID] = []
  /// Actions the store runs at once, before it starts any work.
  var actions: [Action] = []

  /// Nothing to do.
  static var none: Effect { Effect() }

  /// Sends `action` back into the store at once, after this action: how a child feature tells
  /// its parent what happened (TCA's delegate actions).
  static func send(_ action: Action) -> Effect {
    Effect(actions: [action])
  }

  /// Work to run off the main actor, which may send actions back through `send`.
  static func run(_ operation: @escaping @Sendable (Send<Action>) async -> Void) -> Effect {
    Effect(work: [Work(operation: operation)])
  }

  /// Cancels the running work marked with `id`: an action it sends afterwards is dropped.
  static func cancel(id: some Hashable & Sendable) -> Effect {
    Effect(cancellations: [EffectID(id)])
  }

  /// Every effect in `effects`, run side by side: what two reducers combined return.
  static func merge(_ effects: [Effect]) -> Effect {
    Effect(
      work: effects.flatMap(\.work), cancellations: effects.flatMap(\.cancellations),
      actions: effects.flatMap(\.actions))
  }

  /// This effect's work, marked with `id`, so that a later effect can cancel it; with
  /// `cancelInFlight`, starting it cancels the work of that id still running.
  func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
    var marked = self
    for index in marked.work.indices {
      marked.work[index].id = EffectID(id)
      marked.work[index].cancelsInFlight = cancelInFlight
    }
    return marked
  }
}

/// What cancellable work is marked with: any hashable, sendable value, as TCA takes.
struct EffectID: Hashable, @unchecked Sendable {
  // NB: @unchecked Sendable is justified because the only initializer takes a Sendable value.
  private let value: AnyHashable

  init(_ value: some Hashable & Sendable) {
    self.value = AnyHashable(value)
  }
}

/// How an effect sends an action back into the store: on the main actor, as TCA's `Send` does,
/// and not at all once the effect is cancelled.
struct Send<Action: Sendable>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  func callAsFunction(_ action: Action) async {
    // Checked on the main actor, where the store cancels: nothing slips in between.
    await MainActor.run {
      guard !Task.isCancelled else { return }
      send(action)
    }
  }
}

/// Something that changes the state for an action and says what work follows: TCA's
/// `Reducer` protocol, whose `body` is built from `Reduce { state, action in … }` and `Scope`.
@MainActor
protocol Reducer<State, Action> {
  associatedtype State
  associatedtype Action: Sendable
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}

/// Several reducers run one after another on each action, their effects merged: TCA's
/// `CombineReducers`, and what a `body` listing several reducers does.
struct CombineReducers<State, Action: Sendable>: Reducer {
  let reducers: [any Reducer<State, Action>]

  init(_ reducers: any Reducer<State, Action>...) {
    self.reducers = reducers
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .merge(reducers.map { $0.reduce(into: &state, action: action) })
  }
}

/// The views' actions: every change a person makes to the state is made here, and nowhere else.
///
/// It is a pure function of the state and the action; what reaches the server is an effect it
/// returns, run by the store. `@Reducer` would make this a struct with a `body`; the plain
/// function is what that body comes to.
struct AppReducer: Reducer {
  /// The server, as the reducer's effects reach it.
  let client: TodoClient

  func reduce(into state: inout AppState, action: AppAction) -> Effect<AppAction> {
    switch action {
    case .addSubmitted(let title):
      guard !title.isEmpty else { return .none }
      // The server hands out the id, so the todo joins the state when it answers.
      return .run { [client] send in await send(.added(await client.add(title))) }
    case .added(let todo):
      state.todos.insert(todo, at: 0)
      return .none
    case .deleteSwiped(let ids):
      for id in ids { state.delete(id) }
      return .merge(
        ids.map { .cancel(id: CancelID.fetch($0)) }
          + [.run { [client] _ in for id in ids { await client.delete(id) } }])
    case .todo(let id, let action):
      return reduce(into: &state, todo: id, action: action)
    case .pathChanged(let window, let path):
      state.paths[window] = path
      return .none
    case .windowClosed(let window):
      state.paths[window] = nil
      return .none
    case .serverPushed, .serverAnswered:
      return .none  // ServerPushReducer's
    }
  }

  /// The detail's actions: the todo is changed where it is, in `state.todos`, so every list
  /// shows it; there is no copy to send back.
  private func reduce(
    into state: inout AppState, todo id: TodoID, action: TodoAction
  ) -> Effect<AppAction> {
    switch action {
    case .titleSubmitted(let title):
      guard state.todos[id: id] != nil else { return .none }
      state.todos[id: id]?.title = title
      return .write(to: id, client) { await client.rename(id, title) }
    case .favoriteChanged(let isFavorite):
      state.todos[id: id]?.isFavorite = isFavorite
      return .write(to: id, client) { await client.setFavorite(id, isFavorite) }
    case .deleteTapped:
      state.delete(id)
      return .merge([
        .cancel(id: CancelID.fetch(id)), .run { [client] _ in await client.delete(id) },
      ])
    }
  }

}

/// The server's pushes: each is answered by the todo as the server has it now.
struct ServerPushReducer: Reducer {
  /// The server, as the reducer's effects reach it.
  let client: TodoClient

  func reduce(into state: inout AppState, action: AppAction) -> Effect<AppAction> {
    switch action {
    case .serverPushed(let change):
      // NB: the push's value was taken when the server sent it; an edit may have been made since.
      // Ask the server for the todo as it is now, and write that.
      // A newer request about the same todo cancels this one: its answer would be older.
      let id = change.todoID
      return .run { [client] send in await send(.serverAnswered(id, await client.fetch(id))) }
        .cancellable(id: CancelID.fetch(id), cancelInFlight: true)
    case .serverAnswered(let id, let todo?):
      if state.todos[id: id] == nil {
        state.todos.insert(todo, at: 0)
      } else {
        state.todos[id: id] = todo
      }
      return .none
    case .serverAnswered(let id, nil):
      state.delete(id)
      return .none
    default:
      return .none
    }
  }
}

/// What an effect about a todo's server copy is cancelled by: TCA's cancel ids.
enum CancelID: Hashable {
  /// A request for the todo as the server holds it.
  case fetch(TodoID)
}

extension Effect<AppAction> {
  /// Sends an edit of todo `id` to the server, then asks for the todo as the server holds it and
  /// sends the answer back.
  ///
  /// It cancels any request about the todo still on its way: that answer was read before this
  /// edit, and written into the state it would undo it. The answer read after the edit has all
  /// the server has, the edit and whatever the cancelled answer was bringing.
  static func write(
    to id: TodoID, _ client: TodoClient, _ write: @escaping @Sendable () async -> Void
  ) -> Effect {
    .run { send in
      await write()
      await send(.serverAnswered(id, await client.fetch(id)))
    }
    .cancellable(id: CancelID.fetch(id), cancelInFlight: true)
  }
}

extension AppState {
  /// Takes a todo out, and every detail of it off every window's stack.
  mutating func delete(_ id: TodoID) {
    todos.remove(id: id)
    for (window, path) in paths where path.contains(id) {
      paths[window] = path.filter { $0 != id }
    }
  }
}
