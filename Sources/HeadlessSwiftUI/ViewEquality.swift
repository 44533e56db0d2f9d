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
    if let equatable = lhs as? any Equatable { return isEqual(equatable, rhs) }
    let left = Mirror(reflecting: lhs).children.map(\.value)
    let right = Mirror(reflecting: rhs).children.map(\.value)
    guard left.count == right.count else { return false }
    return zip(left, right).allSatisfy(fieldsAreEqual)
  }

  private static func fieldsAreEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if lhs is any DynamicPropertyLink || lhs is any BindingValue { return true }
    if let equatable = lhs as? any Equatable { return isEqual(equatable, rhs) }
    if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass {
      return (lhs as AnyObject) === (rhs as AnyObject)
    }
    if let view = lhs as? any View, let other = rhs as? any View { return areEqual(view, other) }
    return false
  }

  private static func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    (rhs as? Value).map { $0 == lhs } ?? false
  }
}

/// A binding of any value type: its value lives elsewhere, so two bindings are the same field.
@MainActor
protocol BindingValue {}

extension Binding: BindingValue {}
