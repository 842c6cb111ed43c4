import Testing
import TestSupport
@testable import HyzerFormat

/// Which putts a hole's throw tokens count, circle by circle (docs/REPORTS.md, "Throw stats"): the
/// first putt where its place is written, and every putt after the first as a C1 putt, whether or
/// not the first one's place is written (issue 42: `3 putts=2` counted nothing).
@Suite("throw stats: putts")
struct ThrowStatsTests {
    /// The stats of one hole of a tracked round, read from its tokens as a score line writes them.
    static func stats(_ tokens: String, strokes: Int, par: Int = 3) -> ThrowStats {
        var marks = ThrowMarks.none
        for token in tokens.split(separator: " ") {
            #expect(ThrowMarks.read(String(token), into: &marks) == nil, "token \(token)")
        }
        var stats = ThrowStats()
        stats.add(marks, strokes: strokes, par: par, tracksFairways: false)
        return stats
    }

    /// `C1 made/of, C1X made/of, C2 made/of, C1R made/of`.
    static func summary(_ stats: ThrowStats) -> String {
        [stats.circle1, stats.circle1X, stats.circle2, stats.circle1InRegulation].map { "\($0.made)/\($0.of)" }.joined(separator: ", ")
    }

    static let holes: [(tokens: String, strokes: Int, counts: String)] = [
        // No circle written: the putts after the first are C1 putts; the first counts for no circle.
        ("putts=2", 3, "1/1, 0/0, 0/0, 0/0"),
        ("putts=3", 4, "1/2, 0/0, 0/0, 0/0"),
        ("putts=1", 3, "0/0, 0/0, 0/0, 0/0"),
        ("ob putts=2", 5, "1/1, 0/0, 0/0, 0/0"),
        // The first putt's place written: it counts there, and so do the putts after it.
        ("c1", 2, "1/1, 0/0, 0/0, 1/1"),
        ("c1 putts=2", 3, "1/2, 0/0, 0/0, 1/1"),
        ("c1x putts=2", 3, "1/2, 0/1, 0/0, 1/1"),
        ("c2 putts=2", 4, "1/1, 0/0, 0/1, 0/1"),
        ("c2", 3, "0/0, 0/0, 1/1, 0/1"),
        ("parked", 2, "1/1, 0/0, 0/0, 1/1"),
        ("parked putts=3", 4, "1/3, 0/0, 0/0, 1/1"),
        // Holed without a putt.
        ("putts=0", 1, "0/0, 0/0, 0/0, 1/1"),
    ]

    @Test("a hole's putts", arguments: holes)
    func puttsOfAHole(_ tokens: String, _ strokes: Int, _ counts: String) {
        #expect(Self.summary(Self.stats(tokens, strokes: strokes)) == counts)
    }

    @Test func aRoundOfPuttsWithoutCirclesHasAC1Row() {
        var stats = ThrowStats()
        stats.addRound([(Self.marks("putts=2"), 3, 3), (Self.marks("putts=1"), 3, 3), (ThrowMarks.none, 4, 3), (Self.marks("putts=3"), 5, 4)])
        #expect(stats.rows.map { "\($0.name) \($0.rate.text)" } == ["C1 putting 67% (2/3)", "OB rate 0% (0/4)"])
    }

    static func marks(_ token: String) -> ThrowMarks {
        var marks = ThrowMarks.none
        _ = ThrowMarks.read(token, into: &marks)
        return marks
    }
}
