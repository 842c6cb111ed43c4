@testable import HyzerFormat
import Testing

/// The Glicko-2 arithmetic, against Glickman's own worked example ("Example of the Glicko-2 system",
/// glicko.net/glicko/glicko2.pdf) and the rules docs/PICKLEBALL.md states for doubles and absences.
@Suite("Pickleball: Glicko-2")
struct Glicko2Tests {
    static let system = Glicko2()

    /// Rounded to `places` decimals, as the paper prints its figures.
    static func rounded(_ value: Double, _ places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }

    /// The paper's player: 1500, RD 200, volatility 0.06.
    static let player = GlickoRating(rating: 1500, deviation: 200, volatility: 0.06)
    /// Beats a 1400/30, loses to a 1550/100 and to a 1700/300, in one rating period.
    static let results = [Glicko2.Result(opponent: GlickoRating(rating: 1400, deviation: 30), score: 1),
                          Glicko2.Result(opponent: GlickoRating(rating: 1550, deviation: 100), score: 0),
                          Glicko2.Result(opponent: GlickoRating(rating: 1700, deviation: 300), score: 0)]

    /// The paper's result: 1464.06, RD 151.52, volatility 0.05999 (τ = 0.5).
    ///
    /// The paper rounds as it goes: it converts its rounded μ′ = −0.2069 back (173.7178 × −0.2069 + 1500
    /// = 1464.06) where the unrounded arithmetic gives 1464.0507, and prints σ′ = 0.059996 cut to five
    /// decimals. So the rating is pinned to the paper's figure within 0.01, its Glicko-2-scale values to
    /// the paper's four decimals, and the volatility's first five decimals to the paper's.
    @Test func glickmansWorkedExample() {
        let after = Self.system.updated(Self.player, results: Self.results)
        #expect(abs(after.rating - 1464.06) < 0.01)
        #expect(Self.rounded(after.rating, 4) == 1464.0507)
        #expect(Self.rounded(after.deviation, 2) == 151.52)
        #expect(Self.rounded(after.volatility, 6) == 0.059996)
        #expect((after.volatility * 100_000).rounded(.down) == 5999)
        #expect(Self.rounded((after.rating - 1500) / Glicko2.scale, 4) == -0.2069)
        #expect(Self.rounded(after.deviation / Glicko2.scale, 4) == 0.8722)
    }

    /// The paper's intermediate quantities on the Glicko-2 scale: v = 1.7785, Δ = −0.4834, computed there
    /// from g and E values rounded to four decimals; unrounded they are 1.7790 and −0.4839.
    @Test func theWorkedExamplesIntermediateSteps() {
        let step = Self.system.step(Self.player, results: Self.results)
        #expect(abs(step.variance - 1.7785) < 0.001)
        #expect(abs(step.improvement - -0.4834) < 0.001)
        #expect(Self.rounded(step.variance, 4) == 1.7790)
        #expect(Self.rounded(step.improvement, 4) == -0.4839)
    }

    @Test func theConstantsAreThePapersSuggestions() {
        #expect(Self.system.tau == 0.5)
        #expect(Self.system.epsilon == 0.000001)
        #expect(Glicko2.initial == GlickoRating(rating: 1500, deviation: 350, volatility: 0.06))
        #expect(Glicko2.scale == 173.7178)
    }

    /// A period without games only widens the deviation: φ' = √(φ² + σ²), the rating and volatility stay.
    @Test func aPeriodWithoutGamesWidensTheDeviation() {
        let after = Self.system.updated(GlickoRating(rating: 1500, deviation: 200, volatility: 0.06), results: [])
        #expect(after.rating == 1500)
        #expect(after.volatility == 0.06)
        #expect(Self.rounded(after.deviation, 2) == 200.27)
    }

    /// Never less certain than a newcomer: the widening stops at 350.
    @Test func theDeviationNeverGrowsPastANewcomers() {
        let after = Self.system.updated(GlickoRating(rating: 1700, deviation: 349.9, volatility: 0.06), results: [])
        #expect(after.deviation == 350)
    }

    /// Two newcomers: one game moves the winner to 1662.31 and the loser to 1337.69, both to RD 290.32.
    @Test func twoNewcomersOneGame() {
        let winner = Self.system.updated(Glicko2.initial, results: [.init(opponent: Glicko2.initial, score: 1)])
        let loser = Self.system.updated(Glicko2.initial, results: [.init(opponent: Glicko2.initial, score: 0)])
        #expect(Self.rounded(winner.rating, 2) == 1662.31)
        #expect(Self.rounded(loser.rating, 2) == 1337.69)
        #expect(Self.rounded(winner.deviation, 2) == 290.32)
        #expect(Self.rounded(loser.deviation, 2) == 290.32)
    }

    /// A doubles team plays as its partners' mean rating with the root mean square of their deviations.
    @Test func aTeamIsTheMeanOfItsPartners() {
        let team = Glicko2.team([GlickoRating(rating: 1600, deviation: 100), GlickoRating(rating: 1400, deviation: 200)])
        #expect(team.rating == 1500)
        #expect(Self.rounded(team.deviation, 4) == 158.1139)  // √((100² + 200²) / 2)
        let alone = Glicko2.team([GlickoRating(rating: 1620, deviation: 80, volatility: 0.058)])
        #expect(alone == GlickoRating(rating: 1620, deviation: 80, volatility: 0.058))
    }

    /// The chance of winning uses both deviations: g(√(φ₁² + φ₂²)).
    @Test func winProbabilityUsesBothDeviations() {
        let even = Self.system.winProbability(GlickoRating(rating: 1500, deviation: 50), against: GlickoRating(rating: 1500, deviation: 300))
        #expect(even == 0.5)
        let strong = GlickoRating(rating: 1700, deviation: 50), weak = GlickoRating(rating: 1500, deviation: 50)
        let sure = Self.system.winProbability(strong, against: weak)
        #expect(Self.rounded(sure, 4) == 0.7546)
        #expect(Self.rounded(sure + Self.system.winProbability(weak, against: strong), 12) == 1)
        // More uncertainty pulls the chance toward even.
        let unsure = Self.system.winProbability(GlickoRating(rating: 1700, deviation: 350), against: GlickoRating(rating: 1500, deviation: 350))
        #expect(Self.rounded(unsure, 4) == 0.6498)
    }
}
