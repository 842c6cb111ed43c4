/// `fmt`'s workflow: every file kind of the registry rewritten in canonical form by its own
/// formatter (``FileKind``), so formatting names no sport.
public struct FormatReport: Sendable {
    /// The display paths of the files that were not canonical (rewritten, unless only checking), in
    /// the order given.
    public var notCanonical: [String] = []
    /// The errors of the files left untouched because they have some, every file's together.
    public var problems: [Diagnostic] = []
}

extension Scorebook {
    /// Formats `paths` (default: every file of every kind in ``FileKinds/all``): a file with errors is
    /// left untouched and its errors reported; a file that is not canonical is rewritten atomically,
    /// under the lock of the scorebook holding it (a path may be in another scorebook), unless
    /// `checkOnly`, which reads only and so works on a read-only checkout. Throws for a file of no
    /// known kind or one that cannot be read or written.
    public func format(_ paths: [String]? = nil, checkOnly: Bool) throws(HyzerError) -> FormatReport {
        var report = FormatReport()
        for path in paths ?? FileKinds.all.flatMap({ $0.files(in: self) }) {
            let lockIfWriting = { (body: () throws(HyzerError) -> Void) throws(HyzerError) in
                if checkOnly { try body() } else { try Self.withLock(writing: path, body) }
            }
            try lockIfWriting { () throws(HyzerError) in
                guard let kind = FileKinds.of(path) else { throw FileKinds.unknownKind(path) }
                let original = try FileSystem.readText(path)
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
