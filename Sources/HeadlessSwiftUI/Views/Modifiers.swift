/// A view that runs `action` when `value` changes: `.onChange(of:)`.
package struct ChangeModifier<Content: View, Value: Equatable>: View, PrimitiveView {
  let content: Content
  let value: Value
  /// Whether the action runs when the identity first appears, with the value as both old and new.
  let initial: Bool
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
      if initial { action(value, value) }
    }
  }
}

/// A view that runs an asynchronous `action` while its identity is in the tree: `.task`.
///
/// The task starts when the identity appears and is cancelled when it goes, so a `for await`
/// loop in it ends with the view.
///
/// With an id, `.task(id:)`: when the id changes, the running task is cancelled and a new one
/// starts.
package struct TaskModifier<Content: View>: View, PrimitiveView {
  let content: Content
  /// What restarts the task when it changes; `nil` for a task that runs once per appearance.
  let id: TaskID?
  let priority: TaskPriority
  let action: @MainActor () async -> Void

  /// A primitive has no body.
  package var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [ViewChild(position: 0, view: content)] }

  func didAppear(in node: ViewNode) {
    start(in: node)
  }

  /// A new id cancels the task and starts another, once the identity has appeared.
  func willMakeChildren(in node: ViewNode) {
    guard let box = node.storage["task"] as? TaskBox, let id, box.id?.equals(id) == false else {
      return
    }
    box.task.cancel()
    start(in: node)
  }

  func didDisappear(in node: ViewNode) {
    (node.storage["task"] as? TaskBox)?.task.cancel()
  }

  private func start(in node: ViewNode) {
    let action = action
    node.storage["task"] = TaskBox(
      Task(priority: priority) { @MainActor in await action() }, id: id)
  }
}

/// The task of one `.task` identity, and the id it was started for.
final class TaskBox {
  let task: Task<Void, Never>
  let id: TaskID?

  init(_ task: Task<Void, Never>, id: TaskID?) {
    self.task = task
    self.id = id
  }
}

/// The id of a `.task(id:)`, compared by its own `==`, as SwiftUI asks only that it be
/// `Equatable`.
struct TaskID {
  private let value: Any
  private let isEqual: (Any) -> Bool

  init<Value: Equatable>(_ value: Value) {
    self.value = value
    isEqual = { ($0 as? Value) == value }
  }

  /// Whether `other` holds an equal value of the same type.
  func equals(_ other: TaskID) -> Bool {
    isEqual(other.value)
  }
}

/// The kinds of control whose confirmation runs an `.onSubmit` action: SwiftUI's
/// `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
  /// The bits of the set, one per trigger.
  public let rawValue: Int

  /// A set of triggers from their raw value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Return in a text field.
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  /// Return in a search field; the stand-in has none, so nothing sends it.
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// A view whose text fields, and those of every view inside it, run `action` when the person
/// confirms them: `.onSubmit`.
package struct SubmitModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let triggers: SubmitTriggers
  let action: () -> Void

  /// A primitive has no body.
  package var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [ViewChild(position: 0, view: content)] }
}

/// What the node walk of ``ViewNode/submitText()`` reads of a ``SubmitModifier`` of any content.
@MainActor private protocol SubmitAction {
  var triggers: SubmitTriggers { get }
  var action: () -> Void { get }
}

extension SubmitModifier: SubmitAction {}

extension ViewNode {
  /// The person presses Return in the text field this node shows: every `.onSubmit` action for
  /// text on the way from the field up to the root runs, the innermost first.
  ///
  /// Apple's page says an action may be set "on an individual view or an entire view hierarchy";
  /// it does not say in which order several run.
  package func submitText() {
    var node: ViewNode? = self
    while let current = node {
      if let submit = current.view as? any SubmitAction, submit.triggers.contains(.text) {
        submit.action()
      }
      node = current.parent
    }
  }

  /// The person types `text` over the text of the field this node shows, and presses Return.
  package func typeText(_ text: String) {
    (view as? TextField)?.enter(text)
    submitText()
  }
}

extension View {
  /// Runs `action` when the person confirms a value in this view or in any view inside it: Return
  /// in a text field.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  {
    SubmitModifier(content: self, triggers: triggers, action: action)
  }

  /// Runs `action` with the old and the new value whenever `value` differs from the last time
  /// this view was evaluated.
  ///
  /// With `initial`, it runs once more when the view first appears, with the value as both.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false,
    _ action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
  ) -> some View {
    ChangeModifier(content: self, value: value, initial: initial, action: action)
  }

  /// Runs `action` whenever `value` differs from the last time this view was evaluated, and,
  /// with `initial`, when the view first appears.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    ChangeModifier(content: self, value: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` in a task that starts when the view appears and is cancelled when it goes.
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    TaskModifier(content: self, id: nil, priority: priority, action: action)
  }

  /// Runs `action` in a task that starts when the view appears, is cancelled when it goes, and
  /// is cancelled and started again when `id` changes.
  public func task<ID: Equatable>(
    id: ID, priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    TaskModifier(content: self, id: TaskID(id), priority: priority, action: action)
  }
}
