import Foundation
import Testing
import TodoModel

@testable import TodoModel

struct RepositoryTests {
  @Test func startsWithTheFixtureNewestOnTop() {
    let repository = InMemoryTodoRepository()
    let todos = repository.allTodos()
    #expect(todos.count == 20)
    #expect(todos.first == Todo(id: "t1", title: "Water the plants", isFavorite: true))
    #expect(todos.last?.id == "t20")
  }

  @Test func addInsertsAtTheTopWithTheNextID() {
    let repository = InMemoryTodoRepository()
    let added = repository.add(title: "Buy oat milk")
    #expect(added == Todo(id: "t21", title: "Buy oat milk", isFavorite: false))
    #expect(repository.allTodos().first == added)
  }

  @Test func neverReusesAnIDAfterADelete() {
    let repository = InMemoryTodoRepository()
    let first = repository.add(title: "One")
    repository.delete(id: first.id)
    #expect(repository.add(title: "Two").id == "t22")
  }

  @Test func modifiesAndDeletesByID() {
    let repository = InMemoryTodoRepository()
    #expect(repository.rename(id: "t3", to: "Call the vet")?.title == "Call the vet")
    #expect(repository.toggleFavorite(id: "t3")?.isFavorite == true)
    #expect(repository.delete(id: "t3")?.id == "t3")
    #expect(repository.todo(withID: "t3") == nil)
    #expect(repository.rename(id: "t3", to: "Gone") == nil)
    #expect(repository.delete(id: "t3") == nil)
    #expect(!repository.allTodos().contains { $0.id == "t3" })
    #expect(repository.count == 19)
  }

  @Test func concurrentTogglesAndAddsLoseNothing() async {
    let repository = InMemoryTodoRepository()
    let writers = 64
    let togglesPerWriter = 101
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<writers {
        group.addTask {
          for _ in 0..<togglesPerWriter { repository.toggleFavorite(id: "t2") }
          repository.add(title: "From writer \(writer)")
          repository.rename(id: "t4", to: "Writer \(writer)")
        }
      }
    }
    // 64 × 101 toggles is even, so t2 is back where it started.
    #expect(repository.todo(withID: "t2")?.isFavorite == false)
    let ids = repository.allTodos().map(\.id)
    #expect(ids.count == 20 + writers)
    #expect(Set(ids).count == ids.count)
    #expect(repository.upcomingIDNumber == 21 + writers)
    #expect(repository.todo(withID: "t4")?.title.hasPrefix("Writer ") == true)
  }

  @Test func largeFixturesRepeatTitlesWithANumber() {
    let todos = TodoFixture.todos(count: 45)
    #expect(todos.count == 45)
    #expect(todos[20].title == "Water the plants (2)")
    #expect(todos[44].id == "t45")
    #expect(TodoFixture.nextIDNumber(after: todos) == 46)
  }
}
