import Testing
import TestSupport
@testable import HyzerFormat

@Suite("hole grid")
struct HoleGridTests {
    let grid = RoundSummary(card: Scorecard(round: ReportFixtures.round(ReportFixtures.cedar))).grid

    @Test(arguments: [(1, 3, HoleGrid.Mark.ace), (1, 5, .ace), (2, 4, .eagle), (2, 5, .eagle), (3, 5, .eagle), (2, 3, .birdie),
                      (3, 3, .par), (4, 3, .bogey), (5, 3, .doubleBogey), (10, 3, .doubleBogey), (4, 5, .birdie)])
    func marksFollowPaperScorecards(strokes: Int, par: Int, mark: HoleGrid.Mark) {
        #expect(HoleGrid.Mark(strokes: strokes, par: par) == mark)
    }

    @Test func rowsFollowTheStandingsAndMarkGapsAndDisputes() {
        #expect(grid.rows.map(\.player) == ["Jake", "Mike", "Sarah", "Nate", "Bob"])
        #expect(grid.pars == [3, 3, 4])
        let mike = grid.rows[1]
        #expect(mike.cells.map(\.strokes) == [2, 3, 5])  // the disputed 4/5 counts high
        #expect(mike.cells.map(\.isDisputed) == [false, false, true])
        #expect(mike.cells.map(\.mark) == [.birdie, .par, .bogey])
        let nate = grid.rows[3]
        #expect(nate.cells.map(\.strokes) == [4, nil, nil])
        #expect(nate.cells.map(\.mark) == [.bogey, nil, nil])
        #expect(grid.rows[4].isGuest)
        #expect(grid.hasDisputes)
    }

    /// A grid of `holes` par-3 holes with one player who played the first `played`.
    static func grid(holes: Int, played: Int) -> HoleGrid {
        var text = "course Long\nstarted 2026-05-01T10:00:00Z\norganizer Mike\npars \(Array(repeating: "3", count: holes).joined(separator: " "))\nplayer Mike\n\n"
        for hole in stride(from: 1, through: played, by: 1) { text += "\(hole) Mike 3\n" }
        return RoundSummary(card: Scorecard(round: ReportFixtures.round(text))).grid
    }

    @Test(arguments: [(9, [9]), (18, [9, 9]), (12, [6, 6]), (10, [5, 5]), (27, [9, 9, 9]), (21, [7, 7, 7]), (6, [6]), (1, [1])])
    func linesAreTheNinesOrAsEvenAsPossible(holes: Int, sizes: [Int]) {
        let lines = Self.grid(holes: holes, played: holes).lines(ofAtMost: 9)
        #expect(lines.map(\.count) == sizes)
        #expect(lines.first?.lowerBound == 0 && lines.last?.upperBound == holes)
    }

    @Test func aNineNoOneHasPlayedIsNotDrawn() {
        #expect(Self.grid(holes: 18, played: 4).linesWithScores() == [0..<9])
        #expect(Self.grid(holes: 18, played: 10).linesWithScores() == [0..<9, 9..<18])
    }

    @Test func jsonNamesEveryField() {
        let json = grid.json.rendered(pretty: false)
        #expect(json.hasPrefix(#"[{"player":"Jake","guest":false,"holes":[{"hole":1,"par":3,"strokes":3,"relativeToPar":0,"mark":"par","discrepancy":false},"#))
        #expect(json.contains(#"{"hole":3,"par":4,"strokes":5,"relativeToPar":1,"mark":"bogey","discrepancy":true}"#))
        #expect(json.contains(#"{"hole":2,"par":3,"strokes":null,"relativeToPar":null,"mark":null,"discrepancy":false}"#))
    }
}
