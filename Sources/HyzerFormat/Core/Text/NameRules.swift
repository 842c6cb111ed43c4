/// Rules for names of players, courses and reporters, so that every name survives the line format.
public enum NameRules {
    /// Characters a name may not contain: they delimit fields on a line.
    public static let forbiddenCharacters: Set<Character> = ["#", "=", "@", ",", "\""]

    /// What a valid name looks like, as a hint after ``problem(with:)``.
    public static let hint = "a name is 1–40 characters with single spaces, no control characters, none of # = @ , \" and no word that is a bare number"

    /// Why `name` cannot be used as a name, or nil when it can.
    ///
    /// A name is 1–40 characters, has no control characters and none of `# = @ , "`, does not start or
    /// end with a space, and is not a bare number (a number in that place would read as a score).
    /// `numbersAllowed` lifts that last rule for names that never stand where a score could (a
    /// league's `Autumn 2026`).
    public static func problem(with name: String, numbersAllowed: Bool = false) -> String? {
        if name.isEmpty { return "a name cannot be empty" }
        // (The fast path for printable ASCII knows the rules without `numbersAllowed`.)
        if !numbersAllowed, let answer = printableASCIIProblem(with: name) { return answer }
        if name.count > 40 { return "a name can be at most 40 characters" }
        let scalars = name.unicodeScalars
        if [" ", "\t"].contains(scalars.first!) || [" ", "\t"].contains(scalars.last!) {
            return "a name cannot start or end with a space"
        }
        // One pass over the scalars (names are read for every round file); problems are then reported
        // in a fixed order of importance.
        var control = false, forbidden: Unicode.Scalar?, bareNumber = false, spaceRun = false
        var previousWasSpace = false, wordIsDigits = true
        for scalar in scalars {
            if isHidden(scalar) { control = true }
            if forbidden == nil, forbiddenScalars.contains(scalar) { forbidden = scalar }
            if scalar == " " || scalar == "\t" {
                spaceRun = spaceRun || previousWasSpace || scalar == "\t"
                bareNumber = bareNumber || (!previousWasSpace && wordIsDigits)
                previousWasSpace = true
                wordIsDigits = true
            } else {
                previousWasSpace = false
                wordIsDigits = wordIsDigits && ("0"..."9").contains(scalar)
            }
        }
        bareNumber = bareNumber || wordIsDigits
        if control { return "a name cannot contain control characters" }
        if let forbidden { return "a name cannot contain \"\(forbidden)\"" }
        if bareNumber, !numbersAllowed { return "a word of a name cannot be a bare number (it would read as a score)" }
        if spaceRun { return "a name cannot contain runs of spaces or tabs" }
        return nil
    }

