/// What a round's summary card says (FR58): course, layout, date, standings with positions and ties,
/// ± par, strokes, holes played, duration and organizer. Plain data; renderers are in
/// ``CardRenderer``.
public struct RoundSummary: Sendable {
    /// The round's name (file name without `.round`), when it came from a file.
    public var name: String?
    /// Course name.
    public var course: String
    /// Layout, if any.
    public var layout: String?
    /// When the round started (in the organizer's offset).
    public var started: Timestamp
    /// When it was finished; nil while active.
    public var finished: Timestamp?
    /// How long it was played (``PlayingTime``): from the start to the end of play, or to now while active.
    public var playingTime: PlayingTime
    /// Who created the round.
    public var organizer: String
    /// Number of holes.
    public var holeCount: Int
    /// Par of the whole course.
    public var totalPar: Int
    /// Standings, best first; a player's ``Standings/Row/holesPlayed`` shows unplayed holes.
    public var rows: [Standings.Row]
    /// Pending discrepancies (their provisional value, the higher score, counts until resolved).
    public var discrepancyCount: Int
    /// Where the round stands (finished or abandoned, and by whom; who left early).
    public var status: RoundStatus
    /// Whether every player has every hole.
    public var isComplete: Bool
    /// The first hole someone has not played; nil when complete.
    public var currentHole: Int?
    /// The winners or leaders, as every report names them; nil for an abandoned round or before the
    /// first hole.
    public var firstPlace: FirstPlace?
    /// Every player's strokes on every hole, in standings order.
    public var grid: HoleGrid
    /// What the rows are ranked by (`--net`).
    public var ranking: Standings.Ranking
    /// The players' handicaps (`handicap` lines), in the order of the player list; empty for a round
    /// played without them, whose card says nothing about net.
    public var handicaps: [Handicap]
    /// In a round with handicaps, the first place of the other ranking than ``ranking`` (the net winner
    /// on a gross card, the gross winner on a net one); nil otherwise.
    public var otherFirstPlace: FirstPlace?
    /// Aces, eagles, bogey-free rounds, the group's best hole and the biggest climb.
    public var highlights: RoundHighlights
    /// How a team round is played and its teams (the rows are the teams); nil for a singles round.
    public var teamPlay: TeamPlay?

    /// Summarises a resolved round; `ranking` `.net` ranks a round with handicaps by net score. `now`
    /// (the clock, when known) is where an active round's duration runs to (``PlayingTime``).
    public init(card: Scorecard, name: String? = nil, ranking: Standings.Ranking = .gross, now: Timestamp? = nil) {
        let round = card.round
        self.name = name
        course = round.course
        layout = round.layout
        started = round.started
        finished = round.finish?.time
        playingTime = PlayingTime(round: round, now: now)
        organizer = round.organizer
        holeCount = round.holeCount
        totalPar = round.pars.reduce(0, +)
        let standings = Standings(card, ranking: ranking)
        self.ranking = ranking
        handicaps = round.players.compactMap { player in round.handicaps.first { $0.player == player.name } }
        otherFirstPlace = round.hasHandicaps ? FirstPlace(Standings(card, ranking: ranking == .net ? .gross : .net)) : nil
        rows = standings.rows
        status = standings.status
        discrepancyCount = standings.discrepancyCount
        firstPlace = FirstPlace(standings)
        isComplete = card.isComplete
        currentHole = card.currentHole
        grid = HoleGrid(card: card, standings: rows)
        highlights = RoundHighlights(grid: grid, standings: rows, playOrder: card.playOrder)
        teamPlay = round.teamPlay
    }

    /// Summarises an archived round.
    public init(_ entry: RoundArchive.Entry) { self.init(card: entry.card, name: entry.name) }

    /// Whether the round is finished.
    public var isFinished: Bool { finished != nil }

    /// `Cedar Creek (Long Tees)` or `Cedar Creek`.
    public var courseDisplayName: String { layout.map { "\(course) (\($0))" } ?? course }

    /// Where the duration ends: the end of play (``PlayingTime``), nil when nothing timed marks one.
    public var end: Timestamp? { playingTime.end }

    /// Whole minutes from start to ``end``; nil when there is no end.
    public var durationMinutes: Int? { playingTime.minutes }

