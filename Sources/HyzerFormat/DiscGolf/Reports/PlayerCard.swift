/// One player's hole-by-hole card for a round (FR61): par, strokes, the score's name and the running
/// total relative to par.
public struct PlayerCard: Sendable {
    /// One hole of the card.
    public struct Hole: Sendable, Equatable {
        /// 1-based hole number.
        public var number: Int
        /// The hole's par (from the round's own copy).
        public var par: Int
        /// Strokes that count (the provisional higher value while disputed); nil when unplayed.
        public var strokes: Int?
        /// Running strokes-minus-par over the holes played up to and including this one.
        public var runningRelative: Int
        /// Whether this hole has a pending discrepancy.
        public var isDisputed: Bool

        /// Strokes minus par on this hole; nil when unplayed.
        public var relativeToPar: Int? { strokes.map { $0 - par } }

        /// `birdie`, `par`, `ace`…; nil when unplayed.
        public var scoreName: String? { strokes.map { ScoreName.name(strokes: $0, par: par) } }
    }

    /// The round's name (file name without `.round`), when known.
    public var roundName: String?
    /// The round.
    public var round: Round
    /// The player.
    public var player: Player
    /// Every hole of the round, in order, played or not.
    public var holes: [Hole]
    /// The player's standings row in the round.
    public var row: Standings.Row
    /// Score-name counts over the holes played.
    public var tally: ScoreTally

    /// The card of `player` (a name or alias, ignoring case); nil when the round has no such player.
    public init?(card: Scorecard, player name: String, roundName: String? = nil) {
        let round = card.round
        guard let player = round.player(named: name),
              let index = round.players.firstIndex(of: player),
              let row = Standings(card).rows.first(where: { $0.player == player.name }) else { return nil }
        let disputed = Set(card.discrepancies.filter { $0.player == player.name }.map(\.hole))
        var running = 0
        var tally = ScoreTally()
        holes = round.pars.indices.map { offset in
            let number = offset + 1, par = round.pars[offset]
            let strokes = card.strokes(player: index, hole: number)
            if let strokes {
                running += strokes - par
                tally.add(strokes: strokes, par: par)
            }
            return Hole(number: number, par: par, strokes: strokes, runningRelative: running, isDisputed: disputed.contains(number))
        }
        self.roundName = roundName
        self.round = round
        self.player = player
        self.row = row
        self.tally = tally
    }

    /// Holes the player has not played.
    public var unplayed: [Int] { holes.filter { $0.strokes == nil }.map(\.number) }

    /// The card as JSON: `round`, `course`, `layout`, `started`, `player`, `guest`, `position`, `tied`,
    /// `strokes`, `par` (of the holes played), `relativeToPar`, `holesPlayed`, `tally`, and `holes`
    /// (each `hole`, `par`, `strokes` (null when unplayed), `relativeToPar`, `name`, `running`,
    /// `discrepancy`).
    public var json: JSON {
        .object([
            ("round", .optional(roundName)),
            ("course", .string(round.course)),
            ("layout", .optional(round.layout)),
            ("started", .string(round.started.rfc3339)),
            ("player", .string(player.name)),
            ("guest", .bool(player.isGuest)),
            ("position", .optional(row.position)),
            ("tied", .bool(row.tied)),
            ("strokes", .int(row.strokes)),
            ("par", .int(row.par)),
            ("relativeToPar", .int(row.relativeToPar)),
            ("holesPlayed", .int(row.holesPlayed)),
            ("tally", tally.json),
            ("holes", .array(holes.map { hole in
                .object([
                    ("hole", .int(hole.number)),
                    ("par", .int(hole.par)),
                    ("strokes", .optional(hole.strokes)),
                    ("relativeToPar", .optional(hole.relativeToPar)),
                    ("name", .optional(hole.scoreName)),
                    ("running", .int(hole.runningRelative)),
                    ("discrepancy", .bool(hole.isDisputed)),
                ])
            })),
        ])
    }
}
