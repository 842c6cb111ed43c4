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
    /// The original line, exactly as it is in the file (not re-rendered from parsed data); for a line
    /// of more than ``storedLineLimit`` bytes, only the part an excerpt shows (``excerptStart``
    /// characters of the line are before it, and ``excerptCutsEnd`` says whether more follow), so that
    /// a diagnostic on a line of megabytes holds a hundred characters of it.
    public var lineText: String?
    /// How many characters of the line come before ``lineText`` (0 when it is the whole line).
    public private(set) var excerptStart = 0
    /// Whether the line goes on after ``lineText`` (false when it is the whole line).
    public private(set) var excerptCutsEnd = false
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
    /// A line of more UTF-8 bytes than this is kept only as the window an excerpt shows of it.
    public static let storedLineLimit = 1_024

    /// Creates a diagnostic.
    public init(_ severity: Severity = .error, at location: SourceLocation, length: Int = 1, _ message: String,
                hint: String? = nil, line lineText: String? = nil) {
        self.severity = severity
        self.location = location
        self.length = max(length, 1)
        self.message = message
        self.hint = hint
        self.lineText = lineText
        if let lineText, lineText.utf8.count > Self.storedLineLimit { keepWindow(of: lineText) }
    }

    /// Keeps of `line` only the characters ``window(_:column:length:)`` shows, noting what was cut.
    private mutating func keepWindow(of line: String) {
        let (from, to) = Self.shownRange(line, column: location.column)
        excerptStart = line.distance(from: line.startIndex, to: from)
        excerptCutsEnd = to < line.endIndex
        lineText = String(line[from..<to])
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
            let (shown, caretStart, caretWidth) = excerptStart > 0 || excerptCutsEnd
                ? Self.window(kept: lineText, cutBefore: excerptStart > 0, cutAfter: excerptCutsEnd,
                              caret: location.column - 1 - excerptStart, length: length)
                : Self.window(lineText, column: location.column, length: length)
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
        let (from, to) = shownRange(line, column: column)
        let caret = line.index(line.startIndex, offsetBy: max(column - 1, 0), limitedBy: line.endIndex) ?? line.endIndex
        return shown(line, from: from, to: to, caret: caret, length: length, cutBefore: from > line.startIndex, cutAfter: to < line.endIndex)
    }

    /// ``window(_:column:length:)`` of a line kept as its window only (`kept`, see ``lineText``),
    /// `caret` characters into it.
    static func window(kept: String, cutBefore: Bool, cutAfter: Bool, caret: Int, length: Int) -> (text: String, caretStart: Int, caretWidth: Int) {
        let caret = kept.index(kept.startIndex, offsetBy: max(caret, 0), limitedBy: kept.endIndex) ?? kept.endIndex
        return shown(kept, from: kept.startIndex, to: kept.endIndex, caret: caret, length: length, cutBefore: cutBefore, cutAfter: cutAfter)
    }

    /// The characters of `line` an excerpt shows: all of a short line, else ``excerptWidth`` of them
    /// from ``excerptLead`` before the caret.
    static func shownRange(_ line: String, column: Int) -> (from: String.Index, to: String.Index) {
        let start = line.startIndex, end = line.endIndex
        guard let cut = line.index(start, offsetBy: excerptWidth, limitedBy: end), cut < end else { return (start, end) }
        let caret = line.index(start, offsetBy: max(column - 1, 0), limitedBy: end) ?? end
        let from = line.index(caret, offsetBy: -excerptLead, limitedBy: start) ?? start
        return (from, line.index(from, offsetBy: excerptWidth, limitedBy: end) ?? end)
    }

    /// The escaped text of `line[from..<to]` with `…` where the line was cut, the caret's start (in
    /// shown columns) and its width.
    private static func shown(_ line: String, from: String.Index, to: String.Index, caret: String.Index, length: Int,
                              cutBefore: Bool, cutAfter: Bool) -> (text: String, caretStart: Int, caretWidth: Int) {
        let markedEnd = line.index(caret, offsetBy: length, limitedBy: to) ?? to
        let leading = cutBefore ? "…" : "", trailing = cutAfter ? "…" : ""
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
    /// further problems comes last on its line (``Diagnostic/precedes(_:_:)``).
    public var sortedByLocation: [Diagnostic] { sorted(by: Diagnostic.precedes) }
}

extension Diagnostic {
    /// The order of ``Swift/Array/sortedByLocation``: by location, then severity (errors first), then
    /// message; a note that folds further problems comes last on its line.
    public static func precedes(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        (lhs.location.path, lhs.location.line, lhs.omittedCount > 0 ? 1 : 0, lhs.location.column, rhs.severity, lhs.message)
            < (rhs.location.path, rhs.location.line, rhs.omittedCount > 0 ? 1 : 0, rhs.location.column, lhs.severity, rhs.message)
    }
}
