@testable import HyzerFormat
import Testing
import TestSupport

/// ``LineScanner`` splits text as the plain reading of the format says: lines at `\n` (a `\r` before
/// it, or at the very end, is not part of the line), tokens at spaces and tabs outside double quotes,
/// a comment from a `#` that starts a token. Its reader takes words of eight bytes, reads past a
/// line's end into the next one, and skips a byte-order mark; a reference written byte by byte checks
/// it on random text made of the bytes that matter.
@Suite("LineScanner")
struct LineScannerTests {
    /// One line as the reference reads it.
    struct Scanned: Equatable, CustomStringConvertible {
        var number: Int
        var bytes: [UInt8]
        var tokens: [Range<Int>]
        var commentStart: Int?
        var description: String { "\(number): \(String(decoding: bytes, as: UTF8.self).debugDescription) \(tokens) #\(commentStart ?? -1)" }
    }

    /// The format's reading of `text`, one byte at a time.
    static func reference(_ text: [UInt8]) -> [Scanned] {
        var body = text[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        var lines: [Scanned] = []
        var rest = body
        while !rest.isEmpty {
            let end = rest.firstIndex(of: 10) ?? rest.endIndex
            var content = Array(rest[..<end])
            if content.last == 13 { content.removeLast() }
            rest = end < rest.endIndex ? rest[(end + 1)...] : rest[rest.endIndex...]
            var tokens: [Range<Int>] = [], comment: Int?, index = 0
            scanning: while index < content.count {
                if content[index] == 32 || content[index] == 9 { index += 1; continue }
                if content[index] == UInt8(ascii: "#") { comment = index; break scanning }
                let start = index
                while index < content.count, content[index] != 32, content[index] != 9 {
                    if content[index] == UInt8(ascii: "\"") {
                        index += 1
                        while index < content.count, content[index] != UInt8(ascii: "\"") { index += 1 }
                        if index < content.count { index += 1 }
                    } else {
                        index += 1
                    }
                }
                tokens.append(start..<index)
            }
            lines.append(Scanned(number: lines.count + 1, bytes: content, tokens: tokens, commentStart: comment))
        }
        return lines
    }

    /// The lines `LineScanner` reads: all of them, or (`firstByte`) those whose first byte after
    /// spaces and tabs passes it.
    static func scanned(_ text: [UInt8], firstByte: ((UInt8) -> Bool)? = nil) -> [Scanned] {
        var lines: [Scanned] = []
        text.withUnsafeBufferPointer { buffer in
            let keep = { (line: inout LineScanner.Line) in
                lines.append(Scanned(number: line.number, bytes: Array(line.bytes), tokens: Array(line.tokens),
                                     commentStart: line.commentStart))
            }
            if let firstByte { LineScanner.forEachLine(in: buffer, firstByte: firstByte, keep) } else { LineScanner.forEachLine(in: buffer, keep) }
        }
        return lines
    }

    @Test("splits lines and tokens as a byte-by-byte reading does, on random text of the bytes that matter")
    func matchesReference() {
        // Spaces, tabs, quotes, `#`, line ends and other bytes below `#` (which end a word read eight
        // bytes at a time), token bytes, and a byte above ASCII; runs of token bytes long enough to
        // take several words.
        let alphabet: [[UInt8]] = [[32], [32], [9], [34], [35], [10], [10], [13], [13, 10], [0], [31], [33],
                                   Array("7".utf8), Array("Mike".utf8), Array("@kim-phone.12".utf8),
                                   Array("at=2024-05-01T10:00:00Z".utf8), Array("by=\"Uncle Bob\"".utf8), [0xC3, 0xA9]]
        var random = SplitMix(state: 19)
        for _ in 0..<3_000 {
            var text: [UInt8] = random.next() % 8 == 0 ? [0xEF, 0xBB, 0xBF] : []
            for _ in 0..<Int(random.next() % 40) { text += alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let expected = Self.reference(text), found = Self.scanned(text)
            #expect(found == expected, "\(String(decoding: text, as: UTF8.self).debugDescription)")
            // Only the lines that start with a digit (after spaces and tabs), as a header scan asks.
            let isDigit = { (byte: UInt8) in byte >= 48 && byte <= 57 }
            let wanted = expected.filter { line in line.bytes.first { $0 != 32 && $0 != 9 }.map(isDigit) ?? false }
            #expect(Self.scanned(text, firstByte: isDigit) == wanted, "\(String(decoding: text, as: UTF8.self).debugDescription)")
            if found != expected { return }
        }
    }

    /// The comment as characters read it: the text after `#` without the spaces, tabs and carriage
    /// returns at its end and the spaces and tabs at its start (a space that a combining mark follows
    /// is one character, not a space: it stays).
    static func referenceComment(_ bytes: [UInt8], from start: Int) -> String {
        var text = Substring(String(decoding: bytes[(start + 1)...], as: UTF8.self))
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        return String(text)
    }

    @Test("a comment is trimmed as characters, though the spaces before an ASCII byte go before it is decoded")
    func commentsAreTrimmedAsCharacters() {
        // Spaces and tabs, a combining mark (which joins the space before it), accents, emoji, a
        // carriage return and words, after a `#` at the start of a line or after a score.
        let alphabet: [[UInt8]] = [[32], [32], [9], [13], Array("\u{301}".utf8), Array("é".utf8), Array("🥏".utf8),
                                   Array("wind".utf8), Array("#".utf8), Array("x".utf8)]
        var random = SplitMix(state: 42)
        for _ in 0..<3_000 {
            var text: [UInt8] = Array((random.next() % 2 == 0 ? "#" : "3 Mike 4 #").utf8)
            for _ in 0..<Int(random.next() % 12) { text += alphabet[Int(random.next() % UInt64(alphabet.count))] }
            var found: [String?] = [], expected: [String?] = []
            _ = text.withUnsafeBufferPointer { buffer in
                LineScanner.forEachLine(in: buffer) { line in
                    found.append(line.comment)
                    expected.append(line.commentStart.map { Self.referenceComment(Array(line.bytes), from: $0) })
                }
            }
            #expect(found == expected, "\(String(decoding: text, as: UTF8.self).debugDescription)")
            if found != expected { return }
        }
        let comments = ["#  \u{301}accent", "# \t wind ", "#\u{301}", "#   ", "#é "].map { line in
            Array(line.utf8).withUnsafeBufferPointer { buffer in
                var comment: String?
                _ = LineScanner.forEachLine(in: buffer) { comment = $0.comment }
                return comment
            }
        }
        #expect(comments == [" \u{301}accent", "wind", "\u{301}", "", "é"])
    }

    @Test("a big file's lines are counted for the parsers' arrays; a small one is taken to hold a line per 40 bytes")
    func lineEstimate() {
        // Files of lines of several lengths and counts, seeded, the last line with or without a newline.
        var random = SplitMix(state: 7)
        for _ in 0..<30 {
            let length = 1 + Int(random.next() % 120), lines = 1 + Int(random.next() % 20_000)
            var text = [UInt8](repeating: UInt8(ascii: "x"), count: length * lines)
            for end in stride(from: length - 1, to: text.count, by: length) { text[end] = 10 }
            let newlines = random.next() % 2 == 0 ? lines - 1 : lines
            if newlines < lines { text.removeLast() }
            let estimate = text.withUnsafeBufferPointer { LineScanner.lineEstimate($0) }
            // Counted: a line a newline ends, and one more (the last line, or the empty one after it).
            #expect(estimate == (text.count <= 1 << 16 ? text.count / 40 : newlines + 1), "\(lines) lines of \(length) bytes")
        }
    }

    @Test("the last token of a line is read whole whatever follows it, and no further than the line")
    func lastTokenOfALine() {
        // Each length either side of a word, the line ended by \n or \r\n and another line, or by the
        // end of the text with or without a \r.
        for length in 1...20 {
            let token = String(repeating: "x", count: length)
            for ending in ["\nnext line\n", "\r\nnext line", "\r", ""] {
                let text = Array("1 Kim 3 \(token)\(ending)".utf8)
                let lines = Self.scanned(text)
                #expect(lines == Self.reference(text))
                #expect(lines.first.map { Array($0.bytes[$0.tokens.last!]) } == Array(token.utf8), "\(length) \(ending.debugDescription)")
            }
        }
    }
}
