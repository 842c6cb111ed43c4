import Foundation
import Testing

/// Finishing is deliberate and reversible (issue 10, item 2): `finish` lists what is missing and
/// refuses without a terminal unless `--yes`; `reopen` cancels a finish; a finished round takes a
/// late correction that names its hole; rounds someone left early and abandoned rounds are counted
/// as every report says. The terminal question is in ``FinishInteractiveTests``, two devices in
/// ``FinishSyncTests``.
@Suite("finish and reopen, end to end")
struct FinishEndToEndTests {
    static let file = "rounds/2026-11-21-lakeside-park-mike-phone.round"

    /// The usual Lakeside round (Mike, Jake, guest Uncle Bob): Jake has every hole, Mike holes 2–6,
    /// Uncle Bob none, so 13 scores are missing.
    static func halfPlayedRound() throws -> CLIRunner {
        let cli = try CLIRunner.startedRound()
        for hole in 1...9 { try #require(try cli.run(["score", String(hole), "Jake", "par"]).status == 0) }
        for hole in 2...6 { try #require(try cli.run(["score", String(hole), "Mike", "3"]).status == 0) }
        return cli
    }

    static let missingList = """
        Not every hole has a score (13 missing):
          Mike: 1, 7–9
          Uncle Bob: 1–9

        """

    @Test func finishRefusesWithoutATerminalWhenHolesAreMissing() throws {
        let cli = try Self.halfPlayedRound()
        let before = try cli.read(Self.file)
        let result = try cli.run(["finish"])
        #expect(result.status == 1)
        #expect(result.stdout == Self.missingList)
        #expect(result.stderr == """
            not finished: 13 scores are missing and there is no terminal to ask; nothing written
            hint: to finish anyway (missing holes count as no-score), run `hyzer-text finish --yes`

            """)
        #expect(try cli.read(Self.file) == before)
        // Named round: the hint names it too.
        let named = try cli.run(["finish", "--round", "lakeside"])
        #expect(named.status == 1)
        #expect(named.stderr.hasSuffix("run `hyzer-text finish --round lakeside --yes`\n"))
        #expect(try cli.read(Self.file) == before)
    }

    @Test func finishYesFinishesAndMarksWhoLeftEarly() throws {
        let cli = try Self.halfPlayedRound()
        let result = try cli.run(["finish", "--yes"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == Self.missingList + """
            Finished rounds/2026-11-21-lakeside-park-mike-phone.round with 13 missing scores recorded as no-score.
              1  Jake                 E   28  F
              2  Mike                 E   15  left after 5
              -  Uncle Bob (guest)    -    -  did not play

            """)
        #expect(try cli.read(Self.file).hasSuffix("6 Mike 3 @mike-phone.14 by=Mike at=2026-11-21T18:00:00Z\nfinished 2026-11-21T10:00:00-08:00 @mike-phone.15 by=Mike\n"))
        #expect(try cli.run(["check"]).status == 0)
        let standings = try cli.run(["standings", "--round", "lakeside"])
        #expect(standings.stdout == """
            Lakeside Park · 2026-11-21 09:30 · finished 10:00
              1  Jake                 E   28  F
              2  Mike                 E   15  left after 5
              -  Uncle Bob (guest)    -    -  did not play

            """)
        let list = try cli.run(["round", "list"])
        #expect(list.stdout == "2026-11-21-lakeside-park-mike-phone  Lakeside Park  3 players  finished  winner Jake E\n")
    }

    @Test func finishingACompleteRoundAsksNothing() throws {
        let cli = try CLIRunner.scorebook()
        try cli.run(["course", "add", "Two", "--holes", "2"])
        try cli.run(["round", "start", "Two", "--players", "Mike"])
        try cli.run(["score", "Mike", "3"])
        cli.clock("10:05")
        try cli.run(["score", "Mike", "2"])
        let result = try cli.run(["finish"])
        #expect(result.status == 0)
        #expect(result.stdout == "Finished rounds/2026-11-21-two-mike-phone.round.\n  1  Mike     -1    5  F\n")
    }

    @Test func finishingAFinishedRoundSaysWhenByWhomAndHowToReopen() throws {
        let cli = try Self.halfPlayedRound()
        try #require(try cli.run(["finish", "--yes"]).status == 0)
        let before = try cli.read(Self.file)
        let again = try cli.run(["finish", "--round", "lakeside", "--yes"])
        #expect(again.status == 1)
        #expect(again.stdout == "")
        #expect(again.stderr == """
            rounds/2026-11-21-lakeside-park-mike-phone.round was already finished at 2026-11-21 10:00 by Mike
            hint: to play on, reopen it: `hyzer-text reopen --round 2026-11-21-lakeside-park-mike-phone`; a late correction needs no reopening: `hyzer-text score HOLE PLAYER STROKES --round 2026-11-21-lakeside-park-mike-phone`

            """)
        #expect(try cli.read(Self.file) == before)
    }

    @Test func reopenCancelsTheFinishWithAnAppendedLine() throws {
        let cli = try Self.halfPlayedRound()
        try #require(try cli.run(["finish", "--yes"]).status == 0)
        let finished = try cli.read(Self.file)
        let reopen = try cli.run(["reopen"])
        #expect(reopen.status == 0)
        #expect(reopen.stderr == "")
        #expect(reopen.stdout == """
            Reopened rounds/2026-11-21-lakeside-park-mike-phone.round (finished at 2026-11-21 10:00 by Mike): it takes scores again.
            Finish it with `hyzer-text finish` when the group is done.

            """)
        // Appended, nothing edited.
        #expect(try cli.read(Self.file) == finished + "reopened 2026-11-21T10:00:00-08:00 @mike-phone.16 by=Mike sup=mike-phone.15\n")
        #expect(try cli.run(["check"]).status == 0)
        // Active again: it takes scores as before the finish (the group has played holes 2–6, Jake and
        // Mike, most of it: it is on hole 7).
        let score = try cli.run(["score", "1", "Mike", "3"])
        #expect(score.status == 0, "\(score.stderr)")
        #expect(score.stdout.hasPrefix("Hole 1: Mike 3 (par)\n"))
        #expect(try cli.run(["round", "list"]).stdout.contains("active, hole 7"))
        let twice = try cli.run(["reopen", "--round", "lakeside"])
        #expect(twice.status == 1)
        #expect(twice.stderr == "rounds/2026-11-21-lakeside-park-mike-phone.round is not finished; there is nothing to reopen\n")
        // Finished again later: a new finished line; the reopened one stays as the record.
        let again = try cli.run(["finish", "--yes"])
        #expect(again.status == 0)
        let text = try cli.read(Self.file)
        #expect(text.hasSuffix("sup=mike-phone.15\n1 Mike 3 @mike-phone.17 by=Mike at=2026-11-21T18:00:00Z\nfinished 2026-11-21T10:00:00-08:00 @mike-phone.18 by=Mike\n"))
    }

    @Test func reopenWithoutAFinishedRound() throws {
        let cli = try CLIRunner.startedRound()
        let result = try cli.run(["reopen"])
        #expect(result.status == 66)
        #expect(result.stderr == """
            error: no finished round in this scorebook
            hint: `hyzer-text reopen` reopens the round finished most recently; name another with --round

            """)
    }

    @Test func aFinishedRoundTakesALateCorrectionThatNamesItsHole() throws {
        let cli = try Self.halfPlayedRound()
        try #require(try cli.run(["finish", "--yes"]).status == 0)
        // Found at the pub: Mike's 3 on hole 2 was a 4.
        let score = try cli.run(["score", "2", "Mike", "4", "--round", "lakeside"])
        #expect(score.status == 0, "\(score.stderr)")
        #expect(score.stderr == "")
        // Mike left early: he stays second whatever his hole 2, so the ranking, the result, is unchanged.
        #expect(score.stdout == """
            Hole 2: Mike 4 (bogey), corrected from 3
            This round was finished at 2026-11-21 10:00 by Mike: its result is unchanged.
            1.Jake E  2.Mike +1  Uncle Bob -

            """)
        let same = try cli.run(["score", "2", "Mike", "4", "--round", "lakeside"])
        #expect(same.stdout.contains("This round was finished at 2026-11-21 10:00 by Mike: its result is unchanged.\n"))
        let said = try cli.run(["say", "hole 7 Mike 4", "--round", "lakeside"])
        #expect(said.status == 0, "\(said.stderr)")
        #expect(said.stdout.contains("Saved hole 7: Mike 4 (par)\nThis round was finished at 2026-11-21 10:00 by Mike: this late score changes its result.\n"))
        // Still finished: nothing reopened it.
        #expect(try cli.run(["standings", "--round", "lakeside"]).stdout.hasPrefix("Lakeside Park · 2026-11-21 09:30 · finished 10:00\n"))
        #expect(try cli.run(["check"]).status == 0)
    }

    @Test func aFinishedRoundRefusesAScoreWithoutAHole() throws {
        let cli = try Self.halfPlayedRound()
        try #require(try cli.run(["finish", "--yes"]).status == 0)
        let before = try cli.read(Self.file)
        let score = try cli.run(["score", "Mike", "3", "--round", "lakeside"])
        #expect(score.status == 65)
        #expect(score.stdout == "")
        #expect(score.stderr == """
            error: this round was finished at 2026-11-21 10:00 by Mike, so a score for it must name its hole
            hint: to correct a score, name the hole: `hyzer-text score HOLE PLAYER STROKES --round 2026-11-21-lakeside-park-mike-phone`; to play on, reopen it: `hyzer-text reopen --round 2026-11-21-lakeside-park-mike-phone`

            """)
        let say = try cli.run(["say", "Mike 3", "--round", "lakeside"])
        #expect(say.status == 65)
        #expect(say.stderr.hasPrefix("error: this round was finished at 2026-11-21 10:00 by Mike, so a score for it must name its hole\n"))
        #expect(try cli.read(Self.file) == before)
    }

    @Test func resolvingOnAFinishedRoundSaysItChangesTheResult() throws {
        let cli = try Self.halfPlayedRound()
        try #require(try cli.run(["finish", "--yes"]).status == 0)
        // Jake's phone had hole 3 for Jake as a 4; merged in after the finish.
        try cli.append(Self.file, Array("3 Jake 4 @jake-phone.1 by=Jake at=2026-11-21T17:50:00Z\n".utf8))
        let result = try cli.run(["resolve", "3", "Jake", "4", "--round", "lakeside"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            Hole 3: Jake 4 (bogey), resolved by Mike (was 3 vs 4)
            This round was finished at 2026-11-21 10:00 by Mike: its result is unchanged.
            1.Jake +1  2.Mike E  Uncle Bob -

            """)
    }

    // MARK: - How reports count rounds someone left early

    /// A full round Mike won, and a two-hole round (rain) that was finished: abandoned.
    static func bookWithAnAbandonedRound() throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        try cli.write("rounds/2026-11-14-lakeside-park.round", """
            course Lakeside Park
            started 2026-11-14T10:00:00-08:00
            organizer Mike
            pars 3 3 3 3 3 3 4 3 3
            player Mike
            player Jake

            \((1...9).map { "\($0) Mike \($0 == 7 ? 4 : 3)\n\($0) Jake \($0 == 7 ? 4 : $0 <= 2 ? 4 : 3)\n" }.joined())\
            finished 2026-11-14T11:30:00-08:00

            """)
        try cli.write("rounds/2026-11-21-lakeside-park.round", """
            course Lakeside Park
            started 2026-11-21T10:00:00-08:00
            organizer Mike
            pars 3 3 3 3 3 3 4 3 3
            player Mike
            player Jake

            1 Mike 3
            1 Jake 3
            2 Mike 3
            2 Jake 3
            finished 2026-11-21T10:20:00-08:00 @mike-phone.1 by=Mike

            """)
        return cli
    }

