import Foundation

/// A line of text.
public struct Text: View, PrimitiveView, Equatable {
  /// What the text says.
  package let string: String

  /// Text that shows `string`.
  public nonisolated init(_ string: String) {
    self.string = string
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [] }
}

/// A button: a label, and an action a tap performs.
public struct Button<Label: View>: View, PrimitiveView {
  /// What a tap does.
  package let action: () -> Void
  let label: Label
  /// What the button is for, such as deleting: SwiftUI may show it in the button's look.
  package var role: ButtonRole?

  /// A button with a label of its own.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [ViewChild(position: 0, view: label)] }
}

extension Button where Label == Text {
  /// A button whose label is `title`.
  public init(_ title: String, action: @escaping () -> Void) {
    self.action = action
    label = Text(title)
  }

  /// A button whose label is `title`, with a role, such as `.destructive` for a delete.
  public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(title, action: action)
    self.role = role
  }

  /// The button's title.
  package var title: String { label.string }
}

/// Views one above the other.
public struct VStack<Content: View>: View, PrimitiveView {
  let content: Content

  /// A stack of the views `content` builds; there is no layout here, so `alignment` and
  /// `spacing` change nothing.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { stackChildren(of: content) }
}

/// Controls for entering data, one below the other: SwiftUI's `Form`, here without a style.
public struct Form<Content: View>: View, PrimitiveView {
  let content: Content

  /// A form of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { stackChildren(of: content) }
}

/// Views side by side.
public struct HStack<Content: View>: View, PrimitiveView {
  let content: Content

  /// A row of the views `content` builds; there is no layout here, so `alignment` and `spacing`
  /// change nothing.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { stackChildren(of: content) }
}

/// A stack's children: each view of its block is a child of the stack itself, as SwiftUI lays
/// out the views of a block one by one; the tuple that carries them is no view of its own.
@MainActor
private func stackChildren(of content: some View) -> [ViewChild] {
  (content as? any BlockOfViews)?.childrenOfBlock ?? [ViewChild(position: 0, view: content)]
}

/// One view per element of a collection, each identified by the element's id.
///
/// That is explicit identity: an element whose id stays keeps its view's state wherever it
/// moves.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  @usableFromInline let data: Data
  /// The id of an element: what the key path given reads, or an identifiable element's `id`.
  @usableFromInline let identify: (Data.Element) -> ID
  @usableFromInline let content: (Data.Element) -> Content
  /// Every row's id, read by code made for this `ForEach`'s own types (see ``RowIDs``): the
  /// ids the list kept brought up to date, with how they changed, or new ones.
  @usableFromInline let readRowIDs: (Data, _ kept: (any RowIDList)?) -> (any RowIDList, RowIDDiff?)
  @usableFromInline var deleteAction: ((IndexSet) -> Void)?

  /// A view for each element, identified by `id`.
  @inlinable
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, identify: { $0[keyPath: id] }, content: content)
  }

  // Inlinable, as are the two initializers that call it, so that the closure that reads the
  // ids is made where the data's type is known: it reads a list of 100,000 ids in a fraction of
  // the time code that works for any type takes.
  @inlinable
  init(
    _ data: Data, identify: @escaping (Data.Element) -> ID,
    content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.identify = identify
    self.content = content
    readRowIDs = { data, kept in
      // Each element is read in place, by subscript, where `map` would copy it out first: for a
      // list of objects, that copy is a retain and a release per row.
      guard let kept = kept as? RowIDs<ID> else {
        let ids =
          data.withContiguousStorageIfAvailable { elements in
            [ID](unsafeUninitializedCapacity: elements.count) { ids, count in
              for index in elements.indices {
                (ids.baseAddress! + index).initialize(to: identify(elements[index]))
              }
              count = elements.count
            }
          } ?? data.map(identify)
        return (RowIDs(ids: ids), nil)
      }
      let diff =
        data.withContiguousStorageIfAvailable { kept.update(to: $0, identify: identify) }
        ?? data.map(identify).withUnsafeBufferPointer { kept.update(to: $0, identify: { $0 }) }
      return (kept, diff)
    }
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }

  /// A view for each element; in a `List`, for the elements on screen only: the list reads the
  /// others on demand, as SwiftUI's `List` computes its rows.
  func children(in context: ChildContext) -> [ViewChild] {
    let shown =
      context.node.enclosingList == nil ? data[...] : data.prefix(ListRenderer.rowsOnScreen)
    return shown.map { element in
      ViewChild(key: AnyHashable(identify(element)), view: ForEachRow(element, content))
    }
  }
}

