import HyzerFormat

/// Helpers shared by the report commands (`history`, `stats`, `show`, `player`, `card`).
enum ReportSupport {
    /// Loads every round of `book`, warning on stderr about files left out because they have errors.
    /// Returns the archive and the exit code the report should end with (`data` when files were skipped).
    static func archive(_ book: Scorebook, _ invocation: Invocation) -> (RoundArchive, ExitCode) {
        let archive = RoundArchive(book: book, localDevice: invocation.localDevice(in: book))
        return (archive, warnSkipped(archive.skipped, noun: "round", invocation))
    }

    /// Warns that the files `skipped` (of kind `noun`) have errors and are left out of a report;
    /// the exit code the report then ends with (65, or 0 when none was skipped).
    static func warnSkipped(_ skipped: [String], noun: String, _ invocation: Invocation) -> ExitCode {
        guard !skipped.isEmpty else { return .ok }
        let count = skipped.count
        let listed = skipped.prefix(3).map(safe).joined(separator: ", ") + (count > 3 ? ", …" : "")
        invocation.note("warning: \(count) \(noun) file\(count == 1 ? " has" : "s have") errors and \(count == 1 ? "is" : "are") left out: \(listed)\n"
                        + "hint: run `hyzer-text check` to see and fix them\n")
        return .data
    }

    /// `3 birdies, 12 pars, 1 double bogey` (``ReportText/tally(_:)``).
    static func tallyText(_ tally: ScoreTally) -> String { ReportText.tally(tally) }

    /// A score relative to par coloured like the standings (``ReportText/relative(_:_:style:)``).
    static func colouredRelative(_ value: Int, _ text: String, _ terminal: Terminal) -> String {
        ReportText.relative(value, text, style: terminal.style)
    }
}
