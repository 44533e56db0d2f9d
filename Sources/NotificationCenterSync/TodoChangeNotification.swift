import Foundation
import TodoModel

// The typed payload: one notification name, and a `TodoChange` in and out. No screen touches a
// `userInfo` key or casts an `Any`; this file is the only place that does.

extension Notification.Name {
  /// Posted whenever a todo is added, updated or deleted, anywhere in the app or on the server.
  static let todoDidChange = Notification.Name("ListDetailSync.todoDidChange")
}

extension NotificationCenter {
  /// Announces a change that the data source already has.
  ///
  /// Safe on any thread: the observers' blocks run on the posting thread, and the ones that
  /// ``TodoChangeCenter`` registers bring the change to the main actor from there.
  func post(_ change: TodoChange) {
    post(name: .todoDidChange, object: nil, userInfo: [TodoChange.userInfoKey: change])
  }
}

extension Notification {
  /// The change a `.todoDidChange` notification carries, or `nil` for any other notification.
  var todoChange: TodoChange? {
    guard name == .todoDidChange else { return nil }
    return userInfo?[TodoChange.userInfoKey] as? TodoChange
  }
}

extension TodoChange {
  fileprivate static let userInfoKey = "change"
}
