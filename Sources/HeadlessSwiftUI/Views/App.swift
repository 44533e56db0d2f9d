// The top of a SwiftUI-shaped app: an `App` whose `body` is a `WindowGroup`. The app's own state
// (`@State` on the `App`) lives as long as the app and is shared by every window; each window
// has a tree of its own.

/// A SwiftUI-shaped app: SwiftUI's `App`, without the `@main` entry point, which the chapter's
/// command line provides.
///
/// Its `body` is evaluated like a view's: it runs again when something it read changes, and each
/// window's content is then made again from it.
@MainActor
public protocol App {
  /// The type of scene the body returns.
  associatedtype Body: Scene

  /// The app's scenes: one `WindowGroup`.
  var body: Body { get }

  /// Makes the app, as SwiftUI does when it launches it: an app makes its own state here.
  init()
}

/// Part of an app's user interface: SwiftUI's `Scene`.
///
/// The kit has one, `WindowGroup`.
@MainActor
public protocol Scene {}

/// A group of windows that all show the same content, each with its own state: SwiftUI's
/// `WindowGroup`.
///
/// On iPad and Mac the person opens several; each is a scene of the host.
public struct WindowGroup<Content: View>: Scene {
  let makeContent: @MainActor () -> Content

  /// Windows whose content `content` makes, once per window, and again whenever the app's body
  /// runs.
  public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
    makeContent = content
  }
}

/// The root node's view for an app: the app, and the windows open now.
struct AppRoot<Root: App>: View, AppRooting {
  let app: Root
  let windowNumbers: [Int]

  /// An app's root has no body of its own: the node evaluates the app's.
  var body: Never { primitiveBody(Self.self) }

  func evaluateBody() -> any Scene {
    app.body
  }

  func withWindowNumbers(_ numbers: [Int]) -> any View {
    AppRoot(app: app, windowNumbers: numbers)
  }

  func windowChildren(of scene: any Scene) -> [ViewChild] {
    guard let group = scene as? any WindowContentMaking else { return [] }
    return windowNumbers.map { ViewChild(key: $0, view: group.makeWindowContent()) }
  }
}

/// The root of an app's tree, whatever the app's type.
@MainActor
protocol AppRooting {
  var app: Root { get }
  associatedtype Root: App
  var windowNumbers: [Int] { get }
  func evaluateBody() -> any Scene
  func withWindowNumbers(_ numbers: [Int]) -> any View
  func windowChildren(of scene: any Scene) -> [ViewChild]
}

/// A scene that makes a window's content.
@MainActor
protocol WindowContentMaking {
  func makeWindowContent() -> any View
}

extension WindowGroup: WindowContentMaking {
  func makeWindowContent() -> any View {
    makeContent()
  }
}
