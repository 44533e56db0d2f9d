import ChapterBenchmark
import ChapterDrawings
import ChapterKit
import ScenarioLanguage
import TodoModel

/// A caption for any command, in the reader's words, as the story's hand-written captions are:
/// what the person does, with the todos named by their titles as the screens show them.
///
/// A broken variant's symptom story and `Compare` play scripts that have no captions of their
/// own; this says what each line does before it runs.
@MainActor
enum Narration {
  /// What `command` does, said before it runs against `host`, in the host's language.
  static func caption(for command: ScenarioCommand, in host: AppHost) -> String {
    message(for: command, in: host)?.text(in: host.language) ?? ""
  }

  /// What `command` does, as a message; `nil` for the commands that change nothing on screen.
  static func message(for command: ScenarioCommand, in host: AppHost) -> Message? {
    let scene = String(host.activeSceneNumber)
    func quoted(_ text: String) -> String {
      Message("quote", ["text": text]).text(in: host.language)
    }
    func title(_ id: TodoID) -> String {
      host.repository.todo(withID: id).map { quoted($0.title) } ?? id.rawValue
    }
    let open =
      host.activeScene.navigation.detailOnTop.map { title($0.todoID) }
      ?? Message("theTodo").text(in: host.language)
    switch command {
    case .open(let id): return Message("narration.open", ["scene": scene, "title": title(id)])
    case .link(let id): return Message("narration.link", ["scene": scene, "title": title(id)])
    case .favorite: return Message("narration.favorite", ["title": open])
    case .rename(let newTitle):
      return Message("narration.rename", ["title": open, "newTitle": quoted(newTitle)])
    case .type(let newTitle):
      return Message("narration.type", ["title": open, "newTitle": quoted(newTitle)])
    case .submit: return Message("narration.submit", ["title": open])
    case .delete: return Message("narration.delete", ["title": open])
    case .add(let newTitle):
      return Message("narration.add", ["scene": scene, "newTitle": quoted(newTitle)])
    case .remove(let id): return Message("narration.remove", ["scene": scene, "title": title(id)])
    case .back: return Message("narration.back", ["scene": scene])
    case .scroll: return Message("narration.scroll", ["scene": scene])
    case .scene(let number):
      let key =
        host.openSceneNumbers.contains(number) ? "narration.switchScene" : "narration.openScene"
      return Message(key, ["scene": String(number)])
    case .close(let number): return Message("narration.close", ["scene": String(number)])
    case .remote(.rename(let id, let newTitle)):
      return Message("narration.remoteRename", ["title": title(id), "newTitle": quoted(newTitle)])
    case .remote(.favorite(let id)):
      return Message("narration.remoteFavorite", ["title": title(id)])
    case .remote(.delete(let id)): return Message("narration.remoteDelete", ["title": title(id)])
    case .remoteLate(let change):
      guard let push = message(for: .remote(change), in: host) else { return nil }
      return Message(
        "narration.remoteLate", ["push": push.text(in: host.language)])
    case .hold: return Message("narration.hold")
    case .deliver(.all): return Message("narration.deliverAll")
    case .deliver(let delivery):
      let about = host.deliveries.todoID(waiting: delivery.name).map(title) ?? delivery.name
      let key =
        if case .push = delivery { "narration.deliverPush" } else { "narration.deliverAnswer" }
      return Message(key, ["name": delivery.name, "title": about])
    case .sort(let order):
      let key =
        order == .favoritesFirst ? "narration.sortFavoritesFirst" : "narration.sortNewestFirst"
      return Message(key, ["scene": scene])
    case .relaunch: return Message("narration.relaunch")
    case .dump, .help, .quit: return nil
    }
  }
}
