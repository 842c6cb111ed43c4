import Testing

/// The group's hole (issue 17, item 1; issue 31): the hole after the last one most of the group has
/// played; a stray score ahead never moves the group, and the views name it. Without a hole number a
/// score goes to the hole it was played on (docs/FORMAT.md, "Which hole a score goes to"), so every
/// command here runs at its own time (a hole takes minutes, a sentence said twice seconds).
@Suite("the group's hole, end to end")
struct GroupHoleEndToEndTests {
    static let lakeside = "rounds/2026-11-21-lakeside-park-mike-phone.round"

    /// A scorebook with a Lakeside Park round (9 holes, par 3 but hole 7 par 4) for Mike, Jake and Sarah.
    static func round() throws -> CLIRunner {
        try CLIRunner.startedRound(players: "Mike,Jake,Sarah", guests: [])
    }

    /// The clock at `time` (hours and minutes, or with seconds) on the round's day.
    static func at(_ time: String) -> [String: String] {
        ["HYZER_NOW": "2026-11-21T\(time)\(time.count == 5 ? ":00" : "")-08:00"]
    }

    /// The score lines of the round file, without their metadata (`1 Mike 3`).
    static func scores(_ cli: CLIRunner) throws -> [String] {
        try cli.read(lakeside).split(separator: "\n").filter { $0.first?.isNumber == true }
            .map { $0.split(separator: " ").prefix { !$0.hasPrefix("@") }.joined(separator: " ") }
    }

    // MARK: - Early scores and double taps

