/// A line of a file found by its first word (`course`, `layout`, `team`), for a check that reports
/// at a line its parsed value does not keep the place of: the line's text, its 1-based number, and
/// where its value starts.
struct KeywordLine: Sendable {
    /// The line as written.
    var text: String
    /// 1-based line number.
    var number: Int
    /// 1-based column of the first character after the keyword and its spaces.
    var valueColumn: Int
    /// The value: the rest of the line, without a `#` comment and trailing spaces.
    var value: String

    /// Every line of `text` whose first word is `keyword`, in order.
    static func all(_ keyword: String, in text: String) -> [KeywordLine] {
        var found: [KeywordLine] = []
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let rest = line.dropFirst(indent.count)
            guard rest.hasPrefix(keyword), let after = rest.dropFirst(keyword.count).first, after == " " || after == "\t" else { continue }
            let spaces = rest.dropFirst(keyword.count).prefix { $0 == " " || $0 == "\t" }
            let valueStart = indent.count + keyword.count + spaces.count
            let value = String(line.dropFirst(valueStart).prefix { $0 != "#" }).trimmingSpaces
            found.append(KeywordLine(text: String(line), number: offset + 1, valueColumn: valueStart + 1, value: value))
        }
        return found
    }

    /// A warning at the line's value (or at `column` for `length` characters).
    func warning(path: String, _ message: String, hint: String, column: Int? = nil, length: Int? = nil) -> Diagnostic {
        Diagnostic(.warning, at: SourceLocation(path: path, line: number, column: column ?? valueColumn),
                   length: max(length ?? value.count, 1), message, hint: hint, line: text)
    }
}
