/// A hole length with its unit, written `95m` or `310ft`.
public struct Distance: Sendable, Equatable {
    /// Unit of a ``Distance``.
    public enum Unit: String, Sendable { case meters = "m", feet = "ft" }
    /// Whole units (no fractions; nobody measures a fairway to the centimetre).
    public var value: Int
    /// Metres or feet.
    public var unit: Unit

    /// Creates a distance.
    public init(value: Int, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// Parses `95m` or `310ft`; nil for anything else.
    public init?(_ text: some StringProtocol) {
        for unit in [Unit.feet, .meters] where text.hasSuffix(unit.rawValue) {
            guard let value = Int(text.dropLast(unit.rawValue.count)), value > 0, value < 10_000 else { return nil }
            self.init(value: value, unit: unit)
            return
        }
        return nil
    }

    /// `95m`, `310ft`.
    public var description: String { "\(value)\(unit.rawValue)" }
}
