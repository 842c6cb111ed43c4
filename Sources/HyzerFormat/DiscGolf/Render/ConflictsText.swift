/// `conflicts`: the discrepancies pending in the rounds asked about — scores, then closest-to-the-pin
/// holes — as text and JSON. Only the organizer is asked to settle (FR49): on other devices each round
/// says who does.
public enum ConflictsText {
    /// One round's discrepancies (none is listed as `no discrepancies` when one round was asked about).
    public struct Entry: Sendable {
        public var name: String
        public var round: Round
        public var discrepancies: [Discrepancy]
        /// The closest-to-the-pin holes in dispute.
        public var closest: [ClosestDispute]

        /// A round's entry.
        public init(name: String, round: Round, discrepancies: [Discrepancy], closest: [ClosestDispute] = []) {
            (self.name, self.round, self.discrepancies, self.closest) = (name, round, discrepancies, closest)
        }

        /// How many are pending: scores and closest-to-the-pin holes.
        public var count: Int { discrepancies.count + closest.count }
    }

    /// Every discrepancy of `entries`, an object each (``Discrepancy/json(round:)``), each round's
    /// closest-to-the-pin disputes after its scores' (``ClosestText/json(_:round:)``), then the other
    /// files' (`others`, ``DisputesText/json(_:)``).
    public static func json(_ entries: [Entry], others: [JSON] = []) -> JSON {
        .array(entries.flatMap { entry in
            entry.discrepancies.map { $0.json(round: entry.name) } + entry.closest.map { ClosestText.json($0, round: entry.name) }
        } + others)
    }

    /// Per round with discrepancies (or the one round asked about): its heading, who settles, each
    /// discrepancy; then how to settle them. `roundsAsked` rounds were looked at; `reader` runs the
    /// command (nil when unknown).
    public static func text(_ entries: [Entry], roundsAsked: Int, reader: String?, style: TextStyle) -> String {
        let total = entries.reduce(0) { $0 + $1.count }
        if total == 0, roundsAsked != 1 { return "No discrepancies in \(Plural.counted(roundsAsked, "round")).\n" }
        var text = "", asked = false
        for entry in entries where entry.count > 0 || roundsAsked == 1 {
            text += style.styled("\(TerminalSafe.escape(entry.name)) · \(TerminalSafe.escape(entry.round.courseDisplayName))", .bold) + ": "
            let settles = DiscrepancyText.isAskedToSettle(entry.round, reader: reader)
            asked = asked || (settles && entry.count > 0)
            text += entry.count == 0 ? "no discrepancies\n"
                : "\(Plural.counted(entry.count, "discrepancy", "discrepancies")) pending"
                    + (settles ? "" : "; " + DiscrepancyText.organizerSettles(entry.round, count: entry.count)) + "\n"
            for discrepancy in entry.discrepancies { text += DiscrepancyText.text(discrepancy, round: entry.round) }
            for dispute in entry.closest { text += ClosestText.text(dispute, round: entry.round) }
        }
        let scores = entries.contains { !$0.discrepancies.isEmpty }, closest = entries.contains { !$0.closest.isEmpty }
        return text + (scores ? settling(asked: asked, known: reader != nil) : "") + (closest ? settlingClosest(asked: asked, known: reader != nil) : "")
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

    /// The same for closest-to-the-pin disputes: a disputed hole pays no one until it is settled.
    static func settlingClosest(asked: Bool, known: Bool) -> String {
        let command = "`hyzer-text resolve ctp HOLE PLAYER`"
        guard asked else { return "Until then a disputed closest to the pin pays no one (any player in the round may settle one with \(command)).\n" }
        return known ? "Settle closest to the pin with \(command), or name the winner again: the organizer's word settles it.\n"
            : "Settle closest to the pin with \(command) (any player in the round may).\n"
    }
}
