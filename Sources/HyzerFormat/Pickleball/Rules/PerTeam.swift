/// One value for each side of a match (a score, time-outs left, games won), read by side.
public struct PerTeam<Value> {
    /// Team A's value.
    public var a: Value
    /// Team B's value.
    public var b: Value

    /// Creates the pair from each side's value.
    public init(a: Value, b: Value) {
        self.a = a
        self.b = b
    }

    /// The same value for both sides.
    public init(both value: Value) {
        self.init(a: value, b: value)
    }

    /// The value of `side`.
    public subscript(side: MatchSide) -> Value {
        get { side == .a ? a : b }
        set { if side == .a { a = newValue } else { b = newValue } }
    }

    /// Each side's value transformed by `transform`.
    public func map<Other>(_ transform: (Value) throws -> Other) rethrows -> PerTeam<Other> {
        PerTeam<Other>(a: try transform(a), b: try transform(b))
    }
}

extension PerTeam: Sendable where Value: Sendable {}
extension PerTeam: Equatable where Value: Equatable {}
extension PerTeam: Hashable where Value: Hashable {}
