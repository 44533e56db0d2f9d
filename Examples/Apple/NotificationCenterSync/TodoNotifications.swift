// Chapter 2's notification, on every platform: one name, a typed payload. Foundation only.

import Foundation
import TodoData

extension Notification.Name {
  static let todoDidChange = Notification.Name("ListDetailSync.todoDidChange")
}

extension NotificationCenter {
  /// Posts a change that `store` has saved. `object` is the *sender*, which observers may filter
  /// on; the change itself travels in `userInfo`.
  func post(_ change: TodoChange, from store: TodoStore) {
    post(name: .todoDidChange, object: store, userInfo: [TodoChange.userInfoKey: change])
  }
}

extension Notification {
  /// The change a `.todoDidChange` notification carries; `nil` for any other notification.
  var todoChange: TodoChange? {
    guard name == .todoDidChange else { return nil }
    return userInfo?[TodoChange.userInfoKey] as? TodoChange
  }
}

extension TodoChange {
  fileprivate static let userInfoKey = "change"
}

/// The same change as a typed message: iOS 26, macOS 26. Posted and delivered on the main actor.
@available(iOS 26, macOS 26, *)
struct TodoDidChangeMessage: NotificationCenter.MainActorMessage {
  typealias Subject = TodoStore
  let change: TodoChange
}
