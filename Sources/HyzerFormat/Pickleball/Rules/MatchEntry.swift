/// One line of a match log: a rally and who won it, a time-out and who called it, or an undo.
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

    /// `A`, `B`, `timeout A`, `timeout B` or `undo`: the words a log line uses.
    public var description: String {
        switch self {
        case .rally(let side): side.rawValue
        case .timeOut(let side): "timeout \(side)"
        case .undo: "undo"
        }
    }
}
