/// A symbol, such as the star of a favourite: SwiftUI's `Image(systemName:)`.
public struct Image: View, PrimitiveView, Equatable {
  /// The symbol's name, such as `star.fill`.
  package let systemName: String

  /// The symbol named `systemName`.
  public nonisolated init(systemName: String) {
    self.systemName = systemName
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [] }
}

/// A title with a symbol: SwiftUI's `Label`.
public struct Label: View, PrimitiveView, Equatable {
  /// The text.
  package let title: String
  /// The symbol's name.
  package let systemImage: String

  /// A label that shows `title` next to the symbol `systemImage`.
  public nonisolated init(_ title: String, systemImage: String) {
    self.title = title
    self.systemImage = systemImage
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] {
    [
      ViewChild(position: 0, view: Text(title)),
      ViewChild(position: 1, view: Image(systemName: systemImage)),
    ]
  }
}

/// A switch bound to a Boolean: SwiftUI's `Toggle`.
public struct Toggle: View, PrimitiveView {
  /// The text next to the switch.
  package let title: String
  /// The value the switch shows and sets.
  package let isOn: Binding<Bool>

  /// A switch titled `title`, bound to `isOn`.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.title = title
    self.isOn = isOn
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [] }

  /// A control shows what its binding reads.
  var tracksReads: Bool { true }

  func readBoundValues() {
    _ = isOn.wrappedValue
  }

  /// The person flips the switch.
  package func toggle() {
    isOn.wrappedValue.toggle()
  }
}

/// A field of editable text bound to a string: SwiftUI's `TextField`.
///
/// Return in the field runs the `.onSubmit` actions above it (``ViewNode/submitText()``).
public struct TextField: View, PrimitiveView {
  /// The placeholder, which names the field.
  package let title: String
  /// The text the field shows and sets.
  package let text: Binding<String>

  /// A field named `title`, bound to `text`.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [] }

  /// A control shows what its binding reads.
  var tracksReads: Bool { true }

  func readBoundValues() {
    _ = text.wrappedValue
  }

  /// The person types `newText` over the field's text, and does not confirm it yet.
  package func enter(_ newText: String) {
    text.wrappedValue = newText
  }
}

/// A choice of one value among tagged options: SwiftUI's `Picker`.
///
/// Each option is a view marked with `.tag(_:)`; choosing one sets the binding to its tag.
public struct Picker<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  /// The picker's title, which names it.
  package let title: String
  /// The value the picker shows and sets.
  package let selection: Binding<SelectionValue>
  let content: Content

  /// A picker titled `title`, bound to `selection`, over the tagged options `content` builds.
  public init(
    _ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.title = title
    self.selection = selection
    self.content = content()
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [ViewChild(position: 0, view: content)] }

  /// A control shows what its binding reads.
  var tracksReads: Bool { true }

  func readBoundValues() {
    _ = selection.wrappedValue
  }
}

/// A picker, whatever the type of its values, that the person can choose in.
@MainActor
package protocol OptionPicking {
  /// The picker's title.
  var title: String { get }
  /// The person chooses the option tagged `value`; `false` when the picker has no such type.
  func choose(_ value: AnyHashable) -> Bool
}

extension Picker: OptionPicking {
  /// The person chooses the option tagged `value`.
  package func choose(_ value: AnyHashable) -> Bool {
    guard let value = value.base as? SelectionValue else { return false }
    selection.wrappedValue = value
    return true
  }
}

/// A view marked with a value, as an option of a `Picker`: `.tag(_:)`.
package struct TagModifier<Content: View, Tag: Hashable>: View, PrimitiveView {
  let content: Content
  /// The value a picker sets when this option is chosen.
  package let tag: Tag

  /// A primitive has no body.
  package var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [ViewChild(position: 0, view: content)] }
}

extension View {
  /// Marks the view with `tag`, the value a `Picker` sets when the view is chosen.
  public func tag<Tag: Hashable>(_ tag: Tag) -> some View {
    TagModifier(content: self, tag: tag)
  }
}

/// What a button is for: SwiftUI's `ButtonRole`, which a style may show (a destructive button in
/// red).
public struct ButtonRole: Equatable, Sendable {
  private let name: String

  /// A button that deletes data or cannot be undone.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels an operation.
  public static let cancel = ButtonRole(name: "cancel")
}
