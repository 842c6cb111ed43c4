/// One recorded score: a player took this many strokes on this hole, said so by someone, on a device.
///
/// The shared part (identity, reporter, device, time, links) is ``EventMetadata``; which score lines
/// count, how copies merge and what a discrepancy is come from the event core (``RecordedEvent``).
public struct ScoreEvent: RecordedEvent {
    /// 1-based hole number.
    public var hole: Int
    /// The player's name exactly as in the round's player list.
    public var player: String
    /// Strokes taken, 1 through 99 (``strokesRange``); ``noScore`` (0) for a retraction, the line
    /// `5 Mike -` that says "no score" for the player on the hole (``isRetraction``).
    public var strokes: Int {
        get { Int(storedStrokes) }
        set { storedStrokes = Int32(clamping: newValue) }
    }
    /// The throw tokens after the strokes (`fairway ob c2 putts=2`); ``ThrowMarks/none`` on a bare line.
    /// A correction carries its own: the line that counts says how the hole was played.
    public var marks: ThrowMarks
    /// ``strokes`` in four bytes, so that with ``marks`` (two bytes) it takes the one word the strokes
    /// took alone: a five-year book holds millions of events, and the events of books that never write
    /// a token stay the size they were.
    private var storedStrokes: Int32
    /// Identity, reporter, device, time, `sup=`/`resolves=` links and note (read through the
    /// forwarding properties `id`, `reporter`, `device`, … of ``RecordedEvent``).
    public var metadata: EventMetadata

    /// Creates an event.
    public init(id: EventID, hole: Int, player: String, strokes: Int, reporter: String? = nil,
                device: String? = nil, time: Timestamp? = nil, supersedes: [EventID] = [],
                resolves: [EventID] = [], isStamped: Bool = true, note: String? = nil, marks: ThrowMarks = .none) {
        self.init(hole: hole, player: player, strokes: strokes, marks: marks,
                  metadata: EventMetadata(id: id, reporter: reporter, device: device, time: time, supersedes: supersedes,
                                          resolves: resolves, isStamped: isStamped, note: note))
    }

    /// Creates an event from its metadata.
    public init(hole: Int, player: String, strokes: Int, marks: ThrowMarks = .none, metadata: EventMetadata) {
        self.hole = hole
        self.player = player
        storedStrokes = Int32(clamping: strokes)
        self.marks = marks
        self.metadata = metadata
    }

    /// A player on a hole: what competing score lines are about. Names compare as written (the parser
    /// spells every line as the player list does).
    public struct Slot: Hashable, Sendable {
        /// 1-based hole.
        public var hole: Int
        /// The player's name.
        public var player: String
    }

    /// The hole and player this event scores.
    public var slot: Slot { Slot(hole: hole, player: player) }

    /// `HOLE player STROKES` with the name lowercased (names are case-insensitive in a round file);
    /// `HOLE player -` for a retraction; the throw tokens follow when the line has some.
    public var content: String {
        let score = "\(hole) \(player.lowercased()) \(isRetraction ? "-" : String(strokes))"
        return marks.isEmpty ? score : score + " " + marks.text
    }

    /// The strokes of a retraction: "no score". It takes part in the event rules like any score (it
    /// corrects, competes and is resolved), and when it is what counts the hole is unplayed. Being the
    /// lowest value, it loses the provisional choice (the highest) to any score it disagrees with.
    public static let noScore = 0

    /// Whether this line retracts the player's score on the hole (`5 Mike -`, rule 12 of `docs/FORMAT.md`).
    public var isRetraction: Bool { strokes == Self.noScore }

    /// The strokes as the file writes them: digits, or `-` for a retraction.
    public var strokesText: String { isRetraction ? "-" : String(strokes) }

    /// Leaves agree when they record the same strokes (two retractions agree: no score).
    public func agrees(with other: ScoreEvent) -> Bool { strokes == other.strokes }

    /// The event's line as the formatter writes it.
    public var canonicalLine: String { RoundFormatter.eventLine(self) }

    /// Strokes a score line in a round file may have: 1 through 99. Real scorecards have holes above
    /// 10 (19 of 4,500 rows in public UDisc exports), and an import must keep them as they are.
    public static let strokesRange = 1...99

    /// Strokes `score`, `say` and `resolve` take: 1 through 10, a guard against typos (`33` for `3`).
    /// A real 11 or more is recorded by typing its line into the round file (see `docs/FORMAT.md`).
    public static let entryRange = 1...10
}

extension EventID {
    /// The identity of a hand-typed score line: `~` and 10 hex digits of a hash of hole, player, strokes
    /// and how many identical hand-typed lines precede it, so every copy of the file computes the same one
    /// (``EventID/handTyped(key:occurrence:)`` with the key `HOLE|player|STROKES`).
    public static func handTyped(hole: Int, player: String, strokes: Int, occurrence: Int) -> EventID {
        handTyped(key: "\(hole)|\(player.lowercased())|\(strokes)", occurrence: occurrence)
    }
}
