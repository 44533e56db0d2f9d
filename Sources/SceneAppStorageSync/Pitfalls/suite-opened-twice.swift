import HeadlessSwiftUI
import TodoModel

/// `suite-opened-twice`: the screens read through a second `StorageSuite` object over the same
/// name, which hears none of the writes made through the first.
///
/// Symptom: the data is saved, but no screen is told; every list and detail stays stale until
/// the next launch reads the file again.
final class SuiteOpenedTwiceApp: SceneAppStorageSyncApp {
  /// A second object over the repository's suite name.
  private lazy var secondSuite = StorageSuite(
    name: repository.suite.name, synchronizesEveryWrite: repository.suite.synchronizesEveryWrite)

  override func todosStorage(forScene sceneNumber: Int) -> AppStorage<[Todo]> {
    AppStorage(StoredTodoRepository.todosKey, default: [], suite: secondSuite)
  }
}
