/// The statistics the group argues about: rounds played, personal bests and averages per course,
/// score-name distribution, head-to-head records and a trend over time.
///
/// Only registered players are counted: guests are round-scoped names, never the same person across
/// rounds (FR12b). Players are matched across rounds by name, ignoring case. Averages, bests and the
/// trend use *complete* rounds (every hole played), so a round abandoned after nine holes does not
/// look like a personal best. Wins and head-to-head count rounds *played to the last hole*: the round
/// has a winner (finished or complete, not abandoned or in progress, see ``RoundStatus``) and the
/// player (for head to head, both players) played every hole. Score names count every hole played.
/// In a team round the teams are the players (``Round/players``): a team's results are its own line,
/// never a member's, and the group's course records and averages count singles rounds only.
public struct Stats: Sendable {
    /// A registered player's totals.
    public struct PlayerLine: Sendable, Equatable {
        /// The player's name, as last written.
        public var player: String
        /// Rounds with at least one hole played.
        public var rounds: Int
        /// Rounds with every hole played.
        public var completeRounds: Int
        /// Rounds won (position 1), shared wins included.
        public var wins: Int
        /// Of ``wins``, those tied with someone else.
        public var sharedWins: Int
        /// Rounds played with handicaps (``Round/hasHandicaps``) with at least one hole played.
        public var handicapRounds: Int = 0
        /// Rounds won on net score (position 1 of the standings ranked by net; shared included),
        /// counted like ``wins`` (rounds played to the last hole), separately from them.
        public var netWins: Int = 0
        /// Of ``netWins``, those tied with someone else.
        public var sharedNetWins: Int = 0
        /// Average relative to par over complete rounds.
        public var average: Average
        /// Best complete round relative to par.
        public var best: Best?
        /// Throw statistics from the tokens of the player's score lines (``ThrowStats``); empty for a
        /// player who never wrote one.
        public var throwStats = ThrowStats()
    }

    /// A best score: who, how much, where and when.
    public struct Best: Sendable, Equatable {
        /// Strokes relative to par.
        public var relativeToPar: Int
        /// Total strokes.
        public var strokes: Int
        /// Who scored it (the first of ``players``).
        public var player: String
        /// Everyone who scored it in that round, in standings order: a course record shared by
        /// players tied in one round names them all (``FirstPlace/names(_:limit:escape:)``).
        public var players: [String]
        /// The round's name.
        public var round: String
        /// When that round started.
        public var date: Timestamp
        /// The course, as displayed.
        public var course: String
    }

    /// One course (name, layout and hole count): rounds, best and average there.
    public struct CourseLine: Sendable, Equatable {
        /// `Cedar Creek (Long Tees)`.
        public var course: String
        /// Holes.
        public var holes: Int
        /// Rounds counted (played by the player, or by anyone for the group).
        public var rounds: Int
        /// Best complete round: the player's personal best, or the group's course record.
        public var best: Best?
        /// Average relative to par over complete rounds.
        public var average: Average
    }

    /// A head-to-head record between two registered players over the rounds both played to the last hole.
    public struct HeadToHead: Sendable, Equatable {
        /// The player the record is for.
        public var player: String
        /// The opponent.
        public var opponent: String
        /// Rounds both played to the last hole.
        public var rounds: Int
        /// Rounds the player finished ahead.
        public var wins: Int
        /// Rounds the opponent finished ahead.
        public var losses: Int
        /// Rounds level.
        public var ties: Int
        /// The player's strokes minus the opponent's, averaged over those rounds (negative: the player
        /// took fewer).
        public var strokeDifference: Average
    }

    /// One complete round in the trend.
    public struct TrendPoint: Sendable, Equatable {
        /// The round's name.
        public var round: String
        /// When it started.
        public var date: Timestamp
        /// The course, as displayed.
        public var course: String
        /// Strokes relative to par.
        public var relativeToPar: Int
    }

