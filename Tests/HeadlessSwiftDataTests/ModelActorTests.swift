import ChapterKit
import Foundation
import HeadlessSwiftData
import HeadlessSwiftUI
import Testing

/// Notes changed away from the main actor, as a server push would change them, written as
/// `@ModelActor` would generate it.
actor NoteImporter: ModelActor {
  nonisolated let modelContainer: ModelContainer
  nonisolated let modelExecutor: any ModelExecutor

  init(modelContainer: ModelContainer) {
    self.modelContainer = modelContainer
    modelExecutor = DefaultSerialModelExecutor(modelContext: ModelContext(modelContainer))
  }

  /// Renames the note, and saves only when told to.
  func rename(_ identifier: PersistentIdentifier, to title: String, saving: Bool) throws {
    guard let note = self[identifier, as: Note.self] else { return }
    note.title = title
    if saving { try modelContext.save() }
  }

  /// Adds a note and saves it; the identifier is what may leave the actor.
  func add(title: String) throws -> PersistentIdentifier {
    let note = Note(title: title)
    modelContext.insert(note)
    try modelContext.save()
    return note.persistentModelID
  }

  /// Whether the actor's code ran on a thread other than the main one.
  func runsAwayFromTheMainThread() -> Bool {
    !Thread.isMainThread
  }
}

/// A model actor owns a context of its own, runs off the main actor, and its saves reach the
/// main context as another context's do.
@MainActor
struct ModelActorTests {
  private func container() throws -> ModelContainer {
    try ModelContainer(
      for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  }

  @Test func anActorsSavedRenameReachesTheMainContextsOwnObject() async throws {
    let container = try container()
    let main = container.mainContext
    let note = Note(title: "Call the plumber")
    main.insert(note)
    try main.save()
    let told = Counter()
    main.observeChanges(by: told) { told.count += 1 }
    let importer = NoteImporter(modelContainer: container)
    #expect(await importer.runsAwayFromTheMainThread())

    try await importer.rename(note.persistentModelID, to: "Call the electrician", saving: false)
    await MainQueue.settle()
    #expect(note.title == "Call the plumber")  // Changed in the actor's context only.
    #expect(told.count == 0)

    try await importer.rename(note.persistentModelID, to: "Call the electrician", saving: true)
    await MainQueue.settle()
    #expect(note.title == "Call the electrician")
    #expect(told.count == 1)
  }

  @Test func anActorsSavedInsertIsFetchedByTheMainContext() async throws {
    let container = try container()
    let importer = NoteImporter(modelContainer: container)
    let identifier = try await importer.add(title: "From the server")
    await MainQueue.settle()
    let main = container.mainContext
    #expect(try main.fetch(FetchDescriptor<Note>()).map(\.title) == ["From the server"])
    #expect(main.model(for: identifier, as: Note.self)?.title == "From the server")
  }

  @Test func anActorsSaveReachesAQueryOnTheMainContext() async throws {
    let container = try container()
    let graph = ViewGraph(root: NoteList().modelContainer(container))
    graph.updateNow()
    let importer = NoteImporter(modelContainer: container)
    let identifier = try await importer.add(title: "Pushed by the server")
    await MainQueue.settle()
    graph.updateNow()
    let table = try #require(graph.allNodes.compactMap(\.listRenderer).first?.tableView)
    #expect(
      (0..<table.numberOfRows).map { table.cellContent(ofRow: $0).text } == [
        "Pushed by the server"
      ])
    try await importer.rename(identifier, to: "Renamed by the server", saving: true)
    await MainQueue.settle()
    graph.updateNow()
    #expect(table.cellContent(ofRow: 0).text == "Renamed by the server")
  }

  @Test func anIdentifierTheStoreDoesNotHaveFindsNothingInTheActor() async throws {
    let container = try container()
    let elsewhere = ModelContext(container)
    let unsaved = Note(title: "Never saved")
    elsewhere.insert(unsaved)
    let importer = NoteImporter(modelContainer: container)
    try await importer.rename(unsaved.persistentModelID, to: "Renamed", saving: true)
    #expect(unsaved.title == "Never saved")
    #expect(try ModelContext(container).fetch(FetchDescriptor<Note>()).isEmpty)
  }
}
