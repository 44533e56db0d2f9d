// What a view value is to the graph, found once per view type: a primitive the kit draws, an
// app's root, or a view with a body. A node's type never changes (it is part of its identity),
// so a node asks once, when it is made.

/// What the graph needs to know of a view type before it evaluates a view of it.
@MainActor
struct ViewRole {
  /// The view type.
  let viewType: ObjectIdentifier
  /// How two views of the type compare.
  let comparison: ViewEquality.Comparison
  /// Sees a view of the type as the primitive it is, for a primitive; `nil` for any other view.
  let asPrimitive: ((any View) -> any PrimitiveView)?
  /// Whether views of the type are an app's root.
  let isAppRoot: Bool
  /// What the primitive is to a list, or `.none`.
  let listRole: ListRole
  /// Whether the evaluation of a view of the type gives its row's cell something new to show.
  let showsInItsCell: Bool

  /// The role of `view`'s type, found the first time the type is met.
  static func of(_ view: any View) -> ViewRole {
    let type = ObjectIdentifier(Swift.type(of: view))
    if let known = roles[type] { return known }
    let primitive = view as? any PrimitiveView
    let role = ViewRole(
      viewType: type, comparison: ViewEquality.comparison(of: Swift.type(of: view)),
      asPrimitive: primitive.map { caster(like: $0) },
      isAppRoot: primitive == nil && view is any AppRooting,
      listRole: primitive?.listRole ?? .none, showsInItsCell: primitive?.showsInItsCell ?? true)
    roles[type] = role
    return role
  }

  /// Each view type's role: a cast to a protocol looks up a conformance, and a failed one, the
  /// commonest, costs the most.
  private static var roles: [ObjectIdentifier: ViewRole] = [:]

  /// Sees a view as a primitive of `Primitive`'s type by casting to that type, which, unlike a
  /// cast to a protocol, looks up no conformance.
  private static func caster<Primitive: PrimitiveView>(like _: Primitive)
    -> (any View) -> any PrimitiveView
  {
    { $0 as! Primitive }
  }
}
