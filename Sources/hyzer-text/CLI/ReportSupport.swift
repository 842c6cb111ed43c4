import HyzerFormat

/// Helpers shared by the report commands (`history`, `stats`, `show`, `player`, `card`).
enum ReportSupport {
    /// Loads every round of `book`, warning on stderr about the lines ignored and the files skipped
    /// (``BadLines``). Returns the archive and the exit code the report should end with (`data` when
    /// files were skipped).
    static func archive(_ book: Scorebook, _ invocation: Invocation) -> (RoundArchive, ExitCode) {
        let archive = RoundArchive(book: book, localDevice: invocation.localDevice(in: book))
        invocation.warn(archive.warnings)
        return (archive, archive.skipped.isEmpty ? .ok : .data)
    }

    /// A score relative to par coloured like the standings (``ReportText/relative(_:_:style:)``).
    static func colouredRelative(_ value: Int, _ text: String, _ terminal: Terminal) -> String {
        ReportText.relative(value, text, style: terminal.style)
    }
}
