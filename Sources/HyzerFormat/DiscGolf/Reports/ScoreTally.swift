/// How many holes a player (or a group) scored as each of golf's score names: the distribution the
/// group argues about. Buckets run from best to worst; everything over a triple bogey is `worse`.
public struct ScoreTally: Sendable, Equatable {
    /// Bucket names, best first: `ace`, `albatross`, `eagle`, `birdie`, `par`, `bogey`,
    /// `double bogey`, `triple bogey`, `worse`.
    public static let names = ["ace", "albatross", "eagle", "birdie", "par", "bogey", "double bogey", "triple bogey", "worse"]

    /// Count per bucket, in the order of ``names``.
    public private(set) var counts = Array(repeating: 0, count: ScoreTally.names.count)

    /// An empty tally.
    public init() {}

    /// Total holes counted.
    public var total: Int { counts.reduce(0, +) }

    /// Counts one hole of `strokes` on a hole of `par`.
    public mutating func add(strokes: Int, par: Int) {
        counts[Self.bucket(strokes: strokes, par: par)] += 1
    }

    /// Adds every count of `other`.
    public mutating func add(_ other: ScoreTally) {
        for index in counts.indices { counts[index] += other.counts[index] }
    }

    /// The count for a bucket name (see ``names``); 0 for unknown names.
    public func count(_ name: String) -> Int {
        Self.names.firstIndex(of: name).map { counts[$0] } ?? 0
    }

    /// Non-empty buckets as (name, count), best first.
    public var nonEmpty: [(name: String, count: Int)] {
        counts.indices.filter { counts[$0] > 0 }.map { (Self.names[$0], counts[$0]) }
    }

    /// The bucket index of a score, following ``ScoreName/name(strokes:par:)`` (an ace is an ace
    /// even on a par 3, not a birdie).
    static func bucket(strokes: Int, par: Int) -> Int {
        if strokes == 1 { return 0 }
        switch strokes - par {
        case ...(-3): return 1
        case -2: return 2
        case -1: return 3
        case 0: return 4
        case 1: return 5
        case 2: return 6
        case 3: return 7
        default: return 8
        }
    }

    /// `{"ace": 0, "birdie": 3, …}` with every bucket, in order.
    public var json: JSON { .object(zip(Self.names, counts).map { ($0, .int($1)) }) }
}
