import HyzerFormat
import Testing

/// The time-out's length (``TimeOutLength``, the `timeout-length` header line) and its clock
/// (``TimeOutClock``): derived from the time-out line's `at=`, so every device reads the same clock.
@Suite("time-out length and clock")
struct TimeOutClockTests {
    @Test(arguments: [("60", 60), ("90s", 90), ("1m", 60), ("1m30s", 90), ("1m30", 90), ("1:30", 90), ("0:45", 45), ("2M", 120), ("0", 0)])
    func lengthsRead(text: String, seconds: Int) {
        #expect(TimeOutLength.seconds(text) == seconds)
    }

    @Test(arguments: ["", "soon", "1h", "-5", "1:3", "1:75", "30s1m", "1m1m", "2 hours", "99999999999"])
    func notLengths(text: String) {
        #expect(TimeOutLength.seconds(text) == nil)
    }

    @Test func lengthsAreWrittenShortest() {
        #expect([45, 60, 90, 120, 3600].map(TimeOutLength.text) == ["45s", "1m", "1m30s", "2m", "60m"])
        #expect([60, 42, 5, 0, 725].map(TimeOutLength.clock) == ["1:00", "0:42", "0:05", "0:00", "12:05"])
    }

    static func match(_ lines: String, length: String? = nil) throws -> MatchSnapshot {
        let header = "started 2026-11-22T10:00:00-08:00\n" + (length.map { "timeout-length \($0)\n" } ?? "") + "player A Alex\nplayer B Sam\n\n"
        let parsed = MatchParser.parse(header + lines, path: "m.match")
        #expect(!parsed.diagnostics.containsErrors, "\(parsed.diagnostics)")
        return try MatchSnapshot(match: parsed.document.match)
    }

    static let called = Timestamp("2026-11-22T18:05:00Z")!
    static func at(_ seconds: Int64) -> Timestamp { Timestamp(secondsSinceEpoch: called.secondsSinceEpoch + seconds, utcOffsetMinutes: -480) }

    @Test func theClockCountsFromTheLinesTime() throws {
        let snapshot = try Self.match("1 A @d.1 at=2026-11-22T18:04:00Z\n2 timeout B @d.2 at=2026-11-22T18:05:00Z\n", length: "1m30s")
        let clock = try #require(TimeOutClock(snapshot))
        #expect(clock.side == .b && clock.lengthSeconds == 90 && clock.calledAt == Self.called)
        #expect(clock.reading(at: Self.at(-30))?.secondsLeft == 90, "a clock behind the line's: the full length")
        #expect(clock.reading(at: Self.at(48))?.secondsLeft == 42)
        #expect(clock.reading(at: Self.at(75)).map { ($0.secondsLeft, $0.isWarning, $0.isOver) } ?? (0, false, false) == (15, true, false))
        #expect(clock.reading(at: Self.at(90))?.isOver == true)
        #expect(clock.reading(at: Self.at(99))?.secondsLeft == 0, "play shows for 10 seconds")
        #expect(clock.reading(at: Self.at(100)) == nil)
    }

    @Test(arguments: [
        "1 timeout B @d.1 at=2026-11-22T18:05:00Z\n2 A @d.2 at=2026-11-22T18:05:30Z\n",  // a rally ends it
        "1 timeout B @d.1 at=2026-11-22T18:05:00Z\n2 undo @d.2 at=2026-11-22T18:05:03Z\n",  // undone
        "timeout B\n",  // hand-typed: no time
    ])
    func noClock(lines: String) throws {
        #expect(TimeOutClock(try Self.match(lines)) == nil)
    }

    @Test func anUndoneRallyBringsTheClockBack() throws {
        let snapshot = try Self.match("1 timeout A @d.1 at=2026-11-22T18:05:00Z\n2 B @d.2 at=2026-11-22T18:05:10Z\n3 undo @d.3 at=2026-11-22T18:05:11Z\n")
        #expect(TimeOutClock(snapshot)?.side == .a)
    }

    @Test func theLineIsAHeaderLineThatMergesLikeTheOthers() throws {
        let one = "started 2026-11-22T10:00:00-08:00\ntimeout-length 90\nplayer A Alex\nplayer B Sam\n"
        let parsed = MatchParser.parse(one, path: "m.match")
        #expect(parsed.document.match.settings.timeOutSeconds == 90)
        #expect(MatchFormatter.format(parsed.document).contains("\ntimeout-length 1m30s\n"))
        let other = one.replacingOccurrences(of: "timeout-length 90", with: "timeout-length 2m")
        #expect(throws: HyzerError.self) {
            try MatchMerge.merge(MatchMerge.Copy(path: "a.match", text: one), MatchMerge.Copy(path: "b.match", text: other))
        }
        let same = try MatchMerge.merge(MatchMerge.Copy(path: "a.match", text: one), MatchMerge.Copy(path: "b.match", text: one.replacingOccurrences(of: "90", with: "1m30s")))
        #expect(same.document.match.settings.timeOutSeconds == 90)
    }

    @Test func statusJSONHasTheClock() throws {
        let snapshot = try Self.match("1 timeout B @d.1 at=2026-11-22T18:05:00Z\n")
        let json = MatchStatusJSON.render(snapshot, name: "m", now: Self.at(18))
        #expect(json.contains("\"timeOut\": {\n    \"team\": \"B\",\n    \"at\": \"2026-11-22T18:05:00Z\",\n    \"lengthSeconds\": 60,\n    \"secondsLeft\": 42\n  },"), "\(json)")
        #expect(MatchStatusJSON.render(snapshot, name: "m").contains("\"timeOut\": null,"), "without a clock to read by, none")
    }
}
