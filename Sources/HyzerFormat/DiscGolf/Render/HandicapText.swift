/// `handicap`'s table: the strokes each player receives on each layout asked for, as text and JSON.
public enum HandicapText {
    /// One layout's handicaps.
    public struct Table: Sendable {
        public var course: String
        public var layout: String?
        public var pars: [Int]
        public var rounds: Int
        public var handicaps: [HandicapEstimate]

        /// A layout's table.
        public init(course: String, layout: String?, pars: [Int], rounds: Int, handicaps: [HandicapEstimate]) {
            (self.course, self.layout, self.pars, self.rounds, self.handicaps) = (course, layout, pars, rounds, handicaps)
        }
    }

    /// The tables as text: a line on what the strokes are, then per layout its heading and a row per player.
    public static func text(_ tables: [Table], cutoff: RatingCutoff, allowance: Int, style: TextStyle) -> String {
        var text = "Strokes each player receives (net = gross − handicap): expected score relative to par"
            + (allowance == 100 ? "" : " × \(allowance)%") + ", ± one standard deviation" + (cutoff.text.map { "; rounds before \($0)" } ?? "") + ".\n"
        for table in tables {
            let par = table.pars.reduce(0, +)
            text += "\n" + style.styled(TerminalSafe.escape(table.course) + " · " + Plural.counted(table.pars.count, "hole") + " · par \(par) · "
                + (table.rounds == 0 ? "not played yet: every hole at par" : "played " + Plural.counted(table.rounds, "time")), .bold) + "\n"
            let width = max(table.handicaps.map { DisplayWidth.of(TerminalSafe.escape($0.player)) }.max() ?? 0, 6)
            text += style.styled(DisplayWidth.pad("Player", width) + "  Handicap  Expected     ±  Rounds", .dim) + "\n"
            for handicap in table.handicaps {
                text += DisplayWidth.pad(TerminalSafe.escape(handicap.player), width) + "  " + DisplayWidth.padLeft(Handicap.text(handicap.strokes), 8)
                    + "  " + DisplayWidth.padLeft(DecimalText.relative(handicap.expected), 8) + "  " + DisplayWidth.padLeft(DecimalText.plain(handicap.deviation), 4)
                    + "  " + DisplayWidth.padLeft(String(handicap.rounds), 6) + (handicap.isFromGroupPrior ? "  (no rounds: the group's mean)" : "") + "\n"
            }
        }
        return text
    }

    /// The tables as JSON (`asOf`, `allowance`, `layouts` with their `players`).
    public static func json(_ tables: [Table], cutoff: RatingCutoff, allowance: Int) -> JSON {
        func number(_ value: Double) -> JSON { .decimal(value, places: 2) }
        return .object([
            ("asOf", .optional(cutoff.text)),
            ("allowance", .int(allowance)),
            ("layouts", .array(tables.map { table in
                .object([("course", .string(table.course)), ("layout", .optional(table.layout)),
                         ("holes", .int(table.pars.count)), ("par", .int(table.pars.reduce(0, +))), ("rounds", .int(table.rounds)),
                         ("players", .array(table.handicaps.map { handicap in
                             .object([("player", .string(handicap.player)), ("handicap", .int(handicap.strokes)),
                                      ("expected", number(handicap.expected)), ("uncertainty", number(handicap.deviation)),
                                      ("rounds", .int(handicap.rounds)), ("groupPrior", .bool(handicap.isFromGroupPrior))])
                         }))])
            })),
        ])
    }
}
