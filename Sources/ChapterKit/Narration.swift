import ScenarioLanguage
import TodoModel

/// A caption for any command, in the reader's words, as the story's hand-written captions are:
/// what the person does, with the todos named by their titles as the screens show them.
///
/// A broken variant's symptom story and `Compare` play scripts that have no captions of their
/// own; this says what each line does before it runs.
@MainActor
enum Narration {
  /// What `command` does, said before it runs against `host`.
  static func caption(for command: ScenarioCommand, in host: AppHost) -> String {
    let scene = host.activeSceneNumber
    func title(_ id: TodoID) -> String {
      host.repository.todo(withID: id).map { "“\($0.title)”" } ?? id.rawValue
    }
    let open = host.activeScene.navigation.detailOnTop?.todoID
    switch command {
    case .open(let id):
      return "In scene \(scene), tap \(title(id)) in the list. Its detail opens."
    case .link(let id):
      return
        "In scene \(scene), open \(title(id)) from a notification: its detail opens over the list."
    case .favorite:
      return "Tap the star in the detail of \(open.map(title) ?? "the todo")."
    case .rename(let newTitle):
      return "Rename \(open.map(title) ?? "the todo") to “\(newTitle)” in its detail, and confirm."
    case .delete:
      return "Delete \(open.map(title) ?? "the todo") from its detail. The detail closes."
    case .add(let newTitle):
      return "Add “\(newTitle)” from the list of scene \(scene): it goes on top."
    case .remove(let id):
      return "Swipe \(title(id)) away in the list of scene \(scene)."
    case .back:
      return "Go back to the list of scene \(scene)."
    case .scroll:
      return
        "Scroll the list of scene \(scene): every cell renders again from the list's own state."
    case .scene(let number):
      return host.openSceneNumbers.contains(number)
        ? "Switch to scene \(number)." : "Open a window: scene \(number) starts at its list."
    case .close(let number):
      return "Close the window of scene \(number)."
    case .remote(.rename(let id, let newTitle)):
      return "A server push renames \(title(id)) to “\(newTitle)”, from a background thread."
    case .remote(.favorite(let id)):
      return "A server push toggles the star of \(title(id)), from a background thread."
    case .remote(.delete(let id)):
      return "A server push deletes \(title(id)), from a background thread."
    case .sort(let order):
      return order == .favoritesFirst
        ? "Sort the list of scene \(scene) with favorites first: every scene follows."
        : "Sort the list of scene \(scene) newest first: every scene follows."
    case .relaunch:
      return "Quit the app and launch it again."
    case .dump, .help, .quit:
      return ""
    }
  }
}
