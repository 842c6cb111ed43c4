/// What a club argues about after a season of pickleball: per player and per team, matches and games
/// won, points won and points won on serve, side-outs won and lost, the longest run of points, and
/// head-to-head records.
///
/// Counted by stepping each match's ``MatchState`` through the entries in effect (an entry an undo took
/// back never counts; entries the rules refused never count), rally by rally:
/// - a **point** is a rally that raised the winner's score (or ended a game); **on serve** when the
///   winner was serving. A player's points on serve are the points their team scored while they
///   served.
/// - a **side-out** is a rally that passed the serve to the receiving team within a game (a second
///   server in side-out doubles is not one). The receiving team *won* it; the serving team *lost* it,
///   and so did the player serving (for a player, ``Record/sideOutsLost`` counts their own serve only,
///   ``Record/sideOutsWon`` their team's).
/// - a **run** is points in a row by one side in one game with no point by the other side between
///   (side-outs without a point do not end it); a player's longest run is their team's, in matches
///   they played.
/// - **matches won** and **head to head** count matches that are over and not forked; **games** count
///   games that ended (before a fork, too); points, side-outs and runs count every rally in effect, in
///   matches in progress as well.
///
/// Players are the same person across matches when their names match, ignoring case (shown as last
/// written); a team is the same pair of players, whatever the team was called, shown as
/// `Alex & Jordan`. In singles a team is its one player.
public struct MatchStats: Sendable, Equatable {
    /// One player's or team's totals.
    public struct Record: Sendable, Equatable {
        /// The player's name, or the team's players joined by ` & `.
        public var name: String
        /// The team's players (the player alone, for a player).
        public var players: [String]
        /// Matches played, in any state.
        public var matches = 0
        /// Of them, matches over (won by someone, not forked).
        public var matchesOver = 0
        /// Matches won.
        public var matchesWon = 0
        /// Games that ended.
        public var gamesPlayed = 0
        /// Games won.
        public var gamesWon = 0
        /// Points scored (by the team, in games the player played).
        public var pointsWon = 0
        /// Points scored while serving (for a player: while they served).
        public var pointsOnServe = 0
        /// Side-outs won: rallies won while receiving that took the serve.
        public var sideOutsWon = 0
        /// Side-outs lost: the serve passed to the other side (for a player: on their serve).
        public var sideOutsLost = 0
        /// The most points in a row in one game.
        public var longestRun = 0

        /// An empty record.
        public init(name: String, players: [String]) {
            self.name = name
            self.players = players
        }

        /// Games lost.
        public var gamesLost: Int { gamesPlayed - gamesWon }
    }

    /// Two players or two teams that met in matches that are over.
    public struct HeadToHead: Sendable, Equatable {
        /// The one whose name sorts first (ignoring case).
        public var first: String
        /// The other.
        public var second: String
        /// Matches between them that are over.
        public var matches: Int
        /// Of those, won by ``first``.
        public var firstWins: Int
        /// Won by ``second``.
        public var secondWins: Int
    }

    /// Matches counted.
    public var matches: Int
    /// Matches won by someone (not forked).
    public var matchesOver: Int
    /// Matches still being played.
    public var matchesInProgress: Int
    /// Matches whose copies differ.
    public var matchesForked: Int
    /// Every player: most matches won first, then by name.
    public var players: [Record]
    /// Every team (pair, or singles player): most matches won first, then by name.
    public var teams: [Record]
    /// Every pair of players who played on opposite sides, by name.
    public var playerHeadToHead: [HeadToHead]
    /// Every pair of teams that met, by name.
    public var teamHeadToHead: [HeadToHead]

    /// The statistics of `snapshots` (in any order; the latest start decides how a name is written).
    public init(_ snapshots: [MatchSnapshot]) {
        var players = Table(), teams = Table()
        var playerMeetings: [Pair: Meeting] = [:], teamMeetings: [Pair: Meeting] = [:]
        var over = 0, inProgress = 0, forked = 0
        for snapshot in snapshots.sorted(by: { $0.match.started < $1.match.started }) {
            let status = MatchSummary.Status(snapshot)
            switch status {
            case .over: over += 1
            case .inProgress: inProgress += 1
            case .forked: forked += 1
            }
            guard let tally = MatchTally(snapshot) else { continue }
            let match = snapshot.match
            let winner = status == .over ? snapshot.state.winner : nil
            var teamKeys = PerTeam(both: "")
            for side in MatchSide.allCases {
                let names = match.teams[side].players.map(\.name)
                teamKeys[side] = teams.add(key: Self.teamKey(names), name: names.joined(separator: " & "), players: names) { record in
                    tally.add(side: side, to: &record, winner: winner, server: nil)
                }
                for (index, name) in names.enumerated() {
                    players.add(key: name.lowercased(), name: name, players: [name]) { record in
                        tally.add(side: side, to: &record, winner: winner, server: TeamPlayer(side, index))
                    }
                }
            }
            guard let winner else { continue }
            teamMeetings[Pair(teamKeys.a, teamKeys.b), default: Meeting()].record(winnerKey: teamKeys[winner])
            for a in match.teams.a.players.map({ $0.name.lowercased() }) {
                for b in match.teams.b.players.map({ $0.name.lowercased() }) {
                    playerMeetings[Pair(a, b), default: Meeting()].record(winnerKey: winner == .a ? a : b)
                }
            }
        }
        matches = snapshots.count
        matchesOver = over
        matchesInProgress = inProgress
        matchesForked = forked
        self.players = players.sortedRecords()
        self.teams = teams.sortedRecords()
        playerHeadToHead = Self.headToHead(playerMeetings, names: players)
        teamHeadToHead = Self.headToHead(teamMeetings, names: teams)
    }

