import Foundation

/// A value kept per scene, the headless `@SceneStorage`: light UI state, such as which detail a
/// window shows, that comes back when the scene does.
///
/// Each scene has an identity that survives a relaunch (the role of a scene session's
/// `persistentIdentifier`); values are stored under that identity, so two windows never share
/// one, and a window that comes back finds its own.
@MainActor
package final class SceneStorageValue<Value: Codable & Sendable> {
  /// The key, before it is scoped to the scene.
  package let key: String
  /// The scene's value, kept in app storage under a key that names the scene.
  package let storage: AppStorageValue<Value?>

  /// The value stored under `key` for `scene`, in `suite`.
  package init(_ key: String, scene: SceneIdentity, suite: StorageSuite) {
    self.key = key
    storage = AppStorageValue(scene.scopedKey(key), default: nil, suite: suite)
  }

  /// The stored value, or `nil` when there is none.
  package var value: Value? {
    get { storage.value }
    set { storage.set(newValue) }
  }
}

/// A scene's identity, kept in storage by scene number so that it survives a relaunch.
package struct SceneIdentity: Hashable, Sendable, Codable {
  /// The identity as stored: a UUID string for a real scene.
  package let rawValue: String

  /// An identity with this raw value.
  package init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The storage key of this scene's value for `key`.
  package func scopedKey(_ key: String) -> String {
    "scene.\(rawValue).\(key)"
  }

  /// Forgets scene `number`: its identity and every value stored for it.
  ///
  /// The system destroys a scene's storage when the scene is discarded; a scene opened later
  /// under the same number is a new scene.
  @MainActor
  package static func discard(sceneNumber number: Int, in suite: StorageSuite) {
    let key = "sessions.identity.\(number)"
    guard case .value(let identity) = suite.read(SceneIdentity.self, forKey: key) else { return }
    suite.removeValues(forKeysWithPrefix: identity.scopedKey(""))
    suite.removeValue(forKey: key)
  }

  /// The identity of scene `number`, made and stored the first time it is asked for.
  @MainActor
  package static func of(sceneNumber number: Int, in suite: StorageSuite) -> SceneIdentity {
    let key = "sessions.identity.\(number)"
    if case .value(let identity) = suite.read(SceneIdentity.self, forKey: key) { return identity }
    let identity = SceneIdentity(rawValue: UUID().uuidString)
    suite.write(identity, forKey: key)
    return identity
  }
}
