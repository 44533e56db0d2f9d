import Foundation
import Observation
import TodoModel

/// The one store of the app: it holds the state, runs the reducer for every action, runs the
/// effects it returns, and tells each view only what that view reads.
///
/// A list reads ``todoIDs``, a window its path in ``paths``, and a row or a detail a scope of
/// one todo (``scope(id:)``). After each action the store writes each of them only if it
/// changed, so a rename runs the renamed todo's row and detail and nothing else. TCA's
/// `@ObservableState` does the same for a feature's state field by field; here the store does it
/// for the three things its views read.
@Observable
@MainActor
final class Store {
  /// The state, as of the last action; reading it observes nothing.
  @ObservationIgnored private(set) var state: AppState
  /// The todos' ids, newest first: what a list's rows are.
  private(set) var todoIDs: [TodoID]
  /// Each window's stack.
  private(set) var paths: [WindowID: [TodoID]]
  @ObservationIgnored private let reducer: any Reducer<AppState, AppAction>
  /// The scopes views hold, by todo: kept weakly, so a row that scrolls away lets its scope go.
  @ObservationIgnored private var scopes: [TodoID: WeakScope] = [:]
  /// The effects still running, so that they can be counted or cancelled.
  @ObservationIgnored let effects = RunningEffects()

  init(initialState: AppState, reducer: any Reducer<AppState, AppAction>) {
    state = initialState
    todoIDs = initialState.todos.ids
    paths = initialState.paths
    self.reducer = reducer
  }

  /// Runs the reducer for `action`, tells the views what changed, and starts its effect.
  func send(_ action: AppAction) {
    let effect = reducer.reduce(into: &state, action: action)
    publish()
    effects.run(effect, sendingTo: Send { [weak self] action in self?.send(action) })
  }

  /// The whole state, observed as one value.
  ///
  /// A view that reads it runs again after every action, whatever it changed. The views of this
  /// app read ``todoIDs``, ``paths`` and a scope instead.
  var observedState: AppState {
    access(keyPath: \.observedState)
    return state
  }

  /// The store of one todo, for a row or a detail.
  ///
  /// It reads `state.todos[id: id]` and sends actions tagged with the id: TCA's
  /// `store.scope(state: \.todos[id: id], action: \.todos[id: id])`.
  func scope(id: TodoID) -> TodoStore {
    if let scope = scopes[id]?.scope { return scope }
    let scope = TodoStore(id: id, todo: state.todos[id: id], root: self)
    scopes[id] = WeakScope(scope: scope)
    return scope
  }

  /// Writes what each view reads, where it changed: a write is what runs a body.
  private func publish() {
    withMutation(keyPath: \.observedState) {}
    // Equal arrays that share storage compare in O(1): a rename leaves `ids` untouched.
    if todoIDs != state.todos.ids { todoIDs = state.todos.ids }
    if paths != state.paths { paths = state.paths }
    for (id, weakScope) in scopes {
      guard let scope = weakScope.scope else {
        scopes[id] = nil
        continue
      }
      let todo = state.todos[id: id]
      if scope.todo != todo { scope.todo = todo }
    }
  }

}

/// The effects a store has started and that are still running, each with the id it may be
/// cancelled by.
@MainActor
final class RunningEffects {
  private var running: [UUID: (task: Task<Void, Never>, id: EffectID?)] = [:]

  /// How many are still running.
  var count: Int { running.count }

  /// Cancels what `effect` cancels, sends the actions it sends at once, then starts its work,
  /// each piece in a task of its own, which sends its answers back through `send`; returns the
  /// tasks it started.
  @discardableResult
  func run<Action>(_ effect: Effect<Action>, sendingTo send: Send<Action>) -> [Task<Void, Never>] {
    for id in effect.cancellations { cancel(markedWith: id) }
    for action in effect.actions { send.send(action) }
    return effect.work.map { work in
      if work.cancelsInFlight, let id = work.id { cancel(markedWith: id) }
      let key = UUID()
      let task = Task { [weak self] in
        await work.operation(send)
        self?.running[key] = nil
      }
      running[key] = (task, work.id)
      return task
    }
  }

  private func cancel(markedWith id: EffectID) {
    for (key, effect) in running where effect.id == id {
      effect.task.cancel()
      running[key] = nil
    }
  }
}

/// One todo's part of the store: what a row and a detail read, and where they send actions.
@Observable
@MainActor
final class TodoStore: Identifiable {
  let id: TodoID
  /// The todo, or `nil` once it is deleted.
  fileprivate(set) var todo: Todo?
  @ObservationIgnored private unowned let root: Store

  fileprivate init(id: TodoID, todo: Todo?, root: Store) {
    self.id = id
    self.todo = todo
    self.root = root
  }

  /// Sends `action` to the store, tagged with this todo's id.
  func send(_ action: TodoAction) {
    root.send(.todo(id: id, action))
  }
}

/// A scope, held weakly.
private struct WeakScope {
  weak var scope: TodoStore?
}
