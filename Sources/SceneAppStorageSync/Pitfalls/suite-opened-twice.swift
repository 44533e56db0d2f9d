import HeadlessSwiftUI
import TodoModel

/// `suite-opened-twice`: the screens read through a second `StorageSuite` object over the same
/// name, which hears none of the writes made through the first.
///
/// Symptom: the data is saved, but no screen is told; every list and detail stays stale until
/// the next launch reads the file again.
final class SuiteOpenedTwiceApp: TodosInAppStorageApp {
  /// A second object over the repository's suite name.
  private lazy var secondSuite = StorageSuite(
    name: suite.name, synchronizesEveryWrite: suite.synchronizesEveryWrite)

  override func todosStorage(forScene sceneNumber: Int) -> AppStorageValue<[Todo]> {
    AppStorageValue(StoredTodoRepository.todosKey, default: [], suite: secondSuite)
  }
}
