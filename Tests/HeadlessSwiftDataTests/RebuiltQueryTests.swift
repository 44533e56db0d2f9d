import ChapterKit
import Foundation
import HeadlessSwiftUI
import Testing

@testable import HeadlessSwiftData

/// Notes whose title contains the text its parent passes: a query built in the view's
/// initializer, the way SwiftUI apps let a person change a query's filter.
struct MatchingNoteList: View {
  @Query private var notes: [Note]

  init(matching text: String) {
    _notes = Query(
      filter: #Predicate<Note> { text.isEmpty || $0.title.contains(text) },
      sort: [SortDescriptor(\Note.title)])
  }

  var body: some View {
    List {
      ForEach(notes, id: \.persistentModelID) { note in
        NoteRow(note: note)
      }
    }
  }
}

/// The text a person filters by, and the list that query makes.
struct NoteSearch: View {
  @State private var text = ""

  var body: some View {
    VStack {
      TextField("Search", text: $text)
      MatchingNoteList(matching: text)
    }
  }
}

/// A query its view's parent makes again with another filter asks again, as SwiftUI's does; one
/// made again with the same question keeps its results.
@MainActor
struct RebuiltQueryTests {
  private func titles(_ graph: ViewGraph) -> [String] {
    graph.updateNow()
    guard let table = graph.allNodes.compactMap(\.listRenderer).first?.tableView else { return [] }
    return (0..<table.numberOfRows).map { table.cellContent(ofRow: $0).text }
  }

  @Test func aQueryBuiltAgainWithAnotherFilterFetchesWhatTheNewFilterMatches() async throws {
    let container = try ModelContainer(
      for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for title in ["Buy milk", "Pay rent", "Buy bread"] {
      container.mainContext.insert(Note(title: title))
    }
    try container.mainContext.save()
    let graph = ViewGraph(root: NoteSearch().modelContainer(container))
    #expect(titles(graph) == ["Buy bread", "Buy milk", "Pay rent"])
    graph.nodes(of: TextField.self)[0].typeText("Buy")
    await MainQueue.settle()
    #expect(titles(graph) == ["Buy bread", "Buy milk"])
    // The new query is live: a model that matches it comes in.
    container.mainContext.insert(Note(title: "Buy stamps"))
    await MainQueue.settle()
    #expect(titles(graph) == ["Buy bread", "Buy milk", "Buy stamps"])
    graph.nodes(of: TextField.self)[0].typeText("")
    await MainQueue.settle()
    #expect(titles(graph) == ["Buy bread", "Buy milk", "Buy stamps", "Pay rent"])
  }
}
