import ChapterKit
import HeadlessCombine
import HeadlessSwiftUI
import Observation
import Testing

// One test per rule of the SwiftUI-shaped views (DESIGN §4b), each naming the Apple source it
// models. The views below are small on purpose: each shows one rule.

/// Counts things a test wants to see happen, from any view.
@MainActor
final class Counter {
  var count = 0
}

@Observable
@MainActor
final class Item {
  var title: String
  var note = ""

  init(title: String) {
    self.title = title
  }
}

@MainActor
final class Store: ObservableObject {
  @Published var name = "first"
  let madeBy: Counter

  init(counter: Counter) {
    madeBy = counter
    counter.count += 1
  }
}

struct TitleRow: View {
  let item: Item
  var body: some View {
    Text(item.title)
  }
}

struct Tapper: View {
  @State private var taps = 0
  var body: some View {
    Button("Tapped \(taps)") { taps += 1 }
  }
}

@MainActor
struct ViewRulesTests {
  // MARK: - Identity

  /// Structural identity: the same type at the same place in the parent's body is the same view
  /// (WWDC21 "Demystify SwiftUI"); the two branches of an `if` are two different views.
  @Test func aViewKeepsItsStateAtTheSamePlaceAndLosesItInTheOtherBranchOfAnIf() async {
    struct Switcher: View {
      let showsFirst: Bool
      var body: some View {
        if showsFirst { Tapper() } else { Tapper() }
      }
    }
    let graph = ViewGraph(root: Parent(child: { Switcher(showsFirst: $0) }, value: true))
    tap(graph)
    #expect(graph.nodes(of: Tapper.self)[0].stateValue("taps", as: Int.self) == 1)
    graph.views(of: Parent<Switcher>.self)[0].set(true)  // Same branch: same identity.
    await MainQueue.settle()
    #expect(graph.nodes(of: Tapper.self)[0].stateValue("taps", as: Int.self) == 1)
    graph.views(of: Parent<Switcher>.self)[0].set(false)  // Other branch: a new identity.
    await MainQueue.settle()
    #expect(graph.nodes(of: Tapper.self)[0].stateValue("taps", as: Int.self) == 0)
  }

  /// Explicit identity: `ForEach` identifies each row by its element's id, so a row keeps its
  /// state when it moves; `.id(_:)` with a new value makes a new view (Apple's `ForEach` and
  /// `id(_:)` documentation, WWDC21 "Demystify SwiftUI").
  @Test func aRowKeepsItsStateWhenItMovesAndANewIDStartsAgain() async {
    struct Rows: View {
      let ids: [Int]
      var body: some View {
        ForEach(ids, id: \.self) { _ in Tapper() }
      }
    }
    let graph = ViewGraph(root: Parent(child: { Rows(ids: $0) }, value: [1, 2]))
    tap(graph, row: 1)  // Row of id 2.
    graph.views(of: Parent<Rows>.self)[0].set([2, 1])
    await MainQueue.settle()
    let taps = graph.nodes(of: Tapper.self).map { $0.stateValue("taps", as: Int.self) }
    #expect(taps == [1, 0])  // Id 2, now first, kept its taps.

    struct Identified: View {
      let id: Int
      var body: some View { Tapper().id(id) }
    }
    let identified = ViewGraph(root: Parent(child: { Identified(id: $0) }, value: 1))
    tap(identified)
    identified.views(of: Parent<Identified>.self)[0].set(2)
    await MainQueue.settle()
    #expect(identified.nodes(of: Tapper.self)[0].stateValue("taps", as: Int.self) == 0)
  }

  // MARK: - Lifetime

  /// State is created when an identity first appears and destroyed when it goes (Apple's `State`
  /// documentation: "SwiftUI initializes the state's storage only once for each container
  /// instance").
  @Test func stateIsMadeWithItsIdentityAndDestroyedWithIt() async {
    struct Maybe: View {
      let shows: Bool
      var body: some View {
        if shows { Tapper() }
      }
    }
    let graph = ViewGraph(root: Parent(child: { Maybe(shows: $0) }, value: true))
    tap(graph)
    tap(graph)
    #expect(graph.nodes(of: Tapper.self)[0].stateValue("taps", as: Int.self) == 2)
    graph.views(of: Parent<Maybe>.self)[0].set(false)
    await MainQueue.settle()
    #expect(graph.nodes(of: Tapper.self).isEmpty)
    graph.views(of: Parent<Maybe>.self)[0].set(true)
    await MainQueue.settle()
    #expect(graph.nodes(of: Tapper.self)[0].stateValue("taps", as: Int.self) == 0)
  }

