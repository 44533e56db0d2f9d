import Observation
import SwiftUI
import TodoModel

/// `stack-of-copies`: each window's navigation stack holds its details' own state, as TCA's
/// `StackState` does, and each detail edits a copy of its todo.
///
/// In sync because the parent keeps the copies so: a detail changes its copy and tells the parent
/// with a delegate action, and the parent writes the todo into the list and every other copy, as
/// it writes a server's answer. TCA's SyncUps forwarded its detail's edits so before `@Shared`.
struct StackAppState: Equatable {
  /// The todos, newest first.
  var todos: IdentifiedArray<Todo>
  /// Each window's stack, bottom first: TCA's `StackState<Path.State>`, by the todo's id.
  var stacks: [WindowID: IdentifiedArray<TodoDetail>] = [:]
}

/// A detail's own state: a copy of its todo, taken when it was pushed.
struct TodoDetail: Equatable, Identifiable {
  var todo: Todo
  var id: TodoID { todo.id }
}

/// Everything that can happen; a detail's actions are addressed by window and todo.
enum StackAppAction: Equatable, Sendable {
  case addSubmitted(title: String)
  case added(Todo)
  case deleteSwiped([TodoID])
  case pathChanged(WindowID, [TodoID])
  case windowClosed(WindowID)
  case detail(WindowID, TodoID, TodoDetailAction)
  case serverPushed(TodoChange)
  case serverAnswered(TodoID, Todo?)
}

/// What happens in a detail: what the person did, and what the detail tells its parent.
enum TodoDetailAction: Equatable, Sendable {
  case view(TodoAction)
  case delegate(Delegate)
  /// What the parent must hear: the detail has no say over the list.
  enum Delegate: Equatable, Sendable {
    case todoChanged(Todo)
    case deleteRequested
  }
}

/// The detail's reducer: it changes the detail's copy, and says what to tell the parent.
struct TodoDetailReducer {
  func reduce(into detail: inout TodoDetail, action: TodoAction) -> TodoDetailAction.Delegate {
    switch action {
    case .titleSubmitted(let title): detail.todo.title = title
    case .favoriteChanged(let isFavorite): detail.todo.isFavorite = isFavorite
    case .deleteTapped: return .deleteRequested
    }
    return .todoChanged(detail.todo)
  }
}

/// The parent's reducer: the list, the stacks, the server, and the details' delegate actions.
struct StackAppReducer: Reducer {
  let client: TodoClient

  func reduce(into state: inout StackAppState, action: StackAppAction) -> Effect<StackAppAction> {
    switch action {
    case .addSubmitted(let title):
      guard !title.isEmpty else { return .none }
      return .run { [client] send in await send(.added(await client.add(title))) }
    case .added(let todo):
      state.todos.insert(todo, at: 0)
      return .none
    case .deleteSwiped(let ids):
      for id in ids { state.delete(id) }
      return .merge(
        ids.map { .cancel(id: CancelID.fetch($0)) }
          + [.run { [client] _ in for id in ids { await client.delete(id) } }])
    case .pathChanged(let window, let ids):
      // A pushed detail starts from a copy of its todo; one still on the stack keeps its own.
      let stack = state.stacks[window] ?? IdentifiedArray([])
      state.stacks[window] = IdentifiedArray(
        ids.compactMap { id in stack[id: id] ?? state.todos[id: id].map(TodoDetail.init) })
      return .none
    case .windowClosed(let window):
      state.stacks[window] = nil
      return .none
    case .detail(let window, let id, .view(let action)):
      guard var detail = state.stacks[window]?[id: id] else { return .none }
      let delegate = TodoDetailReducer().reduce(into: &detail, action: action)
      state.stacks[window]?[id: id] = detail
      return .send(.detail(window, id, .delegate(delegate)))
    case .detail(_, _, .delegate(.todoChanged(let todo))):
      guard let old = state.todos[id: todo.id] else { return .none }
      state.write(todo)
      return .run { [client] send in
        if old.title != todo.title { await client.rename(todo.id, todo.title) }
        if old.isFavorite != todo.isFavorite { await client.setFavorite(todo.id, todo.isFavorite) }
        await send(.serverAnswered(todo.id, await client.fetch(todo.id)))
      }
      .cancellable(id: CancelID.fetch(todo.id), cancelInFlight: true)
    case .detail(_, let id, .delegate(.deleteRequested)):
      state.delete(id)
      return .merge([
        .cancel(id: CancelID.fetch(id)), .run { [client] _ in await client.delete(id) },
      ])
    case .serverPushed(let change):
      let id = change.todoID
      return .run { [client] send in await send(.serverAnswered(id, await client.fetch(id))) }
        .cancellable(id: CancelID.fetch(id), cancelInFlight: true)
    case .serverAnswered(let id, let todo?):
      if state.todos[id: id] == nil { state.todos.insert(todo, at: 0) }
      state.write(todo)
      return .none
    case .serverAnswered(let id, nil):
      state.delete(id)
      return .none
    }
  }
}

extension StackAppState {
  /// Writes `todo` into the list and into every copy of it on every stack.
  mutating func write(_ todo: Todo) {
    todos[id: todo.id] = todo
    for window in stacks.keys { stacks[window]?[id: todo.id]?.todo = todo }
  }

