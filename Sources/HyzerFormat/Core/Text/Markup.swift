/// Text made safe inside XML and HTML (the card's SVG and HTML, the site's pages): one escaping for
/// every picture and page the library writes.
public enum Markup {
    /// Escapes `& < > " '`, and shows control characters (which XML 1.0 forbids), bidi controls, line
    /// separators and the noncharacters U+FFFE/U+FFFF as `�`, so that no name can break the picture or
    /// reorder the text around it.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                if TerminalSafe.needsEscape(scalar) && scalar != "\t" && scalar != "\n" || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
