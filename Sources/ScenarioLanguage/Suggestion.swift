/// The name a person most likely meant when they typed one that does not exist: a command word,
/// a chapter, a variant, a named scenario.
public enum Suggestion {
  /// The closest of `names` to `typed`, ignoring case, when it is near enough to be a typo: at
  /// most two edits away, or a third of the name's length for longer names; `nil` otherwise.
  public static func closest(to typed: String, among names: [String]) -> String? {
    let typed = typed.lowercased()
    let scored = names.map { name in
      (name: name, distance: editDistance(typed, name.lowercased()))
    }
    guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
    let allowed = max(2, best.name.count / 3)
    return best.distance <= allowed ? best.name : nil
  }

  /// The Levenshtein distance between two names, so a typo like `opne` or `Open` is near.
  ///
  /// Only the first 40 characters of each count, so a pasted line costs no more than a word.
  static func editDistance(_ left: String, _ right: String) -> Int {
    let left = Array(left.prefix(40))
    let right = Array(right.prefix(40))
    var previous = Array(0...right.count)
    for (i, leftCharacter) in left.enumerated() {
      var current = [i + 1]
      for (j, rightCharacter) in right.enumerated() {
        let substitution = previous[j] + (leftCharacter == rightCharacter ? 0 : 1)
        current.append(min(substitution, previous[j + 1] + 1, current[j] + 1))
      }
      previous = current
    }
    return previous[right.count]
  }
}
