import HeadlessUIKit

// What a list's rows are made of: the elements of the `ForEach` inside it, and what a row's views
// show, read as a cell.

extension ListRenderer {
  /// What a row's views show, read as a cell: the first text, the first symbol image, and the
  /// row's identifier.
  static func content(of row: ViewNode) -> CellContent {
    var text: String?
    var imageName: String?
    findTextAndImage(in: row, &text, &imageName)
    return CellContent(identifier: identifier(of: row), text: text ?? "", imageName: imageName)
  }

  /// The first text and the first image of `node`'s subtree, parents before children.
  private static func findTextAndImage(
    in node: ViewNode, _ text: inout String?, _ imageName: inout String?
  ) {
    // A type is compared before a view is cast: casts cost more, and this runs per render.
    if text == nil, node.isShowing(Text.self), let view = node.view as? Text {
      text = view.string
    }
    if imageName == nil, node.isShowing(Image.self), let image = node.view as? Image {
      imageName = image.systemName
    }
    for child in node.children { findTextAndImage(in: child, &text, &imageName) }
  }

  /// The identifier of the item a row shows: the id of the element that is the row's id (a value
  /// used as its own id), or the row's id itself; for rows identified by position, the id of
  /// the first identifiable value its views were given.
  private static func identifier(of row: ViewNode) -> String {
    if let known = row.rowIdentifier { return known }
    // A row identified by position shows whichever element is at its place now, and is looked
    // up each time; any other row's identifier is its node's for as long as the node lives.
    guard let identifier = identifier(ofKey: row.key) else {
      for node in row.subtree {
        for field in Mirror(reflecting: node.view).children {
          if let id = identity(of: field.value) { return "\(id)" }
        }
      }
      return "\(row.key.base)"
    }
    row.rowIdentifier = identifier
    return identifier
  }

  /// The identifier of a row whose `ForEach` id is `key`, or `nil` for a row identified by its
  /// position, whose identifier is the element its views show.
  static func identifier(ofKey key: AnyHashable) -> String? {
    // Most keys are ids, which are neither identifiable nor bindings: their type is asked once.
    let keyType = ObjectIdentifier(type(of: key.base))
    let elementID = keyTypesWithoutIdentity.contains(keyType) ? nil : identity(of: key.base)
    if elementID == nil {
      keyTypesWithoutIdentity.insert(keyType)
      if key.base is Int { return nil }
    }
    return String(describing: (elementID ?? key).base)
  }

  /// The types of row keys found to be neither identifiable nor a binding.
  private static var keyTypesWithoutIdentity: Set<ObjectIdentifier> = []

  /// The id of the identifiable value `value` is, or is bound to.
  private static func identity(of value: Any) -> AnyHashable? {
    switch value {
    case let identifiable as any Identifiable: anyID(of: identifiable)
    case let binding as any IdentifiableBinding: binding.boundID
    default: nil
    }
  }

  private static func anyID<Value: Identifiable>(of value: Value) -> AnyHashable {
    AnyHashable(value.id)
  }
}

extension ViewNode {
  /// A row's id as the body log shows it: a value used as its own id (`id: \.self`) shows its
  /// own id and its first text, since a new text makes it a new identity.
  static func describeIdentity(_ key: AnyHashable) -> String {
    guard let element = key.base as? any Identifiable else { return "\(key.base)" }
    let text = Mirror(reflecting: element).children.lazy.compactMap { $0.value as? String }.first
    return text.map { "\(element.id) “\($0)”" } ?? "\(element.id)"
  }
}

/// A binding to an identifiable value: a row bound to its element by position still shows which
/// element that is.
@MainActor
protocol IdentifiableBinding {
  /// The id of the value bound to now.
  var boundID: AnyHashable { get }
}

extension Binding: IdentifiableBinding where Value: Identifiable {
  var boundID: AnyHashable { AnyHashable(wrappedValue.id) }
}

/// A view whose children are rows: `ForEach`.
@MainActor
protocol RowProducing {
  /// Every row's id, in order, as the type the rows are identified by: `kept`, the ids the
  /// list kept from the last render, brought up to date with how they changed, or new ids when
  /// there are none of this type.
  func rowIDs(updating kept: (any RowIDList)?) -> (any RowIDList, RowIDDiff?)
  /// The view of the row at `index`, made again from the data.
  func rowView(at index: Int) -> (any View)?
}

extension ForEach: RowProducing {
  /// A `ForEach` in a list makes its rows.
  var listRole: ListRole { .rows }

  func rowIDs(updating kept: (any RowIDList)?) -> (any RowIDList, RowIDDiff?) {
    readRowIDs(data, kept)
  }

  func rowView(at index: Int) -> (any View)? {
    guard (0..<data.count).contains(index) else { return nil }
    return ForEachRow(data[data.index(data.startIndex, offsetBy: index)], content)
  }
}
