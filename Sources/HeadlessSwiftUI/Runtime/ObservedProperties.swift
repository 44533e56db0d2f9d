import Observation

/// What the `@Observable` objects a view holds look like now, property by property, so that the
/// body log can say which one changed: "item.title changed".
///
/// Observation tells a body *that* something it read changed, not *what*; the kit compares the
/// objects' properties before and after instead. A collection is compared by its count, so an
/// edit inside an array is reported as `@dependencies changed`, as `_printChanges()` does.
@MainActor
enum ObservedProperties {
  /// `object.property` → a description of its value, for each observable object held by `owner`
  /// (a stored property, a `@Bindable`, an `@Environment` object).
  static func snapshot(of owner: Any) -> [String: String] {
    var snapshot: [String: String] = [:]
    for field in Mirror(reflecting: owner).children {
      guard let label = field.label, let object = observableObject(in: field.value) else {
        continue
      }
      let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
      for property in Mirror(reflecting: object).children {
        guard let propertyLabel = property.label, propertyLabel.hasPrefix("_"),
          !propertyLabel.hasPrefix("_$")
        else { continue }
        snapshot["\(name).\(propertyLabel.dropFirst())"] = describe(property.value)
      }
    }
    return snapshot
  }

  private static func observableObject(in value: Any) -> AnyObject? {
    if let holder = value as? any ObservableObjectHolding { return holder.heldObject }
    if type(of: value) is AnyClass, value is any Observable { return value as AnyObject }
    return nil
  }

  private static func describe(_ value: Any) -> String {
    if value is String { return "\(value)" }
    if let collection = value as? any Collection { return "\(collection.count) elements" }
    return "\(value)"
  }
}

/// A property wrapper that holds an `@Observable` object.
@MainActor
protocol ObservableObjectHolding {
  var heldObject: AnyObject? { get }
}

extension Bindable: ObservableObjectHolding {
  var heldObject: AnyObject? { wrappedValue }
}

extension Environment: ObservableObjectHolding {
  var heldObject: AnyObject? {
    guard objectType != nil, let value = location.box?.value else { return nil }
    return value as AnyObject
  }
}
