/// The items every line-oriented file kind keeps alike, whatever else its documents hold: a file
/// kind's `Item` enum conforms with its `blank`, `comment` and `verbatim` cases.
public protocol LineItem: Equatable {
    /// A blank line (runs of blank lines are kept as one).
    static var blank: Self { get }
    /// A whole-line comment, the text after `#`.
    static func comment(_ text: String) -> Self
    /// A line kept byte for byte (it did not read, or it belongs to a git conflict block).
    static func verbatim(_ text: String) -> Self
}

/// The part of every line-oriented parser (rounds, matches, courses) that does not depend on the
/// file kind: git conflict blocks (``ConflictBlocks``), blank and comment lines, and the last line,
/// which a crash may have cut off. A parser keeps one in its state, hands each line to
/// ``read(_:items:diagnostics:)`` first and reads the line itself only when that returns its first
/// token; ``finish(into:)`` and ``reportTornLastLine(_:into:)`` end the scan.
struct LinePrelude {
    /// The path diagnostics name.
    let path: String
    /// Conflict markers a merge left in the file.
    var conflicts: ConflictBlocks
    /// The line read last (the last line of the file once the scan is over).
    var lastLine: LineRecord?
    /// Whether the line read last had an error (a parser sets it when it reports one).
    var lastLineFailed = false

    /// A prelude for the file at `path`, of a kind whose files `sync` merges by their meaning (its
    /// merge driver) when `mergedNoun` names them (`round`), else merged by hand (courses): what a
    /// merge that left conflict markers says to do (``conflictHint(path:mergedNoun:)``).
    init(path: String, mergedNoun: String?) {
        self.path = path
        conflicts = ConflictBlocks { path in Self.conflictHint(path: path, mergedNoun: mergedNoun) }
    }

    /// How to finish a merge that left conflict markers in the file at `path`: with `sync` (and by
    /// hand through the merge driver) for a kind with one, `mergedNoun` naming its files; by hand
    /// for any other kind.
    static func conflictHint(path: String, mergedNoun: String?) -> String {
        guard let noun = mergedNoun else { return "keep the lines you want, delete the marker lines, then `git add \(path)` and `git commit`" }
        return "finish the merge with `hyzer-text sync`, which merges \(noun) files by their meaning; or by hand: "
            + "`hyzer-text install-driver`, then `git checkout -m \(path)`, `git add \(path)` and `git commit`"
    }

    /// Reads `line` as every kind does: a line of a conflict block is kept verbatim (a marker line
    /// with its diagnostic), a comment line becomes a comment and a blank line a blank (one for a run,
    /// none before the first item). Returns the line's first token when the line is the kind's own to
    /// read; nil when it was read here.
    @inline(__always)
    mutating func read<Item: LineItem>(_ line: LineScanner.Line, items: inout [Item], diagnostics: inout DiagnosticCollector) -> Range<Int>? {
        lastLine = LineRecord(line)
        lastLineFailed = false
        if conflicts.wants(line.bytes), conflicts.read(line, path: path, into: &diagnostics) {
            items.append(.verbatim(line.text))
            return nil
        }
        guard let first = line.tokens.first else {
            if let comment = line.comment {
                items.append(.comment(comment))
            } else if items.last != .blank, !items.isEmpty {
                items.append(.blank)
            }
            return nil
        }
        return first
    }

    /// Reports a conflict block the file leaves open (after the last line).
    mutating func finish(into diagnostics: inout DiagnosticCollector) {
        conflicts.finish(path: path, into: &diagnostics)
    }

    /// Reports the last line when the file does not end in a newline (`torn`, as
    /// ``LineScanner/forEachLine(in:_:)`` says): a warning, an error when the line did not read.
    func reportTornLastLine(_ torn: Bool, into diagnostics: inout DiagnosticCollector) {
        if torn, let lastLine { diagnostics.addTornLastLine(lastLine, didNotRead: lastLineFailed) }
    }
}
