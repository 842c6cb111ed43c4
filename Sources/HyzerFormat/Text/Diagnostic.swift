/// A problem found in a file, reported as a value (never thrown) so that every problem is listed.
///
/// Rendered as `path:line:col: error: message`, then the original line with a `12 | ` gutter and
/// `^^^` under the offending text, then a hint that says what to do.
public struct Diagnostic: Sendable, Equatable, Error {
    /// How bad a ``Diagnostic`` is.
    public enum Severity: String, Sendable, Comparable {
        case warning, error
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    /// Error or warning; only errors make `check` fail.
    public var severity: Severity
    /// Where the problem starts.
    public var location: SourceLocation
    /// How many characters the caret marker spans (at least 1).
    public var length: Int
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// What to do about it (`did you mean "Mike"?`), when there is something to say.
    public var hint: String?
    /// The original line, exactly as it is in the file (not re-rendered from parsed data).
    public var lineText: String?

    /// Creates a diagnostic.
    public init(_ severity: Severity = .error, at location: SourceLocation, length: Int = 1, _ message: String,
                hint: String? = nil, line lineText: String? = nil) {
        self.severity = severity
        self.location = location
        self.length = max(length, 1)
        self.message = message
        self.hint = hint
        self.lineText = lineText
    }

    /// The full multi-line report, with terminal escapes and control characters in user text made
    /// visible so a file cannot recolour or move the cursor of the terminal that shows it.
    public func rendered() -> String {
        var text = "\(TerminalSafe.escape(location.description)): \(severity.rawValue): \(TerminalSafe.escape(message))\n"
        if let lineText {
            let gutter = String(location.line)
            let shown = TerminalSafe.escape(lineText)
            text += "\(String(repeating: " ", count: gutter.count)) |\n"
            text += "\(gutter) | \(shown)\n"
            // Measure in the escaped text so the caret sits under what is shown (`^[` is two columns).
            let prefix = TerminalSafe.escape(String(lineText.prefix(location.column - 1)))
            let marked = TerminalSafe.escape(String(lineText.dropFirst(location.column - 1).prefix(length)))
            text += "\(String(repeating: " ", count: gutter.count)) | \(String(repeating: " ", count: prefix.count))"
                + String(repeating: "^", count: max(marked.count, 1)) + "\n"
        }
        if let hint { text += "hint: \(TerminalSafe.escape(hint))\n" }
        return text
    }
}

extension Array where Element == Diagnostic {
    /// Whether any of the diagnostics is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by location, then severity (errors first), then message.
    public var sortedByLocation: [Diagnostic] {
        sorted { ($0.location, $1.severity, $0.message) < ($1.location, $0.severity, $1.message) }
    }
}

/// Makes user-supplied text safe to print on a terminal (CWE-150, "Trojan Source").
public enum TerminalSafe {
    /// Renders C0/C1 controls and DEL as `^X`/`\u{..}` and bidi controls as `\u{202E}`; tabs become spaces.
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

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }
}
