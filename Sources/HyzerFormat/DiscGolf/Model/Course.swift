/// A disc golf course (optionally one layout of it): how many holes, and the par and length of each.
///
/// Courses are edited freely; rounds keep their own copy of the pars they started with, so editing or
/// deleting a course never changes history (FR5–FR9).
public struct Course: Sendable, Equatable {
    /// The course name as people say it, e.g. `Cedar Creek`.
    public var name: String
    /// The layout (tee set or routing) when a course has several, e.g. `Long Tees`.
    public var layout: String?
    /// The par every hole has unless its ``Hole`` says otherwise.
    public var defaultPar: Int
    /// The holes in play order; `holes[0]` is hole 1.
    public var holes: [Hole]

    /// Creates a course of `holeCount` holes, all at `defaultPar`.
    public init(name: String, layout: String? = nil, holeCount: Int, defaultPar: Int = 3) {
        self.name = name
        self.layout = layout
        self.defaultPar = defaultPar
        self.holes = (1...max(holeCount, 1)).map { Hole(number: $0, par: defaultPar) }
    }

    /// The par of each hole in order.
    public var pars: [Int] { holes.map(\.par) }

    /// Total par of the course.
    public var totalPar: Int { holes.reduce(0) { $0 + $1.par } }

    /// `Cedar Creek (Long Tees)` or just `Cedar Creek`.
    public var displayName: String { layout.map { "\(name) (\($0))" } ?? name }

    /// This course with `count` holes (``holeCountRange``): the holes past `count` are dropped with
    /// their pars and lengths (``holesDropped(resizingTo:)`` says which), and holes added at the end get
    /// the default par and no length. Nothing is remembered of holes dropped before, nor invented.
    public func resized(to count: Int) -> Course {
        var course = self
        course.holes = (1...max(count, 1)).map { $0 <= holes.count ? holes[$0 - 1] : Hole(number: $0, par: defaultPar) }
        return course
    }

    /// The holes (with their pars and lengths) that ``resized(to:)`` drops; empty when it drops none.
    public func holesDropped(resizingTo count: Int) -> [Hole] { Array(holes.dropFirst(max(count, 1))) }

    /// Whether the course file says something of `hole` beyond the default: a par of its own or a length.
    public func hasOwnLine(_ hole: Hole) -> Bool { hole.par != defaultPar || hole.distance != nil }

    /// Number of holes a course may have: 1 through 36.
    public static let holeCountRange = 1...36
    /// Pars a hole may have: 2 through 8.
    public static let parRange = 2...8
}
