/// The identity of an event line: an opaque token of letters, digits and `. _ - ~`.
public struct EventID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The token as written after `@`.
    public var rawValue: String

    /// Wraps a token; use ``isValid(_:)`` to check user text first.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The identity the tool gives the `sequence`-th event (1-based) a device writes in a round.
    public init(device: String, sequence: Int) { self.rawValue = "\(device).\(sequence)" }

    /// `DEVICE` of a `DEVICE.SEQ` identity; nil for other shapes.
    public var device: String? {
        var text = rawValue
        return text.withUTF8 { bytes in
            EventID.sequenceDot(in: bytes).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[..<$0]), as: UTF8.self) }
        }
    }

    /// `SEQ` of a `DEVICE.SEQ` identity; nil for other shapes.
    public var sequence: Int? {
        var text = rawValue
        return text.withUTF8 { bytes in
            guard let dot = EventID.sequenceDot(in: bytes), bytes.count - dot - 1 <= 18 else { return nil }  // fits an Int
            return bytes[(dot + 1)...].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
    }

    /// ``device`` and ``sequence`` together, reading the identity once; nil unless both exist.
    var deviceAndSequence: (device: String, sequence: Int)? {
        var text = rawValue
        return text.withUTF8 { bytes in
            guard let dot = EventID.sequenceDot(in: bytes), bytes.count - dot - 1 <= 18 else { return nil }
            let sequence = bytes[(dot + 1)...].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[..<dot]), as: UTF8.self), sequence)
        }
    }

    /// Whether this is a `DEVICE.SEQ` identity of `device` (`device == self.device`, without making a
    /// string: the formatter asks for every score line). Both strings are read in place where they
    /// can be (no copy).
    func isSequence(of device: String) -> Bool {
        let answer: Bool?? = rawValue.utf8.withContiguousStorageIfAvailable { bytes in
            device.utf8.withContiguousStorageIfAvailable { EventID.isSequence(bytes, of: $0) }
        }
        if let answer, let answer { return answer }
        var text = rawValue, device = device
        return text.withUTF8 { bytes in device.withUTF8 { EventID.isSequence(bytes, of: $0) } }
    }

    /// ``isSequence(of:)`` on the UTF-8 of the identity and of the device: the device's bytes, `.`,
    /// then only digits.
    private static func isSequence(_ bytes: UnsafeBufferPointer<UInt8>, of name: UnsafeBufferPointer<UInt8>) -> Bool {
        let dot = name.count
        guard dot > 0, bytes.count > dot + 1, bytes[dot] == UInt8(ascii: "."),
              bytes[(dot + 1)...].allSatisfy({ $0 &- UInt8(ascii: "0") < 10 })
        else { return false }
        for offset in 0..<dot where bytes[offset] != name[offset] { return false }  // a device is short
        return true
    }

    /// Offset of the `.` before `SEQ` in the UTF-8 of a `DEVICE.SEQ` identity (a non-empty device,
    /// then only digits); nil for other shapes. Works on bytes: identities are ASCII, and this runs for
    /// every event read and every comparison the scorecard makes.
    static func sequenceDot(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot > 0, dot + 1 < bytes.count,
              bytes[(dot + 1)...].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        return dot
    }

    /// Orders `DEVICE.SEQ` identities by device, then numerically by sequence; others by text.
    public static func < (lhs: EventID, rhs: EventID) -> Bool {
        if let ld = lhs.device, let rd = rhs.device, ld == rd, let ls = lhs.sequence, let rs = rhs.sequence {
            return ls < rs
        }
        return lhs.rawValue < rhs.rawValue
    }

    public var description: String { rawValue }

    /// The identities written as `@ID` tokens on `line` (a line that did not read, say), in order: a
    /// new line must never take one of them, even when the line they are on does not count.
    public static func tokens(in line: some StringProtocol) -> [EventID] {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { token in
            token.first == "@" && isValid(token.dropFirst()) ? EventID(String(token.dropFirst())) : nil
        }
    }

    /// Whether `text` is a well-formed identity token (1–64 of `A–Z a–z 0–9 . _ - ~`).
    public static func isValid(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.utf8.count <= 64 && text.utf8.allSatisfy(isIdentifierByte)
    }

    /// ``isValid(_:)`` on UTF-8 bytes, for the parser (no string needed to reject a bad token).
    static func isValid(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool { shape(utf8: bytes) != nil }

    /// ``isValid(utf8:)`` and ``sequenceDot(in:)`` in one pass over the bytes, for the parser, which
    /// asks both of every identity it reads: nil when the bytes are no identity; otherwise the offset
    /// of the `.` before `SEQ` of a `DEVICE.SEQ` identity, or -1 for another shape.
    static func shape(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        guard count > 0, count <= 64 else { return nil }
        // Bit masks of the allowed bytes (`- . 0-9` below 64; `A-Z _ a-z ~` from 64 to 127): one shift
        // and test per byte.
        let low: UInt64 = 0x03ff_6000_0000_0000, high: UInt64 = 0x47ff_fffe_87ff_fffe
        var dot = -1, digitsSinceDot = false
        for offset in 0..<count {
            let byte = bytes[offset]
            guard byte < 128, ((byte < 64 ? low : high) >> UInt64(byte & 63)) & 1 != 0 else { return nil }
            if byte == UInt8(ascii: ".") {
                dot = offset
                digitsSinceDot = true
            } else if byte &- UInt8(ascii: "0") > 9 {
                digitsSinceDot = false
            }
        }
        return dot > 0 && dot + 1 < count && digitsSinceDot ? dot : -1
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"),
             UInt8(ascii: "-"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// Whether this is the identity of a hand-typed line (`~` and 10 lowercase hex digits).
    public var isHandTyped: Bool {
        rawValue.utf8.count == 11 && rawValue.utf8.first == UInt8(ascii: "~") && rawValue.utf8.dropFirst().allSatisfy(EventID.isHexDigit)
    }

    /// The identity a merge gives a second version of this event: when two copies carry this identity
    /// with different scores (a score line was edited in place), both versions are kept, the other one
    /// under `ID~XXXXXXXX` (8 hex digits of a hash of this identity and that version's score), so every
    /// copy that meets the same two versions derives the same identity. Never longer than 64.
    public func variant(for content: String) -> EventID {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a 64, as `handTyped`: stable everywhere
        for byte in rawValue.utf8 + [0x1F] + content.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let hex = String(hash & 0xffff_ffff, radix: 16)
        return EventID(String(rawValue.prefix(55)) + "~" + String(repeating: "0", count: 8 - hex.count) + hex)
    }

    /// The identity this one is a kept edited version of (see ``variant(for:)``), or nil when it is not
    /// one: `mike-phone.3~1a2b3c4d` → `mike-phone.3`.
    public var variantOrigin: EventID? {
        var text = rawValue
        return text.withUTF8 { bytes in
            // Read in place: `check` asks this of every score line of every round.
            guard bytes.count >= 10, bytes[bytes.count - 9] == UInt8(ascii: "~"),
                  bytes[(bytes.count - 8)...].allSatisfy(EventID.isHexDigit) else { return nil }
            return EventID(String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - 9)]), as: UTF8.self))
        }
    }

    /// Whether this is a kept edited version (``variantOrigin`` is not nil), without making the
    /// origin: `check` asks it of every score line of every round, and nearly all say no.
    public var isVariant: Bool {
        var text = rawValue
        return text.withUTF8 { bytes in
            bytes.count >= 10 && bytes[bytes.count - 9] == UInt8(ascii: "~") && bytes[(bytes.count - 8)...].allSatisfy(EventID.isHexDigit)
        }
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
    }

    /// The identity of a hand-typed line of any file kind: `~` and 10 hex digits of a hash of `key`
    /// (what the line records, as the kind spells it: `2|mike|3`, `14|A`) and how many identical
    /// hand-typed lines precede it, so every copy of the file computes the same one.
    public static func handTyped(key: String, occurrence: Int) -> EventID {
        // FNV-1a 64: stable across runs and platforms, unlike Hasher.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(key)|\(occurrence)".utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let hex = String(hash & 0xff_ffff_ffff, radix: 16)
        return EventID("~" + String(repeating: "0", count: 10 - hex.count) + hex)
    }
}
