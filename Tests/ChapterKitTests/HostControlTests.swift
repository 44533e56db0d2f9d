import ChapterKit
import ChapterTestSupport
import HeadlessSwiftUI
import HeadlessUIKit
import ScenarioLanguage
import SwiftUIHosting
import Testing
import TodoModel

/// The host reaches a lesson's controls by the titles `HostControl` names; a lesson without the
/// control a command needs is told so, instead of the command doing nothing.
@MainActor
struct HostControlTests {
  @Test func aDetailWithoutTheFavoriteToggleAnswersFavoriteWithAnErrorThatNamesIt() async throws {
    let host = AppHost(chapter: StarlessChapter.self, variant: StarlessChapter.variants[0])
    try await host.perform(.open("t3"))
    let expected = ScenarioError(
      Message(
        "error.missingControl",
        ["command": "favorite", "control": #"Toggle("Favorite", isOn: …)"#]))
    await #expect(throws: expected) {
      try await host.perform(.favorite)
    }
    // Nothing changed, and the rename the detail does have still works.
    #expect(host.detail(inScene: 1) == Todo(id: "t3", title: "Call the dentist", isFavorite: false))
    try await host.perform(.rename("Call the surgery"))
    #expect(host.row("t3", inScene: 1)?.title == "Call the surgery")
  }

  @Test func theErrorSpeaksTheReadersLanguageAndKeepsTheControlAsCode() {
    let error = ScenarioError(
      Message(
        "error.missingControl", ["command": "favorite", "control": #"Toggle("Favorite", isOn: …)"#])
    )
    #expect(error.message.contains(#"no Toggle("Favorite", isOn: …) on the screen"#))
    #expect(error.text(in: .japanese).contains(#"Toggle("Favorite", isOn: …)"#))
    #expect(error.text(in: .japanese).contains("何もしませんでした"))
    #expect(!error.message.contains("HostControl"), "a learner reads no type of the host")
  }

  @Test func everyControlIsDeclaredWithTheTitleItIsFoundBy() {
    for control in HostControl.allCases {
      #expect(control.declaration.contains("\"\(control.title)\""), "\(control)")
    }
    #expect(Set(HostControl.allCases.map(\.title)).count == HostControl.allCases.count)
  }
}

/// The SwiftUI test chapter with a detail that has no "Favorite" toggle.
@MainActor
final class StarlessChapter: ChapterApp {
  static let name = "StarlessChapter"
  static let title = "A detail without a star"
  static let readMe = "The detail can rename and delete, but has no toggle for the star."
  nonisolated static let translations: [Language: ChapterTranslation] = [:]
  nonisolated static let variants = [
    ChapterVariant.inSync("starless", "no star in the detail", app: StarlessChapter.self)
  ]

  let app: HostedApp

  init(repository: any TodoRepository, environment: AppEnvironment) {
    app = HostedApp(ItemApp<StarlessDetail>(store: ItemStore(repository: repository)))
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    app.openWindow(context: context)
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    app.showDetail(todoID, context: context)
  }

  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {}
}

struct StarlessDetail: ItemDetailView {
  let id: TodoID
  @Environment(ItemStore.self) private var store
  var body: some View {
    if let item = store.item(id) {
      StarlessEditor(item: item, store: store)
    }
  }
}

struct StarlessEditor: View {
  @Bindable var item: ObservedTodo
  let store: ItemStore
  var body: some View {
    VStack {
      TextField("Title", text: $item.title).onSubmit { store.save(item) }
      Button("Delete") { store.delete(item.id) }
    }
  }
}
