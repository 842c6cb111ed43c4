/// A round's hole-by-hole scorecard: every player's strokes on every hole, in standings order, with
/// the mark a paper scorecard puts around each number. Plain data; ``CardRenderer`` draws it.
public struct HoleGrid: Sendable, Equatable {
    /// The mark around a score on a scorecard. The number is always shown too (NFR18).
    public enum Mark: String, Sendable, CaseIterable {
        /// A hole in one, whatever the par: a filled double circle.
        case ace
        /// Two or more under par and not an ace (an eagle, or an albatross): a double circle.
        case eagle
        /// One under par: a circle.
        case birdie
        /// Par: no mark.
        case par
        /// One over par: a square.
        case bogey
        /// Two or more over par: a double square.
        case doubleBogey = "double bogey"

        /// The mark of `strokes` on a hole of `par`.
        public init(strokes: Int, par: Int) {
            if strokes == 1 { self = .ace; return }
            switch strokes - par {
            case ...(-2): self = .eagle
            case -1: self = .birdie
            case 0: self = .par
            case 1: self = .bogey
            default: self = .doubleBogey
            }
        }

        /// What a legend calls it: `ace`, `eagle`, `birdie`, `par`, `bogey`, `double+`.
        public var legend: String { self == .doubleBogey ? "double+" : rawValue }
    }

    /// One player's score on one hole.
    public struct Cell: Sendable, Equatable {
        /// Strokes that count (the higher competing score while disputed); nil when not played.
        public var strokes: Int?
        /// The hole's par.
        public var par: Int
        /// Whether a discrepancy on this hole is pending.
        public var isDisputed: Bool
        /// In a round with handicaps, the handicap strokes the player receives on this hole
        /// (``Handicap/allowance(_:position:holeCount:)``; negative: gives); nil in a round without.
        public var received: Int? = nil

        /// Net strokes on the hole (strokes minus ``received``); nil when not played or without handicaps.
        public var netStrokes: Int? { strokes.flatMap { strokes in received.map { strokes - $0 } } }

        /// Strokes minus par; nil when not played.
        public var relativeToPar: Int? { strokes.map { $0 - par } }

        /// The scorecard mark; nil when not played.
        public var mark: Mark? { strokes.map { Mark(strokes: $0, par: par) } }
    }

    /// One player's line.
    public struct Row: Sendable, Equatable {
        /// Player name.
        public var player: String
        /// Whether the player is a guest.
        public var isGuest: Bool
        /// One cell per hole; index 0 is hole 1.
        public var cells: [Cell]
    }

    /// Par of each hole; index 0 is hole 1.
    public var pars: [Int]
    /// One row per player, in standings order.
    public var rows: [Row]

    /// The grid of a resolved round, rows in the order of `standings` (players it does not list are
    /// left out).
    public init(card: Scorecard, standings: [Standings.Row]) {
        let round = card.round
        pars = round.pars
        var disputed = Set<Int>()  // player index * hole count + hole - 1
        for discrepancy in card.discrepancies {
            if let index = round.players.firstIndex(where: { $0.name == discrepancy.player }) {
                disputed.insert(index * round.holeCount + discrepancy.hole - 1)
            }
        }
        let order = round.hasHandicaps ? PlayOrder(round) : nil
        rows = standings.compactMap { row in
            guard let index = round.players.firstIndex(where: { $0.name == row.player }) else { return nil }
            let handicap = round.hasHandicaps ? round.handicap(of: row.player) : nil
            let cells = round.pars.indices.map { offset in
                Cell(strokes: card.strokes(player: index, hole: offset + 1), par: round.pars[offset],
                     isDisputed: disputed.contains(index * round.holeCount + offset),
                     received: handicap.flatMap { handicap in
                         order.map { Handicap.allowance(handicap, position: $0.position(of: offset + 1) + 1, holeCount: round.holeCount) }
                     })
            }
            return Row(player: row.player, isGuest: row.isGuest, cells: cells)
        }
    }

    /// Number of holes.
    public var holeCount: Int { pars.count }

    /// Whether any cell is disputed.
    public var hasDisputes: Bool { rows.contains { $0.cells.contains(where: \.isDisputed) } }

    /// The holes split into lines of at most `maximum` holes, as even as possible, as 0-based index
    /// ranges: 18 holes are the front and back nine, 9 holes one line, 12 holes two lines of 6, 27 holes
    /// three nines. Empty for a round without holes.
    public func lines(ofAtMost maximum: Int = 9) -> [Range<Int>] {
        guard holeCount > 0 else { return [] }
        let count = (holeCount + max(maximum, 1) - 1) / max(maximum, 1)
        let size = (holeCount + count - 1) / count
        return stride(from: 0, to: holeCount, by: size).map { $0..<min($0 + size, holeCount) }
    }

    /// ``lines(ofAtMost:)`` without the lines where no one has a score yet (the back nine early in a
    /// round): what a card draws.
    public func linesWithScores(ofAtMost maximum: Int = 9) -> [Range<Int>] {
        lines(ofAtMost: maximum).filter { holes in rows.contains { row in holes.contains { row.cells[$0].strokes != nil } } }
    }

    /// The grid as JSON: one object per player (`player`, `guest`, `holes`), each hole `hole`, `par`,
    /// `strokes` (null when not played), `relativeToPar`, `mark` (`ace`, `eagle`, `birdie`, `par`,
    /// `bogey`, `double bogey`; null when not played) and `discrepancy`; in a round with handicaps also
    /// `received` (the handicap strokes the hole gives the player, see ``Handicap``) and `netStrokes`
    /// (null when not played).
    public var json: JSON {
        .array(rows.map { row in
            .object([
                ("player", .string(row.player)),
                ("guest", .bool(row.isGuest)),
                ("holes", .array(row.cells.enumerated().map { offset, cell in
                    .object([
                        ("hole", .int(offset + 1)),
                        ("par", .int(cell.par)),
                        ("strokes", .optional(cell.strokes)),
                        ("relativeToPar", .optional(cell.relativeToPar)),
                        ("mark", .optional(cell.mark?.rawValue)),
                        ("discrepancy", .bool(cell.isDisputed)),
                    ] + (cell.received.map { [("received", .int($0)), ("netStrokes", .optional(cell.netStrokes))] } ?? []))
                })),
            ])
        })
    }
}
