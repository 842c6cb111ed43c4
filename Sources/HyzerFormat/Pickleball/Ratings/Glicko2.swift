#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Mark Glickman's Glicko-2 rating system, exactly as "Example of the Glicko-2 system"
/// (glicko.net/glicko/glicko2.pdf, 2022) states it: step 1 to step 8, with the Illinois algorithm for
/// the new volatility. docs/PICKLEBALL.md ("Ratings") says how matches become rating periods.
///
/// The arithmetic is IEEE double precision in a fixed order, so the same games give the same numbers.
public struct Glicko2: Sendable, Hashable {
    /// τ, which constrains how fast the volatility changes (the paper suggests 0.3 to 1.2).
    public var tau: Double
    /// ε, the convergence tolerance of the volatility iteration.
    public var epsilon: Double

    /// The system with τ = 0.5 and ε = 0.000001 (the paper's example values).
    public init(tau: Double = 0.5, epsilon: Double = 0.000001) {
        self.tau = tau
        self.epsilon = epsilon
    }

    /// A newcomer: 1500, RD 350, volatility 0.06.
    public static let initial = GlickoRating(rating: 1500, deviation: 350, volatility: 0.06)
    /// The factor between the Glicko scale and the Glicko-2 scale (μ = (r − 1500) / 173.7178).
    public static let scale = 173.7178

    /// One game's result in a rating period: who it was against (their rating at the start of the
    /// period) and the score, 1 for a win, 0 for a loss.
    public struct Result: Sendable, Hashable {
        /// The opponent (for doubles, the opposing team's composite, ``Glicko2/team(_:)``).
        public var opponent: GlickoRating
        /// 1 for a win, 0 for a loss (½ for a draw, which pickleball games do not have).
        public var score: Double

        /// Creates a result.
        public init(opponent: GlickoRating, score: Double) {
            self.opponent = opponent
            self.score = score
        }
    }

    /// The quantities of steps 3 and 4 on the Glicko-2 scale: the estimated variance v of the rating
    /// from the games alone, and the estimated improvement Δ.
    public struct Step: Sendable, Hashable {
        /// v.
        public var variance: Double
        /// Δ.
        public var improvement: Double
    }

    // MARK: - A rating period

    /// The rating after one rating period with `results` (steps 2 to 8). With no results only the
    /// deviation widens, φ′ = √(φ² + σ²) (step 6), and never past a newcomer's 350.
    public func updated(_ player: GlickoRating, results: [Result]) -> GlickoRating {
        let phi = player.deviation / Self.scale
        guard !results.isEmpty else {
            let widened = (phi * phi + player.volatility * player.volatility).squareRoot() * Self.scale
            return GlickoRating(rating: player.rating, deviation: min(widened, Self.initial.deviation), volatility: player.volatility)
        }
        let mu = (player.rating - 1500) / Self.scale
        let step = step(player, results: results)
        let sigma = newVolatility(phi: phi, volatility: player.volatility, step: step)
        let phiStar = (phi * phi + sigma * sigma).squareRoot()
        let newPhi = 1 / (1 / (phiStar * phiStar) + 1 / step.variance).squareRoot()
        let newMu = mu + newPhi * newPhi * step.improvement / step.variance
        return GlickoRating(rating: newMu * Self.scale + 1500, deviation: newPhi * Self.scale, volatility: sigma)
    }

    /// Steps 3 and 4: v and Δ for `player` over `results` (not empty).
    public func step(_ player: GlickoRating, results: [Result]) -> Step {
        let mu = (player.rating - 1500) / Self.scale
        var inverseVariance = 0.0, sum = 0.0
        for result in results {
            let opponentMu = (result.opponent.rating - 1500) / Self.scale
            let weight = Self.g(result.opponent.deviation / Self.scale)
            let expected = Self.expected(mu, opponentMu, weight)
            inverseVariance += weight * weight * expected * (1 - expected)
            sum += weight * (result.score - expected)
        }
        let variance = 1 / inverseVariance
        return Step(variance: variance, improvement: variance * sum)
    }

    /// Step 5: the new volatility σ′ by the Illinois algorithm, to within ``epsilon``.
    func newVolatility(phi: Double, volatility: Double, step: Step) -> Double {
        let delta = step.improvement, v = step.variance
        let a = log(volatility * volatility)
        func f(_ x: Double) -> Double {
            let ex = exp(x)
            let denominator = phi * phi + v + ex
            return ex * (delta * delta - phi * phi - v - ex) / (2 * denominator * denominator) - (x - a) / (tau * tau)
        }
        var lower = a
        var upper: Double
        if delta * delta > phi * phi + v {
            upper = log(delta * delta - phi * phi - v)
        } else {
            var k = 1.0
            while f(a - k * tau) < 0 { k += 1 }
            upper = a - k * tau
        }
        var fLower = f(lower), fUpper = f(upper)
        while abs(upper - lower) > epsilon {
            let c = lower + (lower - upper) * fLower / (fUpper - fLower)
            let fC = f(c)
            if fC * fUpper <= 0 {
                lower = upper
                fLower = fUpper
            } else {
                fLower /= 2
            }
            upper = c
            fUpper = fC
        }
        return exp(lower / 2)
    }

    // MARK: - Teams and predictions

    /// A doubles team as one player: the mean of its partners' ratings, and the root mean square of
    /// their deviations (√((RD₁² + RD₂²) / 2)), so a team is as uncertain as its partners on average. A
    /// singles "team" is its player. The volatility is the partners' mean (an opponent's is not used).
    public static func team(_ partners: [GlickoRating]) -> GlickoRating {
        guard partners.count > 1 else { return partners.first ?? initial }
        let count = Double(partners.count)
        var rating = 0.0, variance = 0.0, volatility = 0.0
        for partner in partners {
            rating += partner.rating
            variance += partner.deviation * partner.deviation
            volatility += partner.volatility
        }
        return GlickoRating(rating: rating / count, deviation: (variance / count).squareRoot(), volatility: volatility / count)
    }

    /// The chance that `player` beats `opponent` (0 to 1): the Glicko-2 expected score with both
    /// uncertainties, 1 / (1 + exp(−g(√(φ₁² + φ₂²)) (μ₁ − μ₂))). The two chances of a game add up to 1.
    public func winProbability(_ player: GlickoRating, against opponent: GlickoRating) -> Double {
        let phi = (player.deviation * player.deviation + opponent.deviation * opponent.deviation).squareRoot() / Self.scale
        return Self.expected((player.rating - 1500) / Self.scale, (opponent.rating - 1500) / Self.scale, Self.g(phi))
    }

    /// g(φ) = 1 / √(1 + 3φ² / π²).
    static func g(_ phi: Double) -> Double { 1 / (1 + 3 * phi * phi / (Double.pi * Double.pi)).squareRoot() }

    /// E(μ, μⱼ, φⱼ) = 1 / (1 + exp(−g(φⱼ)(μ − μⱼ))), given g(φⱼ).
    static func expected(_ mu: Double, _ opponentMu: Double, _ weight: Double) -> Double {
        1 / (1 + exp(-weight * (mu - opponentMu)))
    }
}
