/// A JSON value and its writer: enough for `--json` output without Foundation.
public enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSON])
    /// Keys are kept in the given order so output is stable and diff-friendly.
    case object([(String, JSON)])
    /// A decimal number `units` / 10^`places`, written with exactly `places` decimals (`3.25`):
    /// fixed-point, so the same value prints the same bytes on every machine.
    case decimal(units: Int, places: Int)

    /// `value` written with exactly `places` decimals, rounded half away from zero (``DecimalText``).
    public static func decimal(_ value: Double, places: Int) -> JSON {
        .decimal(units: DecimalText.units(value, places: places), places: places)
    }

    public static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.rendered() == rhs.rendered() }

    /// `.string` or `.null`.
    public static func optional(_ text: String?) -> JSON { text.map(JSON.string) ?? .null }
    /// `.int` or `.null`.
    public static func optional(_ number: Int?) -> JSON { number.map(JSON.int) ?? .null }

    /// Pretty-printed with two-space indentation, or compact on one line.
    public func rendered(pretty: Bool = true) -> String {
        var out = ""
        write(into: &out, indent: pretty ? 0 : nil)
        return out
    }

    private func write(into out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .decimal(let units, let places): out += DecimalText.format(units, places: places)
        case .string(let value): JSON.quote(value, into: &out)
        case .array(let values):
            guard !values.isEmpty else { out += "[]"; return }
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                JSON.newline(&out, indent.map { $0 + 1 })
                value.write(into: &out, indent: indent.map { $0 + 1 })
            }
            JSON.newline(&out, indent)
            out += "]"
        case .object(let pairs):
            guard !pairs.isEmpty else { out += "{}"; return }
            out += "{"
            for (index, (key, value)) in pairs.enumerated() {
                if index > 0 { out += "," }
                JSON.newline(&out, indent.map { $0 + 1 })
                JSON.quote(key, into: &out)
                out += indent == nil ? ":" : ": "
                value.write(into: &out, indent: indent.map { $0 + 1 })
            }
            JSON.newline(&out, indent)
            out += "}"
        }
    }

    private static func newline(_ out: inout String, _ indent: Int?) {
        guard let indent else { return }
        out += "\n" + String(repeating: "  ", count: indent)
    }

    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                // Controls (C0, DEL, C1), bidi controls and line separators as \u escapes, so that JSON shown
                // on a terminal or pasted into a page cannot move the cursor or reorder the text around it.
                if TerminalSafe.needsEscape(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
