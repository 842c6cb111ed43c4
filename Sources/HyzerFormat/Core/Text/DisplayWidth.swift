/// How many terminal columns text takes, and text fitted to a number of columns without cutting a
/// character in two: CJK ideographs, Hangul, kana and emoji take two columns, combining marks none,
/// everything else one.
///
/// Measured per grapheme cluster (`Character`): `é` written as `e` plus a combining accent is one
/// column, a flag or an emoji with skin tone two. The wide ranges are the East Asian Wide and
/// Fullwidth blocks of Unicode; characters of ambiguous width (box drawing, `…`) count as one, as
/// terminals outside East Asian locales draw them.
public enum DisplayWidth {
    /// Columns `text` takes.
    public static func of(_ text: String) -> Int {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// Columns one character takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x80 { return 1 }
        if scalars.contains(where: { $0.properties.isEmojiPresentation })
            || (first.properties.isEmoji && scalars.contains("\u{FE0F}")) {
            return 2
        }
        if isWide(first.value) { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }

    /// `text` cut to at most `width` columns: whole characters only, ending in `…` when anything was
    /// left out; an empty string when `width` is 0 or less.
    public static func fit(_ text: String, _ width: Int) -> String {
        guard width > 0 else { return "" }
        if of(text) <= width { return text }
        var kept = ""
        var used = 0
        for character in text {
            let columns = of(character)
            if used + columns > width - 1 { break }
            kept.append(character)
            used += columns
        }
        return kept + "…"
    }

    /// `text` followed by spaces up to `width` columns (unchanged when it is already as wide).
    public static func pad(_ text: String, _ width: Int) -> String {
        let columns = of(text)
        return columns >= width ? text : text + String(repeating: " ", count: width - columns)
    }

    /// `text` after spaces up to `width` columns (unchanged when it is already as wide).
    public static func padLeft(_ text: String, _ width: Int) -> String {
        let columns = of(text)
        return columns >= width ? text : String(repeating: " ", count: width - columns) + text
    }

    /// The East Asian Wide and Fullwidth blocks (Unicode 15), coarsened to whole blocks.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18AFF, 0x1B000...0x1B2FF,
             0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }
}
