/// An average of whole-number scores relative to par, kept as sum and count so it stays exact until
/// it is shown.
public struct Average: Sendable, Equatable {
    /// Sum of the values.
    public var total: Int
    /// Number of values.
    public var count: Int

    /// An average of nothing yet.
    public init(total: Int = 0, count: Int = 0) {
        self.total = total
        self.count = count
    }

    /// Adds one value.
    public mutating func add(_ value: Int) {
        total += value
        count += 1
    }

    /// The mean rounded to tenths (half away from zero), times ten: `+2.35` → `24`; nil when empty.
    public var tenths: Int? {
        guard count > 0 else { return nil }
        let doubled = 20 * total
        return (doubled + (total < 0 ? -count : count)) / (2 * count)
    }

    /// `+2.3`, `-0.5`, `E` (rounds to zero), or `-` when empty: the number always shown (NFR18).
    public var text: String {
        guard let tenths else { return "-" }
        if tenths == 0 { return "E" }
        let magnitude = abs(tenths)
        return (tenths < 0 ? "-" : "+") + "\(magnitude / 10).\(magnitude % 10)"
    }

    /// The mean as a number; nil when empty.
    public var value: Double? { count > 0 ? Double(total) / Double(count) : nil }

    /// `{"tenths": 23, "text": "+2.3", "count": 7}`: the rounded mean in tenths as an integer (no
    /// floating-point formatting), its text, and how many values it averages.
    public var json: JSON {
        .object([("tenths", .optional(tenths)), ("text", .string(text)), ("count", .int(count))])
    }
}
