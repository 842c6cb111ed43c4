/// A random draw of teams of two from the players (`round start --draw`), the same for the same
/// players and seed on every machine: the players shuffled, then paired in that order; with an odd
/// number, the one left over plays as a Cali single (one extra throw a hole).
public enum TeamDraw {
    /// The teams drawn from `players` (names, in the order given) with `seed`.
    public static func teams(_ players: [String], seed: UInt64) -> [TeamPlay.Team] {
        var random = SeededRandom(seed: seed)
        let order = random.shuffled(players)
        var teams = stride(from: 0, to: order.count - 1, by: 2).map { TeamPlay.Team(members: [order[$0], order[$0 + 1]]) }
        if order.count % 2 == 1 { teams.append(TeamPlay.Team(members: [order[order.count - 1]], isCali: true)) }
        return teams
    }

    /// SplitMix64 (Steele, Lea and Flood, 2014) with its own Fisher–Yates shuffle: the standard
    /// library's generator cannot be seeded and its shuffle may change between Swift versions, and a
    /// draw must be repeatable from its seed.
    struct SeededRandom {
        /// The generator's whole state, advanced by the golden-ratio increment.
        private var state: UInt64

        init(seed: UInt64) { state = seed }

        /// The next 64 random bits.
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }

        /// `items` in a random order (Fisher–Yates, from the last place down; the remainder's bias is
        /// far below anything a draw of a few dozen players can show).
        mutating func shuffled<Item>(_ items: [Item]) -> [Item] {
            var items = items
            var index = items.count - 1
            while index > 0 {
                items.swapAt(index, Int(next() % UInt64(index + 1)))
                index -= 1
            }
            return items
        }
    }
}
