/// The range a start time must fall in, so that a typo (`0000-01-01`, `1026-11-21`, `20266-…` cut to
/// a wrong year) never becomes a round or match dated centuries away, out of every list's order.
extension Timestamp {
    /// The years a round or match may start in, as the time is written (its own offset's calendar):
    /// 1900 through 2200.
    public static let startYears = 1900...2200

    /// Whether this time can start a round or match: its year, in its own offset, is in ``startYears``.
    public var isInStartRange: Bool { Self.startYears.contains(civil.year) }

    /// What an error about a start time outside ``startYears`` says after "out of range: ".
    public static let startRangeRule = "a start time must be in the years \(startYears.lowerBound)–\(startYears.upperBound)"
}
