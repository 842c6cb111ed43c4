import Foundation
import HyzerFormat
import Testing

/// Taking back a slip (issue 17, item 2): `undo` for rounds as for matches, and `score HOLE PLAYER
/// --clear`. Both append a line; nothing is deleted; every view treats the hole as unplayed.
@Suite("undo and --clear, end to end")
struct UndoEndToEndTests {
    static let file = "rounds/2026-11-21-lakeside-park-mike-phone.round"

    /// The usual test round (Lakeside Park: Mike, Jake, guest Uncle Bob) with hole 1 scored at 10:00;
    /// what follows runs at 10:08, a hole later.
    func roundWithHoleOne() throws -> CLIRunner {
        let cli = try CLIRunner.startedRound()
        for (player, strokes) in [("Mike", "3"), ("Jake", "2"), ("Uncle Bob", "4")] {
            try #require(try cli.run(["score", "1", player, strokes]).status == 0)
        }
        cli.clock("10:08")
        return cli
    }

    /// The lines of the round file below its header.
    func scoreLines(_ cli: CLIRunner) throws -> String {
        let text = try cli.read(Self.file)
        return String(text[text.range(of: "\n\n")!.upperBound...])
    }

    @Test func undoTakesBackTheLatestScoreAndTheStandingsGoBack() throws {
        let cli = try roundWithHoleOne()
        let before = try cli.run(["standings"]).stdout
        let score = try cli.run(["score", "Mike", "2"])
        #expect(score.stdout.hasPrefix("Hole 2: Mike 2 (birdie)\n"))
        let undo = try cli.run(["undo"])
        #expect(undo.status == 0, "\(undo.stderr)")
        #expect(undo.stderr == "")
        #expect(undo.stdout == """
            Took back hole 2: Mike 2 (Mike has no score on hole 2 now)
            1.Jake -1  2.Mike E ▼1  3.Uncle Bob +1

            """)
        // The standings are what they were before the slip (no movement arrows: a fresh view).
        #expect(try cli.run(["standings"]).stdout == before)
        #expect(try scoreLines(cli).hasSuffix("""
            2 Mike 2 @mike-phone.4 by=Mike at=2026-11-21T18:08:00Z
            undo 2026-11-21T10:08:00-08:00 @mike-phone.5 by=Mike sup=mike-phone.4

            """))
        #expect(try cli.run(["check"]).status == 0)
        #expect(try cli.run(["fmt", "--check"]).status == 0)
        let json = try cli.run(["export", "json"]).stdout
        #expect(json.contains("\"undone\": true"), "\(json)")
        #expect(json.contains("\"kind\": \"undo\""), "\(json)")
        // The next score goes to hole 2 again.
        #expect(try cli.run(["score", "Mike", "3"]).stdout.hasPrefix("Hole 2: Mike 3 (par)\n"))
    }

    @Test func undoAfterASentenceTakesBackTheWholeSentence() throws {
        let cli = try roundWithHoleOne()
        let before = try cli.run(["standings"]).stdout
        #expect(try cli.run(["say", "Mike 4 Jake 3 Uncle Bob 2"]).status == 0)
        let undo = try cli.run(["undo"])
        #expect(undo.status == 0, "\(undo.stderr)")
        #expect(undo.stdout == """
            Took back hole 2: Mike 4 (Mike has no score on hole 2 now)
                              Jake 3 (Jake has no score on hole 2 now)
                              Uncle Bob 2 (Uncle Bob has no score on hole 2 now)
            1.Jake -1  2.Mike E ▲1  3.Uncle Bob +1 ▼1

            """)
        #expect(try cli.run(["standings"]).stdout == before)
        #expect(try scoreLines(cli).hasSuffix("""
            undo 2026-11-21T10:08:00-08:00 @mike-phone.7 by=Mike sup=mike-phone.6
            undo 2026-11-21T10:08:00-08:00 @mike-phone.8 by=Mike sup=mike-phone.5
            undo 2026-11-21T10:08:00-08:00 @mike-phone.9 by=Mike sup=mike-phone.4

            """))
        // Undo again goes back one line at a time, into hole 1.
        #expect(try cli.run(["undo"]).stdout.hasPrefix("Took back hole 1: Uncle Bob 4 (Uncle Bob has no score on hole 1 now)\n"))
        #expect(try cli.run(["check"]).status == 0)
    }

    @Test func undoOfACorrectionRestoresThePreviousValue() throws {
        let cli = try roundWithHoleOne()
        #expect(try cli.run(["score", "1", "Mike", "5"]).stdout.hasPrefix("Hole 1: Mike 5 (double bogey), corrected from 3\n"))
        let undo = try cli.run(["undo"])
        #expect(undo.status == 0, "\(undo.stderr)")
        #expect(undo.stdout == """
            Took back hole 1: Mike 5 (Mike now 3 on hole 1)
            1.Jake -1  2.Mike E ▲1  3.Uncle Bob +1 ▼1

            """)
        // Consecutive undos walk back through this device's entries.
        let second = try cli.run(["undo"])
        #expect(second.stdout.hasPrefix("Took back hole 1: Uncle Bob 4 (Uncle Bob has no score on hole 1 now)\n"), "\(second.stdout)")
        let third = try cli.run(["undo"])
        #expect(third.stdout.hasPrefix("Took back hole 1: Jake 2 (Jake has no score on hole 1 now)\n"), "\(third.stdout)")
        #expect(try cli.run(["standings", "--pill"]).stdout == "1.Mike E  Jake -  Uncle Bob -\n")
        #expect(try cli.run(["check"]).status == 0)
    }

    @Test func clearMakesTheHoleUnplayedEverywhere() throws {
        let cli = try roundWithHoleOne()
        try #require(try cli.run(["score", "2", "Mike", "2"]).status == 0)
        let clear = try cli.run(["score", "2", "Mike", "--clear"])
        #expect(clear.status == 0, "\(clear.stderr)")
        #expect(clear.stderr == "")
        #expect(clear.stdout == """
            Hole 2: Mike no score (cleared 2)
            1.Jake -1  2.Mike E ▼1  3.Uncle Bob +1

            """)
        #expect(try scoreLines(cli).hasSuffix("""
            2 Mike 2 @mike-phone.4 by=Mike at=2026-11-21T18:08:00Z
            2 Mike - @mike-phone.5 by=Mike at=2026-11-21T18:08:00Z sup=mike-phone.4

            """))
        let standings = try cli.run(["standings"]).stdout
        #expect(standings.contains("Mike                 E    3  thru 1"), "\(standings)")
        let card = try cli.run(["player", "Mike"]).stdout
        #expect(card.contains("\n   2    3        -           E  to play\n"), "\(card)")
        let grid = try cli.run(["card", "--grid"]).stdout
        #expect(grid.split(separator: "\n").contains { $0.hasPrefix("Mike ") && $0.hasSuffix(" 3  -  -  -  -  -  -  -  -") }, "\(grid)")
        #expect(try cli.run(["check"]).status == 0)
        #expect(try cli.run(["check"]).status == 0)
        #expect(try cli.run(["fmt", "--check"]).status == 0)
        // Nothing left to clear: a clear error, nothing written.
        let again = try cli.run(["score", "2", "Mike", "--clear"])
        #expect(again.status == 65)
        #expect(again.stdout == "")
        #expect(again.stderr == """
            error: Mike has no score on hole 2 to clear
            hint: `--clear` takes back a score that was recorded; to record one: `hyzer-text score 2 Mike STROKES`

            """)
        let noHole = try cli.run(["score", "Uncle", "Bob", "--clear"])
        #expect(noHole.status == 64)
        #expect(noHole.stderr.hasPrefix("error: `score --clear` needs the hole"), "\(noHole.stderr)")
        // The JSON export shows the retraction as no strokes.
        let json = try cli.run(["export", "json"]).stdout
        #expect(json.contains("\"hole\": 2,\n          \"player\": \"Mike\",\n          \"strokes\": null,"), "\(json)")
        // Undo of the clear gives the score back.
        let undo = try cli.run(["undo"])
        #expect(undo.stdout.hasPrefix("Took back hole 2: Mike no score (Mike now 2 on hole 2)\n"), "\(undo.stdout)")
        #expect(try cli.run(["standings", "--pill"]).stdout.hasPrefix("T1.Jake -1  T1.Mike -1"))
    }

    @Test func aClearedHoleIsUnplayedInHistoryStatsAndTheCard() throws {
        let cli = try CLIRunner.scorebook()
        try cli.startRound(players: "Mike,Jake", guests: [])
        for hole in 1...9 {
            try cli.run(["score", String(hole), "Mike", "3"])
            try cli.run(["score", String(hole), "Jake", "3"])
        }
        try cli.run(["score", "9", "Jake", "--clear"])
        let history = try cli.run(["history"]).stdout
        #expect(!history.contains("winner"), "\(history)")  // not complete: Jake has 8 holes
        try #require(try cli.run(["finish", "--yes"]).status == 0)
        let card = try cli.run(["card"]).stdout
        #expect(card.contains("left after 8"), "\(card)")
        let stats = try cli.run(["stats", "Jake"])
        #expect(stats.status == 0, "\(stats.stderr)")
        // Eight holes counted: hole 7 is a par 4 (a birdie), hole 9 is unplayed.
        #expect(stats.stdout.contains("left out: 1 round Jake left early."), "\(stats.stdout)")
        #expect(stats.stdout.contains("birdie        1   13%"), "\(stats.stdout)")
        #expect(stats.stdout.contains("par           7   88%"), "\(stats.stdout)")
        #expect(try cli.run(["check"]).status == 0)
    }

    @Test func undoOfAFinishReopensTheRound() throws {
        let cli = try roundWithHoleOne()
        try #require(try cli.run(["finish", "--yes"]).status == 0)
        let undo = try cli.run(["undo"])
        #expect(undo.status == 0, "\(undo.stderr)")
        #expect(undo.stdout.hasPrefix("Took back the finish (2026-11-21 10:08 by Mike): the round is active again\n"), "\(undo.stdout)")
        #expect(try cli.run(["standings"]).stdout.hasPrefix("Lakeside Park · 2026-11-21 09:30 · hole 2 of 9 next\n"))
        #expect(try cli.run(["score", "Mike", "3"]).stdout.hasPrefix("Hole 2: Mike 3 (par)\n"))
        #expect(try cli.run(["check"]).status == 0)
    }

    @Test func undoWithNothingToUndoIsAClearError() throws {
        let cli = try CLIRunner.startedRound()
        let undo = try cli.run(["undo"])
        #expect(undo.status == 65)
        #expect(undo.stdout == "")
        #expect(undo.stderr == """
            error: nothing to undo: this device has written nothing to take back in 2026-11-21-lakeside-park-mike-phone
            hint: `undo` takes back this device's own entries; record a score with `hyzer-text score PLAYER STROKES`

            """)
        try cli.run(["score", "Mike", "3"])
        #expect(try cli.run(["undo"]).status == 0)
        #expect(try cli.run(["undo"]).status == 65)
        let both = try cli.run(["undo", "--round", "lakeside", "--match", "x"])
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("error: `undo` takes --round or --match, not both"), "\(both.stderr)")
    }

    @Test func undoPicksTheMatchWhenARallyWasTheLastThingWritten() throws {
        let cli = try roundWithHoleOne()
        try #require(try cli.run(["match", "start", "--team", "Dinkers:Alex,Jordan", "--team", "Sam,Riley"]).status == 0)
        try #require(try cli.run(["rally", "A"], environment: Self.at("10:05")).status == 0)
        let undo = try cli.run(["undo"], environment: Self.at("10:05"))
        #expect(undo.status == 0, "\(undo.stderr)")
        #expect(undo.stdout.hasPrefix("Undone: point A"), "\(undo.stdout)")
        // --round chooses the round: its latest entry from this device.
        let round = try cli.run(["undo", "--round", "lakeside"])
        #expect(round.stdout.hasPrefix("Took back hole 1: Uncle Bob 4"), "\(round.stdout)")
        // A score makes the round the last thing written again.
        try cli.run(["score", "Jake", "3"], environment: Self.at("10:10"))
        #expect(try cli.run(["undo"]).stdout.hasPrefix("Took back hole 2: Jake 3"))
        // Without the remembered choice (a fresh clone, say): the newest of the round and the match
        // this device wrote in, by this device's latest entry.
        try #require(try cli.run(["rally", "B"], environment: Self.at("10:20")).status == 0)
        try FileManager.default.removeItem(atPath: cli.path(".hyzer/last-written"))
        #expect(try cli.run(["undo"]).stdout.hasPrefix("Undone: side-out to B"), "match")
        try cli.run(["score", "2", "Jake", "3"], environment: Self.at("10:30"))
        try FileManager.default.removeItem(atPath: cli.path(".hyzer/last-written"))
        #expect(try cli.run(["undo"]).stdout.hasPrefix("Took back hole 2: Jake 3"))
    }

    @Test func aNewRoundOrMatchIsWhatUndoMeansFromItsStart() throws {
        let cli = try CLIRunner.scorebook()
        try #require(try cli.run(["match", "start", "--team", "Kim", "--team", "Lee"]).status == 0)
        try #require(try cli.run(["rally", "A"]).status == 0)
        try cli.startRound()
        // Nothing written in the new round yet: the rally of the match is left alone.
        let undo = try cli.run(["undo"])
        #expect(undo.status == 65)
        #expect(undo.stderr.hasPrefix("error: nothing to undo: this device has written nothing to take back in 2026-11-21-lakeside-park-mike-phone\n"))
        #expect(try cli.run(["undo", "--match", "kim"]).stdout.hasPrefix("Undone: point A"))
    }

    /// A clock for `HYZER_NOW` at `time` on the test day (Pacific).
    static func at(_ time: String) -> [String: String] { ["HYZER_NOW": "2026-11-21T\(time):00-08:00"] }
}
