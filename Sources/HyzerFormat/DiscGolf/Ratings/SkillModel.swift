/// The group's play as a model: how good each player is and how hard each hole of each layout plays
/// for this group, learned together from the rounds so far (`docs/HANDICAPS.md`).
///
/// A player's strokes on a hole are expected to be `par + difficulty + (skill + pace × τ) / 18`, where
/// `skill` is where the player stood at their last round, `pace` how fast they were getting better or
/// worse (strokes a year) and `τ` the years from their last round to the score's (≤ 0). After each round
/// (taken in start order) the model holds the most probable skills, paces and difficulties given every
/// round so far: each score weighted by `½^(age / half-life)`, skills pulled toward the group's mean,
/// paces toward 0 and difficulties toward par by Gaussian priors. That is a linear system; the model
/// keeps its sums (per hole, per player, per hole and player, each also times τ), decays them as time
/// passes, moves a player's τ = 0 to each round they play, and solves the system exactly after each
/// round by eliminating the holes and factoring what is left (two rows per player and the mean's).
/// Players and layouts are kept in arrays in the order they first appear and every sum runs in a fixed
/// order, so the same rounds give the same numbers on every machine.
public struct SkillModel: Sendable {
    /// A player the model knows.
    public struct PlayerState: Sendable, Equatable {
        /// The name as last written.
        public var name: String
        /// The skill: strokes above par over 18 holes that each play at par; its variance relative to
        /// the group's mean (how sure the model is of where the player stands in the group).
        public var skill: Belief
        /// When the player last played (days since 1970-01-01, fractional).
        public var lastDay: Double
        /// Rounds learned from.
        public var rounds: Int
        /// How fast the skill was changing up to the player's last round: strokes over 18 holes a year
        /// (negative: improving); 0 when the settings have no pace (``SkillModelSettings/pacePriorVariance`` 0).
        public var pace: Double = 0
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
        /// Where its holes start in the model's list of holes.
        var firstHole: Int = 0

        /// A layout by hand: `holes` empty means none played yet (every hole at par).
        public init(course: String, layout: String?, pars: [Int], holes: [Belief], lastDay: Double, rounds: Int) {
            self.course = course
            self.layout = layout
            self.pars = pars
            self.holes = holes
            self.lastDay = lastDay
            self.rounds = rounds
        }

        /// The sum of the holes' difficulties: what the layout plays above par for a player of skill 0.
        public var difficulty: Double { holes.reduce(0) { $0 + $1.mean } }
    }

