import HyzerFormat

/// `hyzer-text export csv`: pickleball match summaries in a form spreadsheets read (see `docs/PICKLEBALL.md`).
enum MatchExportCommand {
    static let csv = Command(
        path: ["export", "csv"],
        abstract: "Export pickleball match summaries as CSV, one row per game",
        usage: "[--match M] [-o FILE]",
        discussion: """
        One row per game of every match (or of --match M), newest match first, with a header row; the
        columns are documented in docs/PICKLEBALL.md (match, started, format, scoring, teams, players,
        the game's score and winner, who served first, minutes, the match's winner). A spreadsheet opens
        it as it is. A match with errors stops the export; nothing is written. Without --match, a match
        joined into another and the second file of one match recorded twice are left out, as in every
        report.
        """,
        examples: ["export csv -o matches.csv", "export csv --match 2026-11-22"],
        options: [Option.match, ExportOutput.option],
        run: runCSV
    )

    static func runCSV(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let device = invocation.localDevice(in: book)
        let paths = try invocation.value("match").map { (query) throws(HyzerError) in [try book.findMatch(query)] } ?? book.matchFiles()
        var matches: [(name: String, snapshot: MatchSnapshot)] = []
        var problems: [Diagnostic] = []
        for path in paths {
            do throws(HyzerError) {
                matches.append((PickleballFileKinds.match.name(of: path), try invocation.matchSnapshot(book, path, localDevice: device)))
            } catch {
                guard !error.diagnostics.isEmpty else { throw error }
                problems += error.diagnostics.filter { $0.severity == .error }
            }
        }
        guard problems.isEmpty else {
            throw HyzerError(.invalidData, "some matches cannot be read; nothing was exported",
                             hint: "fix them (see above; `hyzer-text check` lists them all), then export again", diagnostics: problems)
        }
        if invocation.value("match") == nil {
            // The matches that count, as in every report: not one joined into another, and of one match
            // recorded twice only the first (``MatchArchive``).
            matches = MatchArchive.counting(matches.map { MatchArchive.Entry(name: $0.name, snapshot: $0.snapshot) }).entries
                .map { ($0.name, $0.snapshot) }
        }
        matches.sort { $0.snapshot.match.started > $1.snapshot.match.started }
        let games = matches.reduce(0) { $0 + $1.snapshot.state.games.count }
        let contributing = matches.count { !$0.snapshot.state.games.isEmpty }  // a match with no finished game has no row
        try ExportOutput.write(MatchCSV.render(matches.map { MatchSummary(name: $0.name, snapshot: $0.snapshot) }), invocation: invocation, book: book,
                  what: "\(Plural.counted(games, "game")) of \(Plural.counted(contributing, "match", "matches")) as CSV")
        return .ok
    }
}