    @Test func anAbandonedRoundIsNotAWin() throws {
        let cli = try Self.bookWithAnAbandonedRound()
        let mike = try cli.run(["stats", "Mike"])
        #expect(mike.status == 0, "\(mike.stderr)")
        #expect(mike.stdout.hasPrefix("""
            Mike · 2 rounds (1 complete) · 1 win · avg E
            Wins and head to head count rounds played to the last hole; left out: 1 abandoned round.

            """))
        #expect(mike.stdout.hasSuffix("""
            Head to head (W–L–T in rounds both played to the last hole)
            vs Jake     1 round   1–0–0  Jake averages 2 strokes more than Mike

            """))
        let group = try cli.run(["stats"])
        #expect(group.stdout.hasPrefix("""
            Stats · 2 rounds
            Wins count rounds played to the last hole; left out: 1 abandoned round.

            Player  Rounds  Wins   Avg  Best
            Jake         2     0  +2.0    +2  Lakeside Park 2026-11-14
            Mike         2     1     E     E  Lakeside Park 2026-11-14

            """))
        let json = try cli.run(["stats", "Mike", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let line = try #require((object["players"] as? [[String: Any]])?.first)
        #expect(line["wins"] as? Int == 1)
        #expect(line["sharedWins"] as? Int == 0)
        #expect(object["abandonedRounds"] as? Int == 1)
        let history = try cli.run(["history"])
        #expect(history.stdout == """
            Round       Course         Players  Winner                   Mike
            2026-11-21  Lakeside Park        2  abandoned after 2 holes    - E
            2026-11-14  Lakeside Park        2  winner Mike E              1 E

            """)
        let historyJSON = try cli.run(["history", "--json"])
        let rounds = try #require(try JSONSerialization.jsonObject(with: Data(historyJSON.stdout.utf8)) as? [[String: Any]])
        #expect(rounds.map { $0["status"] as? String } == ["abandoned", "finished"])
        #expect(rounds.map { ($0["winners"] as? [String]) ?? ["?"] } == [[], ["Mike"]])
        let show = try cli.run(["show", "2026-11-21"])
        #expect(show.stdout.hasPrefix("""
            Lakeside Park · 2026-11-21 10:00 · abandoned after 2 holes, no winner
            9 holes · par 28 · organizer Mike · 20m

             T1  Jake      E    6  left after 2
             T1  Mike      E    6  left after 2

            """), "\(show.stdout)")
        let card = try cli.run(["card", "--round", "2026-11-21"])
        #expect(card.stdout.contains("Abandoned after 2 holes: no winner"))
        let list = try cli.run(["round", "list"])
        #expect(list.stdout.contains("abandoned after 2 holes  no winner"))
    }
}
