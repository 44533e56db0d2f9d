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

  /// Shows this todo.
  public func render(_ todo: Todo) {
    content = todo
    renderCount += 1
  }
}