    /// `2h 10m`, `45m`; nil when there is no end.
    public var durationText: String? {
        durationMinutes.map { minutes in
            minutes < 60 ? "\(minutes)m" : minutes % 60 == 0 ? "\(minutes / 60)h" : "\(minutes / 60)h \(minutes % 60)m"
        }
    }

    /// `final`, `abandoned after 2 holes` (finished before anyone played every hole: no winner), `all
    /// holes scored` (not finished yet) or `in progress, hole 7 next`.
    public var statusText: String { status.summaryText(currentHole: currentHole) }

    /// Rows of players on the podium (positions 1–3, ties included) — the ones a card marks. An
    /// abandoned round has no podium: nobody won it.
    public func isPodium(_ row: Standings.Row) -> Bool { status.phase != .abandoned && (row.position ?? .max) <= 3 }

    /// The card as JSON: `round`, `course`, `layout`, `started`, `finished`, `end`, `durationMinutes`,
    /// `organizer`, `holes`, `par`, `status` (`active`, `complete`, `finished`, `abandoned`),
    /// `discrepancies`, `firstPlace` (null, or see ``FirstPlace/json``), `standings` (one object per row with `position`, `tied`, `player`, `guest`,
    /// `strokes`, `par`, `relativeToPar`, `relativeText`, `holesPlayed`, `discrepancy`), `finishedBy`
    /// (who finished it; null while active or when the `finished` line names nobody), `highlights`
    /// (see ``RoundHighlights/json``) and `scorecard` (see ``HoleGrid/json``). A round with handicaps adds
    /// `ranking` (`gross`, or `net` for `--net`), `handicaps` (an object, player → strokes received),
    /// `netFirstPlace` and `grossFirstPlace` (like `firstPlace`, by each ranking), and net fields on each
    /// standings row (``Standings/Row/json``) and scorecard row (``HoleGrid/json``). A team round adds
    /// `format` and `teams` (one object per team: `name`, the name its rows use, `members`, `cali`).
    public var json: JSON {
        .object([
            ("round", .optional(name)),
            ("course", .string(course)),
            ("layout", .optional(layout)),
            ("started", .string(started.rfc3339)),
            ("finished", .optional(finished?.rfc3339)),
            ("end", .optional(end?.rfc3339)),
            ("durationMinutes", .optional(durationMinutes)),
            ("organizer", .string(organizer)),
            ("holes", .int(holeCount)),
            ("par", .int(totalPar)),
            ("status", .string(status.phase.rawValue)),
            ("discrepancies", .int(discrepancyCount)),
            ("firstPlace", firstPlace?.json ?? .null),
            ("standings", .array(rows.map(\.json))),
            ("finishedBy", .optional(status.finish?.reporter)),
            ("highlights", highlights.json),
            ("scorecard", grid.json),
        ] + netJSON + teamJSON)
    }

    /// The top-level JSON fields of a team round; none for a singles round.
    var teamJSON: [(String, JSON)] {
        guard let teamPlay else { return [] }
        return [
            ("format", .string(teamPlay.format.rawValue)),
            ("teams", .array(teamPlay.teams.map { team in
                .object([("name", .string(team.displayName)), ("members", .array(team.members.map(JSON.string))), ("cali", .bool(team.isCali))])
            })),
        ]
    }

    /// The first place by net and by gross score: ``firstPlace`` and ``otherFirstPlace`` in order.
    public var netAndGrossFirstPlace: (net: FirstPlace?, gross: FirstPlace?) {
        ranking == .net ? (firstPlace, otherFirstPlace) : (otherFirstPlace, firstPlace)
    }

    /// The top-level JSON fields of a round with handicaps; none for a round without.
    var netJSON: [(String, JSON)] {
        guard !handicaps.isEmpty else { return [] }
        let (net, gross) = netAndGrossFirstPlace
        return [
            ("ranking", .string(ranking.rawValue)),
            ("handicaps", .object(handicaps.map { ($0.player, .int($0.strokes)) })),
            ("netFirstPlace", net?.json ?? .null),
            ("grossFirstPlace", gross?.json ?? .null),
        ]
    }
}
