/// The contents of a UDisc scorecard export (`UDisc Scorecards.csv`), as UDisc wrote it: which header
/// version the file uses and its rounds in file order (newest first). Names are trimmed but not yet
/// made to fit hyzer-text's name rules; ``UDiscImport`` does that.
public struct UDiscScorecard: Sendable, Equatable {
    /// The three header layouts seen in real exports.
    public enum HeaderVersion: String, Sendable, Equatable {
        /// 2021–22: `PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,…`.
        case v2021 = "2021"
        /// 2023: like 2021 but `Date` and `Total` follow the phone's language (`Päivämäärä`, `Kaikki`).
        case v2023Localised = "2023 (localised)"
        /// 2024+: `PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,…`.
        case v2024 = "2024+"
    }

    /// The header version the file uses.
    public var version: HeaderVersion
    /// The rounds, in file order.
    public var rounds: [UDiscRound]

    /// Creates a scorecard.
    public init(version: HeaderVersion, rounds: [UDiscRound]) {
        self.version = version
        self.rounds = rounds
    }
}

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

    /// The round's identity, `udisc-` and 10 hex digits: a hash of course, layout, start date as
    /// written and the sorted player names (case-folded), so the same round in two exports, or twice
    /// in one, gets the same identity on every machine whatever its time zone.
    public var identity: String {
        let names = rows.map { $0.name.lowercased() }.sorted().joined(separator: "\u{1F}")
        let key = [course.lowercased(), layout.lowercased(), startText, names].joined(separator: "\u{1E}")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a 64, as EventID.handTyped: stable everywhere
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let hex = String(hash & 0xff_ffff_ffff, radix: 16)
        return "udisc-" + String(repeating: "0", count: 10 - hex.count) + hex
    }

    /// Whether any row has a score on any hole.
    public var hasScores: Bool { rows.contains { $0.strokes.contains { $0 != nil } } }
}
