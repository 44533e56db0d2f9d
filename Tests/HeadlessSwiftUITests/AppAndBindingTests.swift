import ChapterKit
import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Testing
import TodoModel

// The rules of §4b that the app, bindings, navigation and the body log follow, each naming the
// Apple source it models.

@Observable
@MainActor
final class SharedCounter {
  var value = 0
}

struct CounterApp: App {
  @State var counter: SharedCounter

  init() {
    self.init(counter: SharedCounter())
  }

  init(counter: SharedCounter) {
    _counter = State(initialValue: counter)
  }

  var body: some HeadlessSwiftUI.Scene {
    WindowGroup {
      CounterWindow().environment(counter)
    }
  }
}

struct CounterWindow: View {
  @Environment(SharedCounter.self) private var counter
  @State private var localTaps = 0
  var body: some View {
    VStack {
      Text("shared \(counter.value), local \(localTaps)")
      Button("Tap") {
        counter.value += 1
        localTaps += 1
      }
    }
  }
}

@MainActor
struct AppAndBindingTests {
  // MARK: - App and windows

  /// State on the `App` is shared by every window; each window has its own tree and its own
  /// state (WWDC20 "Data Essentials in SwiftUI": "each scene has its own view tree"; `App`,
  /// `WindowGroup`, iOS 14+).
  @Test func appStateIsSharedByEveryWindowAndEachWindowHasItsOwnState() async {
    let counter = SharedCounter()
    let graph = ViewGraph(app: CounterApp(counter: counter))
    let first = graph.openWindow(1)
    let second = graph.openWindow(2)
    first.views(of: Button<Text>.self)[0].action()
    await MainQueue.settle()
    #expect(first.views(of: Text.self).first?.string == "shared 1, local 1")
    #expect(second.views(of: Text.self).first?.string == "shared 1, local 0")
    graph.closeWindow(1)
    #expect(!first.isInTree)
    #expect(graph.window(2) === second)
  }

  // MARK: - App storage and scene storage

  struct StorageApp: App {
    let suite: StorageSuite

    init() {
      self.init(suite: .standard)
    }

    init(suite: StorageSuite) {
      self.suite = suite
    }

    var body: some HeadlessSwiftUI.Scene {
      WindowGroup {
        StorageWindow().defaultAppStorage(suite.userDefaults)
      }
    }
  }

  struct StorageWindow: View {
    @AppStorage("order") private var order = "newest"
    @SceneStorage("selection") private var selection: String?
    var body: some View {
      VStack {
        Text("\(order), \(selection ?? "none")")
        Button("Favorites first") { order = "favorites-first" }
        Button("Select t3") { selection = "t3" }
      }
    }
  }

