import HyzerFormat

/// `hyzer-text import udisc FILE.csv`: bring years of UDisc history into the scorebook (see
/// `docs/UDISC.md`).
enum ImportCommand {
    static let udisc = Command(
        path: ["import", "udisc"],
        abstract: "Import rounds from a UDisc scorecard export (CSV)",
        usage: "FILE.csv [--dry-run] [--utc-offset ±HH:MM] [--quiet]",
        discussion: """
        Reads the file UDisc exports (Scorecards → export to CSV) in any of its three header versions
        (2021, 2023 localised, 2024+) and writes one round file per UDisc round, finished, with every
        score as an event by UDisc and strokes as UDisc has them (1–99). Courses are matched by name and
        layout, or created. Unplayed holes (0 or empty) stay unscored; a round without a Par row gets the
        matching course's pars, else par 3. Team names (`Tume + Sami`) become one player; names
        hyzer-text cannot store as written are adjusted, long ones shortened so that different names
        stay different, and the round file says how.

        Rounds already in the scorebook are skipped, however they got there: from this export, another
        header version of it, another player's export, or `export udisc`; so are repeats within the
        file. Everything the import had to assume is a warning at its line: a file that is not UTF-8
        (read as Windows-1252), a row with fewer cells than the header, a Total or +/- the holes
        contradict, a round without a Par row, every renamed name. A file with errors (a file cut off
        inside a row, a cell that is not a number) imports nothing. Older exports write local times
        (18:50): they are read at this machine's UTC offset unless --utc-offset says otherwise; 2024+
        exports write UTC (1743). A file larger than 32 MiB (an export of 10,000 rounds is 5 MB), or
        an input that never ends, is refused (exit 65) and nothing is imported.
        A large export shows its progress on one line of standard error while it imports, when that is
        a terminal (never in a pipe or a log); --quiet leaves it out.
        """,
        examples: ["import udisc \"UDisc Scorecards.csv\"", "import udisc scores.csv --dry-run", "import udisc old.csv --utc-offset +02:00"],
        options: [.flag("dry-run", short: "n", "show what would be imported without writing anything"),
                  .value("utc-offset", "±HH:MM", "UTC offset of local times in older exports (default: this machine's)"), .quiet],
        positionals: 1...1,
        operands: [Operand("FILE.csv", .file(["csv"]))],
        run: runUDisc
    )

    /// How many rounds to list one by one before summarising.
    static let listLimit = 20

    static func runUDisc(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let file = invocation.positional(0)!
        let offset = try utcOffset(invocation.value("utc-offset"), now: invocation.environment.now())
        let bytes = try FileSystem.readBytes(FileSystem.absolute(file), limit: .importFile, shown: file)
        let (scorecard, table, diagnostics) = UDiscReader.read(fileBytes: bytes, path: file, localOffsetMinutes: offset)
        guard let scorecard, !diagnostics.containsErrors else {
            throw HyzerError(.invalidData, "\(file) has errors; nothing was imported",
                             hint: "a file exported by UDisc needs no editing: export it again, or fix the cells shown above",
                             diagnostics: diagnostics)
        }
        let dryRun = invocation.flag("dry-run")
        let source = FileSystem.lastComponent(of: file)
        let device = invocation.localDevice(in: book)
        let progress = ProgressLine("Importing", invocation)
        let plan: UDiscImportPlan
        do { plan = try book.importUDisc(scorecard, table: table, localDevice: device, source: source, dryRun: dryRun, progress: progress.report) }
        catch { progress.finish(); throw error }
        progress.finish()
        invocation.report((diagnostics + plan.diagnostics).sortedByLocation)
        report(plan, file: file, version: scorecard.version, book: book, dryRun: dryRun, invocation: invocation)
        return .ok
    }

    /// Minutes east of UTC from `±HH:MM`, or this machine's offset now.
    static func utcOffset(_ text: String?, now: Timestamp) throws(HyzerError) -> Int {
        guard let text else { return now.utcOffsetMinutes }
        if text == "Z" || text == "UTC" { return 0 }
        let sign = text.first == "-" ? -1 : 1
        let body = text.first == "+" || text.first == "-" ? text.dropFirst() : Substring(text)
        let parts = body.split(separator: ":")
        guard text.first == "+" || text.first == "-", parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]),
              (0...14).contains(hours), (0...59).contains(minutes) else {
            throw HyzerError(.invalidArgument, "--utc-offset \"\(text)\" is not a UTC offset", hint: "write it as +02:00, -08:00 or Z")
        }
        return sign * (hours * 60 + minutes)
    }

    // MARK: - Report

    static func report(_ plan: UDiscImportPlan, file: String, version: UDiscScorecard.HeaderVersion, book: Scorebook, dryRun: Bool,
                       invocation: Invocation) {
        let verb = dryRun ? "Would import" : "Imported"
        if plan.rounds.isEmpty {
            invocation.out("Nothing new to import from \(safe(file)) (UDisc header version \(version.rawValue)).\n")
        } else {
            invocation.out("\(verb) \(Plural.counted(plan.rounds.count, "round")) from \(safe(file)) (UDisc header version \(version.rawValue)):\n")
            let width = min(plan.rounds.prefix(listLimit).map { book.displayPath($0.path).count }.max() ?? 0, 60)
            for (path, round) in plan.rounds.prefix(listLimit) {
                invocation.out("  " + pad(safe(book.displayPath(path)), width) + "  " + safe(round.courseDisplayName)
                               + " · \(Plural.counted(round.players.count, "player")) · \(Plural.counted(round.holeCount, "hole"))\n")
            }
            if plan.rounds.count > listLimit {
                invocation.out("  … and \(plan.rounds.count - listLimit) more (see `hyzer-text round list`)\n")
            }
        }
        if !plan.createdCourses.isEmpty {
            invocation.out("\(dryRun ? "Would create" : "Created") \(Plural.counted(plan.createdCourses.count, "course")):\n")
            for (path, course) in plan.createdCourses.prefix(listLimit) {
                invocation.out("  " + safe(book.displayPath(path)) + "  " + safe(course.displayName)
                               + ", \(Plural.counted(course.holes.count, "hole")), par \(course.totalPar)\n")
            }
            if plan.createdCourses.count > listLimit {
                invocation.out("  … and \(plan.createdCourses.count - listLimit) more (see `hyzer-text course list`)\n")
            }
        }
        if !plan.alreadyImported.isEmpty {
            invocation.out("Skipped \(Plural.counted(plan.alreadyImported.count, "round")) already in the scorebook.\n")
        }
        if !plan.duplicates.isEmpty {
            let repeats = plan.duplicates.prefix(5).map { "line \($0.line) repeats line \($0.first)" }.joined(separator: ", ")
            invocation.out("Skipped \(Plural.counted(plan.duplicates.count, "duplicate round")) in the file (\(repeats)\(plan.duplicates.count > 5 ? ", …" : "")).\n")
        }
        if !plan.empty.isEmpty {
            invocation.out("Skipped \(Plural.counted(plan.empty.count, "round")) with no scores (\(lines(plan.empty))).\n")
        }
    }

    /// `line 7`, `lines 7, 12, 30, …` (at most five).
    static func lines(_ numbers: [Int]) -> String {
        (numbers.count == 1 ? "line " : "lines ") + numbers.prefix(5).map(String.init).joined(separator: ", ") + (numbers.count > 5 ? ", …" : "")
    }

}
