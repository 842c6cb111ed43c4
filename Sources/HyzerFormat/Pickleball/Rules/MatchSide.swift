/// One of the two sides of a pickleball match: team A (the first team named) or team B.
public enum MatchSide: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The first team named when the match was set up.
    case a = "A"
    /// The second team named.
    case b = "B"

    /// The opposing side.
    public var other: MatchSide { self == .a ? .b : .a }

    /// The side's letter, `A` or `B`.
    public var description: String { rawValue }
}
