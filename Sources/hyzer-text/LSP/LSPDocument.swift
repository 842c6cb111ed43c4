import HyzerFormat

/// An open file as the editor has it: its text, version and kind, and the conversions between the
/// protocol's positions (0-based line, UTF-16 code units into it) and the library's (1-based line,
/// 1-based column in characters).
struct LSPDocument {
    /// `file:///…` as the editor names it.
    var uri: String
    /// The file's path, from the URI.
    var path: String
    /// The editor's version of the text.
    var version: Int
    /// The text, as the editor has it now (saved or not).
    var text: String

    /// A protocol position.
    struct Position: Equatable {
        var line: Int, character: Int

        var json: JSON { .object([("line", .int(line)), ("character", .int(character))]) }

        init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }

        /// `{"start": self, "end": end}`: a range of the protocol.
        func range(to end: Position) -> JSON { .object([("start", json), ("end", end.json)]) }

        /// From `{"line": …, "character": …}`, nil when it is not one.
        init?(_ json: JSON?) {
            guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue, line >= 0, character >= 0 else { return nil }
            self.init(line: line, character: character)
        }
    }

    /// The lines of the text, without their line ends (a last empty line after a final newline).
    /// Split on the UTF-8 view: walking 10,000 lines by `Character` would cost more than checking them.
    var lines: [Substring] { text.utf8.split(separator: 10, omittingEmptySubsequences: false).map { Substring($0) } }

    /// The lines numbered `numbers` (1-based), found in one pass: for an answer about a few lines of a
    /// big text (the diagnostics published), without a list of every line.
    func lines(_ numbers: Set<Int>) -> [Int: Substring] {
        guard let last = numbers.max() else { return [:] }
        var found: [Int: Substring] = [:], number = 0
        for line in text.utf8.split(separator: 10, maxSplits: last, omittingEmptySubsequences: false) {
            number += 1
            if number > last { break }
            if numbers.contains(number) { found[number] = Substring(line) }
        }
        return found
    }

    /// The index in ``text`` of a protocol position; a position past a line's end is its end, past the
    /// last line the text's end (as the protocol asks).
    func index(of position: Position) -> String.Index {
        let utf8 = text.utf8
        var lineStart = utf8.startIndex, line = 0
        while line < position.line {
            guard let newline = utf8[lineStart...].firstIndex(of: 10) else { return text.endIndex }
            lineStart = utf8.index(after: newline)
            line += 1
        }
        let lineEnd = utf8[lineStart...].firstIndex(of: 10) ?? text.endIndex
        var utf16 = lineStart
        var left = position.character
        while left > 0, utf16 < lineEnd {
            utf16 = text.utf16.index(after: utf16)
            left -= 1
        }
        // A position inside a character (half of a surrogate pair) rounds down to its start.
        return text.characterStart(at: min(utf16, lineEnd))
    }

    /// The protocol position of the library's 1-based `line` and `column` (in characters), `length`
    /// characters on (at least one, within the line): the range a diagnostic underlines. `lines` are
    /// the text's (``lines``), split once for all the ranges of one answer.
    func range(line: Int, column: Int, length: Int, lines: [Substring]) -> (start: Position, end: Position) {
        range(line: line, column: column, length: length, text: line >= 1 && line <= lines.count ? lines[line - 1] : nil)
    }

    /// ``range(line:column:length:lines:)`` with the lines asked for only (``lines(_:)``).
    func range(line: Int, column: Int, length: Int, lines: [Int: Substring]) -> (start: Position, end: Position) {
        range(line: line, column: column, length: length, text: lines[line])
    }

    /// The range on `text`, the 1-based `line` (nil past the text: its end).
    private func range(line: Int, column: Int, length: Int, text: Substring?) -> (start: Position, end: Position) {
        guard let text else { return (end, end) }
        let startIndex = text.index(text.startIndex, offsetBy: max(column - 1, 0), limitedBy: text.endIndex) ?? text.endIndex
        let endIndex = text.index(startIndex, offsetBy: max(length, 1), limitedBy: text.endIndex) ?? text.endIndex
        return (Position(line: line - 1, character: text.utf16.distance(from: text.startIndex, to: startIndex)),
                Position(line: line - 1, character: text.utf16.distance(from: text.startIndex, to: endIndex)))
    }

    /// The library's place (1-based line, 1-based column in characters) of a protocol position.
    func place(_ position: Position) -> (line: Int, column: Int) {
        let index = self.index(of: position)
        let lineStart = text.utf8[..<index].lastIndex(of: 10).map { text.utf8.index(after: $0) } ?? text.startIndex
        return (position.line + 1, text[lineStart..<index].count + 1)
    }

    /// The end of the 0-based `line` among `lines` (the text's, ``lines``); the start of a line past
    /// the text.
    static func end(ofLine line: Int, in lines: [Substring]) -> Position {
        Position(line: line, character: lines.indices.contains(line) ? lines[line].utf16.count : 0)
    }

    /// The position of the text's end (found from the last line end, with no list of lines).
    var end: Position {
        let utf8 = text.utf8
        var line = 0
        for byte in utf8 where byte == 10 { line += 1 }
        let lastStart = utf8.lastIndex(of: 10).map { utf8.index(after: $0) } ?? utf8.startIndex
        return Position(line: line, character: text[lastStart...].utf16.count)
    }

    /// Applies one change of `textDocument/didChange`: a range replaced, or (no range) the whole text.
    mutating func apply(_ change: JSON) -> Bool {
        guard let newText = change["text"]?.stringValue else { return false }
        guard let range = change["range"] else {
            text = newText
            return true
        }
        guard let start = Position(range["start"]), let end = Position(range["end"]) else { return false }
        let from = index(of: start), to = index(of: end)
        guard from <= to else { return false }
        text.replaceSubrange(from..<to, with: newText)
        return true
    }
}

extension String {
    /// The start of the character that holds `index` (an index of any view): an index inside a
    /// character, such as half of a surrogate pair, rounds down.
    func characterStart(at index: String.Index) -> String.Index {
        var start = index
        while start > startIndex, start.samePosition(in: self) == nil { start = utf16.index(before: start) }
        return start
    }
}
