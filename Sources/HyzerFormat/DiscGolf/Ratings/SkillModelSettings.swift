/// The constants of the skill model, all of them (`docs/HANDICAPS.md` explains each and how they
/// were chosen). Variances are in strokes².
public struct SkillModelSettings: Sendable, Equatable {
    /// σ²: how much one player's strokes on one hole vary around what is expected of them.
    public var holeNoise: Double
    /// How far a player's skill may sit from the group's mean: the variance of the prior that pulls
    /// a skill toward the group's mean (skill in strokes over 18 holes).
    public var playerPriorVariance: Double
    /// How far a hole may play from par: the variance of the prior that pulls a hole's difficulty
    /// toward par (strokes on that hole).
    public var holePriorVariance: Double
    /// After how many days a round counts half as much as a round played today.
    public var halfLifeDays: Double
    /// How fast a player's skill may be changing: the variance of the prior that pulls each player's
    /// pace (how fast the skill changes: strokes over 18 holes a year) toward 0. 0 means no pace: every
    /// skill is level.
    public var pacePriorVariance: Double

    /// Creates settings.
    public init(holeNoise: Double, playerPriorVariance: Double, holePriorVariance: Double, halfLifeDays: Double,
                pacePriorVariance: Double = 0) {
        self.holeNoise = holeNoise
        self.playerPriorVariance = playerPriorVariance
        self.holePriorVariance = holePriorVariance
        self.halfLifeDays = halfLifeDays
        self.pacePriorVariance = pacePriorVariance
    }

    /// The constants every command uses.
    public static let standard = SkillModelSettings(holeNoise: 0.9, playerPriorVariance: 25, holePriorVariance: 0.3,
                                                    halfLifeDays: 180, pacePriorVariance: 4)
}
