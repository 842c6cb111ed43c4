import Dispatch

/// A file kind's parser as a merge reads copies with it: never throws, returns the document it could
/// read and every diagnostic.
public protocol DocumentParser {
    /// The parsed file.
    associatedtype Document
    /// Parses `text`; `path` is used in diagnostics.
    static func parse(_ text: String, path: String) -> (document: Document, diagnostics: [Diagnostic])
}

/// The skeleton every file kind's merge shares, around its own join of headers and lines: reading the
/// copies (refusing a broken one, reading an ancestor only when it reads), taking the union of their
/// events and telling where each one came from, and pointing at the header lines that make two copies
/// copies of different files.
public enum CopyMerge {
    // MARK: - Reading copies

    /// Parses a copy, failing with its error diagnostics when it has errors (a broken copy is never
    /// merged: its unparsed lines would be lost).
    public static func parse<Parser: DocumentParser>(_ copy: TextCopy, with parser: Parser.Type) throws(HyzerError) -> Parser.Document {
        let parsed = Parser.parse(copy.text, path: copy.path)
        if parsed.diagnostics.containsErrors {
            throw HyzerError(.invalidData, "\(copy.path) has errors, so it cannot be merged",
                             hint: "fix them (see above; `hyzer-text check` lists them), then merge again",
                             diagnostics: parsed.diagnostics.filter { $0.severity == .error })
        }
        return parsed.document
    }

    /// Parses two copies (``parse(_:with:)``; the first copy's errors first); big ones on two threads,
    /// since parsing is most of a big merge.
    public static func parsePair<Parser: DocumentParser>(_ a: TextCopy, _ b: TextCopy, with parser: Parser.Type)
        throws(HyzerError) -> (Parser.Document, Parser.Document)
    {
        guard a.text.utf8.count + b.text.utf8.count > 1 << 18 else { return (try parse(a, with: parser), try parse(b, with: parser)) }
        let results = UnsafeMutableBufferPointer<Swift.Result<Parser.Document, HyzerError>?>.allocate(capacity: 2)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results  // each iteration writes only its own slot
        let copies = [a, b]
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            slots[index] = Swift.Result { () throws(HyzerError) -> Parser.Document in try parse(copies[index], with: parser) }
        }
        // Moved out of the buffer (which `deallocate` would not release): the caller then holds the
        // only reference to each document, and a merge can stamp and join its events in place.
        let first = results.baseAddress!.move(), second = (results.baseAddress! + 1).move()
        return (try first!.get(), try second!.get())
    }

    /// The common ancestor's document, nil when there is none: a missing or blank ancestor (both sides
    /// created the file: a two-way merge) or one with errors (a broken ancestor only loses the
    /// three-way refinements; the merge itself does not need it).
    public static func ancestor<Parser: DocumentParser>(_ base: TextCopy?, with parser: Parser.Type) -> Parser.Document? {
        guard let base, base.text.contains(where: { !$0.isWhitespace }) else { return nil }
        let parsed = Parser.parse(base.text, path: base.path)
        return parsed.diagnostics.containsErrors ? nil : parsed.document
    }

    // MARK: - Events

    /// The union by identity (``EventUnion``) of two copies' events and, in a three-way merge, their
    /// ancestor's, settled. The first of them (the ancestor's, else the first copy's) becomes the
    /// union's own array when the caller gives it up (`consume`): the events are not copied.
    public static func union<Event: RecordedEvent>(_ a: consuming [Event], _ b: consuming [Event], base: consuming [Event]?) -> EventUnion<Event> {
        var union = EventUnion<Event>(capacity: a.count + b.count)
        if let base = base.take() { union.add(base, from: .base) }
        union.add(a, from: .a)
        union.add(b, from: .b)
        union.settle()
        return union
    }

    /// Where the merged events came from, for the merge's report: the events only one copy held, and
    /// the ancestor's events a copy no longer had (removed there; the union brings them back). Events
    /// both copies held are left out. `order` lists the union's events (indices into
    /// ``EventUnion/holders``) in the order the report lists them, and `sorted[position]` is the event
    /// `order[position]` (the merge has moved the events out of the union to put them in order).
    public struct Provenance<Event: RecordedEvent> {
        /// Events the first copy had that the second lacked.
        public var fromA: [Event] = []
        /// Events the second copy had that the first lacked.
        public var fromB: [Event] = []
        /// Events of the ancestor that a copy no longer had.
        public var restored: [Event] = []

        /// Sorts the events of `union` by who held them, in `order`.
        public init(_ union: EventUnion<Event>, sorted: [Event], order: [Int]) {
            for (position, index) in order.enumerated() {
                let held = union.holders[index]
                if held.contains([.a, .b]) { continue }
                if held.contains(.base) {
                    restored.append(sorted[position])
                } else if held.contains(.a) {
                    fromA.append(sorted[position])
                } else {
                    fromB.append(sorted[position])
                }
            }
        }
    }

    // MARK: - Copies of different files

    /// A diagnostic at the first line of `copy` that `isLine` accepts (`differs` is its message), or at
    /// line 1 with `missing` when no line is: how a merge that refuses two copies of different files
    /// points at the header lines that differ, in both copies.
    public static func lineDiagnostic(in copy: TextCopy, differs: String, missing: String, where isLine: (Substring) -> Bool) -> Diagnostic {
        var number = 0
        for line in copy.text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if isLine(line) {
                return Diagnostic(.error, at: SourceLocation(path: copy.path, line: number), length: line.count, differs, line: String(line))
            }
        }
        return Diagnostic(.error, at: SourceLocation(path: copy.path, line: 1), missing)
    }
}
