import ChapterKit
import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import Testing

@testable import HeadlessSwiftData

/// A list of notes, newest title last: what `@Query(sort:)` shows.
struct NoteList: View {
  @Query(sort: \Note.title) var notes: [Note]

  var body: some View {
    List {
      ForEach(notes, id: \.persistentModelID) { note in
        NoteRow(note: note)
      }
    }
  }
}

/// The pinned notes, newest first: a query that filters and sorts.
struct PinnedNoteList: View {
  @Query(filter: #Predicate<Note> { $0.isPinned }, sort: [SortDescriptor(\Note.title)])
  var notes: [Note]

  var body: some View {
    List {
      ForEach(notes, id: \.persistentModelID) { note in
        NoteRow(note: note)
      }
    }
  }
}

/// One note's row: its body reads the title, so it runs again when the title changes.
struct NoteRow: View {
  let note: Note

  var body: some View {
    Text(note.title)
  }
}

/// `@Query` fetches from the environment's context and fetches again when the context's models
/// come or go, when it saves and when it merges another context's save.
@MainActor
struct QueryTests {
  private func titles(_ graph: ViewGraph) -> [String] {
    graph.updateNow()
    guard let table = graph.allNodes.compactMap(\.listRenderer).first?.tableView else { return [] }
    return (0..<table.numberOfRows).map { table.cellContent(ofRow: $0).text }
  }

