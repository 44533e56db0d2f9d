import ChapterKit
import ChapterTestSupport
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Testing
import TodoModel

@Observable
@MainActor
final class Todos {
  var boxes: [ObservedTodo]

  init(_ todos: [Todo]) {
    boxes = todos.map(ObservedTodo.init)
  }
}

struct BoxRow: View {
  let box: ObservedTodo
  var body: some View {
    VStack {
      Text(box.title)
      if box.isFavorite { Image(systemName: "star.fill") }
    }
  }
}

/// A list of `todos`, one `row` per todo: a ``BoxRow`` unless told otherwise.
struct BoxList<Row: View>: View {
  let todos: Todos
  let row: (ObservedTodo) -> Row
  var body: some View {
    List {
      ForEach(todos.boxes) { box in row(box) }
    }
  }
}

extension BoxList where Row == BoxRow {
  init(todos: Todos) {
    self.init(todos: todos) { BoxRow(box: $0) }
  }
}

/// A `List` renders its rows into the table the dump reads, and renders a cell again only when
/// its row's views ran again.
@MainActor
struct ListTests {
  private let fixture = [
    Todo(id: "t1", title: "Water the plants", isFavorite: true),
    Todo(id: "t2", title: "Renew passport"),
    Todo(id: "t3", title: "Call the dentist"),
  ]

  @Test func eachRowRendersItsTitleAndStarIntoACell() {
    let graph = ViewGraph(root: BoxList(todos: Todos(fixture)))
    #expect(table(graph).rows == fixture)
  }

  @Test func anEditRendersTheOneCellWhoseRowRanAgain() async {
    let todos = Todos(fixture)
    let graph = ViewGraph(root: BoxList(todos: todos))
    await renameTheThirdAndStarTheSecond(of: todos, shownIn: table(graph))
  }

  /// A row written inline in the `ForEach`, with no view of its own, reads the element's
  /// properties in the `ForEach`'s closure: a change to one shows in its row.
  @Test func aRowWrittenInlineShowsARenameOfItsElement() async {
    struct InlineList: View {
      let todos: Todos
      var body: some View {
        List {
          ForEach(todos.boxes) { box in
            HStack {
              Text(box.title)
              if box.isFavorite { Image(systemName: "star.fill") }
            }
          }
        }
      }
    }
    let todos = Todos(fixture)
    let graph = ViewGraph(root: InlineList(todos: todos))
    await renameTheThirdAndStarTheSecond(of: todos, shownIn: table(graph))
  }

  /// Renames the third todo, then stars the second, and checks that each edit renders its one
  /// cell and shows there.
  private func renameTheThirdAndStarTheSecond(of todos: Todos, shownIn table: TableView) async {
    table.resetRenderCounts()
    todos.boxes[2].title = "Call the surgery"
    await MainQueue.settle()
    #expect(table.renderLog == ["t3"])
    #expect(table.rows[2] == Todo(id: "t3", title: "Call the surgery"))
    table.resetRenderCounts()
    todos.boxes[1].isFavorite = true
    await MainQueue.settle()
    #expect(table.renderLog == ["t2"])
    #expect(table.rows[1].isFavorite)
  }

  @Test func anAddRendersOneNewCellAndADeleteRendersNone() async {
    let todos = Todos(fixture)
    let graph = ViewGraph(root: BoxList(todos: todos))
    let table = table(graph)
    table.resetRenderCounts()
    todos.boxes.insert(ObservedTodo(Todo(id: "t21", title: "Buy oat milk")), at: 0)
    await MainQueue.settle()
    #expect(table.renderLog == ["t21"])
    #expect(table.rows.map(\.id) == ["t21", "t1", "t2", "t3"])
    table.resetRenderCounts()
    todos.boxes.removeAll { $0.id == "t2" }
    await MainQueue.settle()
    #expect(table.renderLog.isEmpty)
    #expect(table.rows.map(\.id) == ["t21", "t1", "t3"])
  }

  /// Rows scrolling back into view are made again from the list's data and their bodies run,
  /// as cell reuse does; they show the same rows.
  @Test func scrollingMakesEveryRowAgainFromTheListsData() async {
    let todos = Todos(fixture)
    let graph = ViewGraph(root: BoxList(todos: todos))
    todos.boxes[0].title = "Water the garden"
    await MainQueue.settle()
    let table = table(graph)
    let before = table.rows
    _ = graph.takeBodyLog()
    table.scroll()
    #expect(table.rows == before)
    #expect(table.rows[0].title == "Water the garden")
    #expect(
      graph.takeBodyLog()
        == ["t1", "t2", "t3"].map { "BoxRow(\($0)): its cell scrolled back into view" })
  }

  @Test func aTextFieldAndAToggleBoundWithBindableEditTheModelTheListShows() async {
    struct Editor: View {
      @Bindable var box: ObservedTodo
      var body: some View {
        VStack {
          TextField("Title", text: $box.title)
          Toggle("Favorite", isOn: $box.isFavorite)
          Label(box.title, systemImage: box.isFavorite ? "star.fill" : "star")
        }
      }
    }
    struct Screen: View {
      let todos: Todos
      var body: some View {
        VStack {
          BoxList(todos: todos)
          Editor(box: todos.boxes[2])
        }
      }
    }
    let todos = Todos(fixture)
    let graph = ViewGraph(root: Screen(todos: todos))
    graph.nodes(of: TextField.self)[0].typeText("Call the surgery")
    graph.views(of: Toggle.self)[0].toggle()
    await MainQueue.settle()
    #expect(todos.boxes[2].title == "Call the surgery")
    #expect(table(graph).rows[2] == Todo(id: "t3", title: "Call the surgery", isFavorite: true))
    #expect(graph.views(of: Label.self) == [Label("Call the surgery", systemImage: "star.fill")])
  }

  private func table(_ graph: ViewGraph) -> TableView {
    graph.allNodes.compactMap(\.listRenderer).first!.tableView
  }
}
