/// What a score line says about how the hole was played, besides the strokes: the optional throw
/// tokens of `7 Sarah 4 fairway ob c2 putts=2` (rule 13 of `docs/FORMAT.md`).
///
/// Kept in two bytes on every ``ScoreEvent``; a bare score line has ``none``. The tokens are written
/// after the strokes in the canonical order `fairway parked ob c1|c1x|c2 putts=N`, each at most once,
/// and `stats` turns them into the throw statistics of ``ThrowStats``.
public struct ThrowMarks: Hashable, Sendable {
    /// `fairway`, `parked` and `ob`, one bit each, and the putt position in bits 3–4.
    private var flags: UInt8
    /// `putts=N` as written, -1 when the line does not say.
    private var puttsWritten: Int8

    /// Where the first putt was thrown from (`c1`, `c1x`, `c2`): the circles UDisc publishes putting
    /// percentages for.
    public enum Position: UInt8, CaseIterable, Sendable {
        /// `c1`: inside circle 1 (10 m), tap-ins included.
        case c1 = 1
        /// `c1x`: circle 1 outside the 3.3 m tap-in circle (3.3–10 m); counts for C1 as well.
        case c1x = 2
        /// `c2`: circle 2 (10–20 m).
        case c2 = 3

        /// The token as a score line writes it.
        public var token: String {
            switch self {
            case .c1: "c1"
            case .c1x: "c1x"
            case .c2: "c2"
            }
        }
    }

    /// A score line without tokens. (Computed, not stored: the parser makes one per score line, and
    /// a stored static would be a lazily initialised global, checked at every use.)
    public static var none: ThrowMarks { ThrowMarks(flags: 0, puttsWritten: -1) }

    private init(flags: UInt8, puttsWritten: Int8) {
        self.flags = flags
        self.puttsWritten = puttsWritten
    }

    /// Marks with the given parts.
    public init(fairway: Bool = false, parked: Bool = false, outOfBounds: Bool = false, position: Position? = nil,
                putts: Int? = nil) {
        self = .none
        self.fairway = fairway
        self.parked = parked
        self.outOfBounds = outOfBounds
        self.position = position
        self.putts = putts
    }

    /// These marks and `other`'s together: a flag either has, and `other`'s circle and putts where it
    /// says them (what was said last counts).
    public func merged(with other: ThrowMarks) -> ThrowMarks {
        ThrowMarks(flags: (flags | other.flags) & ~(3 << 3) | ((other.position ?? position)?.rawValue ?? 0) << 3,
                   puttsWritten: other.puttsWritten >= 0 ? other.puttsWritten : puttsWritten)
    }

    /// Whether the line carries no token.
    public var isEmpty: Bool { flags == 0 && puttsWritten < 0 }

    private func bit(_ mask: UInt8) -> Bool { flags & mask != 0 }
    private mutating func set(_ mask: UInt8, _ value: Bool) { flags = value ? flags | mask : flags & ~mask }

    /// `fairway`: the drive (on a par 5 or longer, both of the first two throws) ended on the fairway.
    public var fairway: Bool {
        get { bit(1) }
        set { set(1, newValue) }
    }

    /// `parked`: the drive stopped inside 3.3 m of the basket. Counts as a fairway hit, and its first
    /// putt is a tap-in from circle 1.
    public var parked: Bool {
        get { bit(2) }
        set { set(2, newValue) }
    }

    /// `ob`: the player went out of bounds on the hole (once or more).
    public var outOfBounds: Bool {
        get { bit(4) }
        set { set(4, newValue) }
    }

    /// `c1`, `c1x` or `c2`: where the first putt was from; nil when the line does not say.
    public var position: Position? {
        get { Position(rawValue: (flags >> 3) & 3) }
        set { flags = (flags & ~(3 << 3)) | ((newValue?.rawValue ?? 0) << 3) }
    }

    /// `putts=N` as written (0 through 9), nil when the line does not say.
    public var putts: Int? {
        get { puttsWritten < 0 ? nil : Int(puttsWritten) }
        set { puttsWritten = newValue.map { Int8(clamping: $0) } ?? -1 }
    }

    /// Whether the drive is a fairway hit: `fairway` or `parked`.
    public var hitFairway: Bool { fairway || parked }

    /// Where the first putt was from: as written, or circle 1 after a parked drive; nil when unknown.
    public var firstPutt: Position? { position ?? (parked ? .c1 : nil) }

    /// Putts taken on the hole: `putts=N`, or one when only the first putt's place is known (a
    /// position, or a parked drive); nil when the line does not say.
    public var puttCount: Int? { putts ?? (firstPutt != nil ? 1 : nil) }

    /// The tokens in canonical order: `fairway parked ob c1|c1x|c2 putts=N`.
    public var tokens: [String] {
        var tokens: [String] = []
        if fairway { tokens.append("fairway") }
        if parked { tokens.append("parked") }
        if outOfBounds { tokens.append("ob") }
        if let position { tokens.append(position.token) }
        if let putts { tokens.append("putts=\(putts)") }
        return tokens
    }

