import TodoModel

/// `answer-not-cancelled`: the push's request for the todo is not marked cancellable, so the
/// person's edit, which asks again, cannot cancel it.
///
/// Symptom: the person renames a todo while the answer to a push about it is still on its way;
/// when that answer arrives after the edit's own, it writes the title the server had before the
/// edit, and every screen shows it though the server holds the new one. TCA cancels such work
/// with `.cancellable(id:cancelInFlight:)`.
///
/// ``ServerPushReducer``, with the request a push makes left uncancellable.
struct UncancelledPushReducer: Reducer {
  /// The server, as the reducer's effects reach it.
  let client: TodoClient

  func reduce(into state: inout AppState, action: AppAction) -> Effect<AppAction> {
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
