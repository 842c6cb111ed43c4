/// The group's play as a model: how good each player is and how hard each hole of each layout plays
/// for this group, learned together, one round at a time in start order (`docs/HANDICAPS.md`).
///
/// A player's strokes on a hole are expected to be `par + difficulty + skill / 18`: a hole's
/// difficulty is strokes above par for a player of skill 0, a player's skill is strokes above par
/// over 18 holes that each play at par. Each is a ``Belief`` (a mean and a variance). Before a round
/// the variances of its players and its layout's holes grow with the days since they last played
/// (so recent rounds weigh more); then the holes learn from the round, with each player's skill as
/// it stood; then each player learns from their holes as they now stand. Every sum runs in the
/// round's player order and hole order, and players and layouts are kept in arrays in the order
/// they first appear, so the same rounds give the same numbers on every machine.
public struct SkillModel: Sendable {
    /// A player the model knows.
    public struct PlayerState: Sendable, Equatable {
        /// The name as last written.
        public var name: String
        /// The skill: strokes above par over 18 holes that each play at par.
        public var skill: Belief
        /// When the player last played (days since 1970-01-01, fractional).
        public var lastDay: Double
        /// Rounds learned from.
        public var rounds: Int
    }

    /// A layout the model knows: a course, its layout name and its pars.
    public struct LayoutState: Sendable, Equatable {
        /// `Quarry Ridge (Long Tees)`.
        public var course: String
        /// The layout's name alone (`Long Tees`), or nil.
        public var layout: String?
        /// The pars of its holes.
        public var pars: [Int]
        /// Each hole's difficulty: strokes above par for a player of skill 0 (index 0 is hole 1).
        public var holes: [Belief]
        /// When it was last played (days since 1970-01-01).
        public var lastDay: Double
        /// Rounds learned from.
        public var rounds: Int

        /// The sum of the holes' difficulties: what the layout plays above par for a player of skill 0.
        public var difficulty: Double { holes.reduce(0) { $0 + $1.mean } }

        /// A layout by hand: `holes` empty means none played yet (every hole at par).
        public init(course: String, layout: String?, pars: [Int], holes: [Belief], lastDay: Double, rounds: Int) {
            self.course = course
            self.layout = layout
            self.pars = pars
            self.holes = holes
            self.lastDay = lastDay
            self.rounds = rounds
        }
    }

    /// What one round did to one player: the numbers `ratings PLAYER --explain` shows.
    public struct Step: Sendable, Equatable {
        /// The round's name.
        public var round: String
        /// When it started.
        public var started: Timestamp
        /// The course as displayed.
        public var course: String
        /// Holes the player played.
        public var holesPlayed: Int
        /// Strokes minus par over those holes.
        public var actual: Int
        /// What the model expected over those holes before the round.
        public var expected: Double
        /// Days since the player's previous round (nil for the first).
        public var daysSinceLast: Double?
        /// The skill after the previous round (for a first round: the group prior).
        public var previous: Belief
        /// The skill before this round: ``previous`` with its variance grown for the days between.
        public var before: Belief
        /// Σ 1 / (324 (σ² + w)) over the holes played: the precision the round adds.
        public var addedPrecision: Double
        /// Σ 18 (strokes − par − difficulty) / (324 (σ² + w)) over the holes played.
        public var weightedEvidence: Double
        /// The skill after the round.
        public var after: Belief
        /// The rating after the round (``SkillModel/rating(of:)``).
        public var ratingAfter: Double
    }

    /// The constants.
    public let settings: SkillModelSettings
    /// Players in the order they first played.
    public private(set) var players: [PlayerState] = []
    /// Layouts in the order they were first played.
    public private(set) var layouts: [LayoutState] = []
    /// Rounds learned from.
    public private(set) var roundCount = 0
    private var playerIndex: [String: Int] = [:]
    private var layoutIndex: [String: Int] = [:]

    /// An empty model.
    public init(settings: SkillModelSettings = .standard) {
        self.settings = settings
    }

    /// A model that has learned from `rounds` (oldest first).
    public init(rounds: [PlayedRound], settings: SkillModelSettings = .standard) {
        self.init(settings: settings)
        for round in rounds { absorb(round) }
    }

