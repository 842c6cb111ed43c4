import Testing
import TestSupport
@testable import HyzerFormat

/// The registry's place for a kind's checks across files (issue 42): `check` runs a kind's
/// ``FileKind/CrossCheck`` after every file's own check, with what each file's check kept, over the
/// whole scorebook or the files named, and knows no kind. Shown with a toy kind: `lists/*.list`, whose
/// lines name notes (`notes/NAME.note`, the toy kind of the tests), and whose check keeps the names.
@Suite("checks across files")
struct FileKindCrossCheckTests {
    static let environment = Environment.fixed(now: Timestamp("2026-11-21T09:00:00-08:00")!, variables: ["PATH": "/usr/bin:/bin"])

    /// A list's lines name notes; one that names no note is a warning at its line, with did-you-mean.
    static let list = FileKind(
        noun: "list", directory: "lists", fileExtension: "list",
        check: { bytes, _, _ in FileKind.FileCheck([], facts: String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)) },
        format: { text, _ in (text, []) },
        crossCheck: FileKind.CrossCheck { scope in
            let notes = ToyFileKinds.note.files(in: scope.book).map { ToyFileKinds.note.name(of: $0) }
            return scope.files.flatMap { file -> [Diagnostic] in
                let names = file.facts as? [String] ?? []
                return names.enumerated().compactMap { index, name in
                    notes.contains(name) ? nil
                        : Diagnostic(.warning, at: SourceLocation(path: file.shown, line: index + 1), "no note \"\(name)\" (checked \(scope.isWholeBook ? "with the book" : "alone"))",
                                     hint: Suggestion.hint(for: name, among: notes) ?? "write it")
                }
            }
        })

    static let kinds = ToyFileKinds.all + [list]

    @Test func aKindsCrossCheckSeesWhatItsFilesKeptAndTheOtherFiles() throws {
        let scorebook = try TemporaryScorebook()
        try scorebook.write("notes/towels.note", "bring them\n")
        try scorebook.write("lists/trip.list", "towels\ntowles\nsnacks\n")
        let whole = try ScorebookCheck.diagnostics(scorebook.book, files: [], kinds: Self.kinds, environment: Self.environment)
        #expect(whole.map(\.message) == ["no note \"towles\" (checked with the book)", "no note \"snacks\" (checked with the book)"])
        #expect(whole.map(\.location.line) == [2, 3] && whole.map(\.location.path) == ["lists/trip.list", "lists/trip.list"])
        #expect(whole.map(\.hint) == ["did you mean \"towels\"?", "write it"])
        let named = try ScorebookCheck.diagnostics(scorebook.book, files: [scorebook.book.root + "/lists/trip.list"], kinds: Self.kinds,
                                                   environment: Self.environment)
        #expect(named.map(\.message) == ["no note \"towles\" (checked alone)", "no note \"snacks\" (checked alone)"])
    }

    @Test func aKindWithoutFilesOrWithoutACrossCheckRunsNone() throws {
        let scorebook = try TemporaryScorebook()
        try scorebook.write("notes/towels.note", "bring them\n")
        #expect(try ScorebookCheck.diagnostics(scorebook.book, files: [], kinds: Self.kinds, environment: Self.environment).isEmpty)
        #expect(ToyFileKinds.note.crossCheck == nil)
    }
}
