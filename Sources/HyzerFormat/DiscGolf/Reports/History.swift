/// The scorebook's rounds as a scrapbook, newest first (FR59–FR62): course, date, players, the winner
/// and "my" finish.
public struct History: Sendable {
    /// One round of the history.
    public struct Entry: Sendable {
        /// The round's name (file name without `.round`).
        public var name: String
        /// The shortest name `show` resolves to this round alone (usually the date).
        public var shortName: String
        /// Course name.
        public var course: String
        /// Layout, if any.
        public var layout: String?
        /// When it started.
        public var started: Timestamp
        /// When it finished; nil while active.
        public var finished: Timestamp?
        /// Where it stands: active, complete, finished or abandoned (nobody played every hole).
        public var status: RoundStatus
        /// Number of players, guests included.
        public var playerCount: Int
        /// The winners of a finished round (everyone tied for first who played every hole), the
        /// leaders of one still played; empty before the first score and for an abandoned round.
        public var winners: [String]
        /// Their strokes relative to par; nil when there are none.
        public var winningScore: Int?
        /// The winners or leaders as every report names them; nil when ``winners`` is empty.
        public var firstPlace: FirstPlace?
        /// In a round played with handicaps, the net winners or leaders (their net score relative to
        /// par); nil otherwise, and like ``firstPlace`` nil for an abandoned round.
        public var netFirstPlace: FirstPlace? = nil
        /// Whether the round was played with handicaps.
        public var hasHandicaps: Bool = false
        /// My row, when I (the name asked about) played as a registered player.
        public var mine: Standings.Row?
        /// Pending discrepancies.
        public var discrepancyCount: Int
        /// The first hole not fully scored while the round is active; nil when complete.
        public var currentHole: Int?

        /// `Cedar Creek (Long Tees)` or `Cedar Creek`.
        public var courseDisplayName: String { layout.map { "\(course) (\($0))" } ?? course }

    }

    /// Rounds, newest first.
    public var entries: [Entry]
    /// Whose finish ``Entry/mine`` describes; nil for none.
    public var me: String?

    /// The history of `archive`, with my finish taken from the registered player named `me`.
    public init(_ archive: RoundArchive, me: String? = nil) {
        self.init(entries: archive.entries.map { Entry($0, me: me) }, me: me)
    }

    /// The history of rounds already summed up (``Entry/init(_:me:)``), given oldest first (the order
    /// of ``RoundArchive/entries``); each gets its short name here, where all names are known.
    public init(entries oldestFirst: [Entry], me: String? = nil) {
        self.me = me
        let names = oldestFirst.map(\.name)
        let shortNames = Dictionary(zip(names, RoundArchive.shortNames(names)), uniquingKeysWith: { a, _ in a })
        entries = oldestFirst.reversed().map { entry in
            var entry = entry
            entry.shortName = shortNames[entry.name] ?? entry.name
            return entry
        }
    }

    /// The history as JSON: an array, newest first, of objects with `round`, `course`, `layout`,
    /// `started`, `finished`, `players`, `winners`, `winningScore`, `discrepancies`, `mine` (null,
    /// or `position`, `tied`, `relativeToPar`, `strokes`, `holesPlayed`), and `status` (`active`,
    /// `complete`, `finished`, `abandoned`). A round played with handicaps adds `netWinners` and
    /// `netWinningScore` (net relative to par), like `winners` and `winningScore`.
    public var json: JSON {
        .array(entries.map { entry in
            .object([
                ("round", .string(entry.name)),
                ("course", .string(entry.course)),
                ("layout", .optional(entry.layout)),
                ("started", .string(entry.started.rfc3339)),
                ("finished", .optional(entry.finished?.rfc3339)),
                ("players", .int(entry.playerCount)),
                ("winners", .array(entry.winners.map(JSON.string))),
                ("winningScore", .optional(entry.winningScore)),
                ("discrepancies", .int(entry.discrepancyCount)),
                ("mine", entry.mine.map { row in
                    .object([
                        ("position", .optional(row.position)),
                        ("tied", .bool(row.tied)),
                        ("relativeToPar", .int(row.relativeToPar)),
                        ("strokes", .int(row.strokes)),
                        ("holesPlayed", .int(row.holesPlayed)),
                    ])
                } ?? .null),
                ("status", .string(entry.status.phase.rawValue)),
            ] + (entry.hasHandicaps ? [("netWinners", .array((entry.netFirstPlace?.players ?? []).map(JSON.string))),
                                       ("netWinningScore", .optional(entry.netFirstPlace?.relativeToPar))] : []))
        })
    }
}

extension History.Entry {
    /// The entry of a loaded round, with my finish taken from the registered player named `me`;
    /// its ``shortName`` is its name until the history knows every name (``History/init(entries:me:)``).
    public init(_ entry: RoundArchive.Entry, me: String?) {
        let status = entry.standings.status
        let first = FirstPlace(entry.standings)
        self.init(name: entry.name, shortName: entry.name, course: entry.round.course, layout: entry.round.layout,
                  started: entry.round.started, finished: status.finish?.time, status: status,
                  playerCount: entry.round.players.count, winners: first?.players ?? [],
                  winningScore: first?.relativeToPar, firstPlace: first, mine: me.flatMap(entry.registeredRow),
                  discrepancyCount: entry.standings.discrepancyCount,
                  currentHole: status.isFinished ? nil : entry.card.currentHole)
        if let net = entry.netStandings {
            hasHandicaps = true
            netFirstPlace = FirstPlace(net)
        }
    }
}
