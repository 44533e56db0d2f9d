// The headless SwiftUI: views are values with a `body`; the kit keeps a tree of nodes, one per
// view identity, that owns each view's state and knows what each body read. See ViewGraph.swift
// for the rules, ViewNode.swift for one identity, and docs/ApplePlatforms.md for where the rules
// come from.

/// A piece of user interface, described as a value: SwiftUI's `View`.
///
/// A view value is cheap and short-lived. Its parent makes a new one every time the parent's
/// `body` runs; what lasts is the view's *identity*, and the state the kit keeps for it.
@MainActor
public protocol View {
  /// The type of view this view's body is.
  associatedtype Body: View

  /// The content of the view. It must be cheap and free of side effects: the kit runs it
  /// whenever something it read changed, and at any other time it needs to.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// A view with no body never has one.
  public var body: Never { fatalError("Never has no body") }
}

/// A view the kit draws itself: it has no body, and it knows its children.
///
/// A node evaluates a primitive in this order: ``willMakeChildren(in:)``, then its
/// ``children(in:)`` (depending on what ``readBoundValues()`` reads, for a control), then
/// ``write(into:)`` for the children's environment. ``didAppear(in:)`` runs once when its
/// identity appears, ``didDisappear(in:)`` when it goes. Every hook but `children(in:)` does
/// nothing unless the primitive says otherwise, so each one names only what it does.
@MainActor
protocol PrimitiveView {
  /// What the primitive is to a list: a list itself, the source of its rows, or neither.
  var listRole: ListRole { get }

  /// Whether the node depends on what making its children reads: a control shows the values
  /// its bindings read, a `ForEach` row what its content read of its element.
  var tracksReads: Bool { get }

  /// Whether, of what making its children reads, the node depends only on what
  /// ``readBoundValues()`` reads: a stack's destinations follow its path binding, not what the
  /// destination views read while they are made.
  var tracksOnlyBoundValues: Bool { get }

  /// Whether its evaluation gives the cell of the row it is in something new to show; a
  /// `ForEach` row's wrapper gives none of its own, only the views it holds do.
  var showsInItsCell: Bool { get }

  /// Acts before the children are made: compares a value (`.onChange`), declares a destination,
  /// or tells the node's registry where a path is shown.
  func willMakeChildren(in node: ViewNode)

  /// The views inside this one, each with its identity among its siblings.
  func children(in context: ChildContext) -> [ViewChild]

  /// Reads the values its bindings show, so that the node depends on them.
  func readBoundValues()

  /// Changes the environment its children see.
  func write(into environment: inout EnvironmentValues)

  /// Its identity appeared in the tree.
  func didAppear(in node: ViewNode)

  /// Its identity left the tree.
  func didDisappear(in node: ViewNode)

  /// How the body log names a child under `key`, when the key is an identity worth naming.
  func label(for key: AnyHashable) -> String?
}

/// What a primitive is to the list around it.
enum ListRole {
  /// Neither a list nor its rows.
  case none
  /// A `List`: it renders rows into a table.
  case list
  /// A `ForEach`: each of its children is a row of the list around it.
  case rows
}

extension PrimitiveView {
  var listRole: ListRole { .none }
  var tracksReads: Bool { false }
  var tracksOnlyBoundValues: Bool { false }
  var showsInItsCell: Bool { true }
  func willMakeChildren(in node: ViewNode) {}
  func readBoundValues() {}
  func write(into environment: inout EnvironmentValues) {}
  func didAppear(in node: ViewNode) {}
  func didDisappear(in node: ViewNode) {}
  func label(for key: AnyHashable) -> String? { nil }
}

/// What a primitive may use to make its children: objects kept with its identity.
@MainActor
struct ChildContext {
  let node: ViewNode

  /// The object kept under `key` for this identity, made by `make` the first time.
  func kept<Object: AnyObject>(_ key: String, make: () -> Object) -> Object {
    if let object = node.storage[key] as? Object { return object }
    let object = make()
    node.storage[key] = object
    return object
  }
}

/// One child of a view: the view value, and its identity among its siblings.
struct ViewChild {
  /// Structural (a position) or explicit (an id), as SwiftUI tells the two apart.
  var key: AnyHashable
  /// The child view value.
  var view: any View
  /// What the parent changes in this child's environment alone, such as its `dismiss` action.
  var environment: ((inout EnvironmentValues) -> Void)? = nil
  /// The key as a position, for a child identified by its position: compared without
  /// `AnyHashable`'s lookups.
  var position: Int? = nil
}

extension ViewChild {
  /// A child identified by its position among its siblings: structural identity.
  @MainActor init(position: Int, view: any View) {
    key = position < Self.positionKeys.count ? Self.positionKeys[position] : AnyHashable(position)
    self.view = view
    self.position = position
  }

  /// The first positions as keys, made once: making an `AnyHashable` looks up how its value
  /// hashes, and every body's child is at position 0.
  @MainActor private static let positionKeys = (0..<16).map { AnyHashable($0) }
}

/// Stops the program with the message SwiftUI gives when a primitive's body is asked for.
func primitiveBody(_ type: Any.Type) -> Never {
  fatalError("\(type) is drawn by the kit and has no body")
}

/// Builds a view from the statements of a closure or a `body`: SwiftUI's `ViewBuilder`.
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// No statements: an empty view.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One statement: that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several statements: the views, side by side, each identified by its position.
  ///
  /// Inlinable, so that the code made for a body knows its block's types where it is compiled,
  /// instead of asking the runtime for them each time the body runs.
  @inlinable
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    var views: [any View] = []
    for view in repeat each content { views.append(view) }
    return TupleView(value: (repeat each content), views: views)
  }

  /// An `if` without an `else`: the view, or nothing.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The `if` branch of an `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The `else` branch of an `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }
}

/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
  /// An empty view.
  public nonisolated init() {}
  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [] }
}

/// Several views side by side, from a builder block; each child is identified by its position.
public struct TupleView<Value>: View, PrimitiveView {
  let value: Value
  let views: [any View]

  @usableFromInline init(value: Value, views: [any View]) {
    self.value = value
    self.views = views
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { childrenOfBlock }
}

/// The views of one `ViewBuilder` block, which a stack takes as its own children.
@MainActor
protocol BlockOfViews {
  /// Each view of the block, identified by its place in it.
  var childrenOfBlock: [ViewChild] { get }
}

extension TupleView: BlockOfViews {
  var childrenOfBlock: [ViewChild] {
    var children: [ViewChild] = []
    children.reserveCapacity(views.count)
    for (position, view) in views.enumerated() {
      children.append(ViewChild(position: position, view: view))
    }
    return children
  }
}

extension Optional: View where Wrapped: View {
  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  func children(in context: ChildContext) -> [ViewChild] {
    map { [ViewChild(position: 0, view: $0)] } ?? []
  }
}

/// One of two views, from an `if`/`else`: the two branches are two different identities, so
/// switching branches destroys the state of the one that goes.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] {
    switch storage {
    case .trueContent(let view): [ViewChild(key: "first", view: view)]
    case .falseContent(let view): [ViewChild(key: "second", view: view)]
    }
  }
}
