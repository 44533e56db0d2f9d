import Combine
import Dispatch
import TodoModel
import UIKit

/// `assign-on-self`: the list binds the change stream to a property of its own with
/// `assign(to:on: self)` and keeps the subscription in its own cancellables — the way the HealthKit
/// source's view models bind their app-state publishers, and the way many view controllers bind
/// their view models.
///
/// Symptom: `assign(to:on:)` holds its object strongly, and the object holds the subscription: a
/// retain cycle. A closed scene's list is never released and goes on receiving and rendering every
/// change. No screen that can be seen is wrong.
final class AssigningListViewController: TodoListViewController {
  private var cancellables = Set<AnyCancellable>()

  /// The last change heard; setting it applies it.
  var lastChange: TodoChange? {
    didSet {
      if let lastChange { viewModel.apply(lastChange) }
    }
  }

  init(viewModel: TodoListViewModel, events: any TodoEvents) {
    super.init(viewModel: viewModel)
    events.todoChanges
      .receive(on: DispatchQueue.main)
      .map { Optional($0) }
      .assign(to: \.lastChange, on: self)
      .store(in: &cancellables)
  }

  required init?(coder: NSCoder) {
    fatalError("AssigningListViewController is made in code")
  }
}

/// A view model that is told about changes by its list instead of subscribing itself.
final class ToldViewModel: TodoListViewModel {
  override func subscribe() {}
}