    /// Whether `scalar` is a control character or an invisible formatting character (zero-width
    /// spaces and joiners, bidi controls, …): names and match titles refuse them, since they hide or
    /// reorder what a line shows.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (scalar.value < 0x20 || scalar.value == 0x7F) : [.control, .format].contains(scalar.properties.generalCategory)
    }

    /// ``problem(with:)`` for a name of printable ASCII only (the usual case), on its bytes: the same
    /// checks in the same order, without Unicode lookups. Nil when the name has any other byte (then the
    /// general path decides); otherwise the answer.
    private static func printableASCIIProblem(with name: String) -> String?? {
        // (The bytes in one go: a name is checked for every player line of every round read.)
        name.utf8.withContiguousStorageIfAvailable(printableASCIIProblem) ?? printableASCIIProblem(Array(name.utf8))
    }

    private static func printableASCIIProblem<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String?? {
        var count = 0, first: UInt8 = 0, last: UInt8 = 0
        var forbidden: UInt8 = 0, bareNumber = false, spaceRun = false
        var previousWasSpace = false, wordIsDigits = true
        for byte in bytes {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            if count == 0 { first = byte }
            last = byte
            count += 1
            if forbidden == 0, byte == UInt8(ascii: "#") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "@")
                || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") {
                forbidden = byte
            }
            if byte == UInt8(ascii: " ") {
                spaceRun = spaceRun || previousWasSpace
                bareNumber = bareNumber || (!previousWasSpace && wordIsDigits)
                previousWasSpace = true
                wordIsDigits = true
            } else {
                previousWasSpace = false
                wordIsDigits = wordIsDigits && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            }
        }
        bareNumber = bareNumber || wordIsDigits
        // Printable ASCII: one character per byte, so `count` is the character count.
        if count > 40 { return .some("a name can be at most 40 characters") }
        if first == UInt8(ascii: " ") || last == UInt8(ascii: " ") { return .some("a name cannot start or end with a space") }
        if forbidden != 0 { return .some("a name cannot contain \"\(Character(Unicode.Scalar(forbidden)))\"") }
        if bareNumber { return .some("a word of a name cannot be a bare number (it would read as a score)") }
        if spaceRun { return .some("a name cannot contain runs of spaces or tabs") }
        return .some(nil)
    }

    private static let forbiddenScalars: Set<Unicode.Scalar> = Set(forbiddenCharacters.flatMap(\.unicodeScalars))

    /// A slug for file names: `Cedar Creek (Long)` → `cedar-creek-long`, `Парк Горького` →
    /// `парк-горького`, `東京` → `東京`.
    ///
    /// Latin letters become lowercase ASCII, accents dropped (`Zoë's Field` → `zoe-s-field`); letters
    /// and digits of other scripts are kept, lowercased, in Unicode NFC (so a name typed or read back
    /// decomposed, as macOS file names are, gives the same slug); anything else separates words with
    /// one `-`. At most 60 characters. A text with no letter or digit at all gets `name-` and eight hex
    /// digits of a hash of the text, so that distinct names still get distinct, typeable file names.
    /// Never empty, never contains `/` or starts with `.`, so a path built from it cannot leave its
    /// directory.
    public static func slug(_ text: String) -> String {
        spelledSlug(text) ?? "name-" + hashHex(text)
    }

    /// The slug of `text` spelled from its letters and digits, or nil when it has none (then
    /// ``slug(_:)`` uses a hash, which says nothing about the name and must never match by prefix).
    public static func spelledSlug(_ text: String) -> String? {
        var slug = ""
        var count = 0, pendingDash = false, ascii = true
        for character in text.lowercased() {
            guard let piece = slugPiece(character) else {
                pendingDash = true
                continue
            }
            if pendingDash, count > 0 {
                slug += "-"
                count += 1
            }
            pendingDash = false
            slug += piece
            count += piece.count
            ascii = ascii && piece.utf8.allSatisfy { $0 < 0x80 }
            if count >= 60 { break }
        }
        guard !slug.isEmpty else { return nil }
        if count > 60 { slug = String(slug.prefix(60)) }
        while slug.hasSuffix("-") { slug.removeLast() }
        return ascii ? slug : String(decoding: slug._nfcCodeUnits, as: UTF8.self)  // the stdlib has no public NFC yet
    }

    /// What one (lowercased) character contributes to a slug, or nil when it separates words.
    private static func slugPiece(_ character: Character) -> String? {
        let scalars = character.unicodeScalars
        let base = scalars.first!
        if base.isASCII {
            // An ASCII letter or digit, maybe with combining accents (decomposed text): the letter.
            let isLetterOrDigit = ("a"..."z").contains(base) || ("0"..."9").contains(base)
            return isLetterOrDigit ? String(Character(base)) : nil
        }
        if let folded = latinFold(base) { return folded }
        switch base.properties.generalCategory {
        case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber, .letterNumber:
            // Kept whole (vowel signs and other marks belong to it), without invisible format controls.
            var kept = ""
            for scalar in scalars where scalar.properties.generalCategory != .format { kept.unicodeScalars.append(scalar) }
            return kept
        default:
            return nil
        }
    }

    /// The ASCII spelling of a Latin letter (`é` → `e`, `æ` → `ae`, `ß` → `s`, fullwidth `ｃ` → `c`),
    /// from a few special cases and the letter's Unicode name; nil for anything else.
    private static func latinFold(_ scalar: Unicode.Scalar) -> String? {
        if let special = latinSpecials[scalar] { return special }
        if (0xFF10...0xFF19).contains(scalar.value) { return String(scalar.value - 0xFF10) }  // fullwidth digits
        guard let name = scalar.properties.name, name.contains("LATIN ") else { return nil }
        guard let marker = name.firstRange(of: " LETTER ") ?? name.firstRange(of: " LIGATURE ") else { return nil }
        let allWords = name[marker.upperBound...].split(separator: " ")
        let words = allWords.prefix { $0 != "WITH" }
        // "A WITH ACUTE" → a, "AE" → ae, "SHARP S" → s, "SMALL CAPITAL R" → r.
        if let first = words.first, first.count <= 2, first.utf8.allSatisfy({ ("A"..."Z").contains(Unicode.Scalar($0)) }) {
            return first.lowercased()
        }
        return words.last { $0.count == 1 }.map { $0.lowercased() }
    }

    /// Latin letters whose Unicode names do not spell them in ASCII letters.
    private static let latinSpecials: [Unicode.Scalar: String] = [
        "ß": "s", "þ": "th", "ð": "d", "ŋ": "n", "ə": "e", "ĸ": "k",
    ]

    /// Eight lowercase hex digits of the 32-bit FNV-1a hash of the NFC form of `text`, lowercased.
    private static func hashHex(_ text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.lowercased()._nfcCodeUnits {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// Drops a combining accent from common Latin letters (`é` → `e`); other scalars are unchanged.
    public static func foldAccent(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard !scalar.isASCII else { return scalar }  // the common case, without a table lookup
        return accentFolds[Character(scalar)]?.unicodeScalars.first ?? scalar
    }

    /// Built once: a table literal inside ``foldAccent(_:)`` was rebuilt for every scalar.
    private static let accentFolds: [Character: Character] = [
        "à": "a", "á": "a", "â": "a", "ã": "a", "ä": "a", "å": "a", "ç": "c", "è": "e", "é": "e", "ê": "e",
        "ë": "e", "ì": "i", "í": "i", "î": "i", "ï": "i", "ñ": "n", "ò": "o", "ó": "o", "ô": "o", "õ": "o",
        "ö": "o", "ø": "o", "ù": "u", "ú": "u", "û": "u", "ü": "u", "ý": "y", "ÿ": "y", "š": "s", "ž": "z",
            "č": "c", "ł": "l", "ß": "s",
    ]
}
