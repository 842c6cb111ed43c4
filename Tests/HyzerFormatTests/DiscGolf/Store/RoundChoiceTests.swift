import Testing
import TestSupport
@testable import HyzerFormat
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which round a command means without `--round` (one set of rules), and the remembered choice that
/// keeps finding it cheap on a scorebook with years of history (issue 11, item 9).
@Suite("RoundChoice")
struct RoundChoiceTests {
    static func round(started: String, finished: String? = nil) -> String {
        ScorebookTests.roundText(started: started, finished: finished)
    }

    /// The choice as `score` would see it, trusting a remembered choice at once (no 2 s wait).
    static func active(_ book: Scorebook) -> String? {
        RoundChoice.current(book, using: { [$0.active] }, trustMargin: 0).active?.fileName
    }

    /// Waits past the file system's clock tick, so that the next change to `rounds/` gets a later
    /// change time than the one remembered (file times are coarse; a few milliseconds on Linux).
    static func nextTick() { usleep(20_000) }

    // MARK: - Rules

    static let mike = RoundChoice.Participant(name: "M", device: "m")

    @Test func activeIsTheLatestStartedUnfinishedReportFallsBackToTheNewestReopenToTheLatestFinish() throws {
        let temp = try TemporaryScorebook()
        try temp.write("rounds/a.round", Self.round(started: "2026-11-20T09:00:00Z"))
        try temp.write("rounds/b.round", Self.round(started: "2026-11-21T09:00:00Z"))
        try temp.write("rounds/c.round", Self.round(started: "2026-11-22T09:00:00Z", finished: "2026-11-22T11:00:00Z"))
        try temp.write("rounds/d.round", Self.round(started: "2026-11-19T09:00:00Z", finished: "2026-11-23T11:00:00Z"))
        try temp.write("rounds/e.round", "course C\norganizer M\n")  // no start: never chosen
        let choice = RoundChoice.scan(temp.book, as: Self.mike)
        #expect(choice.active?.fileName == "b.round")
        #expect(choice.actives.map(\.fileName) == ["b.round", "a.round"])
        #expect(choice.newest?.fileName == "c.round")
        #expect(choice.latestFinished?.fileName == "d.round")
        #expect(try temp.book.activeRound(as: Self.mike) == temp.book.roundsDirectory + "/b.round")
        #expect(try temp.book.defaultRound(for: .recording, as: Self.mike).otherCandidates == ["a.round"])
        #expect(try temp.book.reportRound(as: Self.mike) == temp.book.roundsDirectory + "/b.round")
        #expect(try temp.book.latestFinishedRound() == temp.book.roundsDirectory + "/d.round")
        // Not knowing who is asking, two active rounds are not chosen between.
        #expect { try temp.book.activeRound() } throws: { ($0 as? HyzerError)?.kind == .notFound }
    }

    @Test func theDefaultRoundIsMineNeverAnotherGroupsAndAReportFallsBackToMyLatest() throws {
        let temp = try TemporaryScorebook()
        let other = RoundChoice.Participant(name: "Zed", device: "z")
        try temp.write("rounds/a.round", Self.round(started: "2026-11-20T09:00:00Z", finished: "2026-11-20T11:00:00Z"))
        #expect(try temp.book.reportRound(as: other) == temp.book.roundsDirectory + "/a.round")  // nobody plays: the newest
        try temp.write("rounds/b.round", Self.round(started: "2026-11-21T09:00:00Z"))
        #expect(try temp.book.activeRound(as: .nobody) == temp.book.roundsDirectory + "/b.round")  // the only one, nobody asking
        #expect { try temp.book.activeRound(as: other) } throws: { ($0 as? HyzerError)?.kind == .notFound }
        #expect(try temp.book.reportRound(as: other) == temp.book.roundsDirectory + "/b.round")  // a spectator sees the only one
        // Zed scored in a round: it is his, by device or by name.
        try temp.write("rounds/c.round", Self.round(started: "2026-11-19T09:00:00Z", finished: "2026-11-19T11:00:00Z") + "1 M 3 @z.1\n")
        try temp.write("rounds/d.round", Self.round(started: "2026-11-18T09:00:00Z") + "1 M 3 @x.1 by=Zed\n")
        #expect(try temp.book.activeRound(as: other) == temp.book.roundsDirectory + "/d.round")
        #expect(try temp.book.reportRound(as: other) == temp.book.roundsDirectory + "/d.round")
        try temp.write("rounds/d.round", Self.round(started: "2026-11-18T09:00:00Z") + "discarded 2026-11-18T09:05:00Z @x.2\n")
        #expect(try temp.book.reportRound(as: other) == temp.book.roundsDirectory + "/c.round")  // my latest, finished
    }

