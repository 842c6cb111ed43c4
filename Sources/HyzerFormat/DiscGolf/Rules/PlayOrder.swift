/// The order in which a group plays a round's holes: from the hole it teed off on to the last hole,
/// then round from hole 1 to the one before the start (`10, 11, …, 18, 1, …, 9`).
///
/// The start is the round's `start-hole` line when it has one. A round without one starts on hole 1
/// until its first score; from then on it starts on the hole of its first score (the earliest `at=`
/// time, or the first score line when no line has a time), so that a group that teed off on hole 10
/// without saying so still plays 10–18 and then 1–9. See docs/FORMAT.md, "Play order".
public struct PlayOrder: Sendable, Equatable {
    /// Number of holes (at least 1).
    public let holeCount: Int
    /// The 1-based hole the group teed off on.
    public let startHole: Int

    /// The play order of `holeCount` holes starting on `startHole` (a start outside the holes is 1).
    public init(holeCount: Int, startHole: Int = 1) {
        self.holeCount = max(holeCount, 1)
        self.startHole = (1...self.holeCount).contains(startHole) ? startHole : 1
    }

    /// The play order of `round`: its declared start, else the hole of its first score, else 1.
    public init(_ round: Round) {
        self.init(holeCount: round.holeCount, startHole: round.startHole ?? Self.firstScoredHole(round.events, undone: round.undone) ?? 1)
    }

    /// The 0-based place of a 1-based hole in play order (the start hole is 0).
    public func position(of hole: Int) -> Int {
        ((hole - startHole) % holeCount + holeCount) % holeCount
    }

    /// The hole at a 0-based place in play order.
    public func hole(at position: Int) -> Int {
        (startHole - 1 + position) % holeCount + 1
    }

    /// Every hole once, in play order from the start hole.
    public var holes: [Int] { (0..<holeCount).map(hole(at:)) }

    /// Every hole once, going round in play order from `hole` (which comes first).
    public func holes(from hole: Int) -> [Int] {
        let first = position(of: hole)
        return (0..<holeCount).map { self.hole(at: first + $0) }
    }

    /// Whether `a` comes before `b` in play order.
    public func isBefore(_ a: Int, _ b: Int) -> Bool { position(of: a) < position(of: b) }

    /// The hole of the first score: the one with the earliest `at=` time, or the first one in the
    /// file when none has a time; nil without scores. Retractions and lines in `undone` are no scores.
    static func firstScoredHole(_ events: [ScoreEvent], undone: Set<EventID> = []) -> Int? {
        var first: (seconds: Int64, hole: Int)?, firstInFile: Int?
        for event in events where !event.isRetraction && (undone.isEmpty || !undone.contains(event.id)) {
            if firstInFile == nil { firstInFile = event.hole }
            guard let time = event.time else { continue }
            if first == nil || time.secondsSinceEpoch < first!.seconds { first = (time.secondsSinceEpoch, event.hole) }
        }
        return first?.hole ?? firstInFile
    }
}
