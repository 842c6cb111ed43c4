/// Reading the files of the scorebook's folders: the one way every command reads a round, a match or a
/// course, so that all of them keep the same two rules. A file is read up to
/// ``ReadLimit/scorebookFile``; and a symbolic link is followed only to a file the scorebook shares
/// anyway (inside the scorebook, outside `.git/` and `.hyzer/`): git keeps a link as a link, so anyone
/// who can push could commit `rounds/x.round -> /etc/passwd`, which `site`, `serve` and `check` would
/// otherwise publish or print. Such a file is refused with a diagnostic at it, which every command that
/// lists the scorebook's files shows as the warning that it skips the file (`docs/FORMAT.md`,
/// "Symbolic links").
extension Scorebook {
    /// The file at `path` (shown as `shown`, default ``displayPath(_:)``) as bytes, read as this
    /// scorebook's files are read (see the extension).
    public func readBytes(_ path: String, shown: @autoclosure () -> String? = nil) throws(HyzerError) -> [UInt8] {
        try FileSystem.readBytes(path, limit: .scorebookFile, links: .inside(scorebook: root), shown: shown() ?? displayPath(path))
    }

    /// The file at `path` (shown as `shown`, default ``displayPath(_:)``) as text, read as this
    /// scorebook's files are read (see the extension).
    public func readText(_ path: String, shown: @autoclosure () -> String? = nil) throws(HyzerError) -> String {
        try FileSystem.readText(path, limit: .scorebookFile, links: .inside(scorebook: root), shown: shown() ?? displayPath(path))
    }

    /// What a command that goes through the scorebook's files says of one the reader refused (`error`,
    /// from ``readBytes(_:shown:)`` or ``readText(_:shown:)``, for the file at `path`): a link that leads
    /// out of the scorebook is skipped with a warning, as the other commands skip it; a file past the
    /// limit or that is no file is an error of the file. Nil for a failure of the system (a file that
    /// cannot be opened), which the command reports as it is. For `check` and `fmt`.
    public static func refusalDiagnostics(_ error: HyzerError, path: String) -> [Diagnostic]? {
        guard !error.diagnostics.isEmpty else { return nil }
        return FileSystem.isSymbolicLink(path) ? skipping(error.diagnostics, "the file is skipped") : error.diagnostics
    }

    /// The refusal's `diagnostics` as warnings that say what is skipped (`the file is skipped`).
    static func skipping(_ diagnostics: [Diagnostic], _ skipped: String) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var warning = diagnostic
            warning.severity = .warning
            warning.message += "; " + skipped
            return warning
        }
    }

    /// The names in the scorebook's folder `folder`, sorted: a folder that is a link is listed only
    /// when it leads to a folder the scorebook shares (``folderRefusal(_:)`` says why not).
    public func list(_ folder: String) -> [String] {
        FileSystem.list(folder, links: .inside(scorebook: root))
    }

    /// Why the folder `folder` is not listed, when it is a symbolic link that leads outside the
    /// scorebook or into its hidden folders: the warning at the folder that its files are skipped;
    /// none for a folder that is no link, or a link the scorebook may follow. For `check`, which says so.
    public func folderRefusal(_ folder: String) -> [Diagnostic] {
        guard FileSystem.isSymbolicLink(folder) else { return [] }
        do throws(HyzerError) {
            _ = try FileSystem.linkTarget(folder, inside: root, shown: displayPath(folder), links: .inside(scorebook: root), what: "folder")
            return []
        } catch {
            return Self.skipping(error.diagnostics, "its files are skipped")  // none for a link that leads nowhere: an empty folder
        }
    }
}
