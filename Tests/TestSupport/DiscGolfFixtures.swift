import HyzerFormat
import Testing

// MARK: - Round headers (both test targets)

/// Round files for tests, written the way people write them: `header(…)` gives the header lines, each
/// ending in a newline, so a test appends its score lines.
public enum RoundFixture {
    /// A round header: course, start, organizer, pars, then the players and guests in order.
    ///
    /// - Parameters:
    ///   - players: `player` lines; a name may carry aliases (`"Jake aka J"`).
    ///   - guests: `guest` lines, after the players.
    public static func header(course: String = "Cedar Creek", started: String = "2026-11-21T09:30:00-08:00",
                              organizer: String = "Mike", pars: [Int], players: [String], guests: [String] = []) -> String {
        var text = "course \(course)\nstarted \(started)\norganizer \(organizer)\npars \(pars.map(String.init).joined(separator: " "))\n"
        text += players.map { "player \($0)\n" }.joined() + guests.map { "guest \($0)\n" }.joined()
        return text
    }
}

// MARK: - Parsed rounds

/// Small builders shared by the library tests.
public enum Fixtures {
    /// A three-hole round header with Mike, Jake (alias J) and the guest Uncle Bob; score lines start
    /// on line 8.
    public static let header = RoundFixture.header(pars: [3, 3, 4], players: ["Mike", "Jake aka J"], guests: ["Uncle Bob"])

    /// Parses `header + lines`, expecting no errors.
    public static func document(_ lines: String, header: String = header,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) -> RoundDocument {
        let parsed = RoundParser.parse(header + lines, path: "t.round")
        #expect(!parsed.diagnostics.containsErrors, "\(parsed.diagnostics.map { $0.rendered() }.joined())",
                sourceLocation: sourceLocation)
        return parsed.document
    }

    /// The round of ``document(_:header:sourceLocation:)``.
    public static func round(_ lines: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Round {
        document(lines, sourceLocation: sourceLocation).round
    }
}

// MARK: - Rounds for reports

/// Small rounds for the report tests, written the way people type them.
public enum ReportFixtures {
    /// Parses round text that must be valid.
    public static func round(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Round {
        let parsed = RoundParser.parse(text, path: "test.round")
        #expect(!parsed.diagnostics.containsErrors, "\(parsed.diagnostics.map { $0.rendered() })", sourceLocation: sourceLocation)
        return parsed.document.round
    }

    /// An archive entry named like a round file.
    public static func entry(_ name: String, _ text: String) -> RoundArchive.Entry {
        RoundArchive.Entry(path: "/book/rounds/\(name).round", round: round(text))
    }

    /// Cedar Creek, 3 holes (pars 3 3 4): Jake -1, Mike and Sarah tie at E (T2), guest Bob +2, and
    /// Nate who only played hole 1. Mike's hole 3 is disputed between two devices (4 vs 5 → 5 counts).
    public static let cedar = """
    course Cedar Creek
    layout Long Tees
    started 2026-11-21T09:30:00-08:00
    organizer Mike
    pars 3 3 4
    player Mike
    player Jake aka Jacob
    player Sarah
    player Nate
    guest Bob

    1 Mike 2 @mike-phone.1 by=Mike at=2026-11-21T17:35:00Z
    1 Jake 3 @mike-phone.2 by=Mike at=2026-11-21T17:35:00Z
    1 Sarah 3 @mike-phone.3 by=Mike at=2026-11-21T17:35:00Z
    1 Nate 4 @mike-phone.4 by=Mike at=2026-11-21T17:35:00Z
    1 Bob 4 @mike-phone.5 by=Mike at=2026-11-21T17:35:00Z
    2 Mike 3
    2 Jake 2
    2 Sarah 3
    2 Bob 4
    3 Mike 4 @mike-phone.6 by=Mike at=2026-11-21T17:50:00Z
    3 Mike 5 @jake-phone.1 by=Jake at=2026-11-21T17:51:00Z
    3 Jake 4
    3 Sarah 4
    3 Bob 4

    """

    /// A finished round of `players` with per-hole strokes, on a course of pars 3 3 3.
    public static func simple(date: String, course: String = "Lakeside Park", scores: [(String, [Int])], guests: Set<String> = [],
                       finished: Bool = true) -> String {
        var text = "course \(course)\nstarted \(date)T10:00:00Z\norganizer \(scores[0].0)\npars 3 3 3\n"
        for (name, _) in scores { text += (guests.contains(name) ? "guest " : "player ") + name + "\n" }
        text += "\n"
        for (name, strokes) in scores {
            for (hole, value) in strokes.enumerated() { text += "\(hole + 1) \(name) \(value)\n" }
        }
        if finished { text += "finished \(date)T11:00:00Z\n" }
        return text
    }
}
