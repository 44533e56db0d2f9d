import TodoModel

/// What a detail screen shows: the title and star of one todo, kept until rendered again.
///
/// It is the detail's counterpart of a table cell: the dump reads it, so what it reports is what
/// the person sees, not what some model says.
@MainActor
public final class DetailView {
  /// What the screen shows now, or `nil` before its first render.
  public private(set) var content: Todo?
  /// How many times the screen has been rendered.
  public private(set) var renderCount = 0

  /// Creates a view that shows nothing yet.
  public init() {}

  /// What the person has typed into the title field and not confirmed yet, or `nil`.
  public private(set) var typedTitle: String?

  /// Shows this todo; while the person is typing, the field keeps what they typed.
  public func render(_ todo: Todo) {
    var shown = todo
    if let typedTitle { shown.title = typedTitle }
    content = shown
    renderCount += 1
  }

  /// The person types `title` into the title field: the field shows it, and nothing is saved.
  public func type(_ title: String) {
    typedTitle = title
    if var shown = content {
      shown.title = title
      content = shown
    }
  }

  /// The person confirms the field: returns what they typed, and the field shows the next
  /// render again; `nil` when nothing was typed.
  public func confirmTyping() -> String? {
    defer { typedTitle = nil }
    return typedTitle
  }
}
