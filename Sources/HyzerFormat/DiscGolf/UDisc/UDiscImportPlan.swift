/// What importing a UDisc export into a scorebook writes and skips, and what the user must be told
/// about it (see `docs/UDISC.md`). Decided from values alone — the export, the rounds and courses
/// already in the scorebook, the files that exist — so the command only reads, writes and prints.
///
/// - A round of the export is skipped when it has no score, repeats an earlier round of the file, or
///   is already in the scorebook (``UDiscRecognition``); every other round is written, so two
///   different rounds are never taken as one.
/// - An imported round's file is `rounds/DATE-COURSE[-LAYOUT]-udisc-XXXXXX.round`, DATE as the export
///   writes it and XXXXXX the start of its identity: the same name on every clone that imports the same
///   export, different names for different rounds. `_2`, `_3` only when a file of that name exists.
/// - Courses are matched by name and layout, ignoring case, or created from the round's pars.
/// - Warnings, each pointing at the export's line: a round without a `Par` row (grouped by where its
///   pars came from), every name written differently from the file (once per name, with how many
///   rounds), a round that resembles one in the scorebook without being it, and a round an earlier
///   version imported with strokes capped at 10.
public struct UDiscImportPlan: Sendable {
    /// Files to write, in order: created courses and rounds.
    public var files: [(path: String, text: String)] = []
    /// The rounds written, in file order.
    public var rounds: [(path: String, round: Round)] = []
    /// The courses created.
    public var createdCourses: [(path: String, course: Course)] = []
    /// Rounds of the export already in the scorebook: (line in the export, round file).
    public var alreadyImported: [(line: Int, path: String)] = []
    /// Rounds that repeat an earlier round of the export: (line, line of the first).
    public var duplicates: [(line: Int, first: Int)] = []
    /// Lines of rounds without a single score.
    public var empty: [Int] = []
    /// What the user must be told, all warnings, sorted by line.
    public var diagnostics: [Diagnostic] = []