    /// The player the stats are about (as last written); nil for the whole group.
    public var player: String?
    /// The course filter as given; nil for every course.
    public var course: String?
    /// Rounds looked at (after the course filter).
    public var roundsConsidered: Int
    /// One line per registered player (just the player when one is given), most rounds first.
    public var players: [PlayerLine]
    /// Per course: the player's personal bests, or the group's course records; most rounds first.
    public var courses: [CourseLine]
    /// Score names over every hole played by the player, or by all registered players.
    public var tally: ScoreTally
    /// The player's records against each opponent (most rounds together first), or against the
    /// one opponent asked for; empty for the group.
    public var headToHead: [HeadToHead]
    /// The player's last complete rounds, oldest first; empty for the group.
    public var trend: [TrendPoint]
    /// Rounds left out of wins and head to head because they were abandoned (finished before anyone
    /// played every hole): those the player played, or all for the group.
    public var abandonedRounds: Int
    /// Rounds left out because they are still being played (active): those the player played, or all.
    public var roundsInProgress: Int
    /// Finished rounds the player left early (played some holes, not all): no win, no head to head.
    /// Zero for the group.
    public var roundsLeftEarly: Int
    /// Whether any round looked at was played with handicaps: then net wins are counted and shown.
    public var hasHandicaps = false

    /// Computes stats over `archive`.
    /// - Parameters:
    ///   - player: a registered player's name (ignoring case), or nil for the group.
    ///   - course: keeps rounds whose course (or `course layout`, or its slug) starts with this.
    ///   - opponent: limits head-to-head to this registered player.
    ///   - trendLength: how many recent complete rounds the trend shows.
    /// - Throws: `noInput` for an unknown player, opponent or course, with a did-you-mean hint.
    public init(_ archive: RoundArchive, player: String? = nil, course: String? = nil, opponent: String? = nil,
                trendLength: Int = 12) throws(HyzerError) {
        try self.init(rounds: archive.entries.map(RoundFacts.init), player: player, course: course, opponent: opponent,
                      trendLength: trendLength)
    }

    /// ``init(_:player:course:opponent:trendLength:)`` over rounds already summed up, oldest first
    /// (`stats` sums each round up on the core that read it: it then holds no round).
    public init(rounds: [RoundFacts], player: String? = nil, course: String? = nil, opponent: String? = nil,
                trendLength: Int = 12) throws(HyzerError) {
        let entries = try Stats.entries(of: rounds, course: course)
        let spelling = Stats.registeredSpelling(in: entries)
        let focus = try player.map { name throws(HyzerError) in try Stats.resolve(name, spelling: spelling, entries: entries, course: course) }
        let rival = try opponent.map { name throws(HyzerError) in try Stats.resolve(name, spelling: spelling, entries: entries, course: course) }
        self.player = focus
        self.course = course
        roundsConsidered = entries.count

        var pass = PlayerPass(focus: focus)
        for entry in entries { pass.add(entry) }
        players = pass.lines.sorted { a, b in
            a.rounds != b.rounds ? a.rounds > b.rounds : a.player.lowercased() < b.player.lowercased()
        }
        courses = pass.courseLines.sorted { a, b in
            a.rounds != b.rounds ? a.rounds > b.rounds : a.course.lowercased() < b.course.lowercased()
        }
        tally = pass.tally
        trend = Array(pass.trend.suffix(max(trendLength, 0)))
        abandonedRounds = pass.abandoned
        roundsInProgress = pass.inProgress
        roundsLeftEarly = pass.leftEarly
        hasHandicaps = pass.hasHandicaps
        headToHead = focus.map { Stats.headToHead(entries, focus: $0, rival: rival) } ?? []
    }

    // MARK: - Steps

    /// The rounds on `course` (every round when nil); throws `notFound`, with the courses played as a
    /// hint, when none is.
    static func entries(of rounds: [RoundFacts], course: String?) throws(HyzerError) -> [RoundFacts] {
        guard let course else { return rounds }
        let entries = rounds.filter { Stats.course($0.round, matches: course) }
        if entries.isEmpty {
            let names = Set(rounds.map(\.round.courseDisplayName)).sorted()
            throw HyzerError(.notFound, "no rounds on a course named \"\(course)\"",
                             hint: Suggestion.hint(for: course, among: names)
                                ?? (names.isEmpty ? nil : "courses played: \(names.joined(separator: ", "))"))
        }
        return entries
    }

    /// Registered names in `entries`, keyed by lowercase, spelled as most recently written.
    static func registeredSpelling(in entries: [RoundFacts]) -> [String: String] {
        var spelling: [String: String] = [:]
        for entry in entries {
            for row in entry.standings.rows where !row.isGuest { spelling[row.player.lowercased()] = row.player }
        }
        return spelling
    }

