/// Golf's names for a score relative to par: ace, eagle, birdie, par, bogey, …
public enum ScoreName {
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

    /// Strokes meant by a golf term on a hole of `par` (`birdie` on a par 3 → 2); nil for other words.
    /// Accepts `ace`, `albatross`, `eagle`, `birdie`, `par`, `bogey`, `double`/`double bogey`/`double-bogey`,
    /// `triple`/`triple bogey`/`triple-bogey`, case-insensitively.
    public static func strokes(for term: String, par: Int) -> Int? {
        switch term.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" }).joined(separator: " ") {
        case "ace", "hole in one": return 1
        case "albatross", "double eagle": return par - 3
        case "eagle": return par - 2
        case "birdie": return par - 1
        case "par": return par
        case "bogey", "bogie": return par + 1
        case "double", "double bogey": return par + 2
        case "triple", "triple bogey": return par + 3
        default: return nil
        }
    }
}
