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

    /// Number of holes a course may have: 1 through 36.
    public static let holeCountRange = 1...36
    /// Pars a hole may have: 2 through 8.
    public static let parRange = 2...8
}

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
