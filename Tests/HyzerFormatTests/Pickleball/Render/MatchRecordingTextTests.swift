@testable import HyzerFormat
import Testing
import TestSupport

/// The line `rally`, `undo` and `timeout` print: what the entry did, the new call and who serves from
/// where. Dinkers (Alex, Jordan) against Smashers (Sam, Riley), A serving first.
@Suite("Render: match recording line")
struct MatchRecordingTextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var log: String
        var entry: String
        var settings: MatchSettings = MatchSettings()
        var expected: String
        var testDescription: String { "\(log.isEmpty ? "(empty)" : log) + \(entry)" }
    }

    static let rally = MatchSettings(scoring: .rally)

    static let cases: [Case] = [
        Case(log: "", entry: "A", expected: "Point A — 1-0-2. Alex serves from the left."),
        Case(log: "A", entry: "B", expected: "Side-out — 0-1-1. Sam serves from the right."),
        Case(log: "AB", entry: "B", expected: "Point B — 1-1-1. Sam serves from the left."),
        Case(log: "ABB", entry: "A", expected: "Second server — 1-1-2. Riley serves from the right."),
        Case(log: "A×5", entry: "A", expected: "Point A — 6-0-2. Alex serves from the right. Change ends."),
        Case(log: "A×9", entry: "A", expected: "Point A — 10-0-2. Alex serves from the right. Match point."),
        Case(log: "A×9", entry: "A", settings: MatchFixtures.bestOfThree,
             expected: "Point A — 10-0-2. Alex serves from the right. Game point."),
        Case(log: "A×10", entry: "A", settings: MatchFixtures.bestOfThree,
             expected: "Game 1 to Dinkers, 11-0. Game 2: 0-0-2, Sam serves. Change ends."),
        Case(log: "A×10", entry: "A", expected: "Match to Dinkers, 11-0."),
        Case(log: "A×11, A×11", entry: "A", settings: MatchFixtures.bestOfThree, expected: "Match to Dinkers, 2–0 (11-0, 11-0)."),
        Case(log: "A×11, B×11", entry: "A×11", settings: MatchFixtures.bestOfThree,
             expected: "Match to Dinkers, 2–1 (11-0, 0-11, 11-0)."),
        Case(log: "A", entry: "t", expected: "Time-out A (1 left)."),
        Case(log: "AtT", entry: "T", expected: "Time-out B (0 left)."),
        Case(log: "AA", entry: "u", expected: "Undone: point A. 1-0-2. Alex serves from the left."),
        Case(log: "AB", entry: "u", expected: "Undone: side-out to B. 1-0-2. Alex serves from the left."),
        Case(log: "ABBA", entry: "u", expected: "Undone: second server. 1-1-1. Sam serves from the left."),
        Case(log: "At", entry: "u", expected: "Undone: time-out A. 1-0-2. Alex serves from the left."),
        Case(log: "A×11", entry: "u", settings: MatchFixtures.bestOfThree,
             expected: "Undone: point A, game 1 reopened. 10-0-2. Alex serves from the right."),
        Case(log: "A×11", entry: "u", expected: "Undone: point A, match reopened. 10-0-2. Alex serves from the right."),
        Case(log: "A", entry: "B", settings: rally, expected: "Point B, side-out — 1-1. Riley serves from the right."),
        Case(log: "A×10, B", entry: "A", settings: rally,
             expected: "Side-out, no point — 10-1. Alex serves from the right. Match point."),
    ]

    @Test(arguments: cases)
    func line(_ test: Case) throws {
        var before = try MatchFixtures.state(test.log, test.settings)
        let entries = PickleballFixtures.log(test.entry)
        for entry in entries.dropLast() { before = try before.applying(entry) }
        let entry = try #require(entries.last)
        let after = try before.applying(entry)
        #expect(MatchRecordingText.render(before: before, after: after, entry: entry) == test.expected + "\n")
    }

    @Test func colourMarksTheHeadlineOnlyAndTheWordsStayTheSame() throws {
        let before = try MatchFixtures.state("A")
        let after = try before.applying(.rally(wonBy: .a))
        let coloured = MatchRecordingText.render(before: before, after: after, entry: .rally(wonBy: .a), style: TextStyle(colour: true))
        #expect(coloured == "\u{1B}[32mPoint A\u{1B}[0m — 2-0-2. Alex serves from the right.\n")
    }

    @Test func namesAreMadeSafeForATerminal() throws {
        let teams = MatchTeams(a: MatchTeam(["Al\u{1B}[2Jex", "Jordan"]), b: MatchTeam(["Sam", "Riley"]))
        let before = try MatchState(settings: MatchSettings(), teams: teams)
        let after = try before.applying(.rally(wonBy: .a))
        #expect(MatchRecordingText.render(before: before, after: after, entry: .rally(wonBy: .a))
                == "Point A — 1-0-2. Al^[[2Jex serves from the left.\n")
    }
}
