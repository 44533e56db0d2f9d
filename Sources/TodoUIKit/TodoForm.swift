import TodoModel
import UIKit

/// The detail's controls: the title, which Return saves, the star and Delete.
///
/// It shows what it is given and reports what the person does; what saving means is the
/// chapter's.
public final class TodoForm: UIStackView {
  private let titleField = UITextField()
  private let favoriteButton: UIButton
  private let deleteButton: UIButton

  /// A form that hands a new title, non-empty, to `rename`, and a tap on the star or on Delete to
  /// `toggleFavorite` or `delete`.
  public init(
    rename: @escaping @MainActor (String) -> Void,
    toggleFavorite: @escaping @MainActor () -> Void,
    delete: @escaping @MainActor () -> Void
  ) {
    favoriteButton = UIButton(
      type: .system, primaryAction: UIAction(title: "Favorite") { _ in toggleFavorite() })
    deleteButton = UIButton(
      type: .system, primaryAction: UIAction(title: "Delete") { _ in delete() })
    super.init(arrangedSubviews: [titleField, favoriteButton, deleteButton])
    axis = .vertical
    titleField.placeholder = "Title"
    titleField.addAction(
      UIAction { [weak titleField] _ in
        guard let title = titleField?.text, !title.isEmpty else { return }
        rename(title)
      }, for: .editingDidEndOnExit)
  }

  /// A form from a storyboard: never made, this one is made in code.
  public required init(coder: NSCoder) {
    fatalError("TodoForm is made in code")
  }

  /// Shows `todo`: its title in the field, and the star filled for a favourite.
  ///
  /// While the person is typing in the field, the field keeps what they typed: a change that
  /// arrives shows in the star and in the lists, not over their text.
  public func show(_ todo: Todo) {
    if !titleField.isEditing { titleField.text = todo.title }
    let star = todo.isFavorite ? "star.fill" : "star"
    favoriteButton.setImage(UIImage(systemName: star), for: .normal)
  }

  /// Puts the form at the top of `view`, inside its margins.
  public func place(in view: UIView) {
    translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(self)
    NSLayoutConstraint.activate([
      topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}
