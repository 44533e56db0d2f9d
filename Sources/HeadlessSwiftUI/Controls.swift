/// A symbol, such as the star of a favourite: SwiftUI's `Image(systemName:)`.
public struct Image: View, PrimitiveView, Equatable {
  /// The symbol's name, such as `star.fill`.
  public let systemName: String

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
  public let title: String
  /// The symbol's name.
  public let systemImage: String

  /// A label that shows `title` next to the symbol `systemImage`.
  public nonisolated init(_ title: String, systemImage: String) {
    self.title = title
    self.systemImage = systemImage
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] {
    [ViewChild(key: 0, view: Text(title)), ViewChild(key: 1, view: Image(systemName: systemImage))]
  }
}

/// A control that shows the value its binding reads.
@MainActor
protocol BindingReading {
  /// Reads the bound values, so that the control depends on them.
  func readBoundValues()
}

/// A switch bound to a Boolean: SwiftUI's `Toggle`.
public struct Toggle: View, PrimitiveView, BindingReading {
  /// The text next to the switch.
  public let title: String
  /// The value the switch shows and sets.
  public let isOn: Binding<Bool>

  /// A switch titled `title`, bound to `isOn`.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.title = title
    self.isOn = isOn
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [] }

  func readBoundValues() {
    _ = isOn.wrappedValue
  }

  /// The person flips the switch.
  public func toggle() {
    isOn.wrappedValue.toggle()
  }
}

/// A field of editable text bound to a string: SwiftUI's `TextField`.
public struct TextField: View, PrimitiveView, BindingReading {
  /// The placeholder, which names the field.
  public let title: String
  /// The text the field shows and sets.
  public let text: Binding<String>
  let onSubmit: (() -> Void)?

  /// A field named `title`, bound to `text`.
  public init(_ title: String, text: Binding<String>) {
    self.init(title, text: text, onSubmit: nil)
  }

  init(_ title: String, text: Binding<String>, onSubmit: (() -> Void)?) {
    self.title = title
    self.text = text
    self.onSubmit = onSubmit
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [] }

  func readBoundValues() {
    _ = text.wrappedValue
  }

  /// Runs `action` when the person confirms the text, as `.onSubmit` does.
  public func onSubmit(_ action: @escaping () -> Void) -> TextField {
    TextField(title, text: text, onSubmit: action)
  }

  /// The person types `newText` over the field's text and confirms it.
  public func type(_ newText: String) {
    text.wrappedValue = newText
    onSubmit?()
  }
}
