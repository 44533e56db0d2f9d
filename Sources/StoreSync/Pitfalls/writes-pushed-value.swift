import TodoModel

/// `writes-pushed-value`: the reducer writes the value a server push carries into the state,
/// whenever the push arrives.
///
/// Symptom: a push that arrives late — after the person edited the same todo — writes the value
/// the server sent before that edit, and the edit is gone from every screen though the server has
/// it. The value was captured when the push was sent, and written back later.
final class WritesPushedValueApp: StoreSyncApp {
  override class func makeReducer(client: TodoClient) -> any Reducer {
    WritesPushedValueReducer(app: AppReducer(client: client))
  }
}

/// ``AppReducer``, with a push's value written as it came.
struct WritesPushedValueReducer: Reducer {
  let app: AppReducer

  func reduce(into state: inout AppState, action: AppAction) -> Effect {
    switch action {
    case .serverPushed(.updated(let todo)):
      state.todos[id: todo.id] = todo
      return .none
    default:
      return app.reduce(into: &state, action: action)
    }
  }
}