  private func container(_ titles: String...) throws -> ModelContainer {
    let container = try ModelContainer(
      for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for title in titles { container.mainContext.insert(Note(title: title)) }
    try container.mainContext.save()
    return container
  }

  @Test func aQueryShowsTheContainersModelsInItsOrder() throws {
    let graph = ViewGraph(root: NoteList().modelContainer(try container("Pay rent", "Buy milk")))
    #expect(titles(graph) == ["Buy milk", "Pay rent"])
  }

  @Test func anInsertShowsAtOnceAndADeleteGoesAtOnce() throws {
    let container = try container("Pay rent")
    let graph = ViewGraph(root: NoteList().modelContainer(container))
    let note = Note(title: "Answer mail")
    container.mainContext.insert(note)
    #expect(titles(graph) == ["Answer mail", "Pay rent"])
    container.mainContext.delete(note)
    #expect(titles(graph) == ["Pay rent"])
  }

  @Test func aRenameShowsInItsRowAtOnceAndMovesTheRowWhenTheContextSaves() async throws {
    let container = try container("Buy milk", "Pay rent")
    let graph = ViewGraph(root: NoteList().modelContainer(container))
    let note = try #require(container.mainContext.fetch(FetchDescriptor<Note>()).first)
    note.title = "Water the plants"
    // The row reads the title, so it shows the new one; the order is the last fetch's.
    #expect(titles(graph) == ["Water the plants", "Pay rent"])
    await MainQueue.settle()  // The main context saves on its own, and the query fetches again.
    #expect(titles(graph) == ["Pay rent", "Water the plants"])
  }

  @Test func anotherContextsSaveReachesTheQuery() async throws {
    let container = try container("Pay rent")
    let graph = ViewGraph(root: NoteList().modelContainer(container))
    let background = ModelContext(container)
    background.insert(Note(title: "Answer mail"))
    #expect(titles(graph) == ["Pay rent"])
    try background.save()
    await MainQueue.settle()
    #expect(titles(graph) == ["Answer mail", "Pay rent"])
  }

  @Test func withoutAContainerAQueryFetchesNothing() {
    let graph = ViewGraph(root: NoteList())
    #expect(titles(graph).isEmpty)
  }

  /// Several saves of another context taken in at once: a model saved twice is shown once, and
  /// one saved and then deleted is not shown.
  @Test func severalSavesMergedAtOnceShowEachModelOnceAndNoneDeleted() async throws {
    let container = try container("Pay rent", "Buy milk", "Call mum")
    let graph = ViewGraph(root: NoteList().modelContainer(container))
    #expect(titles(graph) == ["Buy milk", "Call mum", "Pay rent"])
    // Saved off the main actor, the saves wait for the main queue's next turn, and the main
    // context takes all four in at once.
    try await Task.detached {
      let background = ModelContext(container)
      let notes = try background.fetch(FetchDescriptor<Note>(sortBy: [SortDescriptor(\.title)]))
      notes[0].title = "Answer mail"
      try background.save()
      notes[0].title = "Water the plants"
      try background.save()
      notes[1].title = "Call dad"
      try background.save()
      background.delete(notes[1])
      try background.save()
    }.value
    await MainQueue.settle()
    #expect(titles(graph) == ["Pay rent", "Water the plants"])
  }

  /// Random inserts, deletes, renames and pins, in the main context and in another one, each
  /// saved: after each, a query kept up to date change by change shows what a new fetch finds.
  @Test(arguments: [false, true], 1...3)
  func aQueryKeptUpToDateShowsWhatAFetchFinds(pinnedOnly: Bool, seed: UInt64) async throws {
    let container = try container("Pay rent", "Buy milk", "Call mum")
    let main = container.mainContext
    let background = ModelContext(container)
    let graph =
      pinnedOnly
      ? ViewGraph(root: PinnedNoteList().modelContainer(container))
      : ViewGraph(root: NoteList().modelContainer(container))
    let descriptor =
      pinnedOnly
      ? FetchDescriptor<Note>(
        predicate: #Predicate { $0.isPinned }, sortBy: [SortDescriptor(\.title)])
      : FetchDescriptor<Note>(sortBy: [SortDescriptor(\.title)])
    var random = SeededRandom(seed: seed)
    let words = ["Answer", "Buy", "Call", "Pay", "Water"]
    for step in 0..<60 {
      let context = Int.random(in: 0..<3, using: &random) == 0 ? background : main
      let notes = try context.fetch(FetchDescriptor<Note>())
      switch (Int.random(in: 0..<4, using: &random), notes.isEmpty) {
      case (0, _), (_, true):
        context.insert(Note(title: "\(words[Int.random(in: 0..<5, using: &random)]) \(step)"))
      case (1, false):
        context.delete(notes[Int.random(in: 0..<notes.count, using: &random)])
      case (2, false):
        notes[Int.random(in: 0..<notes.count, using: &random)].title =
          "\(words[Int.random(in: 0..<5, using: &random)]) \(step)"
      default:
        notes[Int.random(in: 0..<notes.count, using: &random)].isPinned.toggle()
      }
      try context.save()
      await MainQueue.settle()
      #expect(titles(graph) == (try main.fetch(descriptor)).map(\.title), "step \(step)")
    }
  }

  /// Two lists that ask one context the same question hold one array of results, and after
  /// random changes in two contexts both show what a fetch finds; a filtered list beside them
  /// keeps results of its own, and shows what its fetch finds too.
  @Test(arguments: 1...2)
  func listsAskingTheSameQuestionShareOneArrayAndShowWhatAFetchFinds(seed: UInt64) async throws {
    let container = try container("Pay rent", "Buy milk", "Call mum")
    let main = container.mainContext
    let background = ModelContext(container)
    let graph = ViewGraph(
      root: VStack {
        NoteList()
        NoteList()
        PinnedNoteList()
      }.modelContainer(container))
    let all = FetchDescriptor<Note>(sortBy: [SortDescriptor(\.title)])
    let pinned = FetchDescriptor<Note>(
      predicate: #Predicate { $0.isPinned }, sortBy: [SortDescriptor(\.title)])
    var random = SeededRandom(seed: seed)
    for step in 0..<40 {
      let context = Bool.random(using: &random) ? background : main
      let notes = try context.fetch(FetchDescriptor<Note>())
      switch (Int.random(in: 0..<4, using: &random), notes.isEmpty) {
      case (0, _), (_, true): context.insert(Note(title: "Note \(step)"))
      case (1, false): context.delete(notes[Int.random(in: 0..<notes.count, using: &random)])
      case (2, false): notes[Int.random(in: 0..<notes.count, using: &random)].title = "N \(step)"
      default: notes[Int.random(in: 0..<notes.count, using: &random)].isPinned.toggle()
      }
      try context.save()
      await MainQueue.settle()
      graph.updateNow()
      let tables = graph.allNodes.compactMap(\.listRenderer).map(\.tableView)
      let shown = tables.map { table in
        (0..<table.numberOfRows).map { table.cellContent(ofRow: $0).text }
      }
      let fetched = try [all, all, pinned].map { try main.fetch($0).map(\.title) }
      #expect(shown == fetched, "step \(step)")
      let results = graph.allNodes.flatMap { $0.storage.values }
        .compactMap { ($0 as? QueryBox<Note>)?.results }
      #expect(results.count == 3)
      #expect(results[0].hasSameStorage(as: results[1]), "step \(step)")
    }
  }
}
