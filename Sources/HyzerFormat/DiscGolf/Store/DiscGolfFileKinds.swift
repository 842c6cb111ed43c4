/// The disc golf file kinds: `courses/*.course` (keyed settings: a course's name, layout and pars,
/// merged line by line by the git merge driver, a competing value a dispute) and `rounds/*.round` (a
/// log of append-only score lines, merged by the git merge driver, stamped and reported by `sync`,
/// audited by `check --history`). Registered in `FileKinds.all`.
public enum DiscGolfFileKinds {
    /// What a course file is as settings: its lines by ``CourseDocument/key(of:)``, the organizer's
    /// word `course edit`.
    public static let courseSettings = FileKind.Settings(
        noun: "course",
        canonical: { text, shown in
            let parsed = CourseParser.parse(text, path: shown)
            return (CourseFormatter.format(parsed.document), parsed.diagnostics)
        },
        key: CourseDocument.key(of:),
        otherSettle: { key, lines in
            func value(_ name: String) -> String? { lines.lines.first { $0.key.name == name }.map { $0.key.value(of: $0.text) } }
            let name = value("course") ?? "NAME"
            return CourseParser.otherSettle(key, name: value("layout").map { "\(name) (\($0))" } ?? name)
        })

    /// `courses/*.course`.
    public static let course = FileKind(
        noun: "course", directory: "courses", fileExtension: "course",
        manual: "One course per file: name, layout, pars and lengths (shared).",
        check: { bytes, _, shown in FileKind.FileCheck(CourseParser.parse(String(decoding: bytes, as: UTF8.self), path: shown).diagnostics) },
        format: { text, shown in
            let parsed = CourseParser.parse(text, path: shown)
            return (CourseFormatter.format(parsed.document), parsed.diagnostics)
        },
        records: FileKind.Records(settings: courseSettings),
        editor: CourseEditor.editor)

    /// `rounds/*.round`.
    public static let round = FileKind(
        noun: "round", directory: "rounds", fileExtension: "round",
        manual: "One round per file: course, start, organizer, pars, players, then one line per score (shared).",
        example: "2026-11-21-cedar-creek",
        check: { bytes, path, shown in
            let parsed = bytes.withUnsafeBufferPointer { RoundParser.parse(bytes: $0, path: shown) }
            guard !parsed.diagnostics.containsErrors else { return FileKind.FileCheck(parsed.diagnostics) }
            let round = parsed.document.round
            // Each round's mark is kept for the warning about one game recorded twice
            // (``Scorebook/duplicateRoundPairs(among:)``) and the checks across files, which read its
            // course and layout from it (``RoundCrossChecks``): `check` then reads no round file
            // again, and keeps no round. A round joined into another or discarded is no game of its own.
            return FileKind.FileCheck(parsed.diagnostics + RoundChecks.diagnostics(parsed.document, text: { String(decoding: bytes, as: UTF8.self) }, path: shown),
                                      mark: round.isWithdrawn ? nil : Scorebook.GroupMark(round, path: path))
        },
        format: { text, shown in
            let parsed = RoundParser.parse(text, path: shown)
            return (RoundFormatter.format(parsed.document), parsed.diagnostics)
        },
        records: FileKind.Records(
            RoundDocument.self, noun: "score", lineNoun: "score line",
            correctionHint: "to change a score, record a correction (`hyzer-text score HOLE PLAYER STROKES`)",
            settleHint: "settle it with `hyzer-text resolve HOLE PLAYER STROKES`")
            .settling { request throws(HyzerError) in try request.book.settleRoundDispute(request) },
        games: FileKind.Games(
            option: "round", joinCommand: "round join", twiceReason: "same course and day, a player in common, played at the same time",
            duplicates: { book, around, me in book.duplicateRoundPairs(around: around, as: me) },
            find: { book, query throws(HyzerError) in try book.findRound(query) },
            current: { book, me throws(HyzerError) in try book.reportRound(as: me) },
            latestEntry: { book, path, device in book.latestEntryTime(inRound: path, device: device) }),
        editor: RoundEditor.editor,
        crossCheck: RoundCrossChecks.crossCheck)

    /// Both, in the order `check` and `fmt` visit them (courses first: rounds refer to them).
    public static let all = [course, round]

    /// The files `init` puts in a new scorebook: three local courses (``SeedCourses``).
    public static let seeds = SeedCourses.files.map { ScorebookSetup.Seed(kind: course, name: $0.name, text: $0.text) }
}

extension Scorebook {
    /// `root/courses`.
    public var coursesDirectory: String { DiscGolfFileKinds.course.directory(in: self) }
    /// `root/rounds`.
    public var roundsDirectory: String { DiscGolfFileKinds.round.directory(in: self) }
}
