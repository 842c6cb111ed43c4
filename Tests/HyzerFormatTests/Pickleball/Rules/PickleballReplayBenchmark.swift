#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat
import Testing
import TestSupport

/// A five-game match (side-out doubles, best of 5, games to 11 won alternately, with time-outs and
/// undos) replays to the expected result. With `HYZER_PICKLEBALL_BENCH=N` it also replays the log N
/// times and prints the time per replay on a `bench:` line; `scripts/bench-pickleball-replay.sh` runs
/// it in a release build. Nothing here asserts a time.
@Suite("pickleball replay benchmark")
struct PickleballReplayBenchmark {
    static let settings = MatchSettings(bestOf: 5)

    /// The log of a close five-game match: each game goes to the side whose turn it is (A, B, A, B, A)
    /// with random rallies leaning its way, a time-out per team per game, and an undone rally now and then.
    static func fiveGameMatch(seed: UInt64 = 5) throws -> [MatchEntry] {
        var random = SplitMix(state: seed)
        var state = try MatchState(settings: settings, teams: PickleballFixtures.doubles)
        var log: [MatchEntry] = []
        func record(_ entry: MatchEntry) throws {
            state = try state.applying(entry)
            log.append(entry)
        }
        while !state.isOver {
            let game = state.game
            let favourite: MatchSide = game.isMultiple(of: 2) ? .b : .a
            for side in MatchSide.allCases { try record(.timeOut(side)) }
            while state.game == game && !state.isOver {
                let roll = random.next() % 100
                try record(.rally(wonBy: roll < 58 ? favourite : favourite.other))
                if roll % 17 == 0, !state.isOver, state.game == game { try record(.undo) }
            }
        }
        return log
    }

    @Test func aFiveGameMatchReplays() throws {
        let log = try Self.fiveGameMatch()
        let state = try MatchState.replay(settings: Self.settings, teams: PickleballFixtures.doubles, log: log)
        #expect(state.isOver && state.winner == .a)
        #expect(state.games.map(\.winner) == [.a, .b, .a, .b, .a])
        #expect(log.count > 200, "\(log.count) entries")

        guard let value = getenv("HYZER_PICKLEBALL_BENCH"), let runs = Int(String(cString: value)), runs > 0 else { return }
        let clock = ContinuousClock()
        var times: [Duration] = []
        var games = 0
        for _ in 0..<runs {
            let start = clock.now
            let replayed = try MatchState.replay(settings: Self.settings, teams: PickleballFixtures.doubles, log: log)
            times.append(clock.now - start)
            games &+= replayed.games.count  // keeps the replay from being optimised away
        }
        times.sort()
        func microseconds(_ duration: Duration) -> String {
            let (seconds, attoseconds) = duration.components
            let value = Double(seconds) * 1e6 + Double(attoseconds) / 1e12
            return String(Int(value.rounded())) + " µs"
        }
        print("bench: replay of a five-game match (\(log.count) entries, \(games / runs) games), \(runs) runs: "
              + "median \(microseconds(times[runs / 2])), p95 \(microseconds(times[min(runs - 1, runs * 95 / 100)])), "
              + "min \(microseconds(times[0])), max \(microseconds(times[runs - 1])) (target < 2000 µs)")
    }
}
