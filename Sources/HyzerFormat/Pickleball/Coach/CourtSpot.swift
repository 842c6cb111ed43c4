/// Where a player stands on their own side of the net: which half (right or left, as the team faces
/// the net) and how deep.
public struct CourtSpot: Sendable, Hashable, CustomStringConvertible {
    /// How far from the net.
    public enum Depth: String, Sendable, Hashable, CaseIterable {
        /// Behind the baseline: where the server and the receiver start, and where the serving team
        /// stays for the third shot.
        case baseline
        /// At the non-volley (kitchen) line: where the receiving partner waits and the receiving team
        /// ends up after the return.
        case kitchen
    }

    /// The half of the team's side: right (even) or left (odd).
    public var court: Court
    /// How far from the net.
    public var depth: Depth

    /// Creates a spot.
    public init(_ court: Court, _ depth: Depth) {
        self.court = court
        self.depth = depth
    }

    /// `right baseline`, `left kitchen`.
    public var description: String { "\(court) \(depth)" }
}
