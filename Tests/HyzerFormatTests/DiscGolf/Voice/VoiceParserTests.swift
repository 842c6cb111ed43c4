import HyzerFormat
import Testing

/// The spoken-score language, sentence by sentence: what a scorer (or a speech recognizer) writes,
/// and exactly what the parser must make of it.
@Suite("voice: spoken sentences")
struct VoiceParserTests {
    /// Mike, Jake (aka Jacob, J), Sarah, Zoë, Katie and the guest Uncle Bob; 18 holes, hole 3 is a
    /// par 4 and hole 4 a par 5, the rest par 3.
    static let players = [
        Player(name: "Mike"), Player(name: "Jake", aliases: ["Jacob", "J"]), Player(name: "Sarah"),
        Player(name: "Zoë"), Player(name: "Katie"), Player(name: "Uncle Bob", isGuest: true),
    ]
    static let pars = [3, 3, 4, 5] + Array(repeating: 3, count: 14)
    static let parser = VoiceParser(players: players)

    /// A compact, readable form of a result: `success h1: Mike 3, Jake 4` then `; ?problem "heard"
    /// [candidates] value` per unresolved fragment; `failed: reason` for a failure.
    static func summary(_ result: VoiceResult) -> String {
        if result.outcome == .failed { return "failed: \(result.failure ?? "?")" }
        var text = "\(result.outcome.rawValue) h\(result.hole.map(String.init) ?? "?"): "
        text += result.scores.map { "\($0.player) \($0.strokes)" }.joined(separator: ", ")
        for fragment in result.unresolved {
            text += "; ?\(fragment.problem.rawValue) \"\(fragment.heard)\""
            if !fragment.candidates.isEmpty { text += " [\(fragment.candidates.joined(separator: "/"))]" }
            if let strokes = fragment.strokes ?? fragment.rejectedValue { text += " \(strokes)" }
        }
        return text
    }