    @Test func tiesGoToTheLaterStartThenToTheFileThatListsLater() {
        var choice = RoundChoice()
        let start = Timestamp("2026-11-21T09:00:00Z")!, end = Timestamp("2026-11-21T11:00:00Z")!
        choice.consider(.init(fileName: "a.round", started: start, finished: nil))
        choice.consider(.init(fileName: "b.round", started: start, finished: nil))
        choice.consider(.init(fileName: "c.round", started: Timestamp("2026-11-21T10:00:00Z")!, finished: end))
        choice.consider(.init(fileName: "d.round", started: start, finished: end))
        #expect(choice.active?.fileName == "b.round")
        #expect(choice.newest?.fileName == "c.round")
        #expect(choice.latestFinished?.fileName == "c.round")  // same finish, later start
    }

    @Test func withoutRoundsEachSaysSo() throws {
        let temp = try TemporaryScorebook()
        #expect { try temp.book.activeRound() } throws: { ($0 as? HyzerError)?.message == "no active round in this scorebook" }
        #expect { try temp.book.reportRound() } throws: { ($0 as? HyzerError)?.message == "no rounds in this scorebook yet" }
        #expect { try temp.book.latestFinishedRound() } throws: { ($0 as? HyzerError)?.kind == .notFound }
    }

    // MARK: - Remembered choice

    @Test func theChoiceIsRememberedOnlyWhereThereIsALocalDirectory() throws {
        let temp = try TemporaryScorebook()
        try temp.write("rounds/a.round", Self.round(started: "2026-11-20T09:00:00Z"))
        #expect(Self.active(temp.book) == "a.round")
        #expect(!FileSystem.exists(temp.book.localDirectory + "/round-choice"))
        try FileSystem.createDirectory(temp.book.localDirectory)
        #expect(Self.active(temp.book) == "a.round")
        let text = try temp.read(".hyzer/round-choice")
        #expect(text.contains("\nactive 2026-11-20T09:00:00Z - a.round\n"))
    }

    @Test func aRememberedChoiceIsUsedUntilRoundsChange() throws {
        let temp = try TemporaryScorebook()
        try FileSystem.createDirectory(temp.book.localDirectory)
        try temp.write("rounds/a.round", Self.round(started: "2026-11-20T09:00:00Z"))
        let old = Fixtures.header.replacing("2026-11-21T09:30:00-08:00", with: "2026-11-22T09:30:00-08:00")
        try temp.write("rounds/b.round", old + "finished 2026-11-22T12:00:00-08:00 @m.1 by=Mike\n")
        #expect(Self.active(temp.book) == "a.round")
        // Another program reopens b in place: rounds/ does not change, so the remembered choice
        // stands (this is the cost the cache saves: b is not read)…
        try FileSystem.appendLines(temp.book.roundsDirectory + "/b.round", ["reopened 2026-11-22T12:05:00-08:00 @m.2 by=Mike sup=m.1"])
        #expect(Self.active(temp.book) == "a.round")
        // …until rounds/ changes: a new file, here one that starts earliest and changes nothing else.
        Self.nextTick()
        try temp.write("rounds/0.round", Self.round(started: "2020-01-01T09:00:00Z", finished: "2020-01-01T11:00:00Z"))
        #expect(Self.active(temp.book) == "b.round")
    }

    @Test func finishingOrReopeningThroughTheLibraryCountsAtOnce() throws {
        let temp = try TemporaryScorebook()
        try FileSystem.createDirectory(temp.book.localDirectory)
        try temp.write("rounds/a.round", Self.round(started: "2026-11-20T09:00:00Z"))
        try temp.write("rounds/b.round", Self.round(started: "2026-11-21T09:00:00Z"))
        #expect(Self.active(temp.book) == "b.round")
        let finish = LifecycleEvent(kind: .finished, id: EventID("m.1"), time: Timestamp("2026-11-21T11:00:00Z")!, reporter: "M")
        // Finishing a round that is not the one remembered: only the touched directory can tell.
        Self.nextTick()
        _ = try temp.book.appendLifecycle(to: temp.book.roundsDirectory + "/a.round") { _ in finish }
        #expect(RoundChoice.current(temp.book, using: { [$0.latestFinished] }, trustMargin: 0).latestFinished?.fileName == "a.round")
        _ = try temp.book.appendLifecycle(to: temp.book.roundsDirectory + "/b.round") { _ in finish }
        #expect(Self.active(temp.book) == nil)
        let reopen = LifecycleEvent(kind: .reopened, id: EventID("m.2"), time: Timestamp("2026-11-21T11:05:00Z")!, reporter: "M",
                                    supersedes: [EventID("m.1")])
        Self.nextTick()
        _ = try temp.book.appendLifecycle(to: temp.book.roundsDirectory + "/a.round") { _ in reopen }
        #expect(Self.active(temp.book) == "a.round")
    }