  /// Takes a todo out of the list, and its details off every stack.
  mutating func delete(_ id: TodoID) {
    todos.remove(id: id)
    for window in stacks.keys { stacks[window]?.remove(id: id) }
  }
}

/// The store: it runs the reducer and writes what the views read only where it changed.
@Observable
@MainActor
final class StackStore {
  @ObservationIgnored private(set) var state: StackAppState
  /// What a list's rows are.
  private(set) var todoIDs: [TodoID]
  /// What the windows' paths and their details read.
  private(set) var stacks: [WindowID: IdentifiedArray<TodoDetail>]
  @ObservationIgnored private let reducer: any Reducer<StackAppState, StackAppAction>
  @ObservationIgnored private var rows: [TodoID: WeakRow] = [:]
  @ObservationIgnored let effects = RunningEffects()

  init(initialState: StackAppState, reducer: any Reducer<StackAppState, StackAppAction>) {
    state = initialState
    todoIDs = initialState.todos.ids
    stacks = initialState.stacks
    self.reducer = reducer
  }

  func send(_ action: StackAppAction) {
    let effect = reducer.reduce(into: &state, action: action)
    if todoIDs != state.todos.ids { todoIDs = state.todos.ids }
    if stacks != state.stacks { stacks = state.stacks }
    rows = rows.filter { $0.value.row != nil }
    for (id, weakRow) in rows where weakRow.row?.todo != state.todos[id: id] {
      weakRow.row?.todo = state.todos[id: id]
    }
    effects.run(effect, sendingTo: Send { [weak self] action in self?.send(action) })
  }

  /// What the row of one todo reads.
  func row(id: TodoID) -> TodoRowState {
    if let row = rows[id]?.row { return row }
    let row = TodoRowState()
    row.todo = state.todos[id: id]
    rows[id] = WeakRow(row: row)
    return row
  }
}

/// The todo one row shows.
@Observable
@MainActor
final class TodoRowState {
  fileprivate(set) var todo: Todo?
}

private struct WeakRow {
  weak var row: TodoRowState?
}

/// The app: one store, each window with its own stack.
struct StackTodoApp: App {
  let store: StackStore

  init() {
    let server = InMemoryTodoRepository()
    store = StackStore(
      initialState: StackAppState(todos: IdentifiedArray(server.allTodos())),
      reducer: StackAppReducer(client: .live(server)))
  }

  init(store: StackStore) { self.store = store }

  var body: some Scene {
    WindowGroup { StackContentView().environment(store) }
  }
}

/// A window: its path is its stack's ids; the destination finds its detail on the stack.
struct StackContentView: View {
  @Environment(StackStore.self) private var store
  @State private var window = WindowID()

  var body: some View {
    NavigationStack(path: path) {
      StackListView()
        .navigationTitle("Todos")
        .navigationDestination(for: TodoID.self) { id in
          StackDetailView(window: window, id: id)
        }
    }
    .onDisappear { store.send(.windowClosed(window)) }
  }

  private var path: Binding<[TodoID]> {
    Binding(
      get: { store.stacks[window]?.ids ?? [] },
      set: { store.send(.pathChanged(window, $0)) })
  }
}

/// ``TodoListView``, on this store.
struct StackListView: View {
  @Environment(StackStore.self) private var store
  @State private var draft = ""

  var body: some View {
    VStack {
      TextField("New todo", text: $draft)
        .onSubmit {
          store.send(.addSubmitted(title: draft))
          draft = ""
        }
      List {
        ForEach(store.todoIDs, id: \.self) { id in
          NavigationLink(value: id) {
            StackRow(row: store.row(id: id))
          }
        }
        .onDelete { offsets in
          store.send(.deleteSwiped(offsets.map { store.todoIDs[$0] }))
        }
      }
    }
  }
}

/// ``TodoRow``, on this store.
struct StackRow: View {
  let row: TodoRowState

  var body: some View {
    if let todo = row.todo {
      HStack {
        Text(todo.title)
        if todo.isFavorite {
          Image(systemName: "star.fill")
        }
      }
    }
  }
}

/// ``TodoDetailView``, showing the copy on its window's stack and sending actions addressed to it.
struct StackDetailView: View {
  let window: WindowID
  let id: TodoID
  @Environment(StackStore.self) private var store
  @State private var typedTitle: String?

  var body: some View {
    if let todo = store.stacks[window]?[id: id]?.todo {
      Form {
        TextField(
          "Title", text: Binding(get: { typedTitle ?? todo.title }, set: { typedTitle = $0 })
        )
        .onSubmit {
          guard let typedTitle else { return }
          send(.titleSubmitted(typedTitle))
          self.typedTitle = nil
        }
        Toggle(
          "Favorite", isOn: Binding(get: { todo.isFavorite }, set: { send(.favoriteChanged($0)) }))
        Button("Delete", role: .destructive) { send(.deleteTapped) }
      }
    } else {
      Text("This todo was deleted.")
    }
  }

  private func send(_ action: TodoAction) {
    store.send(.detail(window, id, .view(action)))
  }
}
