/// Reads the bytes of an imported text file as UTF-8 without ever inventing a character.
///
/// UDisc writes UTF-8, but a file that went through a spreadsheet or an old editor can come back in
/// Windows-1252 (Latin-1 plus `€ ‘ ’ “ ” – —` …): `Äijä` as `C4 69 6A E4`. Read as UTF-8, those bytes
/// would become U+FFFD in names, silently. ``decode(_:)`` keeps every valid UTF-8 sequence, reads
/// every other byte as Windows-1252 (so a file that is partly each still reads right), and says where
/// the first such byte was, so the caller can warn. A byte Windows-1252 leaves undefined (`81 8D 8F
/// 90 9D`) cannot be read either way and is reported as such. A file with a UTF-16 byte order mark is
/// read as UTF-16.
public enum TextEncoding {
    /// How the file was written.
    public enum Encoding: String, Sendable, Equatable {
        /// UTF-8 throughout (ASCII included); the usual case.
        case utf8 = "UTF-8"
        /// Some bytes were not UTF-8 and were read as Windows-1252.
        case windows1252 = "Windows-1252"
        /// UTF-16 with a byte order mark, little-endian.
        case utf16LittleEndian = "UTF-16LE"
        /// UTF-16 with a byte order mark, big-endian.
        case utf16BigEndian = "UTF-16BE"
    }

    /// A file's text as UTF-8 bytes, and what had to be assumed to get it.
    public struct Decoded: Sendable {
        /// The text, UTF-8; the input itself when it was valid UTF-8.
        public var bytes: [UInt8]
        /// How the file was read.
        public var encoding: Encoding
        /// Offset in ``bytes`` of the first character read as Windows-1252, when any was.
        public var firstForeignOffset: Int?
        /// The byte the file had there.
        public var firstForeignByte: UInt8?
        /// How many bytes were read as Windows-1252.
        public var foreignCount = 0
        /// Offset in ``bytes`` of the first byte that is neither UTF-8 nor Windows-1252 (shown as
        /// U+FFFD so its line can be printed; the caller must treat it as an error).
        public var firstUndecodableOffset: Int?
        /// The byte the file had there.
        public var firstUndecodableByte: UInt8?
    }

    /// Decodes `bytes` (see ``TextEncoding``).
    public static func decode(_ bytes: [UInt8]) -> Decoded {
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE { return utf16(bytes, littleEndian: true) }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF { return utf16(bytes, littleEndian: false) }
        guard let first = firstInvalidUTF8(bytes) else { return Decoded(bytes: bytes, encoding: .utf8) }
        var decoded = Decoded(bytes: Array(bytes[..<first]), encoding: .windows1252)
        decoded.bytes.reserveCapacity(bytes.count + bytes.count / 8)
        var index = first
        while index < bytes.count {
            let length = validSequenceLength(bytes, at: index)
            if length > 0 {
                decoded.bytes.append(contentsOf: bytes[index..<index + length])
                index += length
                continue
            }
            let byte = bytes[index]
            if let scalar = windows1252(byte) {
                if decoded.firstForeignOffset == nil {
                    decoded.firstForeignOffset = decoded.bytes.count
                    decoded.firstForeignByte = byte
                }
                decoded.foreignCount += 1
                decoded.bytes.append(contentsOf: String(Character(scalar)).utf8)
            } else {
                if decoded.firstUndecodableOffset == nil {
                    decoded.firstUndecodableOffset = decoded.bytes.count
                    decoded.firstUndecodableByte = byte
                }
                decoded.bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
            }
            index += 1
        }
        return decoded
    }

    /// `0xE4`, as diagnostics show a byte.
    public static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" : "") + digits
    }

    // MARK: - UTF-8

    /// Offset of the first byte that does not start a valid UTF-8 sequence; nil when all are valid.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            let length = validSequenceLength(bytes, at: index)
            if length == 0 { return index }
            index += length
        }
        return nil
    }

    /// Length of the valid UTF-8 sequence starting at `index` (1–4), or 0 when there is none
    /// (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF).
    static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch lead {
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }

    // MARK: - Windows-1252 and UTF-16

    /// The character Windows-1252 gives a byte of 0x80 or more; nil for the five it leaves undefined.
    static func windows1252(_ byte: UInt8) -> Unicode.Scalar? {
        guard byte >= 0x80, byte <= 0x9F else { return Unicode.Scalar(byte) }
        let value = highTable[Int(byte - 0x80)]
        return value == 0 ? nil : Unicode.Scalar(value)
    }

    /// Windows-1252 0x80–0x9F (0 where undefined); 0xA0–0xFF are Latin-1.
    private static let highTable: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ]

    private static func utf16(_ bytes: [UInt8], littleEndian: Bool) -> Decoded {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            units.append(littleEndian ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
                                      : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            index += 2
        }
        var decoded = Decoded(bytes: [], encoding: littleEndian ? .utf16LittleEndian : .utf16BigEndian)
        decoded.bytes.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var parser = Unicode.UTF16.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                decoded.bytes.append(contentsOf: String(Character(Unicode.UTF16.decode(encoded))).utf8)
            case .error:
                if decoded.firstUndecodableOffset == nil { decoded.firstUndecodableOffset = decoded.bytes.count }
                decoded.bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
            case .emptyInput:
                if bytes.count % 2 == 1, decoded.firstUndecodableOffset == nil {
                    decoded.firstUndecodableOffset = decoded.bytes.count
                    decoded.firstUndecodableByte = bytes.last
                }
                return decoded
            }
        }
    }
}
