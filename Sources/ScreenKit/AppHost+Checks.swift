import TodoModel

extension AppHost {
  /// Performs `script` one command at a time next to the reference model, and returns the first
  /// step where what the screens show differs from what the model expects, with a line diff; or
  /// `nil` when they agree after every step.
  ///
  /// Call it on a freshly launched host: the reference model starts from the sample todos.
  public func firstDivergence(running script: String) async throws(ScenarioError) -> String? {
    var reference = ReferenceModel(restoresOnRelaunch: chapter.restoresOnRelaunch)
    for (index, command) in try Scenario(text: script).commands().enumerated() {
      try await perform(command)
      try reference.apply(command)
      let diff = dump().lineDiff(expected: reference.dump())
      if !diff.isEmpty { return "step \(index + 1), after \(command.text):\n\(diff)" }
    }
    return nil
  }

  /// Delivers server pushes from background threads, all at once, while the person performs
  /// `script` on the screens, then waits until everything has settled.
  ///
  /// Lines of the script that no longer fit (their todo was just deleted by a push) are rejected
  /// and change nothing, as the rules promise.
  public func deliverConcurrently(
    _ changes: [ScenarioCommand.RemoteChange], whilePerforming script: String
  ) async {
    // Each delivery suspends while its background thread writes, so they overlap.
    let deliveries = changes.map { change in Task { await deliverRemoteChange(change) } }
    for line in Scenario(text: script).lines {
      if case .success(let command) = line.parsed { try? await perform(command) }
    }
    for delivery in deliveries { await delivery.value }
    await settle()
  }
}
