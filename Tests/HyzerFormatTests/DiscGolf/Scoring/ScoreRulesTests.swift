import Testing
@testable import HyzerFormat

/// One set of rules for what `score`, `say` and `resolve` take, with one wording for what they refuse.
@Suite("score rules")
struct ScoreRulesTests {
    @Test(arguments: [
        ("3", 3, 3), ("10", 3, 10), ("three", 3, 3), ("Three", 3, 3), ("tree", 3, 3), ("for", 3, 4), ("to", 3, 2), ("won", 3, 1),
        ("ten", 3, 10), ("birdie", 4, 3), ("Birdie", 3, 2), ("par", 5, 5), ("bogey", 3, 4), ("double", 3, 5), ("double bogey", 4, 6),
        ("double  eagle", 5, 2), ("triple", 3, 6), ("ace", 5, 1), ("hole in one", 4, 1), ("eagle", 3, 1), ("parred", 4, 4),
    ])
    func wordsBecomeStrokes(_ typed: String, _ par: Int, _ strokes: Int) throws {
        #expect(try ScoreRules.strokes(typed, par: par) == strokes)
    }

    @Test(arguments: [
        // (typed, par, hole, message, hint)
        ("albatross", 3, Int?(1), "\"albatross\" on hole 1 (par 3) would be 0 strokes; strokes must be 1–10",
         "on a par 3: ace 1, eagle 1, birdie 2, par 3, bogey 4, double 5, triple 6, or the strokes as a number"),
        ("eagle", 2, nil, "\"eagle\" on a par 2 would be 0 strokes; strokes must be 1–10",
         "on a par 2: ace 1, birdie 1, par 2, bogey 3, double 4, triple 5, or the strokes as a number"),
        ("triple", 8, Int?(4), "\"triple\" on hole 4 (par 8) would be 11 strokes; strokes must be 1–10",
         "on a par 8: ace 1, albatross 5, eagle 6, birdie 7, par 8, bogey 9, double 10, or the strokes as a number"),
        ("0", 3, nil, "strokes must be 1–10, got 0", "a score is at least 1 (an ace); a hole not played has no score"),
        ("11", 3, nil, "strokes must be 1–10, got 11", "a hole is picked up at 10; write 10 for anything worse"),
        ("99999999999999999999", 3, nil, "strokes must be 1–10, got 99999999999999999999",
         "a hole is picked up at 10; write 10 for anything worse"),
        ("eleven", 3, nil, "\"eleven\" is 11 strokes; strokes must be 1–10", "a hole is picked up at 10; write 10 for anything worse"),
        ("zero", 3, nil, "\"zero\" is 0 strokes; strokes must be 1–10", "a score is at least 1 (an ace); a hole not played has no score"),
    ] as [(String, Int, Int?, String, String)])
    func outOfRangeSaysWhatWasTypedAndWhatIsAllowed(_ typed: String, _ par: Int, _ hole: Int?, _ message: String, _ hint: String) {
        do {
            _ = try ScoreRules.strokes(typed, par: par, hole: hole)
            Issue.record("\(typed) was accepted")
        } catch {
            #expect(error.message == message)
            #expect(error.hint == hint)
            #expect(!error.isUsage && error.error.kind == .invalidData)
        }
    }

    @Test(arguments: ["lots", "3.5", "-", "bogey man", ""])
    func otherWordsAreNoStrokes(_ typed: String) {
        #expect(throws: ScoreRules.Problem.notStrokes(typed: typed)) { try ScoreRules.strokes(typed, par: 3) }
        #expect(ScoreRules.Problem.notStrokes(typed: typed).error.kind == .invalidArgument)
    }

    @Test func aResolutionMayChooseADisputedValueBeyondTheRange() throws {
        #expect(try ScoreRules.strokes("12", par: 3, allowing: [4, 12]) == 12)
        #expect(throws: ScoreRules.Problem.self) { try ScoreRules.strokes("13", par: 3, allowing: [4, 12]) }
    }

    @Test func holesAndPlayers() throws {
        let round = Fixtures.round("")
        #expect(try ScoreRules.hole("3", in: round) == 3)
        for typed in ["0", "4", "99999999999999999999999"] {
            #expect(throws: ScoreRules.Problem.noSuchHole(typed: typed, holeCount: 3)) { try ScoreRules.hole(typed, in: round) }
        }
        #expect(ScoreRules.Problem.noSuchHole(typed: "99999999999999999999999", holeCount: 3).message
                == "hole 99999999999999999999999 does not exist; this round has 3 holes")
        #expect(try ScoreRules.player("j", in: round).name == "Jake")
        #expect(try ScoreRules.player("UNCLE BOB", in: round).name == "Uncle Bob")
        let unknown = ScoreRules.Problem.noSuchPlayer(typed: "Mkie", players: ["Mike", "Jake", "Uncle Bob"], aliases: ["J"])
        #expect(throws: unknown) { try ScoreRules.player("Mkie", in: round) }
        #expect(unknown.message == "no player \"Mkie\" in this round")
        #expect(unknown.hint == "did you mean \"Mike\"? players: Mike, Jake, Uncle Bob (the player list is frozen once a round starts)")
    }

    /// The parser says a hole does not exist in the words `score` uses.
    @Test func theParserSharesTheHoleWording() {
        let parsed = RoundParser.parse(Fixtures.header + "4 Mike 3\n", path: "t.round")
        let problem = ScoreRules.Problem.noSuchHole(typed: "4", holeCount: 3)
        #expect(parsed.diagnostics.map(\.message) == [problem.message])
        #expect(parsed.diagnostics.map(\.hint) == [problem.hint])
    }
}

extension ScoreRulesTests {
    /// `score` takes a name, an alias, one word of a longer name or the start of a name when exactly one
    /// player fits (issue 17); two letters at least for a start.
    @Test(arguments: [
        ("sarah", "Sarah"), ("Tom", "Tom O'Neil"), ("oneil", "Tom O'Neil"), ("Sar", "Sarah"), ("jac", "Jacob"),
    ])
    func shortNamesFindOnePlayer(typed: String, player: String) throws {
        let round = Round(course: "C", pars: [3], started: Timestamp("2026-11-21T09:30:00-08:00")!, organizer: "Mike",
                          players: [Player(name: "Sarah"), Player(name: "Jake"), Player(name: "Jacob"), Player(name: "Tom O'Neil", isGuest: true)])
        #expect(try ScoreRules.player(typed, in: round).name == player)
        #expect(throws: ScoreRules.Problem.ambiguousPlayer(typed: "Ja", candidates: ["Jake", "Jacob"])) { try ScoreRules.player("Ja", in: round) }
        #expect(throws: (any Error).self) { try ScoreRules.player("S", in: round) }
    }

    @Test func aSignedNumberIsANumberOutOfRange() {
        #expect(throws: ScoreRules.Problem.strokesOutOfRange(typed: "-1", strokes: -1, par: 3, hole: nil)) { try ScoreRules.strokes("-1", par: 3) }
        #expect(ScoreRules.Problem.strokesOutOfRange(typed: "-1", strokes: -1, par: 3, hole: nil).message == "strokes must be 1–10, got -1")
    }
}