  /// A `@State` initial value expression runs every time the view value is made, but only the
  /// first value is kept (Apple's `State.init(wrappedValue:)`).
  @Test func aStateInitialValueRunsOnEveryInitAndOnlyTheFirstIsKept() async {
    let made = Counter()
    struct Seeded: View {
      @State private var seed: Int
      init(made: Counter) {
        made.count += 1
        _seed = State(wrappedValue: made.count)
      }
      var body: some View { Text("\(seed)") }
    }
    let graph = ViewGraph(root: Parent(child: { _ in Seeded(made: made) }, value: 0))
    graph.views(of: Parent<Seeded>.self)[0].set(1)
    await MainQueue.settle()
    graph.views(of: Parent<Seeded>.self)[0].set(2)
    await MainQueue.settle()
    #expect(made.count == 3)  // The parent's body ran three times; so did the initial value.
    #expect(graph.nodes(of: Seeded.self)[0].stateValue("seed", as: Int.self) == 1)
  }

  /// `@StateObject`'s autoclosure runs once per identity; `@ObservedObject` is whatever the
  /// parent passes, so a parent body that creates the object creates a new one each time it runs
  /// (Apple's `StateObject.init(wrappedValue:)`, WWDC20 "Data Essentials in SwiftUI").
  @Test func aStateObjectIsMadeOncePerIdentityAndAnObservedOneIsWhateverTheParentPasses() async {
    let madeForStateObject = Counter()
    let madeForObservedObject = Counter()
    struct Owner: View {
      @StateObject private var store: Store
      init(counter: Counter) {
        _store = StateObject(wrappedValue: Store(counter: counter))
      }
      var body: some View { Text(store.name) }
    }
    struct Borrower: View {
      @ObservedObject var store: Store
      var body: some View { Text(store.name) }
    }
    let owners = ViewGraph(
      root: Parent(child: { _ in Owner(counter: madeForStateObject) }, value: 0))
    let borrowers = ViewGraph(
      root: Parent(
        child: { _ in Borrower(store: Store(counter: madeForObservedObject)) }, value: 0))
    for value in 1...3 {
      owners.views(of: Parent<Owner>.self)[0].set(value)
      borrowers.views(of: Parent<Borrower>.self)[0].set(value)
      await MainQueue.settle()
    }
    #expect(madeForStateObject.count == 1)
    #expect(madeForObservedObject.count == 4)
  }

  // MARK: - Dependencies

  /// A body runs again when an `@Observable` property it read changes, and not when one it did
  /// not read changes (Apple's "Managing model data in your app"; Observation's
  /// `withObservationTracking`).
  @Test func aBodyRunsAgainOnlyWhenAnObservablePropertyItReadChanges() async {
    let item = Item(title: "Call the dentist")
    let graph = ViewGraph(root: TitleRow(item: item))
    let row = graph.nodes(of: TitleRow.self)[0]
    item.note = "not read by the row"
    await MainQueue.settle()
    #expect(row.bodyRunCount == 1)
    item.title = "Call the surgery"
    await MainQueue.settle()
    #expect(row.bodyRunCount == 2)
    #expect(graph.views(of: Text.self).map(\.string) == ["Call the surgery"])
  }

  /// Writing a `@State` value runs the bodies that read it again (Apple's `State`: "When the value
  /// changes, SwiftUI updates the parts of the view hierarchy that depend on the value").
  @Test func writingStateRunsTheBodyThatReadsIt() async {
    let graph = ViewGraph(root: Tapper())
    tap(graph)
    await MainQueue.settle()
    #expect(graph.views(of: Text.self).map(\.string) == ["Tapped 1"])
    #expect(graph.takeBodyLog().last == "Tapper: @State taps changed")
  }

  /// An `ObservableObject`'s `objectWillChange` fires before the change, and the views that hold
  /// the object run their bodies again (Combine's `ObservableObject`, `Published`).
  @Test func objectWillChangeFiresBeforeTheChangeAndTheHoldersRunAgain() async {
    struct Borrower: View {
      @ObservedObject var store: Store
      var body: some View { Text(store.name) }
    }
    let store = Store(counter: Counter())
    let seen = Counter()
    let subscription = store.objectWillChange.sink {
      MainActor.assumeIsolated { seen.count = store.name == "first" ? 1 : -1 }
    }
    let graph = ViewGraph(root: Borrower(store: store))
    store.name = "second"
    await MainQueue.settle()
    #expect(seen.count == 1)  // The subscriber still saw the old name: "will" change.
    #expect(graph.views(of: Text.self).map(\.string) == ["second"])
    subscription.cancel()
  }

  /// A view that reads an environment object runs again when an ancestor puts a different object
  /// there (Apple's `Environment` and `environment(_:)` for `Observable` objects).
  @Test func aViewRunsAgainWhenTheEnvironmentObjectItReadIsReplaced() async {
    struct Reader: View {
      @Environment(Item.self) private var item
      var body: some View { Text(item.title) }
    }
    struct Provider: View {
      let item: Item
      var body: some View { Reader().environment(item) }
    }
    let graph = ViewGraph(
      root: Parent(child: { Provider(item: $0) }, value: Item(title: "first")))
    graph.views(of: Parent<Provider>.self)[0].set(Item(title: "second"))
    await MainQueue.settle()
    #expect(graph.views(of: Text.self).map(\.string) == ["second"])
    #expect(graph.takeBodyLog().contains("Reader: environment Item changed"))
  }

