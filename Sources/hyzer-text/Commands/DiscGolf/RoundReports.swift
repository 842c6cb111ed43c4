import HyzerFormat

/// Helpers shared by the report commands (`history`, `stats`, `show`, `player`, `card`).
enum RoundReports {
    /// Loads every round of `book`, warning on stderr about the lines ignored and the files skipped
    /// (``BadLines``). Returns the archive and the exit code the report should end with (`data` when
    /// files were skipped).
    static func archive(_ book: Scorebook, _ invocation: Invocation) -> (RoundArchive, ExitCode) {
        let archive = RoundArchive(book: book, localDevice: invocation.localDevice(in: book))
        return (archive, warn(archive.warnings, skipped: archive.skipped, duplicates: archive.duplicates, invocation))
    }

    /// ``archive(_:_:)`` for a report that needs only a summary of each round
    /// (``RoundArchive/load(book:localDevice:summarize:)``): the summaries, oldest first.
    static func summaries<Summary: Sendable>(_ book: Scorebook, _ invocation: Invocation,
                                             _ summarize: @escaping @Sendable (RoundArchive.Entry) -> Summary) -> ([Summary], ExitCode) {
        let loaded = RoundArchive.load(book: book, localDevice: invocation.localDevice(in: book), summarize: summarize)
        return (loaded.summaries, warn(loaded.warnings, skipped: loaded.skipped, duplicates: loaded.duplicates, invocation))
    }

    /// Warns about the lines ignored and files skipped, and names each round left out as the second
    /// file of one game recorded twice; the exit code the report ends with.
    private static func warn(_ warnings: [Diagnostic], skipped: [String], duplicates: [(keep: String, join: String)],
                             _ invocation: Invocation) -> ExitCode {
        invocation.warn(warnings)
        invocation.note(DuplicateGamesText.text(pairs: duplicates, of: DiscGolfFileKinds.round, prefix: "note: "))
        return skipped.isEmpty ? .ok : .data
    }

    /// A score relative to par coloured like the standings (``RoundReportText/relative(_:_:style:)``).
    static func colouredRelative(_ value: Int, _ text: String, _ terminal: Terminal) -> String {
        RoundReportText.relative(value, text, style: terminal.style)
    }

    /// `--as-of DATE` as a cut-off; every round without it.
    static func cutoff(_ invocation: Invocation) throws(HyzerError) -> RatingCutoff {
        guard let text = invocation.value("as-of") else { return .none }
        guard let cutoff = RatingCutoff(parsing: text) else {
            throw HyzerError(.invalidArgument, "--as-of expects a date (YYYY-MM-DD) or a timestamp, got \"\(text)\"",
                             hint: "e.g. --as-of 2026-01-01")
        }
        return cutoff
    }
}
