import Testing

@Suite("score and standings, end to end")
struct ScoringEndToEndTests {
    @Test func scoringAHoleShowsWhoMoved() throws {
        let cli = try CLIRunner.scorebook()
        try cli.run(["round", "start", "Cedar Creek", "--players", "Mike,Jake,Sarah", "--at", "2026-11-21T09:30:00-08:00"])
        try cli.run(["score", "Mike", "3"])
        try cli.run(["score", "Jake", "2"])
        let result = try cli.run(["score", "Sarah", "2"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
        Hole 1: Sarah 2 (birdie)
        T1.Jake -1  T1.Sarah -1  3.Mike E ▼1
        Next: hole 2

        """)
    }

    @Test func autoAdvanceCorrectionsAndGolfTerms() throws {
        let cli = try CLIRunner.startedRound()
        let steps: [([String], String)] = [
            (["score", "Mike", "3"], "Hole 1: Mike 3 (par)\n1.Mike E  Jake -  Uncle Bob -\n"),
            // Most of the group has hole 1: the next hole is 2 (Uncle Bob's score said now still goes to 1).
            (["score", "jake", "birdie"], "Hole 1: Jake 2 (birdie)\n1.Jake -1  2.Mike E ▼1  Uncle Bob -\nNext: hole 2\n"),
            (["score", "uncle", "bob", "bogey"], "Hole 1: Uncle Bob 4 (bogey)\n1.Jake -1  2.Mike E  3.Uncle Bob +1\nNext: hole 2\n"),
            (["score", "Mike", "2"], "Hole 2: Mike 2 (birdie)\nT1.Jake -1  T1.Mike -1 ▲1  3.Uncle Bob +1\n"),
            (["score", "1", "Mike", "2"], "Hole 1: Mike 2 (birdie), corrected from 3\n1.Mike -2  2.Jake -1 ▼1  3.Uncle Bob +1\n"),
            (["score", "1", "Mike", "ace"], "Hole 1: Mike 1 (ace), corrected from 2\n1.Mike -3  2.Jake -1  3.Uncle Bob +1\n"),
            (["score", "1", "Mike", "1"], "Hole 1: Mike 1 (ace), already 1\n1.Mike -3  2.Jake -1  3.Uncle Bob +1\n"),
            // Hole 7 is a stray ahead: the group stays on hole 2 (only Mike has it), so nobody is left behind.
            (["score", "7", "Uncle", "Bob", "double"], "Hole 7: Uncle Bob 6 (double bogey)\n1.Mike -3  2.Jake -1  3.Uncle Bob +3\n"),
            (["score", "5", "Jake", "10", "--round", "2026-11-21"], "Hole 5: Jake 10 (+7)\n1.Mike -3  2.Uncle Bob +3 ▲1  3.Jake +6 ▼1\n"),
        ]
        for (arguments, stdout) in steps {
            // Hole 2 is scored minutes after hole 1 (seconds after, a score that differs would be a
            // question: a correction of hole 1, or hole 2?).
            if arguments == ["score", "Mike", "2"] { cli.clock("10:06") }
            let result = try cli.run(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.stderr == "", "\(arguments)")
            #expect(result.stdout == stdout, "\(arguments)")
        }
        #expect(try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round").hasSuffix("""
            guest Uncle Bob

            1 Mike 3 @mike-phone.1 by=Mike at=2026-11-21T18:00:00Z
            1 Jake 2 @mike-phone.2 by=Mike at=2026-11-21T18:00:00Z
            1 Uncle Bob 4 @mike-phone.3 by=Mike at=2026-11-21T18:00:00Z
            2 Mike 2 @mike-phone.4 by=Mike at=2026-11-21T18:06:00Z
            1 Mike 2 @mike-phone.5 by=Mike at=2026-11-21T18:06:00Z sup=mike-phone.1
            1 Mike 1 @mike-phone.6 by=Mike at=2026-11-21T18:06:00Z sup=mike-phone.5
            1 Mike 1 @mike-phone.7 by=Mike at=2026-11-21T18:06:00Z sup=mike-phone.6
            7 Uncle Bob 6 @mike-phone.8 by=Mike at=2026-11-21T18:06:00Z
            5 Jake 10 @mike-phone.9 by=Mike at=2026-11-21T18:06:00Z

            """))
    }

    @Test func theLastMissingScoreSaysTheRoundIsComplete() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("courses/two.course", "course Two\nholes 2\npar 3\n")
        try cli.startRound(course: "Two", guests: [])
        try cli.run(["score", "Mike", "3"])
        try cli.run(["score", "Jake", "4"])
        cli.clock("10:07")
        try cli.run(["score", "Mike", "3"])
        let last = try cli.run(["score", "Jake", "2"])
        #expect(last.status == 0)
        #expect(last.stdout == """
            Hole 2: Jake 2 (birdie)
            T1.Jake E ▲1  T1.Mike E
            Every player has every hole: the round is complete. Finish it with `hyzer-text finish`.

            """)
        // A correction afterwards does not repeat it.
        let correction = try cli.run(["score", "1", "Jake", "5"])
        #expect(correction.stdout == "Hole 1: Jake 5 (double bogey), corrected from 4\n1.Mike E  2.Jake +1 ▼1\n")
        let finish = try cli.run(["finish"])
        #expect(finish.stdout == "Finished rounds/2026-11-21-two-mike-phone.round.\n  1  Mike      E    6  F\n  2  Jake     +1    7  F\n")
    }

    @Test func aHandTypedLineIsReadLikeOneTheToolWrote() throws {
        let cli = try CLIRunner.startedRound()
        try cli.run(["score", "Mike", "3"])
        try cli.append("rounds/2026-11-21-lakeside-park-mike-phone.round", Array("1   jake 4   # typed on the card\n".utf8))
        let check = try cli.run(["check"])
        #expect(check.status == 0)
        #expect(check.stdout == "" && check.stderr == "")
        let score = try cli.run(["score", "Uncle Bob", "3"])
        #expect(score.stdout == "Hole 1: Uncle Bob 3 (par)\nT1.Mike E  T1.Uncle Bob E  3.Jake +1 ▼1\nNext: hole 2\n")
        // Scoring Jake again corrects the hand-typed line (this device's own line).
        let correction = try cli.run(["score", "1", "Jake", "3"])
        #expect(correction.stdout == "Hole 1: Jake 3 (par), corrected from 4\nT1.Jake E ▲2  T1.Mike E  T1.Uncle Bob E\n")
        #expect(try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round").hasSuffix(
            "1   jake 4   # typed on the card\n1 Uncle Bob 3 @mike-phone.2 by=Mike at=2026-11-21T18:00:00Z\n"
            + "1 Jake 3 @mike-phone.3 by=Mike at=2026-11-21T18:00:00Z sup=~\(handTypedJake4)\n"))
    }

    /// `EventID.handTyped(hole: 1, player: "Jake", strokes: 4, occurrence: 0)` without the `~`.
    let handTypedJake4 = HandTypedID.hex(hole: 1, player: "Jake", strokes: 4)

    @Test func errorsChangeNothing() throws {
        let cli = try CLIRunner.startedRound()
        try cli.run(["score", "Mike", "3"])
        let before = try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round")
        let cases: [([String], Int32, String)] = [
            (["score", "Mkie", "3"], 65,
             "error: no player \"Mkie\" in this round\nhint: did you mean \"Mike\"? players: Mike, Jake, Uncle Bob (the player list is frozen once a round starts)\n"),
            (["score", "Sarah", "3"], 65,
             "error: no player \"Sarah\" in this round\nhint: players: Mike, Jake, Uncle Bob (the player list is frozen once a round starts)\n"),
            // More than 10 is recorded only after a confirmation (EntryDetailsEndToEndTests records it).
            (["score", "Jake", "11"], 1, "11 strokes is more than 10, far likelier a typo than a score; nothing written\n"
                + "hint: if it is right, add --yes: `hyzer-text score Jake 11 --yes`\n"),
            (["score", "Jake", "100"], 65, "error: 100 strokes is more than a hole can take (at most 99)\nhint: a score is 1–10 strokes, or up to 99 once confirmed\n"),
            (["score", "Jake", "0"], 65, "error: strokes must be at least 1, got 0\nhint: a score is at least 1 (an ace); a hole not played has no score\n"),
            (["score", "10", "Jake", "3"], 65, "error: hole 10 does not exist; this round has 9 holes\nhint: holes are numbered 1–9\n"),
            (["score", "0", "Jake", "3"], 65, "error: hole 0 does not exist; this round has 9 holes\nhint: holes are numbered 1–9\n"),
            (["score", "Jake", "eleven"], 1, "\"eleven\" is 11 strokes, more than 10: far likelier a typo than a score; nothing written\n"
                + "hint: if it is right, add --yes: `hyzer-text score Jake eleven --yes`\n"),
            (["score", "Jake", "lots"], 64, "error: \"lots\" is not a number of strokes\nhint: give 1–10 (as digits or a word: three), a golf term: ace, eagle, birdie, par, bogey, double, triple, or strokes from par: -1, +2\n"),
            (["score", "3", "4"], 64,
             "error: \"3\" is not a player name\nhint: usage: hyzer-text score [HOLE] PLAYER STROKES, e.g. `score 7 Mike 3`\n"),
            (["score", "Jake"], 64,
             "error: `hyzer-text score` needs more arguments\nhint: usage: hyzer-text score [HOLE] PLAYER STROKES [TOKEN…] [--round R] [--yes]\n"),
            (["score", "Jake", "3", "--round", "2025"], 66,
             "error: no round matches \"2025\"\nhint: list rounds with `hyzer-text round list`\n"),
        ]
        for (arguments, status, stderr) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr == stderr, "\(arguments)")
        }
        #expect(try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round") == before)
    }

    @Test func aFriendsCloneScoresIntoTheRoundSomeoneElseStarted() throws {
        let cli = try CLIRunner.startedRound()
        try cli.run(["score", "Mike", "3"])
        // Same files, another device (as after a clone): re-init sets up only the identity.
        try cli.run(["init", "--name", "Jake", "--device", "jake-phone"])
        let result = try cli.run(["score", "Jake", "4"])
        #expect(result.status == 0)
        #expect(result.stdout == "Hole 1: Jake 4 (bogey)\n1.Mike E  2.Jake +1  Uncle Bob -\nNext: hole 2\n")
        #expect(try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round").hasSuffix("1 Jake 4 @jake-phone.1 by=Jake at=2026-11-21T18:00:00Z\n"))
        // Jake's device disagreeing about Mike's score is a discrepancy for Mike, the organizer, to
        // settle, not a silent overwrite; the first line says so.
        let disagree = try cli.run(["score", "1", "Mike", "4"])
        #expect(disagree.status == 0)
        #expect(disagree.stdout == "Hole 1: Mike 4 (bogey), recorded beside Mike's 3 from mike-phone: the organizer, Mike, settles it; "
                + "4 counts until then\nT1.Jake +1 ▲1  T1.Mike +1 !  Uncle Bob -\n")
        #expect(disagree.stderr == "")
    }
}

/// The hex digits of a hand-typed line's identity, computed the way the library documents it (FNV-1a
/// 64 of `hole|player-lowercased|strokes|occurrence`, low 40 bits), independently of the library.
enum HandTypedID {
    static func hex(hole: Int, player: String, strokes: Int, occurrence: Int = 0) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(hole)|\(player.lowercased())|\(strokes)|\(occurrence)".utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let hex = String(hash & 0xff_ffff_ffff, radix: 16)
        return String(repeating: "0", count: 10 - hex.count) + hex
    }
}
