import HeadlessSwiftUI

// What the host reads of a running app's windows: a stack's path, and the model the app hands
// every window.

extension HostedApp {
  /// The values on the navigation path of window `number`, opening the window if it is not
  /// open yet, once its views have done what appearing asked of them: a window that restores
  /// its detail from its scene storage pushes it itself, as it would on a device.
  package func pathValues(inWindow number: Int) -> [AnyHashable] {
    let window = graph.openWindow(number)
    graph.updateNow()
    return window.subtree(skippingRows: true).lazy
      .compactMap { $0.view as? any PathReading }.first?.pathValues ?? []
  }

  /// The object of type `Object` the app hands each new window with `.environment(_:)`: the
  /// model an `App` keeps in `@State`, which the host tells of the server's changes.
  package func objectForNewWindows<Object: AnyObject>(_ type: Object.Type) -> Object? {
    graph.objectForNewWindows(type)
  }
}
