/// A small random number generator that gives the same sequence for a seed on every platform.
///
/// It is SplitMix64. The standard library's generator is seeded by the system, and its helpers
/// such as `Int.random(in:using:)` may change between versions, so this type also brings its own
/// ``int(in:)`` and ``pick(_:)``: a seed printed by a failing test replays the same run anywhere.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Starts the sequence for `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `range`, from this generator's bits alone.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(range.upperBound - range.lowerBound) + 1
    // NB: the modulo bias is below one in 10^15 for the small ranges used here.
    return range.lowerBound + Int(next() % width)
  }

  /// `true` with the given probability (0 to 1).
  public mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) / Double(1 << 53) < probability
  }

  /// One element of a non-empty collection.
  public mutating func pick<C: Collection>(_ elements: C) -> C.Element {
    precondition(!elements.isEmpty, "pick needs at least one element")
    let offset = int(in: 0...(elements.count - 1))
    return elements[elements.index(elements.startIndex, offsetBy: offset)]
  }
}
