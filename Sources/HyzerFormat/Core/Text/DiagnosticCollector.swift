/// Gathers a file's diagnostics with at most ``perLine`` listed for one line: past that, the line's
/// further problems are only counted, and one closing note says how many (`… and 9,997 more errors
/// on this line`).
///
/// A pathological line (10,000 links to missing events, 128 KB of stray words) then costs a few
/// diagnostics instead of one copy of the whole line per problem, so reading a file stays linear in
/// its size. The parsers build a diagnostic only when it will be listed (see ``add(line:_:_:)``).
struct DiagnosticCollector {
    /// Diagnostics listed for one line before the rest are folded into a note.
    static let perLine = 3

    /// The file, as diagnostics name it.
    let path: String
    /// The diagnostics listed so far, in the order they were added.
    private(set) var diagnostics: [Diagnostic] = []
    /// Line → diagnostics listed for it (only lines with a problem are here).
    private var listed: [Int: Int] = [:]
    /// Line → problems counted but not listed, and the worst of them.
    private var omitted: [Int: (count: Int, severity: Diagnostic.Severity)] = [:]

    init(path: String) { self.path = path }

    /// Adds the diagnostic `make` builds for 1-based `line`, or, once the line has ``perLine``, only
    /// counts it (without building it).
    mutating func add(line: Int, _ severity: Diagnostic.Severity, _ make: () -> Diagnostic) {
        let count = listed[line, default: 0]
        if count < Self.perLine {
            listed[line] = count + 1
            diagnostics.append(make())
        } else {
            let previous = omitted[line] ?? (0, .warning)
            omitted[line] = (previous.count + 1, max(previous.severity, severity))
        }
    }

    /// Adds a diagnostic about the whole file (a missing header): never folded.
    mutating func add(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// Every diagnostic plus one note per line that had more than ``perLine``, sorted by location.
    func finished() -> [Diagnostic] {
        var all = diagnostics
        for (line, fold) in omitted {
            let what = fold.severity == .error ? "error" : "warning"
            var note = Diagnostic(fold.severity, at: SourceLocation(path: path, line: line),
                                  "… and \(Diagnostic.countText(fold.count)) more \(what)\(fold.count == 1 ? "" : "s") on this line",
                                  hint: "fix the ones above, then run `hyzer-text check` again to see the rest")
            note.omittedCount = fold.count
            all.append(note)
        }
        return all.sortedByLocation
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
