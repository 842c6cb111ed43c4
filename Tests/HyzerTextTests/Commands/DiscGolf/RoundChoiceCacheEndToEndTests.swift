import Foundation
import Testing

/// The remembered choice of round (`.hyzer/round-choice`) only ever saves time: a round file that an
/// editor emptied while saving is named, never silently replaced by last week's round, and once it is
/// back it is the round again without deleting anything by hand (issue 31, item 4).
@Suite("remembered round choice, end to end")
struct RoundChoiceCacheEndToEndTests {
    static let lastWeek = """
    course Lakeside Park
    started 2026-11-14T09:30:00-08:00
    organizer Mike
    pars 3 3 3
    player Mike
    player Jake

    1 Mike 3 @mike-phone.1 by=Mike at=2026-11-14T17:35:00Z
    1 Jake 3 @mike-phone.2 by=Mike at=2026-11-14T17:35:10Z
    finished 2026-11-14T10:30:00-08:00 @mike-phone.3 by=Mike

    """

    static let today = """
    course Lakeside Park
    started 2026-11-21T09:30:00-08:00
    organizer Mike
    pars 3 3 3
    player Mike
    player Jake

    1 Mike 3 @mike-phone.1 by=Mike at=2026-11-21T17:35:00Z
    1 Jake 4 @mike-phone.2 by=Mike at=2026-11-21T17:35:10Z

    """

    /// Rewrites a file in place (same inode, directory untouched), as an editor that saves in place does.
    static func overwriteInPlace(_ cli: CLIRunner, _ path: String, _ text: String) throws {
        let handle = try #require(FileHandle(forWritingAtPath: cli.path(path)))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test func aRoundFileEmptiedAndRestoredInPlaceIsNamedThenChosenAgain() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("rounds/2026-11-14-lakeside-park.round", Self.lastWeek)
        try cli.write("rounds/2026-11-21-lakeside-park.round", Self.today)
        Thread.sleep(forTimeInterval: 2.2)  // a choice is remembered only 2 s after `rounds/` last changed
        #expect(try cli.quietly(["standings", "--pill"]) == "1.Mike E  2.Jake +1\n")

        try Self.overwriteInPlace(cli, "rounds/2026-11-21-lakeside-park.round", "")  // the editor crashed
        let during = try cli.run(["standings", "--pill"])
        #expect(during.stdout == "T1.Jake E  T1.Mike E\n")  // last week's, and it says so
        #expect(during.stderr == """
        warning: rounds/2026-11-21-lakeside-park.round is empty, so it was left out of the choice of round; using 2026-11-14-lakeside-park
        hint: restore it (`git checkout -- FILE`, or an editor's backup) or see what is wrong with `hyzer-text check`; the round is chosen again once it reads

        """)
        #expect(during.status == 0)
        let score = try cli.run(["score", "Mike", "3"])
        #expect(score.stderr == """
        error: no active round in this scorebook (the latest, rounds/2026-11-14-lakeside-park.round, was finished 2026-11-14 10:30); rounds/2026-11-21-lakeside-park.round is empty, so it was left out of the choice of round
        hint: restore it (`git checkout -- FILE`, or an editor's backup) or see what is wrong with `hyzer-text check`; the round is chosen again once it reads

        """)
        #expect(score.status == 66)

        try Self.overwriteInPlace(cli, "rounds/2026-11-21-lakeside-park.round", Self.today)  // restored from a backup
        let after = try cli.run(["score", "2", "Mike", "3"])
        #expect(after.stderr == "")
        #expect(after.stdout.hasPrefix("Hole 2: Mike 3 (par)\n"))
        #expect(after.status == 0)
    }
}
