import Foundation
import Testing
import TodoModel

@testable import TodoModel

struct TodoIDTests {
  @Test(arguments: ["t1", "t21", "t999999999"])
  func acceptsTheShapeOfAnID(text: String) {
    #expect(TodoID(parsing: text)?.rawValue == text)
  }

  @Test(arguments: ["", "t", "x3", "T3", "t03", "t0", "t-1", "t1.5", "t 1", "t١", "t1234567890"])
  func rejectsAnythingElse(text: String) {
    #expect(TodoID(parsing: text) == nil)
  }

  @Test func ordersByNumberNotByText() {
    let ids: [TodoID] = ["t10", "t2", "t1", "t21"]
    #expect(ids.sorted() == ["t1", "t2", "t10", "t21"])
  }

  @Test func encodesAsAPlainString() throws {
    let data = try JSONEncoder().encode(Todo(id: "t3", title: "Call", isFavorite: true))
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"id\":\"t3\""))
    #expect(try JSONDecoder().decode(Todo.self, from: data).id == "t3")
  }
}
