/// What the group will talk about after a round: aces, eagles, bogey-free rounds, the hole the group
/// played best and the biggest climb in the standings. Plain data computed once from the
/// ``HoleGrid``; every card format shows ``items``. Only what is true is said: a round without an ace
/// has no ace line, and a climb of one place is not news.
public struct RoundHighlights: Sendable, Equatable {
    /// One player's score on one hole worth naming (an ace, an eagle).
    public struct HoleScore: Sendable, Equatable {
        /// Player name.
        public var player: String
        /// 1-based hole.
        public var hole: Int
        /// Strokes.
        public var strokes: Int
        /// The hole's par.
        public var par: Int

        /// Golf's name for it: `ace`, `albatross`, `eagle`.
        public var name: String { ScoreName.name(strokes: strokes, par: par) }
    }

    /// The hole the group played best: the lowest sum of everyone's strokes against par.
    public struct BestHole: Sendable, Equatable {
        /// 1-based hole.
        public var hole: Int
        /// The hole's par.
        public var par: Int
        /// Sum over the players who played it of strokes minus par (always under par, < 0).
        public var relativeToPar: Int
        /// How many players played it.
        public var players: Int
    }

    /// A player who climbed the standings: from their lowest position after a hole (in play order) to
    /// where they finished (or stand now, while the round is active).
    public struct Climb: Sendable, Equatable {
        /// Player name.
        public var player: String
        /// The lowest position the player held after a hole (1-based; a tie counts as its position).
        public var from: Int
        /// The last hole after which the player held it.
        public var afterHole: Int
        /// The player's position in the round's standings.
        public var to: Int

        /// Places gained.
        public var places: Int { from - to }
    }

    /// One line of highlights: `Ace` and `Mike on hole 9`.
    public struct Item: Sendable, Equatable {
        /// What it is, capitalised: `Ace`, `Eagles`, `Bogey-free`, `Best hole`, `Biggest climb`.
        public var label: String
        /// The who and where (holds player names: escape it for the format).
        public var detail: String

        /// `Ace: Mike on hole 9`.
        public var text: String { label + ": " + detail }
    }

    /// Every hole in one, in play order (then standings order on one hole).
    public var aces: [HoleScore]
    /// Every score two or more under par that is not an ace (eagles, albatrosses), in play order.
    public var eagles: [HoleScore]
    /// Players who played every hole with no score over par, in standings order.
    public var bogeyFree: [String]
    /// The hole the group played best, when the group was under par on one; the earlier in play order
    /// on a tie.
    public var bestHole: BestHole?
    /// The biggest climb of at least ``minimumClimb`` places (a tie goes to the better finish, then to
    /// the higher player in the standings).
    public var biggestClimb: Climb?

    /// The fewest places a climb must gain to be a highlight: moving up one place happens all the time.
    public static let minimumClimb = 2

    /// Finds the highlights of a round from its `grid` (rows in standings order), the `standings`
    /// rows (for the final positions) and the group's `playOrder` (for the story's order and the
    /// standings after each hole).
    public init(grid: HoleGrid, standings: [Standings.Row], playOrder: PlayOrder) {
        let holes = playOrder.holes.filter { grid.pars.indices.contains($0 - 1) }
        var aces: [HoleScore] = [], eagles: [HoleScore] = []
        var best: BestHole?
        for hole in holes {
            var sum = 0, players = 0
            for row in grid.rows {
                let cell = row.cells[hole - 1]
                guard let strokes = cell.strokes else { continue }
                sum += strokes - cell.par
                players += 1
                let score = HoleScore(player: row.player, hole: hole, strokes: strokes, par: cell.par)
                if strokes == 1 { aces.append(score) } else if strokes - cell.par <= -2 { eagles.append(score) }
            }
            if players > 0, sum < 0, sum < best?.relativeToPar ?? 0 {
                best = BestHole(hole: hole, par: grid.pars[hole - 1], relativeToPar: sum, players: players)
            }
        }
        self.aces = aces
        self.eagles = eagles
        bestHole = best
        bogeyFree = grid.rows.filter { row in
            !row.cells.isEmpty && row.cells.allSatisfy { ($0.relativeToPar ?? 1) <= 0 }
        }.map(\.player)
        biggestClimb = Self.biggestClimb(grid: grid, standings: standings, holes: holes)
    }

