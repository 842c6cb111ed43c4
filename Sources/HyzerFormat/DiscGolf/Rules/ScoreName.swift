/// Golf's names for a score relative to par: ace, eagle, birdie, par, bogey, …
public enum ScoreName {
    /// What a golf term means: a hole in one, or a number of strokes relative to the hole's par.
    public enum Meaning: Sendable, Equatable {
        /// A hole in one: 1 stroke whatever the par.
        case ace
        /// Par plus this many strokes (`-1` for a birdie, `+2` for a double bogey).
        case relativeToPar(Int)

        /// Strokes this means on a hole of `par`; may fall outside 1–10 (an eagle on a par 2).
        public func strokes(par: Int) -> Int {
            switch self {
            case .ace: return 1
            case .relativeToPar(let offset): return par + offset
            }
        }
    }

    /// The name of `strokes` on a hole of `par`: `ace` for a hole in one, else `albatross`, `eagle`,
    /// `birdie`, `par`, `bogey`, `double bogey`, `triple bogey`, or `+4` and beyond.
    public static func name(strokes: Int, par: Int) -> String {
        if strokes == 1 { return "ace" }
        switch strokes - par {
        case ...(-3): return "albatross"
        case -2: return "eagle"
        case -1: return "birdie"
        case 0: return "par"
        case 1: return "bogey"
        case 2: return "double bogey"
        case 3: return "triple bogey"
        case let over: return "+\(over)"
        }
    }

    /// What a golf term means, or nil for other words. Accepts `ace`, `hole in one`, `albatross`,
    /// `double eagle`, `eagle`, `birdie`, `par` (and `even`, `level`, `even par`, `level par`), `bogey`,
    /// `double`/`double bogey`, `triple`/`triple bogey`, `quadruple`/`quadruple bogey`,
    /// case-insensitively, with words separated by spaces or `-`.
    public static func meaning(of term: String) -> Meaning? {
        switch term.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" }).joined(separator: " ") {
        case "ace", "hole in one": return .ace
        case "albatross", "double eagle": return .relativeToPar(-3)
        case "eagle": return .relativeToPar(-2)
        case "birdie": return .relativeToPar(-1)
        case "par", "even", "even par", "level", "level par": return .relativeToPar(0)
        case "bogey", "bogie": return .relativeToPar(1)
        case "double", "double bogey": return .relativeToPar(2)
        case "triple", "triple bogey": return .relativeToPar(3)
        case "quadruple", "quadruple bogey": return .relativeToPar(4)
        default: return nil
        }
    }

    /// Strokes meant by a golf term on a hole of `par` (`birdie` on a par 3 → 2); nil for other words.
    /// See ``meaning(of:)`` for the terms.
    public static func strokes(for term: String, par: Int) -> Int? {
        meaning(of: term)?.strokes(par: par)
    }
}
