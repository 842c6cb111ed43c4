import Testing
import TestSupport
@testable import HyzerFormat

/// The play-order rules (docs/FORMAT.md, "Play order"): the start hole, the frontier, the group's current
/// hole, the hole a score without a hole number goes to, the gaps a write leaves and the strays ahead.
@Suite("play order and the current hole")
struct PlayOrderTests {
    /// A six-hole round for A and B, optionally with `start-hole`, and score lines `HOLE PLAYER` (each
    /// 3 strokes, hand-typed, so the file order is the order of play).
    static func card(start: Int?, _ scores: String) -> Scorecard {
        var text = "course Six\nstarted 2026-11-21T09:30:00-08:00\norganizer A\npars 3 3 3 3 3 3\n"
        if let start { text += "start-hole \(start)\n" }
        text += "player A\nplayer B\n\n"
        for score in scores.split(separator: ",") {
            let words = score.split(separator: " ")
            text += "\(words[0]) \(words[1]) 3\n"
        }
        let parsed = RoundParser.parse(text, path: "six.round")
        #expect(!parsed.diagnostics.containsErrors, "\(parsed.diagnostics.map { $0.rendered() })")
        return Scorecard(round: parsed.document.round)
    }

    @Test(arguments: [
        (18, 1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]),
        (18, 10, [10, 11, 12, 13, 14, 15, 16, 17, 18, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
        (9, 9, [9, 1, 2, 3, 4, 5, 6, 7, 8]),
        (1, 1, [1]),
        (9, 12, [1, 2, 3, 4, 5, 6, 7, 8, 9]),  // a start outside the holes is hole 1
    ])
    func holesInPlayOrder(holeCount: Int, start: Int, holes: [Int]) {
        let order = PlayOrder(holeCount: holeCount, startHole: start)
        #expect(order.holes == holes)
        #expect(holes.enumerated().allSatisfy { order.position(of: $0.element) == $0.offset && order.hole(at: $0.offset) == $0.element })
        #expect(order.holes(from: holes.last!) == [holes.last!] + holes.dropLast())
    }

    /// One row per situation: start (declared or nil), scores in order, then what the card says.
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var start: Int?
        var scores: String
        var frontier: Int?
        var current: Int?
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "no score: the first hole", start: nil, scores: "", frontier: nil, current: 1),
        Case(name: "no score, declared start", start: 4, scores: "", frontier: nil, current: 4),
        Case(name: "a complete hole moves the group on", start: nil, scores: "1 A,1 B", frontier: 1, current: 2),
        Case(name: "a hole in progress is the current hole, and a sentence for both goes there", start: nil, scores: "1 A,1 B,2 A",
             frontier: 2, current: 2),
        Case(name: "a player missed on hole 1: the sentence for both goes to 1", start: nil, scores: "1 A", frontier: 1, current: 1),
        Case(name: "a stray ahead does not move the group", start: nil, scores: "1 A,1 B,4 A", frontier: 4, current: 2),
        Case(name: "a gap behind a complete hole is not the current hole", start: nil, scores: "1 A,2 A,2 B,3 A,3 B", frontier: 3,
             current: 4),
        Case(name: "filling a gap does not move the group back", start: nil, scores: "1 A,2 A,2 B,3 A,3 B,1 B", frontier: 3, current: 4),
        Case(name: "declared start 5 wraps round to 1", start: 5, scores: "5 A,5 B,6 A,6 B", frontier: 6, current: 1),
        Case(name: "undeclared: the first score on 4 is the start", start: nil, scores: "4 A,4 B", frontier: 4, current: 5),
        Case(name: "undeclared start 4, after the wrap a gap on 1 stays a gap", start: nil, scores: "4 A,4 B,5 A,5 B,6 A,6 B,1 A,2 A,2 B",
             frontier: 2, current: 3),
        Case(name: "a complete hole ahead moves the group past it", start: nil, scores: "1 A,1 B,5 A,5 B", frontier: 5, current: 6),
        Case(name: "only gaps left: the first of them in play order", start: 3, scores: "3 A,3 B,4 A,4 B,5 A,5 B,6 A,6 B,1 A,1 B,2 A",
             frontier: 2, current: 2),
        Case(name: "A ahead of B: the group waits on B's hole", start: nil, scores: "1 A,1 B,2 A,3 A", frontier: 3, current: 2),
        Case(name: "complete", start: nil, scores: (1...6).map { "\($0) A,\($0) B" }.joined(separator: ","), frontier: 6, current: nil),
    ]

    @Test(arguments: cases)
    func whereTheGroupIs(_ row: Case) {
        let card = Self.card(start: row.start, row.scores)
        #expect(card.frontier == row.frontier)
        #expect(card.currentHole == row.current)
        #expect(card.isComplete == (row.current == nil))
    }

    @Test func everyHoleScoredSaysWhoAndWhere() {
        #expect(ScoreRules.Problem.everyHoleScored(players: ["A", "B"], lastHole: 6).message
                == "A and B have a score on every hole; without a hole number nothing is replaced")
    }

    @Test(arguments: [
        // (start, scores before, scores written, the gaps the group left behind)
        (nil, "", "1 A", []),
        (nil, "1 A", "2 A", []),  // a stray ahead: the group is still on 1
        (nil, "1 A", "2 A,2 B", [Scorecard.Gap(hole: 1, players: ["B"])]),
        (nil, "1 A", "1 B", []),
        (nil, "1 A,1 B,2 A", "3 A,3 B", [Scorecard.Gap(hole: 2, players: ["B"])]),
        (nil, "1 A,2 A,2 B", "1 B", []),  // a fill-in behind the group leaves nothing new
        (Int?(5), "5 A,5 B,6 A", "1 A,1 B", [Scorecard.Gap(hole: 6, players: ["B"])]),  // across the wrap
        (nil, "1 A,1 B,2 A", "5 A,5 B", [Scorecard.Gap(hole: 2, players: ["B"])]),  // holes nobody played are no gaps
        (nil, "1 A,2 B", "3 A,3 B", [Scorecard.Gap(hole: 1, players: ["B"]), Scorecard.Gap(hole: 2, players: ["A"])]),
    ] as [(Int?, String, String, [Scorecard.Gap])])
    func theGapsAWriteLeaves(start: Int?, before: String, written: String, gaps: [Scorecard.Gap]) {
        let after = [before, written].filter { !$0.isEmpty }.joined(separator: ",")
        #expect(Self.card(start: start, after).gaps(since: Self.card(start: start, before)) == gaps)
    }

    @Test(arguments: [
        ("", []),
        ("1 A,1 B,2 A", []),  // on the group's hole: no stray
        ("1 A,1 B,3 A,4 A,5 B", [Scorecard.Stray(player: "A", holes: [3, 4]), Scorecard.Stray(player: "B", holes: [5])]),
        ("1 A,2 A,2 B,3 A,3 B,4 A,4 B,5 A,5 B,6 A,6 B", []),  // only a gap is left: nothing is ahead
    ] as [(String, [Scorecard.Stray])])
    func straysAreScoresAheadOfTheGroup(scores: String, strays: [Scorecard.Stray]) {
        #expect(Self.card(start: nil, scores).strays == strays)
    }

    @Test func theFirstScoreInTimeStartsAnUndeclaredRound() {
        // A merge may put a later line first; the earliest `at=` decides, not the file order.
        let text = """
            course Six
            started 2026-11-21T09:30:00-08:00
            organizer A
            pars 3 3 3 3 3 3
            player A

            2 A 3 @a.2 at=2026-11-21T18:10:00Z
            5 A 3 @a.1 at=2026-11-21T18:00:00Z

            """
        let round = RoundParser.parse(text, path: "t").document.round
        #expect(PlayOrder(round).startHole == 5)
        // Lines without a time: the first line.
        #expect(PlayOrder(Fixtures.round("3 Mike 3\n1 Mike 3\n")).startHole == 3)
        // A declared start wins.
        var declared = round
        declared.startHole = 1
        #expect(PlayOrder(declared).startHole == 1)
    }
}
