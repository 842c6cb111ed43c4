/// A player's handicap on one layout: the strokes they receive (positive) or give (negative).
public struct HandicapEstimate: Sendable, Equatable {
    /// The player, as asked for (or as last written when the model knows them).
    public var player: String
    /// Whole strokes: `round(expected × allowance / 100)`, half away from zero. `+6` means the player
    /// receives 6 strokes: net = gross − handicap.
    public var strokes: Int
    /// The expected score relative to par over the whole layout, before the allowance.
    public var expected: Double
    /// One standard deviation of ``expected``.
    public var deviation: Double
    /// The player's rounds the model learned from (any layout); 0 means the handicap is the group prior's.
    public var rounds: Int

    /// Whether the player has no rounds yet, so the handicap comes from the group prior (the mean
    /// skill of the players the model knows).
    public var isFromGroupPrior: Bool { rounds == 0 }
}

/// Handicaps: each player's expected score relative to par on a layout, times an allowance.
public enum Handicaps {
    /// The default allowance: the whole difference.
    public static let defaultAllowance = 100

    /// Every player's handicap on a layout as of a moment: the one function `round start --handicaps`
    /// calls, so a round's handicaps are written from the rounds before it and never change later.
    ///
    /// - Parameters:
    ///   - archive: the scorebook's rounds (``RoundArchive/init(book:localDevice:)``).
    ///   - course: the course name (`Quarry Ridge`).
    ///   - layout: the layout name (`Long Tees`), or nil.
    ///   - pars: the layout's pars, one per hole; the holes the group has played on this course,
    ///     layout and pars count with their learned difficulty, others at par.
    ///   - players: the names to rate (ignoring case); a name with no counted round gets the group prior.
    ///   - asOf: which rounds count: `.before(start)` for a round about to start.
    ///   - allowance: percent of the expected difference given (100 = all of it, 85 …).
    /// - Returns: each name in `players`, as given, to its handicap.
    public static func compute(_ archive: RoundArchive, course: String, layout: String?, pars: [Int], players: [String],
                               asOf: RatingCutoff, allowance: Int = defaultAllowance,
                               settings: SkillModelSettings = .standard) -> [String: HandicapEstimate] {
        let model = SkillModel(rounds: PlayedRound.all(in: archive, cutoff: asOf), settings: settings)
        let displayName = layout.map { "\(course) (\($0))" } ?? course
        var result: [String: HandicapEstimate] = [:]
        for player in players {
            result[player] = handicap(player, model: model, course: displayName, pars: pars, allowance: allowance)
        }
        return result
    }

    /// One player's handicap from a model already built: the layout `course` (as displayed) with `pars`.
    public static func handicap(_ player: String, model: SkillModel, course: String, pars: [Int], allowance: Int) -> HandicapEstimate {
        let expected = model.expectation(player: player, course: course, pars: pars)
        let known = model.player(player)
        return HandicapEstimate(player: known?.name ?? player, strokes: strokes(expected.mean, allowance: allowance),
                        expected: expected.mean, deviation: expected.deviation, rounds: known?.rounds ?? 0)
    }

    /// `round(expected × allowance / 100)`, half away from zero.
    public static func strokes(_ expected: Double, allowance: Int) -> Int {
        Int((expected * Double(allowance) / 100).rounded(.toNearestOrAwayFromZero))
    }
}
