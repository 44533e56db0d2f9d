import ScenarioLanguage
import Testing
import TodoModel

@testable import TodoModel

struct ScenarioParserTests {
  @Test(arguments: [
    ("open t3", ScenarioCommand.open("t3")),
    ("  link   t21  ", .link("t21")),
    ("favorite", .favorite),
    ("rename   Buy oat milk  ", .rename("Buy oat milk")),
    ("delete", .delete),
    ("add Café with Zoë ☕", .add("Café with Zoë ☕")),
    ("remove t7", .remove("t7")),
    ("back", .back),
    ("scroll", .scroll),
    ("scene 3", .scene(3)),
    ("close 2", .close(2)),
    ("remote rename t2 Renew passport today", .remote(.rename("t2", "Renew passport today"))),
    ("remote favorite t2", .remote(.favorite("t2"))),
    ("remote delete t2", .remote(.delete("t2"))),
    ("remote late favorite t3", .remoteLate(.favorite("t3"))),
    ("remote late rename t3 Call the surgery", .remoteLate(.rename("t3", "Call the surgery"))),
    ("sort favorites-first", .sort(.favoritesFirst)),
    ("sort   newest", .sort(.newest)),
    ("relaunch", .relaunch),
    ("dump", .dump),
    ("help", .help),
    ("quit", .quit),
  ])
  func parsesEveryCommand(line: String, expected: ScenarioCommand) throws {
    #expect(try ScenarioParser.parse(line) == expected)
    // The text of a command parses back to the same command.
    #expect(try ScenarioParser.parse(expected.text) == expected)
  }

  @Test(arguments: ["", "   ", "# a comment", "   # indented comment"])
  func ignoresBlankLinesAndComments(line: String) throws {
    #expect(try ScenarioParser.parse(line) == nil)
  }

  /// What `deliver` takes: `p` or `a` and a number from 1, or `all`.
  static let notADelivery = "names no delivery; pushes are p1, p2, …, answers a1, a2, …, or write"

  @Test(arguments: ["q1", "p0", "p", "a1b", "P1", "p-1"])
  func deliverNamesAPushAnAnswerOrAll(name: String) {
    #expect(throws: ScenarioError(Message("parse.notADelivery", ["text": name]))) {
      try ScenarioParser.parse("deliver \(name)")
    }
    let message = Message("parse.notADelivery", ["text": name]).text(in: .english)
    #expect(message.contains(Self.notADelivery))
  }

  @Test func holdAndDeliverParse() throws {
    #expect(try ScenarioParser.parse("hold") == .hold)
    #expect(try ScenarioParser.parse("deliver p12") == .deliver(.push(12)))
    #expect(try ScenarioParser.parse("deliver a3") == .deliver(.answer(3)))
    #expect(try ScenarioParser.parse("deliver all") == .deliver(.all))
    #expect(throws: ScenarioError(Message("parse.deliverNeedsName"))) {
      try ScenarioParser.parse("deliver")
    }
    #expect(throws: ScenarioError(Message("parse.noArguments", ["command": "hold"]))) {
      try ScenarioParser.parse("hold now")
    }
  }

  /// What `explode` gets: every command word, in `help`'s order.
  static let unknownCommandMessage: String =
    "unknown command 'explode'; the commands are open, link, favorite, rename, type, submit, "
    + "delete, add, remove, back, scroll, scene, close, remote, hold, deliver, sort, relaunch, "
    + "dump, help, quit"

  @Test(arguments: [
    ("opne t3", "unknown command 'opne'; did you mean 'open'? 'help' lists the commands"),
    (
      "remote late",
      "'remote late' needs a change, as in 'remote late favorite t3': the server's change "
        + "reaches the data source now and its announcement after the next command"
    ),
    ("sort", "'sort' needs an order: 'sort newest' or 'sort favorites-first'"),
    ("sort oldest", "'oldest' is not an order; write 'sort newest' or 'sort favorites-first'"),
    ("Open t3", "unknown command 'Open'; did you mean 'open'? 'help' lists the commands"),
    ("explode", ScenarioParserTests.unknownCommandMessage),
    ("open", "'open' needs a todo id, as in 'open t3'"),

    ("remove", "'remove' needs a todo id, as in 'remove t3'"),
    ("link t1 t2", "'link' takes one todo id, as in 'link t3'"),
    ("open x3", "'x3' is not a todo id; ids look like t1, t2, t21"),
    ("rename", "'rename' needs a title, as in 'rename Buy oat milk'"),
    ("add    ", "'add' needs a title, as in 'add Buy oat milk'"),
    (
      "rename " + String(repeating: "a", count: 201),
      "the title has 201 characters; a title has at most 200"
    ),
    (
      "add Tab\there",
      "the title contains the control character U+0009; a title is one line of printable text"
    ),
    (
      "rename bell\u{7}",
      "the title contains the control character U+0007; a title is one line of printable text"
    ),
    ("scene", "'scene' needs a scene number from 1 to 3, as in 'scene 2'"),
    ("close", "'close' needs a scene number from 1 to 3, as in 'close 2'"),
    ("close 4", "there is no scene 4; scenes are numbered 1 to 3"),
    ("scene two", "'scene two': give a scene number from 1 to 3, as in 'scene 2'"),
    ("scene -1", "'scene -1': give a scene number from 1 to 3, as in 'scene 2'"),
    ("scene 0", "there is no scene 0; scenes are numbered 1 to 3"),
    ("scene 4", "there is no scene 4; scenes are numbered 1 to 3"),
    ("favorite now", "'favorite' takes no arguments; write just 'favorite'"),
    ("back 2", "'back' takes no arguments; write just 'back'"),
    (
      "remote",
      "'remote' needs a change: 'remote rename <id> <title>', 'remote favorite <id>' or "
        + "'remote delete <id>'"
    ),
    (
      "remote explode t1",
      "'remote explode' is not a remote change; write 'remote rename <id> <title>', "
        + "'remote favorite <id>' or 'remote delete <id>'"
    ),
    ("remote favorite", "'remote favorite' needs a todo id, as in 'remote favorite t3'"),
    (
      "remote rename",
      "'remote rename' needs an id and a title, as in 'remote rename t3 Buy oat milk'"
    ),
    (
      "remote rename t3",
      "'remote rename t3' needs a title, as in 'remote rename t3 Buy oat milk'"
    ),
    ("remote delete 3", "'3' is not a todo id; ids look like t1, t2, t21"),
  ])
  func rejectsBadLinesWithAPreciseMessage(line: String, message: String) {
    #expect(throws: ScenarioError(message)) { try ScenarioParser.parse(line) }
  }

  @Test func acceptsATitleOfExactlyTheLimit() throws {
    let title = String(repeating: "é", count: TitleRules.maximumLength)
    #expect(try ScenarioParser.parse("rename \(title)") == .rename(title))
  }

  @Test func acceptsRightToLeftText() throws {
    #expect(try ScenarioParser.parse("add שלום לכולם") == .add("שלום לכולם"))
  }
}
