import Testing
import TestSupport
@testable import HyzerFormat

@Suite("round summary")
struct RoundSummaryTests {
    let summary = RoundSummary(card: Scorecard(round: ReportFixtures.round(ReportFixtures.cedar)), name: "2026-11-21-cedar-creek")

    @Test func ranksWithTiesAndUnplayedHoles() {
        // Mike 2+3+5 (disputed 4/5 counts high) = 10 on par 10: E, tied with Sarah.
        #expect(summary.rows.map(\.player) == ["Jake", "Mike", "Sarah", "Nate", "Bob"])
        #expect(summary.rows.map(\.positionText) == ["1", "T2", "T2", "4", "5"])
        #expect(summary.rows.map { Standings.relativeText($0.relativeToPar) } == ["-1", "E", "E", "+1", "+2"])
        #expect(summary.rows.map(\.holesPlayed) == [3, 3, 3, 1, 3])
        #expect(summary.rows.first { $0.player == "Bob" }?.isGuest == true)
        #expect(summary.rows.first { $0.player == "Mike" }?.hasDiscrepancy == true)
    }

    @Test func describesTheRound() {
        #expect(summary.courseDisplayName == "Cedar Creek (Long Tees)")
        #expect(summary.totalPar == 10)
        #expect(summary.holeCount == 3)
        #expect(summary.organizer == "Mike")
        #expect(summary.discrepancyCount == 1)
        #expect(!summary.isFinished && !summary.isComplete)
        // Hole 1 is the last hole everyone has: the group is on 2, which Nate still needs (the others'
        // hole 3 is ahead of it and never moves it).
        #expect(summary.currentHole == 2)
        #expect(summary.statusText == "in progress, hole 2 next")
    }

    @Test func durationRunsToTheLastHoleScoredWhileActive() {
        // Started 17:30Z; Mike's hole 3 first scored 17:50Z (Jake's phone's 5 at 17:51Z is a second line for it).
        #expect(summary.durationMinutes == 20)
        #expect(summary.durationText == "20m")
    }

    @Test func durationRunsToFinishedWhenFinished() {
        let round = ReportFixtures.round(ReportFixtures.cedar + "finished 2026-11-21T11:30:00-08:00\n")
        let finished = RoundSummary(card: Scorecard(round: round))
        #expect(finished.durationText == "2h")
        #expect(finished.statusText == "final")
    }

    @Test func noDurationWithoutTimesOrWhenClocksDisagree() {
        let handTyped = ReportFixtures.round(ReportFixtures.simple(date: "2026-05-01", scores: [("Mike", [3, 3, 3])], finished: false))
        #expect(RoundSummary(card: Scorecard(round: handTyped)).durationMinutes == nil)
        var early = handTyped
        early.finished = Timestamp("2026-04-30T10:00:00Z")
        #expect(RoundSummary(card: Scorecard(round: early)).end == nil)
    }

    @Test func anActiveRoundRunsToNowWhileItIsPlayed() {
        let round = ReportFixtures.round(ReportFixtures.cedar)  // started 17:30Z, last hole first scored 17:50Z
        func minutes(at now: String) -> Int? { RoundSummary(card: Scorecard(round: round), now: Timestamp(now)).durationMinutes }
        #expect(minutes(at: "2026-11-21T18:10:00Z") == 40)
        #expect(minutes(at: "2026-11-21T18:50:00Z") == 80)  // an hour after the last hole: still played
        #expect(minutes(at: "2026-11-21T18:51:00Z") == 20)  // more: left unfinished, the time it was played
        #expect(minutes(at: "2026-11-22T09:00:00Z") == 20)
        #expect(minutes(at: "2026-11-21T17:00:00Z") == 20)  // a clock before the last line
    }

    /// Lines of a 3-hole round started 09:00-08:00 (17:00Z), a time per line (`HH:MM` UTC on 21 Nov).
    static func timed(_ lines: [(String, String)]) -> Round {
        let body = lines.enumerated().map { index, line in
            line.0.hasPrefix("finished") || line.0.hasPrefix("reopened")
                ? line.0.replacing("TIME", with: "2026-11-21T\(line.1):00Z")
                : "\(line.0) @m.\(index + 1) by=Mike at=2026-11-21T\(line.1):00Z"
        }.joined(separator: "\n")
        return ReportFixtures.round("course Lakeside Park\nstarted 2026-11-21T09:00:00-08:00\norganizer Mike\npars 3 3 3\nplayer Mike\n\n" + body + "\n")
    }

    @Test(arguments: [
        // Played to 18:00, finished; a correction and a refinish at the pub add nothing.
        ([("1 Mike 3", "17:10"), ("2 Mike 3", "17:30"), ("3 Mike 3", "17:58"), ("finished TIME @m.9 by=Mike", "18:00"),
          ("reopened TIME @m.10 by=Mike sup=m.9", "21:25"), ("2 Mike 2", "21:26"), ("finished TIME @m.11 by=Mike", "21:31")], 60),
        // A hole first scored at the pub after a finish is no playing time either.
        ([("1 Mike 3", "17:10"), ("2 Mike 3", "17:30"), ("finished TIME @m.9 by=Mike", "18:00"), ("3 Mike 3", "21:26")], 60),
        // Finished by mistake after hole 1, reopened at once and played on: all of it.
        ([("1 Mike 3", "17:10"), ("finished TIME @m.9 by=Mike", "17:11"), ("reopened TIME @m.10 by=Mike sup=m.9", "17:12"),
          ("2 Mike 3", "17:30"), ("3 Mike 3", "17:50"), ("finished TIME @m.11 by=Mike", "17:52")], 52),
        // Lunch between holes, before any finish: part of the round.
        ([("1 Mike 3", "17:10"), ("2 Mike 3", "19:30"), ("3 Mike 3", "19:50")], 170),
        // A correction long after, with no finish: the hole was played when first scored.
        ([("1 Mike 3", "17:10"), ("2 Mike 3", "17:30"), ("3 Mike 3", "17:50"), ("1 Mike 4", "20:00")], 50),
    ] as [([(String, String)], Int)])
    func playingTimeEndsWithPlay(lines: [(String, String)], minutes: Int) {
        #expect(PlayingTime(round: Self.timed(lines)).minutes == minutes)
    }

