/// A player's throw statistics from the throw tokens of their score lines (rule 13 of
/// `docs/FORMAT.md`): putting in circle 1, C1X and circle 2, fairway hits, circle 1 in regulation,
/// scrambling and OB rate, defined as UDisc publishes them, from what a score line can say
/// (`docs/REPORTS.md`, "Throw stats", says where that differs).
///
/// Only rounds the player *tracked* count: a round where at least one of the player's counting score
/// lines carries a token. There a hole without `ob` is a hole in bounds; fairways count only in the
/// rounds where the player wrote `fairway` or `parked` at least once (a group that tracks putts only
/// is not told it missed every fairway). A player who never wrote a token has no throw stats at all.
public struct ThrowStats: Sendable, Equatable {
    /// Made putts of attempted ones, as a share.
    public struct Rate: Sendable, Equatable {
        /// Successes (putts made, fairways hit, …).
        public var made = 0
        /// Chances (putts attempted, holes counted, …).
        public var of = 0

        /// Counts one chance.
        mutating func add(_ success: Bool) {
            of += 1
            if success { made += 1 }
        }

        /// The share in whole percent, rounded half up; nil without a chance.
        public var percent: Int? { of == 0 ? nil : (made * 200 + of) / (of * 2) }

        /// `83% (10/12)`, or `–` without a chance.
        public var text: String { percent.map { "\($0)% (\(made)/\(of))" } ?? "–" }

        /// The rate as JSON: `{"made": 10, "of": 12, "percent": 83}` (`percent` null without a chance).
        public var json: JSON { .object([("made", .int(made)), ("of", .int(of)), ("percent", percent.map(JSON.int) ?? .null)]) }

        static func + (a: Rate, b: Rate) -> Rate { Rate(made: a.made + b.made, of: a.of + b.of) }
    }

    /// Rounds the player tracked (wrote a token in).
    public var rounds = 0
    /// Holes played in those rounds.
    public var holes = 0
    /// Putts from inside circle 1 (10 m): first putts from `c1`, `c1x` or after a parked drive, and
    /// every putt after the first (`putts=N` with or without the first putt's place).
    public var circle1 = Rate()
    /// Putts from circle 1 outside the tap-in circle (3.3–10 m): first putts marked `c1x`.
    public var circle1X = Rate()
    /// Putts from circle 2 (10–20 m): first putts marked `c2`.
    public var circle2 = Rate()
    /// Drives on the fairway (`fairway` or `parked`) of the holes of rounds where fairways were marked.
    public var fairway = Rate()
    /// Drives parked (inside 3.3 m), of the same holes.
    public var parked = Rate()
    /// Holes reached inside circle 1 in par minus two throws (or holed in as few), of the holes whose
    /// putting is known.
    public var circle1InRegulation = Rate()
    /// Holes at par or better, of those where the drive missed the fairway or the player went OB.
    public var scramble = Rate()
    /// Holes with an OB, of the holes played in tracked rounds.
    public var outOfBounds = Rate()

    /// Empty stats.
    public init() {}

    /// Whether the player tracked any round.
    public var isEmpty: Bool { rounds == 0 }

    /// Adds one player's holes of one round: `holes` are (marks, strokes, par) of each hole played,
    /// the marks of the score line that counts. Does nothing when no hole carries a token.
    mutating func addRound(_ holes: [(marks: ThrowMarks, strokes: Int, par: Int)]) {
        guard holes.contains(where: { !$0.marks.isEmpty }) else { return }
        let tracksFairways = holes.contains { $0.marks.hitFairway }
        rounds += 1
        for hole in holes { add(hole.marks, strokes: hole.strokes, par: hole.par, tracksFairways: tracksFairways) }
    }

    /// Counts one hole of a tracked round.
    mutating func add(_ marks: ThrowMarks, strokes: Int, par: Int, tracksFairways: Bool) {
        holes += 1
        outOfBounds.add(marks.outOfBounds)
        if tracksFairways {
            fairway.add(marks.hitFairway)
            parked.add(marks.parked)
        }
        if (tracksFairways && !marks.hitFairway) || marks.outOfBounds { scramble.add(strokes <= par) }
        let putts = marks.puttCount ?? 0
        if let first = marks.firstPutt {
            let madeFirst = putts == 1
            circle1InRegulation.add(first != .c2 && strokes - putts <= par - 2)
            switch first {
            case .c1: circle1.add(madeFirst)
            case .c1x:
                circle1.add(madeFirst)
                circle1X.add(madeFirst)
            case .c2: circle2.add(madeFirst)
            }
        } else if marks.putts == 0 {
            circle1InRegulation.add(strokes <= par - 2)
        }
        // Every putt after the first is from inside circle 1 (a missed putt leaves one there) and the
        // last one went in, whether or not the first putt's place is written: `putts=2` alone is C1 1/1.
        if putts >= 2 { circle1 = circle1 + Rate(made: 1, of: putts - 1) }
    }

    /// Adds another player's or round's stats.
    mutating func add(_ other: ThrowStats) {
        rounds += other.rounds
        holes += other.holes
        circle1 = circle1 + other.circle1
        circle1X = circle1X + other.circle1X
        circle2 = circle2 + other.circle2
        fairway = fairway + other.fairway
        parked = parked + other.parked
        circle1InRegulation = circle1InRegulation + other.circle1InRegulation
        scramble = scramble + other.scramble
        outOfBounds = outOfBounds + other.outOfBounds
    }

    /// The stats of each player (by list index) of a round from its scorecard: ``isEmpty`` for a
    /// player without tokens; empty when the round has none (the parser said so: nothing is looked at).
    static func perPlayer(_ card: Scorecard) -> [ThrowStats] {
        let round = card.round
        if round.eventFacts.hasNoThrowMarks || !round.events.contains(where: { !$0.marks.isEmpty }) { return [] }
        return round.players.indices.map { player in
            var holes: [(marks: ThrowMarks, strokes: Int, par: Int)] = []
            for (offset, par) in round.pars.enumerated() {
                guard let strokes = card.strokes(player: player, hole: offset + 1) else { continue }
                holes.append((card.countingMarks(player: player, hole: offset + 1), strokes, par))
            }
            var stats = ThrowStats()
            stats.addRound(holes)
            return stats
        }
    }

    /// The rows a report shows, in order, with their names: only those with a chance.
    public var rows: [(name: String, rate: Rate)] {
        [("C1 putting", circle1), ("C1X putting", circle1X), ("C2 putting", circle2), ("Fairway hits", fairway),
         ("Parked", parked), ("C1 in regulation", circle1InRegulation), ("Scramble", scramble), ("OB rate", outOfBounds)]
            .filter { $0.1.of > 0 }
    }

    /// The stats as JSON: `rounds`, `holes`, then `circle1`, `circle1X`, `circle2`, `fairway`, `parked`,
    /// `circle1InRegulation`, `scramble` and `outOfBounds`, each a ``Rate/json``.
    public var json: JSON {
        .object([("rounds", .int(rounds)), ("holes", .int(holes)), ("circle1", circle1.json), ("circle1X", circle1X.json),
                 ("circle2", circle2.json), ("fairway", fairway.json), ("parked", parked.json),
                 ("circle1InRegulation", circle1InRegulation.json), ("scramble", scramble.json),
                 ("outOfBounds", outOfBounds.json)])
    }
}
