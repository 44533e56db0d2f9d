// What a host changes in an app it runs, from outside the app's code: one view shown wherever the
// app makes another — the lesson's app with one view swapped, as a variant runs it — and the
// object the app hands every new window, which the host tells of the server's changes. A lesson
// never uses either.

/// A view the graph shows wherever the app's views make a view of another type.
@MainActor
package struct ViewSubstitution {
  /// The type of the view that is replaced.
  let original: ObjectIdentifier
  /// The replacement, made from the view the app made.
  let replace: (any View) -> any View

  /// Shows `replacement(view)` wherever the app makes `view` of type `Original`: a variant's
  /// view, made from what the lesson's view was given (its id, say).
  ///
  /// A view a list shows as one of its rows is made by the list, lazily, and is not replaced.
  package init<Original: View, Replacement: View>(
    _ original: Original.Type, with replacement: @escaping @MainActor (Original) -> Replacement
  ) {
    self.original = ObjectIdentifier(original)
    replace = { view in
      guard let view = view as? Original else { return view }
      return replacement(view)
    }
  }
}

extension ViewGraph {
  /// `children`, each replaced where a substitution names its type.
  func substituted(_ children: [ViewChild]) -> [ViewChild] {
    guard !substitutions.isEmpty else { return children }
    return children.map { child in
      guard let substitution = substitutions[ObjectIdentifier(type(of: child.view))] else {
        return child
      }
      var replaced = child
      replaced.view = substitution.replace(child.view)
      return replaced
    }
  }

  /// The object of type `Object` the app's scene hands a new window with `.environment(_:)`,
  /// as the app's body makes it now; `nil` for a graph of a view, or when the window's content
  /// puts none in.
  ///
  /// An `App` that keeps its model in `@State` hands every window the same one, so this is the
  /// object a host tells of what the app does not hear itself, such as a server's change.
  package func objectForNewWindows<Object: AnyObject>(_ type: Object.Type) -> Object? {
    guard let appRoot = root.view as? any AppRooting,
      let scene = appRoot.evaluateBody() as? any WindowContentMaking
    else { return nil }
    var view = scene.makeWindowContent()
    while let modifier = view as? any ContentWrapping {
      if let writer = modifier as? any EnvironmentObjectWriting,
        let object = writer.environmentObject as? Object
      {
        return object
      }
      view = modifier.modifiedContent
    }
    return nil
  }
}

/// A modifier around one view, which the search for a window's object looks through.
@MainActor
protocol ContentWrapping {
  /// The view it modifies.
  var modifiedContent: any View { get }
}

/// A modifier that puts an object into its content's environment.
@MainActor
protocol EnvironmentObjectWriting: ContentWrapping {
  /// The object it puts in.
  var environmentObject: AnyObject { get }
}

extension EnvironmentModifier: EnvironmentObjectWriting {
  var environmentObject: AnyObject { object }
  var modifiedContent: any View { content }
}
