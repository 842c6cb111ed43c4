/// A player's (or a doubles team's) Glicko-2 rating on the familiar scale: a rating around 1500, its
/// rating deviation (RD, the uncertainty: the true strength is within about two RDs of the rating), and
/// the volatility (how erratic the player's results are).
public struct GlickoRating: Sendable, Hashable {
    /// The rating (1500 for a newcomer).
    public var rating: Double
    /// The rating deviation, in rating points (350 for a newcomer).
    public var deviation: Double
    /// The volatility σ (0.06 for a newcomer); not used for an opponent.
    public var volatility: Double

    /// Creates a rating; the volatility defaults to a newcomer's.
    public init(rating: Double, deviation: Double, volatility: Double = Glicko2.initial.volatility) {
        self.rating = rating
        self.deviation = deviation
        self.volatility = volatility
    }

    /// The rating the player is very likely above: rating − 2 × RD. Orders a list fairly: a newcomer
    /// with one lucky win does not top players with many games.
    public var conservative: Double { rating - 2 * deviation }
}
