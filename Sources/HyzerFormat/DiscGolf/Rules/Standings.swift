/// The leaderboard of a round: who leads, by how much, through how many holes (FR39–FR43).
public struct Standings: Sendable, Equatable {
    /// One player's line.
    public struct Row: Sendable, Equatable {
        /// 1-based position; equal scores share one. Nil for a player with no holes played yet.
        public var position: Int?
        /// Whether another player shares the position (shown `T2`).
        public var tied: Bool
        /// Whether the player left the round early with `round leave` (``Round/departures``). Beside
        /// the other flag, where it takes no room: a bigger row is copied where it was borrowed.
        public var hasLeft = false
        /// Player name.
        public var player: String
        /// Whether the player is a guest.
        public var isGuest: Bool
        /// Total strokes over holes played.
        public var strokes: Int
        /// Par of the holes played.
        public var par: Int
        /// Holes with a score.
        public var holesPlayed: Int
        /// Positions gained (+) or lost (−) with the most recent score; nil when unchanged or unknown.
        public var movement: Int?
        /// Whether one of the player's holes has a pending discrepancy.
        public var hasDiscrepancy: Bool
        /// The player's handicap in a round played with handicaps (0 for a player without a line); nil
        /// in a round without them, where nothing about net is shown.
        public var handicap: Int?
        /// The handicap strokes received on the holes played (``Handicap/allowance(_:position:holeCount:)``
        /// summed over them): all of the handicap once every hole is played.
        public var received: Int = 0

        /// Strokes minus par over holes played.
        public var relativeToPar: Int { strokes - par }
        /// Net strokes over holes played: strokes minus the handicap strokes received on them.
        public var netStrokes: Int { strokes - received }
        /// Net strokes minus par over holes played.
        public var netRelativeToPar: Int { netStrokes - par }

        /// The row as the one JSON object every command prints (`standings --json`, `card --format
        /// json`, `say --json`, `export json`): `position` (null before the first hole), `tied`,
        /// `player`, `guest`, `strokes`, `par`, `relativeToPar`, `relativeText` (`E`, `-2`, `+1`, `-`),
        /// `holesPlayed`, `movement` (null when unchanged or unknown) and `discrepancy`; for a player
        /// who left the round early (`round leave`), `leftAfter` (the holes played).
        public var json: JSON {
            .object([
                ("position", .optional(position)),
                ("tied", .bool(tied)),
                ("player", .string(player)),
                ("guest", .bool(isGuest)),
                ("strokes", .int(strokes)),
                ("par", .int(par)),
                ("relativeToPar", .int(relativeToPar)),
                ("relativeText", .string(holesPlayed == 0 ? "-" : Standings.relativeText(relativeToPar))),
                ("holesPlayed", .int(holesPlayed)),
                ("movement", .optional(movement)),
                ("discrepancy", .bool(hasDiscrepancy)),
            ] + (hasLeft ? [("leftAfter", .int(holesPlayed))] : []) + netJSON)
        }

        /// In a round with handicaps: `handicap`, `received` (handicap strokes received on the holes
        /// played), `netStrokes`, `netRelativeToPar` and `netText`; nothing in a round without them.
        var netJSON: [(String, JSON)] {
            guard let handicap else { return [] }
            return [
                ("handicap", .int(handicap)),
                ("received", .int(received)),
                ("netStrokes", .int(netStrokes)),
                ("netRelativeToPar", .int(netRelativeToPar)),
                ("netText", .string(holesPlayed == 0 ? "-" : Standings.relativeText(netRelativeToPar))),
            ]
        }

        /// The score the ranking compares: relative to par, gross or net.
        public func score(_ ranking: Ranking) -> Int { ranking == .net ? netRelativeToPar : relativeToPar }

        /// `T2`, `1`, or `-` for a player who has not started.
        public var positionText: String {
            guard let position else { return "-" }
            return (tied ? "T" : "") + String(position)
        }
    }

    /// What players are ranked by.
    public enum Ranking: String, Sendable, Equatable {
        /// Strokes relative to par (the default).
        case gross
        /// Net strokes relative to par: strokes minus the handicap strokes received on the holes played
        /// (`--net`); the same as gross in a round without handicaps.
        case net
    }

    /// Rows in ranking order.
    public var rows: [Row]
    /// What the rows are ranked by.
    public var ranking: Ranking = .gross
    /// Number of pending discrepancies in the round.
    public var discrepancyCount: Int
    /// Where the round stands (active, complete, finished, abandoned), which says how reports count it
    /// and who left early.
    public var status: RoundStatus

