import ChapterKit
import ChapterTestSupport
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Testing
import TodoModel

/// A row that keeps a count of its own, in `@State`, to show when its state starts again.
struct CountingRow: View {
  let box: ObservedTodo
  @State private var taps = 0
  var body: some View {
    VStack {
      Text(box.title)
      if box.isFavorite { Image(systemName: "star.fill") }
      Button("Tap") { taps += 1 }
    }
  }
}

/// A row whose views hold its object again: the inner view compares equal to the last one
/// whenever the object is the same.
struct OuterBoxRow: View {
  let box: ObservedTodo
  var body: some View {
    BoxRow(box: box)
  }
}

/// A row that shows the title its `@State` started with.
struct StateTitleRow: View {
  @State private var shownTitle: String
  let id: TodoID
  init(box: ObservedTodo) {
    _shownTitle = State(initialValue: box.title)
    id = box.id
  }
  var body: some View {
    Text(shownTitle)
  }
}

/// How many times the bodies of ``CountedRow``s ran: the row views a list made.
@MainActor
final class BodyCounter {
  var count = 0
}

struct CountedRow: View {
  let box: ObservedTodo
  let bodies: BodyCounter
  var body: some View {
    bodies.count += 1
    return Text(box.title)
  }
}

/// Like SwiftUI's `List`, the kit's makes views for the rows on screen only; every other row's
/// cell still shows what the row would, and follows what it reads.
@MainActor
struct RowsOnDemandTests {
  private let hundred = (1...100).map { Todo(id: TodoID(number: $0), title: "Todo \($0)") }

  private func table(_ graph: ViewGraph) -> TableView {
    graph.allNodes.compactMap(\.listRenderer).first!.tableView
  }

  @Test func aLongListHasViewsForTheRowsOnScreenOnlyAndACellForEveryRow() {
    let graph = ViewGraph(root: BoxList(todos: Todos(hundred)) { CountingRow(box: $0) })
    #expect(graph.nodes(of: CountingRow.self).count == ListRenderer.rowsOnScreen)
    #expect(table(graph).rows == hundred)
  }

  /// Opening a list of ten thousand rows makes the views of the rows on screen and no other; a
  /// row below is made when it is read, and thrown away.
  @Test func openingALongListMakesViewsForTheRowsOnScreenOnly() {
    let bodies = BodyCounter()
    let thousands = (1...10_000).map { Todo(id: TodoID(number: $0), title: "Todo \($0)") }
    let list = BoxList(todos: Todos(thousands)) { CountedRow(box: $0, bodies: bodies) }
    let graph = ViewGraph(root: list)
    #expect(bodies.count == ListRenderer.rowsOnScreen)
    let table = table(graph)
    #expect(table.numberOfRows == thousands.count)
    #expect(table.row(showing: thousands[9_999].id) == 9_999)
    #expect(bodies.count == ListRenderer.rowsOnScreen)
    // Reading the rows below the screen, as the dump does, makes their views for the moment.
    #expect(table.rows == thousands)
    #expect(bodies.count == thousands.count)
  }

  @Test func anEditOfARowOffScreenCostsNothingAndTheRowShowsItWhenRead() async {
    let todos = Todos(hundred)
    let graph = ViewGraph(root: BoxList(todos: todos) { CountingRow(box: $0) })
    let table = table(graph)
    _ = graph.takeBodyLog()
    table.resetRenderCounts()
    todos.boxes[50].title = "Renamed far below"
    todos.boxes[60].isFavorite = true
    await MainQueue.settle()
    // No cell renders and no view runs in the tree, as in SwiftUI, where the rows have no views.
    #expect(table.renderLog.isEmpty)
    #expect(graph.takeBodyLog().isEmpty)
    // What the rows would show when scrolled to is what the table shows.
    #expect(table.rows[50].title == "Renamed far below")
    #expect(table.rows[60].isFavorite)
    #expect(graph.nodes(of: CountingRow.self).count == ListRenderer.rowsOnScreen)
  }