  /// An object put in the environment reaches the view it modifies and its subtree only.
  ///
  /// Apple's `environment(_:)` for `Observable` objects (iOS 17) returns "a view that has the
  /// specified object in its environment". The kit's environments share their values until one
  /// changes; a sibling's change must not reach the other sibling or the parent.
  @Test func anEnvironmentObjectReachesItsSubtreeAndNothingBesideIt() {
    struct Reader: View {
      @Environment(Item.self) private var item
      var body: some View { Text(item.title) }
    }
    struct Siblings: View {
      let first: Item
      let second: Item
      var body: some View {
        VStack {
          Reader().environment(first)
          Reader()
          Reader().environment(second)
        }
      }
    }
    let graph = ViewGraph(
      root: Siblings(first: Item(title: "first"), second: Item(title: "second"))
        .environment(Item(title: "outer")))
    #expect(graph.views(of: Text.self).map(\.string) == ["first", "outer", "second"])
  }

  /// An `@EnvironmentObject` reads the `ObservableObject` an ancestor put there with
  /// `.environmentObject(_:)`, and its readers run again when it will change (Apple's
  /// `EnvironmentObject`, iOS 13+).
  @Test func anEnvironmentObjectsReadersRunAgainWhenItWillChange() async {
    struct Reader: View {
      @EnvironmentObject private var store: Store
      var body: some View { Text(store.name) }
    }
    let store = Store(counter: Counter())
    let graph = ViewGraph(root: Reader().environmentObject(store))
    store.name = "second"
    await MainQueue.settle()
    #expect(graph.views(of: Text.self).map(\.string) == ["second"])
    #expect(graph.nodes(of: Reader.self)[0].bodyRunCount == 2)
  }

  // MARK: - Updates

  /// Invalidations coalesce into one pass on a later turn of the main queue, parents before
  /// children (WWDC21 "Demystify SwiftUI": the dependency graph is updated, then re-rendered).
  @Test func invalidationsCoalesceIntoOnePassParentsFirst() async {
    struct Child: View {
      let item: Item
      var body: some View { Text(item.note) }
    }
    struct Top: View {
      let item: Item
      var body: some View {
        VStack {
          Text(item.title)
          Child(item: item)
        }
      }
    }
    let item = Item(title: "a")
    let graph = ViewGraph(root: Top(item: item))
    _ = graph.takeBodyLog()
    item.note = "x"
    item.title = "b"
    item.note = "y"
    #expect(graph.takeBodyLog().isEmpty)  // Nothing runs until a later turn.
    await MainQueue.settle()
    let log = graph.takeBodyLog()
    #expect(log.count == 2)
    #expect(log.first?.hasPrefix("Top:") == true)
    #expect(log.last?.hasPrefix("Child:") == true)
  }

  /// A child whose new view value equals the old one, field by field, is not evaluated again
  /// when its parent's body runs (WWDC21 "Demystify SwiftUI", WWDC23 "Demystify SwiftUI
  /// performance").
  @Test func aChildWithAnUnchangedValueIsNotEvaluatedAgain() async {
    struct Top: View {
      @State private var count = 0
      let item: Item
      var body: some View {
        VStack {
          Button("\(count)") { count += 1 }
          TitleRow(item: item)
        }
      }
    }
    let graph = ViewGraph(root: Top(item: Item(title: "same")))
    graph.views(of: Button<Text>.self)[0].action()
    await MainQueue.settle()
    #expect(graph.nodes(of: Top.self)[0].bodyRunCount == 2)
    #expect(graph.nodes(of: TitleRow.self)[0].bodyRunCount == 1)
  }

  /// On this toolchain, `@Observable` skips a write of an equal value, so the views that read the
  /// property do not run again (Swift 6.3's Observation macro compares `Equatable` values).
  @Test func observationSkipsAWriteOfAnEqualValue() async {
    let item = Item(title: "same")
    let graph = ViewGraph(root: TitleRow(item: item))
    item.title = "same"
    await MainQueue.settle()
    #expect(graph.nodes(of: TitleRow.self)[0].bodyRunCount == 1)
  }

  // MARK: - Helpers

  /// Taps the `Tapper` of `row`.
  private func tap(_ graph: ViewGraph, row: Int = 0) {
    graph.nodes(of: Tapper.self)[row].children.compactMap { $0.view as? Button<Text> }.first?
      .action()
    graph.updateNow()
  }
}

/// A parent whose body makes its child from a value the test changes: each change runs the
/// parent's body, and so makes a new child view value, as a parent reading changing state does.
struct Parent<Child: View>: View {
  let child: (Value) -> Child
  @State private var value: Value

  init<V>(child: @escaping (V) -> Child, value: V) {
    self.child = { child($0.base as! V) }
    _value = State(wrappedValue: Value(base: value))
  }

  var body: some View {
    child(value)
  }

  /// Changes the value, which runs this body again on the next update pass.
  func set<V>(_ newValue: V) {
    value = Value(base: newValue)
  }

  /// A value of any type, and never equal to another: setting it always counts as a change.
  struct Value {
    let base: Any
  }
}