    /// Ranks the players of a resolved scorecard: lowest relative-to-par first, ties share a position
    /// and are listed alphabetically; players with no score yet come last. In a finished round, players
    /// who played more holes rank above those who stopped early, so only a player who played every hole
    /// can win (an abandoned round, where nobody did, has no winner: see ``RoundStatus``).
    ///
    /// `ranking` `.net` ranks by net strokes relative to par instead (a round with handicaps).
    public init(_ card: Scorecard, ranking: Ranking = .gross) {
        let round = card.round
        let disputed = Set(card.discrepancies.map(\.player))
        let order = round.hasHandicaps ? PlayOrder(round) : nil
        // Nearly every round has no `left` line (the card knows): then no name is looked at.
        let departed = card.someoneLeft ? round.departures.compactMap(\.player) : []
        var rows: [Row] = round.players.indices.map { index in
            var strokes = 0, par = 0, played = 0, received = 0
            let handicap = round.hasHandicaps ? round.handicap(of: round.players[index].name) : nil
            for hole in 1...max(round.holeCount, 1) where round.holeCount > 0 {
                if let value = card.strokes(player: index, hole: hole) {
                    strokes += value
                    par += round.pars[hole - 1]
                    played += 1
                    if let handicap, let order {
                        received += Handicap.allowance(handicap, position: order.position(of: hole) + 1, holeCount: round.holeCount)
                    }
                }
            }
            return Row(position: nil, tied: false, hasLeft: !departed.isEmpty && departed.contains(round.players[index].name),
                       player: round.players[index].name, isGuest: round.players[index].isGuest,
                       strokes: strokes, par: par, holesPlayed: played, movement: nil,
                       hasDiscrepancy: disputed.contains(round.players[index].name), handicap: handicap, received: received)
        }
        let status = RoundStatus(round: round, holesPlayed: rows.map(\.holesPlayed), departed: departed)
        // While a round is played, everyone is compared over the holes they have played (FR39). Once it
        // is finished, a player who stopped early ranks below everyone who played more holes, so that
        // leaving after two holes at even par does not win the round; a player who left while it is
        // played (`round leave`) ranks so at once, below everyone still playing.
        let finished = status.isFinished, holeCount = round.holeCount  // the sort below captures no round
        func group(_ row: borrowing Row) -> Int {
            if finished { return -row.holesPlayed }
            if row.hasLeft { return 1 + holeCount - row.holesPlayed }
            return row.holesPlayed == 0 ? 1 : 0
        }
        rows.sort { a, b in
            if (a.holesPlayed == 0) != (b.holesPlayed == 0) { return b.holesPlayed == 0 }
            if group(a) != group(b) { return group(a) < group(b) }
            if a.score(ranking) != b.score(ranking) { return a.score(ranking) < b.score(ranking) }
            let (la, lb) = (a.player.lowercased(), b.player.lowercased())
            return la != lb ? la < lb : a.player < b.player
        }
        var index = 0
        while index < rows.count, rows[index].holesPlayed > 0 {
            var end = index
            while end + 1 < rows.count, rows[end + 1].holesPlayed > 0, group(rows[end + 1]) == group(rows[index]),
                  rows[end + 1].score(ranking) == rows[index].score(ranking) {
                end += 1
            }
            for tiedIndex in index...end {
                rows[tiedIndex].position = index + 1
                rows[tiedIndex].tied = end > index
            }
            index = end + 1
        }
        self.rows = rows
        self.ranking = ranking
        self.discrepancyCount = card.discrepancies.count
        self.status = status
    }

    /// Standings of `round`, with movement caused by its most recent score (the last score line).
    public init(round: Round, localDevice: String? = nil, ranking: Ranking = .gross) {
        var current = Standings(Scorecard(round: round, localDevice: localDevice), ranking: ranking)
        if !round.events.isEmpty {
            var before = round
            before.events.removeLast()
            current.recordMovement(since: Standings(Scorecard(round: before, localDevice: localDevice), ranking: ranking))
        }
        self = current
    }

    /// The rows of players who may win: everyone at position 1 who played every hole of a round that has
    /// a winner (``RoundStatus/hasWinner``); empty for an active or abandoned round.
    public var winners: [Row] {
        rows.filter { $0.position == 1 && status.countsForWins(holesPlayed: $0.holesPlayed) }
    }

    /// Whether `other` tells the same ranking: the same status and, player by player in the same
    /// order, the same position, tie and holes played (who played the round out). Strokes that change
    /// without moving anyone, movement and discrepancy marks aside. A late score on a finished round
    /// says it "changes its result" only when this is false.
    public func hasSameRanking(as other: Standings) -> Bool {
        status.phase == other.status.phase && rows.count == other.rows.count
            && zip(rows, other.rows).allSatisfy { a, b in
                a.player == b.player && a.position == b.position && a.tied == b.tied && a.holesPlayed == b.holesPlayed
            }
    }

    /// Sets each row's movement from the positions in `previous`.
    public mutating func recordMovement(since previous: Standings) {
        let old = Dictionary(previous.rows.map { ($0.player, $0.position) }, uniquingKeysWith: { a, _ in a })
        for index in rows.indices {
            guard let now = rows[index].position, let was = old[rows[index].player] ?? nil, was != now else {
                rows[index].movement = nil
                continue
            }
            rows[index].movement = was - now
        }
    }

    /// The rows as JSON, one object per row (see ``Row/json``).
    public var json: JSON { .array(rows.map(\.json)) }

    /// The row of a registered (non-guest) player whose name equals `name` ignoring case; nil when that
    /// player is not in the round. Guests never match: they are round-scoped names (FR12b).
    public func registeredRow(_ name: String) -> Row? {
        let wanted = name.lowercased()
        return rows.first { !$0.isGuest && $0.player.lowercased() == wanted }
    }

    /// `E` for even, `-2`, `+1` (NFR18: the number is always shown, never colour alone).
    public static func relativeText(_ value: Int) -> String {
        value == 0 ? "E" : value > 0 ? "+\(value)" : "\(value)"
    }
}
