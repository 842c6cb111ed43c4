/// What merging round files says, for the merge driver, `merge` and the end of `sync`.
public enum RoundMergeText {
    /// The merge driver's report of a merged round that needs a person (`shown` is the file's path):
    /// the discrepancies neither copy showed, and what to do.
    public static func driverReport(_ fresh: [Discrepancy], round: Round, shown: String) -> String {
        var text = "hyzer-text: \(TerminalSafe.escape(shown)): \(Plural.counted(fresh.count, "new discrepancy", "new discrepancies"))\n"
        for discrepancy in fresh { text += DiscrepancyText.text(discrepancy, round: round) }
        return text + "hint: the merged file is valid; commit it (`hyzer-text sync` does), then see `hyzer-text conflicts`\n"
    }

    /// `merge`'s report: `Merged: …` (copies labelled by their file names), every discrepancy, and how
    /// to settle the first.
    public static func report(_ result: RoundMerge.Result, labelA: String, labelB: String) -> String {
        let report = result.report
        var lines = "Merged: " + DiscrepancyText.summary(report, eventCount: result.document.round.events.count,
                                                          labelA: FileSystem.lastComponent(of: labelA),
                                                          labelB: FileSystem.lastComponent(of: labelB)) + "\n"
        for discrepancy in report.discrepancies {
            lines += DiscrepancyText.text(discrepancy, round: result.document.round)
        }
        if let first = report.discrepancies.first { lines += "hint: " + DiscrepancyText.resolveHint(first) + "\n" }
        return lines
    }

    /// The discrepancies pending in the round `name`, for the end of `sync`, and what to do: on the
    /// organizer's device (and when `reader`, who runs it, is unknown) the `resolve` command; on any
    /// other, who settles them (``DiscrepancyText/isAskedToSettle(_:reader:)``).
    public static func pending(_ discrepancies: [Discrepancy], round: Round, name: String, reader: String? = nil) -> String {
        var text = "\(discrepancies.count) discrepanc\(discrepancies.count == 1 ? "y" : "ies") pending in \(TerminalSafe.escape(name)):\n"
        for discrepancy in discrepancies { text += DiscrepancyText.text(discrepancy, round: round) }
        guard DiscrepancyText.isAskedToSettle(round, reader: reader) else {
            return text + DiscrepancyText.organizerSettles(round, count: discrepancies.count) + ".\n"
        }
        return text + "hint: " + DiscrepancyText.resolveHint(discrepancies[0]) + ", then sync again\n"
    }
}
