import Testing
import TestSupport
@testable import HyzerFormat

@Suite("RoundParser")
struct RoundParserTests {
    /// A valid score line and what it must read as.
    struct LineCase: Sendable, CustomTestStringConvertible {
        var line: String
        var hole: Int
        var player: String
        var strokes: Int
        var id: String?
        var reporter: String? = nil
        var device: String? = nil
        var time: String? = nil
        var supersedes: [String] = []
        var resolves: [String] = []
        var note: String? = nil
        var testDescription: String { line }
    }

    static let valid: [LineCase] = [
        LineCase(line: "1 Mike 3", hole: 1, player: "Mike", strokes: 3, id: nil),
        LineCase(line: "2   mike\t 4", hole: 2, player: "Mike", strokes: 4, id: nil),
        LineCase(line: "3 J 5", hole: 3, player: "Jake", strokes: 5, id: nil),
        LineCase(line: "1 Uncle Bob 10", hole: 1, player: "Uncle Bob", strokes: 10, id: nil),
        LineCase(line: "1 uncle bob 1 # ace!", hole: 1, player: "Uncle Bob", strokes: 1, id: nil, note: "ace!"),
        LineCase(line: "1 Mike 3 @mike-phone.1 by=Mike at=2026-11-21T17:31:02Z", hole: 1, player: "Mike", strokes: 3,
                 id: "mike-phone.1", reporter: "Mike", device: "mike-phone", time: "2026-11-21T17:31:02Z"),
        LineCase(line: "1 Mike 3 at=2026-11-21T09:31:02-08:00 by=Jake @mike-phone.1", hole: 1, player: "Mike", strokes: 3,
                 id: "mike-phone.1", reporter: "Jake", device: "mike-phone", time: "2026-11-21T17:31:02Z"),
        LineCase(line: "2 Jake 4 @jake-laptop.7 by=\"Uncle Bob\" dev=jake-phone", hole: 2, player: "Jake", strokes: 4,
                 id: "jake-laptop.7", reporter: "Uncle Bob", device: "jake-phone"),
        LineCase(line: "1 Mike 2 @b.2 sup=b.1", hole: 1, player: "Mike", strokes: 2, id: "b.2", device: "b", supersedes: ["b.1"]),
        LineCase(line: "1 Mike 4 @c.1 resolves=b.1,a.1", hole: 1, player: "Mike", strokes: 4, id: "c.1", device: "c",
                 resolves: ["b.1", "a.1"]),
        LineCase(line: "3 Jake 3 @imported # from UDisc", hole: 3, player: "Jake", strokes: 3, id: "imported", note: "from UDisc"),
        LineCase(line: "1 Mike 3\r", hole: 1, player: "Mike", strokes: 3, id: nil),
        // Devices and reporters longer than a string holds inline (their strings are shared, counted
        // references: a parse that released one too often crashed here).
        LineCase(line: "1 Mike 3 @a-rather-long-device-name.12 by=Bartholomew-Longname at=2026-11-21T17:31:02Z", hole: 1, player: "Mike",
                 strokes: 3, id: "a-rather-long-device-name.12", reporter: "Bartholomew-Longname", device: "a-rather-long-device-name",
                 time: "2026-11-21T17:31:02Z"),
        LineCase(line: "2 Jake 4 @a-rather-long-device-name.13 dev=another-rather-long-device", hole: 2, player: "Jake", strokes: 4,
                 id: "a-rather-long-device-name.13", device: "another-rather-long-device"),
    ]

    /// Lines the links of `valid` point at, so the cases parse without errors.
    static let targets = "1 Mike 3 @b.1\n1 Mike 3 @a.1\n"

    @Test(arguments: valid)
    func readsAScoreLine(_ test: LineCase) throws {
        let document = Fixtures.document(Self.targets + test.line + "\n")
        let event = try #require(document.round.events.last)
        #expect(event.hole == test.hole)
        #expect(event.player == test.player)
        #expect(event.strokes == test.strokes)
        if let id = test.id {
            #expect(event.id.rawValue == id)
            #expect(event.isStamped)
        } else {
            #expect(!event.isStamped)
            #expect(event.id == EventID.handTyped(hole: test.hole, player: test.player, strokes: test.strokes, occurrence: 0))
        }
        #expect(event.reporter == test.reporter)
        #expect(event.device == test.device)
        #expect(event.time?.utc.rfc3339 == test.time)
        #expect(event.supersedes.map(\.rawValue) == test.supersedes)
        #expect(event.resolves.map(\.rawValue) == test.resolves)
        #expect(event.note == test.note)
    }