    /// Plans importing `scorecard` (read from `table`, whose name is `source` in the files' comments)
    /// into `book`. `roundFiles` are the scorebook's round files (path, bytes), `localDevice` settles
    /// their hand-typed lines as `export udisc` does; `courses` are its courses, `existingFiles` the
    /// paths of every file in its `rounds/` and `courses/`.
    ///
    /// Round files are parsed (on all cores) only when some round of the export is not recognised by
    /// the identity its events would carry: re-importing an export reads bytes and parses nothing.
    public static func make(_ scorecard: UDiscScorecard, table: CSVTable, book: Scorebook, roundFiles: [(path: String, bytes: [UInt8])],
                            localDevice: String?, courses: [Course], existingFiles: Set<String>, source: String,
                            progress: ProgressReport? = nil) -> UDiscImportPlan {
        var plan = UDiscImportPlan()
        var recognition = UDiscRecognition(identities: roundFiles.map { ($0.path, UDiscRecognition.identities(inRoundFile: $0.bytes)) })
        var warnings = Warnings(table: table)

        var firstLine: [DuplicateKey: Int] = [:]
        var pending: [Int] = []
        for (index, udisc) in scorecard.rounds.enumerated() {
            let key = DuplicateKey(udisc)
            if let first = firstLine[key] {
                plan.duplicates.append((udisc.line, first))
                continue
            }
            firstLine[key] = udisc.line
            guard udisc.hasScores else { plan.empty.append(udisc.line); continue }
            if let match = recognition.recogniseByIdentity(udisc.identity) {
                plan.alreadyImported.append((udisc.line, match.path))
            } else {
                pending.append(index)
            }
        }
        // Then by content: same-minute matches for every round before any looser one, so that a round
        // of the scorebook goes to the export's round that is exactly it.
        var toImport: [Int] = []
        if !pending.isEmpty {
            recognition.add(roundFiles.concurrentMap { file in
                var bytes = file.bytes
                let round = bytes.withUnsafeMutableBufferPointer { RoundParser.parse(bytes: UnsafeBufferPointer($0), path: file.path) }.document.round
                return UDiscRecognition.Known(round: round, path: file.path, localDevice: localDevice)
            })
            var loose: [Int] = []
            for (index, match) in zip(pending, recognition.recognise(pending.map { scorecard.rounds[$0] }, sameMinute: true)) {
                if let match {
                    plan.alreadyImported.append((scorecard.rounds[index].line, match.path))
                    warnings.capped(match, scorecard.rounds[index], book: book)
                } else {
                    loose.append(index)
                }
            }
            for (index, match) in zip(loose, recognition.recognise(loose.map { scorecard.rounds[$0] }, sameMinute: false)) {
                if let match {
                    plan.alreadyImported.append((scorecard.rounds[index].line, match.path))
                    warnings.capped(match, scorecard.rounds[index], book: book)
                } else {
                    toImport.append(index)
                }
            }
        }
        plan.alreadyImported.sort { $0.line < $1.line }

        var coursesByKey: [String: Course] = [:]
        for course in courses { coursesByKey[UDiscRecognition.courseKey(course.name, course.layout ?? "")] = coursesByKey[UDiscRecognition.courseKey(course.name, course.layout ?? "")] ?? course }
        var taken = existingFiles
        var parsFromCourse: [Int] = [], parsDefaulted: [Int] = []
        for (converted, index) in toImport.enumerated() {
            progress?(converted, toImport.count)
            let udisc = scorecard.rounds[index]
            let courseName = UDiscImport.name(udisc.course)
            let layout = udisc.layout.isEmpty ? nil : UDiscImport.name(udisc.layout)
            let key = UDiscRecognition.courseKey(courseName, layout ?? "")
            let matched = coursesByKey[key]
            let result = UDiscImport.convert(udisc, coursePars: matched?.pars, source: source)
            let round = result.document.round
            if matched == nil {
                var course = Course(name: round.course, layout: round.layout, holeCount: round.holeCount, defaultPar: mostCommon(round.pars))
                for hole in course.holes.indices { course.holes[hole].par = round.pars[hole] }
                let base = String(book.newCoursePath(name: course.name, layout: course.layout).dropLast(".course".count))
                var path = base + ".course"
                var counter = 2
                while taken.contains(path) {
                    path = base + "-\(counter).course"
                    counter += 1
                }
                taken.insert(path)
                coursesByKey[key] = course
                plan.createdCourses.append((path, course))
                plan.files.append((path, CourseFormatter.format(CourseDocument(course: course, comment: "Created by importing UDisc round data from \(source)."))))
            }
            let path = roundPath(book: book, date: String(udisc.startText.prefix(10)), course: round.course, layout: round.layout,
                                 identity: udisc.identity, taken: taken)
            taken.insert(path)
            plan.files.append((path, RoundFormatter.format(result.document)))
            plan.rounds.append((path, round))
            switch result.parSource {
            case .parRow: break
            case .course: parsFromCourse.append(udisc.line)
            case .defaultThree: parsDefaulted.append(udisc.line)
            }
            for (rename, line) in result.renamed { warnings.renamed(rename, line: line) }
            if let resemblance = recognition.resemblance(udisc, players: round.players.map(\.name)) {
                warnings.resembles(udisc, path: book.displayPath(resemblance.path), isSuperset: resemblance.isSuperset)
            }
        }
        progress?(toImport.count, toImport.count)
        warnings.withoutParRow(parsFromCourse, "this round has no Par row, so it takes the pars of its course")
        warnings.withoutParRow(parsDefaulted, "this round has no Par row and no course has as many holes: every hole is taken as par 3")
        plan.diagnostics = warnings.all()
        return plan
    }

    /// `rounds/DATE-COURSE[-LAYOUT]-udisc-XXXXXX.round` for a round whose UDisc identity is
    /// `udisc-XXXXXX…`, with `_2`, `_3`, … when the name is in `taken` (`_` sorts after `.`, so the
    /// second file lists after the first).
    public static func roundPath(book: Scorebook, date: String, course: String, layout: String?, identity: String,
                                 taken: Set<String>) -> String {
        let slug = NameRules.slug(layout.map { "\(course) \($0)" } ?? course)
        let base = book.roundsDirectory + "/" + date + "-" + slug + "-udisc-" + identity.dropFirst("udisc-".count).prefix(6)
        var path = base + ".round"
        var counter = 2
        while taken.contains(path) {
            path = base + "_\(counter).round"
            counter += 1
        }
        return path
    }

    /// What makes two rounds of one export the same: course, layout, start as written, and the
    /// players with their strokes in any order.
    struct DuplicateKey: Hashable {
        var course: String, layout: String, start: String
        var rows: [Row]
        struct Row: Hashable, Comparable {
            var name: String
            var strokes: [Int?]
            static func < (lhs: Row, rhs: Row) -> Bool {
                lhs.name != rhs.name ? lhs.name < rhs.name : lhs.strokes.lexicographicallyPrecedes(rhs.strokes) { ($0 ?? 0) < ($1 ?? 0) }
            }
        }

        init(_ round: UDiscRound) {
            course = round.course
            layout = round.layout
            start = round.startText
            rows = round.rows.map { Row(name: $0.name.lowercased(), strokes: $0.strokes) }.sorted()
        }
    }

