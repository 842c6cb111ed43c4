import HyzerFormat

/// `hyzer-text export udisc|json`: rounds and courses in forms other tools read (see `docs/UDISC.md`).
enum DiscGolfExportCommands {
    static let udisc = Command(
        path: ["export", "udisc"],
        abstract: "Export rounds as a UDisc scorecard CSV (2024+ header)",
        usage: "[--round R | --all] [-o FILE]",
        discussion: """
        Writes the header UDisc uses since 2024 (PlayerName,CourseName,LayoutName,StartDate,EndDate,
        Total,+/-,RoundRating,Hole1,…): per round a Par row, then one row per player; unplayed holes are
        0, Total and +/- count played holes, dates are UTC (2024-06-08 1743). A pending discrepancy is
        exported at its provisional (higher) value. Rounds are listed newest first, as UDisc does.
        Without --round or --all, the default round is exported (your newest active round, else the
        newest round you are in); --all leaves out rounds joined into another or discarded, and the
        second file of one round recorded twice (as every report does). `import udisc` reads the file
        back, and recognises the rounds it came from.
        """,
        examples: ["export udisc --all -o scorecards.csv", "export udisc --round 2026-11-21"],
        options: [.round, .flag("all", short: "a", "export every round"), ExportOutput.option],
        run: runUDisc
    )

    static func runUDisc(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let device = invocation.localDevice(in: book)
        if invocation.flag("all"), invocation.value("round") != nil {
            throw HyzerError(.invalidArgument, "give --round or --all, not both")
        }
        let paths = invocation.flag("all") ? book.roundFiles() : [try invocation.round(in: book, invocation.value("round"), for: .report)]
        var rounds = try loadAll(paths, invocation: invocation, book: book)
        if invocation.flag("all") {
            // A round joined into another or discarded is not a round of its own (its scores are
            // elsewhere), and of one game recorded twice only the first file counts, as in every report.
            let left = Set(RoundArchive.duplicates(among: Array(zip(paths, rounds))).map(\.join))
            rounds = zip(paths, rounds).compactMap { path, round in round.isWithdrawn || left.contains(path) ? nil : round }
        }
        rounds.sort { $0.started > $1.started }
        let text = UDiscWriter.csv(rounds.map { Scorecard(round: $0, localDevice: device) })
        try ExportOutput.write(text, invocation: invocation, book: book, what: "\(Plural.counted(rounds.count, "round")) as UDisc CSV")
        return .ok
    }

    static let json = Command(
        path: ["export", "json"],
        abstract: "Export the whole scorebook (courses, rounds, events, standings) as JSON",
        usage: "[-o FILE]",
        discussion: """
        One object: `format` ("hyzer-text scorebook"), `version` (1), `exported` (RFC 3339), `courses`
        (file, name, layout, holes, par, pars, lengths) and `rounds` in file order (file, course, layout,
        started, finished, organizer, pars, players, events, standings, discrepancies, status, lifecycle).
        Events carry id, hole, player, strokes (null for a retraction, "no score"), reporter, device,
        time, supersedes, resolves, handTyped, undone (an undo line takes it back) and note; standings
        rows are those of `standings --json`; status is active, complete, finished or abandoned;
        lifecycle lists the finished, reopened and undo lines (kind, id, time, reporter, supersedes,
        handTyped); duplicateOf names the file of the round this one repeats (one round recorded twice,
        not yet joined; null otherwise). Field names are stable; see docs/UDISC.md.
        """,
        examples: ["export json -o scorebook.json", "export json | jq '.rounds | length'"],
        options: [ExportOutput.option],
        run: runJSON
    )

    static func runJSON(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let device = invocation.localDevice(in: book)
        var courses: [(file: String, course: Course)] = []
        var problems: [Diagnostic] = []
        for path in book.courseFiles() {
            let loaded = try book.loadCourse(path)
            if loaded.diagnostics.containsErrors { problems += loaded.diagnostics.filter { $0.severity == .error }; continue }
            courses.append((book.displayPath(path), loaded.document.course))
        }
        let paths = book.roundFiles()
        var rounds: [(file: String, round: Round)] = []
        for path in paths {
            do throws(HyzerError) {
                rounds.append((book.displayPath(path), try invocation.readRound(book, path).round))
            } catch {
                guard !error.diagnostics.isEmpty else { throw error }
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else {
            throw HyzerError(.invalidData, "the scorebook has files that cannot be read; nothing was exported",
                             hint: "fix them (see above; `hyzer-text check` lists them all), then export again", diagnostics: problems)
        }
        let document = DiscGolfJSON.document(courses: courses, rounds: rounds, localDevice: device, exported: invocation.environment.now())
        try ExportOutput.write(document, invocation: invocation, book: book,
                  what: "\(Plural.counted(courses.count, "course")) and \(Plural.counted(rounds.count, "round")) as JSON")
        return .ok
    }

    // MARK: - Reading

    /// Reads every round, warning about bad lines (``BadLines``); fails with the errors of every file
    /// that cannot be read as a round, if any (an export is all of them or nothing).
    static func loadAll(_ paths: [String], invocation: Invocation, book: Scorebook) throws(HyzerError) -> [Round] {
        var rounds: [Round] = []
        var problems: [Diagnostic] = []
        for path in paths {
            do throws(HyzerError) {
                rounds.append(try invocation.readRound(book, path).round)
            } catch {
                guard !error.diagnostics.isEmpty else { throw error }
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else {
            throw HyzerError(.invalidData, "some rounds cannot be read; nothing was exported",
                             hint: "fix them (see above; `hyzer-text check` lists them all), then export again", diagnostics: problems)
        }
        return rounds
    }
}
