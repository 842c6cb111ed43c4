import Foundation
import HyzerFormat
import Testing
import TestSupport

/// The repository root is itself a scorebook (`swift run hyzer-text standings` works in a fresh clone),
/// and `examples/` holds round files the docs talk about. These tests run what `hyzer-text check` and
/// `fmt --check` do over that bundled data, so it never rots as the format evolves.
@Suite("bundled scorebook and examples")
struct BundledScorebookTests {
    /// The repository root, found from this source file.
    static let root = Repository.root()

    static let book = Scorebook(root: root)

    /// Every round file the repository ships: the sample rounds and the examples.
    static let roundFiles: [String] = book.roundFiles() + exampleRoundFiles()

    static func exampleRoundFiles() -> [String] {
        let examples = root + "/examples"
        guard let walker = FileManager.default.enumerator(atPath: examples) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".round") }.sorted().map { examples + "/" + $0 }
    }

    @Test func theRepositoryIsAScorebook() {
        #expect(Scorebook.isScorebook(Self.root))
        #expect(Self.book.roundFiles().count >= 4, "ship a few sample rounds in rounds/")
        #expect(!Self.exampleRoundFiles().isEmpty, "examples/ should hold round files")
    }

    @Test func theCoursesAreExactlyTheSeededOnes() throws {
        let shipped = Self.book.courseFiles().map { FileSystem.lastComponent(of: $0) }
        #expect(shipped == SeedCourses.files.map(\.name).sorted())
        for seed in SeedCourses.files {
            let text = try FileSystem.readText(Self.book.coursesDirectory + "/" + seed.name, limit: .scorebookFile)
            #expect(text == seed.text, "courses/\(seed.name) differs from SeedCourses")
        }
    }

    @Test("course files are clean and canonical", arguments: book.courseFiles())
    func courseFileIsClean(_ path: String) throws {
        let text = try FileSystem.readText(path, limit: .scorebookFile)
        let (document, diagnostics) = CourseParser.parse(text, path: Self.book.displayPath(path))
        #expect(diagnostics.isEmpty, "\(diagnostics.map { $0.rendered() }.joined())")
        #expect(CourseFormatter.format(document) == text, "\(Self.book.displayPath(path)) is not canonical; run `hyzer-text fmt`")
    }

    @Test("round files are clean and canonical", arguments: roundFiles)
    func roundFileIsClean(_ path: String) throws {
        let text = try FileSystem.readText(path, limit: .scorebookFile)
        let (document, diagnostics) = RoundParser.parse(text, path: Self.book.displayPath(path))
        #expect(diagnostics.isEmpty, "\(diagnostics.map { $0.rendered() }.joined())")
        #expect(RoundFormatter.format(document) == text, "\(Self.book.displayPath(path)) is not canonical; run `hyzer-text fmt`")
    }

    @Test("match files are clean and canonical", arguments: book.matchFiles())
    func matchFileIsClean(_ path: String) throws {
        let text = try FileSystem.readText(path, limit: .scorebookFile)
        let shown = Self.book.displayPath(path)
        let formatted = PickleballFileKinds.match.format(text, shown)
        #expect(formatted.diagnostics.isEmpty, "\(formatted.diagnostics.map { $0.rendered() }.joined())")
        #expect(formatted.text == text, "\(shown) is not canonical; run `hyzer-text fmt`")
    }

    @Test func theSampleMatchesShowWhatTheToolDoes() throws {
        let snapshots = try Self.book.matchFiles().map { try Self.book.matchSnapshot($0, localDevice: nil) }
        #expect(snapshots.contains { $0.isOver && $0.match.settings.bestOf == 3 && $0.match.settings.format == .doubles && $0.state.games.count == 3 },
                "a finished best-of-3 in doubles, to three games")
        #expect(snapshots.contains { !$0.isOver && $0.match.settings.format == .singles && $0.match.settings.scoring == .rally },
                "a singles match in rally scoring, in progress")
        #expect(snapshots.allSatisfy { $0.log.fork == nil && $0.problems.isEmpty })
        #expect(snapshots.contains { $0.log.entries.contains(.undo) } && snapshots.contains { $0.log.entries.contains(.timeOut(.b)) })
    }

    @Test func theSampleRoundsShowWhatTheToolDoes() throws {
        let rounds = try Self.book.roundFiles().map { try Self.book.readRound($0).round }
        #expect(rounds.filter(\.isFinished).count >= 3, "several finished rounds")
        #expect(rounds.contains { $0.players.contains(where: \.isGuest) }, "a round with a guest")
        #expect(rounds.contains { $0.events.contains { !$0.supersedes.isEmpty } }, "a round with a correction")
        #expect(rounds.contains { $0.events.contains { !$0.isStamped } }, "a round with hand-typed lines")
        #expect(rounds.allSatisfy { Scorecard(round: $0).discrepancies.isEmpty }, "sample rounds agree; examples/ shows discrepancies")
        // The active round is the most recently started unfinished one, mid-round, so that
        // `swift run hyzer-text standings` shows a live leaderboard.
        let active = try Self.book.readRound(try Self.book.activeRound()).round
        #expect(active.started == rounds.map(\.started).max())
        let card = Scorecard(round: active)
        #expect(!card.isComplete && card.missingCount < active.players.count * active.holeCount)
    }

    @Test func localSettingsAreIgnoredByGit() throws {
        let ignore = try FileSystem.readText(Self.root + "/.gitignore", limit: .scorebookFile)
        #expect(ignore.split(separator: "\n").contains(".hyzer/"))
    }
}
