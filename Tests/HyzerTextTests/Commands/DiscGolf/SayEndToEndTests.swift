import Testing

/// `hyzer-text say` without a terminal (scripts, pipes): what it prints, what it writes, its exit codes.
@Suite("say, end to end")
struct SayEndToEndTests {
    /// A scorebook with a Cedar Creek round (18 holes, hole 4 par 4) for Mike, Jake and Sarah and the
    /// guest Uncle Bob.
    static func round() throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        let started = try cli.run(["round", "start", "Cedar Creek", "--players", "Mike,Jake,Sarah", "--guest", "Uncle Bob",
                                   "--at", "2026-11-21T09:30:00-08:00"])
        #expect(started.status == 0, "\(started.stderr)")
        return cli
    }

    static let roundFile = "rounds/2026-11-21-cedar-creek-mike-phone.round"

    /// The score lines of the round file.
    static func scoreLines(_ cli: CLIRunner) throws -> [String] {
        try cli.read(roundFile).split(separator: "\n").map(String.init).filter { $0.first?.isNumber == true }
    }

    @Test func aFullUnderstandingIsSavedAtOnce() throws {
        let cli = try Self.round()
        let result = try cli.run(["say", "Mike 3, Jake for, Sarah's a birdie, Bob double bogey"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
        Hole 1 (par 3):
          Mike ...................... 3 (par)
          Jake ...................... 4 (bogey)
          Sarah ..................... 2 (birdie)
          Uncle Bob (heard "Bob") ... 5 (double bogey)
        Saved hole 1: Mike 3 (par), Jake 4 (bogey), Sarah 2 (birdie), Uncle Bob (heard "Bob") 5 (double bogey)
        1.Sarah -1  2.Mike E  3.Jake +1  4.Uncle Bob +2
        Next: hole 2

        """)
        #expect(try Self.scoreLines(cli) == [
            "1 Mike 3 @mike-phone.1 by=Mike at=2026-11-21T18:00:00Z",
            "1 Jake 4 @mike-phone.2 by=Mike at=2026-11-21T18:00:00Z",
            "1 Sarah 2 @mike-phone.3 by=Mike at=2026-11-21T18:00:00Z",
            "1 Uncle Bob 5 @mike-phone.4 by=Mike at=2026-11-21T18:00:00Z",
        ])
    }

    @Test func theSentenceNeedsNoQuotes() throws {
        let cli = try Self.round()
        let result = try cli.run(["say", "hole", "4", "Mike", "par"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.scoreLines(cli) == ["4 Mike 4 @mike-phone.1 by=Mike at=2026-11-21T18:00:00Z"])
        // The hole was named, so there is no "Next:" line.
        #expect(result.stdout.hasSuffix("Saved hole 4: Mike 4 (par)\n1.Mike E  Jake -  Sarah -  Uncle Bob -\n"))
    }

    @Test func aRepeatedSayIsACorrectionOfTheSameDevice() throws {
        let cli = try Self.round()
        try cli.run(["say", "Mike 3 Jake 3"])
        // A correction names its hole, and a script confirms it with --yes (EntryEndToEndTests has the refusal).
        let result = try cli.run(["say", "hole 1, Mike 4, no wait, Mike 2", "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        // The confirmation already says which scores it corrects, before anything is written.
        #expect(result.stdout.hasPrefix("Hole 1 (par 3):\n  Mike ....... 2 (birdie) — corrects 3\n"))
        #expect(result.stdout.contains("Saved hole 1: Mike 2 (birdie, corrected from 3)\n"))
        #expect(try Self.scoreLines(cli).last == "1 Mike 2 @mike-phone.3 by=Mike at=2026-11-21T18:00:00Z sup=mike-phone.1")
    }

    @Test func aPartialUnderstandingIsRefusedWithoutYes() throws {
        let cli = try Self.round()
        let before = try cli.read(Self.roundFile)
        let result = try cli.run(["say", "Mike 3, Jake 4, Steve 5"])
        #expect(result.status == 1)
        #expect(result.stdout == """
        Hole 1 (par 3):
          Mike ........ 3 (par)
          Jake ........ 4 (bogey)
          ? "Steve" ... 5 (double bogey)  no such player

        """)
        #expect(result.stderr == """
        understood only part of the sentence (1 ? fragment); nothing written
        hint: pass --yes to record the 2 scores understood, or say it again

        """)
        #expect(try cli.read(Self.roundFile) == before)
    }

    @Test func yesSavesWhatWasUnderstood() throws {
        let cli = try Self.round()
        let result = try cli.run(["say", "Mike 3, Jake 12, Sarah", "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        // --yes also confirms Jake's 12 (more than 10 is taken only after a confirmation).
        #expect(result.stdout == """
        Hole 1 (par 3):
          Mike ....... 3 (par)
          Jake ....... 12 (+9)
          ? Sarah .... ?  no score heard
        Saved hole 1: Mike 3 (par), Jake 12 (+9)
        1.Mike E  2.Jake +9  Sarah -  Uncle Bob -

        """)
        #expect(try Self.scoreLines(cli).count == 2)
    }

    @Test func yesWithNothingUnderstoodWritesNothing() throws {
        let cli = try Self.round()
        let result = try cli.run(["say", "Steve 4", "--yes"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("no score to record; nothing written\n"))
        #expect(try Self.scoreLines(cli).isEmpty)
    }

    @Test func totalFailureSaysSoAndSuggestsScore() throws {
        let cli = try Self.round()
        let result = try cli.run(["say", "what a throw"])
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr == """
        error: could not understand "what a throw": no player and score heard
        hint: say each player's name and score ("Mike 3, Jake 4"), or score one player with `hyzer-text score PLAYER STROKES`

        """)
    }

    @Test func outOfRangeIsRejectedNeverClamped() throws {
        let cli = try Self.round()
        let result = try cli.run(["say", "Mike zero"])
        #expect(result.status == 65)
        #expect(result.stdout == "Hole 1 (par 3):\n  ? Mike ..... ?  \"zero\" is 0 strokes; a score is at least 1 (heard \"Mike zero\")\n")
        #expect(result.stderr.hasPrefix(
            "error: could not understand \"Mike zero\": no score a hole can take heard (1–10 strokes, or up to 99 once confirmed)\n"))
        #expect(try Self.scoreLines(cli).isEmpty)
    }

    @Test(arguments: [("Mike 3 Jake 4", Int32(0)), ("Mike 3 Steve 4", 1), ("nothing here", 65)])
    func dryRunWritesNothing(_ sentence: String, _ status: Int32) throws {
        let cli = try Self.round()
        let before = try cli.read(Self.roundFile)
        let result = try cli.run(["say", sentence, "--dry-run"])
        #expect(result.status == status)
        if status != 65 { #expect(result.stdout.hasSuffix("Dry run: nothing written.\n")) }
        #expect(try cli.read(Self.roundFile) == before)
    }

    @Test func jsonDryRun() throws {
        let cli = try Self.round()
        // Three mentions of Mike (exact, typo, sound-alike): the last one counts.
        let result = try cli.run(["say", "hole 4: Mike's a birdie, Mkie 4, Mik 2", "--dry-run", "--json"])
        #expect(result.status == 0)
        #expect(result.stdout == """
        {
          "sentence": "hole 4: Mike's a birdie, Mkie 4, Mik 2",
          "outcome": "success",
          "failure": null,
          "hole": 4,
          "par": 4,
          "holeSpoken": true,
          "scores": [
            {
              "player": "Mike",
              "strokes": 2,
              "name": "eagle",
              "heard": "Mik 2",
              "match": "soundsAlike",
              "correctedFrom": null,
              "kept": null
            }
          ],
          "unresolved": [],
          "ignored": [],
          "repeated": [
            "Mike"
          ],
          "written": false,
          "standings": null
        }

        """)
    }

    @Test func jsonAfterSaving() throws {
        let cli = try Self.round()
        let result = try cli.run(["say", "Sarah 2, Steve 3", "--json", "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("""
          "unresolved": [
            {
              "problem": "unknownName",
              "heard": "Steve 3",
              "name": "Steve",
              "candidates": [],
              "strokes": 3,
              "rejected": null
            }
          ],
        """))
        #expect(result.stdout.contains("\"written\": true"))
        #expect(result.stdout.contains("\"player\": \"Sarah\",\n      \"guest\": false,\n      \"strokes\": 2"))
    }

    @Test func holeOption() throws {
        let cli = try Self.round()
        #expect(try cli.run(["say", "Mike 3", "--hole", "5"]).status == 0)
        #expect(try Self.scoreLines(cli) == ["5 Mike 3 @mike-phone.1 by=Mike at=2026-11-21T18:00:00Z"])
        let clash = try cli.run(["say", "hole 6 Mike 3", "--hole", "5"])
        #expect(clash.status == 64)
        #expect(clash.stderr.hasPrefix("error: the sentence says hole 6 but --hole says 5\n"))
        #expect(try cli.run(["say", "Mike 3", "--hole", "19"]).status == 64)
        let spoken = try cli.run(["say", "hole 30 Mike 3"])
        #expect(spoken.status == 65)
        #expect(spoken.stderr.contains("hole 30 does not exist; this round has 18 holes"))
    }

    @Test func scorebookAliasesAreUsed() throws {
        let cli = try Self.round()
        try cli.write("aliases", "# nicknames\nJake aka Jakey, The Hammer\nnot a line\n")
        let result = try cli.run(["say", "the hammer 4, jakey's a 3"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Saved hole 1: Jake 3 (par)\n"))
        #expect(result.stderr.hasPrefix("aliases:3:1: warning: expected `NAME aka ALIAS, ALIAS`\n"))
    }

    @Test func aFinishedRoundTakesOnlyScoresThatNameTheirHole() throws {
        let cli = try Self.round()
        try cli.run(["finish", "--yes"])
        let result = try cli.run(["say", "Mike 3", "--round", "2026-11-21"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("so a score for it must name its hole"))
        let late = try cli.run(["say", "Mike 3", "--hole", "2", "--round", "2026-11-21"])
        #expect(late.status == 0, "\(late.stderr)")
        #expect(late.stdout.contains("This round was finished at 2026-11-21 10:00 by Mike: this late score changes its result.\n"))
    }

    @Test func helpShowsTheLanguageAndExitCodes() throws {
        let cli = try CLIRunner()
        let result = try cli.run(["say", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Record a hole from one spoken sentence"))
        #expect(result.stdout.contains("Usage: hyzer-text say SENTENCE [--hole H] [--round R] [--dry-run] [--json] [--yes]"))
        #expect(result.stdout.contains("Exit codes: 0 saved"))
    }
}
