/// One cycle of a whist design laid out in rounds of one game a court (``WhistRotation``).
///
/// A part is a round of the design: games that share no player, one for every four players. With a
/// court for each game, each part is a round. With fewer courts (`k` of the part's `m` games), a part
/// fills ⌊m / k⌋ rounds of its own, owed-most players first, and its other `m mod k` games are left
/// for rounds shared with other parts: parts are taken in blocks whose left games can be chosen to
/// share no player within each shared round (`k / gcd(k, m mod k)` parts a block, found by a search
/// over the parts and over which games each leaves), and each block's shared rounds follow its own.
/// Everyone then plays once a part, so at the end of every block everyone has played equally often
/// (with 4m + 1 players, but for the part's sitter). Parts no block takes leave their games to rounds
/// at the end of the cycle; a last round that cannot fill the courts is carried over to the next
/// cycle, whose first round fills the courts beside it from its first part.
struct WhistCycleLayout {
    /// A game of a cycle: its two teams as players, and the four players as one bit each.
    struct Table {
        var teams: PerTeam<[Int]>
        var mask: UInt64

        /// The game of `teams`.
        init(teams: PerTeam<[Int]>) {
            self.teams = teams
            mask = (teams.a + teams.b).reduce(0) { $0 | 1 << UInt64($1) }
        }
    }

    /// What the layout knows of the rounds so far: each player's games and the last round they played
    /// in (−1 before their first).
    struct Tally {
        var games: [Int]
        var lastPlayed: [Int]
        var rounds = 0

        /// Nobody has played.
        init(players: Int) {
            games = Array(repeating: 0, count: players)
            lastPlayed = Array(repeating: -1, count: players)
        }

        /// How much a player is owed a game, the larger the sooner: fewest games first, then the
        /// longest wait since their last.
        func due(_ player: Int) -> Int { -games[player] * 1_000_000 + (rounds - lastPlayed[player]) }

        /// How much the players of `table` are owed together.
        func due(_ table: Table) -> Int { (table.teams.a + table.teams.b).reduce(0) { $0 + due($1) } }

        /// The tally after one more round of `tables`.
        func after(_ tables: [Table]) -> Tally {
            var next = self
            for table in tables {
                for player in table.teams.a + table.teams.b {
                    next.games[player] += 1
                    next.lastPlayed[player] = rounds
                }
            }
            next.rounds += 1
            return next
        }
    }

    /// Which games each of some parts leaves to shared rounds, and those rounds.
    struct Sharing {
        /// For each part, the games it leaves.
        var left: [[Table]]
        /// The shared rounds: `k` games each that share no player.
        var rounds: [[Table]]
        /// Left games no shared round takes (fewer than `k`, sharing no player), when some may stay.
        var rest: [Table]
    }

    /// The courts.
    let courts: Int
    /// The cycle's rounds.
    private(set) var rounds: [[Table]] = []
    /// Games for the next cycle's first round: fewer than the courts, sharing no player.
    private(set) var left: [Table] = []
    /// The tally as the rounds are laid out.
    private var tally: Tally

    /// The layout of `parts` (the design's rounds, as players) after the rounds `tally` counts, the
    /// first round holding the games `carried` over from the cycle before (their players seated on the
    /// points of the first part's last games: ``WhistRotation/seat(_:in:labels:)``).
    init(courts: Int, parts: [[Table]], tally: Tally, carried: [Table]) {
        self.courts = courts
        self.tally = tally
        var parts = parts
        var remainder: [Int] = []
        if !carried.isEmpty {
            let busy = carried.reduce(0) { $0 | $1.mask }
            let fill = Array(sortedByDue(parts[0].filter { $0.mask & busy == 0 }).prefix(courts - carried.count))
            play(carried + fill)
            parts[0] = parts[0].filter { table in !fill.contains { $0.mask == table.mask } }
            remainder.append(0)
        }
        let size = parts.map(\.count).max() ?? 0
        let shared = size % courts
        let full = parts.indices.filter { !remainder.contains($0) }
        let (blocks, rest) = shared == 0 ? (full.map { ([$0], Sharing(left: [[]], rounds: [], rest: [])) }, [])
                                         : Self.blocks(of: full, parts, courts: courts, size: courts / Self.gcd(courts, shared), tally: tally)
        remainder += rest
        let ending = Self.sharing(remainder.map { parts[$0] }, courts: courts, tally: tally, all: false)
            ?? Sharing(left: remainder.map { parts[$0].suffix(parts[$0].count % courts) }.map(Array.init), rounds: [], rest: [])
        if let first = remainder.first, first == 0, !carried.isEmpty { playOwn(parts[0], leaving: ending.left[0]) }
        for (members, sharing) in blocks {
            for (index, part) in members.enumerated() { playOwn(parts[part], leaving: sharing.left[index]) }
            for round in sharing.rounds { play(round) }
        }
        for (index, part) in remainder.enumerated() where !(part == 0 && !carried.isEmpty) {
            playOwn(parts[part], leaving: ending.left[index])
        }
        for round in ending.rounds { play(round) }
        finish(ending.rounds.isEmpty && ending.rest.isEmpty ? ending.left.flatMap { $0 } : ending.rest)
    }

    // MARK: - Playing

    /// Appends a round.
    private mutating func play(_ round: [Table]) {
        rounds.append(round)
        tally = tally.after(round)
    }

    /// A part's own rounds: its games but `leaving`, owed most first, `courts` a round.
    private mutating func playOwn(_ part: [Table], leaving: [Table]) {
        var own = part.filter { table in !leaving.contains { $0.mask == table.mask } }
        while !own.isEmpty {
            let round = Array(sortedByDue(own).prefix(courts))
            play(round)
            own = own.filter { table in !round.contains { $0.mask == table.mask } }
        }
    }

