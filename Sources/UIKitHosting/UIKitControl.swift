import HeadlessUIKit

/// The controls a person uses in a UIKit-shaped lesson, found as a UI test finds them: by the
/// placeholder of a text field, by the title of a button.
public enum UIKitControl: String, CaseIterable, Hashable, Sendable {
  /// The list's field for a new todo's title, confirmed with Return: `add`.
  case newTodoField
  /// The detail's field for the todo's title, confirmed with Return: `rename`.
  case titleField
  /// The detail's button for the star, which shows `star.fill` for a favourite: `favorite`.
  case favoriteButton
  /// The detail's button that deletes the todo: `delete`.
  case deleteButton

  /// The placeholder or title the control is found by.
  public var title: String {
    switch self {
    case .newTodoField: "New todo"
    case .titleField: "Title"
    case .favoriteButton: "Favorite"
    case .deleteButton: "Delete"
    }
  }

  /// The control as a lesson makes it, for an error that says what is missing.
  public var declaration: String {
    switch self {
    case .newTodoField, .titleField:
      "a UITextField with placeholder \"\(title)\" and an action for .editingDidEndOnExit"
    case .favoriteButton, .deleteButton:
      "UIButton(type: .system, primaryAction: UIAction(title: \"\(title)\") { … })"
    }
  }

  /// The control among `views`, or `nil` when none is there.
  @MainActor func find(in views: [UIView]) -> UIControl? {
    switch self {
    case .newTodoField, .titleField:
      views.lazy.compactMap { $0 as? UITextField }.first { $0.placeholder == title }
    case .favoriteButton, .deleteButton:
      views.lazy.compactMap { $0 as? UIButton }.first {
        $0.currentTitle == title || $0.accessibilityLabel == title
      }
    }
  }
}