    /// Mike holes out first on hole 2; the sentence for the rest of hole 2 goes to hole 2, and Mike's
    /// score said again is shown as "already 4" with no new line.
    @Test func theSentenceAfterAnEarlyScoreGoesToTheGroupsHole() throws {
        let cli = try Self.round()
        try cli.quietly(["say", "Mike 3 Jake 3 Sarah 3"], environment: Self.at("10:00"))
        #expect(try cli.quietly(["score", "Mike", "4"], environment: Self.at("10:04")) == "Hole 2: Mike 4 (bogey)\nT1.Jake E  T1.Sarah E  3.Mike +1 ▼2\n")
        #expect(try cli.quietly(["say", "Mike 4 Jake 3 Sarah 2"], environment: Self.at("10:07")) == """
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

    /// A double tap: `score Jake 2` twice seconds apart writes the score once; the sentence for the
    /// hole then lands on the group's hole.
    @Test func aDoubleTapIsRecordedOnceAndNeverMovesTheGroup() throws {
        let cli = try Self.round()
        #expect(try cli.quietly(["score", "Jake", "2"], environment: Self.at("10:00")) == "Hole 1: Jake 2 (birdie)\n1.Jake -1  Mike -  Sarah -\n")
        #expect(try cli.quietly(["score", "Jake", "2"], environment: Self.at("10:00:08"))
                == "Hole 1: Jake already has 2 (birdie), recorded 8 s ago; nothing written.\n")
        #expect(try cli.quietly(["standings"]).hasPrefix("Lakeside Park · 2026-11-21 09:30 · hole 1 of 9 next\n"))
        #expect(try cli.quietly(["say", "Mike 3 Jake 2 Sarah 3"], environment: Self.at("10:03")) == """
            Hole 1 (par 3):
              Mike ....... 3 (par)
              Jake ....... 2 (birdie, already 2)
              Sarah ...... 3 (par)
            Saved hole 1: Mike 3 (par), Sarah 3 (par)
            1.Jake -1  T2.Mike E  T2.Sarah E
            Next: hole 2

            """)
        #expect(try Self.scores(cli) == ["1 Jake 2", "1 Mike 3", "1 Sarah 3"])
    }

    // MARK: - A score that differs is a question, never a silent correction

    @Test func aSentenceThatContradictsAnEarlyScoreIsAQuestion() throws {
        let cli = try Self.round()
        try cli.quietly(["say", "Mike 3 Jake 3 Sarah 3"], environment: Self.at("10:00"))
        try cli.quietly(["score", "Mike", "4"], environment: Self.at("10:04"))
        let before = try cli.read(Self.lakeside)
        let said = try cli.run(["say", "Mike 5 Jake 3 Sarah 2"], environment: Self.at("10:07"))
        #expect(said.status == 1)
        #expect(said.stdout == "")
        #expect(said.stderr == """
            The group's hole, 2, has other scores (Mike 4): this is a correction of them, or a later hole. "Mike 5 Jake 3 Sarah 2" could be hole 2 (a correction of Mike) or hole 3 (a later hole); nothing written
            hint: name its hole: `hyzer-text say "hole 2 Mike 5 Jake 3 Sarah 2"` or `hyzer-text say "hole 3 Mike 5 Jake 3 Sarah 2"`

            """)
        #expect(try cli.read(Self.lakeside) == before)
    }

    @Test func alreadyRecordedWhenEveryoneSaidHasThatScoreSecondsAgo() throws {
        let cli = try Self.round()
        try cli.quietly(["score", "Mike", "3"], environment: Self.at("10:00"))
        let before = try cli.read(Self.lakeside)
        // Jake is named without a score: only Mike's 3 is placed.
        let same = try cli.run(["say", "Mike 3 Jake", "--yes"], environment: Self.at("10:00:20"))
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout.hasSuffix("Already recorded on hole 1 (20 s ago): nothing written.\n"))
        let different = try cli.run(["say", "Mike 4 Jake", "--yes"], environment: Self.at("10:00:30"))
        #expect(different.status == 1)
        #expect(different.stderr.hasPrefix("Hole 1 was scored 30 s ago with other scores: this is a correction of it, or the next hole."))
        #expect(try cli.read(Self.lakeside) == before)
    }

    // MARK: - Strays and gaps

    @Test func aStrayAheadIsNamedAndTheGroupStays() throws {
        let cli = try Self.round()
        try cli.quietly(["say", "Mike 3 Jake 3 Sarah 3"], environment: Self.at("10:00"))
        try cli.quietly(["score", "6", "Jake", "3"], environment: Self.at("10:01"))
        #expect(try cli.quietly(["standings"]).hasPrefix("Lakeside Park · 2026-11-21 09:30 · hole 2 of 9 next (Jake already has hole 6)\n"))
        #expect(try cli.quietly(["round", "list"]).contains("active, hole 2"))
        let live = try cli.run(["live"])
        #expect(live.stdout.hasPrefix("Lakeside Park · 2026-11-21 09:30 · hole 2 of 9 next (Jake already has hole 6)\n"))
        // The group moves on through its holes; Jake's 6 waits for it.
        for hole in 2...5 { try cli.quietly(["say", "hole \(hole) Mike 3 Jake 3 Sarah 3"], environment: Self.at("10:\(hole * 8 - 8)")) }
        #expect(try cli.quietly(["standings"]).hasPrefix("Lakeside Park · 2026-11-21 09:30 · hole 6 of 9 next\n"))
        let sixth = try cli.quietly(["say", "Mike 2 Jake 3 Sarah 4"], environment: Self.at("10:40"))
        #expect(sixth.hasPrefix("Hole 6 (par 3):\n  Mike ....... 2 (birdie)\n  Jake ....... 3 (par, already 3)\n"))
        #expect(sixth.hasSuffix("Next: hole 7\n"))
    }

    @Test func aPlayerAheadOfTheGroupIsAskedWhichHole() throws {
        let cli = try Self.round()
        try cli.quietly(["score", "Sarah", "3"], environment: Self.at("10:00"))
        let ahead = try cli.run(["score", "Sarah", "2"], environment: Self.at("10:05"))
        #expect(ahead.status == 1)
        #expect(ahead.stderr.hasSuffix("hint: name its hole: `hyzer-text score 1 Sarah 2` or `hyzer-text score 2 Sarah 2`\n"), "\(ahead.stderr)")
        #expect(try cli.quietly(["score", "2", "Sarah", "2"], environment: Self.at("10:05:10"))
                .hasPrefix("Hole 2: Sarah 2 (birdie)\n"))
        // Mike's score goes to the group's hole.
        #expect(try cli.quietly(["score", "Mike", "3"], environment: Self.at("10:06")).hasPrefix("Hole 1: Mike 3 (par)\n"))
    }

    @Test func aGapIsNamedAtOnceAndNeverHoldsTheGroup() throws {
        let cli = try Self.round()
        let first = try cli.quietly(["say", "Mike 3 Jake 3"], environment: Self.at("10:00"))
        #expect(first.contains("Sarah has no score on hole 1 (add it with `hyzer-text score 1 Sarah STROKES`).\nNext: hole 2\n"), "\(first)")
        let second = try cli.quietly(["say", "hole 2 Mike 3 Jake 3 Sarah 3"], environment: Self.at("10:08"))
        #expect(!second.contains("no score on hole 1"))
        #expect(try cli.quietly(["standings"]).hasPrefix("Lakeside Park · 2026-11-21 09:30 · hole 3 of 9 next\n"))
        // Sarah's score without a hole could be the gap or the group's hole: asked, not guessed.
        let sarah = try cli.run(["score", "Sarah", "3"], environment: Self.at("10:12"))
        #expect(sarah.status == 1)
        #expect(sarah.stderr.hasSuffix("hint: name its hole: `hyzer-text score 1 Sarah 3` or `hyzer-text score 3 Sarah 3`\n"), "\(sarah.stderr)")
    }
}
