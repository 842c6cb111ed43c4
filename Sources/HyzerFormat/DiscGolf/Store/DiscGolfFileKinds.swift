/// The disc golf file kinds: `courses/*.course` (plain files: a course's name, layout and pars) and
/// `rounds/*.round` (a log of append-only score lines, merged by the git merge driver, stamped and
/// reported by `sync`, audited by `check --history`). Registered in `FileKinds.all`.
public enum DiscGolfFileKinds {
    /// `courses/*.course`.
    public static let course = FileKind(
        noun: "course", directory: "courses", fileExtension: "course",
        check: { path, shown throws(HyzerError) in FileKind.FileCheck(CourseParser.parse(try FileSystem.readText(path), path: shown).diagnostics) },
        format: { text, shown in
            let parsed = CourseParser.parse(text, path: shown)
            return (CourseFormatter.format(parsed.document), parsed.diagnostics)
        })

    /// `rounds/*.round`.
    public static let round = FileKind(
        noun: "round", directory: "rounds", fileExtension: "round",
        check: { path, shown throws(HyzerError) in
            let bytes = try FileSystem.readBytes(path)
            let parsed = bytes.withUnsafeBufferPointer { RoundParser.parse(bytes: $0, path: shown) }
            guard !parsed.diagnostics.containsErrors else { return FileKind.FileCheck(parsed.diagnostics) }
            let round = parsed.document.round
            // Each round's mark is kept for the warning about one game recorded twice
            // (``Scorebook/duplicateRoundPairs(among:)``): `check` then reads no round file again, and
            // keeps no round. A round joined into another or discarded is no game of its own.
            return FileKind.FileCheck(parsed.diagnostics + RoundChecks.diagnostics(parsed.document, text: { String(decoding: bytes, as: UTF8.self) }, path: shown),
                                      kept: round.isWithdrawn ? nil : Scorebook.GroupMark(round, path: path))
        },
        format: { text, shown in
            let parsed = RoundParser.parse(text, path: shown)
            return (RoundFormatter.format(parsed.document), parsed.diagnostics)
        },
        records: FileKind.Records(
            RoundDocument.self, noun: "score", lineNoun: "score line",
            correctionHint: "to change a score, record a correction (`hyzer-text score HOLE PLAYER STROKES`)",
            settleHint: "settle it with `hyzer-text resolve HOLE PLAYER STROKES`"))

    /// Both, in the order `check` and `fmt` visit them (courses first: rounds refer to them).
    public static let all = [course, round]
}

extension Scorebook {
    /// `root/courses`.
    public var coursesDirectory: String { DiscGolfFileKinds.course.directory(in: self) }
    /// `root/rounds`.
    public var roundsDirectory: String { DiscGolfFileKinds.round.directory(in: self) }
}