    static let sentences: [(String, String)] = [
        // Plain digits and words, any order of players, any subset.
        ("Mike 3, Jake 4, Sarah 2", "success h1: Mike 3, Jake 4, Sarah 2"),
        ("Mike 3 Jake 4 Sarah 2", "success h1: Mike 3, Jake 4, Sarah 2"),
        ("mike three jake four sarah two", "success h1: Mike 3, Jake 4, Sarah 2"),
        ("MIKE 3 JAKE 4", "success h1: Mike 3, Jake 4"),
        ("Sarah 2 Mike 3 Jake 4", "success h1: Mike 3, Jake 4, Sarah 2"),
        ("Mike 3, Jake 4, Sarah 2, Zoe 5, Uncle Bob 6, Katie 3", "success h1: Mike 3, Jake 4, Sarah 2, Zoë 5, Katie 3, Uncle Bob 6"),
        ("Mike 10", "success h1: Mike 10"),
        ("Mike ten, Jake one", "success h1: Mike 10, Jake 1"),
        ("mike3 jake4", "success h1: Mike 3, Jake 4"),
        ("Mike, 3. Jake, 4.", "success h1: Mike 3, Jake 4"),
        ("Mike 3 👍 Jake 4!", "success h1: Mike 3, Jake 4"),
        // What speech recognizers write for numbers.
        ("Mike three, Jake for, Sarah to", "success h1: Mike 3, Jake 4, Sarah 2"),
        ("Mike tree Jake fore Sarah too", "success h1: Mike 3, Jake 4, Sarah 2"),
        ("Mike won", "success h1: Mike 1"),
        ("Jake ate", "success h1: Jake 8"),
        ("Sarah sex", "success h1: Sarah 6"),
        ("Mike free, Jake fife", "success h1: Mike 3, Jake 5"),
        ("Mike had too, Jake had for", "success h1: Mike 2, Jake 4"),
        ("Mike for Jake 3", "success h1: Mike 4, Jake 3"),
        ("Mike three Jake for and Sarah a birdie", "success h1: Mike 3, Jake 4, Sarah 2"),
        ("Mike for, Jake to", "success h1: Mike 4, Jake 2"),
        // `for` as a connector, score before name.
        ("3 for Mike", "success h1: Mike 3"),
        ("for Mike 3", "success h1: Mike 3"),
        ("birdie for Sarah, par for Jake", "success h1: Jake 3, Sarah 2"),
        ("4 for Jake 3 for Mike", "success h1: Mike 3, Jake 4"),
        ("Mike 3, Sarah with a par, 5 for Jake", "success h1: Mike 3, Jake 5, Sarah 3"),
        ("put Mike down for a 3", "success h1: Mike 3"),
        ("hole in one for Mike", "success h1: Mike 1"),
        // Fillers, possessives, "got a", "had", "with".
        ("Mike's a 3", "success h1: Mike 3"),
        ("Mike's three, Jake's four", "success h1: Mike 3, Jake 4"),
        ("Mike got a 3, Jake had a 4", "success h1: Mike 3, Jake 4"),
        ("Sarah with a birdie", "success h1: Sarah 2"),
        ("uh okay so Mike 3 um Jake 4", "success h1: Mike 3, Jake 4"),
        ("Hey Siri, Mike three", "success h1: Mike 3"),
        ("Mike 3 strokes", "success h1: Mike 3"),
        ("Mike 3, Jake 4, Sarah, uh, 2", "success h1: Mike 3, Jake 4, Sarah 2"),
        ("nice shot Mike 3", "success h1: Mike 3"),
        // Golf terms relative to the hole's par.
        ("Mike ace", "success h1: Mike 1"),
        ("Mike bogey Jake double bogey Sarah triple bogey", "success h1: Mike 4, Jake 5, Sarah 6"),
        ("Mike double-bogey", "success h1: Mike 5"),
        ("Mike double", "success h1: Mike 5"),
        ("Mike birdy, Jake bogie", "success h1: Mike 2, Jake 4"),
        ("hole 4 Jake eagle", "success h4: Jake 3"),
        // A signed number counts from par too (issue 31): never an ace, never a sign dropped.
        ("Mike -1", "success h1: Mike 2"),
        ("Jake +2", "success h1: Jake 5"),
        ("Mike-1, Jake +0", "success h1: Mike 2, Jake 3"),
        ("hole 4 Sarah -1, Mike +1", "success h4: Mike 6, Sarah 4"),
        ("Mike minus one, Jake plus two", "success h1: Mike 2, Jake 5"),
        ("Mike 3, Jake -3", "partial h1: Mike 3; ?outOfRange \"Jake -3\" [Jake] 0"),
        ("Mike + Jake 3", "success h1: Mike 3, Jake 3"),
        // Over and under par in words (issue 42): `one over` is a bogey, never an ace with `over` skipped.
        ("hole 3 Mike one over Jake one under", "success h3: Mike 5, Jake 3"),
        ("hole 3 Sarah 2 over, Mike 1 under par", "success h3: Mike 3, Sarah 6"),
        ("hole 4 Jake three over par", "success h4: Jake 8"),
        ("Mike two strokes over, Jake a stroke under", "failed: \"under\" would change the score, but no strokes come before it (\"one under\" is a birdie)"),
        ("Mike even, Jake level par, Sarah even par", "success h1: Mike 3, Jake 3, Sarah 3"),
        ("hole 3 Sarah to under, Jake for over", "success h3: Jake 8, Sarah 2"),
        ("one over for Mike, Jake 4", "success h1: Mike 4, Jake 4"),
        ("Mike 3 over par", "success h1: Mike 6"),
        ("Mike 3, Jake three under", "partial h1: Mike 3; ?outOfRange \"Jake three under\" [Jake] 0"),
        // A word that would change the score but is not understood refuses the sentence: nothing is saved.
        ("Mike 3, Jake over", "failed: \"over\" would change the score, but no strokes come before it (\"one over\" is a bogey)"),
        ("Mike over par", "failed: \"over\" would change the score, but no strokes come before it (\"one over\" is a bogey)"),
        ("Mike birdie under", "failed: \"under\" would change the score, but no strokes come before it (\"one under\" is a birdie)"),
        ("Mike -1 over", "failed: \"over\" would change the score, but no strokes come before it (\"one over\" is a bogey)"),
        ("Mike 3, Jake plus", "failed: \"plus\" would change the score, but no number follows it (\"plus one\" is a bogey)"),
        ("Mike minus, Jake 3", "failed: \"minus\" would change the score, but no number follows it (\"minus one\" is a birdie)"),
        ("hole 2 Mike Over", "failed: \"Over\" would change the score, but no strokes come before it (\"one over\" is a bogey)"),
        // What disc golfers call a 2.
        ("Mike a deuce, Jake deuces", "success h1: Mike 2, Jake 2"),
        ("hole 4 Sarah birdie, Mike par", "success h4: Mike 5, Sarah 4"),
        ("Mike and Jake par, Sarah birdie", "success h1: Mike 3, Jake 3, Sarah 2"),
        ("Mike parred, Jake & Sarah birdies", "success h1: Mike 3, Jake 2, Sarah 2"),
        // Holes.
        ("hole 7 Mike 3 Jake 4", "success h7: Mike 3, Jake 4"),
        ("hole seven, Mike 3", "success h7: Mike 3"),
        ("whole 3 Mike par", "success h3: Mike 4"),
        ("Mike 3, Jake 4 on hole 2", "success h2: Mike 3, Jake 4"),
        ("hole number seven, Uncle Bob's 5", "success h7: Uncle Bob 5"),
        // Names: case, accents, aliases, multi-word, typos, sound-alikes.
        ("Zoe 3", "success h1: Zoë 3"),
        ("ZOË 3", "success h1: Zoë 3"),
        ("Jacob 4", "success h1: Jake 4"),
        ("J 4, Mike 3", "success h1: Mike 3, Jake 4"),
        ("Uncle Bob 5", "success h1: Uncle Bob 5"),
        ("Uncle Bob's a 5", "success h1: Uncle Bob 5"),
        ("Bob 5", "success h1: Uncle Bob 5"),
        ("Mkie 3", "success h1: Mike 3"),
        ("Sara 2", "success h1: Sarah 2"),
        ("Sarha 2", "success h1: Sarah 2"),
        ("Katy 3, Jaik 4", "success h1: Jake 4, Katie 3"),
        ("Kaytee 3", "success h1: Katie 3"),
        // Corrections and repeats: the last one counts.
        ("Mike 3, no wait, Mike 4", "success h1: Mike 4"),
        ("Mike 3 no wait 4", "success h1: Mike 4"),
        ("Mike 3, actually make that 4", "success h1: Mike 4"),
        ("Mike 3 Mike 4", "success h1: Mike 4"),
        ("Mike, no wait, Jake 3", "success h1: Jake 3"),
        ("Mike 11, sorry, Mike 4", "success h1: Mike 4"),
        ("Mike 3, I mean 4", "success h1: Mike 4"),
        // Several names sharing one score.
        ("Mike 3, Jake same, Sarah birdie, Zoe ditto", "success h1: Mike 3, Jake 3, Sarah 2, Zoë 2"),
        ("same for Mike", "failed: no score heard"),  // nothing said before to repeat
        ("Mike and Jake 3", "success h1: Mike 3, Jake 3"),
        ("Mike 3 and Jake 4", "success h1: Mike 3, Jake 4"),
        // Everyone else.
        ("Mike 2, everyone else par", "success h1: Mike 2, Jake 3, Sarah 3, Zoë 3, Katie 3, Uncle Bob 3"),
        ("everybody 3, Mike 4", "success h1: Mike 4, Jake 3, Sarah 3, Zoë 3, Katie 3, Uncle Bob 3"),
        ("hole 4 everybody par except Mike birdie", "success h4: Mike 4, Jake 5, Sarah 5, Zoë 5, Katie 5, Uncle Bob 5"),
        ("par for everyone", "success h1: Mike 3, Jake 3, Sarah 3, Zoë 3, Katie 3, Uncle Bob 3"),
        ("Mike 2, Steve 4, the rest par", "partial h1: Mike 2, Jake 3, Sarah 3, Zoë 3, Katie 3, Uncle Bob 3; ?unknownName \"Steve 4\" 4"),
        ("Mike, everyone else bogey", "partial h1: Jake 4, Sarah 4, Zoë 4, Katie 4, Uncle Bob 4; ?noScore \"Mike\" [Mike]"),
        // Partial: something usable, something not.
        ("Mike 3, Steve 4", "partial h1: Mike 3; ?unknownName \"Steve 4\" 4"),
        ("Mike 3 Jake 0", "partial h1: Mike 3; ?outOfRange \"Jake 0\" [Jake] 0"),
        ("Mike 3 Jake 12", "partial h1: Mike 3; ?outOfRange \"Jake 12\" [Jake] 12"),
        // 11–99 is a score once confirmed (`say --yes`): usable, so partial rather than failed.
        ("Mike 11", "partial h1: ; ?outOfRange \"Mike 11\" [Mike] 11"),
        ("Mike twelve", "partial h1: ; ?outOfRange \"Mike twelve\" [Mike] 12"),
        ("Mike 3 Jake", "partial h1: Mike 3; ?noScore \"Jake\" [Jake]"),
        ("Mike 3 4", "partial h1: Mike 3; ?noPlayer \"4\" 4"),
        ("Mike Jake 3", "partial h1: Jake 3; ?noScore \"Mike\" [Mike]"),
        ("Dave 4", "partial h1: ; ?unknownName \"Dave 4\" [Jake] 4"),
        ("Mike albatross, Jake par", "partial h1: Jake 3; ?outOfRange \"Mike albatross\" [Mike] 0"),
        // Failed: nothing usable.
        ("", "failed: nothing was said"),
        ("   ", "failed: nothing was said"),
        ("!!! ,,, ???", "failed: nothing was said"),
        ("the weather is nice", "failed: no player and score heard"),
        ("Mike", "failed: no score heard"),
        ("Mike zero", "failed: no score a hole can take heard (1–10 strokes, or up to 99 once confirmed)"),
        ("Mike 100", "failed: no score a hole can take heard (1–10 strokes, or up to 99 once confirmed)"),
        ("hole 40 Mike 3", "failed: hole 40 does not exist; this round has 18 holes"),
        ("hole 99999999999999999999999 Mike 3", "failed: hole number does not exist; this round has 18 holes"),
    ]