    // MARK: - Reading the model

    /// The player named `name` (ignoring case), or nil when the model has not met them.
    public func player(_ name: String) -> PlayerState? {
        playerIndex[name.lowercased()].map { players[$0] }
    }

    /// The layout of `course` (as displayed) with `pars`, or nil when nobody has played it.
    public func layout(course: String, pars: [Int]) -> LayoutState? {
        layoutIndex[LayoutKey.make(course: course, pars: pars)].map { layouts[$0] }
    }

    /// The skill of a player the model has not met: the mean of the skills of the players it knows
    /// (each counted once, whatever their rounds), or 0 before anyone; the prior variance.
    public var newPlayerPrior: Belief {
        var total = 0.0
        for player in players { total += player.skill.mean }
        return Belief(mean: players.isEmpty ? 0 : total / Double(players.count), variance: settings.playerPriorVariance)
    }

    /// The average difficulty of a hole the group plays: each layout's mean hole difficulty, weighted
    /// by the rounds played on it. 0 before any round.
    public var averageHoleDifficulty: Double {
        var total = 0.0, weight = 0
        for layout in layouts where !layout.holes.isEmpty {
            total += Double(layout.rounds) * layout.difficulty / Double(layout.holes.count)
            weight += layout.rounds
        }
        return weight == 0 ? 0 : total / Double(weight)
    }

    /// A rating: expected strokes relative to par over 18 holes of an average layout of the group's,
    /// `skill + 18 × averageHoleDifficulty`.
    public func rating(of skill: Double) -> Double { skill + 18 * averageHoleDifficulty }

    /// What `player` is expected to score relative to par over `holes` (1-based; nil: every hole) of
    /// the layout `course` with `pars`: `Σ difficulty + holes / 18 × skill`, and its variance
    /// `Σ w + (holes / 18)² × v`. Holes nobody has played count at par with the prior variance; a
    /// player the model has not met counts with ``newPlayerPrior``.
    public func expectation(player: String, course: String, pars: [Int], holes: [Int]? = nil) -> Belief {
        let skill = self.player(player)?.skill ?? newPlayerPrior
        let layout = self.layout(course: course, pars: pars)
        let played = holes ?? Array(pars.indices.map { $0 + 1 })
        var mean = 0.0, variance = 0.0
        for hole in played {
            let difficulty = layout?.holes[hole - 1] ?? Belief(mean: 0, variance: settings.holePriorVariance)
            mean += difficulty.mean
            variance += difficulty.variance
        }
        let share = Double(played.count) / 18
        return Belief(mean: mean + share * skill.mean, variance: variance + share * share * skill.variance)
    }

    // MARK: - Learning

    /// Learns from one round (rounds must come in start order); returns what it did to each player,
    /// in the round's player order.
    @discardableResult
    public mutating func absorb(_ round: PlayedRound) -> [Step] {
        let day = Double(round.started.secondsSinceEpoch) / 86_400
        let layout = prepareLayout(round, day: day)
        let prior = newPlayerPrior
        var seen = Set<Int>()
        var members: [(index: Int, card: PlayedRound.Card, previous: Belief, gap: Double?)] = []
        for card in round.cards {
            let (index, previous, gap) = preparePlayer(card.player, prior: prior, day: day)
            guard seen.insert(index).inserted else { continue }
            members.append((index, card, previous, gap))
        }
        let expected = members.map { member in
            expectedScore(skill: players[member.index].skill.mean, card: member.card, layout: layouts[layout])
        }
        learnHoles(round, layout: layout, members: members.map { ($0.index, $0.card) })
        var steps: [Step] = []
        for (position, member) in members.enumerated() {
            let before = players[member.index].skill
            let (precision, evidence) = evidence(card: member.card, pars: round.pars, layout: layouts[layout])
            let total = 1 / before.variance + precision
            let after = Belief(mean: (before.mean / before.variance + evidence) / total, variance: 1 / total)
            players[member.index].skill = after
            players[member.index].rounds += 1
            players[member.index].lastDay = day
            steps.append(Step(round: round.name, started: round.started, course: round.course,
                              holesPlayed: member.card.holesPlayed, actual: member.card.relativeToPar(round.pars),
                              expected: expected[position], daysSinceLast: member.gap, previous: member.previous,
                              before: before, addedPrecision: precision, weightedEvidence: evidence, after: after,
                              ratingAfter: 0))
        }
        layouts[layout].rounds += 1
        layouts[layout].lastDay = day
        roundCount += 1
        for index in steps.indices { steps[index].ratingAfter = rating(of: steps[index].after.mean) }
        return steps
    }

