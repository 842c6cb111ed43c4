/// What the model believes about one quantity (a player's skill, a hole's difficulty): a mean and
/// its variance, in strokes and strokes².
public struct Belief: Sendable, Equatable {
    /// The expected value.
    public var mean: Double
    /// Its variance: the square of the uncertainty shown as `±`.
    public var variance: Double

    /// Creates a belief.
    public init(mean: Double, variance: Double) {
        self.mean = mean
        self.variance = variance
    }

    /// The standard deviation, shown as `±`.
    public var deviation: Double { variance.squareRoot() }
}
