import TodoModel

/// `shared-stream`: the library makes one `AsyncStream` and hands the same one to every screen.
///
/// Symptom: an `AsyncStream` gives each element to one waiting loop, not to all of them. With
/// several screens reading it, each change reaches one of them; the others stay stale.
final class SharedStreamLibrary: TodoLibrary {
  private var sharedStream: AsyncStream<TodoChange>?

  override func changes() -> AsyncStream<TodoChange> {
    if let sharedStream { return sharedStream }
    let stream = super.changes()
    sharedStream = stream
    return stream
  }
}
