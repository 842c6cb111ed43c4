import HyzerFormat
import Testing
import TestSupport

/// Reading match files: the header, entry lines (tool-written and hand-typed), and one error per
/// problem at `path:line:col`.
@Suite("MatchParser")
struct MatchParserTests {
    static func parse(_ text: String) -> (document: MatchDocument, diagnostics: [Diagnostic]) {
        MatchParser.parse(text, path: "m.match")
    }

    /// The first error's `line:col message`.
    static func errors(_ text: String) -> [String] {
        parse(text).diagnostics.filter { $0.severity == .error }.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func theToolsHeaderReadsEveryField() throws {
        let parsed = Self.parse(MatchFileFixtures.header)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map { $0.rendered() })")
        let match = parsed.document.match
        #expect(match.title == "Saturday ladder, court 3")
        #expect(match.started == Timestamp("2026-11-22T10:00:00-08:00"))
        #expect(match.settings == MatchSettings(format: .doubles, scoring: .sideOut, target: 11, winBy: 2, freeze: .gamePoint, bestOf: 1))
        #expect(match.teams.a == MatchTeam(name: "Dinkers", players: [MatchPlayer(name: "Alex", handedness: .right, preferredCourt: .right),
                                                                      MatchPlayer(name: "Jordan", handedness: .left)], colour: "blue"))
        #expect(match.teams.b == MatchTeam(name: "Sam & Riley", players: [MatchPlayer(name: "Sam"), MatchPlayer(name: "Riley")]))
        #expect(match.teams.servesFirst == .a)
        #expect(match.events.isEmpty)
    }

    @Test func aMinimalHeaderTakesTheDefaultsAndDerivesTheFormat() throws {
        let parsed = Self.parse(MatchFileFixtures.minimalHeader)
        #expect(parsed.diagnostics.isEmpty)
        let match = parsed.document.match
        #expect(match.title == nil)
        #expect(match.settings == MatchSettings(format: .singles))
        #expect(match.teams.a.name == "Alex" && match.teams.b.name == "Sam")
        let doubles = Self.parse("started 2026-11-22T10:00:00-08:00\nplayer A Alex\nplayer A Jordan\nplayer B Sam\nplayer B Riley\n")
        #expect(doubles.diagnostics.isEmpty)
        #expect(doubles.document.match.settings.format == .doubles)
        #expect(doubles.document.match.teams.a.name == "Alex & Jordan")
    }

    @Test func rallyScoringSettingsRead() {
        let parsed = Self.parse(MatchFileFixtures.minimalHeader.replacingOccurrences(of: "player A", with: "scoring rally\nto 21\nwin-by 1\nfreeze 20\nbest-of 3\nserves B\nplayer A"))
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map { $0.rendered() })")
        let match = parsed.document.match
        #expect(match.settings == MatchSettings(format: .singles, scoring: .rally, target: 21, winBy: 1, freeze: .at(20), bestOf: 3))
        #expect(match.teams.servesFirst == .b)
        let none = Self.parse(MatchFileFixtures.minimalHeader + "\n").document.match.settings.freeze
        #expect(none == .gamePoint)
        #expect(Self.parse("freeze none\n" + MatchFileFixtures.minimalHeader).document.match.settings.freeze == MatchSettings.Freeze.none)
    }

    @Test func toolLinesAndHandTypedLinesCountAlike() throws {
        let text = MatchFileFixtures.header + MatchFileFixtures.lines("AB") + "A\nb\n5 timeout a # their coach\nUNDO\n"
        let parsed = Self.parse(text)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map { $0.rendered() })")
        let events = parsed.document.match.events
        #expect(events.map(\.number) == [1, 2, 3, 4, 5, 6])
        #expect(events.map(\.entry) == [.rally(wonBy: .a), .rally(wonBy: .b), .rally(wonBy: .a), .rally(wonBy: .b), .timeOut(.a), .undo])
        #expect(events.map(\.isStamped) == [true, true, false, false, false, false])
        #expect(events[4].note == "their coach")
        #expect(events[0].id.rawValue == "mike-phone.1" && events[0].reporter == "Mike" && events[0].device == "mike-phone")
        // Hand-typed lines get identities from what they say, the same in every copy.
        #expect(events[2].id.isHandTyped)
        #expect(events[2].id == EventID.handTyped(key: "3|A", occurrence: 0))
        #expect(parsed.document.eventLines == [17, 18, 19, 20, 21, 22])
        let snapshot = try MatchSnapshot(match: parsed.document.match)
        #expect(snapshot.log.entries.count == 6)
        #expect(snapshot.state.call == "1-1-2", "rallies A B A B (B serving, server 2), a time-out, then undo of the time-out")
    }

    @Test func aNumberedLineMayRestateAnEarlierNumberButNotJumpAhead() {
        let header = MatchFileFixtures.header
        #expect(Self.errors(header + MatchFileFixtures.lines("AAA") + "2 B\nA\n").isEmpty, "a hand correction of entry 2, then entry 3")
        #expect(Self.parse(header + MatchFileFixtures.lines("AAA") + "2 B\nA\n").document.match.events.map(\.number) == [1, 2, 3, 2, 3])
        #expect(Self.errors(header + MatchFileFixtures.lines(String(repeating: "A", count: 13)) + "20 B\n") == ["30:1 entry 20 after entry 13"])
        #expect(Self.errors(header + "0 A\n") == ["17:1 entry numbers start at 1"])
        #expect(Self.errors(header + "5 A\n") == ["17:1 the first entry is numbered 5"])
    }

    @Test("malformed lines are errors at their place", arguments: [
        ("1 A B", "17:5 unexpected \"B\" after the entry"),
        ("1 C", "17:3 \"C\" is not an entry"),
        ("timeout", "17:1 a time-out names the team that called it"),
        ("timeout C", "17:1 a time-out names the team that called it"),
        ("1", "17:1 entry 1 says nothing"),
        ("1 A @bad!id", "17:5 \"@bad!id\" is not a valid event identity"),
        ("1 A @p.1 colour=red", "17:10 unknown field \"colour\""),
        ("1 A sup=p.1", "17:5 an entry line with dev=, sup= or resolves= needs an @identity"),
        ("1 A @p.1 sup=p.9", "17:10 links to @p.9, which is not in this file"),
        ("rally A", "17:1 unknown line \"rally\""),
        ("team A Late", "17:1 a \"team\" line after the first entry line (line 17)"),
    ])
    func badEntryLine(_ line: String, _ expected: String) {
        let text = MatchFileFixtures.header + (line.hasPrefix("team") ? "A\n" + line + "\n" : line + "\n")
        let expectedLine = line.hasPrefix("team") ? expected.replacingOccurrences(of: "17:1 a", with: "18:1 a") : expected
        #expect(Self.errors(text).first == expectedLine, "\(line)")
    }

    @Test("bad header values are errors at the value", arguments: [
        ("best-of 2", "1:9 a match cannot be best of 2"),
        ("win-by 0", "1:8 a game cannot be won by 0"),
        ("to 0", "1:4 a game cannot be played to 0"),
        ("to eleven", "1:4 \"eleven\" is not a number"),
        ("format triples", "1:8 \"triples\" is not a format"),
        ("scoring sideout", "1:9 \"sideout\" is not a way of scoring"),
        ("freeze sometimes", "1:8 \"sometimes\" is not a freeze"),
        ("serves C", "1:8 \"C\" is not a team"),
        ("started tomorrow", "1:9 \"tomorrow\" is not a date and time"),
        ("team C Dinkers", "1:6 \"C\" is not a team"),
        ("team A Dinkers colour=#12", "1:16 \"#12\" is not a colour"),
        ("team A Dinkers shirt=red", "1:16 unknown field \"shirt\" on a team line"),
        ("player A Alex hand=both", "1:15 \"both\" is not a hand"),
        ("to", "1:1 \"to\" needs a value"),
        ("Started 2026-11-22T10:00:00-08:00", "1:1 unknown line \"Started\""),
    ])
    func badHeaderLine(_ line: String, _ expected: String) {
        let text = line + "\n" + MatchFileFixtures.minimalHeader.replacingOccurrences(of: line.hasPrefix("started ") ? "started 2026-11-22T10:00:00-08:00\n" : "\u{0}", with: "")
        #expect(Self.errors(text).first == expected, "\(Self.parse(text).diagnostics.map { $0.rendered() })")
    }

    @Test func impossibleTeamsAreErrorsAtTheOffendingLine() {
        let three = "started 2026-11-22T10:00:00-08:00\nformat doubles\nplayer A Alex\nplayer A Jordan\nplayer A Casey\nplayer B Sam\nplayer B Riley\n"
        #expect(Self.errors(three) == ["5:10 team A has 3 players, but doubles is played with 2 a side"])
        let short = "started 2026-11-22T10:00:00-08:00\nformat doubles\nplayer A Alex\nplayer B Sam\nplayer B Riley\n"
        #expect(Self.errors(short) == ["2:8 team A has 1 player, but doubles is played with 2 a side"])
        let twice = "started 2026-11-22T10:00:00-08:00\nplayer A Alex\nplayer A Sam\nplayer B sam\nplayer B Riley\n"
        #expect(Self.errors(twice) == ["4:10 \"sam\" is named twice"])
        let sameTeams = "started 2026-11-22T10:00:00-08:00\nteam A Dinkers\nplayer A Alex\nteam B dinkers\nplayer B Sam\n"
        #expect(Self.errors(sameTeams) == ["4:8 both teams are called \"Dinkers\""])
        let missing = "player A Alex\n"
        #expect(Self.errors(missing) == ["1:1 the match header is missing \"started\", a player of team B"])
    }

    @Test func everyProblemOfAFileIsReportedAtOnce() {
        let text = "best-of 2\nwin-by 0\n" + MatchFileFixtures.minimalHeader + "1 A\n3 B\n1 C\n"
        #expect(Self.errors(text) == ["1:9 a match cannot be best of 2", "2:8 a game cannot be won by 0",
                                      "7:1 entry 3 after entry 1", "8:3 \"C\" is not an entry"])
    }

    @Test func aRepeatedLineIsAWarningAndAReusedIdentityAnError() {
        let line = MatchFileFixtures.lines("A")
        let repeated = Self.parse(MatchFileFixtures.header + line + line)
        #expect(repeated.diagnostics.map(\.severity) == [.warning])
        #expect(repeated.document.match.events.count == 1)
        let reused = Self.errors(MatchFileFixtures.header + line + line.replacingOccurrences(of: "1 A", with: "1 B"))
        #expect(reused == ["18:5 identity @mike-phone.1 is already used on line 17"])
    }

    @Test func aTornLastLineIsReported() {
        let parsed = Self.parse(MatchFileFixtures.header + "1 A @mike-phone.1 by=Mi")
        #expect(parsed.diagnostics.map(\.severity) == [.warning])
        let broken = Self.parse(MatchFileFixtures.header + "1 A @mike-phone.1 by=Mi ke=")
        #expect(broken.diagnostics.containsErrors)
    }

    @Test func conflictMarkersAreOneErrorAndKeptVerbatim() {
        let text = MatchFileFixtures.header + "<<<<<<< HEAD\n1 A\n=======\n1 B\n>>>>>>> theirs\n"
        let parsed = Self.parse(text)
        #expect(Self.errors(text).count == 1)
        #expect(MatchFormatter.format(parsed.document).contains("<<<<<<< HEAD\n1 A\n=======\n1 B\n>>>>>>> theirs\n"))
    }
}

