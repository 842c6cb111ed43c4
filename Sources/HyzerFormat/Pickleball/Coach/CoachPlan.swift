/// The stacking coach's advice for the next rally: where each player starts (a legal start: the server
/// and the receiver in the right boxes, partners anywhere on their side), where each ends up after the
/// serve and the return, and the same said in one sentence.
public struct CoachPlan: Sendable, Hashable {
    /// A player's part in the next rally.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// Serves the next rally.
        case server
        /// The server's partner (doubles).
        case serverPartner
        /// Receives the next serve.
        case receiver
        /// The receiver's partner (doubles).
        case receiverPartner
    }

    /// One player's advice.
    public struct Placement: Sendable, Hashable {
        /// The player.
        public var player: TeamPlayer
        /// Their part in the rally.
        public var role: Role
        /// Where they stand before the serve.
        public var start: CourtSpot
        /// Where they play from once the serve (serving team) or the return (receiving team) is played.
        public var afterServe: CourtSpot

        /// Creates a placement.
        public init(player: TeamPlayer, role: Role, start: CourtSpot, afterServe: CourtSpot) {
            self.player = player
            self.role = role
            self.start = start
            self.afterServe = afterServe
        }

        /// Whether the player crosses to the other half after the serve or the return.
        public var crosses: Bool { start.court != afterServe.court }
    }

    /// Server, server's partner, receiver, receiver's partner (partners only in doubles).
    public var placements: [Placement]
    /// The advice in one sentence: `Alex serves left, Jordan starts left beside Alex, Alex crosses to
    /// the right after the serve; Sam receives left, Pat starts left at the kitchen, Sam slides right after the return.`
    public var sentence: String

    /// Creates a plan.
    public init(placements: [Placement], sentence: String) {
        self.placements = placements
        self.sentence = sentence
    }

    /// The placement of `player`, if the plan has one.
    public func placement(of player: TeamPlayer) -> Placement? {
        placements.first { $0.player == player }
    }

    /// The placement of the player with `role`, if the plan has one (no partners in singles).
    public func placement(for role: Role) -> Placement? {
        placements.first { $0.role == role }
    }
}
