import Testing
import TestSupport
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
        // (typed, par, hole, message, hint): fewer than 1 stroke, or more than a hole can take.
        ("albatross", 3, Int?(1), "\"albatross\" on hole 1 (par 3) would be 0 strokes; a score is at least 1",
         "on a par 3: ace 1, eagle 1, birdie 2, par 3, bogey 4, double 5, triple 6, or the strokes as a number"),
        ("eagle", 2, nil, "\"eagle\" on a par 2 would be 0 strokes; a score is at least 1",
         "on a par 2: ace 1, birdie 1, par 2, bogey 3, double 4, triple 5, or the strokes as a number"),
        ("-3", 3, Int?(2), "\"-3\" on hole 2 (par 3) would be 0 strokes; a score is at least 1",
         "on a par 3: ace 1, eagle 1, birdie 2, par 3, bogey 4, double 5, triple 6, or the strokes as a number"),
        ("minus five", 4, nil, "\"minus five\" on a par 4 would be -1 strokes; a score is at least 1",
         "on a par 4: ace 1, albatross 1, eagle 2, birdie 3, par 4, bogey 5, double 6, triple 7, or the strokes as a number"),
        ("0", 3, nil, "strokes must be at least 1, got 0", "a score is at least 1 (an ace); a hole not played has no score"),
        ("zero", 3, nil, "\"zero\" is 0 strokes; a score is at least 1", "a score is at least 1 (an ace); a hole not played has no score"),
        ("100", 3, nil, "100 strokes is more than a hole can take (at most 99)", "a score is 1–10 strokes, or up to 99 once confirmed"),
        ("99999999999999999999", 3, nil, "99999999999999999999 strokes is more than a hole can take (at most 99)",
         "a score is 1–10 strokes, or up to 99 once confirmed"),
        ("+99", 3, nil, "\"+99\" on a par 3 would be 102 strokes, more than a hole can take (at most 99)",
         "a score is 1–10 strokes, or up to 99 once confirmed"),
    ] as [(String, Int, Int?, String, String)])
    func outOfRangeSaysWhatWasTypedAndWhatIsAllowed(_ typed: String, _ par: Int, _ hole: Int?, _ message: String, _ hint: String) {
        do {
            _ = try ScoreRules.strokes(typed, par: par, hole: hole, confirmed: true)
            Issue.record("\(typed) was accepted")
        } catch {
            #expect(error.message == message)
            #expect(error.hint == hint)
            #expect(!error.isUsage && error.error.kind == .invalidData)
        }
    }

    /// One rule for 11+ (issue 31): 1–10, or up to 99 once confirmed, however the strokes are said.
    @Test(arguments: [
        ("11", 3, Int?(nil), "11 strokes is more than 10, far likelier a typo than a score"),
        ("99", 3, nil, "99 strokes is more than 10, far likelier a typo than a score"),
        ("eleven", 3, nil, "\"eleven\" is 11 strokes, more than 10: far likelier a typo than a score"),
        ("triple", 8, 4, "\"triple\" on hole 4 (par 8) would be 11 strokes, more than 10: far likelier a typo than a score"),
        ("+8", 3, 1, "\"+8\" on hole 1 (par 3) would be 11 strokes, more than 10: far likelier a typo than a score"),
    ] as [(String, Int, Int?, String)])
    func moreThanTenIsTakenOnceConfirmed(_ typed: String, _ par: Int, _ hole: Int?, _ message: String) throws {
        let strokes = try ScoreRules.strokes(typed, par: par, hole: hole, confirmed: true)
        #expect(strokes > 10)
        do {
            _ = try ScoreRules.strokes(typed, par: par, hole: hole)
            Issue.record("\(typed) was accepted unconfirmed")
        } catch {
            #expect(error == .manyStrokes(typed: typed, strokes: strokes, par: par, hole: hole))
            #expect(error.message == message)
            #expect(error.hint == "a score is 1–10 strokes, or up to 99 once confirmed; if it is right, confirm it (--yes)")
            #expect(error.error.kind == .needsAttention)
            #expect(error.error.message == message + "; nothing written")
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

    /// A signed number counts from the hole's par (issue 31): `-1` is a birdie, never an ace; `+2` a
    /// double bogey, never a 2.
    @Test(arguments: [
        ("-1", 3, 2), ("+2", 3, 5), ("+0", 4, 4), ("-0", 4, 4), ("−1", 5, 4), ("-2", 5, 3), ("+1", 3, 4),
        ("minus one", 3, 2), ("plus two", 3, 5), ("Minus 1", 4, 3), ("plus to", 3, 5),
    ])
    func aSignedNumberCountsFromPar(_ typed: String, _ par: Int, _ strokes: Int) throws {
        #expect(try ScoreRules.strokes(typed, par: par) == strokes)
    }

    @Test(arguments: ["--1", "+-1", "1-", "minus", "plus bogey"])
    func aSignWithoutANumberIsNoStrokes(_ typed: String) {
        #expect(throws: ScoreRules.Problem.notStrokes(typed: typed)) { try ScoreRules.strokes(typed, par: 3) }
    }
}