    /// The registered player `name` means (ignoring case), as `spelling` writes it; throws `notFound`
    /// with a did-you-mean hint (or why a guest is not tracked) otherwise.
    static func resolve(_ name: String, spelling: [String: String], entries: [RoundFacts], course: String?) throws(HyzerError) -> String {
        if let known = spelling[name.lowercased()] { return known }
        let isGuestOnly = entries.contains { $0.standings.rows.contains { $0.isGuest && $0.player.lowercased() == name.lowercased() } }
        throw HyzerError(.notFound, "no registered player \"\(name)\" in \(course == nil ? "this scorebook" : "rounds on \(course!)")",
                         hint: isGuestOnly ? "\"\(name)\" only played as a guest; guests are not tracked across rounds"
                            : Suggestion.hint(for: name, among: spelling.values) ?? Stats.listHint(spelling.values))
    }

    /// One pass over the rounds, round by round: the lines per player and per course, the score names,
    /// the trend and the rounds left out, for `focus` (nil: every registered player).
    struct PlayerPass {
        let focus: String?
        /// One line per player and per course, in the order first met; the tables give a line's index
        /// (each row looks its line up once: this runs for every player of every round).
        var lines: [PlayerLine] = []
        var lineIndex: [String: Int] = [:]
        var courseLines: [CourseLine] = []
        var courseIndex: [String: Int] = [:]
        var tally = ScoreTally()
        var trend: [TrendPoint] = []
        var abandoned = 0, inProgress = 0, leftEarly = 0
        var hasHandicaps = false

        init(focus: String?) { self.focus = focus }

        /// Counts one round.
        mutating func add(_ entry: RoundFacts) {
            let round = entry.round
            let status = entry.standings.status
            let winners = entry.standings.winners
            let netWinners = entry.netStandings?.winners ?? []
            if entry.netStandings != nil { hasHandicaps = true }
            let courseName = round.courseDisplayName
            let courseKey = courseName + "|\(round.holeCount)"
            let focusKey = focus?.lowercased()
            // The group's course records and averages are singles scores: a best-shot team's round is
            // no record for a player to beat (a team's own stats are about the team).
            let countsForCourse = focus != nil || !round.isTeamRound
            var course: Int?
            if focus == nil {
                if status.phase == .abandoned { abandoned += 1 }
                if status.phase == .active { inProgress += 1 }
            }
            for row in entry.standings.rows where !row.isGuest && row.holesPlayed > 0 {
                let key = row.player.lowercased()
                if let focusKey, key != focusKey { continue }
                let line: Int
                if let known = lineIndex[key] {
                    line = known
                } else {
                    line = lines.count
                    lineIndex[key] = line
                    lines.append(PlayerLine(player: row.player, rounds: 0, completeRounds: 0, wins: 0, sharedWins: 0,
                                            average: Average(), best: nil))
                }
                lines[line].player = row.player
                lines[line].rounds += 1
                if focus != nil {
                    if status.phase == .abandoned { abandoned += 1 }
                    if status.phase == .active { inProgress += 1 }
                    if status.phase == .finished, status.leftEarly(holesPlayed: row.holesPlayed) { leftEarly += 1 }
                }
                if winners.contains(where: { $0.player == row.player }) {
                    lines[line].wins += 1
                    if winners.count > 1 { lines[line].sharedWins += 1 }
                }
                if entry.netStandings != nil { lines[line].handicapRounds += 1 }
                if netWinners.contains(where: { $0.player == row.player }) {
                    lines[line].netWins += 1
                    if netWinners.count > 1 { lines[line].sharedNetWins += 1 }
                }
                if let index = round.players.firstIndex(where: { $0.name == row.player }) {
                    tally.add(entry.tallies[index])
                    if !entry.throwStats.isEmpty { lines[line].throwStats.add(entry.throwStats[index]) }
                }
                if course == nil, countsForCourse {
                    // The round counts once for its course, when the first player who played it is met.
                    if let known = courseIndex[courseKey] {
                        course = known
                    } else {
                        course = courseLines.count
                        courseIndex[courseKey] = courseLines.count
                        courseLines.append(CourseLine(course: courseName, holes: round.holeCount, rounds: 0, best: nil, average: Average()))
                    }
                    courseLines[course!].rounds += 1
                }
                guard row.holesPlayed == round.holeCount else { continue }
                lines[line].completeRounds += 1
                lines[line].average.add(row.relativeToPar)
                if let course { courseLines[course].average.add(row.relativeToPar) }
                // A record is made only for a row that sets one (most rows do not).
                let playerBest = Stats.isBetter(row.relativeToPar, than: lines[line].best)
                let courseBest = course.map { Stats.isBetter(row.relativeToPar, than: courseLines[$0].best) } ?? false
                if playerBest || courseBest {
                    let best = Best(relativeToPar: row.relativeToPar, strokes: row.strokes, player: row.player, players: [row.player],
                                    round: entry.name, date: round.started, course: courseName)
                    if playerBest { lines[line].best = best }
                    if courseBest { courseLines[course!].best = best }
                }
                if !courseBest, let course, let record = courseLines[course].best, record.round == entry.name, record.relativeToPar == row.relativeToPar {
                    courseLines[course].best!.players.append(row.player)
                }
                if focus != nil {
                    trend.append(TrendPoint(round: entry.name, date: round.started, course: courseName,
                                            relativeToPar: row.relativeToPar))
                }
            }
        }
    }

