/// Stage 1 of the spoken-score pipeline: a sentence becomes words, numbers and clause boundaries.
///
/// Words are lowercased and lose their accents (`Zoë` → `zoe`) so that names compare the way people
/// hear them. A possessive `'s` is dropped and remembered (`Mike's a 3`); other apostrophes vanish
/// (`O'Neil` → `oneil`). Letters and digits split (`mike3` → `mike`, `3`); hyphens split words
/// (`double-bogey`). `, . ; : ! ?` and dashes become one boundary token; `&` and `+` read as `and`,
/// except that a `-`, `+` or `−` right before digits (and not right after them) is the number's sign
/// (`-1`, `+2`: strokes relative to par). Everything else (emoji, symbols, control characters) is a space. Never fails.
public enum VoiceTokenizer {
    /// One token of a spoken sentence.
    public struct Token: Sendable, Equatable {
        /// What kind of token it is.
        public enum Kind: Sendable, Equatable {
            /// Letters: a name, a number word, a golf term or a filler word.
            case word
            /// A run of ASCII digits.
            case number
            /// Punctuation between clauses.
            case boundary
        }

        /// What kind of token it is.
        public var kind: Kind
        /// The normalised text: lowercase letters without accents, the digits, or `,` for a boundary.
        public var text: String
        /// The token as written in the sentence (for showing what was heard).
        public var heard: String
        /// Whether the word carried a possessive `'s`.
        public var possessive: Bool

        /// Creates a token.
        public init(_ kind: Kind, _ text: String, heard: String, possessive: Bool = false) {
            self.kind = kind
            self.text = text
            self.heard = heard
            self.possessive = possessive
        }
    }

    /// At most this many tokens are kept: a spoken sentence is short, and a bound keeps every later
    /// stage fast on any input.
    public static let maximumTokens = 400

    /// The tokens of `sentence`.
    public static func tokenize(_ sentence: String) -> [Token] {
        var tokens: [Token] = []
        var text = ""
        var heard = ""
        var kind: Token.Kind?
        var possessive = false
        let scalars = Array(sentence.unicodeScalars)

        func finish() {
            if let current = kind, !text.isEmpty, tokens.count < maximumTokens {
                tokens.append(Token(current, text, heard: heard, possessive: possessive))
            }
            text = ""
            heard = ""
            kind = nil
            possessive = false
        }
        func boundary(_ scalar: Unicode.Scalar) {
            finish()
            if let last = tokens.last, last.kind == .boundary {
                tokens[tokens.count - 1].heard.unicodeScalars.append(scalar)
            } else if !tokens.isEmpty, tokens.count < maximumTokens {
                tokens.append(Token(.boundary, ",", heard: String(Character(scalar))))
            }
        }

        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "-" || scalar == "+" || scalar == "\u{2212}", kind != .number, index < scalars.count,
               ("0"..."9").contains(scalars[index]) {
                // A sign before digits (`-1`, `+2`) belongs to the number: strokes relative to par.
                finish()
                kind = .number
                text = scalar == "+" ? "+" : "-"
                heard.unicodeScalars.append(scalar)
            } else if ("0"..."9").contains(scalar) {
                if kind != .number { finish(); kind = .number }
                text.unicodeScalars.append(scalar)
                heard.unicodeScalars.append(scalar)
            } else if let letters = letterForms(scalar) {
                if kind != .word || possessive { finish(); kind = .word }
                text += letters
                heard.unicodeScalars.append(scalar)
            } else if isApostrophe(scalar), kind == .word {
                // `mike's` → `mike` + possessive; `o'neil` → `oneil`; a trailing `'` is dropped.
                let next = index < scalars.count ? scalars[index] : " "
                let afterNext = index + 1 < scalars.count ? scalars[index + 1] : " "
                heard.unicodeScalars.append(scalar)
                if next == "s" || next == "S", letterForms(afterNext) == nil {
                    heard.unicodeScalars.append(next)
                    possessive = true
                    index += 1
                    finish()
                }
            } else if isBoundary(scalar) {
                boundary(scalar)
            } else if scalar == "&" || scalar == "+" {
                finish()
                if tokens.count < maximumTokens { tokens.append(Token(.word, "and", heard: String(Character(scalar)))) }
            } else {
                finish()
            }
        }
        finish()
        if let last = tokens.last, last.kind == .boundary { tokens.removeLast() }
        return tokens
    }

    /// The words of a name as the tokenizer sees them (`Mary-Jane O'Neil` → `mary`, `jane`, `oneil`).
    public static func nameWords(_ name: String) -> [String] {
        tokenize(name).filter { $0.kind != .boundary }.map(\.text)
    }

    /// Lowercase, accent-free form of a letter, or nil when the scalar is not a letter.
    static func letterForms(_ scalar: Unicode.Scalar) -> String? {
        if scalar.isASCII {
            switch scalar {
            case "a"..."z": return String(Character(scalar))
            case "A"..."Z": return String(Character(Unicode.Scalar(scalar.value + 32)!))
            default: return nil
            }
        }
        guard scalar.properties.isAlphabetic else {
            return scalar.properties.generalCategory == .nonspacingMark ? "" : nil  // combining accents vanish
        }
        var result = ""
        for lower in scalar.properties.lowercaseMapping.unicodeScalars {
            result.unicodeScalars.append(NameRules.foldAccent(lower))
        }
        return result
    }

    static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\u{2019}" || scalar == "\u{2018}" || scalar == "\u{02BC}" || scalar == "`"
    }

    static func isBoundary(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ",", ".", ";", ":", "!", "?", "\n", "\u{2026}", "\u{2014}", "\u{2013}", "(", ")": return true
        default: return false
        }
    }
}
