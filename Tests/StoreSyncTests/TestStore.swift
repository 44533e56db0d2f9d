import Testing
import TodoModel

@testable import StoreSync

/// A store for tests in the exhaustive style of TCA's `TestStore`: every action sent or received
/// says exactly how it changes the state, every action an effect sends back must be received,
/// and no effect may still be running when the test ends.
///
/// It runs the same reducer as the app's ``Store``, and cancels effects as that store does
/// (`.cancellable(id:cancelInFlight:)`, `.cancel(id:)`): an action a cancelled effect sends is
/// dropped, so a test sees which answers arrive and which never do.
@MainActor
final class TestStore<State: Equatable, Action: Equatable & Sendable> {
  /// The state, as of the last action sent or received.
  private(set) var state: State
  private let reducer: any Reducer<State, Action>
  /// What the effects sent back and the test has not received yet, oldest first.
  private var unreceived: [Action] = []
  /// The effects started and not yet finished or cancelled, run as the app's store runs them.
  private let effects = RunningEffects()
  /// Every effect started, cancelled or not: awaited before anything is received or finished.
  private var started: [Task<Void, Never>] = []

  init(initialState: State, reducer: any Reducer<State, Action>) {
    state = initialState
    self.reducer = reducer
  }

  /// Sends `action`, as a view would; `update` changes the expected state as the reducer must.
  func send(
    _ action: Action, _ update: (inout State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if !unreceived.isEmpty {
      Issue.record(
        "received \(unreceived) and did not assert it before sending \(action)",
        sourceLocation: sourceLocation)
    }
    reduce(action, update, sourceLocation)
  }

  /// Waits for the running effects, then takes the oldest action they sent back: it must be
  /// `action`, and `update` changes the expected state as the reducer must.
  func receive(
    _ action: Action, _ update: (inout State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await settle()
    guard !unreceived.isEmpty else {
      Issue.record(
        "expected to receive \(action), but no effect sent it", sourceLocation: sourceLocation)
      return
    }
    let received = unreceived.removeFirst()
    #expect(received == action, "received another action", sourceLocation: sourceLocation)
    reduce(received, update, sourceLocation)
  }

  /// Waits for every effect, and fails for each action sent back and never received.
  func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
    await settle()
    #expect(
      unreceived.isEmpty, "received \(unreceived) and did not assert it",
      sourceLocation: sourceLocation)
  }

  private func reduce(
    _ action: Action, _ update: (inout State) -> Void, _ sourceLocation: SourceLocation
  ) {
    var expected = state
    update(&expected)
    let effect = reducer.reduce(into: &state, action: action)
    #expect(
      state == expected, "the state after \(action) is not the one asserted",
      sourceLocation: sourceLocation)
    run(effect)
  }

  /// Starts `effect` as the app's store does, sending what it sends back to ``unreceived``.
  private func run(_ effect: Effect<Action>) {
    started += effects.run(effect, sendingTo: Send { [weak self] in self?.unreceived.append($0) })
  }

  /// Waits until every effect started so far has returned.
  private func settle() async {
    while let task = started.first {
      await task.value
      started.removeFirst()
    }
  }
}
