import TodoModel

/// `writes-pushed-value`: the reducer writes the value a server push carries into the state,
/// whenever the push arrives.
///
/// Symptom: a push that arrives late — after the person edited the same todo — writes the value
/// the server sent before that edit, and the edit is gone from every screen though the server has
/// it. The value was captured when the push was sent, and written back later.
///
/// ``ServerPushReducer``, with an update's pushed value — the whole todo, as the server sent it —
/// written as it came.
struct WritesPushedValueReducer: Reducer {
  /// The server, as the reducer's effects reach it.
  let client: TodoClient

  func reduce(into state: inout AppState, action: AppAction) -> Effect<AppAction> {
    switch action {
    case .serverPushed(.updated(let todo)):
      state.todos[id: todo.id] = todo
      return .none
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