  /// The views made to read a row below the screen are used again for the next such row, as a
  /// table reuses a cell; every view in them runs again, so a row shows its own todo as it is
  /// now, even one whose object is the one the views held last.
  @Test func viewsUsedAgainToReadRowsBelowTheScreenShowEachRowAsItIsNow() {
    let todos = Todos(hundred)
    let graph = ViewGraph(root: BoxList(todos: todos) { OuterBoxRow(box: $0) })
    let table = table(graph)
    #expect(table.rows == hundred)
    // The last row read is the one whose views are kept: it changes without a render.
    todos.boxes[99].title = "Renamed while its views were kept"
    todos.boxes[99].isFavorite = true
    todos.boxes[98].isFavorite = true
    let lastRow = table.content(ofRow: 99)
    #expect(lastRow.title == "Renamed while its views were kept" && lastRow.isFavorite)
    let rows = table.rows
    #expect(rows[99].title == "Renamed while its views were kept" && rows[99].isFavorite)
    #expect(rows[98].isFavorite && rows[98].title == hundred[98].title)
    #expect(Array(rows.prefix(98)) == Array(hundred.prefix(98)))
  }

  /// A row with `@State` gets views of its own each time it is read below the screen: state
  /// made for one row never shows in another.
  @Test func aRowWithStateIsReadBelowTheScreenWithStateOfItsOwn() {
    let graph = ViewGraph(root: BoxList(todos: Todos(hundred)) { StateTitleRow(box: $0) })
    #expect(table(graph).rows.map(\.title) == hundred.map(\.title))
  }

  @Test func anInsertAtTheTopMakesOneRowAndPushesTheLastRowOnScreenOff() async {
    let todos = Todos(hundred)
    let graph = ViewGraph(root: BoxList(todos: todos) { CountingRow(box: $0) })
    let table = table(graph)
    table.resetRenderCounts()
    todos.boxes.insert(ObservedTodo(Todo(id: "t101", title: "Buy oat milk")), at: 0)
    await MainQueue.settle()
    #expect(table.renderLog == ["t101"])
    #expect(table.rows.count == 101)
    #expect(table.rows[0].id == "t101")
    let onScreen = graph.nodes(of: CountingRow.self).compactMap {
      ($0.view as? CountingRow)?.box.id
    }
    #expect(onScreen == ["t101"] + hundred.prefix(ListRenderer.rowsOnScreen - 1).map(\.id))
    // The row pushed off screen still follows its todo.
    todos.boxes[ListRenderer.rowsOnScreen].title = "Pushed off and renamed"
    await MainQueue.settle()
    #expect(table.rows[ListRenderer.rowsOnScreen].title == "Pushed off and renamed")
  }

  /// A row pushed off screen and back starts its `@State` again.
  ///
  /// SwiftUI keeps `@State` for as long as a view's identity lives, and a lazy container such as
  /// `List` may throw away a row that scrolls off screen with its state (the Swift Forums pitch
  /// "Stabilize state in lazy containers"); the kit always does.
  @Test func aRowThatLeavesTheScreenAndComesBackStartsItsStateAgain() async {
    let todos = Todos(hundred)
    let graph = ViewGraph(root: BoxList(todos: todos) { CountingRow(box: $0) })
    let last = ListRenderer.rowsOnScreen - 1
    let lastRow = graph.nodes(of: CountingRow.self)[last]
    lastRow.views(of: Button<Text>.self)[0].action()
    await MainQueue.settle()
    #expect(lastRow.stateValue("taps", as: Int.self) == 1)
    todos.boxes.insert(ObservedTodo(Todo(id: "t101", title: "Buy oat milk")), at: 0)
    await MainQueue.settle()
    #expect(!lastRow.isInTree)
    todos.boxes.removeFirst()
    await MainQueue.settle()
    let back = graph.nodes(of: CountingRow.self)[last]
    #expect(back !== lastRow)
    #expect(back.stateValue("taps", as: Int.self) == 0)
  }

  /// The row that comes on screen was made below it with its id alone, so it renders there, once,
  /// as a row scrolled into view does; no other cell renders.
  @Test func aDeleteAboveRendersTheRowThatComesOnScreenAndNoOther() async {
    let todos = Todos(hundred)
    let graph = ViewGraph(root: BoxList(todos: todos) { CountingRow(box: $0) })
    let table = table(graph)
    table.resetRenderCounts()
    todos.boxes.removeFirst()
    await MainQueue.settle()
    #expect(table.renderLog == [hundred[ListRenderer.rowsOnScreen].id])
    #expect(table.rows == Array(hundred.dropFirst()))
    #expect(graph.nodes(of: CountingRow.self).count == ListRenderer.rowsOnScreen)
  }
}
