/// Nicknames the whole group uses, kept in the scorebook's `aliases` file so that every round knows
/// them without repeating `aka` on each `player` line.
///
/// The file is plain text, one player per line, in the same shape as a round's player line:
/// ```
/// # Nicknames everyone answers to (used by `say`).
/// Jake aka Jacob, Jakey
/// Uncle Bob aka Bobby, Robert
/// ```
/// Blank lines and `#` comments are ignored. A line without ` aka ` or with an empty alias is reported
/// and skipped; nothing in it blocks scoring.
public struct AliasBook: Sendable, Equatable {
    /// Aliases by player name, in file order; a name given twice gets both lists.
    public var aliases: [String: [String]]

    /// The file name inside the scorebook root.
    public static let fileName = "aliases"

    /// Creates an alias book.
    public init(aliases: [String: [String]] = [:]) { self.aliases = aliases }

    /// Parses the file's text; `path` is used in diagnostics.
    public static func parse(_ text: String, path: String) -> (book: AliasBook, diagnostics: [Diagnostic]) {
        var book = AliasBook()
        var diagnostics: [Diagnostic] = []
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(rawLine)
            if line.hasSuffix("\r") { line.removeLast() }
            let content = (line.firstIndex(of: "#").map { String(line[..<$0]) } ?? line).trimmingSpaces
            guard !content.isEmpty else { continue }
            let words = content.split(separator: " ", omittingEmptySubsequences: true)
            guard let aka = words.firstIndex(of: "aka"), aka > 0, aka < words.count - 1 else {
                diagnostics.append(Diagnostic(.warning, at: SourceLocation(path: path, line: offset + 1, column: 1),
                                              length: max(line.count, 1), "expected `NAME aka ALIAS, ALIAS`",
                                              hint: "e.g. `Jake aka Jacob, Jakey`; this line is ignored", line: line))
                continue
            }
            let name = words[..<aka].joined(separator: " ")
            let list = words[(aka + 1)...].joined(separator: " ").split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
            book.aliases[name, default: []] += list
        }
        return (book, diagnostics)
    }

    /// Reads `aliases` from the scorebook root, a shared file read as the scorebook's files are
    /// (``Scorebook/readText(_:shown:)``: no link out of the scorebook, whose lines a warning would
    /// show); an absent or unreadable file is an empty book.
    public static func load(in book: Scorebook) -> (book: AliasBook, diagnostics: [Diagnostic]) {
        let path = book.root + "/" + fileName
        guard FileSystem.exists(path), let text = try? book.readText(path) else { return (AliasBook(), []) }
        return parse(text, path: fileName)
    }
}
