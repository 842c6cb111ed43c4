/// `conflicts`: the discrepancies pending in the rounds asked about, as text and JSON. Only the
/// organizer is asked to settle (FR49): on other devices each round says who does.
public enum ConflictsText {
    /// One round's discrepancies (none is listed as `no discrepancies` when one round was asked about).
    public struct Entry: Sendable {
        public var name: String
        public var round: Round
        public var discrepancies: [Discrepancy]

        /// A round's entry.
        public init(name: String, round: Round, discrepancies: [Discrepancy]) {
            (self.name, self.round, self.discrepancies) = (name, round, discrepancies)
        }
    }

    /// Every discrepancy of `entries`, an object each (``Discrepancy/json(round:)``).
    public static func json(_ entries: [Entry]) -> JSON {
        .array(entries.flatMap { entry in entry.discrepancies.map { $0.json(round: entry.name) } })
    }

    /// Per round with discrepancies (or the one round asked about): its heading, who settles, each
    /// discrepancy; then how to settle them. `roundsAsked` rounds were looked at; `reader` runs the
    /// command (nil when unknown).
    public static func text(_ entries: [Entry], roundsAsked: Int, reader: String?, style: TextStyle) -> String {
        let total = entries.reduce(0) { $0 + $1.discrepancies.count }
        if total == 0, roundsAsked != 1 { return "No discrepancies in \(Plural.counted(roundsAsked, "round")).\n" }
        var text = "", asked = false
        for entry in entries where !entry.discrepancies.isEmpty || roundsAsked == 1 {
            text += style.styled("\(TerminalSafe.escape(entry.name)) · \(TerminalSafe.escape(entry.round.courseDisplayName))", .bold) + ": "
            let settles = DiscrepancyText.isAskedToSettle(entry.round, reader: reader)
            asked = asked || (settles && !entry.discrepancies.isEmpty)
            text += entry.discrepancies.isEmpty ? "no discrepancies\n"
                : "\(Plural.counted(entry.discrepancies.count, "discrepancy", "discrepancies")) pending"
                    + (settles ? "" : "; " + DiscrepancyText.organizerSettles(entry.round, count: entry.discrepancies.count)) + "\n"
            for discrepancy in entry.discrepancies { text += DiscrepancyText.text(discrepancy, round: entry.round) }
        }
        return text + (total > 0 ? settling(asked: asked, known: reader != nil) : "")
    }

    /// The last line when some discrepancy is pending: how to settle them for the organizer (`asked`),
    /// and for whoever runs it when nobody is `known`; for the others, what counts until the
    /// organizer does, and that they may resolve too.
    static func settling(asked: Bool, known: Bool) -> String {
        let command = "`hyzer-text resolve HOLE PLAYER STROKES`"
        guard asked else { return "Until then the higher score counts (any player in the round may settle one with \(command)).\n" }
        return known ? "Settle each with \(command), or score the hole again: the organizer's score settles it.\n"
            : "Settle each with \(command) (any player in the round may).\n"
    }
}
