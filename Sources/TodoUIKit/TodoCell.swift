import TodoModel
import UIKit

// The todo screens every UIKit chapter shows, the same in each: how a row shows a todo, the
// field that adds one, and the detail's form. What differs from chapter to chapter — who hears of
// a change, and how — lives in the chapter's own view controllers.

extension UITableViewCell {
  /// Shows `todo`: its title, and a filled star when it is a favourite.
  ///
  /// The todo's id is the cell's accessibility identifier, by which a UI test (and the host that
  /// runs the chapters here) finds the row of a todo.
  public func show(_ todo: Todo) {
    var content = defaultContentConfiguration()
    content.text = todo.title
    content.image = todo.isFavorite ? UIImage(systemName: "star.fill") : nil
    contentConfiguration = content
    accessibilityIdentifier = todo.id.rawValue
  }
}

/// The field above a list where a person types a new todo's title and presses Return.
public final class NewTodoField: UITextField {
  /// A field that hands each title typed, non-empty, to `add`, and empties itself.
  public init(add: @escaping @MainActor (String) -> Void) {
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    placeholder = "New todo"
    addAction(
      UIAction { [weak self] _ in
        guard let self, let title = self.text, !title.isEmpty else { return }
        self.text = ""
        add(title)
      }, for: .editingDidEndOnExit)
  }

  /// A field from a storyboard: never made, this one is made in code.
  public required init?(coder: NSCoder) {
    fatalError("NewTodoField is made in code")
  }
}