    /// `focus`'s records against each opponent who played a round with them that counts for wins
    /// (just `rival` when given, with an empty record when they never met), most rounds together first.
    static func headToHead(_ entries: [RoundFacts], focus: String, rival: String?) -> [HeadToHead] {
        var records: [String: HeadToHead] = [:]
        var rivals: [String] = []
        let me = focus.lowercased()
        for entry in entries {
            let status = entry.standings.status
            guard let mine = entry.registeredRow(me), status.countsForWins(holesPlayed: mine.holesPlayed) else { continue }
            for other in entry.standings.rows where !other.isGuest && status.countsForWins(holesPlayed: other.holesPlayed) {
                let key = other.player.lowercased()
                guard key != me, rival == nil || key == rival!.lowercased() else { continue }
                if records[key] == nil {
                    rivals.append(key)
                    records[key] = HeadToHead(player: focus, opponent: other.player, rounds: 0, wins: 0, losses: 0, ties: 0,
                                              strokeDifference: Average())
                }
                records[key]!.opponent = other.player
                records[key]!.rounds += 1
                records[key]!.strokeDifference.add(mine.strokes - other.strokes)
                if mine.relativeToPar < other.relativeToPar {
                    records[key]!.wins += 1
                } else if mine.relativeToPar > other.relativeToPar {
                    records[key]!.losses += 1
                } else {
                    records[key]!.ties += 1
                }
            }
        }
        if let rival, records[rival.lowercased()] == nil {
            records[rival.lowercased()] = HeadToHead(player: focus, opponent: rival, rounds: 0, wins: 0, losses: 0, ties: 0,
                                                     strokeDifference: Average())
            rivals.append(rival.lowercased())
        }
        return rivals.compactMap { records[$0] }.sorted { a, b in
            a.rounds != b.rounds ? a.rounds > b.rounds : a.opponent.lowercased() < b.opponent.lowercased()
        }
    }

    /// Whether `round`'s course is what `query` names: its name, `name layout`, display name or slug
    /// starts with the query, ignoring case.
    public static func course(_ round: Round, matches query: String) -> Bool {
        let wanted = query.lowercased().trimmingSpaces
        let names = [round.course, round.courseDisplayName, round.layout.map { "\(round.course) \($0)" } ?? round.course]
        if names.contains(where: { $0.lowercased().hasPrefix(wanted) }) { return true }
        guard let wantedSlug = NameRules.spelledSlug(query), let slug = NameRules.spelledSlug(round.courseDisplayName) else { return false }
        return slug.hasPrefix(wantedSlug)
    }

    /// `players: Jake, Mike, …` (at most eight names), or nil when there are none.
    static func listHint(_ names: some Sequence<String>) -> String? {
        let sorted = names.sorted { $0.lowercased() < $1.lowercased() }
        guard !sorted.isEmpty else { return nil }
        return "players: " + sorted.prefix(8).joined(separator: ", ") + (sorted.count > 8 ? ", …" : "")
    }

    /// Lower relative-to-par wins; on a tie the earlier round keeps the record (players tied in that
    /// round share it).
    static func isBetter(_ relativeToPar: Int, than current: Best?) -> Bool {
        guard let current else { return true }
        return relativeToPar < current.relativeToPar
    }

    // MARK: - JSON

