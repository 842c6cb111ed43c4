/// A player on a pickleball team, with what the stacking coach may know about them.
public struct MatchPlayer: Sendable, Hashable {
    /// Which hand a player hits forehands with.
    public enum Handedness: String, Sendable, Hashable, CaseIterable {
        /// Forehand on the right: in the middle when playing the left court.
        case right
        /// Forehand on the left: in the middle when playing the right court.
        case left
    }

    /// The name as the match file writes it; unique within the match (case-insensitively).
    public var name: String
    /// The player's forehand, when known (the coach puts forehands in the middle).
    public var handedness: Handedness?
    /// The court the player wants to play from after the serve ("Alex always on the right"), when any.
    public var preferredCourt: Court?

    /// Creates a player.
    public init(name: String, handedness: Handedness? = nil, preferredCourt: Court? = nil) {
        self.name = name
        self.handedness = handedness
        self.preferredCourt = preferredCourt
    }
}