/// One row of a `ForEach`: the views its content makes of one element.
///
/// They are made while what they read is tracked, so a row written inline in the `ForEach`,
/// with no view of its own, shows a change to a property of its element that it read, as
/// SwiftUI's rows do with an `@Observable` element.
struct ForEachRow<Element, Content: View>: View, PrimitiveView {
  let element: Element
  let content: (Element) -> Content

  init(_ element: Element, _ content: @escaping (Element) -> Content) {
    self.element = element
    self.content = content
  }

  /// A primitive has no body.
  var body: Never { primitiveBody(Self.self) }
  var tracksReads: Bool { true }
  var showsInItsCell: Bool { false }
  func children(in context: ChildContext) -> [ViewChild] {
    [ViewChild(position: 0, view: content(element))]
  }
}

extension ForEach: DeletableRows {
  /// Lets the person swipe a row away: `action` gets the offsets of the rows to delete.
  public func onDelete(perform action: @escaping (IndexSet) -> Void) -> ForEach {
    var copy = self
    copy.deleteAction = action
    return copy
  }

  package func deleteRow(at offset: Int) -> Bool {
    guard let deleteAction, (0..<data.count).contains(offset) else { return false }
    deleteAction(IndexSet(integer: offset))
    return true
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A view for each element, identified by its `id`.
  @inlinable
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, identify: { $0.id }, content: content)
  }
}

extension ForEach {
  /// A view for each element of a bound collection, each given a binding to its element and
  /// identified by the element's `id`: `ForEach($todos) { $todo in … }`.
  ///
  /// Each binding reaches its element by position, as SwiftUI's does, so a row must not keep one
  /// past a delete.
  @inlinable
  public init<Elements: MutableCollection & RandomAccessCollection>(
    _ data: Binding<Elements>,
    @ViewBuilder content: @escaping (Binding<Elements.Element>) -> Content
  )
  where
    Elements.Element: Identifiable, Elements.Index == Int,
    Data == [Binding<Elements.Element>], ID == Elements.Element.ID
  {
    self.init(
      data.wrappedValue.indices.map { data[$0] }, identify: { $0.wrappedValue.id },
      content: content)
  }
}

/// A view with an explicit identity: a new id is a new view, with new state.
package struct IDView<Content: View, ID: Hashable>: View, PrimitiveView {
  let content: Content
  let id: ID

  /// A primitive has no body.
  package var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] {
    [ViewChild(key: AnyHashable(id), view: content)]
  }
}

/// A view with appearance actions: `.onAppear`, `.onDisappear`.
package struct AppearanceModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let onAppear: (() -> Void)?
  let onDisappear: (() -> Void)?

  /// A primitive has no body.
  package var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [ViewChild(position: 0, view: content)] }
  func didAppear(in node: ViewNode) { onAppear?() }
  func didDisappear(in node: ViewNode) { onDisappear?() }
}

extension View {
  /// Gives the view an explicit identity: when `id` changes, the view is a new one, and its
  /// state starts again.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    IDView(content: self, id: id)
  }

  /// Runs `action` when the view's identity appears.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    AppearanceModifier(content: self, onAppear: action, onDisappear: nil)
  }

  /// Runs `action` when the view's identity goes.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    AppearanceModifier(content: self, onAppear: nil, onDisappear: action)
  }
}
