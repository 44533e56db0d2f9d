import TodoModel

/// One line of the scenario language, parsed: what a person does to the app, or asks of the runner.
///
/// The same commands drive the REPL, script files, the tests and the benchmarks. See
/// `docs/ScenarioLanguage.md` for the meaning of each.
public enum ScenarioCommand: Hashable, Sendable {
  /// Tap a row of the active scene's list.
  case open(TodoID)
  /// Open a detail by id from outside the list (a deep link or a notification banner).
  case link(TodoID)
  /// Toggle the star on the open detail.
  case favorite
  /// Change the open todo's title: type it into the detail's field, then submit it.
  case rename(String)
  /// Type a title into the open detail's field without submitting it: the field holds it, and
  /// nothing else changes until ``submit``.
  case type(String)
  /// Submit what the open detail's field holds, as Return does.
  case submit
  /// Delete the open todo from its detail; the detail closes.
  case delete
  /// Add a todo at the top, from the active scene's list.
  case add(String)
  /// Swipe-to-delete a row of the active scene's list.
  case remove(TodoID)
  /// Pop the open detail.
  case back
  /// Re-render the active list's visible cells from the list screen's own state.
  case scroll
  /// Make scene `n` (1–3) active, opening it at its list if it is new.
  case scene(Int)
  /// Close scene `n` (2 or 3), as a person closes a window: its screens go away.
  case close(Int)
  /// A change that reaches the data source from a background thread, like a server push.
  case remote(RemoteChange)
  /// A server push whose announcement is late: the data source has the change at once, and the
  /// app hears of it only after the next command has run.
  case remoteLate(RemoteChange)
  /// From now on, what the server sends waits: each push's announcement and each answer to the
  /// app's requests, until ``deliver(_:)`` hands it over.
  case hold
  /// Hand over what waits: one push or answer by name, or everything.
  case deliver(Delivery)
  /// Choose the order every list of every scene shows (a setting; chapter 5 only).
  case sort(ListOrder)
  /// End the app and start it again from what it stored.
  case relaunch
  /// Print the canonical state.
  case dump
  /// Print the list of commands.
  case help
  /// Stop reading commands.
  case quit

  /// What `deliver` hands over.
  public enum Delivery: Hashable, Sendable {
    /// `deliver p2`: the second server push of the run.
    case push(Int)
    /// `deliver a1`: the first answer the server sent the app in this run.
    case answer(Int)
    /// `deliver all`: everything waiting, and whatever that makes the app ask, in the order it
    /// was sent; then nothing is held any more.
    case all

    /// `p2`, `a1` or `all`, as a person writes it.
    public var name: String {
      switch self {
      case .push(let number): "p\(number)"
      case .answer(let number): "a\(number)"
      case .all: "all"
      }
    }
  }

  /// What a `remote …` command changes.
  public enum RemoteChange: Hashable, Sendable {
    /// `remote rename <id> <title>`.
    case rename(TodoID, String)
    /// `remote favorite <id>`: toggles the star.
    case favorite(TodoID)
    /// `remote delete <id>`.
    case delete(TodoID)

    /// The todo the change is about.
    public var todoID: TodoID {
      switch self {
      case .rename(let id, _), .favorite(let id), .delete(let id): id
      }
    }
  }

  /// The command as a person would type it; parsing this text gives the command back.
  public var text: String {
    switch self {
    case .open(let id): "open \(id)"
    case .link(let id): "link \(id)"
    case .favorite: "favorite"
    case .rename(let title): "rename \(title)"
    case .type(let title): "type \(title)"
    case .submit: "submit"
    case .delete: "delete"
    case .add(let title): "add \(title)"
    case .remove(let id): "remove \(id)"
    case .back: "back"
    case .scroll: "scroll"
    case .scene(let number): "scene \(number)"
    case .close(let number): "close \(number)"
    case .remote(.rename(let id, let title)): "remote rename \(id) \(title)"
    case .remote(.favorite(let id)): "remote favorite \(id)"
    case .remote(.delete(let id)): "remote delete \(id)"
    case .remoteLate(let change): "remote late " + String(Self.remote(change).text.dropFirst(7))
    case .hold: "hold"
    case .deliver(let delivery): "deliver \(delivery.name)"
    case .sort(let order): "sort \(order.rawValue)"
    case .relaunch: "relaunch"
    case .dump: "dump"
    case .help: "help"
    case .quit: "quit"
    }
  }
}
