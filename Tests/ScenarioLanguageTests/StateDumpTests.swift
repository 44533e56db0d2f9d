import ScenarioLanguage
import Testing
import TodoModel

struct StateDumpTests {
  @Test func diffShowsOnlyTheChangedLinesWithContext() {
    let expected = StateDump(scenes: [
      .init(number: 1, isActive: true, list: TodoFixture.todos, detail: nil)
    ])
    var changed = expected
    changed.scenes[0].list[10].title = "Stale"
    let diff = changed.lineDiff(expected: expected)
    #expect(diff.contains("- list t11 0 Schedule the car service"))
    #expect(diff.contains("+ list t11 0 Stale"))
    #expect(diff.contains("  list t10 0 Fix the leaking tap"))
    #expect(!diff.contains("t1 1 Water the plants"))
    #expect(expected.lineDiff(expected: expected).isEmpty)
  }

  @Test func plainTextEndsWithEndAndANewline() {
    let text = StateDump(scenes: [.init(number: 2, isActive: true, list: [], detail: nil)])
      .plainText
    #expect(text == "scene 2 active\nend\n")
  }
}
