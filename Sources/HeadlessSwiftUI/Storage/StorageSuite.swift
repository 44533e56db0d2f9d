import Foundation
import FoundationShims

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One settings suite, the headless UserDefaults suite: where this chapter keeps everything, and
/// how a change to one key is announced to everyone who reads it.
///
/// Values are stored as JSON `Data`, so any `Codable` value fits, in a property list at the path
/// UserDefaults uses. Foundation's `UserDefaults` on Linux rewrites that file in place, so a kill
/// in the middle of a write left it empty; this suite writes a whole new file and renames it over
/// the old one, so a kill leaves the old settings or the new ones. A write costs the size of what
/// is stored now, which stays small: a closed scene's keys go with it. On Apple platforms,
/// `UserDefaults.didChangeNotification` and key-value observation tell `@AppStorage` about every
/// `set`, and key-value observation "reports all updates to setting values, regardless of which
/// process made the change" (Apple's `didChangeNotification` documentation): two objects for
/// one suite hear each other's writes. The open-source Foundation on Linux posts nothing for
/// `set`, so every object for a suite announces each change on one notification center that the
/// suite's objects share, with the new value inside.
package final class StorageSuite: Sendable {
  /// The suite's name; the data lives in `$HOME/.config/<name>.plist` on Linux.
  package let name: String
  /// What every object for this suite shares: where changes are announced, and their order.
  let shared: Shared
  /// Where changes are announced: one notification per `set`, named by the key.
  package var announcements: NotificationCenter { shared.center }
  /// How many times the suite had been deleted when this object was made.
  let deletionsWhenOpened: Int
  /// Whether each write is synchronized to disk at once (see `StorageLocation`).
  package let synchronizesEveryWrite: Bool

  /// Opens the UserDefaults suite `name`; with `synchronizesEveryWrite`, every write reaches
  /// the disk before it returns.
  package init(name: String, synchronizesEveryWrite: Bool = true) {
    self.name = name
    self.synchronizesEveryWrite = synchronizesEveryWrite
    let shared = Shared.forSuite(named: name)
    self.shared = shared
    deletionsWhenOpened = shared.lock.withLock { shared.deletions }
    // The file is the truth: every write reaches it, so a new object reads what was stored last.
    shared.lock.withLock { shared.values = Self.load(Self.fileURL(forSuiteNamed: name)) }
  }

  /// The announcements and the write order of one suite, shared by all its objects.
  final class Shared: @unchecked Sendable {
    // NB: @unchecked Sendable is justified by `lock`, which guards `version`; the center is
    // thread-safe.
    let center = NotificationCenter()
    // NB: recursive, because an announcement made on the main queue is delivered at once, and
    // its observer may write again.
    let lock = NSRecursiveLock()
    var version = 0
    /// What the suite holds, as in its file.
    var values: [String: Any] = [:]
    /// How many times the suite was deleted; an object opened before the last deletion no longer
    /// writes the file, so a late write cannot bring a deleted suite back.
    var deletions = 0
    /// Why the last write was not stored, until someone takes it.
    var failure: String?

    private static let registryLock = NSLock()
    private nonisolated(unsafe) static var registry: [String: Shared] = [:]

    /// The one shared state of the suite `name`.
    static func forSuite(named name: String) -> Shared {
      registryLock.withLock {
        if let shared = registry[name] { return shared }
        let shared = Shared()
        registry[name] = shared
        return shared
      }
    }
  }

  /// What is stored under a key.
  package enum Stored<Value> {
    case missing
    case value(Value)
    /// Something is stored, but it is not JSON for this type; the text says what went wrong.
    case unreadable(String)
  }

  /// What is stored under `key`, read as JSON of `type`.
  package func read<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Stored<Value> {
    guard let object = shared.lock.withLock({ shared.values[key] }) else { return .missing }
    guard let data = object as? Data else {
      return .unreadable("it is a \(Swift.type(of: object)), not JSON data")
    }
    do {
      return .value(try JSONDecoder().decode(Value.self, from: data))
    } catch {
      return .unreadable("it is not JSON for \(Value.self)")
    }
  }

  /// Stores `value` as JSON under `key` and announces it; safe on any thread.
  ///
  /// The announcement carries a version number that grows with every write. Writes are
  /// serialized, so versions follow the order of the stored values; a reader that
  /// gets an announcement with an older version than it has seen can ignore it.
  package func write<Value: Encodable & Sendable>(_ value: Value, forKey key: String) {
    // NB: encoding cannot fail for the plain structs and arrays stored here.
    guard let data = try? JSONEncoder().encode(value) else { return }
    shared.lock.withLock {
      // An empty optional is no value at all, as in UserDefaults: a window that shows its list
      // leaves no key behind.
      let stored = data == Data("null".utf8) ? nil : data
      // A write costs what changed: the same value again leaves the file alone.
      if shared.values[key] as? Data != stored {
        let before = shared.values[key]
        shared.values[key] = stored
        // A value the file did not take is not kept, nor announced: nobody sees it stored.
        guard save(changing: [key]) else {
          shared.values[key] = before
          return
        }
      }
      shared.version += 1
      announcements.post(
        name: Notification.Name(key), object: nil,
        userInfo: [Self.valueKey: StoredValue(value), Self.versionKey: shared.version])
    }
  }

  /// The version of the last write, so a new reader knows which announcements are older.
  package var currentVersion: Int {
    shared.lock.withLock { shared.version }
  }

  /// Calls `block` with every announcement of a change to `key`, on the writer's thread, until
  /// the returned registration is released.
  package func observe(_ key: String, _ block: @escaping @Sendable (Notification) -> Void)
    -> NotificationObservation
  {
    let token = announcements.addObserver(
      forName: Notification.Name(key), object: nil, queue: nil, using: block)
    return NotificationObservation(token: token, center: announcements)
  }

  /// What is stored under `key`, as the file holds it: a property-list value.
  package func readRaw(forKey key: String) -> Any? {
    shared.lock.withLock { shared.values[key] }
  }

  /// Everything the suite holds, by key.
  package var allValues: [String: Any] {
    shared.lock.withLock { shared.values }
  }

  /// Writes raw data under a key, as an older version of the app or another tool might.
  package func writeRaw(_ object: Any, forKey key: String) {
    shared.lock.withLock {
      shared.values[key] = object
      save(changing: [key])
    }
  }

  /// Why the last write was not stored, once; `nil` when every write since the last call was.
  package func takeFailure() -> String? {
    shared.lock.withLock {
      defer { shared.failure = nil }
      return shared.failure
    }
  }

  /// Moves what is stored under `key` to a key of its own that says it could not be read, and
  /// returns that key; `nil` when nothing is stored there.
  package func keepAside(_ key: String) -> String? {
    shared.lock.withLock {
      guard let object = shared.values[key] else { return nil }
      let aside = "\(key).unreadable-\(Int(Date().timeIntervalSince1970))"
      shared.values[aside] = object
      shared.values[key] = nil
      save(changing: [key, aside])
      return aside
    }
  }

  /// Deletes what is stored under `key`.
  package func removeValue(forKey key: String) {
    shared.lock.withLock {
      shared.values[key] = nil
      save(changing: [key])
    }
  }

  /// Deletes every value whose key starts with `prefix`.
  package func removeValues(forKeysWithPrefix prefix: String) {
    shared.lock.withLock {
      let keys = Set(shared.values.keys.filter { $0.hasPrefix(prefix) })
      for key in keys { shared.values[key] = nil }
      save(changing: keys)
    }
  }

  /// Deletes everything in the suite, including its file.
  package func removeAll() {
    shared.lock.withLock {
      shared.values = [:]
      shared.deletions += 1
      let file = Self.fileURL(forSuiteNamed: name)
      try? FileManager.default.removeItem(at: file)
      try? FileManager.default.removeItem(atPath: file.path + ".lock")
    }
  }

  /// The new value and version carried by a change announcement, if the value has the type.
  package static func change<Value>(in notification: Notification, as type: Value.Type)
    -> (value: Value, version: Int)?
  {
    guard let value = (notification.userInfo?[valueKey] as? StoredValue)?.value as? Value,
      let version = notification.userInfo?[versionKey] as? Int
    else { return nil }
    return (value, version)
  }

  private static let valueKey = "value"
  private static let versionKey = "version"

  /// A Sendable box, so the value can cross into the main actor with the announcement.
  private struct StoredValue: @unchecked Sendable {
    // NB: only Sendable values are ever boxed (`write` requires it).
    let value: Any

    init(_ value: some Sendable) {
      self.value = value
    }
  }
}
