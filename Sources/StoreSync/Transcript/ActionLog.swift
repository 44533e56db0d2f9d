import ChapterKit
import Foundation
import ScenarioLanguage
import TodoModel

// What the transcript prints under each step: each action the reducer ran, and whether it
// returned an effect. Like TCA's `_printChanges()`, a reducer around the app's records them; the
// lesson's reducer records nothing.

/// The actions the store ran since the transcript last looked, by the names the trace gives them.
@MainActor
final class ActionLog {
  fileprivate var entries: [(action: String, hasEffect: Bool)] = []

  func take() -> [(action: String, hasEffect: Bool)] {
    defer { entries = [] }
    return entries
  }
}

/// An action as a trace line names it.
protocol TraceNamedAction: Sendable {
  var traceName: String { get }
}

/// A reducer that runs `app` and notes each action in `log`.
struct LoggingReducer<State, Action: TraceNamedAction>: Reducer {
  let app: any Reducer<State, Action>
  let log: ActionLog

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let effect = app.reduce(into: &state, action: action)
    log.entries.append((action.traceName, !effect.work.isEmpty))
    return effect
  }
}

extension StoreSyncApp: NarratingChapterApp {
  func startMechanismTrace() -> any MechanismTrace {
    _ = actionLog.take()
    return ActionTrace(log: actionLog)
  }
}

/// Words for the actions the reducer ran.
@MainActor
private final class ActionTrace: MechanismTrace {
  let log: ActionLog

  init(log: ActionLog) {
    self.log = log
  }

  func takeNotes(in language: Language) -> [String] {
    log.take().map { entry in
      StoreSyncApp.ownLine(
        entry.hasEffect ? "ran.effect" : "ran", ["action": entry.action], in: language)
    }
  }
}

extension AppAction: TraceNamedAction {
  /// The action as a trace line names it: its case, and the todo it is about.
  var traceName: String {
    switch self {
    case .addSubmitted: ".addSubmitted"
    case .added(let todo): ".added(\(todo.id))"
    case .deleteSwiped(let ids): ".deleteSwiped(\(listed(ids)))"
    case .todo(let id, let action): ".todo(\(id), \(action.traceName))"
    case .pathChanged(_, let path): ".pathChanged([\(listed(path))])"
    case .windowClosed: ".windowClosed"
    case .serverPushed(let change): ".serverPushed(\(change.todoID))"
    case .serverAnswered(let id, _): ".serverAnswered(\(id))"
    }
  }
}

/// Todo ids as a trace line lists them: `t3, t5`.
private func listed(_ ids: [TodoID]) -> String {
  ids.map(\.description).joined(separator: ", ")
}

extension TodoAction {
  var traceName: String {
    switch self {
    case .titleSubmitted: ".titleSubmitted"
    case .favoriteChanged(let isFavorite): ".favoriteChanged(\(isFavorite))"
    case .deleteTapped: ".deleteTapped"
    }
  }
}

extension StackAppAction: TraceNamedAction {
  var traceName: String {
    switch self {
    case .addSubmitted: ".addSubmitted"
    case .added(let todo): ".added(\(todo.id))"
    case .deleteSwiped(let ids): ".deleteSwiped(\(listed(ids)))"
    case .pathChanged(_, let path): ".pathChanged([\(listed(path))])"
    case .windowClosed: ".windowClosed"
    case .detail(_, let id, .view(let action)): ".detail(\(id), \(action.traceName))"
    case .detail(_, let id, .delegate(.todoChanged)): ".detail(\(id), .delegate(.todoChanged))"
    case .detail(_, let id, .delegate(.deleteRequested)):
      ".detail(\(id), .delegate(.deleteRequested))"
    case .serverPushed(let change): ".serverPushed(\(change.todoID))"
    case .serverAnswered(let id, _): ".serverAnswered(\(id))"
    }
  }
}

extension StoreSyncApp {
  nonisolated static let ownWords: [Language: [String: String]] = [
    .english: [
      "ran": "the reducer ran {action}",
      "ran.effect": "the reducer ran {action} and returned an effect",
    ],
    .japanese: [
      "ran": "リデューサーが {action} を処理した",
      "ran.effect": "リデューサーが {action} を処理し、エフェクトを返した",
    ],
  ]
}
