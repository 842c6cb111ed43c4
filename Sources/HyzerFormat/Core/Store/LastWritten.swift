/// The record file (a round or a match) this device last started or appended an entry to, remembered
/// in `.hyzer/last-written` so that `undo` takes back the latest entry wherever it went (and, right
/// after a new round or match is started, finds nothing to take back there rather than reaching into
/// an older file). Like everything
/// in `.hyzer/` it is this device's alone, never shared.
///
/// When one write appended several lines (a `say` sentence), their identities are remembered too, on
/// a second line (`together ID ID …`), so that `undo` takes the sentence back as one.
///
/// The memory is a convenience, not a record: it is written only when it changes (consecutive entries
/// in one file cost one read), and a missing or stale one (the file was renamed or
/// deleted, a fresh clone) just means the caller falls back to its defaults.
public enum LastWritten {
    /// The file's name inside `.hyzer/`.
    static let fileName = "last-written"

    /// Remembers that the file at `path` (inside `book`) was just created or appended to, with the
    /// identities of the lines that write appended when there were several. Does nothing where there
    /// is no `.hyzer/` directory, and never fails: losing the memory loses nothing.
    public static func remember(_ path: String, in book: Scorebook, together: [EventID] = []) {
        let memory = book.localDirectory + "/" + fileName
        var text = book.displayPath(path) + "\n"
        if together.count > 1 { text += "together " + together.map(\.rawValue).joined(separator: " ") + "\n" }
        guard FileSystem.isDirectory(book.localDirectory), (try? FileSystem.readText(memory, limit: .settingsFile)) != text else { return }
        try? FileSystem.writeAtomically(memory, text)
    }

    /// The identities of the lines the last write appended together to the file at `path`; empty
    /// when it appended one line, or wrote to another file.
    public static func together(in book: Scorebook, path: String) -> Set<EventID> {
        guard let text = try? FileSystem.readText(book.localDirectory + "/" + fileName, limit: .settingsFile) else { return [] }
        let lines = text.split(separator: "\n")
        guard lines.count == 2, book.root + "/" + lines[0] == path, lines[1].hasPrefix("together ") else { return [] }
        return Set(lines[1].split(separator: " ").dropFirst().map { EventID(String($0)) })
    }

    /// The absolute path of the file remembered, when it still exists; nil otherwise.
    public static func recall(in book: Scorebook) -> String? {
        guard let text = try? FileSystem.readText(book.localDirectory + "/" + fileName, limit: .settingsFile) else { return nil }
        let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let relative = firstLine
        guard !relative.isEmpty, !relative.contains("\n"), !relative.hasPrefix("/"), !relative.contains("..") else { return nil }
        let path = book.root + "/" + relative
        return FileSystem.exists(path) && !FileSystem.isDirectory(path) ? path : nil
    }
}
