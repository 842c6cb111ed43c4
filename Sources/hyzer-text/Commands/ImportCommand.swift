import HyzerFormat

/// `hyzer-text import udisc FILE.csv`: bring years of UDisc history into the scorebook (see
/// `docs/UDISC.md`).
enum ImportCommand {
    static let udisc = Command(
        path: ["import", "udisc"],
        abstract: "Import rounds from a UDisc scorecard export (CSV)",
        usage: "FILE.csv [--dry-run] [--utc-offset ±HH:MM]",
        discussion: """
        Reads the file UDisc exports (Scorecards → export to CSV) in any of its three header versions
        (2021, 2023 localised, 2024+) and writes one round file per UDisc round, finished, with every
        score as an event by UDisc. Courses are matched by name and layout, or created. Unplayed holes
        (0 or empty) stay unscored; a round without a Par row gets the matching course's pars, else par 3.
        Team names (`Tume + Sami`) become one player; names hyzer-text cannot store as written are
        adjusted and the round file says how.

        Importing is idempotent: each round carries its UDisc identity in its event ids, so rounds
        already in the scorebook, and duplicates within the file, are skipped. A file with errors
        imports nothing. Older exports write local times (18:50): they are read at this machine's UTC
        offset unless --utc-offset says otherwise; 2024+ exports write UTC (1743).
        """,
        examples: ["import udisc \"UDisc Scorecards.csv\"", "import udisc scores.csv --dry-run", "import udisc old.csv --utc-offset +02:00"],
        options: [.flag("dry-run", short: "n", "show what would be imported without writing anything"),
                  .value("utc-offset", "±HH:MM", "UTC offset of local times in older exports (default: this machine's)")],
        positionals: 1...1,
        operands: [Operand("FILE.csv", .file(["csv"]))],
        run: runUDisc
    )

    /// How many rounds to list one by one before summarising.
    static let listLimit = 20

    static func runUDisc(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let file = invocation.positional(0)!
        let offset = try utcOffset(invocation.value("utc-offset"))
        let bytes = try FileSystem.readBytes(FileSystem.absolute(file))
        let (table, csvDiagnostics) = CSVReader.parse(bytes: bytes, path: file)
        let (scorecard, udiscDiagnostics) = UDiscReader.read(table, localOffsetMinutes: offset)
        let diagnostics = (csvDiagnostics + udiscDiagnostics).sortedByLocation
        guard let scorecard, !diagnostics.containsErrors else {
            throw HyzerError(.data, "\(file) has errors; nothing was imported",
                             hint: "a file exported by UDisc needs no editing: export it again, or fix the cells shown above",
                             diagnostics: diagnostics)
        }
        invocation.report(diagnostics)
        let dryRun = invocation.flag("dry-run")
        let source = FileSystem.lastComponent(of: file)
        let plan = try book.withLock { () throws(HyzerError) -> Plan in
            let plan = try makePlan(scorecard, book: book, source: source)
            if !dryRun { try FileSystem.writeAtomically(files: plan.files) }
            return plan
        }
        report(plan, file: file, version: scorecard.version, book: book, dryRun: dryRun, invocation: invocation)
        return .ok
    }

    // MARK: - Planning

    /// What an import writes and what it skipped.
    struct Plan {
        var files: [(path: String, text: String)] = []
        var rounds: [(path: String, round: Round)] = []
        var createdCourses: [(path: String, course: Course)] = []
        /// Lines of rounds without a Par row, by where their pars came from.
        var parsFromCourse: [Int] = []
        var parsDefaulted: [Int] = []
        /// Names written differently: (as in the file, as written) → rounds.
        var renamed: [String: (from: String, to: String, rounds: Int)] = [:]
        var duplicates: [(line: Int, first: Int)] = []
        var alreadyImported = 0
        var empty: [Int] = []
    }

    static func makePlan(_ scorecard: UDiscScorecard, book: Scorebook, source: String) throws(HyzerError) -> Plan {
        var plan = Plan()
        var imported = Set<String>()
        for path in book.roundFiles() {
            guard let bytes = try? FileSystem.readBytes(path) else { continue }
            imported.formUnion(UDiscImport.identities(inRoundFile: bytes))
        }
        var courses: [String: Course] = [:]
        var coursePaths = Set(book.courseFiles())
        for path in book.courseFiles() {
            guard let loaded = try? book.loadCourse(path), !loaded.diagnostics.containsErrors else { continue }
            let course = loaded.document.course
            courses[courseKey(course.name, course.layout)] = courses[courseKey(course.name, course.layout)] ?? course
        }
        var seen: [String: Int] = [:]
        var reserved = Set<String>()
        for udisc in scorecard.rounds {
            let identity = udisc.identity
            if let first = seen[identity] {
                plan.duplicates.append((udisc.line, first))
                continue
            }
            seen[identity] = udisc.line
            guard udisc.hasScores else { plan.empty.append(udisc.line); continue }
            if imported.contains(identity) { plan.alreadyImported += 1; continue }
            let courseName = UDiscImport.name(udisc.course)
            let layout = udisc.layout.isEmpty ? nil : UDiscImport.name(udisc.layout)
            let key = courseKey(courseName, layout)
            let matched = courses[key]
            let result = UDiscImport.convert(udisc, coursePars: matched?.pars, source: source)
            let round = result.document.round
            if matched == nil {
                var course = Course(name: round.course, layout: round.layout, holeCount: round.holeCount,
                                    defaultPar: mostCommon(round.pars))
                for index in course.holes.indices { course.holes[index].par = round.pars[index] }
                var path = book.newCoursePath(name: course.name, layout: course.layout)
                var counter = 2
                while coursePaths.contains(path) || FileSystem.exists(path) {
                    path = String(book.newCoursePath(name: course.name, layout: course.layout).dropLast(".course".count)) + "-\(counter).course"
                    counter += 1
                }
                coursePaths.insert(path)
                courses[key] = course
                plan.createdCourses.append((path, course))
                plan.files.append((path, CourseFormatter.format(CourseDocument(course: course, comment: "Created by importing UDisc round data from \(source)."))))
            }
            let path = book.newRoundPath(date: round.started.dateString, course: round.course, layout: round.layout, reserved: reserved)
            reserved.insert(path)
            let text = RoundFormatter.format(result.document)
            plan.files.append((path, text))
            plan.rounds.append((path, round))
            switch result.parSource {
            case .parRow: break
            case .course: plan.parsFromCourse.append(udisc.line)
            case .defaultThree: plan.parsDefaulted.append(udisc.line)
            }
            for (from, to) in result.renamed {
                plan.renamed[from + "\u{1F}" + to, default: (from, to, 0)].rounds += 1
            }
        }
        return plan
    }

