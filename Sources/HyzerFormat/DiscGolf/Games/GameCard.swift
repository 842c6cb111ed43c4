/// What side games read of a round: its competitors, and each one's score and handicap strokes on
/// every hole. Today the competitors are the players; a round whose competitors are teams gives a
/// card of teams and every game works unchanged.
public struct GameCard: Sendable {
    /// The competitors' names, in the round's order.
    public var competitors: [String]
    /// The holes in play order (``PlayOrder``).
    public var holes: [Int]
    /// Whether the round is finished: then a hole is decided by the scores it has, and a skin still
    /// carried after the last hole is over.
    public var isFinished: Bool
    /// The score that counts for competitor `c` on 1-based hole `h`: `strokes[c][h - 1]`, nil when none.
    public var strokes: [[Int?]]
    /// The strokes competitor `c` receives on 1-based hole `h` (``Handicap/allowance(_:position:holeCount:)``):
    /// `allowances[c][h - 1]`, 0 in a round without handicaps.
    public var allowances: [[Int]]
    /// Whether competitor `c` left the round early: they hold up no hole they have no score on.
    public var hasLeft: [Bool]

    /// The card of `card`'s round, its players as the competitors.
    public init(_ card: Scorecard) {
        let round = card.round
        let order = PlayOrder(round)
        competitors = round.players.map(\.name)
        holes = order.holes
        isFinished = round.isFinished
        strokes = round.players.indices.map { player in (1...max(round.holeCount, 1)).map { round.holeCount == 0 ? nil : card.strokes(player: player, hole: $0) } }
        allowances = round.players.map { player in
            let handicap = round.handicap(of: player.name)
            return (1...max(round.holeCount, 1)).map { hole in
                handicap == 0 ? 0 : Handicap.allowance(handicap, position: order.position(of: hole) + 1, holeCount: round.holeCount)
            }
        }
        hasLeft = round.players.indices.map(card.hasLeft(player:))
    }

    /// Whether every competitor still playing has a score on `hole`, or the round is finished: then
    /// the hole's games are decided among the competitors with a score.
    public func isDecided(_ hole: Int) -> Bool {
        isFinished || competitors.indices.allSatisfy { strokes[$0][hole - 1] != nil || hasLeft[$0] }
    }
}
