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
    /// For the player asked about: the rounds and the arithmetic of their skill.
    public var explanation: Explanation?
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
        // Solve only after the rounds a report shows: each player's last `trendLength` rounds, and for
        // the player explained every round and the one before it (its expectation). Skipping the other
        // solves changes no number shown: the sums are the same whenever the model is solved.
        var remaining: [String: Int] = [:]
        for round in rounds { for card in round.cards { remaining[card.player.lowercased(), default: 0] += 1 } }
        var solveAfter = [Bool](repeating: false, count: rounds.count)
        var left = remaining
        for (index, round) in rounds.enumerated() {
            for card in round.cards {
                let key = card.player.lowercased()
                if left[key]! <= trendLength { solveAfter[index] = true }
                if key == wanted {
                    solveAfter[index] = true
                    if index > 0 { solveAfter[index - 1] = true }
                }
                left[key]! -= 1
            }
        }
        for (index, round) in rounds.enumerated() {
            let roundSteps = model.absorb(round, solving: solveAfter[index] ? .means : .later)
            for (card, step) in zip(round.cards, roundSteps) {
                let key = card.player.lowercased()
                remaining[key]! -= 1
                guard solveAfter[index] else { continue }
                if remaining[key]! < trendLength { trends[key, default: []].append(step.ratingAfter) }
                if key == wanted { steps.append(step) }
            }
        }
        model.solveNow()
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
        explanation = player.flatMap { Explanation(player: $0, steps: steps, model: model) }
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
        if let explanation {
            pairs.append(("explain", .object([
                ("groupMean", Self.number(explanation.groupMean)), ("holeWeight", Self.number(explanation.holeWeight, places: 4)),
                ("residual", Self.number(explanation.residual, places: 4)), ("pace", Self.number(explanation.pace)),
                ("skill", Self.number(explanation.skill.mean)),
                ("variance", Self.number(explanation.skill.variance, places: 3)),
                ("rounds", .array(explanation.rows.map { row in
                    .object([("round", .string(row.round)), ("date", .string(row.started.dateString)),
                             ("course", .string(row.course)), ("holes", .int(row.holesPlayed)),
                             ("weight", Self.number(row.weight, places: 3)), ("actual", .int(row.actual)),
                             ("layoutDifficulty", Self.number(row.layoutDifficulty)), ("expectedBefore", Self.number(row.expected)),
                             ("ratingAfter", Self.number(row.ratingAfter))])
                })),
            ])))
        }
        return .object(pairs)
    }

    /// A number for JSON with `places` decimals (2 unless said).
    static func number(_ value: Double, places: Int = 2) -> JSON {
        .decimal(value, places: places)
    }
}

extension Ratings {
    /// One player's skill, taken apart: each round with its weight today and how hard its holes play,
    /// and the two sums the skill is solved from (docs/HANDICAPS.md, "Reading the model").
    public struct Explanation: Sendable {
        /// One round of the player's.
        public struct Row: Sendable, Equatable {
            /// The round's name.
            public var round: String
            /// When it started.
            public var started: Timestamp
            /// The course as displayed.
            public var course: String
            /// Holes the player played.
            public var holesPlayed: Int
            /// `½^(age / half-life)` as of the latest round.
            public var weight: Double
            /// Strokes relative to par over those holes.
            public var actual: Int
            /// Σ difficulty of those holes as the model has them now.
            public var layoutDifficulty: Double
            /// What the model expected before the round.
            public var expected: Double
            /// The rating after the round.
            public var ratingAfter: Double
        }

        /// Every round of the player's, oldest first.
        public var rows: [Row]
        /// The group's mean skill μ.
        public var groupMean: Double
        /// Σ weight over every hole the player played.
        public var holeWeight: Double
        /// Σ weight × (strokes − par − difficulty − pace × τ / 18) over every hole the player played.
        public var residual: Double
        /// How fast the player's skill was changing up to their last round, strokes a year (``SkillModel/PlayerState/pace``).
        public var pace: Double
        /// The skill solved: `(μ/V₀ + residual/(18 σ²)) / (1/V₀ + holeWeight/(324 σ²))`, and its variance.
        public var skill: Belief
        /// The average hole difficulty ā the rating adds (18 ā).
        public var averageHoleDifficulty: Double

        init?(player: String, steps: [SkillModel.Step], model: SkillModel) {
            guard let state = model.player(player), let evidence = model.evidence(player) else { return nil }
            rows = steps.map { step in
                var difficulty = 0.0
                for (hole, strokes) in step.strokes.enumerated() where strokes != nil && hole < step.pars.count {
                    difficulty += model.layouts[step.layout].holes[hole].mean
                }
                return Row(round: step.round, started: step.started, course: step.course, holesPlayed: step.holesPlayed,
                           weight: model.weight(ofDay: step.day), actual: step.actual, layoutDifficulty: difficulty,
                           expected: step.expected, ratingAfter: step.ratingAfter)
            }
            groupMean = model.groupMean
            holeWeight = evidence.holes
            residual = evidence.residual
            pace = state.pace
            skill = state.skill
            averageHoleDifficulty = model.averageHoleDifficulty
        }
    }
}
