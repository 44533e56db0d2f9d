/// Whether two view values are the same, the way SwiftUI decides whether a child's body must run
/// again when its parent's body ran.
///
/// A view that is `Equatable` is compared with `==`. Any other view is compared field by field:
/// `Equatable` fields with `==`, objects by identity, dynamic properties (`@State`, `@Binding`,
/// …) as equal because their values live elsewhere, and anything else — a closure — as
/// different, since closures cannot be compared. A stack, a block of views or an optional view
/// counts as new without a look inside: its node compares the views it holds, one by one.
@MainActor
enum ViewEquality {
  static func areEqual(_ lhs: any View, _ rhs: any View) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    return areEqual(lhs, rhs, comparedAs: comparison(of: type(of: lhs)))
  }

  /// Whether two views of one type are the same, compared as views of that type compare.
  static func areEqual(_ lhs: any View, _ rhs: any View, comparedAs comparison: Comparison)
    -> Bool
  {
    switch comparison {
    case .equatable(let isEqual): return isEqual(lhs, rhs)
    case .container: return false
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
    case .equatable(let isEqual): return isEqual(lhs, rhs)
    case .container: return false
    case .identity: return (lhs as AnyObject) === (rhs as AnyObject)
    case .view:
      guard let view = lhs as? any View, let other = rhs as? any View else { return false }
      return areEqual(view, other)
    case .incomparable: return false
    }
  }

  /// How values of one type compare.
  enum Comparison {
    /// A dynamic property or a binding: its value lives elsewhere.
    case alwaysEqual
    /// `==`, for the type found once.
    case equatable((Any, Any) -> Bool)
    /// A container of views (``ViewContainer``), new each time its parent's body runs.
    case container
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

  static func comparison(of type: Any.Type) -> Comparison {
    if let known = comparisons[ObjectIdentifier(type)] { return known }
    let found: Comparison
    if type is any QuestionAskingProperty.Type {
      found = .equatable { lhs, rhs in
        (lhs as? any QuestionAskingProperty)?.asksTheSame(asValue: rhs) ?? false
      }
    } else if type is any DynamicPropertyLink.Type || type is any BindingValue.Type {
      found = .alwaysEqual
    } else if let equatable = type as? any Equatable.Type {
      found = .equatable(comparator(for: equatable))
    } else if type is any ViewContainer.Type {
      found = .container
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

  /// `==` for values of type `Value`, which both sides are: the callers compare types first.
  private static func comparator<Value: Equatable>(for _: Value.Type) -> (Any, Any) -> Bool {
    // A forced cast makes no optional of a type known only at run time, which would be looked
    // up each time.
    { lhs, rhs in lhs as! Value == rhs as! Value }
  }
}

/// A container whose only fields are the views it holds.
///
/// It counts as new each time its parent's body runs: its node then compares each view it holds
/// with the one before, and updates only those that changed. Comparing it as a whole first would
/// compare every view twice, once for the container and once in its node.
@MainActor
protocol ViewContainer: View {}

extension TupleView: ViewContainer {}
extension HStack: ViewContainer {}
extension VStack: ViewContainer {}
extension Form: ViewContainer {}
extension Optional: ViewContainer where Wrapped: View {}

/// A binding of any value type: its value lives elsewhere, so two bindings are the same field.
@MainActor
protocol BindingValue {}

extension Binding: BindingValue {}
