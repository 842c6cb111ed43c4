/// Decimal numbers as text (ratings, handicaps): fixed decimals, rounded half away from zero, with no
/// floating-point formatting (the same bytes on every machine).
public enum DecimalText {
    /// `value` × 10^`places`, rounded half away from zero.
    public static func units(_ value: Double, places: Int) -> Int {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return Int((value * scale).rounded(.toNearestOrAwayFromZero))
    }

    /// `3.2`, `-0.5`, `12.0` with `places` decimals.
    public static func plain(_ value: Double, places: Int = 1) -> String {
        format(units(value, places: places), places: places)
    }

    /// `+3.2`, `-0.5`, `E` (rounds to zero): a score relative to par, as standings show it (NFR18).
    public static func relative(_ value: Double, places: Int = 1) -> String {
        let units = units(value, places: places)
        if units == 0 { return "E" }
        return (units > 0 ? "+" : "") + format(units, places: places)
    }

    /// Fixed-point text of `units` / 10^`places`.
    public static func format(_ units: Int, places: Int) -> String {
        guard places > 0 else { return String(units) }
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let magnitude = units.magnitude
        let fraction = String(magnitude % UInt(scale))
        return (units < 0 ? "-" : "") + String(magnitude / UInt(scale)) + "."
            + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
