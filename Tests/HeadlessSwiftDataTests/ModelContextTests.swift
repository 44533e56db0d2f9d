import ChapterKit
import Foundation
import HeadlessSwiftData
import Observation
import Testing

/// A stored note: what the `@Model` macro would make of it is written out below its own
/// properties.
@Observable
final class Note: PersistentModel {
  var title: String { didSet { persistentBackingData.noteChange() } }
  var isPinned: Bool { didSet { persistentBackingData.noteChange() } }

  init(title: String, isPinned: Bool = false) {
    self.title = title
    self.isPinned = isPinned
  }

  // What `@Model` would generate.
  @ObservationIgnored let persistentBackingData = PersistentBackingData(for: Note.self)

  struct Snapshot: Equatable, Sendable {
    var title: String
    var isPinned: Bool
  }

  var snapshot: Snapshot { Snapshot(title: title, isPinned: isPinned) }

  convenience init(snapshot: Snapshot) {
    self.init(title: snapshot.title, isPinned: snapshot.isPinned)
  }

  func restore(_ snapshot: Snapshot) {
    if title != snapshot.title { title = snapshot.title }
    if isPinned != snapshot.isPinned { isPinned = snapshot.isPinned }
  }
}

/// The SwiftData-shaped store: contexts hold changes until they save, a save reaches every other
/// context of the container, and a fetch matches, sorts and sees unsaved changes as SwiftData's
/// does.
@MainActor
struct ModelContextTests {
  private func container() throws -> ModelContainer {
    try ModelContainer(
      for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  }

  private func titles(_ context: ModelContext, _ descriptor: FetchDescriptor<Note> = .init())
    throws -> [String]
  {
    try context.fetch(descriptor).map(\.title)
  }

  @Test func aContainerAskedToWriteToDiskRefusesAndSaysWhatWouldWork() {
    let error = #expect(throws: ModelStoreError.self) {
      try ModelContainer(for: Note.self, configurations: ModelConfiguration())
    }
    #expect(error?.description.contains("ModelConfiguration(isStoredInMemoryOnly: true)") == true)
  }

  @Test func anInsertIsFetchedAtOnceAndReachesAnotherContextOnlyWhenSaved() throws {
    let container = try container()
    let editing = ModelContext(container)
    let other = ModelContext(container)
    editing.insert(Note(title: "Buy oat milk"))
    #expect(editing.hasChanges)
    #expect(try titles(editing) == ["Buy oat milk"])
    #expect(try titles(other).isEmpty)
    var unsavedOnly = FetchDescriptor<Note>()
    unsavedOnly.includePendingChanges = false
    #expect(try titles(editing, unsavedOnly).isEmpty)
    try editing.save()
    #expect(!editing.hasChanges)
    #expect(try titles(other) == ["Buy oat milk"])
  }

  @Test func aWriteToAPropertyIsAChangeUntilSavedAndWritingTheOldValueBackIsNone() throws {
    let container = try container()
    let context = ModelContext(container)
    let note = Note(title: "Call the dentist")
    context.insert(note)
    try context.save()
    note.title = "Call the surgery"
    #expect(context.hasChanges)
    note.title = "Call the dentist"
    #expect(!context.hasChanges)
    note.isPinned = true
    try context.save()
    let other = ModelContext(container)
    #expect(try other.fetch(FetchDescriptor<Note>()).map(\.isPinned) == [true])
  }

