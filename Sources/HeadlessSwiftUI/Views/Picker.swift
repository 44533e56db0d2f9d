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
  /// The person chooses the option tagged `value` among the options below `node`, the picker's
  /// node; `false` when no option has that tag for the picker's type.
  func choose(_ value: AnyHashable, in node: ViewNode) -> Bool
}

extension Picker: OptionPicking {
  /// The person chooses the option tagged `value`: the binding takes the option's tag, as the
  /// picker's type sees it.
  package func choose(_ value: AnyHashable, in node: ViewNode) -> Bool {
    for option in node.subtree.lazy.compactMap({ $0.view as? any OptionTag }) {
      guard option.tagValue == value, let tag = option.tag(as: SelectionValue.self) else {
        continue
      }
      selection.wrappedValue = tag
      return true
    }
    return false
  }
}

/// What a picker reads of an option's tag, whatever its type.
@MainActor
protocol OptionTag {
  /// The tag, for comparing with what the person chose.
  var tagValue: AnyHashable { get }
  /// The tag as a value of the picker's type `Selection`: the tag itself when it is of that type,
  /// or, with `includeOptional`, the tag wrapped when `Selection` is its optional.
  func tag<Selection: Hashable>(as type: Selection.Type) -> Selection?
}

/// A view marked as a picker's option: `.tag(_:includeOptional:)`.
package struct TagModifier<Content: View, Tag: Hashable>: View, PrimitiveView {
  let content: Content
  /// The value a picker sets when this option is chosen.
  package let tag: Tag
  /// Whether a picker whose selection is `Tag?` sees the tag too.
  let includeOptional: Bool

  /// A primitive has no body.
  package var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [ViewChild(position: 0, view: content)] }
}

extension TagModifier: OptionTag {
  var tagValue: AnyHashable { AnyHashable(tag) }

  func tag<Selection: Hashable>(as type: Selection.Type) -> Selection? {
    if Selection.self == Tag.self { return tag as? Selection }
    if includeOptional, Selection.self == Tag?.self { return Tag?.some(tag) as? Selection }
    return nil
  }
}

extension View {
  /// Marks the view with `tag`, the value a `Picker` sets when the view is chosen; with
  /// `includeOptional`, a picker whose selection is the tag's optional type sees it too.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    TagModifier(content: self, tag: tag, includeOptional: includeOptional)
  }
}
