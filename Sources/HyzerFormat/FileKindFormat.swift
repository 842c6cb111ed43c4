/// `fmt`'s workflow: every file kind of the registry rewritten in canonical form by its own
/// formatter (``FileKind``), so formatting names no sport.
public struct FormatReport: Sendable {
    /// The display paths of the files that were not canonical (rewritten, unless only checking), in
    /// the order given.
    public var notCanonical: [String] = []
    /// The errors of the files left untouched because they have some, every file's together, and the
    /// warnings of the files skipped (a link out of the scorebook).
    public var problems: [Diagnostic] = []
}

extension Scorebook {
    /// Formats `paths` (default: every file of every kind in ``FileKinds/all``): a file with errors is
    /// left untouched and its errors reported; a file that is not canonical is rewritten atomically,
    /// under the lock of the scorebook holding it (a path may be in another scorebook), unless
    /// `checkOnly`, which reads only and so works on a read-only checkout. Throws for a file of no
    /// known kind or one that cannot be read or written. The scorebook's own files are read as
    /// ``readText(_:shown:)`` reads them (a link out of the scorebook is skipped with a warning in
    /// ``FormatReport/problems``); a file named in `paths` is the caller's choice, read wherever a link
    /// leads, up to the same limit.
    public func format(_ paths: [String]? = nil, checkOnly: Bool) throws(HyzerError) -> FormatReport {
        var report = FormatReport()
        let listed = paths == nil
        for path in paths ?? FileKinds.all.flatMap({ $0.files(in: self) }) {
            let lockIfWriting = { (body: () throws(HyzerError) -> Void) throws(HyzerError) in
                if checkOnly { try body() } else { try Self.withLock(writing: path, body) }
            }
            try lockIfWriting { () throws(HyzerError) in
                guard let kind = FileKinds.of(path) else { throw FileKinds.unknownKind(path) }
                let original: String
                do throws(HyzerError) {
                    original = listed ? try readText(path) : try FileSystem.readText(path, limit: .scorebookFile, shown: displayPath(path))
                } catch {
                    guard listed, let problems = Self.refusalDiagnostics(error, path: path) else { throw error }
                    report.problems += problems
                    return
                }
                let (formatted, diagnostics) = kind.format(original, displayPath(path))
                if diagnostics.containsErrors {
                    report.problems += diagnostics.filter { $0.severity == .error }
                    return
                }
                guard formatted != original else { return }
                report.notCanonical.append(displayPath(path))
                if !checkOnly { try FileSystem.writeAtomically(path, formatted) }
            }
        }
        return report
    }
}