    /// What one round did for one player: the expectation before it and the rating after it.
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
        /// The rating after the round (``SkillModel/rating(of:)``).
        public var ratingAfter: Double
        /// The player's strokes (nil: not played), for the explanation.
        public var strokes: [Int?]
        /// The round's pars.
        public var pars: [Int]
        /// The layout's index in ``SkillModel/layouts``.
        public var layout: Int
        /// The round's day (days since 1970-01-01).
        public var day: Double
    }

    /// The constants.
    public let settings: SkillModelSettings
    /// Players in the order they first played.
    public private(set) var players: [PlayerState] = []
    /// Layouts in the order they were first played.
    public private(set) var layouts: [LayoutState] = []
    /// Rounds learned from.
    public private(set) var roundCount = 0
    /// The group's mean skill (the prior mean of every skill), as solved with the skills.
    public private(set) var groupMean = 0.0
    /// The day of the latest round: every weight is relative to it.
    public private(set) var today: Double?
    private var playerIndex: [String: Int] = [:]
    private var layoutIndex: [String: Int] = [:]
    // The sums, each score weighted by ½^(age / half-life) as of `today`:
    /// Per hole: Σ weight, Σ weight × (strokes − par).
    private var holeWeight: [Double] = [], holeSum: [Double] = []
    /// Per player: Σ weight, Σ weight × (strokes − par).
    private var playerWeight: [Double] = [], playerSum: [Double] = []
    /// Per hole, per player: Σ weight.
    private var pairWeight: [[Double]] = []
    // The same with each score's time t: years from the model's first round to the score's round. The
    // equations want τ = t − t(p), from the player's last round instead: solving turns these into
    // the sums with τ (``timeSums(of:)``), so nothing has to move when a player plays again.
    /// Per player: Σ weight × t, Σ weight × t², Σ weight × t × (strokes − par).
    private var playerTime: [Double] = [], playerTimeSquared: [Double] = [], playerTimeSum: [Double] = []
    /// Per hole, per player: Σ weight × t.
    private var pairTime: [[Double]] = []
    /// The day of the model's first round: t = 0.
    private var origin: Double?
    /// The model's list of holes: which layout and hole (0-based) each is.
    private var holeOwner: [(layout: Int, hole: Int)] = []

    /// An empty model.
    public init(settings: SkillModelSettings = .standard) {
        self.settings = settings
    }

    /// A model that has learned from `rounds` (oldest first).
    public init(rounds: [PlayedRound], settings: SkillModelSettings = .standard) {
        self.init(settings: settings)
        for round in rounds { absorb(round, solving: .later) }
        solve()
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

    /// The skill of a player the model has not met: the group's mean, with the prior variance.
    public var newPlayerPrior: Belief { Belief(mean: groupMean, variance: settings.playerPriorVariance) }

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

    /// The weight of a round played on `day` as of the latest round: `½^(age / half-life)`.
    public func weight(ofDay day: Double) -> Double {
        guard let today else { return 1 }
        return Self.power(half: max(0, today - day) / settings.halfLifeDays)
    }

    /// What `player` is expected to score relative to par over `holes` (1-based; nil: every hole) of
    /// the layout `course` with `pars`: `Σ difficulty + holes / 18 × skill`, and its variance
    /// `Σ w + (holes / 18)² × v` (difficulties and skill taken as independent). Holes nobody has played
    /// count at par with the prior variance; a player the model has not met counts with
    /// ``newPlayerPrior``.
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

    /// How much of the model ``absorb(_:solving:)`` solves after the round.
    public enum Solving: Sendable {
        /// Nothing: the sums take the round, the skills and difficulties wait for a later solve.
        case later
        /// The means (skills, paces, difficulties, the group's mean); the skills' variances stay as
        /// last solved, a new player's at the prior's. For reports that read only the means after
        /// most rounds: the variances cost more than the means.
        case means
        /// Everything.
        case fully
    }

    /// Learns from one round (rounds must come in start order); returns what it did for each player,
    /// in the round's player order. With `solving: .later`, the sums take the round but the skills and
    /// difficulties wait for a later solve (each step's `ratingAfter` is then 0, and the next round's
    /// `expected` is reckoned from the model as last solved): a report that needs the state after
    /// only some rounds skips the others.
    @discardableResult
    public mutating func absorb(_ round: PlayedRound, solving: Solving = .fully) -> [Step] {
        let day = Double(round.started.secondsSinceEpoch) / 86_400
        decay(to: day)
        if origin == nil { origin = day }
        let time = years(since: day)
        let layout = layoutIndex(round, day: day)
        var members: [(index: Int, card: PlayedRound.Card, expected: Double)] = []
        var seen = Set<Int>()
        for card in round.cards {
            let known = player(card.player)
            let skill = known?.skill.mean ?? groupMean
            var expected = 0.0
            for (hole, strokes) in card.strokes.enumerated() where strokes != nil && hole < round.pars.count {
                expected += layouts[layout].holes[hole].mean + skill / 18
            }
            let index = playerIndex(card.player, day: day)
            guard seen.insert(index).inserted else { continue }
            members.append((index, card, expected))
        }
        for member in members {
            for (hole, strokes) in member.card.strokes.enumerated() {
                guard let strokes, hole < round.pars.count else { continue }
                let global = layouts[layout].firstHole + hole
                let relative = Double(strokes - round.pars[hole])
                holeWeight[global] += 1
                holeSum[global] += relative
                playerWeight[member.index] += 1
                playerSum[member.index] += relative
                pairWeight[global][member.index] += 1
                pairTime[global][member.index] += time
                playerTime[member.index] += time
                playerTimeSquared[member.index] += time * time
                playerTimeSum[member.index] += time * relative
            }
            players[member.index].rounds += 1
            players[member.index].lastDay = day
        }
        layouts[layout].rounds += 1
        layouts[layout].lastDay = day
        roundCount += 1
        if solving != .later { solve(variances: solving == .fully) }
        return members.map { member in
            Step(round: round.name, started: round.started, course: round.course, holesPlayed: member.card.holesPlayed,
                 actual: member.card.relativeToPar(round.pars), expected: member.expected,
                 ratingAfter: solving != .later ? rating(of: players[member.index].skill.mean) : 0, strokes: member.card.strokes,
                 pars: round.pars, layout: layout, day: day)
        }
    }

    /// Moves the model's clock to `day`: every sum is multiplied by `½^(days / half-life)`.
    private mutating func decay(to day: Double) {
        defer { today = max(today ?? day, day) }
        guard let today, day > today else { return }
        let factor = Self.power(half: (day - today) / settings.halfLifeDays)
        for sums in [\Self.holeWeight, \.holeSum, \.playerWeight, \.playerSum, \.playerTime, \.playerTimeSquared, \.playerTimeSum] {
            Self.scale(&self[keyPath: sums], by: factor)
        }
        for hole in holeWeight.indices {
            Self.scale(&pairWeight[hole], by: factor)
            Self.scale(&pairTime[hole], by: factor)
        }
    }

    /// Multiplies every element of `sums` by `factor`, in place.
    private static func scale(_ sums: inout [Double], by factor: Double) {
        for index in sums.indices { sums[index] *= factor }
    }

    /// The years from the model's first round to `day` (t).
    private func years(since day: Double) -> Double { (day - (origin ?? day)) / 365 }

    /// One player's sums with τ (from their last round) in place of t: with L = t of their last round,
    /// τ = t − L, so `C₁ = Σwt − L C`, `C₂ = Σwt² − 2 L Σwt + L² C`, `E₁ = Σwty − L E` (and for each hole
    /// `T(h,p) = Σwt − L N(h,p)`, which the solve reckons as it goes).
    private func timeSums(of player: Int) -> (last: Double, time: Double, timeSquared: Double, timeSum: Double) {
        let last = years(since: players[player].lastDay), weight = playerWeight[player]
        return (last, playerTime[player] - last * weight,
                playerTimeSquared[player] - last * (2 * playerTime[player] - last * weight),
                playerTimeSum[player] - last * playerSum[player])
    }

    /// `½^x`, the same bytes on every machine.
    public static func power(half x: Double) -> Double {
        // exp and log are not required to round alike everywhere; halving by whole steps and a
        // fixed series for the rest keeps the bytes the same on every machine.
        var whole = x.rounded(.down), result = 1.0
        while whole >= 1 { result *= 0.5; whole -= 1 }
        let fraction = x - x.rounded(.down)
        // ½^f = e^(−f ln 2), by its Taylor series (f < 1: 20 terms are exact to double precision).
        let y = -fraction * 0.693_147_180_559_945_3
        var term = 1.0, sum = 1.0
        for n in 1...20 {
            term *= y / Double(n)
            sum += term
        }
        return result * sum
    }

    private mutating func layoutIndex(_ round: PlayedRound, day: Double) -> Int {
        let key = round.layoutKey
        if let index = layoutIndex[key] {
            layouts[index].course = round.course
            return index
        }
        var layout = LayoutState(course: round.course, layout: round.layout, pars: round.pars,
                                 holes: round.pars.map { _ in Belief(mean: 0, variance: settings.holePriorVariance) },
                                 lastDay: day, rounds: 0)
        layout.firstHole = holeWeight.count
        layoutIndex[key] = layouts.count
        for hole in round.pars.indices {
            holeOwner.append((layouts.count, hole))
            holeWeight.append(0)
            holeSum.append(0)
            pairWeight.append(Array(repeating: 0, count: players.count))
            pairTime.append(Array(repeating: 0, count: players.count))
        }
        layouts.append(layout)
        return layouts.count - 1
    }

    private mutating func playerIndex(_ name: String, day: Double) -> Int {
        let key = name.lowercased()
        if let index = playerIndex[key] {
            players[index].name = name
            return index
        }
        playerIndex[key] = players.count
        players.append(PlayerState(name: name, skill: newPlayerPrior, lastDay: day, rounds: 0))
        playerWeight.append(0)
        playerSum.append(0)
        playerTime.append(0)
        playerTimeSquared.append(0)
        playerTimeSum.append(0)
        for hole in pairWeight.indices {
            pairWeight[hole].append(0)
            pairTime[hole].append(0)
        }
        return players.count - 1
    }

    // MARK: - Solving

    /// Solves the model now (after rounds absorbed without solving).
    public mutating func solveNow() { solve() }

    /// Sets every skill, pace, difficulty and the group's mean to the most probable values given the sums.
    ///
    /// With σ², V₀, W₀, G₀ the settings, `a(h) = 1/W₀ + A(h)/σ²`, the holes eliminated, the skills `s`,
    /// the paces `g` and the group's mean `μ` solve `K [s; g; μ] = b`:
    ///
    ///     K(s_p,s_p) = 1/V₀ + C(p)/(324 σ²),   K(s_p,g_p) = C₁(p)/(324 σ²),   K(g_p,g_p) = 1/G₀ + C₂(p)/(324 σ²)
    ///     K(s_p,μ) = −1/V₀,   K(μ,μ) = players/V₀,   b(s_p) = E(p)/(18 σ²),   b(g_p) = E₁(p)/(18 σ²),   b(μ) = 0
    ///     then for every hole and any two unknowns u, v among the skills and paces:
    ///     K(u,v) −= Σh n(h,u) n(h,v) / (324 σ⁴ a(h)),   b(u) −= Σh n(h,u) B(h) / (18 σ⁴ a(h))
    ///
    /// where `n(h,s_p) = N(h,p)` and `n(h,g_p) = T(h,p)`; then `d(h) = (B(h) − Σp (N(h,p) s(p) + T(h,p) g(p))/18)
    /// / (σ² a(h))`. With G₀ = 0 there are no paces (every `g` is 0) and their rows are left out. `K` is the
    /// precision of the unknowns, so a skill's variance relative to the group's mean is
    /// `(e(s_p) − e(μ))ᵀ K⁻¹ (e(s_p) − e(μ))` (computed only with `variances`); a hole's variance is
    /// `1/a(h)` (given the skills). `K` is symmetric and the factorization reads only its lower
    /// triangle, so only that is filled.
    private mutating func solve(variances: Bool = true) {
        let count = players.count
        guard count > 0 else { return }
        let noise = settings.holeNoise, playerPrior = settings.playerPriorVariance
        let paced = settings.pacePriorVariance > 0
        let holePrecision = holeWeight.map { 1 / settings.holePriorVariance + $0 / noise }
        // The unknowns: each skill, then each pace (with paces), then the group's mean.
        let mean = paced ? 2 * count : count, size = mean + 1
        var matrix = [Double](repeating: 0, count: size * size)
        var right = [Double](repeating: 0, count: size)
        let times = paced ? (0..<count).map { timeSums(of: $0) } : []
        for player in 0..<count {
            matrix[player * size + player] = 1 / playerPrior + playerWeight[player] / (324 * noise)
            matrix[mean * size + player] = -1 / playerPrior
            right[player] = playerSum[player] / (18 * noise)
            guard paced else { continue }
            let pace = count + player
            matrix[pace * size + player] = times[player].time / (324 * noise)
            matrix[pace * size + pace] = 1 / settings.pacePriorVariance + times[player].timeSquared / (324 * noise)
            right[pace] = times[player].timeSum / (18 * noise)
        }
        matrix[mean * size + mean] = Double(count) / playerPrior
        // Each played hole's unknowns with their weights: N(h,p) for a skill, T(h,p) for a pace. Holes
        // next to each other with the same weights (every hole of a layout everyone played in full)
        // make the same update up to their scale and B(h): they are taken together, once.
        var played: [(unknown: Int, weight: Double)] = []
        var hole = 0
        while hole < holeWeight.count {
            let pairs = pairWeight[hole], pairTimes = pairTime[hole]
            var scale = 0.0, scaledSum = 0.0, next = hole
            while next < holeWeight.count, holeWeight[next] == holeWeight[hole], pairWeight[next] == pairs,
                  !paced || pairTime[next] == pairTimes {
                let own = 1 / (324 * noise * noise * holePrecision[next])
                scale += own
                scaledSum += holeSum[next] * own
                next += 1
            }
            defer { hole = next }
            guard holeWeight[hole] > 0 else { continue }
            played.removeAll(keepingCapacity: true)
            for p in 0..<count where pairs[p] > 0 { played.append((p, pairs[p])) }
            if paced {
                for p in 0..<count where pairs[p] > 0 { played.append((count + p, pairTimes[p] - times[p].last * pairs[p])) }
            }
            // `played` is in the order of the unknowns, so its first i + 1 are the lower triangle's.
            for i in played.indices {
                let (p, weight) = played[i]
                for (q, other) in played[...i] {
                    matrix[p * size + q] -= weight * other * scale
                }
                right[p] -= weight * scaledSum * 18
            }
        }
        let factor = Cholesky(matrix, size: size)
        let solution = factor.solve(right)
        let skillVariances = variances ? factor.relativeVariances(count) : players.map(\.skill.variance)
        for player in 0..<count {
            players[player].skill = Belief(mean: solution[player], variance: skillVariances[player])
            players[player].pace = paced ? solution[count + player] : 0
        }
        groupMean = solution[mean]
        for hole in holeWeight.indices {
            var sum = holeSum[hole]
            for player in 0..<count where pairWeight[hole][player] > 0 {
                let time = paced ? pairTime[hole][player] - times[player].last * pairWeight[hole][player] : 0
                sum -= (pairWeight[hole][player] * solution[player] + time * players[player].pace) / 18
            }
            let owner = holeOwner[hole]
            layouts[owner.layout].holes[owner.hole] = Belief(mean: sum / (noise * holePrecision[hole]), variance: 1 / holePrecision[hole])
        }
    }

    /// The weighted sums behind one player's skill, for `--explain`: Σ weight over the holes they
    /// played and Σ weight × (strokes − par − difficulty − pace × τ / 18), in the model's current state.
    public func evidence(_ name: String) -> (holes: Double, residual: Double)? {
        guard let index = playerIndex[name.lowercased()] else { return nil }
        var residual = playerSum[index] - timeSums(of: index).time * players[index].pace / 18
        for hole in holeWeight.indices where pairWeight[hole][index] > 0 {
            let owner = holeOwner[hole]
            residual -= pairWeight[hole][index] * layouts[owner.layout].holes[owner.hole].mean
        }
        return (playerWeight[index], residual)
    }
}

