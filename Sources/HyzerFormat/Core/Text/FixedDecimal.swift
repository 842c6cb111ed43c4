/// A number written with a fixed count of decimals (`1464.05`, `0.059996`), rounded half away from zero,
/// without Foundation: how reports and JSON print measured values so the same value prints the same
/// everywhere.
public enum FixedDecimal {
    /// `value` with `places` decimals (0 to 9); `-0.00` prints as `0.00`.
    public static func text(_ value: Double, places: Int) -> String {
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int64((value * Double(scale)).rounded())
        let magnitude = scaled.magnitude
        let whole = String(magnitude / UInt64(scale))
        let sign = scaled < 0 ? "-" : ""
        guard places > 0 else { return sign + whole }
        let fraction = String(magnitude % UInt64(scale))
        return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