    /// Course lookup key: name and layout, ignoring case.
    static func courseKey(_ name: String, _ layout: String?) -> String {
        name.lowercased() + "\u{1F}" + (layout?.lowercased() ?? "")
    }

    static func mostCommon(_ values: [Int]) -> Int {
        var counts: [Int: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key ?? 3
    }

    /// Minutes east of UTC from `±HH:MM`, or this machine's offset now.
    static func utcOffset(_ text: String?) throws(HyzerError) -> Int {
        guard let text else { return SystemClock.now().utcOffsetMinutes }
        if text == "Z" || text == "UTC" { return 0 }
        let sign = text.first == "-" ? -1 : 1
        let body = text.first == "+" || text.first == "-" ? text.dropFirst() : Substring(text)
        let parts = body.split(separator: ":")
        guard text.first == "+" || text.first == "-", parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]),
              (0...14).contains(hours), (0...59).contains(minutes) else {
            throw HyzerError(.usage, "--utc-offset \"\(text)\" is not a UTC offset", hint: "write it as +02:00, -08:00 or Z")
        }
        return sign * (hours * 60 + minutes)
    }

    // MARK: - Report

    static func report(_ plan: Plan, file: String, version: UDiscScorecard.HeaderVersion, book: Scorebook, dryRun: Bool,
                       invocation: Invocation) {
        let verb = dryRun ? "Would import" : "Imported"
        if plan.rounds.isEmpty {
            invocation.out("Nothing new to import from \(safe(file)) (UDisc header version \(version.rawValue)).\n")
        } else {
            invocation.out("\(verb) \(plural(plan.rounds.count, "round")) from \(safe(file)) (UDisc header version \(version.rawValue)):\n")
            let width = min(plan.rounds.prefix(listLimit).map { book.displayPath($0.path).count }.max() ?? 0, 60)
            for (path, round) in plan.rounds.prefix(listLimit) {
                invocation.out("  " + pad(book.displayPath(path), width) + "  " + safe(round.courseDisplayName)
                               + " · \(plural(round.players.count, "player")) · \(plural(round.holeCount, "hole"))\n")
            }
            if plan.rounds.count > listLimit {
                invocation.out("  … and \(plan.rounds.count - listLimit) more (see `hyzer-text round list`)\n")
            }
        }
        if !plan.createdCourses.isEmpty {
            invocation.out("\(dryRun ? "Would create" : "Created") \(plural(plan.createdCourses.count, "course")):\n")
            for (path, course) in plan.createdCourses.prefix(listLimit) {
                invocation.out("  " + book.displayPath(path) + "  " + safe(course.displayName)
                               + ", \(plural(course.holes.count, "hole")), par \(course.totalPar)\n")
            }
            if plan.createdCourses.count > listLimit {
                invocation.out("  … and \(plan.createdCourses.count - listLimit) more (see `hyzer-text course list`)\n")
            }
        }
        if plan.alreadyImported > 0 {
            invocation.out("Skipped \(plural(plan.alreadyImported, "round")) already in the scorebook.\n")
        }
        if !plan.duplicates.isEmpty {
            let repeats = plan.duplicates.prefix(5).map { "line \($0.line) repeats line \($0.first)" }.joined(separator: ", ")
            invocation.out("Skipped \(plural(plan.duplicates.count, "duplicate round")) in the file (\(repeats)\(plan.duplicates.count > 5 ? ", …" : "")).\n")
        }
        if !plan.empty.isEmpty {
            invocation.out("Skipped \(plural(plan.empty.count, "round")) with no scores (\(lines(plan.empty))).\n")
        }
        if !plan.parsFromCourse.isEmpty {
            invocation.note("note: \(plural(plan.parsFromCourse.count, "round")) without a Par row took the course's pars (\(lines(plan.parsFromCourse)))\n")
        }
        if !plan.parsDefaulted.isEmpty {
            invocation.note("note: \(plural(plan.parsDefaulted.count, "round")) without a Par row and without a course of as many holes: every hole is par 3 (\(lines(plan.parsDefaulted)))\n")
        }
        for (from, to, rounds) in plan.renamed.values.sorted(by: { $0.from < $1.from }) {
            invocation.note("note: \"\(safe(from))\" is written \"\(safe(to))\" (a name cannot contain , # = @ \" or a bare number; \(plural(rounds, "round")))\n")
        }
    }

    /// `line 7`, `lines 7, 12, 30, …` (at most five).
    static func lines(_ numbers: [Int]) -> String {
        (numbers.count == 1 ? "line " : "lines ") + numbers.prefix(5).map(String.init).joined(separator: ", ") + (numbers.count > 5 ? ", …" : "")
    }

    /// `1 round`, `3 rounds`.
    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
