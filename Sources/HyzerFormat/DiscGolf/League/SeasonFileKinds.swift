/// Disc golf's season files: `leagues/*.league` (a league: which rounds count and how they score) and
/// `tags/*.tags` (a bag tag ledger: claims, trades and skipped rounds). Both are plain files that git
/// merges as text: what they amount to (a table, who holds which tag) is worked out from them and the
/// rounds each time. Registered in `FileKinds.all`.
public enum SeasonFileKinds {
    /// `leagues/*.league`.
    public static let league = kind(
        noun: "league", directory: "leagues", fileExtension: "league", example: "autumn",
        manual: "One league per file: its name, the rounds that count, points, best N results, handicap allowance (shared).",
        parse: LeagueParser.parse, format: LeagueFormatter.format,
        crossCheck: LeagueChecks.crossCheck)

    /// `tags/*.tags`.
    public static let tags = kind(
        noun: "tag ledger", directory: "tags", fileExtension: "tags", example: "club",
        manual: "One bag tag ledger per file: dated claims, trades and skipped rounds, appended at the end (shared).",
        parse: TagLedgerParser.parse, format: TagLedgerFormatter.format,
        crossCheck: TagLedgerChecks.crossCheck)

    /// Both, in the order `check` and `fmt` visit them (after the rounds they refer to).
    public static let all = [league, tags]

    /// A plain file kind whose `check` is its parser's diagnostics and whose `format` is its formatter.
    static func kind<Document>(noun: String, directory: String, fileExtension: String, example: String, manual: String,
                               parse: @escaping @Sendable (String, String) -> (document: Document, diagnostics: [Diagnostic]),
                               format: @escaping @Sendable (Document) -> String, crossCheck: FileKind.CrossCheck? = nil) -> FileKind {
        FileKind(noun: noun, directory: directory, fileExtension: fileExtension, manual: manual, example: example,
                 check: { bytes, _, shown in FileKind.FileCheck(parse(String(decoding: bytes, as: UTF8.self), shown).diagnostics) },
                 format: { text, shown in
                     let parsed = parse(text, shown)
                     return (format(parsed.document), parsed.diagnostics)
                 }, crossCheck: crossCheck)
    }
}
