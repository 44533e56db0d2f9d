/// A view that runs `action` when `value` changes: `.onChange(of:)`.
package struct ChangeModifier<Content: View, Value: Equatable>: View, PrimitiveView {
  let content: Content
  let value: Value
  let action: (_ oldValue: Value, _ newValue: Value) -> Void

  /// A primitive has no body.
  package var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [ViewChild(position: 0, view: content)] }

  /// Keeps the value of the last evaluation with the identity; a different value runs the action.
  func willMakeChildren(in node: ViewNode) {
    if let previous = node.storage["onChange"] as? StateBox<Value>, previous.value != value {
      let oldValue = previous.value
      previous.value = value
      action(oldValue, value)
    } else if node.storage["onChange"] == nil {
      node.storage["onChange"] = StateBox(value, node: node, name: "onChange")
    }
  }
}

/// A view that runs an asynchronous `action` while its identity is in the tree: `.task`.
///
/// The task starts when the identity appears and is cancelled when it goes, so a `for await`
/// loop in it ends with the view.
package struct TaskModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let action: @MainActor () async -> Void

  /// A primitive has no body.
  package var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [ViewChild(position: 0, view: content)] }

  func didAppear(in node: ViewNode) {
    let action = action
    node.storage["task"] = TaskBox(Task { @MainActor in await action() })
  }

  func didDisappear(in node: ViewNode) {
    (node.storage["task"] as? TaskBox)?.task.cancel()
  }
}

/// The task of one `.task` identity.
final class TaskBox {
  let task: Task<Void, Never>

  init(_ task: Task<Void, Never>) {
    self.task = task
  }
}

extension View {
  /// Runs `action` with the old and the new value whenever `value` differs from the last time
  /// this view was evaluated.
  public func onChange<Value: Equatable>(
    of value: Value, _ action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
  ) -> some View {
    ChangeModifier(content: self, value: value, action: action)
  }

  /// Runs `action` in a task that starts when the view appears and is cancelled when it goes.
  public func task(_ action: @escaping @MainActor () async -> Void) -> some View {
    TaskModifier(content: self, action: action)
  }
}