    // MARK: - Keys and tables

    /// The same pair whichever order the names come in: lowercased, sorted.
    private static func teamKey(_ names: [String]) -> String {
        names.map { $0.lowercased() }.sorted().joined(separator: "\u{1}")
    }

    /// Records by key, each keeping the latest spelling of its name.
    private struct Table {
        var records: [String: Record] = [:]

        /// Adds to the record of `key` (created when new), renaming it to `name`; returns the key.
        @discardableResult
        mutating func add(key: String, name: String, players: [String], _ update: (inout Record) -> Void) -> String {
            var record = records[key] ?? Record(name: name, players: players)
            record.name = name
            record.players = players
            update(&record)
            records[key] = record
            return key
        }

        func sortedRecords() -> [Record] {
            records.values.sorted {
                ($1.matchesWon, $0.name.lowercased(), $0.name) < ($0.matchesWon, $1.name.lowercased(), $1.name)
            }
        }
    }

    /// Two keys in sorted order.
    private struct Pair: Hashable {
        var low: String
        var high: String

        init(_ one: String, _ other: String) {
            (low, high) = one <= other ? (one, other) : (other, one)
        }
    }

    /// Wins of each key of a pair.
    private struct Meeting {
        var wins: [String: Int] = [:]
        var matches = 0

        mutating func record(winnerKey: String) {
            matches += 1
            wins[winnerKey, default: 0] += 1
        }
    }

    private static func headToHead(_ meetings: [Pair: Meeting], names: Table) -> [HeadToHead] {
        meetings.map { pair, meeting -> HeadToHead in
            var first = (names.records[pair.low]?.name ?? pair.low, meeting.wins[pair.low] ?? 0)
            var second = (names.records[pair.high]?.name ?? pair.high, meeting.wins[pair.high] ?? 0)
            if (second.0.lowercased(), second.0) < (first.0.lowercased(), first.0) { swap(&first, &second) }
            return HeadToHead(first: first.0, second: second.0, matches: meeting.matches, firstWins: first.1, secondWins: second.1)
        }.sorted { ($0.first.lowercased(), $0.second.lowercased()) < ($1.first.lowercased(), $1.second.lowercased()) }
    }
}

// MARK: - One match

/// One match's counts, per side and per serving player, from stepping its entries in effect.
private struct MatchTally {
    var points = PerTeam(both: 0)
    var pointsOnServe = PerTeam(both: 0)
    var sideOutsWon = PerTeam(both: 0)
    var sideOutsLost = PerTeam(both: 0)
    var longestRun = PerTeam(both: 0)
    var serverPoints: [TeamPlayer: Int] = [:]
    var serverSideOutsLost: [TeamPlayer: Int] = [:]
    var gamesPlayed = 0
    var gamesWon = PerTeam(both: 0)

    /// Nil only when the match's settings or teams are impossible (a snapshot never has those).
    init?(_ snapshot: MatchSnapshot) {
        let settings = snapshot.match.settings, teams = snapshot.match.teams
        guard let start = try? MatchState(settings: settings, teams: teams) else { return nil }
        var state = start
        var run: (side: MatchSide, length: Int)?
        for (_, entry) in snapshot.entriesInEffect() {
            let before = state
            guard let after = try? before.applying(entry) else { continue }
            state = after
            guard case .rally(let winner) = entry else { continue }
            let gameEnded = after.games.count > before.games.count
            if gameEnded || after.score[winner] > before.score[winner] {
                points[winner] += 1
                if winner == before.servingTeam {
                    pointsOnServe[winner] += 1
                    serverPoints[before.server, default: 0] += 1
                }
                let length = run?.side == winner ? run!.length + 1 : 1
                run = (winner, length)
                longestRun[winner] = max(longestRun[winner], length)
            }
            if gameEnded {
                run = nil
            } else if after.servingTeam != before.servingTeam {
                sideOutsWon[winner] += 1
                sideOutsLost[before.servingTeam] += 1
                serverSideOutsLost[before.server, default: 0] += 1
            }
        }
        gamesPlayed = state.games.count
        gamesWon = state.gamesWon
    }

    /// Adds `side`'s counts to a team's record (`server` nil) or a player's (`server` the player).
    func add(side: MatchSide, to record: inout MatchStats.Record, winner: MatchSide?, server: TeamPlayer?) {
        record.matches += 1
        if let winner {
            record.matchesOver += 1
            if winner == side { record.matchesWon += 1 }
        }
        record.gamesPlayed += gamesPlayed
        record.gamesWon += gamesWon[side]
        record.pointsWon += points[side]
        record.sideOutsWon += sideOutsWon[side]
        record.longestRun = max(record.longestRun, longestRun[side])
        if let server {
            record.pointsOnServe += serverPoints[server] ?? 0
            record.sideOutsLost += serverSideOutsLost[server] ?? 0
        } else {
            record.pointsOnServe += pointsOnServe[side]
            record.sideOutsLost += sideOutsLost[side]
        }
    }
}