    @Test func aFinishTypedIntoTheActiveRoundByHandCountsAtOnce() throws {
        let temp = try TemporaryScorebook()
        try FileSystem.createDirectory(temp.book.localDirectory)
        try temp.write("rounds/a.round", Self.round(started: "2026-11-20T09:00:00Z"))
        try temp.write("rounds/b.round", Self.round(started: "2026-11-21T09:00:00Z"))
        #expect(Self.active(temp.book) == "b.round")
        try FileSystem.appendLines(temp.book.roundsDirectory + "/b.round", ["finished 2026-11-21T11:00:00Z"])
        #expect(Self.active(temp.book) == "a.round")
    }

    @Test func aChoiceWrittenRightAfterAChangeIsNotTrusted() throws {
        // File times are coarse: a change in the same tick as the scan could go unseen, so a choice
        // written within the margin of the last change to rounds/ is scanned again.
        let temp = try TemporaryScorebook()
        try FileSystem.createDirectory(temp.book.localDirectory)
        try temp.write("rounds/a.round", Self.round(started: "2026-11-20T09:00:00Z"))
        let old = Fixtures.header.replacing("2026-11-21T09:30:00-08:00", with: "2026-11-22T09:30:00-08:00")
        try temp.write("rounds/b.round", old + "finished 2026-11-22T12:00:00-08:00 @m.1 by=M\n")  // M is in both rounds
        #expect(try temp.book.activeRound(as: Self.mike) == temp.book.roundsDirectory + "/a.round")
        try FileSystem.appendLines(temp.book.roundsDirectory + "/b.round", ["reopened 2026-11-22T12:05:00-08:00 @m.2 by=M sup=m.1"])
        #expect(try temp.book.activeRound(as: Self.mike) == temp.book.roundsDirectory + "/b.round")
    }

    @Test func aCacheForAnotherStateOfTheDirectoryDoesNotRead() throws {
        let temp = try TemporaryScorebook()
        try FileSystem.createDirectory(temp.book.localDirectory)
        try temp.write("rounds/a.round", Self.round(started: "2026-11-20T09:00:00Z"))
        try temp.write(".hyzer/round-choice", "rounds 1 2 3\nactive 2026-11-20T09:00:00Z - gone.round\n")
        #expect(Self.active(temp.book) == "a.round")
        #expect(!(try temp.read(".hyzer/round-choice")).contains("gone.round"))
    }

    @Test func aFileThatCouldNotBeReadIsNamedAndLookedAtAgainUntilItReads() throws {
        let temp = try TemporaryScorebook()
        try FileSystem.createDirectory(temp.book.localDirectory)
        try temp.write("rounds/a.round", Self.round(started: "2026-11-14T09:00:00Z", finished: "2026-11-14T11:00:00Z"))
        try temp.write("rounds/b.round", "")  // an editor crashed while saving it
        let path = temp.book.roundsDirectory + "/b.round"
        let first = RoundChoice.current(temp.book, using: { [$0.active] }, trustMargin: 0)
        #expect(first.active == nil && first.unreadable.map(\.fileName) == ["b.round"] && first.suspects.map(\.reason) == [.empty])
        #expect(try temp.read(".hyzer/round-choice").contains(" empty b.round\n"))
        #expect(RoundChoice.current(temp.book, using: { [$0.active] }, trustMargin: 0).unreadable == first.unreadable)  // remembered
        // Written back in place: `rounds/` does not change, the file does, and the choice is made again.
        let handle = try #require(fopen(path, "r+"))
        fputs(Self.round(started: "2026-11-21T09:00:00Z"), handle)
        fclose(handle)
        #expect(Self.active(temp.book) == "b.round")
        #expect(RoundChoice.current(temp.book, using: { [$0.active] }, trustMargin: 0).unreadable.isEmpty)
    }

    @Test func onlyFilesChangedSinceTheNewestRoundStartedAreSuspects() throws {
        let temp = try TemporaryScorebook()
        try temp.write("rounds/a.round", Self.round(started: "2099-01-01T09:00:00Z"))  // newer than any file time
        try temp.write("rounds/b.round", "course C\norganizer M\n")
        let choice = RoundChoice.scan(temp.book)
        #expect(choice.unreadable.map(\.reason) == [.noStart])
        #expect(choice.suspects.isEmpty)  // broken long before the newest round: `check` says so, not every command
    }
}
