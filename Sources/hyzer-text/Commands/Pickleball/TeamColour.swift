import HyzerFormat

/// A pickleball team's colour on a colour terminal: the team's letter drawn as a small coloured
/// badge (` A `, reversed). The letter is always there; without colour (a plain terminal, `NO_COLOR`,
/// a colour the match file names that is not known here) the badge is the bold letter alone.
enum TeamColour {
    /// The colours a match file may name, as ANSI foreground codes (`orange`, `pink` and `purple`
    /// from the 256-colour palette). `#rrggbb` is also taken, as a 24-bit colour.
    static let named: [String: String] = [
        "black": "30", "red": "31", "green": "32", "yellow": "33", "blue": "34", "magenta": "35", "cyan": "36",
        "white": "37", "grey": "90", "gray": "90", "orange": "38;5;208", "pink": "38;5;205", "purple": "38;5;93",
    ]

    /// The colour a team without one gets: cyan for A, magenta for B (neither is the warnings' yellow).
    static func fallback(_ side: MatchSide) -> String { side == .a ? "cyan" : "magenta" }

    /// The ANSI code of `colour` (`blue`, `#1e90ff`, any case); nil when it is not a colour known here.
    static func code(_ colour: String) -> String? {
        let key = colour.lowercased()
        if let code = named[key] { return code }
        let hex = Array(key.utf8)
        guard hex.count == 7, hex[0] == UInt8(ascii: "#"), let value = Int(String(key.dropFirst()), radix: 16) else { return nil }
        return "38;2;\(value >> 16 & 0xFF);\(value >> 8 & 0xFF);\(value & 0xFF)"
    }

    /// ` A ` reversed in the team's colour when `style` colours; else the letter in bold (or plain).
    static func badge(_ side: MatchSide, colour: String?, style: TextStyle) -> String {
        guard style.colour else { return " \(side) " }
        guard let code = code(colour ?? fallback(side)) else { return style.styled(" \(side) ", .bold) }
        return "\u{1B}[1;7;\(code)m \(side) \u{1B}[0m"
    }
}
