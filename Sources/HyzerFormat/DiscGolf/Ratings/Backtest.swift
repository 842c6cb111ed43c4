/// The honest measure of the model: for every round, each player's score predicted from the rounds
/// started before it only, next to what was played, and the same for two baselines.
///
/// The baselines are computed the same way over the same rounds: the player's average relative to
/// par per hole over their last five rounds (any layout), and over their last five on the same layout,
/// each times the holes played. The mean absolute errors are taken over the predictions all three
/// could make (the player had played that layout before), so they compare like with like.
public struct Backtest: Sendable {
    /// One player in one round.
    public struct Prediction: Sendable, Equatable {
        /// The round's name.
        public var round: String
        /// When it started.
        public var started: Timestamp
        /// The course as displayed (`Quarry Ridge (Long Tees)`).
        public var course: String
        /// The layout's name, or nil.
        public var layout: String?
        /// The player.
        public var player: String
        /// Holes the player played.
        public var holesPlayed: Int
        /// The model's expected score relative to par over the holes played; nil for a player's first round.
        public var predicted: Double?
        /// What was played, relative to par over the holes played.
        public var actual: Int
        /// The last-five-rounds baseline; nil for a player's first round.
        public var lastFive: Double?
        /// The last-five-on-this-layout baseline; nil for a player's first round on the layout.
        public var lastFiveSameLayout: Double?

        /// Whether all three methods made a prediction.
        public var isCompared: Bool { predicted != nil && lastFive != nil && lastFiveSameLayout != nil }
    }

    /// Every round and player, in start order (the round's player order within a round).
    public var predictions: [Prediction]
    /// Predictions all three methods made.
    public var compared: Int
    /// The model's mean absolute error over those, in strokes; nil when there are none.
    public var mae: Double?
    /// The last-five-rounds baseline's mean absolute error.
    public var lastFiveMAE: Double?
    /// The last-five-on-this-layout baseline's mean absolute error.
    public var lastFiveSameLayoutMAE: Double?

    /// Predicts every round of `rounds` (oldest first), then learns from it.
    public init(rounds: [PlayedRound], settings: SkillModelSettings = .standard) {
        var model = SkillModel(settings: settings)
        var recent: [String: [(layout: String, relative: Int, holes: Int)]] = [:]
        var predictions: [Prediction] = []
        for round in rounds {
            let layoutKey = round.layoutKey
            for card in round.cards {
                let key = card.player.lowercased()
                let history = recent[key] ?? []
                let holes = card.strokes.indices.filter { card.strokes[$0] != nil }.map { $0 + 1 }
                let predicted = history.isEmpty ? nil
                    : model.expectation(player: card.player, course: round.course, pars: round.pars, holes: holes).mean
                predictions.append(Prediction(
                    round: round.name, started: round.started, course: round.course, layout: round.layout,
                    player: card.player, holesPlayed: holes.count, predicted: predicted,
                    actual: card.relativeToPar(round.pars),
                    lastFive: Self.average(history.suffix(5), holes: holes.count),
                    lastFiveSameLayout: Self.average(history.filter { $0.layout == layoutKey }.suffix(5), holes: holes.count)))
            }
            model.absorb(round, solving: .means)
            for card in round.cards {
                recent[card.player.lowercased(), default: []].append((layoutKey, card.relativeToPar(round.pars), card.holesPlayed))
            }
        }
        self.predictions = predictions
        let kept = predictions.filter(\.isCompared)
        compared = kept.count
        mae = Self.meanAbsoluteError(kept) { $0.predicted }
        lastFiveMAE = Self.meanAbsoluteError(kept) { $0.lastFive }
        lastFiveSameLayoutMAE = Self.meanAbsoluteError(kept) { $0.lastFiveSameLayout }
    }

    /// Σ relative / Σ holes over `rounds`, times `holes`; nil for no rounds.
    static func average(_ rounds: some Collection<(layout: String, relative: Int, holes: Int)>, holes: Int) -> Double? {
        let played = rounds.reduce(0) { $0 + $1.holes }
        guard played > 0 else { return nil }
        return Double(rounds.reduce(0) { $0 + $1.relative }) / Double(played) * Double(holes)
    }

    static func meanAbsoluteError(_ predictions: [Prediction], _ method: (Prediction) -> Double?) -> Double? {
        guard !predictions.isEmpty else { return nil }
        var total = 0.0
        for prediction in predictions { total += abs(method(prediction)! - Double(prediction.actual)) }
        return total / Double(predictions.count)
    }
}

extension Backtest {
    /// `{"predictions": [{"round", "date", "course", "layout", "player", "predicted", "actual"}], "mae",
    /// "baselines": {"lastFive", "lastFiveSameLayout"}, "compared"}`: numbers with two decimals,
    /// `predicted` null for a player's first round, `layout` null for a course without one, the errors
    /// null when nothing was compared.
    public var json: JSON {
        func number(_ value: Double?) -> JSON { value.map { Ratings.number($0) } ?? .null }
        return .object([
            ("predictions", .array(predictions.map { prediction in
                .object([("round", .string(prediction.round)), ("date", .string(prediction.started.dateString)),
                         ("course", .string(prediction.course)), ("layout", .optional(prediction.layout)),
                         ("player", .string(prediction.player)), ("predicted", number(prediction.predicted)),
                         ("actual", .int(prediction.actual))])
            })),
            ("mae", number(mae)),
            ("baselines", .object([("lastFive", number(lastFiveMAE)), ("lastFiveSameLayout", number(lastFiveSameLayoutMAE))])),
            ("compared", .int(compared)),
        ])
    }
}
