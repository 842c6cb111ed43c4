/// One line of a match log: a rally and who won it, a time-out and who called it, an undo, or what the
/// teams chose before a game's first rally (who serves first, who starts in the right court).
///
/// The log is append-only: mistakes are corrected by appending `undo`, never by deleting an entry.
public enum MatchEntry: Sendable, Hashable, CustomStringConvertible {
    /// A rally won by the side.
    case rally(wonBy: MatchSide)
    /// A time-out called by the side.
    case timeOut(MatchSide)
    /// Takes back the most recent rally or time-out that is still in effect (see
    /// ``MatchState/applying(_:)`` for how successive undos behave).
    case undo
    /// Before the current game's first rally: the side serves first in it (the toss, or the teams'
    /// choice for a later game, whose default is the other side from the game before).
    case serve(MatchSide)
    /// Before the current game's first rally: the named player of the side starts it in the right
    /// (even) court, and so does in later games until the team chooses again (doubles only). The name
    /// is matched against the side's players by the rules, ignoring case.
    case right(MatchSide, player: String)

    /// `A`, `B`, `timeout A`, `timeout B`, `undo`, `serve A`, `right A Jordan`: the words a log line uses.
    public var description: String {
        switch self {
        case .rally(let side): side.rawValue
        case .timeOut(let side): "timeout \(side)"
        case .undo: "undo"
        case .serve(let side): "serve \(side)"
        case .right(let side, let player): "right \(side) \(player)"
        }
    }

    /// Whether the entry is a choice made before a game's first rally (`serve`, `right`).
    public var isCourtChoice: Bool {
        switch self {
        case .serve, .right: true
        case .rally, .timeOut, .undo: false
        }
    }
}
