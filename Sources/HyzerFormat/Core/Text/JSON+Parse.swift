/// Reading JSON text into a ``JSON`` value (RFC 8259), for the messages an editor sends the language
/// server. Strict where it matters for safety: nesting deeper than ``maximumDepth`` is refused instead
/// of overflowing the stack, invalid UTF-8 and lone surrogates are refused, and the whole input must be
/// one value. A number with a fraction or an exponent is kept as a decimal of its written digits.
extension JSON {
    /// Why a text is not JSON, with the byte offset where reading stopped.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What was wrong.
        public var reason: String
        /// The offset of the byte where it was found.
        public var offset: Int

        public var description: String { "\(reason) at byte \(offset)" }
    }

    /// How deeply arrays and objects may nest.
    public static let maximumDepth = 256

    /// The value `bytes` hold, or why they hold none.
    public static func parse(_ bytes: [UInt8]) throws(ParseError) -> JSON {
        var reader = Reader(bytes: bytes)
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.error("text after the value") }
        return value
    }

    /// The value `text` holds, or why it holds none.
    public static func parse(_ text: String) throws(ParseError) -> JSON { try parse(Array(text.utf8)) }

    // MARK: - Reading a value

    /// The member `key` of an object, nil for another value or a missing key.
    public subscript(key: String) -> JSON? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// The text of a string, nil for another value.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number of an integer, nil for another value.
    public var intValue: Int? {
        if case .int(let number) = self { return number }
        return nil
    }

    /// The truth of a boolean, nil for another value.
    public var boolValue: Bool? {
        if case .bool(let truth) = self { return truth }
        return nil
    }

    /// The elements of an array, nil for another value.
    public var arrayValue: [JSON]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// A reader over the bytes, one value at a time.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        func error(_ reason: String) -> ParseError { ParseError(reason: reason, offset: index) }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        mutating func expect(_ word: String, _ value: JSON) throws(ParseError) -> JSON {
            for byte in word.utf8 {
                guard index < bytes.count, bytes[index] == byte else { throw error("expected \(word)") }
                index += 1
            }
            return value
        }

        mutating func value(depth: Int) throws(ParseError) -> JSON {
            guard depth < JSON.maximumDepth else { throw error("nested deeper than \(JSON.maximumDepth)") }
            guard index < bytes.count else { throw error("unexpected end") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try expect("true", .bool(true))
            case UInt8(ascii: "f"): return try expect("false", .bool(false))
            case UInt8(ascii: "n"): return try expect("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
            default: throw error("unexpected character")
            }
        }

        mutating func object(depth: Int) throws(ParseError) -> JSON {
            index += 1
            var pairs: [(String, JSON)] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(pairs) }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key") }
                let key = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected :") }
                index += 1
                skipSpace()
                pairs.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard index < bytes.count else { throw error("unexpected end") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(pairs) }
                throw error("expected , or }")
            }
        }

        mutating func array(depth: Int) throws(ParseError) -> JSON {
            index += 1
            var elements: [JSON] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            while true {
                skipSpace()
                elements.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw error("unexpected end") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
                throw error("expected , or ]")
            }
        }

        mutating func string() throws(ParseError) -> String {
            index += 1
            var out: [UInt8] = []
            // An editor's text is one string of megabytes: room for all of it at once (escapes only
            // shorten it), rather than doubling as it grows.
            if let span = spanOfString(), span > 64 { out.reserveCapacity(span) }
            while true {
                guard index < bytes.count else { throw error("unterminated string") }
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    guard let text = String(validating: out, as: UTF8.self) else { throw error("invalid UTF-8 in a string") }
                    return text
                case UInt8(ascii: "\\"):
                    try escape(into: &out)
                case 0..<0x20:
                    throw error("control character in a string")
                default:
                    out.append(byte)
                }
            }
        }

        /// How many bytes the string starting at `index` spans up to its closing quote (escapes
        /// skipped), nil when it does not end.
        func spanOfString() -> Int? {
            var at = index
            while at < bytes.count {
                switch bytes[at] {
                case UInt8(ascii: "\""): return at - index
                case UInt8(ascii: "\\"): at += 2
                default: at += 1
                }
            }
            return nil
        }

        mutating func escape(into out: inout [UInt8]) throws(ParseError) {
            guard index < bytes.count else { throw error("unterminated escape") }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(byte)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error("a lone surrogate")
                    }
                    index += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(scalar) {
                    throw error("a lone surrogate")
                }
                out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
            default:
                throw error("unknown escape")
            }
        }

        mutating func hex4() throws(ParseError) -> UInt32 {
            guard index + 4 <= bytes.count else { throw error("short \\u escape") }
            var value: UInt32 = 0
            for byte in bytes[index..<index + 4] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw error("bad \\u escape")
                }
                value = value * 16 + UInt32(digit)
            }
            index += 4
            return value
        }

        mutating func number() throws(ParseError) -> JSON {
            let start = index
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            func digits() -> Int {
                let from = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - from
            }
            let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
            guard digits() > 0 else { throw error("expected a digit") }
            if leadingZero, index - start > (bytes[start] == UInt8(ascii: "-") ? 2 : 1) { throw error("a number with a leading zero") }
            var fraction = 0, exponent = false
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                fraction = digits()
                guard fraction > 0 else { throw error("expected a digit") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw error("expected a digit") }
                exponent = true
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if fraction == 0, !exponent, let number = Int(text) { return .int(number) }
            guard let value = Double(text), value.isFinite else { throw error("a number out of range") }
            if !exponent, fraction <= 9, let units = Int(text.replacing(".", with: "")) { return .decimal(units: units, places: fraction) }
            return .decimal(value, places: 6)
        }
    }
}
