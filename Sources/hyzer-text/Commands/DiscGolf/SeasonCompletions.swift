import HyzerFormat

/// The season files' names, for completion: `league standings NAME` and `--ledger NAME` offer the
/// scorebook's leagues and tag ledgers by file name.
extension ValueKind {
    /// A league of the scorebook, by its file name without `.league`.
    static let league = ValueKind.custom(Completion("league") { context in SeasonCompletions.names(context, SeasonFileKinds.league) })
    /// A tag ledger of the scorebook, by its file name without `.tags`.
    static let tagLedger = ValueKind.custom(Completion("tag-ledger") { context in SeasonCompletions.names(context, SeasonFileKinds.tags) })
}

/// Where the season files' completions come from.
enum SeasonCompletions {
    /// The names of the files of `kind` in the scorebook of `context`.
    static func names(_ context: Completion.Context, _ kind: FileKind) -> [Completer.Candidate] {
        guard let book = context.scorebook() else { return [] }
        return kind.files(in: book).map { Completer.Candidate(value: kind.name(of: $0)) }
    }
}
