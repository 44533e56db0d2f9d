import HeadlessSwiftUI
import Testing

/// `.onSubmit` is a modifier of any view (iOS 15, macOS 12): Return in a text field runs the
/// actions for text set on the field and on every view that holds it, and none set for another
/// trigger.
@MainActor
struct SubmitTests {
  /// What each submit action saw, in the order they ran.
  final class Log {
    var lines: [String] = []
  }

  struct Login: View {
    let log: Log
    @State private var name = ""
    @State private var password = ""

    var body: some View {
      Form {
        TextField("Name", text: $name)
          .onSubmit { log.lines.append("name field: \(name)") }
        TextField("Password", text: $password)
      }
      .onSubmit { log.lines.append("form: \(name)/\(password)") }
      .onSubmit(of: .search) { log.lines.append("search") }
    }
  }

  @Test func returnInAFieldRunsItsOwnActionThenTheFormsAndNotTheSearchAction() throws {
    let log = Log()
    let graph = ViewGraph(root: Login(log: log))
    let fields = graph.nodes(of: TextField.self)
    try #require(fields.count == 2)
    fields[0].typeText("ada")
    #expect(log.lines == ["name field: ada", "form: ada/"])
    log.lines = []
    fields[1].typeText("secret")
    #expect(log.lines == ["form: ada/secret"])
  }

  @Test func theTriggersAreAnOptionSetOfTextAndSearch() {
    let both: SubmitTriggers = [.text, .search]
    #expect(both.contains(.text) && both.contains(.search))
    #expect(SubmitTriggers.text != SubmitTriggers.search)
    #expect(SubmitTriggers(rawValue: SubmitTriggers.text.rawValue) == .text)
  }
}
