/// One fenced block of a Markdown document: the words of its info string (a double-quoted part is one
/// word), its text and where it opens. Docs whose examples are tests (`docs/LEAGUES.md`, `docs/HANDICAPS.md`) are read
/// into these.
public struct DocBlock: Sendable, CustomStringConvertible {
    /// The first word of the info string: `season-output`, `tags-invalid`.
    public var kind: String
    /// The info string's other words: a command's arguments, a file's path.
    public var words: [String]
    /// The block's lines, each ending in a newline.
    public var text: String
    /// 1-based line of the opening fence.
    public var line: Int

    /// `LEAGUES.md:12 ```tags`, for test names.
    public var description: String { "line \(line) ```\(([kind] + words).joined(separator: " "))" }

    /// The blocks of the repository document `path` whose kind `accepts` takes, in document order.
    public static func read(_ path: String, kinds accepts: (String) -> Bool) -> [DocBlock] {
        var blocks: [DocBlock] = []
        var current: DocBlock?
        var inOther = false
        for (index, line) in Repository.read(path).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if var block = current {
                if line == "```" {
                    blocks.append(block)
                    current = nil
                } else {
                    block.text += line + "\n"
                    current = block
                }
            } else if line.hasPrefix("```") {
                let words = Self.words(String(line.dropFirst(3)))
                if inOther || words.isEmpty {
                    inOther.toggle()
                } else if accepts(words[0]) {
                    current = DocBlock(kind: words[0], words: Array(words.dropFirst()), text: "", line: index + 1)
                } else {
                    inOther = true
                }
            }
        }
        return blocks
    }

    /// The words of an info string; a double-quoted part is one word, without its quotes.
    static func words(_ text: String) -> [String] {
        var words: [String] = [], word = "", quoted = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
            } else if character == " " && !quoted {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
