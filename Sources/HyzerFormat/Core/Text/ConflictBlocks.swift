/// Finds the git conflict markers a merge that was not finished leaves in a file (a plain `git pull`
/// without the merge driver, or a merge the driver could not do), and reports each block once,
/// instead of an "unknown line" per marker.
///
/// A marker is a line of 7 or more `<`, `|`, `=` or `>` (git's `conflict-marker-size` can make them
/// longer): `<<<<<<< HEAD`, `||||||| base`, `=======`, `>>>>>>> 1a2b3c4`. The lines of a block are
/// kept verbatim and not read: they hold two versions of the same lines, and reading both would pile
/// consequences onto the one problem.
struct ConflictBlocks {
    /// The kinds of marker line.
    enum Marker { case start, base, separator, end }

    /// What to say in every conflict's hint (how to finish the merge for this kind of file), given
    /// the file's path; only called when there is a conflict.
    let hint: (String) -> String
    /// The block being read: its first line and that line's text and marker width.
    private var open: (line: Int, text: String, width: Int)?
    /// Whether any marker was seen (the file's other errors may then be consequences of it).
    private(set) var found = false

    init(hint: @escaping (String) -> String) { self.hint = hint }

    /// Whether ``read(_:path:into:)`` needs to see the line: inside a block, or a line that may be a
    /// marker. Most lines start with a letter, a digit or `#`, and one comparison each says so.
    @inline(__always)
    func wants(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard open == nil else { return true }
        guard let first = bytes.first else { return false }
        return first == 60 || first == 61 || first == 62 || first == 124  // < = > |
    }

    /// The marker `bytes` (a line without its line break) is, if any.
    static func marker(_ bytes: UnsafeBufferPointer<UInt8>) -> Marker? {
        guard bytes.count >= 7 else { return nil }
        let first = bytes[0]
        let marker: Marker
        switch first {
        case UInt8(ascii: "<"): marker = .start
        case UInt8(ascii: "|"): marker = .base
        case UInt8(ascii: "="): marker = .separator
        case UInt8(ascii: ">"): marker = .end
        default: return nil
        }
        var run = 1
        while run < bytes.count, bytes[run] == first { run += 1 }
        guard run >= 7 else { return nil }
        if run == bytes.count { return marker }
        // A label follows a space; the separator line has none.
        let next = bytes[run]
        guard marker != .separator, next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") else { return nil }
        return marker
    }

    /// How many times a marker line repeats its first character (7 for git's default markers).
    static func width(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var run = 0
        while run < bytes.count, bytes[run] == bytes[0] { run += 1 }
        return run
    }

    /// Reads one line; returns whether it belongs to a conflict (a marker, or a line inside a block),
    /// so that the parser keeps it verbatim instead of reading it.
    mutating func read(_ line: LineScanner.Line, path: String, into diagnostics: inout DiagnosticCollector) -> Bool {
        guard let marker = Self.marker(line.bytes) else { return open != nil }
        found = true
        switch marker {
        case .start:
            if let open { report(open, endLine: nil, path: path, into: &diagnostics) }
            open = (line.number, line.text, Self.width(line.bytes))
        case .base, .separator:
            if open == nil { stray(line, path: path, into: &diagnostics) }
        case .end:
            if let open {
                report(open, endLine: line.number, path: path, into: &diagnostics)
                self.open = nil
            } else {
                stray(line, path: path, into: &diagnostics)
            }
        }
        return true
    }

    /// Reports a block still open at the end of the file.
    mutating func finish(path: String, into diagnostics: inout DiagnosticCollector) {
        if let open { report(open, endLine: nil, path: path, into: &diagnostics) }
        open = nil
    }

    private func report(_ block: (line: Int, text: String, width: Int), endLine: Int?, path: String,
                        into diagnostics: inout DiagnosticCollector) {
        let message = endLine.map { "unfinished git merge: conflict markers on lines \(block.line)–\($0) hold two versions of these lines" }
            ?? "unfinished git merge: a conflict block starts here and is never closed with >>>>>>>"
        let hint = self.hint(path)
        diagnostics.add(line: block.line, .error) {
            Diagnostic(.error, at: SourceLocation(path: path, line: block.line), length: block.width, message, hint: hint, line: block.text)
        }
    }

    private func stray(_ line: LineScanner.Line, path: String, into diagnostics: inout DiagnosticCollector) {
        let hint = self.hint(path)
        diagnostics.add(line: line.number, .error) {
            Diagnostic(.error, at: SourceLocation(path: path, line: line.number), length: Self.width(line.bytes),
                       "unfinished git merge: a conflict marker without its <<<<<<< line", hint: hint, line: line.text)
        }
    }
}
