/// One recorded score: a player took this many strokes on this hole, said so by someone, on a device.
///
/// Events are append-only (NFR19): the tool never edits or deletes one. A correction or a resolution
/// is a new event that names the events it supersedes.
public struct ScoreEvent: Sendable, Equatable {
    /// Identity, stable across copies of the round file, so that merging the same data twice changes
    /// nothing. The tool writes `DEVICE.SEQ` (`mike-phone.12`); hand-typed lines get a content-derived
    /// identity starting with `~` (see ``EventID``).
    public var id: EventID
    /// 1-based hole number.
    public var hole: Int
    /// The player's name exactly as in the round's player list.
    public var player: String
    /// Strokes taken, 1 through 99 (``strokesRange``).
    public var strokes: Int
    /// Who reported the score (anyone may score anyone), when known.
    public var reporter: String?
    /// The device that wrote the event; nil for a hand-typed line not yet stamped.
    public var device: String?
    /// When the event was recorded, when known (written in UTC).
    public var time: Timestamp?
    /// Events this one corrects (a link to the same device is a correction, FR47 case 3).
    public var supersedes: [EventID]
    /// Competing events this resolution settles; non-empty only for resolutions (FR49–FR52).
    public var resolves: [EventID]
    /// Whether the line carried its identity (`@…`); false for a hand-typed line.
    public var isStamped: Bool
    /// A `# comment` typed at the end of the line, without the `#`.
    public var note: String?

    /// Creates an event.
    public init(id: EventID, hole: Int, player: String, strokes: Int, reporter: String? = nil,
                device: String? = nil, time: Timestamp? = nil, supersedes: [EventID] = [],
                resolves: [EventID] = [], isStamped: Bool = true, note: String? = nil) {
        self.id = id
        self.hole = hole
        self.player = player
        self.strokes = strokes
        self.reporter = reporter
        self.device = device
        self.time = time
        self.supersedes = supersedes
        self.resolves = resolves
        self.isStamped = isStamped
        self.note = note
    }

    /// Whether this event is a resolution of a discrepancy.
    public var isResolution: Bool { !resolves.isEmpty }

    /// Every event this one links to, corrections and resolutions alike.
    public var links: [EventID] { supersedes + resolves }

    /// Strokes a score line in a round file may have: 1 through 99. Real scorecards have holes above
    /// 10 (19 of 4,500 rows in public UDisc exports), and an import must keep them as they are.
    public static let strokesRange = 1...99

    /// Strokes `score`, `say` and `resolve` take: 1 through 10, a guard against typos (`33` for `3`).
    /// A real 11 or more is recorded by typing its line into the round file (see `docs/FORMAT.md`).
    public static let entryRange = 1...10
}
