#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat
import Testing
import TestSupport

/// The file of a five-game match (the replay benchmark's log, every line written by the tool) parses
/// cleanly and replays to the same result. With `HYZER_MATCH_PARSE_BENCH=N` it also parses the file
/// N times (and parses plus replays it N times) and prints the times on `bench:` lines;
/// `scripts/bench-match-parse.sh` runs it in a release build. Nothing here asserts a time.
@Suite("match parse benchmark")
struct MatchParseBenchmark {
    static func fiveGameFile() throws -> String {
        let log = try PickleballReplayBenchmark.fiveGameMatch()
        var text = MatchFileFixtures.header.replacingOccurrences(of: "best-of 1", with: "best-of 5")
        for (index, entry) in log.enumerated() {
            let second = index * 20
            let time = "2026-11-22T\(18 + second / 3600):\(CivilPad.two(second / 60 % 60)):\(CivilPad.two(second % 60))Z"
            text += "\(index + 1) \(entry) @mike-phone.\(index + 1) by=Mike at=\(time)\n"
        }
        return text
    }

    enum CivilPad {
        static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    }

    @Test func theFileOfAFiveGameMatchParsesAndReplays() throws {
        let text = try Self.fiveGameFile()
        let parsed = MatchParser.parse(text, path: "five.match")
        #expect(parsed.diagnostics.isEmpty)
        let snapshot = try MatchSnapshot(match: parsed.document.match)
        #expect(snapshot.isOver && snapshot.state.games.map(\.winner) == [.a, .b, .a, .b, .a])
        #expect(MatchFormatter.format(parsed.document) == text)

        guard let value = getenv("HYZER_MATCH_PARSE_BENCH"), let runs = Int(String(cString: value)), runs > 0 else { return }
        let clock = ContinuousClock()
        func measure(_ body: () throws -> Int) rethrows -> [Duration] {
            var times: [Duration] = [], sink = 0
            for _ in 0..<runs {
                let start = clock.now
                sink &+= try body()
                times.append(clock.now - start)
            }
            if sink == -1 { print(sink) }
            return times.sorted()
        }
        func microseconds(_ duration: Duration) -> String {
            let (seconds, attoseconds) = duration.components
            return String(Int((Double(seconds) * 1e6 + Double(attoseconds) / 1e12).rounded())) + " µs"
        }
        let lines = text.split(separator: "\n").count
        for (what, times) in [("parse", measure { MatchParser.parse(text, path: "five.match").document.match.events.count }),
                              ("parse + replay", try measure { try MatchSnapshot(match: MatchParser.parse(text, path: "five.match").document.match).log.counted.count })] {
            print("bench: \(what) of a five-game match file (\(lines) lines), \(runs) runs: median \(microseconds(times[runs / 2])), "
                  + "p95 \(microseconds(times[min(runs - 1, runs * 95 / 100)])), min \(microseconds(times[0]))")
        }
    }
}