/// What `check` adds to a match file that reads: entries the rules refuse, and forks.
@Suite("MatchChecks")
struct MatchChecksTests {
    static func check(_ text: String) -> [Diagnostic] {
        let parsed = MatchParser.parse(text, path: "m.match")
        #expect(!parsed.diagnostics.containsErrors, "\(parsed.diagnostics.map { $0.rendered() })")
        return MatchChecks.diagnostics(parsed.document, text: { text }, path: "m.match")
    }

    @Test func entriesTheRulesRefuseAreErrorsAtTheirLines() {
        let header = MatchFileFixtures.minimalHeader
        // Singles to 11: A wins 11-0 after 11 rallies; the 12th is after the match.
        let over = Self.check(header + String(repeating: "A\n", count: 11) + "B\n")
        #expect(over.map { "\($0.location.line) \($0.severity) \($0.message)" }
                == ["15 error entry 12 (B) cannot be played: the match is over (Alex won 11-0): no rally can be added"])
        #expect(over.first?.lineText == "B")
        let timeOuts = Self.check(header + "timeout A\ntimeout A\ntimeout A\n")
        #expect(timeOuts.map(\.location.line) == [6])
        #expect(timeOuts.first?.message.contains("has used its 2 time-outs in game 1") == true)
        let undo = Self.check(header + "undo\n")
        #expect(undo.map { "\($0.location.line):\($0.location.column)" } == ["4:1"])
        #expect(undo.first?.message.hasPrefix("entry 1 (undo) cannot be played: nothing to undo") == true)
        #expect(Self.check(header + "A\nundo\nB\n").isEmpty)
    }

    @Test func aForkIsAWarningNamingTheEntryAndTheDevices() {
        let text = MatchFileFixtures.header + MatchFileFixtures.lines("AB") + MatchFileFixtures.lines("A", device: "jo-laptop", from: 3, sequence: 1, minute: 5)
            + MatchFileFixtures.lines("BB", from: 3, minute: 6)
        let diagnostics = Self.check(text)
        #expect(diagnostics.map(\.severity) == [.warning])
        let warning = try! #require(diagnostics.first)
        #expect(warning.location.line == 19)
        #expect(warning.message == "copies of this match went different ways at entry 3: jo-laptop with A (1 entry), mike-phone with B (2 entries); nothing after it counts until one is kept")
        #expect(warning.hint == "keep one with `hyzer-text match resolve --keep DEVICE` (jo-laptop or mike-phone); the other lines stay in the file")
    }
}
