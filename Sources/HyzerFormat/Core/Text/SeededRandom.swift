/// The seeded random numbers every repeatable draw is made with (a pickleball rotation, a draw of disc
/// golf teams): SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// 2014), with its own shuffle and bounded draw.
///
/// The standard library's generator cannot be seeded, and its `shuffle(using:)` and
/// `random(in:using:)` may change their algorithms between Swift versions; a draw must be the same
/// for the same names and seed on every machine and every version, so every draw goes through here.
struct SeededRandom {
    /// The generator's whole state: a counter advanced by the golden-ratio increment.
    private var state: UInt64

    /// A generator started from `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` (`bound` ≥ 1). The remainder's bias is below 2⁻⁵⁰ for the bounds a
    /// rotation draws (a few dozen players), which no schedule can notice.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// `items` in a random order (Fisher–Yates, from the last place down).
    mutating func shuffled<Item>(_ items: [Item]) -> [Item] {
        var items = items
        var index = items.count - 1
        while index > 0 {
            items.swapAt(index, below(index + 1))
            index -= 1
        }
        return items
    }
}
