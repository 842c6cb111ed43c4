/// Makes user-supplied text safe to print on a terminal (CWE-150, "Trojan Source").
public enum TerminalSafe {
    /// Renders C0/C1 controls and DEL as `^X`/`\u{..}`, and bidi controls and line or paragraph
    /// separators as `\u{202E}`; tabs become spaces.
    public static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                out += " "
            } else if scalar.value < 0x20 {
                out += "^" + String(Character(Unicode.Scalar(UInt8(scalar.value + 0x40))))
            } else if needsEscape(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `scalar` is a control (C0, DEL, C1), a bidi control, or a line or paragraph separator.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C, 0x2028, 0x2029: return true
        default: return false
        }
    }
}

/// `text` as a terminal may print it (``TerminalSafe/escape(_:)``): the one shorthand every renderer
/// of the library uses for a name or path that came from a file.
func safe(_ text: String) -> String { TerminalSafe.escape(text) }