    /// Replays the round hole by hole in play order, ranking everyone after each hole the way the
    /// standings do (strokes against par over the holes played so far, ties sharing a position), and
    /// keeps each player's lowest position (the latest hole on a tie). The last hole played is left
    /// out: after it the standings are the final ones.
    static func biggestClimb(grid: HoleGrid, standings: [Standings.Row], holes: [Int]) -> Climb? {
        let scored = holes.filter { hole in grid.rows.contains { $0.cells[hole - 1].strokes != nil } }
        guard scored.count > 1 else { return nil }
        var totals = [Int](repeating: 0, count: grid.rows.count)
        var started = [Bool](repeating: false, count: grid.rows.count)
        var lowest = [(position: Int, afterHole: Int)?](repeating: nil, count: grid.rows.count)
        for hole in scored.dropLast() {
            for index in grid.rows.indices {
                if let relative = grid.rows[index].cells[hole - 1].relativeToPar {
                    totals[index] += relative
                    started[index] = true
                }
            }
            for index in grid.rows.indices where started[index] {
                var position = 1
                for other in grid.rows.indices where started[other] && totals[other] < totals[index] { position += 1 }
                if position >= lowest[index]?.position ?? 0 { lowest[index] = (position, hole) }
            }
        }
        var best: Climb?
        for (index, row) in grid.rows.enumerated() {
            guard let low = lowest[index],
                  let final = standings.first(where: { $0.player == row.player })?.position else { continue }
            let climb = Climb(player: row.player, from: low.position, afterHole: low.afterHole, to: final)
            guard climb.places >= minimumClimb else { continue }
            if let current = best, current.places > climb.places || (current.places == climb.places && current.to <= climb.to) { continue }
            best = climb
        }
        return best
    }

    /// Whether there is nothing to say.
    public var isEmpty: Bool { items.isEmpty }

    /// The highlights as lines, in this order: aces, eagles (albatrosses apart), bogey-free, best hole,
    /// biggest climb.
    public var items: [Item] {
        var items: [Item] = []
        func scores(_ list: [HoleScore], _ singular: String, _ plural: String) {
            guard !list.isEmpty else { return }
            let detail = list.count == 1 ? "\(list[0].player) on hole \(list[0].hole)"
                : list.map { "\($0.player) on \($0.hole)" }.joined(separator: ", ")
            items.append(Item(label: list.count == 1 ? singular : plural, detail: detail))
        }
        scores(aces, "Ace", "Aces")
        scores(eagles.filter { $0.name == "albatross" }, "Albatross", "Albatrosses")
        scores(eagles.filter { $0.name == "eagle" }, "Eagle", "Eagles")
        if !bogeyFree.isEmpty { items.append(Item(label: "Bogey-free", detail: Plural.listed(bogeyFree))) }
        if let bestHole {
            let relative = Standings.relativeText(bestHole.relativeToPar)
            items.append(Item(label: "Best hole", detail: "\(bestHole.hole), " + (bestHole.players > 1 ? "group \(relative)" : relative)))
        }
        if let climb = biggestClimb {
            items.append(Item(label: "Biggest climb",
                              detail: "\(climb.player), \(Self.ordinal(climb.from)) after hole \(climb.afterHole) → \(Self.ordinal(climb.to))"))
        }
        return items
    }


    /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `22nd`.
    public static func ordinal(_ number: Int) -> String {
        let suffix: String
        switch (number % 10, number % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }

    /// The highlights as JSON: `aces` and `eagles` (each `player`, `hole`, `strokes`, `par`, `name`;
    /// `eagles` holds every score two or more under par that is not an ace), `bogeyFree` (names),
    /// `bestHole` (`hole`, `par`, `relativeToPar` summed over the group, `players`; or null),
    /// `biggestClimb` (`player`, `from`, `afterHole`, `to`, `places`; or null) and `lines` (the text
    /// every card shows).
    public var json: JSON {
        func scores(_ list: [HoleScore]) -> JSON {
            .array(list.map { .object([("player", .string($0.player)), ("hole", .int($0.hole)), ("strokes", .int($0.strokes)),
                                       ("par", .int($0.par)), ("name", .string($0.name))]) })
        }
        return .object([
            ("aces", scores(aces)),
            ("eagles", scores(eagles)),
            ("bogeyFree", .array(bogeyFree.map(JSON.string))),
            ("bestHole", bestHole.map { .object([("hole", .int($0.hole)), ("par", .int($0.par)),
                                                 ("relativeToPar", .int($0.relativeToPar)), ("players", .int($0.players))]) } ?? .null),
            ("biggestClimb", biggestClimb.map { .object([("player", .string($0.player)), ("from", .int($0.from)),
                                                         ("afterHole", .int($0.afterHole)), ("to", .int($0.to)),
                                                         ("places", .int($0.places))]) } ?? .null),
            ("lines", .array(items.map { .string($0.text) })),
        ])
    }
}