    /// The games left at the end: carried over when they can share a round, else played in rounds of
    /// as many as share no player (a court may stay empty: never happens with the designs here).
    private mutating func finish(_ games: [Table]) {
        var games = games
        if games.count < courts && Self.disjoint(games) {
            left = games
            return
        }
        while !games.isEmpty {
            var taken: UInt64 = 0, round: [Table] = []
            for table in sortedByDue(games) where table.mask & taken == 0 && round.count < courts {
                round.append(table)
                taken |= table.mask
            }
            play(round)
            games = games.filter { table in !round.contains { $0.mask == table.mask } }
        }
    }

    /// `tables`, those whose players are owed a game most first (then as given).
    private func sortedByDue(_ tables: [Table]) -> [Table] {
        let due = tables.map { tally.due($0) }
        return tables.indices.sorted { (due[$0], -$0) > (due[$1], -$1) }.map { tables[$0] }
    }

    // MARK: - Sharing rounds between parts

    /// `full` (indexes of whole parts) split into blocks of `size` whose left games fill shared rounds
    /// (each block with its ``Sharing``), and the parts no block takes: as few as can be (first fewer
    /// than `size`, then `size` more at a time), found by a depth-first search that tries the earliest
    /// parts first, within a budget of steps (past it, blocks are taken as they come).
    static func blocks(of full: [Int], _ parts: [[Table]], courts: Int, size: Int, tally: Tally)
        -> (blocks: [([Int], Sharing)], rest: [Int])
    {
        var known: [[Int]: Sharing?] = [:]
        func block(_ members: [Int]) -> Sharing? {
            if let found = known[members] { return found }
            let found = sharing(members.map { parts[$0] }, courts: courts, tally: tally, all: true)
            known[members] = found
            return found
        }
        var steps = 0
        func search(_ open: [Int], spare: Int) -> (blocks: [([Int], Sharing)], rest: [Int])? {
            steps += 1
            guard let first = open.first else { return ([], []) }
            guard steps <= blockSearchSteps || spare == open.count else { return nil }
            for others in combinations(Array(open.dropFirst()), size - 1) {
                let members = [first] + others
                guard let sharing = block(members) else { continue }
                if let found = search(open.filter { !members.contains($0) }, spare: spare) {
                    return ([(members, sharing)] + found.blocks, found.rest)
                }
            }
            guard spare > 0, let found = search(Array(open.dropFirst()), spare: spare - 1) else { return nil }
            return (found.blocks, [first] + found.rest)
        }
        var spare = full.count % size
        while true {
            if let found = search(full, spare: spare) { return found }
            spare += size
        }
    }

    /// Steps the search for blocks may take before it settles for what it has.
    static let blockSearchSteps = 5_000

    /// Which games each of `parts` leaves (`count mod courts` each, the least owed first) so that the
    /// left games fill shared rounds: all of them with `all`, else all but fewer than `courts` that
    /// share no player. Nil when no choice does.
    static func sharing(_ parts: [[Table]], courts: Int, tally: Tally, all: Bool) -> Sharing? {
        let choices = parts.map { part -> [[Table]] in
            let due = part.map { tally.due($0) }
            let order = part.indices.sorted { (due[$0], $0) < (due[$1], $1) }
            return combinations(order, part.count % courts).map { $0.map { part[$0] } }
        }
        var chosen: [[Table]] = []
        func search(_ index: Int) -> Sharing? {
            if index == parts.count {
                let games = chosen.flatMap { $0 }
                guard let (rounds, rest) = group(games, courts: courts, spare: all ? 0 : games.count % courts) else { return nil }
                return Sharing(left: chosen, rounds: rounds, rest: rest)
            }
            for choice in choices[index] {
                chosen.append(choice)
                if let found = search(index + 1) { return found }
                chosen.removeLast()
            }
            return nil
        }
        return search(0)
    }

    /// `games` in rounds of `courts` that share no player, and `spare` games left over that share none
    /// either; nil when they cannot be.
    static func group(_ games: [Table], courts: Int, spare: Int) -> (rounds: [[Table]], rest: [Table])? {
        guard let first = games.first else { return ([], []) }
        let others = Array(games.dropFirst())
        for companions in combinations(Array(others.indices), courts - 1) {
            let round = [first] + companions.map { others[$0] }
            guard disjoint(round) else { continue }
            let remaining = others.indices.filter { !companions.contains($0) }.map { others[$0] }
            if let found = group(remaining, courts: courts, spare: spare) { return ([round] + found.rounds, found.rest) }
        }
        if spare > 0, let found = group(others, courts: courts, spare: spare - 1), disjoint(found.rest + [first]) {
            return (found.rounds, [first] + found.rest)
        }
        return nil
    }

    // MARK: - Helpers

    /// Every choice of `count` of `items`, in order (the first items first).
    static func combinations<Item>(_ items: [Item], _ count: Int) -> [[Item]] {
        guard count > 0 else { return [[]] }
        guard items.count >= count else { return [] }
        var result: [[Item]] = []
        for index in 0...(items.count - count) {
            for rest in combinations(Array(items[(index + 1)...]), count - 1) { result.append([items[index]] + rest) }
        }
        return result
    }

    /// Whether no two of `tables` share a player.
    static func disjoint(_ tables: [Table]) -> Bool {
        var taken: UInt64 = 0
        for table in tables {
            if table.mask & taken != 0 { return false }
            taken |= table.mask
        }
        return true
    }

    /// The greatest common divisor.
    static func gcd(_ first: Int, _ second: Int) -> Int { second == 0 ? first : gcd(second, first % second) }
}