    /// The layout's index, created at the prior or with its variances grown for the days unplayed.
    private mutating func prepareLayout(_ round: PlayedRound, day: Double) -> Int {
        let key = round.layoutKey
        guard let index = layoutIndex[key] else {
            layoutIndex[key] = layouts.count
            layouts.append(LayoutState(course: round.course, layout: round.layout, pars: round.pars,
                                       holes: round.pars.map { _ in Belief(mean: 0, variance: settings.holePriorVariance) },
                                       lastDay: day, rounds: 0))
            return layouts.count - 1
        }
        let growth = settings.holeDriftPerDay * max(0, day - layouts[index].lastDay)
        for hole in layouts[index].holes.indices {
            layouts[index].holes[hole].variance = min(settings.holePriorVariance, layouts[index].holes[hole].variance + growth)
        }
        layouts[index].course = round.course
        return index
    }

    /// The player's index (created at `prior`), their skill before the drift and the days since they
    /// last played; the stored variance grows for those days.
    private mutating func preparePlayer(_ name: String, prior: Belief, day: Double) -> (Int, Belief, Double?) {
        let key = name.lowercased()
        guard let index = playerIndex[key] else {
            playerIndex[key] = players.count
            players.append(PlayerState(name: name, skill: prior, lastDay: day, rounds: 0))
            return (players.count - 1, prior, nil)
        }
        let previous = players[index].skill
        let gap = max(0, day - players[index].lastDay)
        players[index].skill.variance = min(settings.playerPriorVariance, previous.variance + settings.playerDriftPerDay * gap)
        players[index].name = name
        return (index, previous, gap)
    }

    /// Σ difficulty + holes / 18 × skill over the holes the card played.
    private func expectedScore(skill: Double, card: PlayedRound.Card, layout: LayoutState) -> Double {
        var total = 0.0
        for (hole, strokes) in card.strokes.enumerated() where strokes != nil { total += layout.holes[hole].mean }
        return total + Double(card.holesPlayed) / 18 * skill
    }

    /// Step one: each hole learns from everyone who played it, their skills as they stood. A score `x`
    /// on a hole of par `p` says the difficulty is `x − p − skill / 18`, with variance `σ² + v / 324`.
    private mutating func learnHoles(_ round: PlayedRound, layout: Int, members: [(index: Int, card: PlayedRound.Card)]) {
        for hole in round.pars.indices {
            let belief = layouts[layout].holes[hole]
            var precision = 1 / belief.variance
            var weighted = belief.mean / belief.variance
            for member in members {
                guard hole < member.card.strokes.count, let strokes = member.card.strokes[hole] else { continue }
                let skill = players[member.index].skill
                let noise = settings.holeNoise + skill.variance / 324
                precision += 1 / noise
                weighted += (Double(strokes - round.pars[hole]) - skill.mean / 18) / noise
            }
            layouts[layout].holes[hole] = Belief(mean: weighted / precision, variance: 1 / precision)
        }
    }

    /// Step two's sums for one player: each hole played says the skill is `18 (x − p − difficulty)`,
    /// with variance `324 (σ² + w)`; returns Σ 1 / variance and Σ measurement / variance.
    private func evidence(card: PlayedRound.Card, pars: [Int], layout: LayoutState) -> (precision: Double, evidence: Double) {
        var precision = 0.0, evidence = 0.0
        for (hole, strokes) in card.strokes.enumerated() {
            guard let strokes, hole < pars.count else { continue }
            let difficulty = layout.holes[hole]
            let variance = 324 * (settings.holeNoise + difficulty.variance)
            precision += 1 / variance
            evidence += 18 * (Double(strokes - pars[hole]) - difficulty.mean) / variance
        }
        return (precision, evidence)
    }
}
