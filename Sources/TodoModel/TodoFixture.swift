/// The todos every run starts with: deterministic, so every chapter and test sees the same list.
///
/// The standard fixture has 20 todos, `t1` at the top (the newest) down to `t20`. Larger
/// fixtures for benchmarks repeat the titles with a number, so rows stay distinguishable.
public enum TodoFixture {
  /// The 20 todos of the standard fixture, top of the list first.
  public static let todos: [Todo] = todos(count: 20)

  /// The id number that `add` assigns after the standard fixture: `t21`.
  public static let firstAddedIDNumber = 21

  /// A fixture of `count` todos, `t1` on top; the first 20 are the standard fixture.
  public static func todos(count: Int) -> [Todo] {
    (0..<max(0, count)).map { index in
      let base = titles[index % titles.count]
      let round = index / titles.count
      let title = round == 0 ? base.title : "\(base.title) (\(round + 1))"
      return Todo(id: TodoID(number: index + 1), title: title, isFavorite: base.isFavorite)
    }
  }

  /// The next free id number for a list: one past the highest number in it (1 when empty).
  public static func nextIDNumber(after todos: [Todo]) -> Int {
    (todos.compactMap(\.id.number).max() ?? 0) + 1
  }

  private static let titles: [(title: String, isFavorite: Bool)] = [
    ("Water the plants", true),
    ("Renew passport", false),
    ("Call the dentist", false),
    ("Pay the electricity bill", true),
    ("Pick up dry cleaning", false),
    ("Book flights to Lisbon", false),
    ("Return library books", false),
    ("Buy a birthday gift for Sam", true),
    ("Back up the laptop", false),
    ("Fix the leaking tap", false),
    ("Schedule the car service", false),
    ("Reply to the landlord", false),
    ("Cancel the gym trial", false),
    ("Order printer ink", false),
    ("Plan Sunday lunch", true),
    ("Update the CV", false),
    ("Defrost the freezer", false),
    ("Send the tax documents", false),
    ("Clean the bike chain", false),
    ("Read chapter 4 of the book club novel", false),
  ]
}
