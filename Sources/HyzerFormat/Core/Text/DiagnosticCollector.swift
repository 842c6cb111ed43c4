/// Gathers a file's diagnostics with at most ``perLine`` listed for one line and at most ``perFile``
/// for the file: past those, problems are only counted, and a closing note says how many (`… and 9,997
/// more errors on this line`, `… and 1,048,476 more errors in this file`).
///
/// A pathological line (10,000 links to missing events, 128 KB of stray words) then costs a few
/// diagnostics instead of one copy of the whole line per problem, and a file of a million bad lines
/// costs a hundred: reading a file stays linear in its size, and what a command holds of its problems
/// stays bounded (`docs/PERFORMANCE.md`, "Memory"). The diagnostics kept are the first ones in location
/// order, whatever the order they were found in, so the list is the first ``perFile`` of the whole
/// list (``Array/sortedByLocation``) and the notes, whose ``Diagnostic/problemCount`` keeps every count
/// exact. The parsers build a diagnostic only when it will be kept (see ``add(line:_:_:)``).
struct DiagnosticCollector {
    /// Diagnostics listed for one line before the rest are folded into a note.
    static let perLine = 3
    /// Diagnostics kept for one file (not counting the notes): as many as a command prints
    /// (``DiagnosticPrinter/limit``), so that what `check` shows is unchanged.
    static let perFile = DiagnosticPrinter.limit

    /// The file, as diagnostics name it.
    let path: String
    /// Diagnostics kept for the file (``perFile``; a test compares with a collector without a limit).
    let limit: Int
    /// The diagnostics kept so far, in the order they were added: at most twice ``perFile`` between
    /// two trims (``trim()``).
    private var kept: [Diagnostic] = []
    /// Line → diagnostics listed for it (only lines with a problem, up to the last line kept).
    private var listed: [Int: Int] = [:]
    /// Line → problems counted but not listed, and the worst of them (up to the last line kept).
    private var omitted: [Int: (count: Int, severity: Diagnostic.Severity)] = [:]
    /// Once ``perFile`` diagnostics are kept: the last of them in location order. A problem that comes
    /// after it is only counted.
    private var last: Diagnostic?
    /// Problems past the file's limit, errors and warnings: how many, and the line of the first.
    private var overflow: [Diagnostic.Severity: (count: Int, line: Int)] = [:]

    init(path: String, perFile limit: Int = Self.perFile) {
        self.path = path
        self.limit = limit
    }

    /// Adds the diagnostic `make` builds for 1-based `line`, or, once the line has ``perLine`` or the
    /// file ``perFile`` before it, only counts it (without building it).
    mutating func add(line: Int, _ severity: Diagnostic.Severity, _ make: () -> Diagnostic) {
        if let last, line > last.location.line { return count(1, severity, line: line) }
        let count = listed[line, default: 0]
        if count < Self.perLine {
            listed[line] = count + 1
            keep(make())
        } else {
            let previous = omitted[line] ?? (0, .warning)
            omitted[line] = (previous.count + 1, max(previous.severity, severity))
        }
    }

    /// Adds a diagnostic about the whole file (a missing header): never folded into its line's note.
    mutating func add(_ diagnostic: Diagnostic) {
        if let last, Diagnostic.precedes(last, diagnostic) { return count(1, diagnostic.severity, line: diagnostic.location.line) }
        keep(diagnostic)
    }

    /// Every diagnostic kept, one note per line that had more than ``perLine``, and a note for the
    /// errors and one for the warnings past ``perFile``, sorted by location.
    func finished() -> [Diagnostic] {
        var collector = self
        collector.trim()
        var all = collector.kept
        for (line, fold) in collector.omitted {
            all.append(note(fold.count, fold.severity, line: line, "on this line"))
        }
        for (severity, past) in collector.overflow { all.append(note(past.count, severity, line: past.line, "in this file")) }
        return all.sortedByLocation
    }

    // MARK: - Keeping the first ones

    /// A note that stands for `count` problems not listed, at `line`: `… and 9,997 more errors on this line`.
    private func note(_ count: Int, _ severity: Diagnostic.Severity, line: Int, _ place: String) -> Diagnostic {
        let what = severity == .error ? "error" : "warning"
        var note = Diagnostic(severity, at: SourceLocation(path: path, line: line),
                              "… and \(Diagnostic.countText(count)) more \(what)\(count == 1 ? "" : "s") \(place)",
                              hint: "fix the ones above, then run `hyzer-text check` again to see the rest")
        note.omittedCount = count
        return note
    }

    /// Counts `count` problems past the file's limit, the first of them on `line`.
    private mutating func count(_ count: Int, _ severity: Diagnostic.Severity, line: Int) {
        let previous = overflow[severity] ?? (0, line)
        overflow[severity] = (previous.count + count, min(previous.line, line))
    }

    private mutating func keep(_ diagnostic: Diagnostic) {
        kept.append(diagnostic)
        if limit < .max / 2, kept.count >= 2 * limit { trim() }
    }

    /// Keeps the first ``limit`` diagnostics in location order and counts the others, with the
    /// problems folded on the lines past the last one kept.
    private mutating func trim() {
        guard kept.count > limit else { return }
        kept = kept.sortedByLocation
        for dropped in kept[limit...] { count(dropped.problemCount, dropped.severity, line: dropped.location.line) }
        kept.removeSubrange(limit...)
        let boundary = kept[limit - 1]
        last = boundary
        for (line, fold) in omitted where line > boundary.location.line {
            count(fold.count, fold.severity, line: line)
            omitted[line] = nil
        }
        listed = listed.filter { $0.key <= boundary.location.line }
    }
}

extension DiagnosticCollector {
    /// Adds a problem with `token` of `line` (the whole line when nil), with the line as excerpt.
    @inline(never)  // the cold path of the parsers' per-line code
    mutating func add(_ line: LineScanner.Line, _ token: Range<Int>?, _ message: String, hint: String?, severity: Diagnostic.Severity) {
        let path = self.path
        add(line: line.number, severity) {
            let length = token.map { line.string($0).count } ?? max(line.text.count, 1)
            let location = SourceLocation(path: path, line: line.number, column: line.column(ofByte: token?.lowerBound ?? 0))
            return Diagnostic(severity, at: location, length: length, message, hint: hint, line: line.text)
        }
    }

    /// Reports a last line without a newline (a write a crash may have cut off): an error when the line
    /// did not read, a warning when it did.
    mutating func addTornLastLine(_ last: LineRecord, didNotRead: Bool) {
        let severity: Diagnostic.Severity = didNotRead ? .error : .warning
        let path = self.path
        add(line: last.number, severity) {
            Diagnostic(severity, at: SourceLocation(path: path, line: last.number, column: max(last.count, 1)),
                       "the last line has no newline at the end; it may have been cut off by a crash",
                       hint: "check the line, then run `hyzer-text fmt` to end the file cleanly", line: last.text)
        }
    }
}
