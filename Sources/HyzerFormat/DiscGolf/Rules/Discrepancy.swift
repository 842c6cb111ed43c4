/// Leaves from different devices that disagree about one player's score on one hole (FR48).
public struct Discrepancy: Sendable, Equatable {
    /// 1-based hole.
    public var hole: Int
    /// Player name.
    public var player: String
    /// The competing events, in file order.
    public var leaves: [ScoreEvent]

    /// The provisional value standings use until it is resolved (the highest competing score).
    public var provisionalStrokes: Int { leaves.map(\.strokes).max() ?? 0 }
}
