import Testing

/// The group's hole (issue 17, item 1): a sentence without a hole goes to the earliest hole, from the
/// group's hole, that a named player still needs, and never past it; players who already have that
/// hole keep their score; a stray score ahead never moves the group, and the views name it.
@Suite("the group's hole, end to end")
struct GroupHoleEndToEndTests {
    static let lakeside = "rounds/2026-11-21-lakeside-park-mike-phone.round"

    /// A scorebook with a Lakeside Park round (9 holes, par 3 but hole 7 par 4) for Mike, Jake and Sarah.
    static func round() throws -> CLIRunner {
        try CLIRunner.startedRound(players: "Mike,Jake,Sarah", guests: [])
    }

    /// The score lines of the round file, without their metadata (`1 Mike 3`).
    static func scores(_ cli: CLIRunner) throws -> [String] {
        try cli.read(lakeside).split(separator: "\n").filter { $0.first?.isNumber == true }
            .map { $0.split(separator: " ").prefix { !$0.hasPrefix("@") }.joined(separator: " ") }
    }

    // MARK: - The issue's reproducers

    /// Mike holes out first on hole 2; the sentence for the rest of hole 2 goes to hole 2, and Mike's
    /// score said again is shown as "already 4" with no new line.
    @Test func theSentenceAfterAnEarlyScoreGoesToTheGroupsHole() throws {
        let cli = try Self.round()
        try cli.quietly(["say", "Mike 3 Jake 3 Sarah 3"])
        #expect(try cli.quietly(["score", "Mike", "4"]) == "Hole 2: Mike 4 (bogey)\nT1.Jake E  T1.Sarah E  3.Mike +1 ▼2\n")
        #expect(try cli.quietly(["say", "Mike 4 Jake 3 Sarah 2"]) == """
            Hole 2 (par 3):
              Mike ....... 4 (bogey, already 4)
              Jake ....... 3 (par)
              Sarah ...... 2 (birdie)
            Saved hole 2: Jake 3 (par), Sarah 2 (birdie)
            1.Sarah -1  2.Jake E ▼1  3.Mike +1
            Next: hole 3

            """)
        #expect(try Self.scores(cli) == ["1 Mike 3", "1 Jake 3", "1 Sarah 3", "2 Mike 4", "2 Jake 3", "2 Sarah 2"])
    }

    /// A double tap: `score Jake 2` twice puts the second ahead of the group and says so; the sentence
    /// for the hole then lands on the group's hole, not two holes ahead.
    @Test func aDoubleTapNeverMovesTheGroup() throws {
        let cli = try Self.round()
        #expect(try cli.quietly(["score", "Jake", "2"]) == "Hole 1: Jake 2 (birdie)\n1.Jake -1  Mike -  Sarah -\n")
        #expect(try cli.quietly(["score", "Jake", "2"]) == """
            Hole 2: Jake 2 (birdie) — ahead of the group, which is on hole 1
            1.Jake -2  Mike -  Sarah -
            Next: hole 1 (Jake already has hole 2)

            """)
        #expect(try cli.quietly(["standings"]).hasPrefix("Lakeside Park · 2026-11-21 09:30 · hole 1 of 9 next (Jake already has hole 2)\n"))
        #expect(try cli.quietly(["say", "Mike 3 Jake 2 Sarah 3"]) == """
            Hole 1 (par 3):
              Mike ....... 3 (par)
              Jake ....... 2 (birdie, already 2)
              Sarah ...... 3 (par)
            Saved hole 1: Mike 3 (par), Sarah 3 (par)
            1.Jake -2  T2.Mike E  T2.Sarah E
            Next: hole 2

            """)
        #expect(try Self.scores(cli) == ["1 Jake 2", "2 Jake 2", "1 Mike 3", "1 Sarah 3"])
    }

    // MARK: - Scores that differ are kept, and the fix is printed

    @Test func aDifferentScoreIsLeftUnchangedWithTheCommandThatWouldChangeIt() throws {
        let cli = try Self.round()
        try cli.quietly(["say", "Mike 3 Jake 3 Sarah 3"])
        try cli.quietly(["score", "Mike", "4"])
        #expect(try cli.quietly(["say", "Mike 5 Jake 3 Sarah 2"]) == """
            Hole 2 (par 3):
              Mike ....... 5 (double bogey) — has 4, left unchanged
              Jake ....... 3 (par)
              Sarah ...... 2 (birdie)
            Saved hole 2: Jake 3 (par), Sarah 2 (birdie)
            Mike already has 4 on hole 2, left unchanged; to make it 5: `hyzer-text score 2 Mike 5`
            If the sentence was for another hole, say it with the hole: `hyzer-text say "hole N …"`.
            1.Sarah -1  2.Jake E ▼1  3.Mike +1
            Next: hole 3

            """)
        #expect(try Self.scores(cli).suffix(3) == ["2 Mike 4", "2 Jake 3", "2 Sarah 2"])
    }

    @Test func nothingNewWhenEveryoneSaidAlreadyHasThatScore() throws {
        let cli = try Self.round()
        try cli.quietly(["score", "Mike", "3"])
        let before = try cli.read(Self.lakeside)
        // Jake is named without a score: the sentence is about hole 1, which Jake still needs.
        let same = try cli.run(["say", "Mike 3 Jake", "--yes"])
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout.hasSuffix("Nothing new: Mike already has this score on hole 1; nothing written.\n"))
        let different = try cli.run(["say", "Mike 4 Jake", "--yes"])
        #expect(different.status == 1)
        #expect(different.stdout.hasSuffix("""
            Mike already has 3 on hole 1, left unchanged; to make it 4: `hyzer-text score 1 Mike 4`
            If the sentence was for another hole, say it with the hole: `hyzer-text say "hole N …"`.

            """))
        #expect(different.stderr == "nothing new to record on hole 1; nothing written\nhint: to change a score, run the command shown above\n")
        #expect(try cli.read(Self.lakeside) == before)
    }

    // MARK: - Strays and gaps

    @Test func aStrayAheadIsNamedAndTheGroupStays() throws {
        let cli = try Self.round()
        try cli.quietly(["say", "Mike 3 Jake 3 Sarah 3"])
        try cli.quietly(["score", "6", "Jake", "3"])
        #expect(try cli.quietly(["standings"]).hasPrefix("Lakeside Park · 2026-11-21 09:30 · hole 2 of 9 next (Jake already has hole 6)\n"))
        #expect(try cli.quietly(["round", "list"]).contains("active, hole 2"))
        let live = try cli.run(["live"])
        #expect(live.stdout.hasPrefix("Lakeside Park · 2026-11-21 09:30 · hole 2 of 9 next (Jake already has hole 6)\n"))
        // The group moves on through its holes; Jake's 6 waits for it.
        for hole in 2...5 { try cli.quietly(["say", "hole \(hole) Mike 3 Jake 3 Sarah 3"]) }
        #expect(try cli.quietly(["standings"]).hasPrefix("Lakeside Park · 2026-11-21 09:30 · hole 6 of 9 next\n"))
        let sixth = try cli.quietly(["say", "Mike 2 Jake 3 Sarah 4"])
        #expect(sixth.hasPrefix("Hole 6 (par 3):\n  Mike ....... 2 (birdie)\n  Jake ....... 3 (par, already 3)\n"))
        #expect(sixth.hasSuffix("Next: hole 7\n"))
    }

    @Test func scorePlayerAheadOfTheGroupKeepsScoringTheirNextHole() throws {
        let cli = try Self.round()
        try cli.quietly(["score", "Sarah", "3"])
        #expect(try cli.quietly(["score", "Sarah", "2"]).hasPrefix("Hole 2: Sarah 2 (birdie) — ahead of the group, which is on hole 1\n"))
        #expect(try cli.quietly(["score", "Sarah", "4"]) == """
            Hole 3: Sarah 4 (bogey) — ahead of the group, which is on hole 1
            1.Sarah E  Jake -  Mike -
            Next: hole 1 (Sarah already has holes 2 and 3)

            """)
        // Mike's next hole is the group's.
        #expect(try cli.quietly(["score", "Mike", "3"]).hasPrefix("Hole 1: Mike 3 (par)\n"))
    }

    @Test func aGapBehindACompleteHoleIsNamedOnceAndNeverHoldsTheGroup() throws {
        let cli = try Self.round()
        try cli.quietly(["say", "Mike 3 Jake 3"])
        let second = try cli.quietly(["say", "hole 2 Mike 3 Jake 3 Sarah 3"])
        #expect(second.contains("Sarah has no score on hole 1 (add it with `hyzer-text score 1 Sarah STROKES`).\n"))
        #expect(try cli.quietly(["standings"]).hasPrefix("Lakeside Park · 2026-11-21 09:30 · hole 3 of 9 next\n"))
        // Sarah's next hole counts from the group's: hole 3, not the gap.
        #expect(try cli.quietly(["score", "Sarah", "3"]).hasPrefix("Hole 3: Sarah 3 (par)\n"))
    }
}
