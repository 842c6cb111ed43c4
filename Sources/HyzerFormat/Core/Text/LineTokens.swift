/// The tokens of one line of any scorebook file, by what they look like: what an editor without the
/// grammars colours (`hyzer-text lsp`'s semantic tokens). Every kind's lines share the shapes: a
/// leading keyword (`course`, `player`, `finished`), numbers (holes, strokes, rally numbers), words
/// (names, team letters), `@DEVICE.SEQ` identities, `key=value` metadata, times, and `#` comments.
public enum LineTokens {
    /// What a token is.
    public enum Kind: Int, Sendable, CaseIterable {
        case keyword, number, name, identity, key, value, comment

        /// The protocol's name of the kind (the legend).
        public var semanticType: String {
            switch self {
            case .keyword: "keyword"
            case .number: "number"
            case .name: "variable"
            case .identity: "macro"
            case .key: "property"
            case .value: "string"
            case .comment: "comment"
            }
        }
    }

    /// A token: where it starts and how long it is, in UTF-16 code units of the line, and its kind.
    public struct Token: Sendable, Equatable {
        public var start: Int, length: Int
        public var kind: Kind
    }

    /// The tokens of `line`, in order: at most `limit` of them (the first ones), so that a line of a
    /// million words costs no more than the caller allows.
    public static func tokens(of line: Substring, limit: Int = .max) -> [Token] {
        var tokens: [Token] = []
        var offset = 0, first = true
        var index = line.startIndex
        while index < line.endIndex, tokens.count < limit {
            let character = line[index]
            if character == " " || character == "\t" || character == "\r" {
                offset += character.utf16.count
                index = line.index(after: index)
                continue
            }
            if character == "#" {
                tokens.append(Token(start: offset, length: line[index...].utf16.count, kind: .comment))
                break
            }
            let end = line[index...].firstIndex { $0 == " " || $0 == "\t" || $0 == "\r" } ?? line.endIndex
            let word = line[index..<end]
            let length = word.utf16.count
            if word.hasPrefix("@") {
                tokens.append(Token(start: offset, length: length, kind: .identity))
            } else if let equals = word.firstIndex(of: "="), equals != word.startIndex {
                let keyLength = word[..<equals].utf16.count + 1
                tokens.append(Token(start: offset, length: keyLength, kind: .key))
                if length > keyLength { tokens.append(Token(start: offset + keyLength, length: length - keyLength, kind: .value)) }
            } else if word.first!.isNumber || (word.first == "-" || word.first == "+") && word.count > 1 {
                tokens.append(Token(start: offset, length: length, kind: word.allSatisfy { $0.isNumber || $0 == "-" || $0 == "+" } ? .number : .value))
            } else if first, word.allSatisfy({ $0.isLetter && $0.isLowercase || $0 == "-" }) {
                tokens.append(Token(start: offset, length: length, kind: .keyword))
            } else {
                tokens.append(Token(start: offset, length: length, kind: .name))
            }
            first = false
            offset += length
            index = end
        }
        return tokens
    }
}
