import Foundation
import FoundationShims

/// A value kept in the app's storage under a key, the headless `@AppStorage`: every instance
/// with the same key sees every change at once, and the value outlives the process.
///
/// Each screen that needs the todos makes its own instance, as each SwiftUI view declares its
/// own `@AppStorage("todos")`. A change made through any of them, or through the repository,
/// reaches all of them: on the main actor, before the next turn of the main queue if it was made
/// there, on the next turn if it was made on another thread.
@MainActor
package final class AppStorageValue<Value: Codable & Sendable> {
  /// The key the value is stored under.
  package let key: String
  private let suite: StorageSuite
  /// The value, as of the last change this instance heard of.
  package private(set) var value: Value
  /// The version of the write `value` came from; announcements of older writes are ignored.
  private var version: Int
  private var registration: NotificationObservation?
  /// Called with the old and the new value after every change, wherever it was made.
  package var didChange: ((_ old: Value, _ new: Value) -> Void)?

  /// Reads the stored value, or `defaultValue` when nothing readable is stored, and starts
  /// listening for changes.
  package init(_ key: String, default defaultValue: Value, suite: StorageSuite) {
    self.key = key
    self.suite = suite
    version = suite.currentVersion
    if case .value(let stored) = suite.read(Value.self, forKey: key) {
      value = stored
    } else {
      value = defaultValue
    }
    registration = suite.observe(key) { [weak self] notification in
      guard let change = StorageSuite.change(in: notification, as: Value.self) else { return }
      MainActorDelivery.run { self?.receive(change.value, version: change.version) }
    }
  }

  /// Stores a new value; every instance with this key hears of it, this one included.
  package func set(_ newValue: Value) {
    suite.write(newValue, forKey: key)
  }

  /// Takes a new value, unless a newer one already arrived: an announcement of a write made on
  /// another thread can reach the main actor after the announcement of a later write.
  private func receive(_ new: Value, version: Int) {
    guard version > self.version else { return }
    self.version = version
    let old = value
    value = new
    didChange?(old, new)
  }
}
