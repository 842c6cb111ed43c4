/// A league's table, worked out from its file and the rounds (docs/LEAGUES.md): each round's result
/// per player (place, score, net score under a handicap allowance, points), each player's counted
/// results and total.
public struct LeagueStandings: Sendable, Equatable {
    /// One player's result in one round of the league.
    public struct Result: Sendable, Equatable {
        /// The round's file name without `.round`.
        public var round: String
        /// 1-based place among the round's players; tied players share it.
        public var place: Int
        /// Whether another player shares the place.
        public var tied: Bool
        /// Strokes relative to par.
        public var gross: Int
        /// The handicap strokes the allowance gave; nil in a league without one.
        public var handicap: Int?
        /// The score the round was ranked by: gross minus the handicap strokes.
        public var score: Int { gross - (handicap ?? 0) }
        /// The points earned.
        public var points: Int
        /// Whether the result is among the player's best that count (``League/best``).
        public var counted: Bool
    }

    /// One player's line of the table.
    public struct Row: Sendable, Equatable {
        /// 1-based position; equal totals share one.
        public var position: Int
        /// Whether another player shares the position.
        public var tied: Bool
        /// The player, as their latest round spells the name.
        public var player: String
        /// The points of the counted results.
        public var points: Int
        /// The player's results, in round order.
        public var results: [Result]
    }

    /// One round of the league.
    public struct RoundInfo: Sendable, Equatable {
        /// The round's file name without `.round`.
        public var name: String
        /// Its start day (`YYYY-MM-DD`).
        public var date: String
        /// Its course as shown (`Cedar Creek (Long Tees)`).
        public var course: String
    }

    /// The league's file name without `.league`.
    public var name: String
    /// What the file says.
    public var league: League
    /// The rounds that count, oldest first.
    public var rounds: [RoundInfo]
    /// The table, best first; players tied on points are listed by name.
    public var rows: [Row]

    /// The table of `league` (its file named `name`) over `archive`'s rounds.
    public init(name: String, league: League, archive: RoundArchive) {
        self.name = name
        self.league = league
        let entries = archive.entries.filter(league.counts)
        rounds = entries.map { RoundInfo(name: $0.name, date: $0.round.started.dateString, course: $0.round.courseDisplayName) }
        var byPlayer: [String: (player: String, results: [Result])] = [:]
        var order: [String] = []
        var handicaps = league.allowance.map { HandicapsBefore(archive: archive, allowance: $0) }
        for entry in entries {
            let strokes = handicaps?.strokes(before: entry)
            for (player, result) in Self.results(of: entry, league: league, handicaps: strokes) {
                let key = player.lowercased()
                if byPlayer[key] == nil { order.append(key) }
                byPlayer[key, default: (player, [])].player = player
                byPlayer[key, default: (player, [])].results.append(result)
            }
        }
        var rows = order.map { key in
            let (player, results) = byPlayer[key]!
            let counted = Self.counted(results, best: league.best)
            return Row(position: 0, tied: false, player: player, points: counted.reduce(0) { $0 + ($1.counted ? $1.points : 0) }, results: counted)
        }
        rows.sort { a, b in
            if a.points != b.points { return a.points > b.points }
            let (left, right) = (a.player.lowercased(), b.player.lowercased())
            return left != right ? left < right : a.player < b.player
        }
        for index in rows.indices {
            let first = rows.firstIndex { $0.points == rows[index].points }!
            rows[index].position = first + 1
            rows[index].tied = rows.filter { $0.points == rows[index].points }.count > 1
        }
        self.rows = rows
    }

    /// Each registered player's result in the round `entry`: those who played every hole, ranked by
    /// score (net when `handicaps` gives each player's handicap strokes: a league with an allowance).
    static func results(of entry: RoundArchive.Entry, league: League, handicaps: [String: Int]?) -> [(String, Result)] {
        let status = entry.standings.status
        let players = entry.standings.rows.filter { !$0.isGuest && status.countsForWins(holesPlayed: $0.holesPlayed) }
        let scored = players.map { row in
            (row.player, Result(round: entry.name, place: 0, tied: false, gross: row.relativeToPar,
                                handicap: handicaps.map { $0[row.player] ?? 0 }, points: 0, counted: false))
        }
        let best = scored.map(\.1.score).min() ?? 0
        return scored.map { player, result in
            var result = result
            result.place = 1 + scored.filter { $0.1.score < result.score }.count
            result.tied = scored.filter { $0.1.score == result.score }.count > 1
            switch league.points {
            case .place(let table): result.points = table.indices.contains(result.place - 1) ? table[result.place - 1] : 0
            case .strokes(let base): result.points = max(0, base - (result.score - best))
            }
            return (player, result)
        }
    }

    /// `results` with the best `best` marked counted (all of them when nil): the most points first, the
    /// earlier round first among equal points.
    static func counted(_ results: [Result], best: Int?) -> [Result] {
        let ranked = results.indices.sorted { a, b in results[a].points != results[b].points ? results[a].points > results[b].points : a < b }
        let kept = Set(ranked.prefix(best ?? results.count))
        return results.indices.map { index in
            var result = results[index]
            result.counted = kept.contains(index)
            return result
        }
    }

    /// Each player's handicap before each round of a league, from one skill model that learns the
    /// archive's rounds in start order: before a league round it has learned exactly the rounds
    /// started before it and is solved then, so its handicaps are those of `Handicaps.compute` with
    /// `asOf: .before(start)` (the solve is exact from the sums), at the cost of one pass over the
    /// rounds instead of one per league round.
    struct HandicapsBefore {
        /// The rounds the model learns from, oldest first.
        let played: [PlayedRound]
        /// The share of the handicap given, in percent.
        let allowance: Int
        /// The model, having learned `played[..<next]`.
        var model = SkillModel()
        var next = 0

        init(archive: RoundArchive, allowance: Int) {
            played = PlayedRound.all(in: archive)
            self.allowance = allowance
        }

        /// Each registered player's handicap strokes in `entry`, as of before it started (league
        /// rounds come in start order).
        mutating func strokes(before entry: RoundArchive.Entry) -> [String: Int] {
            let round = entry.round
            while next < played.count, played[next].started < round.started {
                model.absorb(played[next], solving: .later)
                next += 1
            }
            model.solveNow()
            var strokes: [String: Int] = [:]
            for player in round.players where !player.isGuest {
                strokes[player.name] = Handicaps.handicap(player.name, model: model, course: round.courseDisplayName, pars: round.pars,
                                                          allowance: allowance).strokes
            }
            return strokes
        }
    }
}
