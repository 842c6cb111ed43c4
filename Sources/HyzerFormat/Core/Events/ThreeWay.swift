/// The three-way choice of a value that two copies of a file may have changed: what every merge of a
/// header field does.
public enum ThreeWay {
    /// The common value, else the side that changed it relative to `base`; nil when both changed it
    /// differently (or there is no base to tell).
    public static func pick<T: Equatable>(_ a: T, _ b: T, base: T?) -> T? {
        if a == b { return a }
        if let base {
            if a == base { return b }
            if b == base { return a }
        }
        return nil
    }
}
