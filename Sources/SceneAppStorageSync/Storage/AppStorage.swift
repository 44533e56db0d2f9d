import Dispatch
import Foundation

/// A value kept in the app's storage under a key, the headless `@AppStorage`: every instance
/// with the same key sees every change at once, and the value outlives the process.
///
/// Each screen that needs the todos makes its own instance, as each SwiftUI view declares its
/// own `@AppStorage("todos")`. A change made through any of them, or through the repository,
/// reaches all of them: on the main actor, before the next turn of the main queue if it was made
/// there, on the next turn if it was made on another thread.
@MainActor
final class AppStorage<Value: Codable & Sendable> {
  let key: String
  private let suite: StorageSuite
  private(set) var value: Value
  /// The version of the write `value` came from; announcements of older writes are ignored.
  private var version: Int
  private var registration: StorageSuite.Registration?
  /// Called with the old and the new value after every change, wherever it was made.
  var didChange: ((_ old: Value, _ new: Value) -> Void)?

  init(_ key: String, default defaultValue: Value, suite: StorageSuite) {
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
      Self.onMainActor { self?.receive(change.value, version: change.version) }
    }
  }

  /// Stores a new value; every instance with this key hears of it, this one included.
  func set(_ newValue: Value) {
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

  /// Runs `work` on the main actor: now if already on the main queue, else on its next turn.
  private nonisolated static func onMainActor(_ work: @escaping @MainActor @Sendable () -> Void) {
    if DispatchQueue.getSpecific(key: mainQueueKey) == true {
      MainActor.assumeIsolated(work)
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated(work) }
    }
  }

  private nonisolated static var mainQueueKey: DispatchSpecificKey<Bool> { MainQueueMark.key }
}

/// Marks the main queue once, so code can ask whether it runs there without asking about
/// threads (on Linux, main-actor code is not always on the main thread).
enum MainQueueMark {
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}
