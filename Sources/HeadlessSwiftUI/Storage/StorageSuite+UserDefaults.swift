import Foundation

// A suite seen as Foundation's `UserDefaults`, which is what SwiftUI's `.defaultAppStorage(_:)`
// takes on Apple platforms: the app's code names `UserDefaults` alone, and the host hands it
// this object.

/// A ``StorageSuite`` behind `UserDefaults`'s API.
///
/// Foundation's `UserDefaults` on Linux neither announces a `set` nor survives a kill in the
/// middle of writing its file (see ``StorageSuite``). Every read and write of this object goes to
/// its suite instead, so an app that stores a value through `UserDefaults` (`set(_:forKey:)`,
/// `data(forKey:)`, `integer(forKey:)` — Foundation's typed getters and setters all call the
/// three methods below) keeps it in the suite its `@AppStorage` reads.
package final class SuiteUserDefaults: UserDefaults {
  /// The suite every read and write goes to.
  package let suite: StorageSuite

  /// `UserDefaults` over `suite`.
  package init(suite: StorageSuite) {
    self.suite = suite
    // The standard domain always opens (`nil` never fails); nothing is read from or written to
    // it, since the methods below go to `suite`.
    super.init(suiteName: nil)!
  }

  override package func object(forKey defaultName: String) -> Any? {
    suite.readRaw(forKey: defaultName)
  }

  override package func set(_ value: Any?, forKey defaultName: String) {
    guard let value else { return suite.removeValue(forKey: defaultName) }
    suite.writeRaw(value, forKey: defaultName)
  }

  /// A URL is stored as its absolute string, which ``url(forKey:)`` reads back. (Foundation's
  /// own setter, given `nil`, never returns on Linux.)
  override package func set(_ url: URL?, forKey defaultName: String) {
    set(url?.absoluteString, forKey: defaultName)
  }

  /// The URL stored under `defaultName`; a string with no scheme is a file path, as in
  /// Foundation.
  override package func url(forKey defaultName: String) -> URL? {
    guard let string = object(forKey: defaultName) as? String else { return nil }
    if let url = URL(string: string), url.scheme != nil { return url }
    return URL(fileURLWithPath: NSString(string: string).expandingTildeInPath)
  }

  override package func removeObject(forKey defaultName: String) {
    suite.removeValue(forKey: defaultName)
  }

  override package func dictionaryRepresentation() -> [String: Any] {
    suite.allValues
  }
}

extension StorageSuite {
  /// This suite as `UserDefaults`, for an app's `.defaultAppStorage(_:)` or its own reads and
  /// writes.
  package var userDefaults: UserDefaults {
    SuiteUserDefaults(suite: self)
  }

  /// The suite of the process's own settings, which `UserDefaults.standard` stands for: named
  /// after the process, as Foundation names the standard domain of a program with no bundle.
  package static var standard: StorageSuite {
    StorageSuite(name: ProcessInfo.processInfo.processName)
  }

  /// The suite behind `defaults`: its own, for one made by ``userDefaults``; the standard suite
  /// for any other.
  static func backing(_ defaults: UserDefaults) -> StorageSuite {
    (defaults as? SuiteUserDefaults)?.suite ?? .standard
  }
}
