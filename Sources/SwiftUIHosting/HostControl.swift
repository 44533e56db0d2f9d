/// The controls the host uses for a person's commands, named once: the one contract between a
/// lesson's views and the scenario language.
///
/// The host finds a control as a person would, by its title: `TextField("Title", text: …)` in a
/// detail is what `rename` types into. A lesson whose view lacks the control a command needs is
/// told so with an `error:` line that names the control, instead of the command doing nothing.
package enum HostControl: String, CaseIterable, Hashable, Sendable {
  /// The list's field for a new todo's title, confirmed with `.onSubmit`: `add`.
  case newTodoField
  /// The detail's field for the todo's title, confirmed with `.onSubmit`: `rename`.
  case titleField
  /// The detail's switch for the star: `favorite`.
  case favoriteToggle
  /// The detail's button that deletes the todo: `delete`.
  case deleteButton
  /// The list's picker of the order every list shows: `sort`.
  case sortPicker

  /// The title the control is found by.
  package var title: String {
    switch self {
    case .newTodoField: "New todo"
    case .titleField: "Title"
    case .favoriteToggle: "Favorite"
    case .deleteButton: "Delete"
    case .sortPicker: "Sort"
    }
  }

  /// The control as a lesson declares it, for an error that says what is missing.
  package var declaration: String {
    switch self {
    case .newTodoField, .titleField: "TextField(\"\(title)\", text: …)"
    case .favoriteToggle: "Toggle(\"\(title)\", isOn: …)"
    case .deleteButton: "Button(\"\(title)\") { … }"
    case .sortPicker: "Picker(\"\(title)\", selection: …)"
    }
  }
}
