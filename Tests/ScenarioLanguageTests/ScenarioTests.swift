import ScenarioLanguage
import Testing
import TodoModel

@testable import TodoModel

struct ScenarioTests {
  @Test func keepsLineNumbersAndSkipsCommentsAndBlankLines() throws {
    let scenario = Scenario(text: "# story\nopen t3\n\n  favorite  \r\nopne t4\nback\n")
    #expect(scenario.lines.map(\.number) == [2, 4, 5, 6])
    #expect(try scenario.lines[0].parsed.get() == .open("t3"))
    #expect(try scenario.lines[1].parsed.get() == .favorite)
    let error = ScenarioError(
      "unknown command 'opne'; did you mean 'open'? 'help' lists the commands", lineNumber: 5)
    #expect(throws: error) { try scenario.lines[2].parsed.get() }
    #expect(error.description.hasPrefix("line 5: unknown command"))
  }

  @Test func commandsThrowsTheFirstError() throws {
    #expect(throws: ScenarioError("there is no scene 7; scenes are numbered 1 to 3", lineNumber: 2))
    {
      try Scenario(text: "open t3\nscene 7\nopne\n").commands()
    }
    #expect(try Scenario(text: "open t3\nback").commands() == [.open("t3"), .back])
  }
}