    @Test(arguments: [(59, "59m"), (60, "1h"), (130, "2h 10m")])
    func durationText(minutes: Int, text: String) {
        var round = ReportFixtures.round(ReportFixtures.simple(date: "2026-05-01", scores: [("Mike", [3, 3, 3])], finished: false))
        round.finished = Timestamp(secondsSinceEpoch: round.started.secondsSinceEpoch + Int64(minutes * 60))
        #expect(RoundSummary(card: Scorecard(round: round)).durationText == text)
    }

    @Test func jsonNamesEveryField() {
        let json = summary.json.rendered(pretty: false)
        #expect(json.hasPrefix(#"{"round":"2026-11-21-cedar-creek","course":"Cedar Creek","layout":"Long Tees","started":"2026-11-21T09:30:00-08:00","finished":null,"end":"2026-11-21T17:50:00Z","durationMinutes":20,"organizer":"Mike","holes":3,"par":10,"status":"active","discrepancies":1,"firstPlace":{"final":false,"players":["Jake"],"tied":false,"relativeToPar":-1,"text":"leader Jake -1"},"standings":[{"position":1,"tied":false,"player":"Jake","guest":false,"strokes":9,"par":10,"relativeToPar":-1,"relativeText":"-1","holesPlayed":3,"movement":null,"discrepancy":false}"#))
    }
}

@Suite("player card")
struct PlayerCardTests {
    let card = Scorecard(round: ReportFixtures.round(ReportFixtures.cedar))

    @Test func holeByHoleWithRunningTotalAndNames() throws {
        let jake = try #require(PlayerCard(card: card, player: "jacob"))  // alias, any case
        #expect(jake.player.name == "Jake")
        #expect(jake.holes.map(\.strokes) == [3, 2, 4])
        #expect(jake.holes.map(\.scoreName) == ["par", "birdie", "par"])
        #expect(jake.holes.map(\.runningRelative) == [0, -1, -1])
        #expect(jake.tally.count("birdie") == 1 && jake.tally.count("par") == 2)
        #expect(jake.row.positionText == "1")
    }

    @Test func unplayedHolesKeepTheRunningTotal() throws {
        let nate = try #require(PlayerCard(card: card, player: "Nate"))
        #expect(nate.holes.map(\.strokes) == [4, nil, nil])
        #expect(nate.holes.map(\.scoreName) == ["bogey", nil, nil])
        #expect(nate.holes.map(\.runningRelative) == [1, 1, 1])
        #expect(nate.unplayed == [2, 3])
    }

    @Test func disputedHoleCountsHighAndIsMarked() throws {
        let mike = try #require(PlayerCard(card: card, player: "Mike"))
        #expect(mike.holes[2].strokes == 5)
        #expect(mike.holes[2].isDisputed)
        #expect(mike.holes.map(\.isDisputed) == [false, false, true])
        #expect(mike.holes[0].scoreName == "birdie")
    }

    @Test func guestsHaveCardsAndUnknownNamesNone() throws {
        let bob = try #require(PlayerCard(card: card, player: "bob"))
        #expect(bob.player.isGuest)
        #expect(PlayerCard(card: card, player: "Priya") == nil)
    }
}

@Suite("score tally, averages and sparklines")
struct ReportPartsTests {
    @Test(arguments: [(1, 3, "ace"), (1, 4, "ace"), (2, 5, "albatross"), (3, 5, "eagle"), (2, 3, "birdie"), (3, 3, "par"),
                      (4, 3, "bogey"), (5, 3, "double bogey"), (6, 3, "triple bogey"), (7, 3, "worse"), (10, 3, "worse")])
    func tallyBuckets(strokes: Int, par: Int, bucket: String) {
        var tally = ScoreTally()
        tally.add(strokes: strokes, par: par)
        #expect(tally.count(bucket) == 1)
        #expect(tally.total == 1)
    }

    @Test(arguments: [([Int](), "-"), ([0], "E"), ([1, 2], "+1.5"), ([-1, -2], "-1.5"), ([1, 0, 0], "+0.3"),
                      ([0, 0, 0, -1], "-0.3"), ([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], "E"), ([7, 7, 8], "+7.3")])
    func averageText(values: [Int], text: String) {
        var average = Average()
        for value in values { average.add(value) }
        #expect(average.text == text)
    }

    @Test func sparklineScalesBetweenLowestAndHighest() {
        #expect(Sparkline.render([0, 7, 3, 7]) == "▁█▄█")
        #expect(Sparkline.render([2, 2]) == "▄▄")
        #expect(Sparkline.render([]) == "")
        #expect(Sparkline.render([-5, 5]) == "▁█")
    }
}
