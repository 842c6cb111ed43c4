/// The identity of an event line: an opaque token of letters, digits and `. _ - ~`.
///
/// Nearly every identity is `DEVICE.SEQ` as the tool writes it (`mike-phone.12`), and it is kept as
/// those two parts: the device is a string a file's lines share (the parser interns it) and the
/// sequence a number, so reading a line makes no string for its identity, and comparing, hashing,
/// ordering and writing one reads no text. Any other token (`~3f2a…`, `mike-phone.3~1a2b3c4d`, a
/// sequence written with a leading zero) is kept as written. Either way ``rawValue`` is the token.
public struct EventID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// DEVICE of a `DEVICE.SEQ` identity (``number`` ≥ 0), or the whole token (``number`` is -1).
    private var head: String
    /// SEQ of a `DEVICE.SEQ` identity written as `String(SEQ)` writes it, at most 18 digits; -1 for
    /// any other token. Every token reads into one form only (``init(_:)``), so two identities are
    /// equal exactly when their tokens are.
    private var number: Int

    /// The token as written after `@`.
    public var rawValue: String {
        get { number < 0 ? head : head + "." + String(number) }
        set { self = EventID(newValue) }
    }

    /// Wraps a token; use ``isValid(_:)`` to check user text first.
    public init(_ rawValue: String) {
        var text = rawValue
        let parts: (head: String, number: Int)? = text.withUTF8 { bytes in
            Self.canonicalSequence(in: bytes).map { (String(decoding: UnsafeBufferPointer(rebasing: bytes[..<$0.dot]), as: UTF8.self), $0.sequence) }
        }
        (head, number) = parts ?? (rawValue, -1)
    }

    /// The identity the tool gives the `sequence`-th event (1-based) a device writes in a round.
    public init(device: String, sequence: Int) {
        if !device.isEmpty, sequence >= 0, sequence <= EventID.largestSequence {
            self.init(knownDevice: device, sequence: sequence)
        } else {
            self.init("\(device).\(sequence)")
        }
    }

    /// `DEVICE.SEQ` from its parts, for the parser: `device` is not empty and `sequence` was read from
    /// digits with no leading zero (``canonicalSequence(in:)``).
    init(knownDevice device: String, sequence: Int) {
        (head, number) = (device, sequence)
    }

    /// The largest sequence kept as a number (18 digits: any such number fits an `Int`).
    static let largestSequence = 999_999_999_999_999_999

    /// `DEVICE` of a `DEVICE.SEQ` identity; nil for other shapes.
    public var device: String? {
        if number >= 0 { return head }
        var text = head
        return text.withUTF8 { bytes in
            EventID.sequenceDot(in: bytes).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[..<$0]), as: UTF8.self) }
        }
    }

    /// `SEQ` of a `DEVICE.SEQ` identity; nil for other shapes.
    public var sequence: Int? {
        if number >= 0 { return number }
        var text = head
        return text.withUTF8 { bytes in
            guard let dot = EventID.sequenceDot(in: bytes), bytes.count - dot - 1 <= 18 else { return nil }  // fits an Int
            return bytes[(dot + 1)...].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
    }

    /// ``device`` and ``sequence`` together, reading the identity once; nil unless both exist.
    var deviceAndSequence: (device: String, sequence: Int)? {
        if number >= 0 { return (head, number) }
        var text = head
        return text.withUTF8 { bytes in
            guard let dot = EventID.sequenceDot(in: bytes), bytes.count - dot - 1 <= 18 else { return nil }
            let sequence = bytes[(dot + 1)...].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[..<dot]), as: UTF8.self), sequence)
        }
    }

    /// The parts as kept: DEVICE and SEQ of a `DEVICE.SEQ` identity, or the token and -1.
    var parts: (head: String, number: Int) { (head, number) }

    /// Whether this is a `DEVICE.SEQ` identity of `device` (`device == self.device`, without making a
    /// string: the formatter asks for every score line).
    func isSequence(of device: String) -> Bool {
        if number >= 0 { return head == device }
        var text = head, device = device  // a token kept as text (few): read it
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

    /// The `.` and the sequence of a token kept as its parts: `DEVICE.SEQ` with SEQ as `String(SEQ)`
    /// writes it (no leading zero, at most 18 digits), so that writing the parts back gives the
    /// token; nil for any other token (kept whole).
    static func canonicalSequence(in bytes: UnsafeBufferPointer<UInt8>) -> (dot: Int, sequence: Int)? {
        guard let dot = sequenceDot(in: bytes), let sequence = canonicalNumber(bytes, after: dot) else { return nil }
        return (dot, sequence)
    }

    /// SEQ of `bytes`, which are `DEVICE.SEQ` with the `.` at `dot` (``sequenceDot(in:)``), when the
    /// identity is kept as its parts (``canonicalSequence(in:)``); nil otherwise.
    @inline(__always)
    static func canonicalNumber(_ bytes: UnsafeBufferPointer<UInt8>, after dot: Int) -> Int? {
        let digits = bytes.count - dot - 1
        guard digits >= 1, digits <= 18, digits == 1 || bytes[dot + 1] != UInt8(ascii: "0") else { return nil }
        var sequence = 0
        for offset in (dot + 1)..<bytes.count { sequence = sequence &* 10 &+ Int(bytes[offset] &- UInt8(ascii: "0")) }
        return sequence
    }

    /// Appends the token's UTF-8 to `out` (the parts as they are, no string made).
    func appendUTF8(to out: inout [UInt8]) {
        LineBytes.append(head, to: &out)
        if number >= 0 { LineBytes.appendDigits(number, after: UInt8(ascii: "."), to: &out) }
    }

    /// Orders `DEVICE.SEQ` identities by device, then numerically by sequence; others by text.
    public static func < (lhs: EventID, rhs: EventID) -> Bool {
        if lhs.number >= 0, rhs.number >= 0, lhs.head == rhs.head { return lhs.number < rhs.number }
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
    @inline(__always)  // asked of every event the parser reads; nearly all are `DEVICE.SEQ`
    public var isHandTyped: Bool { number < 0 && Self.isHandTypedToken(head) }

    /// Whether a token kept as text is `~` and ten hex digits.
    private static func isHandTypedToken(_ token: String) -> Bool {
        token.utf8.count == 11 && token.utf8.first == UInt8(ascii: "~") && token.utf8.dropFirst().allSatisfy(EventID.isHexDigit)
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
        guard number < 0 else { return nil }  // `DEVICE.SEQ` ends in digits, a variant in `~` and hex
        var text = head
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
        guard number < 0 else { return false }
        var text = head
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
