// What a host reaches in the views, as a person would: controls by their titles, a stack's
// path, the rows a `ForEach` lets a person swipe away. The host's screens, in SwiftUIHosting,
// use these; a lesson never does.

/// A control a person finds by its title.
@MainActor
package protocol ControlTitled {
  /// The words the control shows, which name it.
  var title: String { get }
}

extension TextField: ControlTitled {}
extension Toggle: ControlTitled {}
extension Button: ControlTitled where Label == Text {}

/// The part of a stack that reads its path.
@MainActor
package protocol PathReading {
  var pathCount: Int { get }
  var pathValues: [AnyHashable] { get }
}

extension PathDestinations: PathReading {
  package var pathCount: Int { path.wrappedValue.count }
  package var pathValues: [AnyHashable] { path.wrappedValue.map { AnyHashable($0) } }
}

/// A `ForEach` whose rows can be swiped away.
@MainActor
package protocol DeletableRows {
  /// Runs the delete action for the row at `offset`; `false` when there is none.
  func deleteRow(at offset: Int) -> Bool
}

/// A view the host puts around a chapter's own views, such as a variant's window with one view
/// swapped: the body log leaves it out, since its name is the host's, not the lesson's.
package protocol HostWrapperView: View {}