    static func mostCommon(_ values: [Int]) -> Int {
        var counts: [Int: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key ?? 3
    }
}

// MARK: - Warnings

/// The plan's warnings, pointing at the export's lines; names renamed the same way are reported once.
private struct Warnings {
    let table: CSVTable
    var diagnostics: [Diagnostic] = []
    /// Each distinct rename: its first line and in how many rounds.
    var renames: [UDiscImport.Rename: (line: Int, rounds: Int)] = [:]
    var renameOrder: [UDiscImport.Rename] = []

    init(table: CSVTable) { self.table = table }

    mutating func renamed(_ rename: UDiscImport.Rename, line: Int) {
        if renames[rename] == nil { renameOrder.append(rename) }
        renames[rename, default: (line, 0)].rounds += 1
    }

    mutating func withoutParRow(_ lines: [Int], _ message: String) {
        guard let first = lines.first else { return }
        let others = lines.dropFirst()
        let shown = others.prefix(5).map(String.init).joined(separator: ", ") + (others.count > 5 ? ", …" : "")
        let more = others.isEmpty ? "" : " (so do \(others.count) more: line\(others.count == 1 ? "" : "s") \(shown))"
        diagnostics.append(diagnostic(line: first, field: 0, message + more,
                                      hint: "some UDisc exports leave the Par row out; to correct the pars, edit the round file's `pars` line"))
    }

    mutating func capped(_ match: UDiscRecognition.Recognised, _ round: UDiscRound, book: Scorebook) {
        guard !match.capped.isEmpty else { return }
        let path = book.displayPath(match.path)
        let scores = match.capped.prefix(3).map { "\(UDiscReader.shown(round.rows[$0.row].name)) \($0.strokes) on hole \($0.hole)" }.joined(separator: ", ")
            + (match.capped.count > 3 ? " and \(match.capped.count - 3) more" : "")
        let lines = match.capped.map { "\($0.hole) \(UDiscImport.name(round.rows[$0.row].name)) \($0.strokes)" }
        let hint = lines.count == 1
            ? "to record the real score, add the line `\(lines[0])` to \(path) by hand and settle it with `hyzer-text resolve \(lines[0]) --round \(path)`"
            : "to record the real scores, add the lines \(lines.map { "`\($0)`" }.joined(separator: ", ")) to \(path) by hand and settle each with `hyzer-text resolve`"
        diagnostics.append(diagnostic(line: round.line, field: 0,
                                      "\(path) already holds this round, imported by an earlier version that capped strokes at 10: "
                                        + "it has 10 where this file has \(scores)", hint: hint))
    }

    mutating func resembles(_ round: UDiscRound, path: String, isSuperset: Bool) {
        diagnostics.append(isSuperset
            ? diagnostic(line: round.line, field: 0, "this round has every score of \(path) and more players; it is imported as a separate round",
                         hint: "if they are the same round, delete \(path)")
            : diagnostic(line: round.line, field: 0,
                         "\(path) is a round on this course at this start with the same players but other scores; this one is imported as a separate round",
                         hint: "if the round was edited in UDisc after it was imported, delete the older file"))
    }

    func all() -> [Diagnostic] {
        var all = diagnostics
        for rename in renameOrder {
            let (line, rounds) = renames[rename]!
            let field = rename.kind == .player ? 0 : rename.kind == .course ? 1 : 2
            let shortened = rename.from.count > UDiscImport.nameLimit
            all.append(diagnostic(line: line, field: field,
                                  "\(rename.kind.rawValue) \"\(UDiscReader.shown(rename.from, limit: 200))\" is \(shortened ? "shortened to" : "written") \"\(rename.to)\" "
                                    + "(\(Plural.counted(rounds, "round")))",
                                  hint: shortened ? "a name has at most 40 characters; its end keeps names that differ after that apart, and the round file's comment keeps the original"
                                    : "a name cannot contain , # = @ \" or control characters, nor a word that is a bare number; the round file's comment keeps the original"))
        }
        return all.sortedByLocation
    }

    /// A warning at `field` of the record that starts on `line`.
    func diagnostic(line: Int, field: Int, _ message: String, hint: String) -> Diagnostic {
        let records = table.records
        var low = 0, high = records.count
        while low < high {
            let middle = (low + high) / 2
            if records[middle].line < line { low = middle + 1 } else { high = middle }
        }
        guard low < records.count, records[low].line == line else {
            return Diagnostic(.warning, at: SourceLocation(path: table.path, line: line), message, hint: hint)
        }
        return table.diagnostic(.warning, record: records[low], field: field, message, hint: hint)
    }
}
