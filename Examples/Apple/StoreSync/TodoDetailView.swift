// Chapter 9 on Apple platforms: iOS 17, iPadOS 17, macOS 14 or later (Observation). The detail
// screen of the app in TodoApp.swift: add it to the same app target.

#if canImport(SwiftUI)
import SwiftUI

/// The detail of one todo: a scope of the store's state, by id.
///
/// It edits the todo where the lists read it. There is no copy, so there is nothing to send back
/// when it closes.
struct TodoDetailView: View {
  let store: TodoStore

  var body: some View {
    if store.todo != nil {
      Form {
        TextField("Title", text: title)
          .onSubmit { store.send(.titleSubmitted) }
        Toggle("Favorite", isOn: isFavorite)
        Button("Delete", role: .destructive) { store.send(.deleteTapped) }
      }
    } else {
      // The reducer takes a deleted todo off every path, so this shows only while it closes.
      Text("This todo was deleted.")
    }
  }

  /// The title, read from the state and written by an action: what
  /// `$store.title.sending(\.titleChanged)` gives a TCA view with `@Bindable var store`.
  private var title: Binding<String> {
    Binding(
      get: { store.todo?.title ?? "" },
      set: { store.send(.titleChanged($0)) })
  }

  private var isFavorite: Binding<Bool> {
    Binding(
      get: { store.todo?.isFavorite ?? false },
      set: { store.send(.favoriteChanged($0)) })
  }
}
#endif
