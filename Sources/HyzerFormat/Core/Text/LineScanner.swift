#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits UTF-8 text into lines and lines into space-separated tokens, without copying.
///
/// Shared by the course and round parsers. Tokens are byte ranges into the line; a token may contain a
/// double-quoted part with spaces (`by="Uncle Bob"`); a token starting with `#` begins a comment that
/// runs to the end of the line.
struct LineScanner {
    /// One line of the file, without its `\n` (and without a `\r` before it).
    struct Line {
        /// 1-based line number.
        var number: Int
        /// The bytes of the line.
        var bytes: UnsafeBufferPointer<UInt8>
        /// Byte ranges of the tokens before any comment. Like `bytes`, valid only while the line is
        /// being read (the storage is reused for the next line): copy out the ranges to keep.
        var tokens: UnsafeBufferPointer<Range<Int>>
        /// Byte offset of a `#` comment, if the line has one.
        var commentStart: Int?

        /// The original line as text.
        var text: String { String(decoding: bytes, as: UTF8.self) }

        /// The token's text.
        func string(_ token: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[token]), as: UTF8.self)
        }

        /// The token's text as a message quotes it: cut to 40 characters with `…` (see
        /// ``Diagnostic/quoted(_:)``); only the first bytes of a long token are decoded.
        func quoted(_ token: Range<Int>) -> String {
            let quoted = Diagnostic.quoted(string(token.lowerBound..<min(token.upperBound, token.lowerBound + 200)))
            return token.count > 200 && !quoted.hasSuffix("…") ? quoted + "…" : quoted
        }

        /// Text from the start of `from` to the end of `to` (inclusive), keeping inner spacing.
        func string(from: Range<Int>, through: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[from.lowerBound..<through.upperBound]), as: UTF8.self)
        }

        /// The comment text after `#`, trimmed; nil when there is none.
        ///
        /// Carriage returns at the end go too: written back before a line break they would read as
        /// a Windows line ending, and the comment would change each time the file is formatted.
        var comment: String? {
            guard let start = commentStart else { return nil }
            var end = bytes.count
            while end > start + 1, bytes[end - 1] == 13 || bytes[end - 1] == 32 || bytes[end - 1] == 9 { end -= 1 }
            // Leading spaces go before decoding when an ASCII byte follows them (it starts a character
            // of its own), so that the text is made once; before any other byte, as characters.
            var from = start + 1
            while from < end, bytes[from] == 32 || bytes[from] == 9 { from += 1 }
            if from < end, bytes[from] >= 0x80 { from = start + 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<end]), as: UTF8.self).trimmingSpaces
        }

        /// 1-based character column of a byte offset.
        func column(ofByte offset: Int) -> Int {
            let prefix = UnsafeBufferPointer(rebasing: bytes[..<min(offset, bytes.count)])
            // Columns are asked for on every score line; ASCII (the usual case) needs no decoding.
            if prefix.allSatisfy({ $0 < 0x80 }) { return prefix.count + 1 }
            return String(decoding: prefix, as: UTF8.self).count + 1
        }

        /// Whether the token consists only of ASCII digits.
        func isDigits(_ token: Range<Int>) -> Bool {
            !token.isEmpty && token.allSatisfy { bytes[$0] >= 48 && bytes[$0] <= 57 }
        }

        /// The token as a small non-negative integer, or nil (also nil beyond 6 digits).
        func integer(_ token: Range<Int>) -> Int? { Self.integer(token, in: bytes) }

        /// ``integer(_:)`` on the line's bytes alone (no copy of the line for the call). Inlined: every
        /// score line reads two (its hole and strokes), mostly of one digit.
        @inline(__always)
        static func integer(_ token: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            guard !token.isEmpty, token.count <= 6 else { return nil }
            var value = 0
            for index in token {
                let byte = bytes[index]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value &* 10 &+ Int(byte &- 48)
            }
            return value
        }

        /// Whether the token's bytes are exactly the UTF-8 of `text` (no string is made).
        func matches(_ token: Range<Int>, _ text: String) -> Bool {
            LineScanner.equal(UnsafeBufferPointer(rebasing: bytes[token]), text)
        }

        /// Whether the token starts with `byte`.
        func starts(_ token: Range<Int>, with byte: UInt8) -> Bool {
            !token.isEmpty && bytes[token.lowerBound] == byte
        }

        /// Whether every token is blank (an empty or whitespace-only line with no comment).
        var isBlank: Bool { tokens.isEmpty && commentStart == nil }
    }

    /// About how many lines `buffer` holds, for a parser to make its arrays the right size once: a big
    /// file's lines are counted (a file of short lines would otherwise grow them twice over, each time
    /// copying every event it holds, and hold up to twice what it needs); a small one (up to 64 KiB,
    /// every real file) is taken to hold a line per 40 bytes, as score lines are 40–60 bytes, which
    /// costs nothing to work out. (An estimate from the first 64 KiB was tried: it saves the 1 % of
    /// instructions counting costs a merge of 10,000 events, but a file whose first lines are not like
    /// the rest gets arrays far too large, and a file of 1 MiB lines took 90 MiB more in the merge
    /// driver.)
    static func lineEstimate(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        guard buffer.count > 1 << 16, let base = buffer.baseAddress else { return buffer.count / 40 }
        var count = 1, start = 0
        while start < buffer.count, let found = memchr(base + start, 10, buffer.count - start) {
            count += 1
            start = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base + 1
        }
        return count
    }

    /// Whether `bytes` are exactly the UTF-8 of `text`, compared in one go (a keyword or a literal
    /// against a token of a line).
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Bool {
        let utf8 = text.utf8
        guard bytes.count == utf8.count else { return false }
        guard !bytes.isEmpty else { return true }
        return utf8.withContiguousStorageIfAvailable { memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
            ?? bytes.elementsEqual(utf8)
    }

    /// Calls `body` for every line of `buffer`. Returns whether the text ends without a newline
    /// (a possibly torn last line).
    @discardableResult
    static func forEachLine(in buffer: UnsafeBufferPointer<UInt8>, _ body: (inout Line) -> Void) -> Bool {
        scan(buffer, filters: false, wanted: { _ in true }, body)
    }

    /// ``forEachLine(in:_:)`` for the lines whose first byte after leading spaces and tabs passes
    /// `wanted` (lines that are blank or only a comment start with no such byte and are skipped): the
    /// others are counted but not split into tokens. For readers that want a few keyword lines out of
    /// a file of score lines (``RoundHeaderScan``), where splitting every line was most of the cost.
    @discardableResult
    static func forEachLine(in buffer: UnsafeBufferPointer<UInt8>, firstByte wanted: (UInt8) -> Bool,
                            _ body: (inout Line) -> Void) -> Bool {
        scan(buffer, filters: true, wanted: wanted, body)
    }

    /// The scan of both: every line, or (`filters`) those whose first byte passes `wanted`.
    @inline(__always)
    private static func scan(_ buffer: UnsafeBufferPointer<UInt8>, filters: Bool, wanted: (UInt8) -> Bool,
                             _ body: (inout Line) -> Void) -> Bool {
        // A UTF-8 byte-order mark (some Windows editors write one) is not part of the first line.
        let textStart = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var start = textStart
        // One token buffer serves every line (no array to check for uniqueness or to retain as the
        // line is handed on), grown when a line has more tokens than any before.
        var tokens = TokenBuffer()
        defer { tokens.deallocate() }
        var line = Line(number: 0, bytes: UnsafeBufferPointer(rebasing: buffer[0..<0]), tokens: UnsafeBufferPointer(start: nil, count: 0),
                        commentStart: nil)
        let count = buffer.count
        while start < count {
            // memchr finds the newline many bytes at a time.
            let end = memchr(buffer.baseAddress! + start, 10, count - start)
                .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - buffer.baseAddress! } ?? count
            line.number += 1
            if filters {
                var first = start
                while first < end, buffer[first] == 32 || buffer[first] == 9 { first += 1 }
                guard first < end, buffer[first] != UInt8(ascii: "#"), wanted(buffer[first]) else {
                    start = end + 1
                    continue
                }
            }
            var contentEnd = end
            if contentEnd > start, buffer[contentEnd - 1] == 13 { contentEnd -= 1 }
            line.bytes = UnsafeBufferPointer(rebasing: buffer[start..<contentEnd])
            tokens.count = 0
            line.commentStart = tokenize(line.bytes, readable: count - start, into: &tokens)
            line.tokens = tokens.tokens
            body(&line)
            start = end + 1
        }
        return count > textStart && buffer[count - 1] != 10
    }

    /// Token ranges of the line being read, in storage reused from line to line.
    struct TokenBuffer {
        private var base = UnsafeMutablePointer<Range<Int>>.allocate(capacity: 16)
        private var capacity = 16
        var count = 0

        /// The ranges appended since `count` was last set to 0.
        var tokens: UnsafeBufferPointer<Range<Int>> { UnsafeBufferPointer(start: base, count: count) }

        mutating func append(_ token: Range<Int>) {
            if count == capacity {
                let grown = UnsafeMutablePointer<Range<Int>>.allocate(capacity: capacity * 2)
                grown.moveInitialize(from: base, count: count)
                base.deallocate()
                base = grown
                capacity *= 2
            }
            (base + count).initialize(to: token)
            count += 1
        }

        func deallocate() { base.deallocate() }
    }

    /// Fills `tokens`; returns the byte offset of a comment start, if any.
    ///
    /// `readable` is how many bytes may be read from the line's start, at least its count: a line of a
    /// file is followed by the `\r` or `\n` that ends it (a byte below `#`, where a word read eight
    /// bytes at a time stops), so the last token of a line is read a word at a time too, not byte by
    /// byte. (Finding the line's end in the same pass, instead of memchr first, cost more: +0.6 %.)
    private static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, readable: Int, into tokens: inout TokenBuffer) -> Int? {
        var index = 0
        let count = bytes.count
        // Words may be read up to `readable` only when the line ends before it, on a byte below `#`.
        let wordEnd = readable > count ? readable : count
        while index < count {
            let byte = bytes[index]
            if byte == 32 || byte == 9 {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "#") { return index }
            let start = index
            // Outside quotes a token ends at a space or tab; inside, only the closing quote matters.
            while index < count {
                // Eight bytes at a time while none of them is below `#` (space, tab, quote and control
                // bytes are; letters, digits and the rest of a token are not): the lowest byte flagged
                // by the word trick is exactly the first byte below `#`, at the latest the byte that
                // ends the line (so `index` never passes `count`).
                while index &+ 8 <= wordEnd {
                    let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
                    let flags = (word &- 0x2323_2323_2323_2323) & ~word & 0x8080_8080_8080_8080
                    if flags == 0 {
                        index &+= 8
                    } else {
                        index &+= flags.trailingZeroBitCount >> 3
                        break
                    }
                }
                guard index < count else { break }
                let current = bytes[index]
                if current > UInt8(ascii: "\"") {  // most bytes: neither space, tab nor quote
                    index &+= 1
                    continue
                }
                if current == 32 || current == 9 { break }
                index += 1
                if current == UInt8(ascii: "\"") {
                    while index < count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
                    if index < count { index += 1 }  // the closing quote
                }
            }
            tokens.append(start..<index)
        }
        return nil
    }
}
