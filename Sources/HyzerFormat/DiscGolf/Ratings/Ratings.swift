/// Each player's rating as the skill model has it after the rounds before the cut-off: expected
/// strokes relative to par over 18 holes of an average layout of the group's, its uncertainty, the
/// rounds counted and the trend.
public struct Ratings: Sendable {
    /// One player.
    public struct Line: Sendable, Equatable {
        /// The name as last written.
        public var player: String
        /// Expected strokes relative to par over 18 holes of an average layout (``SkillModel/rating(of:)``).
        public var rating: Double
        /// One standard deviation of the skill, in strokes over 18 holes.
        public var deviation: Double
        /// Rounds counted.
        public var rounds: Int
        /// When the player last played.
        public var lastPlayed: Timestamp
        /// The rating after each of the player's last rounds, oldest first.
        public var trend: [Double]
    }

    /// Which rounds were used.
    public var cutoff: RatingCutoff
    /// Rounds the model learned from.
    public var roundsUsed: Int
    /// Layouts among them.
    public var layoutsUsed: Int
    /// What an average hole of the group's plays above par for a player of skill 0.
    public var averageHoleDifficulty: Double
    /// The rating a player with no rounds starts from (the group's mean) and its uncertainty.
    public var newPlayer: Belief
    /// One line per player, best rating (lowest) first, then by name.
    public var lines: [Line]
    /// The player asked about (as last written), or nil for everyone.
    public var player: String?
    /// For the player asked about: every round that counted, oldest first.
    public var steps: [SkillModel.Step]
    /// The model's constants.
    public var settings: SkillModelSettings

    /// Rates everyone in `rounds` (oldest first; already cut at `cutoff`).
    /// - Parameters:
    ///   - player: keeps only this player (ignoring case) and records their steps.
    ///   - trendLength: how many recent ratings each line's trend holds.
    /// - Throws: `notFound` when `player` has no counted round, with a did-you-mean hint.
    public init(rounds: [PlayedRound], cutoff: RatingCutoff = .none, player: String? = nil, trendLength: Int = 12,
                settings: SkillModelSettings = .standard) throws(HyzerError) {
        var model = SkillModel(settings: settings)
        var trends: [String: [Double]] = [:]
        var steps: [SkillModel.Step] = []
        let wanted = player?.lowercased()
        for round in rounds {
            let roundSteps = model.absorb(round)
            for (card, step) in zip(round.cards, roundSteps) {
                let key = card.player.lowercased()
                trends[key, default: []].append(step.ratingAfter)
                if trends[key]!.count > trendLength { trends[key]!.removeFirst() }
                if key == wanted { steps.append(step) }
            }
        }
        if let player, model.player(player) == nil {
            let names = model.players.map(\.name)
            throw HyzerError(.notFound, "no rated player \"\(player)\"" + (cutoff.text.map { " before \($0)" } ?? ""),
                             hint: Suggestion.hint(for: player, among: names)
                                ?? (names.isEmpty ? "ratings count finished rounds; there are none yet"
                                    : "players: " + names.sorted().prefix(8).joined(separator: ", ")))
        }
        self.cutoff = cutoff
        self.settings = settings
        roundsUsed = model.roundCount
        layoutsUsed = model.layouts.count
        averageHoleDifficulty = model.averageHoleDifficulty
        let prior = model.newPlayerPrior
        newPlayer = Belief(mean: model.rating(of: prior.mean), variance: prior.variance)
        self.player = player.flatMap { model.player($0)?.name }
        self.steps = steps
        lines = model.players.filter { wanted == nil || $0.name.lowercased() == wanted }.map { state in
            Line(player: state.name, rating: model.rating(of: state.skill.mean), deviation: state.skill.deviation,
                 rounds: state.rounds, lastPlayed: Timestamp(secondsSinceEpoch: Int64((state.lastDay * 86_400).rounded())),
                 trend: trends[state.name.lowercased()] ?? [])
        }
        // Ranked on the rating as shown (tenths), so two players shown equal are listed by name.
        lines.sort { a, b in
            let (left, right) = (DecimalText.units(a.rating, places: 1), DecimalText.units(b.rating, places: 1))
            return left != right ? left < right : a.player.lowercased() < b.player.lowercased()
        }
    }

    /// The whole report as JSON (`docs/HANDICAPS.md`, "JSON").
    public var json: JSON {
        var pairs: [(String, JSON)] = [
            ("asOf", .optional(cutoff.text)),
            ("rounds", .int(roundsUsed)),
            ("layouts", .int(layoutsUsed)),
            ("averageHoleDifficulty", Self.number(averageHoleDifficulty, places: 3)),
            ("newPlayer", .object([("rating", Self.number(newPlayer.mean)), ("uncertainty", Self.number(newPlayer.deviation))])),
            ("players", .array(lines.map { line in
                .object([("player", .string(line.player)), ("rating", Self.number(line.rating)),
                         ("uncertainty", Self.number(line.deviation)), ("rounds", .int(line.rounds)),
                         ("lastPlayed", .string(line.lastPlayed.dateString)),
                         ("trend", .array(line.trend.map { Self.number($0) }))])
            })),
        ]
        if player != nil {
            pairs.append(("explain", .array(steps.map { step in
                .object([("round", .string(step.round)), ("date", .string(step.started.dateString)),
                         ("course", .string(step.course)), ("holes", .int(step.holesPlayed)),
                         ("expected", Self.number(step.expected)), ("actual", .int(step.actual)),
                         ("daysSinceLast", step.daysSinceLast.map { Self.number($0) } ?? .null),
                         ("skillBefore", Self.number(step.before.mean)), ("varianceBefore", Self.number(step.before.variance, places: 3)),
                         ("addedPrecision", Self.number(step.addedPrecision, places: 5)),
                         ("weightedEvidence", Self.number(step.weightedEvidence, places: 5)),
                         ("skillAfter", Self.number(step.after.mean)), ("varianceAfter", Self.number(step.after.variance, places: 3)),
                         ("ratingAfter", Self.number(step.ratingAfter))])
            })))
        }
        return .object(pairs)
    }

    /// A number for JSON with `places` decimals (2 unless said).
    static func number(_ value: Double, places: Int = 2) -> JSON {
        .decimal(units: DecimalText.units(value, places: places), places: places)
    }
}
