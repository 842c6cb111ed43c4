/// A game that has ended: its number, final score and winner.
public struct FinishedGame: Sendable, Hashable {
    /// 1-based game number within the match.
    public var number: Int
    /// Each side's points at the end of the game.
    public var score: PerTeam<Int>
    /// The side that won the game.
    public var winner: MatchSide
    /// The side that served first in the game.
    public var firstServer: MatchSide

    /// Creates a finished game.
    public init(number: Int, score: PerTeam<Int>, winner: MatchSide, firstServer: MatchSide) {
        self.number = number
        self.score = score
        self.winner = winner
        self.firstServer = firstServer
    }
}
