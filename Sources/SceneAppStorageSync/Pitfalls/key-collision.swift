import HeadlessSwiftUI
import TodoModel

/// `key-collision`: every scene keeps its selection under one app-wide key.
///
/// Symptom: the last scene to open a detail decides what every scene shows after a relaunch,
/// and a scene that goes back to its list clears the others' selection too.
final class KeyCollisionApp: TodosInAppStorageApp {
  override func selectionStorage(forScene sceneNumber: Int) -> SceneStorageValue<String> {
    SceneStorageValue(Self.selectionKey, scene: SceneIdentity(rawValue: "shared"), suite: suite)
  }
}
