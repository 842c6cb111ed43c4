/// What the two season files (`tags/*.tags`, ``TagLedgerParser``; `leagues/*.league`,
/// ``LeagueParser``) read alike: the scan into lines, the shared prelude (conflict blocks, blank and
/// comment lines, a torn last line), the document's items and the diagnostics with the line and a
/// caret. Each parser keeps one and reads its own lines through ``read(_:readLine:)``.
struct SeasonFileReader<Item: LineItem> {
    /// The path diagnostics name.
    let path: String
    /// Every problem found so far.
    var diagnostics: DiagnosticCollector
    /// Conflict markers, blank and comment lines, the last line: what every kind reads alike.
    var prelude: LinePrelude
    /// The file's lines in order.
    var items: [Item] = []

    /// A reader of the file shown as `path`, of a kind the merge driver merges when `mergedNoun` names
    /// its files (what a conflict block's hint says to do, ``LinePrelude``).
    init(path: String, mergedNoun: String? = nil) {
        self.path = path
        diagnostics = DiagnosticCollector(path: path)
        prelude = LinePrelude(path: path, mergedNoun: mergedNoun)
    }

    /// Scans `text`, handing each line that is the kind's own to `readLine` (with its first token),
    /// then closes the scan (an open conflict block, a torn last line).
    mutating func read(_ text: String, readLine: (inout SeasonFileReader, LineScanner.Line, Range<Int>) -> Void) {
        var text = text
        text.withUTF8 { buffer in
            let torn = LineScanner.forEachLine(in: buffer) { line in
                guard let first = prelude.read(line, items: &items, diagnostics: &diagnostics) else { return }
                readLine(&self, line, first)
            }
            prelude.finish(into: &diagnostics)
            prelude.reportTornLastLine(torn, into: &diagnostics)
        }
    }

    /// Reports a problem with `line` (at `token`, the whole line when nil) and keeps the line verbatim.
    mutating func fail(_ line: LineScanner.Line, _ token: Range<Int>?, _ message: String, hint: String? = nil) {
        diagnostics.add(line, token, message, hint: hint, severity: .error)
        prelude.lastLineFailed = true
        items.append(.verbatim(line.text))
    }

    /// Reports the unknown keyword `first` of `line` among `keywords`, with the closest one as a hint.
    mutating func failUnknown(_ line: LineScanner.Line, _ first: Range<Int>, among keywords: [String], otherwise hint: String) {
        let keyword = line.string(first)
        fail(line, first, "unknown line \"\(Diagnostic.quoted(keyword))\"", hint: Suggestion.hint(for: keyword, among: keywords) ?? hint)
    }

    /// The text from token `index` of `line` to its last token, keeping inner spacing; nil when the
    /// line has no such token.
    static func rest(of line: LineScanner.Line, from index: Int) -> String? {
        guard index < line.tokens.count else { return nil }
        return line.string(from: line.tokens[index], through: line.tokens[line.tokens.count - 1])
    }

    /// The byte range from token `index` to the last token, for a caret under a whole value.
    static func restRange(of line: LineScanner.Line, from index: Int) -> Range<Int>? {
        guard index < line.tokens.count else { return nil }
        return line.tokens[index].lowerBound..<line.tokens[line.tokens.count - 1].upperBound
    }

    /// The diagnostics, sorted by location.
    func finished() -> [Diagnostic] { diagnostics.finished() }
}