  /// A write to an `@AppStorage` key runs the body of every view that declares it, in every
  /// window; an `@SceneStorage` value is one per window (`AppStorage`, `SceneStorage`, iOS 14+).
  @Test func appStorageIsSharedByEveryWindowAndSceneStorageIsOnePerWindow() async {
    let name = "AppAndBindingTests.\(UUID().uuidString)"
    let suite = StorageSuite(name: name, synchronizesEveryWrite: false)
    defer { suite.removeAll() }
    let graph = ViewGraph(app: StorageApp(suite: suite))
    let first = graph.openWindow(1)
    let second = graph.openWindow(2)
    func tap(_ title: String, in window: ViewNode) {
      window.views(of: Button<Text>.self).first { $0.title == title }?.action()
    }
    tap("Favorites first", in: first)
    tap("Select t3", in: second)
    await MainQueue.settle()
    #expect(first.views(of: Text.self).first?.string == "favorites-first, none")
    #expect(second.views(of: Text.self).first?.string == "favorites-first, t3")
    // A new graph over the same suite is a relaunch: both come back, each window its own.
    let relaunched = ViewGraph(app: StorageApp(suite: suite))
    #expect(
      relaunched.openWindow(2).views(of: Text.self).first?.string == "favorites-first, t3")
  }

  /// A picker sets its binding to the tag of the option chosen (`Picker`, `tag(_:)`, iOS 13+).
  @Test func aPickerSetsItsSelectionToTheTagOfTheChosenOption() async throws {
    struct Sorter: View {
      @State private var order = "newest"
      var body: some View {
        VStack {
          Picker("Sort", selection: $order) {
            Text("Newest first").tag("newest")
            Text("Favorites first").tag("favorites-first")
          }
          Text(order)
        }
      }
    }
    let graph = ViewGraph(root: Sorter())
    let node = try #require(graph.allNodes.first { $0.view is any OptionPicking })
    let picker = try #require(node.view as? any OptionPicking)
    #expect(picker.choose(AnyHashable("favorites-first"), in: node))
    // Only an option's tag can be chosen: a value of the right type that no option carries, or
    // one of another type, changes nothing.
    #expect(!picker.choose(AnyHashable("oldest"), in: node))
    #expect(!picker.choose(AnyHashable(3), in: node))
    await MainQueue.settle()
    #expect(graph.views(of: Text.self).last?.string == "favorites-first")
  }

  /// A tag is seen by a picker whose selection is the tag's optional type, unless
  /// `includeOptional` is false (`tag(_:includeOptional:)`: "the tag value for the type `V`, as
  /// well as `Optional<V>` if `includeOptional` is enabled").
  @Test func aTagIsSeenByAPickerOfItsOptionalTypeUnlessIncludeOptionalIsFalse() async throws {
    struct Chooser: View {
      @State private var chosen: Int?
      var body: some View {
        VStack {
          Picker("Number", selection: $chosen) {
            Text("One").tag(1)
            Text("Two").tag(2, includeOptional: false)
            Text("None").tag(Int?.none)
          }
          Text(chosen.map(String.init) ?? "none")
        }
      }
    }
    let graph = ViewGraph(root: Chooser())
    let node = try #require(graph.allNodes.first { $0.view is any OptionPicking })
    let picker = try #require(node.view as? any OptionPicking)
    #expect(picker.choose(AnyHashable(1), in: node))
    await MainQueue.settle()
    #expect(graph.views(of: Text.self).last?.string == "1")
    #expect(!picker.choose(AnyHashable(2), in: node))
    #expect(picker.choose(AnyHashable(Int?.none), in: node))
    await MainQueue.settle()
    #expect(graph.views(of: Text.self).last?.string == "none")
  }

  // MARK: - Bindings

  /// A body that passes `$state` on without reading it does not depend on it: writing it runs
  /// the control that reads the binding, not that body (Apple's `State`: "SwiftUI updates the
  /// parts of the view hierarchy that depend on the value").
  @Test func passingABindingOnDoesNotMakeABodyDependOnTheState() async {
    struct Form: View {
      @State private var text = ""
      var body: some View {
        TextField("Name", text: $text)
      }
    }
    let graph = ViewGraph(root: Form())
    _ = graph.takeBodyLog()
    graph.nodes(of: TextField.self)[0].typeText("Ada")
    await MainQueue.settle()
    #expect(graph.takeBodyLog().isEmpty)
    #expect(graph.views(of: TextField.self)[0].text.wrappedValue == "Ada")
  }

  /// `ForEach($items)` gives each row a binding to its element, identified by the element's id
  /// (`List` and `ForEach` over a `Binding` of a collection; Apple's documentation lists iOS 13+).
  @Test func forEachOverABindingGivesEachRowABindingToItsElement() async {
    struct Rows: View {
      @State private var todos = [
        Todo(id: "t1", title: "Water the plants"), Todo(id: "t2", title: "Renew passport"),
      ]
      var body: some View {
        List {
          ForEach($todos) { $todo in
            TextField("Title", text: $todo.title)
          }
        }
      }
    }
    let graph = ViewGraph(root: Rows())
    graph.nodes(of: TextField.self)[1].typeText("Renew the passport")
    await MainQueue.settle()
    #expect(
      graph.nodes(of: Rows.self)[0].stateValue("todos", as: [Todo].self)?.map(\.title) == [
        "Water the plants", "Renew the passport",
      ])
    #expect(
      graph.nodes(of: ForEach<[Binding<Todo>], TodoID, TextField>.self)[0].children.map(\.key) == [
        AnyHashable(TodoID("t1")), AnyHashable(TodoID("t2")),
      ])
  }

  /// A binding to a position that is gone stops a SwiftUI app with "Index out of range"; the kit
  /// reports it as a runtime issue, reads the value it saw last, and ignores the write (the Swift
  /// runtime's trap on an out-of-range subscript).
  @Test func aBindingToAPositionThatIsGoneIsReportedAndDoesNotStopTheProgram() async throws {
    struct Holder: View {
      @State private var todos = [Todo(id: "t1", title: "Water the plants")]
      var body: some View {
        VStack {
          TextField("Title", text: $todos[0].title)
          Button("Clear") { todos = [] }
        }
      }
    }
    let graph = ViewGraph(root: Holder())
    let field = try #require(graph.nodes(of: TextField.self).first)
    graph.views(of: Button<Text>.self)[0].action()
    graph.updateNow()
    #expect((field.view as? TextField)?.text.wrappedValue == "Water the plants")
    field.typeText("Water the garden")
    let issues = graph.takeRuntimeIssues()
    #expect(issues.count == 2)
    #expect(issues.allSatisfy { $0.hasPrefix("Fatal error: Index out of range") })
  }

  // MARK: - Navigation

  /// A destination may be declared by any view inside the stack, not only its root
  /// (`navigationDestination(for:destination:)`, iOS 16+).
  @Test func aDestinationDeclaredInsideTheStacksContentIsFound() async {
    struct Inner: View {
      var body: some View {
        NavigationLink(value: 7) { Text("Seven") }
          .navigationDestination(for: Int.self) { Text("Detail \($0)") }
      }
    }
    struct Outer: View {
      @State private var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          VStack { Inner() }
        }
      }
    }
    let graph = ViewGraph(root: Outer())
    graph.nodes(of: NavigationLink<Text, Int>.self)[0].tapNavigationLink()
    await MainQueue.settle()
    #expect(graph.views(of: Text.self).map(\.string).contains("Detail 7"))
  }

  // MARK: - Why a body ran

  /// The body log names the property of an `@Observable` object that changed, in the spirit of
  /// `Self._printChanges()`, and the explicit identity of the row it happened in.
  @Test func theBodyLogNamesTheObservablePropertyThatChangedAndTheRow() async {
    struct Row: View {
      let item: Item
      var body: some View { Text(item.title) }
    }
    struct Rows: View {
      let items: [Item]
      var body: some View {
        List { ForEach(items, id: \.title) { Row(item: $0) } }
      }
    }
    let item = Item(title: "t9")
    let graph = ViewGraph(root: Rows(items: [item]))
    _ = graph.takeBodyLog()
    item.note = "bring the card"
    await MainQueue.settle()
    #expect(graph.takeBodyLog().isEmpty)  // The row never read the note.
    item.title = "t10"
    await MainQueue.settle()
    // The note changed before the change that ran the body, and is not named.
    #expect(graph.takeBodyLog() == ["Row(t9): item.title changed"])
    item.title = "t11"
    item.note = "call first"
    await MainQueue.settle()
    // What changes after that change, in the same turn, is named too: the log cannot tell.
    #expect(graph.takeBodyLog() == ["Row(t9): item.note changed, item.title changed"])
  }
}