    /// The stats as JSON: `player`, `course`, `rounds`, `players`, `courses`, `tally`, `headToHead`
    /// (with `strokeDifference`), `trend`, and the rounds left out of wins and head to head:
    /// `abandonedRounds`, `roundsInProgress`, `roundsLeftEarly` (field names as in the Swift types;
    /// timestamps in RFC 3339; averages as ``Average/json``). When some round was played with handicaps,
    /// each player also has `handicapRounds`, `netWins` and `sharedNetWins`; a player who wrote throw
    /// tokens has `throws` (``ThrowStats/json``).
    public var json: JSON {
        func best(_ best: Best?) -> JSON {
            guard let best else { return .null }
            return .object([("relativeToPar", .int(best.relativeToPar)), ("strokes", .int(best.strokes)),
                            ("player", .string(best.player)), ("players", .array(best.players.map(JSON.string))),
                            ("round", .string(best.round)),
                            ("date", .string(best.date.rfc3339)), ("course", .string(best.course))])
        }
        return .object([
            ("player", .optional(player)),
            ("course", .optional(course)),
            ("rounds", .int(roundsConsidered)),
            ("players", .array(players.map { line in
                .object([("player", .string(line.player)), ("rounds", .int(line.rounds)),
                         ("completeRounds", .int(line.completeRounds)), ("wins", .int(line.wins)),
                         ("sharedWins", .int(line.sharedWins))] + (hasHandicaps ? [("handicapRounds", .int(line.handicapRounds)),
                         ("netWins", .int(line.netWins)), ("sharedNetWins", .int(line.sharedNetWins))] : [])
                         + [("average", line.average.json), ("best", best(line.best))]
                         + (line.throwStats.isEmpty ? [] : [("throws", line.throwStats.json)]))
            })),
            ("courses", .array(courses.map { line in
                .object([("course", .string(line.course)), ("holes", .int(line.holes)), ("rounds", .int(line.rounds)),
                         ("best", best(line.best)), ("average", line.average.json)])
            })),
            ("tally", tally.json),
            ("headToHead", .array(headToHead.map { record in
                .object([("player", .string(record.player)), ("opponent", .string(record.opponent)),
                         ("rounds", .int(record.rounds)), ("wins", .int(record.wins)), ("losses", .int(record.losses)),
                         ("ties", .int(record.ties)), ("strokeDifference", record.strokeDifference.json)])
            })),
            ("trend", .array(trend.map { point in
                .object([("round", .string(point.round)), ("date", .string(point.date.rfc3339)),
                         ("course", .string(point.course)), ("relativeToPar", .int(point.relativeToPar))])
            })),
            ("abandonedRounds", .int(abandonedRounds)),
            ("roundsInProgress", .int(roundsInProgress)),
            ("roundsLeftEarly", .int(roundsLeftEarly)),
        ])
    }
}

extension Stats {
    /// What stats reads of one round: its header, standings and the strokes that count. Made on the
    /// core that read the round (``RoundArchive/load(book:localDevice:summarize:)``), so that `stats`
    /// holds no round's score lines, and they are freed on all cores as they are read.
    public struct RoundFacts: Sendable {
        /// The round's name (file name without `.round`).
        public var name: String
        /// The round without its score lines (header, players, lifecycle lines).
        public var round: Round
        /// Its standings.
        public var standings: Standings
        /// Its net standings, for a round played with handicaps.
        public var netStandings: Standings?
        /// Each player's holes by score name (the round's order), counted on the core that read the
        /// round.
        var tallies: [ScoreTally]
        /// Each player's throw stats in this round (the round's order); empty when no score line of
        /// the round carries a throw token.
        var throwStats: [ThrowStats]

        /// The facts of a loaded round.
        public init(_ entry: RoundArchive.Entry) {
            name = entry.name
            var header = entry.round
            header.events = []
            round = header
            standings = entry.standings
            netStandings = entry.netStandings
            tallies = entry.round.players.indices.map { player in
                var tally = ScoreTally()
                for (offset, par) in entry.round.pars.enumerated() {
                    if let strokes = entry.card.strokes(player: player, hole: offset + 1) { tally.add(strokes: strokes, par: par) }
                }
                return tally
            }
            throwStats = ThrowStats.perPlayer(entry.card)
        }

        /// The standings row of the registered player named `name` (ignoring case).
        func registeredRow(_ name: String) -> Standings.Row? { standings.registeredRow(name) }
    }
}