    @Test("sentence", arguments: sentences)
    func sentence(_ input: String, _ expected: String) {
        #expect(Self.summary(Self.parser.parse(input, pars: Self.pars, hole: 1)) == expected)
    }

    @Test func ambiguityIsReportedNeverGuessed() {
        let parser = VoiceParser(players: [Player(name: "Mike"), Player(name: "Mick"), Player(name: "Jake")])
        let result = parser.parse("Mik 2, Jake 3", pars: Self.pars, hole: 1)
        #expect(Self.summary(result) == "partial h1: Jake 3; ?ambiguousName \"Mik 2\" [Mike/Mick] 2")
        #expect(result.unresolved.first?.heardName == "Mik")
        #expect(Self.summary(parser.parse("Mike 3, Mick 4", pars: Self.pars, hole: 1)) == "success h1: Mike 3, Mick 4")
    }

    @Test func namesComeBeforeFillersAndMishearings() {
        let parser = VoiceParser(players: [Player(name: "Will"), Player(name: "Tree"), Player(name: "Mike")])
        #expect(Self.summary(parser.parse("Will 3, Tree for, Mike three", pars: Self.pars, hole: 1))
                == "success h1: Will 3, Tree 4, Mike 3")
        // The price: with a player called Tree, "tree" is always that player, never a 3.
        #expect(Self.summary(parser.parse("Mike tree", pars: Self.pars, hole: 1)) == "failed: no score heard")
    }

    @Test func scorebookAliasesWork() {
        let parser = VoiceParser(players: Self.players, aliases: AliasBook(aliases: ["jake": ["The Hammer"], "Sarah": ["Mike"]]))
        #expect(Self.summary(parser.parse("the hammer 4", pars: Self.pars, hole: 1)) == "success h1: Jake 4")
        // An alias that is also another player's name makes that name ambiguous.
        #expect(Self.summary(parser.parse("Mike 3", pars: Self.pars, hole: 1)) == "partial h1: ; ?ambiguousName \"Mike 3\" [Mike/Sarah] 3")
    }

    @Test func tableIsLargeEnough() {
        #expect(Self.sentences.count >= 60)
    }

    /// A name matched other than as written keeps what was heard, for `Jake (heard "Jack")`.
    @Test func aNameHeardOtherwiseSaysWhatWasHeard() {
        let parser = VoiceParser(players: [Player(name: "Jake"), Player(name: "Marcus"), Player(name: "Nate"), Player(name: "Zoë"),
                                           Player(name: "Uncle Bob", isGuest: true)])
        let result = parser.parse("Jack 3, Mark us 4, Nathan 2, zoe 5, Bob 3, Mikey 4", pars: Self.pars, hole: 1)
        #expect(result.scores.map { "\($0.player) \($0.level) \($0.misheardName ?? "-")" }
                == ["Jake soundsAlike Jack", "Marcus split Mark us", "Nate nickname Nathan", "Zoë exact -", "Uncle Bob word Bob"])
        #expect(result.unresolved.map(\.heard) == ["Mikey 4"])
    }

    @Test func heardKeepsTheWordsAsWritten() throws {
        let result = Self.parser.parse("Mike's a birdie, Zoë got 4", pars: Self.pars, hole: 1)
        #expect(result.scores.map(\.heard) == ["Mike's a birdie", "Zoë got 4"])
        #expect(result.scores.map(\.level) == [.exact, .exact])
    }

    @Test func ignoredWordsAreReported() {
        let result = Self.parser.parse("nice shot Mike 3", pars: Self.pars, hole: 1)
        #expect(result.ignored == ["nice"])
    }

    @Test func holeDefaultsToTheGivenOneUnlessSpoken() {
        #expect(Self.parser.parse("Mike 3", pars: Self.pars, hole: 5).hole == 5)
        let spoken = Self.parser.parse("hole 2 Mike 3", pars: Self.pars, hole: 5)
        #expect(spoken.hole == 2)
        #expect(spoken.holeWasSpoken)
        #expect(Self.parser.parse("Mike 3", pars: Self.pars, hole: nil).outcome == .failed)
    }
}

extension VoiceParserTests {
    /// A player named twice with a score is a repeat (`say` shows "Mike said twice: 4 kept"); a
    /// correction of the same mention is not.
    @Test(arguments: [
        ("Mike 3 Jake 4 Mike 4", ["Mike"]),
        ("Mike and Jake par, Mike 4", ["Mike"]),
        ("Mike 3, no wait, 4", []),
        ("Mike 3 Jake 4", []),
        ("Mike, Mike 3", []),
    ])
    func repeatsAreNamed(sentence: String, repeated: [String]) {
        #expect(Self.parser.parse(sentence, pars: Self.pars, hole: 1).repeated == repeated)
    }
}
