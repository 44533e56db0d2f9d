/// The todo the list's "New todo" field holds until it is added: its title, and the rule for
/// handing it over.
///
/// WWDC20's "Data Essentials in SwiftUI" pulls a view's related state and the rules that change
/// it into one value type with mutating methods, kept in one `@State`, as its `EditorConfig`
/// does: the view only binds and calls, and the rules can be tested without a view.
struct NewTodoDraft: Equatable {
  /// The text typed so far, which the field reads and writes through `$draft.title`.
  var title = ""

  /// Hands over the title to add, exactly as typed, and empties the field for the next todo.
  mutating func takeTitle() -> String {
    defer { title = "" }
    return title
  }
}
