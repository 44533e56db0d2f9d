/// Whether two view values are the same, the way SwiftUI decides whether a child's body must run
/// again when its parent's body ran.
///
/// A view that is `Equatable` is compared with `==`. Any other view is compared field by field:
/// `Equatable` fields with `==`, objects by identity, dynamic properties (`@State`, `@Binding`,
/// …) as equal because their values live elsewhere, and anything else — a closure — as
/// different, since closures cannot be compared.
@MainActor
enum ViewEquality {
  static func areEqual(_ lhs: any View, _ rhs: any View) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    switch comparison(of: type(of: lhs)) {
    case .equatable(let isEqual), .contents(let isEqual): return isEqual(lhs, rhs)
    default: break
    }
    let left = Mirror(reflecting: lhs).children
    let right = Mirror(reflecting: rhs).children
    guard left.count == right.count else { return false }
    return zip(left, right).allSatisfy { fieldsAreEqual($0.value, $1.value) }
  }

  private static func fieldsAreEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    switch comparison(of: type(of: lhs)) {
    case .alwaysEqual: return true
    case .equatable(let isEqual), .contents(let isEqual): return isEqual(lhs, rhs)
    case .identity: return (lhs as AnyObject) === (rhs as AnyObject)
    case .view:
      guard let view = lhs as? any View, let other = rhs as? any View else { return false }
      return areEqual(view, other)
    case .incomparable: return false
    }
  }

  /// How values of one type compare.
  private enum Comparison {
    /// A dynamic property or a binding: its value lives elsewhere.
    case alwaysEqual
    /// `==`, for the type found once.
    case equatable((Any, Any) -> Bool)
    /// A container compared by the views it holds (``ContentComparing``).
    case contents((Any, Any) -> Bool)
    /// An object: the same one or not.
    case identity
    /// A view that is not `Equatable`: field by field.
    case view
    /// A closure, or anything else that cannot be compared.
    case incomparable
  }

  /// Each type's comparison, found once: the conformance lookups that find it cost more than the
  /// comparison itself, and an update compares the same few types again and again.
  private static var comparisons: [ObjectIdentifier: Comparison] = [:]

  private static func comparison(of type: Any.Type) -> Comparison {
    if let known = comparisons[ObjectIdentifier(type)] { return known }
    let found: Comparison
    if type is any DynamicPropertyLink.Type || type is any BindingValue.Type {
      found = .alwaysEqual
    } else if let equatable = type as? any Equatable.Type {
      found = .equatable(comparator(for: equatable))
    } else if let container = type as? any ContentComparing.Type {
      found = .contents(comparator(for: container))
    } else if type is AnyClass {
      found = .identity
    } else if type is any View.Type {
      found = .view
    } else {
      found = .incomparable
    }
    comparisons[ObjectIdentifier(type)] = found
    return found
  }

  private static func comparator<Value: Equatable>(for _: Value.Type) -> (Any, Any) -> Bool {
    { lhs, rhs in
      guard let lhs = lhs as? Value, let rhs = rhs as? Value else { return false }
      return lhs == rhs
    }
  }
}

extension ViewEquality {
  fileprivate static func comparator<Container: ContentComparing>(
    for _: Container.Type
  ) -> (Any, Any) -> Bool {
    { lhs, rhs in
      guard let lhs = lhs as? Container, let rhs = rhs as? Container else { return false }
      return lhs.hasSameContent(as: rhs)
    }
  }
}

/// A container whose only fields are the views it holds: it is the same when they are, which it
/// says without reflecting on itself, as stacks and tuples are compared on every update.
@MainActor
protocol ContentComparing: View {
  /// Whether every view this one holds is the same as `other`'s.
  func hasSameContent(as other: Self) -> Bool
}

extension TupleView: ContentComparing {
  func hasSameContent(as other: Self) -> Bool {
    views.count == other.views.count
      && zip(views, other.views).allSatisfy { ViewEquality.areEqual($0, $1) }
  }
}

extension HStack: ContentComparing {
  func hasSameContent(as other: Self) -> Bool { ViewEquality.areEqual(content, other.content) }
}

extension VStack: ContentComparing {
  func hasSameContent(as other: Self) -> Bool { ViewEquality.areEqual(content, other.content) }
}

extension Optional: ContentComparing where Wrapped: View {
  func hasSameContent(as other: Self) -> Bool {
    switch (self, other) {
    case (.none, .none): true
    case (.some(let view), .some(let otherView)): ViewEquality.areEqual(view, otherView)
    default: false
    }
  }
}

/// A binding of any value type: its value lives elsewhere, so two bindings are the same field.
@MainActor
protocol BindingValue {}

extension Binding: BindingValue {}
