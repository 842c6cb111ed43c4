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
    /// For a note that stands for problems not listed one by one (`… and 9,997 more errors on this
    /// line`): how many problems it stands for. 0 for an ordinary diagnostic.
    public var omittedCount = 0

    /// At most this many characters of the line are shown in an excerpt; a longer line is shown as a
    /// window around the caret, cut with `…`, so a 128 KB line prints a short excerpt.
    public static let excerptWidth = 100
    /// Characters of the line shown before the caret when the line is cut.
    static let excerptLead = 30
    /// At most this many characters of a message or hint are shown.
    public static let textLimit = 400

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

    /// How many problems this diagnostic counts for: 1, or ``omittedCount`` for a note that folds several.
    public var problemCount: Int { omittedCount > 0 ? omittedCount : 1 }

    /// The full multi-line report, with terminal escapes and control characters in user text made
    /// visible so a file cannot recolour or move the cursor of the terminal that shows it.
    ///
    /// Without `excerpt` the line and caret are left out (a report shows a line once, under the first
    /// diagnostic that points into it). Long lines, messages and hints are cut (see ``excerptWidth``
    /// and ``textLimit``), so the text stays short whatever the input.
    public func rendered(excerpt: Bool = true) -> String {
        var text = "\(TerminalSafe.escape(Self.capped(location.description))): \(severity.rawValue): \(TerminalSafe.escape(Self.capped(message)))\n"
        if excerpt, let lineText {
            let gutter = String(location.line)
            let margin = String(repeating: " ", count: gutter.count)
            let (shown, caretStart, caretWidth) = Self.window(lineText, column: location.column, length: length)
            text += "\(margin) |\n"
            text += "\(gutter) | \(shown)\n"
            text += "\(margin) | \(String(repeating: " ", count: caretStart))" + String(repeating: "^", count: caretWidth) + "\n"
        }
        if let hint { text += "hint: \(TerminalSafe.escape(Self.capped(hint)))\n" }
        return text
    }

    /// The escaped text to show for `line`, the caret's start (in shown columns) and its width: the
    /// whole line when it is short, else a window of ``excerptWidth`` characters around the caret with
    /// `…` where it was cut. Only the window is escaped and measured.
    static func window(_ line: String, column: Int, length: Int) -> (text: String, caretStart: Int, caretWidth: Int) {
        let start = line.startIndex, end = line.endIndex
        let caret = line.index(start, offsetBy: max(column - 1, 0), limitedBy: end) ?? end
        var from = start, to = end
        if let cut = line.index(start, offsetBy: excerptWidth, limitedBy: end), cut < end {  // too long to show whole
            from = line.index(caret, offsetBy: -excerptLead, limitedBy: start) ?? start
            to = line.index(from, offsetBy: excerptWidth, limitedBy: end) ?? end
        }
        let markedEnd = line.index(caret, offsetBy: length, limitedBy: to) ?? to
        let leading = from > start ? "…" : "", trailing = to < end ? "…" : ""
        // Measure in the escaped text so the caret sits under what is shown (`^[` is two columns).
        let before = leading.count + TerminalSafe.escape(String(line[from..<min(caret, to)])).count
        let marked = TerminalSafe.escape(String(line[min(caret, to)..<markedEnd])).count
        return (leading + TerminalSafe.escape(String(line[from..<to])) + trailing, before, max(marked, 1))
    }

    /// `text`, cut to ``textLimit`` characters with `…`.
    static func capped(_ text: String) -> String {
        guard let cut = text.index(text.startIndex, offsetBy: textLimit, limitedBy: text.endIndex), cut < text.endIndex else { return text }
        return text[..<cut] + "…"
    }

    /// User text quoted in a message (a token, a value), cut to 40 characters with `…`: the excerpt
    /// shows where it is, and a message stays one readable sentence however long the token.
    public static func quoted(_ text: some StringProtocol) -> String {
        guard let cut = text.index(text.startIndex, offsetBy: 40, limitedBy: text.endIndex), cut < text.endIndex else { return String(text) }
        return text[..<cut] + "…"
    }

    /// `9,997`: a count as people read it in a sentence.
    public static func countText(_ count: Int) -> String {
        var digits = String(count.magnitude), grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return (count < 0 ? "-" : "") + digits + grouped
    }
}

extension Array where Element == Diagnostic {
    /// Whether any of the diagnostics is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// How many errors the diagnostics report, counting the problems a folding note stands for.
    public var errorCount: Int { reduce(0) { $0 + ($1.severity == .error ? $1.problemCount : 0) } }

    /// Sorted by location, then severity (errors first), then message; a note that folds a line's
    /// further problems comes last on its line.
    public var sortedByLocation: [Diagnostic] {
        sorted {
            ($0.location.path, $0.location.line, $0.omittedCount > 0 ? 1 : 0, $0.location.column, $1.severity, $0.message)
                < ($1.location.path, $1.location.line, $1.omittedCount > 0 ? 1 : 0, $1.location.column, $0.severity, $1.message)
        }
    }
}
