/// What merging match files says, for the merge driver, `merge` and the end of `sync`.
public enum MatchMergeText {
    /// The merge driver's report of a fork neither copy showed (`shown` is the file's path).
    public static func driverReport(_ fork: MatchLog.Fork, shown: String) -> String {
        "hyzer-text: \(TerminalSafe.escape(shown)): \(TerminalSafe.escape(MatchChecks.message(for: fork)))\n"
            + "hint: the merged file is valid; commit it (`hyzer-text sync` does), then \(TerminalSafe.escape(MatchChecks.hint(for: fork)))\n"
    }

    /// The merge driver's warning for each entry line edited in place.
    public static func driverWarnings(_ report: MatchMerge.Report, shown: String) -> String {
        report.edits.map { edit in
            "warning: \(TerminalSafe.escape(shown)): entry line @\(TerminalSafe.escape(edit.kept.id.rawValue)) was edited in place; both versions are kept: "
                + "\"\(TerminalSafe.escape(MatchFormatter.eventLine(edit.kept)))\" and \"\(TerminalSafe.escape(MatchFormatter.eventLine(edit.dropped)))\"\n"
        }.joined()
    }

    /// `merge`'s report: `Merged: N entry lines (…)`, the fork and how to settle it, edited lines.
    public static func report(_ result: MatchMerge.Result, labelA: String, labelB: String) -> String {
        let report = result.report
        func only(_ events: [MatchEvent], _ path: String) -> String {
            "\(events.count) only in \(FileSystem.lastComponent(of: path))"
        }
        var lines = ["Merged: \(result.document.match.events.count) entry lines (\(only(report.fromA, labelA)), \(only(report.fromB, labelB)))"]
        if let fork = report.fork { lines += [MatchChecks.message(for: fork), "hint: " + MatchChecks.hint(for: fork)] }
        for edit in report.edits {
            lines.append("warning: entry line @\(edit.kept.id.rawValue) was edited in place; both versions are kept: "
                         + "\"\(MatchFormatter.eventLine(edit.kept))\" and \"\(MatchFormatter.eventLine(edit.dropped))\"")
        }
        return lines.map { TerminalSafe.escape($0) + "\n" }.joined()
    }

    /// The fork of the match `name`, for the end of `sync`.
    public static func pending(_ fork: MatchLog.Fork, name: String) -> String {
        "\(TerminalSafe.escape(name)): \(TerminalSafe.escape(MatchChecks.message(for: fork)))\n"
            + "hint: \(TerminalSafe.escape(MatchChecks.hint(for: fork))), then sync again\n"
    }
}
