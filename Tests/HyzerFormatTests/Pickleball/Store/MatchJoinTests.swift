import Testing
@testable import HyzerFormat
import TestSupport

/// One match recorded twice (issue 31, item 3): which pairs are named, joining one file into the other
/// through the event core, and the `joined` line the other gets, read, written and merged as a round's.
/// The two-device case with real git is in the end-to-end tests.
@Suite("joining matches")
struct MatchJoinTests {
    static func match(started: String, teams: (String, String) = ("Alex", "Sam"), lines: [String] = [], bestOf: Int = 1) -> String {
        "started \(started)\nbest-of \(bestOf)\nplayer A \(teams.0)\nplayer B \(teams.1)\n" + (lines.isEmpty ? "" : "\n" + lines.map { $0 + "\n" }.joined())
    }

    @Test func joiningUnitesTheEntriesAndMarksTheOther() throws {
        let temp = try TemporaryScorebook()
        try temp.write("matches/a.match", Self.match(started: "2026-11-22T10:00:00Z", lines: [
            "1 A @m.1 by=M at=2026-11-22T10:01:00Z", "2 A @m.2 by=M at=2026-11-22T10:02:00Z",
        ]))
        try temp.write("matches/b.match", Self.match(started: "2026-11-22T10:01:00Z", lines: [
            "1 A @j.1 by=J at=2026-11-22T10:01:05Z", "2 A @j.2 by=J at=2026-11-22T10:02:05Z", "3 A @j.3 by=J at=2026-11-22T10:03:05Z",
        ]))
        let archive = MatchArchive(book: temp.book, localDevice: nil)
        #expect(archive.listed.map(\.name) == ["b", "a"])
        #expect(archive.entries.map(\.name) == ["a"])
        #expect(archive.duplicates.map { [$0.keep, $0.join] } == [["a", "b"]])
        let a = temp.book.matchesDirectory + "/a.match", b = temp.book.matchesDirectory + "/b.match"
        let time = Timestamp("2026-11-22T10:20:00Z")!
        let joined = try temp.book.joinMatch(b, into: a, reporter: "J", device: "j", time: time)
        #expect(joined.newLines == 3)
        #expect(joined.fork == nil)
        #expect(joined.wroteJoinedLine)
        #expect(joined.snapshot.log.counted.count == 3)
        #expect(try temp.read("matches/b.match").hasSuffix("\n3 A @j.3 by=J at=2026-11-22T10:03:05Z\njoined 2026-11-22T10:20:00Z @j.4 by=J into=a.match\n"))
        let after = MatchArchive(book: temp.book, localDevice: nil)
        #expect(after.listed.map(\.name) == ["a"])
        #expect(after.duplicates.isEmpty)
        // Again: nothing new, no second line. The next line this device writes there takes the next identity.
        let again = try temp.book.joinMatch(b, into: a, reporter: "J", device: "j", time: time)
        #expect(again.newLines == 0 && !again.wroteJoinedLine)
        let recorded = try temp.book.recordMatchEntry(.rally(wonBy: .b), in: b, reporter: "J", device: "j", time: time)
        #expect(recorded.event.id == EventID(device: "j", sequence: 5))
        // The default match is never the joined one.
        #expect(try temp.book.findMatch(nil) == a)
    }

    @Test func theJoinedLineIsFormattedAfterTheEntriesAndKeptByEveryMerge() throws {
        let base = Self.match(started: "2026-11-22T10:01:00Z", lines: ["1 A @j.1 by=J at=2026-11-22T10:01:05Z"])
        let joined = base + "joined 2026-11-22T10:20:00Z @j.2 by=J into=a.match\n"
        let parsed = MatchParser.parse(joined, path: "b.match")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.document.match.withdrawal?.into == "a.match")
        // fmt: the entries, then the joined line; a rally typed after it goes above it.
        let untidy = joined + "A\n"
        #expect(MatchFormatter.format(MatchParser.parse(untidy, path: "b.match").document) == base + "2 A\njoined 2026-11-22T10:20:00Z @j.2 by=J into=a.match\n")
        // A merge keeps the line whichever copy has it, in either order.
        let other = base + "2 B @m.1 by=M at=2026-11-22T10:02:00Z\n"
        let merged = try MatchMerge.merge(TextCopy(path: "ours", text: joined), TextCopy(path: "theirs", text: other), base: TextCopy(path: "base", text: base))
        let reversed = try MatchMerge.merge(TextCopy(path: "ours", text: other), TextCopy(path: "theirs", text: joined), base: TextCopy(path: "base", text: base))
        #expect(merged.text == reversed.text)
        #expect(merged.text.hasSuffix("2 B @m.1 by=M at=2026-11-22T10:02:00Z\njoined 2026-11-22T10:20:00Z @j.2 by=J into=a.match\n"))
    }

    @Test func otherSettingsAndTeamsTheOtherWayRoundAreNotJoined() throws {
        let temp = try TemporaryScorebook()
        try temp.write("matches/a.match", Self.match(started: "2026-11-22T10:00:00Z"))
        try temp.write("matches/b.match", Self.match(started: "2026-11-22T10:01:00Z", bestOf: 3))
        try temp.write("matches/c.match", Self.match(started: "2026-11-22T10:01:00Z", teams: ("Sam", "Alex")))
        let path = { (name: String) in temp.book.matchesDirectory + "/" + name + ".match" }
        for other in ["b", "c"] {
            #expect {
                try temp.book.joinMatch(path(other), into: path("a"), reporter: "M", device: "m", time: Timestamp("2026-11-22T10:20:00Z")!)
            } throws: { ($0 as? HyzerError)?.kind == .invalidData }
            #expect(!(try temp.read("matches/\(other).match").contains("joined")))
        }
    }
}
