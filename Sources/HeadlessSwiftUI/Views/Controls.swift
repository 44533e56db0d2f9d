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

/// What a button is for: SwiftUI's `ButtonRole`, which a style may show (a destructive button in
/// red).
public struct ButtonRole: Equatable, Sendable {
  private let name: String

  /// A button that deletes data or cannot be undone.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels an operation.
  public static let cancel = ButtonRole(name: "cancel")
}
