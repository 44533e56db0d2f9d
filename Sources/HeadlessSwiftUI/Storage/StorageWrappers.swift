import Foundation

// `@AppStorage` and `@SceneStorage` as a view declares them. Each connects to the node of its
// view: the value it reads is kept with the view's identity, and a change written anywhere — this
// view, another window, a second process that wrote the same suite — runs the body again.

/// A value of the app's storage that a view reads and writes: SwiftUI's `@AppStorage`.
///
/// It reads the suite an ancestor set with `.defaultAppStorage(_:)`. Every view that declares the
/// same key sees every write at once, in every window.
@MainActor
@propertyWrapper
public struct AppStorage<Value: Codable & Sendable>: DynamicPropertyLink {
  private let key: String
  private let defaultValue: Value
  private let location = StateLocation<AppStorageValue<Value>>()

  /// The value stored under `key`, or `wrappedValue` when none is stored.
  public init(wrappedValue: Value, _ key: String) {
    self.key = key
    defaultValue = wrappedValue
  }

  /// The stored value; setting it stores it, and every reader of the key hears of it.
  public var wrappedValue: Value {
    get { location.box?.value.value ?? defaultValue }
    nonmutating set { location.box?.value.set(newValue) }
  }

  /// A binding to the stored value, for a control such as a `Picker`.
  public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }

  package func connect(to node: ViewNode, name: String) {
    guard let suite = node.environment.defaultAppStorage else {
      fatalError(
        "@AppStorage(\"\(key)\") needs a suite: put one in with .defaultAppStorage(_:) on an "
          + "ancestor of this view.")
    }
    location.box = storedValue(in: node, name: name, wrapper: "@AppStorage") {
      AppStorageValue(key, default: defaultValue, suite: suite)
    }
  }
}

/// The types a scene can keep in `@SceneStorage`: six that SwiftUI's wrapper accepts, `Bool`,
/// `Int`, `Double`, `String`, `URL`, `Data`, and optionals of those. (SwiftUI's also takes a
/// `RawRepresentable` type with an `Int` or `String` raw value; this one does not.)
///
/// An id is stored as its `String`; a model object cannot be stored at all, which is the point:
/// scene storage is for light UI state.
public protocol SceneStorable: Codable, Sendable {}

extension Bool: SceneStorable {}
extension Int: SceneStorable {}
extension Double: SceneStorable {}
extension String: SceneStorable {}
extension URL: SceneStorable {}
extension Data: SceneStorable {}
extension Optional: SceneStorable where Wrapped: SceneStorable {}

/// A value kept for one scene, restored when the scene comes back: SwiftUI's `@SceneStorage`.
///
/// It is stored under the scene's identity, so two windows never share it. Apple documents that
/// the system makes no guarantees as to when it is persisted, that it is destroyed with the scene
/// (the switcher snapshot destroyed on iPadOS, the window closed on macOS), and that it is not for
/// sensitive data; here it is written at once, to the suite of `.defaultAppStorage(_:)`.
@MainActor
@propertyWrapper
public struct SceneStorage<Value: SceneStorable>: DynamicPropertyLink {
  private let key: String
  private let defaultValue: Value
  private let location = StateLocation<AppStorageValue<Value>>()

  /// The value stored under `key` for this scene, or `wrappedValue` when none is stored.
  public init(wrappedValue: Value, _ key: String) {
    self.key = key
    defaultValue = wrappedValue
  }

  /// The optional value stored under `key` for this scene, or `nil` when none is stored.
  public init(_ key: String) where Value: ExpressibleByNilLiteral {
    self.key = key
    defaultValue = nil
  }

  /// The scene's value; setting it stores it for this scene.
  public var wrappedValue: Value {
    get { location.box?.value.value ?? defaultValue }
    nonmutating set { location.box?.value.set(newValue) }
  }

  /// A binding to the scene's value.
  public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }

  package func connect(to node: ViewNode, name: String) {
    guard let suite = node.environment.defaultAppStorage, let number = node.windowNumber else {
      fatalError(
        "@SceneStorage(\"\(key)\") needs a window of an App and a suite from "
          + ".defaultAppStorage(_:)")
    }
    location.box = storedValue(in: node, name: name, wrapper: "@SceneStorage") {
      let scene = SceneIdentity.of(sceneNumber: number, in: suite)
      return AppStorageValue(scene.scopedKey(key), default: defaultValue, suite: suite)
    }
  }
}

/// The stored value a view's wrapper reads, kept with the view's identity and made once; each
/// change runs the view's body again.
@MainActor
private func storedValue<Value>(
  in node: ViewNode, name: String, wrapper: String, make: () -> AppStorageValue<Value>
) -> StateBox<AppStorageValue<Value>> {
  if let box = node.storage[name] as? StateBox<AppStorageValue<Value>> { return box }
  let stored = make()
  let box = StateBox(stored, node: node, name: name)
  let label = "\(name.dropFirst())"
  stored.didChange = { [weak node] _, _ in
    node?.invalidate(because: "\(wrapper) \(label) changed")
  }
  node.storage[name] = box
  return box
}

extension EnvironmentValues {
  /// The suite `@AppStorage` and `@SceneStorage` read, set with `.defaultAppStorage(_:)`.
  package var defaultAppStorage: StorageSuite? {
    get { appStorageSuite }
    set { appStorageSuite = newValue }
  }
}

/// Sets the suite of the `@AppStorage` and `@SceneStorage` of its content.
package struct DefaultAppStorageModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let suite: StorageSuite

  /// A primitive has no body.
  package var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [ViewChild(position: 0, view: content)] }

  func write(into environment: inout EnvironmentValues) {
    environment.defaultAppStorage = suite
  }
}

extension DefaultAppStorageModifier: ContentWrapping {
  var modifiedContent: any View { content }
}

extension View {
  /// Makes `store` the store of every `@AppStorage` and `@SceneStorage` inside this view:
  /// SwiftUI's `defaultAppStorage(_:)`.
  ///
  /// A store made by the host (``StorageSuite/userDefaults``) is read and written through its
  /// suite, which tells every reader of a key of each change; any other `UserDefaults` stands for
  /// the process's standard suite (``StorageSuite/standard``), as `UserDefaults.standard` does.
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    DefaultAppStorageModifier(content: self, suite: StorageSuite.backing(store))
  }
}