    /// The tokens as a line writes them, space-separated (empty for ``none``).
    public var text: String { tokens.joined(separator: " ") }

    /// Every token a score line may carry, for hints and completion (`putts=` takes a number).
    public static let vocabulary = ["fairway", "parked", "ob", "c1", "c1x", "c2", "putts="]

    /// Putts a line may say: 0 (holed from outside the circles, or an ace) through 9.
    public static let puttsRange = 0...9

    // MARK: - Reading

    /// Adds the token at `token` in `bytes` (any case) when it is one of the tokens as `fmt` writes
    /// them and not one already read: the parser's way, with no string made. False otherwise, for
    /// ``read(_:into:)`` to take it (a longer `putts=`) or say what is wrong with it.
    @inline(__always)
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Range<Int>) -> Bool {
        let start = token.lowerBound
        // `word` (lowercase) in any case: the whole token, or its start.
        func matches(_ word: StaticString, prefix: Bool = false) -> Bool {
            let count = word.utf8CodeUnitCount
            guard prefix ? token.count > count : token.count == count else { return false }
            for offset in 0..<count {
                let (byte, expected) = (bytes[start + offset], word.utf8Start[offset])
                guard byte == expected || (expected >= UInt8(ascii: "a") && byte | 0x20 == expected) else { return false }
            }
            return true
        }
        switch bytes[start] | 0x20 {
        case UInt8(ascii: "f") where !fairway && matches("fairway"): fairway = true
        case UInt8(ascii: "p") where token.count == 7:
            // `putts=N`, N one digit.
            let digit = bytes[start + 6] &- UInt8(ascii: "0")
            guard putts == nil, digit <= 9, matches("putts=", prefix: true) else { return false }
            putts = Int(digit)
        case UInt8(ascii: "p") where !parked && matches("parked"): parked = true
        case UInt8(ascii: "o") where !outOfBounds && matches("ob"): outOfBounds = true
        case UInt8(ascii: "c") where position == nil:
            if matches("c1") { position = .c1 } else if matches("c2") { position = .c2 } else if matches("c1x") { position = .c1x } else { return false }
        default: return false
        }
        return true
    }

    /// Adds one token (any case) to `marks`; returns a message and hint when the token is unknown,
    /// repeats one already read, or contradicts one.
    public static func read(_ token: String, into marks: inout ThrowMarks) -> (message: String, hint: String)? {
        let lower = token.lowercased()
        func repeated() -> (message: String, hint: String) {
            ("\"\(lower)\" is written twice", "write each throw token once")
        }
        switch lower {
        case "fairway":
            if marks.fairway { return repeated() }
            marks.fairway = true
        case "parked":
            if marks.parked { return repeated() }
            marks.parked = true
        case "ob":
            if marks.outOfBounds { return repeated() }
            marks.outOfBounds = true
        case "c1", "c1x", "c2":
            let position = Position.allCases.first { $0.token == lower }!
            if let written = marks.position {
                return written == position ? repeated()
                    : ("the first putt cannot be both \(written.token) and \(position.token)",
                       "keep the circle the first putt was thrown from")
            }
            marks.position = position
        default:
            guard lower.hasPrefix("putts=") else {
                return ("unknown throw token \"\(token)\"",
                        Suggestion.hint(for: lower, among: vocabulary.map { $0 == "putts=" ? "putts=2" : $0 })
                            ?? "throw tokens after the strokes are fairway, parked, ob, c1, c1x, c2 and putts=N")
            }
            guard let count = Int(lower.dropFirst(6)), puttsRange.contains(count) else {
                return ("\"\(token)\" is not a number of putts", "write putts=N with N from 0 to 9, e.g. putts=2")
            }
            if marks.putts != nil { return ("putts= is written twice", "write each throw token once") }
            marks.putts = count
        }
        return nil
    }

    /// What is impossible about these marks on a score of `strokes`: a message and hint, or nil.
    ///
    /// A hole's putts are fewer than its strokes (the first throw is a drive, never a putt), a parked
    /// drive's first putt is from circle 1 (not `c1x` or `c2`), and a first putt's place needs a putt.
    public func problem(strokes: Int) -> (message: String, hint: String)? {
        if parked, let position, position != .c1 {
            return ("a parked drive's first putt is a tap-in, not \(position.token)",
                    "keep parked (inside 3.3 m) or \(position.token), not both")
        }
        if let putts, putts == 0, firstPutt != nil {
            return ("putts=0 says there was no putt, but \(parked ? "parked" : position!.token) says where the first was",
                    "write the putts taken, e.g. putts=1")
        }
        if let count = puttCount, count >= strokes {
            let what = putts != nil ? "putts=\(count)" : "a putt"
            return ("\(what) on a \(strokes): a hole's putts are fewer than its strokes",
                    "the first throw is a drive; write the putts after it, e.g. putts=\(max(strokes - 1, 0))")
        }
        return nil
    }
}
