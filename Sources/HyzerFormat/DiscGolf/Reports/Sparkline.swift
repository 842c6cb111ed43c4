/// A text sparkline: one block character per value, `▁` for the lowest and `█` for the highest.
public enum Sparkline {
    /// Block characters from low to high.
    public static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// One character per value, scaled between the smallest and largest; all `▄` when they are equal,
    /// empty for no values.
    public static func render(_ values: [Int]) -> String {
        guard let low = values.min(), let high = values.max() else { return "" }
        guard high > low else { return String(repeating: "▄", count: values.count) }
        return String(values.map { value in
            blocks[(value - low) * (blocks.count - 1) / (high - low)]
        })
    }
}
