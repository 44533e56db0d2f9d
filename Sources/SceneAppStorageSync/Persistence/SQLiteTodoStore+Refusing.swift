import ChapterKit

// The host answers an edit the store refused with `error:`; the store says why.
extension SQLiteTodoStore: RefusingTodoRepository {}
