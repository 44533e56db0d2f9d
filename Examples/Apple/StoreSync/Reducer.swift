// Chapter 9 on every platform: the effect a reducer returns, and the two reducers that hold all of
// the app's logic. Foundation only, so it builds anywhere. Part of the app in TodoApp.swift: add it
// to the same app target.

import Foundation

/// What a reducer asks for after it changed the state: TCA's `Effect`, reduced to `.none`, `.run`
/// and `.merge`.
///
/// An effect is work that talks to the outside world and sends what it learned back as actions.
struct Effect: Sendable {
  /// The work, run by the store in a task of its own; `nil` for none.
  let operation: (@Sendable (Send) async -> Void)?

  /// Nothing to do.
  static let none = Effect(operation: nil)

  /// Work to run off the main actor, which may send actions back through `send`.
  static func run(_ operation: @escaping @Sendable (Send) async -> Void) -> Effect {
    Effect(operation: operation)
  }

  /// Every effect in `effects`, run side by side: what two reducers combined return.
  static func merge(_ effects: [Effect]) -> Effect {
    let operations = effects.compactMap(\.operation)
    if operations.count < 2 { return Effect(operation: operations.first) }
    return .run { send in
      await withTaskGroup(of: Void.self) { group in
        for operation in operations {
          group.addTask { await operation(send) }
        }
      }
    }
  }
}

/// How an effect sends an action back into the store: on the main actor, as TCA's `Send` does.
struct Send: Sendable {
  let send: @MainActor @Sendable (AppAction) -> Void

  func callAsFunction(_ action: AppAction) async {
    await send(action)
  }
}

/// Something that changes the state for an action and says what work follows: TCA's
/// `Reducer` protocol, whose `body` is built from `Reduce { state, action in … }` and `Scope`.
@MainActor
protocol Reducer {
  func reduce(into state: inout AppState, action: AppAction) -> Effect
}

/// Several reducers run one after another on each action, their effects merged: TCA's
/// `CombineReducers`, and what a `body` listing several reducers does.
struct CombineReducers: Reducer {
  let reducers: [any Reducer]

  init(_ reducers: any Reducer...) {
    self.reducers = reducers
  }

  func reduce(into state: inout AppState, action: AppAction) -> Effect {
    .merge(reducers.map { $0.reduce(into: &state, action: action) })
  }
}

/// The views' actions: every change a person makes to the state is made here, and nowhere else.
///
/// It is a pure function of the state and the action; what reaches the server is an effect it
/// returns, run by the store. TCA's `@Reducer` macro would make this a struct with a `body`; the
/// plain function is what that body comes to.
struct AppReducer: Reducer {
  /// The server, as the reducer's effects reach it.
  let client: TodoClient

  func reduce(into state: inout AppState, action: AppAction) -> Effect {
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
      return .run { [client] _ in
        for id in ids { await client.delete(id) }
      }
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
  private func reduce(into state: inout AppState, todo id: TodoID, action: TodoAction) -> Effect {
    switch action {
    case .titleSubmitted(let title):
      guard state.todos[id: id] != nil else { return .none }
      state.todos[id: id]?.title = title
      return .run { [client] _ in await client.rename(id, title) }
    case .favoriteChanged(let isFavorite):
      state.todos[id: id]?.isFavorite = isFavorite
      return .run { [client] _ in await client.setFavorite(id, isFavorite) }
    case .deleteTapped:
      state.delete(id)
      return .run { [client] _ in await client.delete(id) }
    }
  }

}

/// The server's pushes: each is answered by the todo as the server has it now.
struct ServerPushReducer: Reducer {
  /// The server, as the reducer's effects reach it.
  let client: TodoClient

  func reduce(into state: inout AppState, action: AppAction) -> Effect {
    switch action {
    case .serverPushed(let change):
      // NB: the push's value was taken when the server sent it; an edit may have been made since.
      // Ask the server for the todo as it is now, and write that.
      let id = change.todoID
      return .run { [client] send in await send(.serverAnswered(id, await client.fetch(id))) }
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

extension AppState {
  /// Takes a todo out, and every detail of it off every window's stack.
  mutating func delete(_ id: TodoID) {
    todos.remove(id: id)
    for (window, path) in paths where path.contains(id) {
      paths[window] = path.filter { $0 != id }
    }
  }
}
