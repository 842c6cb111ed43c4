/// Appending the pieces of a canonical line to a byte buffer: formatters write whole files into one
/// growing buffer and decode it once (a merged file has hundreds of thousands of lines, and a `String`
/// per line, then joined, cost more than everything else).
enum LineBytes {
    /// Appends `text`'s UTF-8 (one copy of contiguous bytes where the string has them).
    @inline(__always)
    static func append(_ text: String, to out: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ out.append(contentsOf: $0) }) == nil { out.append(contentsOf: text.utf8) }
    }

    /// A name as a `key=` value: quoted exactly when it has a space; for ASCII names (nearly all) the
    /// bytes tell.
    @inline(__always)
    static func appendName(_ name: String, to out: inout [UInt8]) {
        let hasSpaceByte = name.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: " ")) }
            ?? name.utf8.contains(UInt8(ascii: " "))
        if hasSpaceByte, name.utf8.allSatisfy({ $0 < 0x80 }) || name.contains(" ") {
            append("\"", to: &out); append(name, to: &out); append("\"", to: &out)
        } else {
            append(name, to: &out)
        }
    }

    /// `value` in decimal, as `String(value)` writes it.
    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        guard value >= 0 else { return append(String(value), to: &out) }
        if value < 10 { return out.append(UInt8(ascii: "0") + UInt8(value)) }  // strokes, most holes
        if value < 100 {  // other holes
            out.append(UInt8(ascii: "0") + UInt8(value / 10))
            return out.append(UInt8(ascii: "0") + UInt8(value % 10))
        }
        appendDigits(value, after: nil, to: &out)
    }

    /// The byte `prefix` when there is one, then `value` (not negative) in decimal: the digits formed
    /// on the stack and appended at once (a byte at a time, each append checked the array). An
    /// identity's `.SEQ` is written with `.` as the prefix.
    static func appendDigits(_ value: Int, after prefix: UInt8?, to out: inout [UInt8]) {
        var text: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for the prefix and 19 digits
        withUnsafeMutableBytes(of: &text) { raw in
            let bytes = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var start = raw.count, rest = value
            repeat {
                start -= 1
                bytes[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            if let prefix {
                start -= 1
                bytes[start] = prefix
            }
            out.append(contentsOf: UnsafeBufferPointer(start: bytes + start, count: raw.count - start))
        }
    }
}
