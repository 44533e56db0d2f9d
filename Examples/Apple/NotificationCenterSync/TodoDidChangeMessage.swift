// Chapter 2's change as a typed message, on every platform: iOS 26, macOS 26, and Linux's
// Foundation, which has the same API. Foundation only.

import Foundation
import TodoModel

/// The same change the chapter's notification carries, as a typed message: no `userInfo`, no
/// cast. Posted and delivered on the main actor; the repository that saved it is its subject.
@available(iOS 26, macOS 26, *)
struct TodoDidChangeMessage: NotificationCenter.MainActorMessage {
  typealias Subject = InMemoryTodoRepository
  let change: TodoChange
}
