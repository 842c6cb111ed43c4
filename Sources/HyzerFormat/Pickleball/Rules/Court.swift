/// A service court, as seen by the team standing on that side of the net: the right (even) court or
/// the left (odd) court. A serve goes diagonally, so the server's court and the receiver's court have
/// the same name.
public enum Court: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The even court: where a team's starting server stands when its score is even.
    case right
    /// The odd court.
    case left

    /// The court on the other half of the same side.
    public var other: Court { self == .right ? .left : .right }

    /// The court a score calls for under the even/odd rule: right when even (0 included), left when odd.
    public init(forScore score: Int) {
        self = score.isMultiple(of: 2) ? .right : .left
    }

    /// `right` or `left`.
    public var description: String { rawValue }
}
