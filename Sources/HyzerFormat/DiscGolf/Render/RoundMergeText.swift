/// What merging round files says, for the merge driver, `merge` and the end of `sync`: the score
/// discrepancies (``DiscrepancyText``) and, after them, the closest-to-the-pin disputes
/// (``ClosestText``), counted together as the round's discrepancies.
public enum RoundMergeText {
    /// The merge driver's report of a merged round that needs a person (`shown` is the file's path):
    /// the discrepancies neither copy showed (scores, then closest-to-the-pin holes), and what to do.
    public static func driverReport(_ fresh: [Discrepancy], closest: [ClosestDispute] = [], round: Round, shown: String) -> String {
        let count = fresh.count + closest.count
        var text = "hyzer-text: \(TerminalSafe.escape(shown)): \(Plural.counted(count, "new discrepancy", "new discrepancies"))\n"
        for discrepancy in fresh { text += DiscrepancyText.text(discrepancy, round: round) }
        for dispute in closest { text += ClosestText.text(dispute, round: round) }
        return text + "hint: the merged file is valid; commit it (`hyzer-text sync` does), then see `hyzer-text conflicts`\n"
    }

    /// `merge`'s report: `Merged: …` (copies labelled by their file names; closest-to-the-pin lines
    /// counted as events, `closest`), every discrepancy, and how to settle the first.
    public static func report(_ result: RoundMerge.Result, labelA: String, labelB: String, closest: ClosestMerge = ClosestMerge()) -> String {
        let report = result.report
        var lines = "Merged: " + DiscrepancyText.summary(report, eventCount: result.document.round.events.count,
                                                          labelA: FileSystem.lastComponent(of: labelA),
                                                          labelB: FileSystem.lastComponent(of: labelB), closest: closest) + "\n"
        for discrepancy in report.discrepancies {
            lines += DiscrepancyText.text(discrepancy, round: result.document.round)
        }
        for dispute in closest.disputes {
            lines += ClosestText.text(dispute, round: result.document.round)
        }
        if let hint = settleHint(report.discrepancies, closest.disputes) { lines += "hint: " + hint + "\n" }
        return lines
    }

    /// The discrepancies pending in the round `name` (scores, then closest-to-the-pin holes), for the
    /// end of `sync`, and what to do: on the organizer's device (and when `reader`, who runs it, is
    /// unknown) the `resolve` command; on any other, who settles them
    /// (``DiscrepancyText/isAskedToSettle(_:reader:)``).
    public static func pending(_ discrepancies: [Discrepancy], closest: [ClosestDispute] = [], round: Round, name: String,
                               reader: String? = nil) -> String {
        let count = discrepancies.count + closest.count
        var text = "\(count) discrepanc\(count == 1 ? "y" : "ies") pending in \(TerminalSafe.escape(name)):\n"
        for discrepancy in discrepancies { text += DiscrepancyText.text(discrepancy, round: round) }
        for dispute in closest { text += ClosestText.text(dispute, round: round) }
        guard DiscrepancyText.isAskedToSettle(round, reader: reader) else {
            return text + DiscrepancyText.organizerSettles(round, count: count) + ".\n"
        }
        return text + "hint: " + settleHint(discrepancies, closest)! + ", then sync again\n"
    }

    /// How to settle the first score discrepancy, and the first closest-to-the-pin dispute when there
    /// are both; nil when there is neither.
    static func settleHint(_ discrepancies: [Discrepancy], _ closest: [ClosestDispute]) -> String? {
        switch (discrepancies.first, closest.first) {
        case (let score?, let hole?): return DiscrepancyText.resolveHint(score) + "; closest to the pin with `hyzer-text resolve ctp \(hole.hole) NAME`"
        case (let score?, nil): return DiscrepancyText.resolveHint(score)
        case (nil, let hole?): return ClosestText.resolveHint(hole)
        case (nil, nil): return nil
        }
    }
}
