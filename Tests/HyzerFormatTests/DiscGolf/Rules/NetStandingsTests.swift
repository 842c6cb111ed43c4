import Testing
@testable import HyzerFormat

/// Net standings: strokes minus the handicap strokes received on the holes played, spread over the
/// holes in play order (``Handicap/allowance(_:position:holeCount:)``).
@Suite("net standings")
struct NetStandingsTests {
    /// Six holes of par 3, teeing off on hole 4; Jake receives 4, Mike gives 2.
    static func round(_ scores: String) -> Round {
        let text = """
            course Test
            started 2026-11-21T09:30:00-08:00
            organizer Mike
            pars 3 3 3 3 3 3
            start-hole 4
            player Mike
            player Jake
            handicap Jake +4
            handicap Mike -2

            """ + scores
        let parsed = RoundParser.parse(text, path: "t.round")
        #expect(parsed.diagnostics.isEmpty)
        return parsed.document.round
    }

    @Test func strokesFallOnHolesInPlayOrder() {
        // Play order 4 5 6 1 2 3: Jake's 4 strokes over 6 holes are 0 1 1 0 1 1 by place, so the 2nd
        // and 3rd holes played (5 and 6) give one each; hole 4 gives none.
        let round = Self.round("4 Jake 4\n4 Mike 3\n5 Jake 4\n5 Mike 3\n6 Jake 4\n6 Mike 3\n")
        let standings = Standings(Scorecard(round: round))
        let jake = standings.rows.first { $0.player == "Jake" }!, mike = standings.rows.first { $0.player == "Mike" }!
        #expect(jake.handicap == 4 && jake.received == 2 && jake.netRelativeToPar == 1)
        // Mike gives 2: after 3 holes 3·(−2)/6 = −1 (the 3rd hole played takes one back).
        #expect(mike.handicap == -2 && mike.received == -1 && mike.netRelativeToPar == 1)
        #expect(standings.rows.map(\.player) == ["Mike", "Jake"])  // gross: Mike E, Jake +3
        let net = Standings(Scorecard(round: round), ranking: .net)
        #expect(net.rows.map { "\($0.positionText) \($0.player) \($0.netRelativeToPar)" } == ["T1 Jake 1", "T1 Mike 1"])
    }

    @Test func aHolePlayedOutOfOrderGetsItsOwnShare() {
        // Only hole 3 (the last in play order) played: it gives Jake 4·6/6 − 4·5/6 = 4 − 3 = 1.
        let round = Self.round("3 Jake 5\n")
        let jake = Standings(Scorecard(round: round)).rows.first { $0.player == "Jake" }!
        #expect(jake.received == 1 && jake.netStrokes == 4)
    }

    @Test func theWholeHandicapAfterTheLastHole() {
        let scores = (1...6).map { "\($0) Jake 4\n\($0) Mike 3\n" }.joined()
        let rows = Standings(Scorecard(round: Self.round(scores)), ranking: .net).rows
        #expect(rows.map { "\($0.player) \($0.received) \($0.netStrokes)" } == ["Jake 4 20", "Mike -2 20"])
        #expect(rows.map(\.position) == [1, 1])
    }

    @Test func aRoundWithoutHandicapsHasNoNet() {
        var round = Self.round("4 Jake 4\n")
        round.handicaps = []
        let row = Standings(Scorecard(round: round), ranking: .net).rows.first { $0.player == "Jake" }!
        #expect(row.handicap == nil && row.received == 0 && row.netRelativeToPar == row.relativeToPar)
    }
}