    @Test func readsTheHeader() {
        let round = Fixtures.round("")
        #expect(round.course == "Cedar Creek")
        #expect(round.layout == nil)
        #expect(round.started.rfc3339 == "2026-11-21T09:30:00-08:00")
        #expect(round.organizer == "Mike")
        #expect(round.pars == [3, 3, 4])
        #expect(round.players == [Player(name: "Mike"), Player(name: "Jake", aliases: ["J"]),
                                  Player(name: "Uncle Bob", isGuest: true)])
        #expect(round.finished == nil)
        #expect(round.events.isEmpty)
    }

    @Test func identicalHandTypedLinesGetDistinctIdentities() {
        let round = Fixtures.round("1 Mike 3\n1 Mike 3\n1 mike 3\n")
        #expect(Set(round.events.map(\.id)).count == 3)
        #expect(round.events.map(\.id) == (0..<3).map { EventID.handTyped(hole: 1, player: "Mike", strokes: 3, occurrence: $0) })
    }

    @Test func finishedMayFollowTheScores() {
        let round = Fixtures.round("1 Mike 3\nfinished 2026-11-21T11:40:00-08:00\n")
        #expect(round.finished?.rfc3339 == "2026-11-21T11:40:00-08:00")
        #expect(round.isFinished)
    }

    @Test("many lines sharing long device and reporter names read, and the round is freed, every time")
    func longSharedNames() {
        // Longer than a string holds inline: the lines share one counted string for each name, and a
        // parse that released one a time too often crashed on freeing the round.
        var text = Fixtures.header
        for number in 1...40 {
            text += "\(number % 3 + 1) Mike 3 @a-rather-long-device-name.\(number) by=Bartholomew-Longname at=2026-11-21T17:31:02Z"
                + (number % 4 == 0 ? " dev=another-rather-long-device\n" : "\n")
        }
        for _ in 0..<5 {
            let parsed = RoundParser.parse(text, path: "t.round")
            #expect(parsed.diagnostics.allSatisfy { $0.severity != .error })
            let events = parsed.document.round.events
            #expect(events.count == 40)
            #expect(events.allSatisfy { $0.reporter == "Bartholomew-Longname" && $0.id.device == "a-rather-long-device-name" })
            #expect(events.filter { $0.device == "another-rather-long-device" }.count == 10)
        }
    }

    /// A round of more players than names are compared in turn (``SmallMap/limit``): names and aliases
    /// clash as in a small one, ignoring case, wherever in the list the earlier one is.
    @Test(arguments: [3, 40]) func playerNamesClashInBigRoundsAsInSmallOnes(players: Int) {
        var text = "course C\nstarted 2026-11-21T09:30:00Z\norganizer P1\npars 3 3\n"
        for number in 1...players { text += "player P\(number)\(number == 2 ? " aka Deuce" : "")\n" }
        text += "player p1\nplayer Q aka deuce\nplayer P\(players) aka Solo\n\n1 q 3\n1 deuce 2\n"
        let parsed = RoundParser.parse(text, path: "t.round")
        #expect(parsed.diagnostics.map(\.message) == [
            "\"p1\" clashes with player \"P1\"",
            "alias \"deuce\" of Q is already an alias of P2; it is not used",
            "\"P\(players)\" clashes with player \"P\(players)\"",
        ])
        #expect(parsed.document.round.players.count == players + 1)
        #expect(parsed.document.round.events.map(\.player) == ["Q", "P2"])
    }

    @Test func keepsBadLinesVerbatimAndReadsTheRest() {
        let parsed = RoundParser.parse(Fixtures.header + "1 Mike 3\n1 Mike three\n2 Jake 4\n", path: "t.round")
        #expect(parsed.diagnostics.count == 1)
        #expect(parsed.document.round.events.map(\.strokes) == [3, 4])
        #expect(parsed.document.items.contains(.verbatim("1 Mike three")))
    }

    @Test func collectsEveryProblemSortedByLine() {
        let parsed = RoundParser.parse(Fixtures.header + "1 Nobody 3\nx\n9 Mike 3\n", path: "t.round")
        #expect(parsed.diagnostics.map(\.location.line) == [8, 9, 10])
        #expect(parsed.diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func emptyFileReportsTheMissingHeader() {
        let parsed = RoundParser.parse("", path: "t.round")
        #expect(parsed.diagnostics.map(\.message) == ["the round header is missing \"course\", \"started\", \"organizer\", \"pars\", \"player\""])
    }

    @Test func invalidUTF8DoesNotCrash() {
        var bytes = Array((Fixtures.header + "1 Mike 3\n").utf8)
        bytes += [0x31, 0x20, 0xFF, 0xFE, 0x20, 0x33, 0x0A]
        let parsed = bytes.withUnsafeBufferPointer { RoundParser.parse(bytes: $0, path: "t.round") }
        #expect(parsed.document.round.events.count == 1)
        #expect(parsed.diagnostics.count == 1)
    }
}