/// A Cholesky factorization `K = L Lᵀ` of a symmetric positive definite matrix (row-major; only its
/// lower triangle is read), in a fixed order of operations.
struct Cholesky {
    let size: Int
    var lower: [Double]

    init(_ matrix: [Double], size: Int) {
        self.size = size
        var lower = [Double](repeating: 0, count: size * size)
        for row in 0..<size {
            for column in 0...row {
                var sum = matrix[row * size + column]
                for k in 0..<column { sum -= lower[row * size + k] * lower[column * size + k] }
                if row == column {
                    lower[row * size + row] = max(sum, 1e-300).squareRoot()
                } else {
                    lower[row * size + column] = sum / lower[column * size + column]
                }
            }
        }
        self.lower = lower
    }

    /// `x` with `K x = b`.
    func solve(_ b: [Double]) -> [Double] {
        var y = b
        for row in 0..<size {
            for k in 0..<row { y[row] -= lower[row * size + k] * y[k] }
            y[row] /= lower[row * size + row]
        }
        for row in stride(from: size - 1, through: 0, by: -1) {
            for k in (row + 1)..<size { y[row] -= lower[k * size + row] * y[k] }
            y[row] /= lower[row * size + row]
        }
        return y
    }

    /// For each of the first `count` rows, the variance of that unknown minus the last (a skill minus
    /// the group's mean): `(e − e_last)ᵀ K⁻¹ (e − e_last)` = `|L⁻¹ (e − e_last)|²`, by forward
    /// substitution alone, from the row of `e` (the rows before it are 0).
    func relativeVariances(_ count: Int) -> [Double] {
        var y = [Double](repeating: 0, count: size)
        return (0..<count).map { index in
            var total = 0.0
            for row in index..<size {
                var value: Double = (row == index ? 1 : 0) - (row == size - 1 ? 1 : 0)
                for k in index..<row { value -= lower[row * size + k] * y[k] }
                y[row] = value / lower[row * size + row]
                total += y[row] * y[row]
            }
            return total
        }
    }
}
