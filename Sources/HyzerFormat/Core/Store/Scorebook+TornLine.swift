extension Scorebook {
    /// After a crash mid-append the file can end in a cut-off line that does not parse. Appending
    /// after it would bury the broken line in the middle of the file, so it is turned into a comment
    /// (kept, visible, and reported by `check` until someone deletes it) before anything is appended.
    /// A last line that parses (an editor that saves without a final newline) is left alone. `errors`
    /// reads the file's text as its kind does. Returns the warning that says a line was set aside
    /// (``BadLines/setAside(_:line:path:)``), nil when none was.
    func setAsideTornLastLine(_ path: String, errors diagnostics: (String) -> [Diagnostic]) throws(HyzerError) -> Diagnostic? {
        guard !FileSystem.endsWithNewline(path) else { return nil }
        let text = try readText(path)
        // Bytes, not Characters: "\r\n" is one Character and would hide the line ends of a CRLF file.
        let lineNumber = text.utf8.reduce(1) { $1 == 10 ? $0 + 1 : $0 }
        guard diagnostics(text).contains(where: { $0.severity == .error && $0.location.line == lineNumber }) else { return nil }
        let start = text.utf8.lastIndex(of: 10).map { text.utf8.index(after: $0) } ?? text.startIndex
        try FileSystem.writeAtomically(path, text[..<start] + "# cut off by a crash, set aside by hyzer-text: " + text[start...] + "\n")
        return BadLines.setAside(String(text[start...]), line: lineNumber, path: displayPath(path))
    }
}
