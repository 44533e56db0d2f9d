/// App-wide values found by their type: the headless analogue of SwiftUI's `.environmentObject(_:)`
/// and `.environment(_:)`.
///
/// The app puts a value in once; every screen of every scene reads the same instance. That is
/// what makes one object the shared source of truth, without a global.
@MainActor
public final class AppEnvironment {
  private var values: [ObjectIdentifier: Any] = [:]

  /// Creates an empty environment.
  public init() {}

  /// Makes `value` available to every screen, replacing any earlier value of the same type.
  public func insert<Value>(_ value: Value) {
    values[ObjectIdentifier(Value.self)] = value
  }

  /// The value of this type, or `nil` when none was inserted.
  public subscript<Value>(_ type: Value.Type) -> Value? {
    values[ObjectIdentifier(type)] as? Value
  }

  /// The value of this type.
  ///
  /// A missing value is a programming error, as in SwiftUI, and stops the program with a message
  /// that names the type.
  public func require<Value>(_ type: Value.Type) -> Value {
    guard let value = self[type] else {
      fatalError(
        "No value of type \(type) in the environment. Insert one with `environment.insert(_:)` "
          + "when the app is assembled, as `.environmentObject(_:)` would in SwiftUI.")
    }
    return value
  }
}
