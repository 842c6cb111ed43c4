import Testing

/// The smaller things a group hits at the point of entry (issue 17, item 5): a name said twice,
/// 11+ strokes after a confirmation, short names in `score` and `player`, `round alias`, and `score`
/// saying what is wrong with its words.
@Suite("entry details, end to end")
struct EntryDetailsEndToEndTests {
    static let file = "rounds/2026-11-21-lakeside-park-mike-phone.round"

    /// Lakeside Park (9 holes, par 3 but hole 7 par 4) for Mike, Jake, Sarah and the guest Tom O'Neil.
    static func round() throws -> CLIRunner {
        try CLIRunner.startedRound(players: "Mike,Jake,Sarah", guests: ["Tom O'Neil"])
    }

    static func scores(_ cli: CLIRunner) throws -> [String] {
        try cli.read(file).split(separator: "\n").filter { $0.first?.isNumber == true }
            .map { $0.split(separator: " ").prefix { !$0.hasPrefix("@") }.joined(separator: " ") }
    }

    @Test func aNameSaidTwiceKeepsTheLastAndSaysSo() throws {
        let cli = try Self.round()
        let result = try cli.run(["say", "Mike 3 Jake 4 Mike 4"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("""
            Hole 1 (par 3):
              Mike ....... 4 (bogey)
              Jake ....... 4 (bogey)
              (Mike said twice: 4 kept)
            Saved hole 1: Mike 4 (bogey), Jake 4 (bogey)

            """))
        // A correction of the same mention is no repeat.
        let corrected = try cli.run(["say", "Sarah 3, no wait, 2"])
        #expect(!corrected.stdout.contains("said twice"))
        #expect(try Self.scores(cli) == ["1 Mike 4", "1 Jake 4", "1 Sarah 2"])
    }

    // MARK: - 11 strokes or more

    @Test func scoreTakesElevenOrMoreOnlyWhenConfirmed() throws {
        let cli = try Self.round()
        let refused = try cli.run(["score", "Mike", "12"])
        #expect(refused.status == 1)
        #expect(refused.stdout == "")
        #expect(refused.stderr == """
            12 strokes is more than 10, far likelier a typo than a score; nothing written
            hint: if it is right, add --yes: `hyzer-text score Mike 12 --yes`

            """)
        #expect(try Self.scores(cli) == [])
        let saved = try cli.run(["score", "Mike", "12", "--yes"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.hasPrefix("Hole 1: Mike 12 (+9)\n"))
        // A hole takes at most 99, confirmed or not.
        let tooMany = try cli.run(["score", "Jake", "100", "--yes"])
        #expect(tooMany.status == 65)
        #expect(tooMany.stderr == "error: 100 strokes is more than a hole can take (at most 99)\nhint: a score is 1–10 strokes, or up to 99 once confirmed\n")
        #expect(try Self.scores(cli) == ["1 Mike 12"])
    }

    /// On a terminal, `score` asks; a yes records, anything else writes nothing.
    @Test func scoreAsksOnATerminal() throws {
        let cli = try Self.round()
        for (answer, lines) in [("n", [String]()), ("y", ["1 Mike 12"])] {
            let session = try TmuxSession([CLIRunner.binary.path, "-C", cli.directory.path, "score", "Mike", "12"],
                                          environment: ["HYZER_NOW": "2026-11-21T10:00:00-08:00"])
            defer { session.close() }
            try session.waitFor("Mike 12 strokes? That is more than 10. Record it? [y/N]")
            try session.send(answer, "Enter")
            let screen = try session.waitFor("[exited ")
            #expect(screen.contains(answer == "y" ? "Hole 1: Mike 12 (+9)" : "not recorded: nothing written"))
            #expect(try Self.scores(cli) == lines)
        }
    }

    @Test func sayTakesElevenOrMoreOnlyWithYes() throws {
        let cli = try Self.round()
        let refused = try cli.run(["say", "Jake 11 Sarah 3"])
        #expect(refused.status == 1)
        // The same rule and words as `score` (issue 31): never "must be 1–10" and then saved.
        #expect(refused.stderr == """
            Jake's 11 strokes is more than 10, far likelier a typo than a score; nothing written
            hint: a score is 1–10 strokes, or up to 99 once confirmed; if it is right, add --yes: `hyzer-text say "Jake 11 Sarah 3" --yes`

            """)
        #expect(refused.stdout.contains("  ? Jake ..... ?  11 strokes is more than 10, far likelier a typo than a score (heard \"Jake 11\")\n"))
        let alone = try cli.run(["say", "Jake eleven"])
        #expect(alone.status == 1)
        #expect(alone.stderr.hasPrefix("Jake's 11 strokes is more than 10, far likelier a typo than a score; nothing written\n"))
        #expect(alone.stdout.contains("\"eleven\" is 11 strokes, more than 10: far likelier a typo than a score (heard \"Jake eleven\")"))
        let saved = try cli.run(["say", "Jake 11 Sarah 3", "--yes"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.contains("Saved hole 1: Jake 11 (+8), Sarah 3 (par)\n"))
        #expect(try Self.scores(cli) == ["1 Jake 11", "1 Sarah 3"])
    }

    // MARK: - Short names

    @Test func aUniqueFirstNameOrStartOfANameWorksInScoreAndPlayer() throws {
        let cli = try Self.round()
        let tom = try cli.run(["score", "Tom", "3"])
        #expect(tom.status == 0, "\(tom.stderr)")
        #expect(tom.stdout.hasPrefix("Hole 1: Tom O'Neil 3 (par)\n"))
        #expect(try cli.run(["score", "sar", "4"]).stdout.hasPrefix("Hole 1: Sarah 4 (bogey)\n"))
        #expect(try Self.scores(cli) == ["1 Tom O'Neil 3", "1 Sarah 4"])
        let card = try cli.run(["player", "tom"])
        #expect(card.status == 0, "\(card.stderr)")
        #expect(card.stdout.hasPrefix("Tom O'Neil (guest) · Lakeside Park · 2026-11-21\n"))
    }

    @Test func aShortNameThatFitsSeveralPlayersIsNeverGuessed() throws {
        let cli = try CLIRunner.scorebook()
        try cli.startRound(players: "Mike,Jake,Jacob", guests: [])
        let result = try cli.run(["score", "Ja", "3"])
        #expect(result.status == 65)
        #expect(result.stderr == "error: \"Ja\" could be Jake or Jacob\nhint: type more of the name\n")
    }

    // MARK: - round alias

    @Test func roundAliasAddsAnAkaThatScoresMayUse() throws {
        let cli = try Self.round()
        try cli.run(["score", "Mike", "3"])
        let before = try cli.read(Self.file)
        let added = try cli.run(["round", "alias", "Tom", "Tommy"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout == "Tom O'Neil now answers to \"Tommy\" in \(Self.file)\n")
        // Only the guest's line changed; the score line is as it was.
        #expect(try cli.read(Self.file) == before.replacingOccurrences(of: "guest Tom O'Neil\n", with: "guest Tom O'Neil aka Tommy\n"))
        #expect(try cli.run(["score", "tommy", "4"]).stdout.hasPrefix("Hole 1: Tom O'Neil 4 (bogey)\n"))
        #expect(try cli.run(["say", "hole 2 Tommy 3"]).stdout.hasPrefix("Hole 2 (par 3):\n  Tom O'Neil ... 3 (par)\n"))
        let taken = try cli.run(["round", "alias", "Sarah", "Mike"])
        #expect(taken.status == 65)
        #expect(taken.stderr == "error: \"Mike\" is already Mike's name or alias in this round\nhint: an alias must point to one player; choose another\n")
        #expect(try cli.run(["check"]).status == 0)
    }

    // MARK: - What is wrong with the words

    @Test(arguments: [
        (["score", "-1", "Mike", "3"], Int32(65), "error: hole -1 does not exist; this round has 9 holes\nhint: holes are numbered 1–9\n"),
        (["score", "1", "Mike", "3", "4"], 64,
         "error: one number too many: 3 in \"Mike 3\" is not part of a name, and `score` takes one score\n"
            + "hint: usage: hyzer-text score [HOLE] PLAYER STROKES, e.g. `score 7 Mike 3`; for several players at once: `hyzer-text say \"Mike 3, Jake 4\"`\n"),
        (["score", "Mike", "0"], 65, "error: strokes must be at least 1, got 0\nhint: a score is at least 1 (an ace); a hole not played has no score\n"),
        // A signed number counts from par (issue 31): -3 on a par 3 is no score, never clamped.
        (["score", "Mike", "-3"], 65, "error: \"-3\" on hole 1 (par 3) would be 0 strokes; a score is at least 1\n"
            + "hint: on a par 3: ace 1, eagle 1, birdie 2, par 3, bogey 4, double 5, triple 6, or the strokes as a number\n"),
    ] as [([String], Int32, String)])
    func scoreSaysWhatIsWrong(arguments: [String], status: Int32, stderr: String) throws {
        let cli = try Self.round()
        let result = try cli.run(arguments)
        #expect(result.status == status)
        #expect(result.stdout == "")
        #expect(result.stderr == stderr)
        #expect(try Self.scores(cli) == [])
    }
}
