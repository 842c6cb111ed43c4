/// One UDisc round: a run of rows sharing course, layout and date, usually led by a `Par` row.
public struct UDiscRound: Sendable, Equatable {
    /// One player's (or team's) row.
    public struct Row: Sendable, Equatable {
        /// The name as in the file, trimmed (`Tume + Sami + Esko`).
        public var name: String
        /// Strokes per hole (index 0 = hole 1); nil for an unplayed hole (`0` or an empty cell).
        public var strokes: [Int?]
        /// The file's `Total` (strokes over played holes), when it is a number.
        public var total: Int?
        /// 1-based line of the row in the file.
        public var line: Int

        /// Creates a row.
        public init(name: String, strokes: [Int?], total: Int? = nil, line: Int) {
            self.name = name
            self.strokes = strokes
            self.total = total
            self.line = line
        }
    }

    /// Course name as in the file, trimmed.
    public var course: String
    /// Layout name as in the file, trimmed; empty when the file has none.
    public var layout: String
    /// The start date exactly as written (`2021-05-27 18:50`, `2024-06-08 1743`), trimmed.
    public var startText: String
    /// When the round started.
    public var started: Timestamp
    /// When it ended (2024+ files only).
    public var ended: Timestamp?
    /// Pars from the `Par` row (index 0 = hole 1); nil when the round has no `Par` row.
    public var pars: [Int]?
    /// How many holes the round has: the `Par` row's width, or else the last hole any row has a cell for.
    public var holeCount: Int
    /// Player rows in file order.
    public var rows: [Row]
    /// 1-based line of the round's first row (its `Par` row when it has one).
    public var line: Int

    /// Creates a round.
    public init(course: String, layout: String, startText: String, started: Timestamp, ended: Timestamp? = nil,
                pars: [Int]?, holeCount: Int, rows: [Row], line: Int) {
        self.course = course
        self.layout = layout
        self.startText = startText
        self.started = started
        self.ended = ended
        self.pars = pars
        self.holeCount = holeCount
        self.rows = rows
        self.line = line
    }

    /// The round's identity, `udisc-` and 12 hex digits: the low 48 bits of a hash of what its round
    /// file is made of — course, layout, the start date as written, and every row's name and strokes
    /// (1–99) in file order (not the pars). The same round in the same export gets the same identity on every machine whatever
    /// its time zone, so two clones that import it write the same file; two different rounds, even by
    /// the same player in the same minute, never share one. Recognising a round imported from another
    /// export (another header version, a friend's, our own) is by content: see ``UDiscRecognition``.
    public var identity: String {
        var hash = Self.offsetBasis
        func mix(_ text: String) { for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* Self.prime } }
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* Self.prime }
        mix(course); mix(0x1E); mix(layout); mix(0x1E); mix(startText)
        for row in rows {
            mix(0x1E); mix(row.name); mix(0x1F)
            for strokes in row.strokes {
                // The decimal digits of each number and a `.`, without making a string.
                let value = strokes ?? 0
                if value >= 10 { mix(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
                mix(UInt8(ascii: "0") + UInt8(value % 10))
                mix(UInt8(ascii: "."))
            }
        }
        let hex = String(hash & 0xffff_ffff_ffff, radix: 16)
        return "udisc-" + String(repeating: "0", count: 12 - hex.count) + hex
    }

    /// FNV-1a 64, as `EventID.handTyped`: the same on every machine.
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x100_0000_01b3

    /// Each row's strokes with 0 for a hole not played and without trailing 0s, rows with no score left
    /// out, sorted: what any export of this round holds, whatever the names and order of its rows.
    public var cards: [[Int]] {
        rows.compactMap { row -> [Int]? in
            guard let last = row.strokes.lastIndex(where: { $0 != nil }) else { return nil }
            return row.strokes[...last].map { $0 ?? 0 }
        }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// Whether any row has a score on any hole.
    public var hasScores: Bool { rows.contains { $0.strokes.contains { $0 != nil } } }
}
