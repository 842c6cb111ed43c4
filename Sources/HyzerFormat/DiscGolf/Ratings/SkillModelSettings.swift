/// The constants of the skill model, all of them (`docs/HANDICAPS.md` explains each and how they
/// were chosen). Variances are in strokes².
public struct SkillModelSettings: Sendable, Equatable {
    /// σ²: how much one player's strokes on one hole vary around what is expected of them.
    public var holeNoise: Double
    /// The variance of a player the model has not met (skill in strokes over 18 holes).
    public var playerPriorVariance: Double
    /// The variance of a hole the model has not seen played (difficulty in strokes on that hole).
    public var holePriorVariance: Double
    /// How much a player's variance grows per day without a round (up to the prior): old rounds
    /// count less because the player may have changed since.
    public var playerDriftPerDay: Double
    /// How much a layout's holes' variance grows per day nobody plays it (up to the prior).
    public var holeDriftPerDay: Double

    /// Creates settings.
    public init(holeNoise: Double, playerPriorVariance: Double, holePriorVariance: Double,
                playerDriftPerDay: Double, holeDriftPerDay: Double) {
        self.holeNoise = holeNoise
        self.playerPriorVariance = playerPriorVariance
        self.holePriorVariance = holePriorVariance
        self.playerDriftPerDay = playerDriftPerDay
        self.holeDriftPerDay = holeDriftPerDay
    }

    /// The constants every command uses.
    public static let standard = SkillModelSettings(holeNoise: 0.9, playerPriorVariance: 25, holePriorVariance: 0.16,
                                                    playerDriftPerDay: 0.01, holeDriftPerDay: 0.0001)
}
