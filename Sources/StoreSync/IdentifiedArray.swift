import TodoModel

/// Elements in an order, each found by its id in O(1): what TCA takes from its
/// swift-identified-collections package, written here in a few lines.
///
/// A reducer changes one todo through `todos[id: id]`, in place, without searching the array;
/// a list reads `ids` for its rows. A write through the subscript leaves `ids` as it is, so a
/// rename does not copy the order of a hundred thousand todos.
struct IdentifiedArray<Element: Identifiable> {
  /// The ids, in order.
  private(set) var ids: [Element.ID] = []
  private var elements: [Element.ID: Element] = [:]

  init(_ elements: [Element]) {
    for element in elements where self.elements[element.id] == nil {
      ids.append(element.id)
      self.elements[element.id] = element
    }
  }

  /// The element with this id, or `nil`; setting `nil` removes it, setting a new id appends it.
  subscript(id id: Element.ID) -> Element? {
    get { elements[id] }
    set {
      switch (elements[id], newValue) {
      case (nil, let element?):
        ids.append(id)
        elements[id] = element
      case (_?, let element?):
        elements[id] = element
      case (_?, nil):
        remove(id: id)
      case (nil, nil):
        break
      }
    }
  }

  /// Puts `element` at `index`, unless its id is already here.
  mutating func insert(_ element: Element, at index: Int) {
    guard elements[element.id] == nil else { return }
    ids.insert(element.id, at: index)
    elements[element.id] = element
  }

  /// Takes the element with this id out; O(n) for the order, as `Array.remove(at:)`.
  @discardableResult
  mutating func remove(id: Element.ID) -> Element? {
    guard let element = elements.removeValue(forKey: id) else { return nil }
    if let index = ids.firstIndex(of: id) { ids.remove(at: index) }
    return element
  }

  /// How many elements there are.
  var count: Int { ids.count }

  /// The elements, in order.
  var elementsInOrder: [Element] { ids.compactMap { elements[$0] } }
}

extension IdentifiedArray: Equatable where Element: Equatable {}
