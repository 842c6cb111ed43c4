/// One hole of a ``Course``.
public struct Hole: Sendable, Equatable {
    /// 1-based hole number.
    public var number: Int
    /// Par for the hole.
    public var par: Int
    /// Tee-to-basket length, when known.
    public var distance: Distance?

    /// Creates a hole.
    public init(number: Int, par: Int, distance: Distance? = nil) {
        self.number = number
        self.par = par
        self.distance = distance
    }
}