  @Test func aFetchMatchesItsPredicateInItsOrderAndSkipsAndLimits() throws {
    let container = try container()
    let context = ModelContext(container)
    for (title, isPinned) in [("Pay rent", true), ("Buy milk", false), ("Answer mail", true)] {
      context.insert(Note(title: title, isPinned: isPinned))
    }
    try context.save()
    #expect(try titles(context) == ["Pay rent", "Buy milk", "Answer mail"])
    let pinned = FetchDescriptor<Note>(
      predicate: #Predicate { $0.isPinned }, sortBy: [SortDescriptor(\.title)])
    #expect(try titles(context, pinned) == ["Answer mail", "Pay rent"])
    var second = FetchDescriptor<Note>(sortBy: [SortDescriptor(\.title, order: .reverse)])
    second.fetchOffset = 1
    second.fetchLimit = 1
    #expect(try titles(context, second) == ["Buy milk"])
    #expect(try context.fetchCount(pinned) == 2)
  }

  @Test func aSaveReachesTheSameModelInAnotherContextAndTellsItsObservers() async throws {
    let container = try container()
    let main = container.mainContext
    let note = Note(title: "Water the plants")
    main.insert(note)
    try main.save()
    let background = ModelContext(container)
    let theirs = try #require(background.fetch(FetchDescriptor<Note>()).first)
    #expect(theirs !== note)
    #expect(theirs.persistentModelID == note.persistentModelID)
    let told = Counter()
    main.observeChanges(by: told) { told.count += 1 }
    theirs.title = "Water the garden"
    #expect(note.title == "Water the plants")  // Not saved yet.
    try background.save()
    await MainQueue.settle()
    #expect(note.title == "Water the garden")
    #expect(told.count == 1)
    #expect((main.registeredModel(for: note.persistentModelID) as Note?) === note)
  }

  @Test func aModelWithUnsavedChangesKeepsThemWhenAnotherContextSaves() async throws {
    let container = try container()
    let first = ModelContext(container)
    first.insert(Note(title: "Draft"))
    try first.save()
    let second = ModelContext(container)
    let mine = try #require(first.fetch(FetchDescriptor<Note>()).first)
    let theirs = try #require(second.fetch(FetchDescriptor<Note>()).first)
    mine.title = "Mine"
    theirs.title = "Theirs"
    try second.save()
    #expect(try titles(first) == ["Mine"])
    try first.save()  // The last save wins in the store.
    #expect(try titles(ModelContext(container)) == ["Mine"])
  }

  @Test func aDeleteLeavesEveryContextOnceSaved() throws {
    let container = try container()
    let first = ModelContext(container)
    let note = Note(title: "Old note")
    first.insert(note)
    try first.save()
    let second = ModelContext(container)
    let theirs = try #require(second.fetch(FetchDescriptor<Note>()).first)
    first.delete(note)
    #expect(try titles(first).isEmpty)
    #expect(try titles(second) == ["Old note"])
    try first.save()
    #expect(try titles(second).isEmpty)
    #expect(second.registeredModel(for: theirs.persistentModelID) as Note? == nil)
    #expect(second.model(for: theirs.persistentModelID, as: Note.self) == nil)
  }

  @Test func aModelLookedUpByIdentifierIsTheContextsOwnObjectOrOneMadeFromTheStore() throws {
    let container = try container()
    let first = ModelContext(container)
    let note = Note(title: "Stored note")
    first.insert(note)
    try first.save()
    #expect(first.model(for: note.persistentModelID) as? Note === note)
    let second = ModelContext(container)
    let theirs = try #require(second.model(for: note.persistentModelID) as? Note)
    #expect(theirs !== note)
    #expect(theirs.title == "Stored note")
    #expect(second.model(for: note.persistentModelID) as? Note === theirs)
  }

  @Test func theMainContextSavesOnItsOwnOnTheMainQueuesNextTurn() async throws {
    let container = try container()
    let main = container.mainContext
    #expect(main.autosaveEnabled)
    #expect(!ModelContext(container).autosaveEnabled)
    let note = Note(title: "Autosaved")
    main.insert(note)
    #expect(main.hasChanges)
    await MainQueue.settle()
    #expect(!main.hasChanges)
    note.title = "Autosaved again"
    await MainQueue.settle()
    #expect(!main.hasChanges)
    #expect(try titles(ModelContext(container)) == ["Autosaved again"])
  }
}

/// A count an observer adds to.
@MainActor
final class Counter {
  var count = 0
}
