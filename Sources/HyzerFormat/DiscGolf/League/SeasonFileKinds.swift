/// Disc golf's season files: `leagues/*.league` (a league: which rounds count and how they score) and
/// `tags/*.tags` (a bag tag ledger: claims, trades and skipped rounds, a log of records that merges
/// like a round's score lines). What they amount to (a table, who holds which tag) is worked out from
/// them and the rounds each time. Registered in `FileKinds.all`.
public enum SeasonFileKinds {
    /// `leagues/*.league`: keyed settings (``leagueSettings``), merged line by line by the git merge
    /// driver, a competing value a dispute that `resolve leagues/NAME.league LINE` settles.
    public static let league: FileKind = {
        var league = kind(
            noun: "league", directory: "leagues", fileExtension: "league", example: "autumn",
            manual: "One league per file: its name, the rounds that count, points, best N results, handicap allowance (shared).",
            parse: LeagueParser.parse, format: LeagueFormatter.format)
        league.records = FileKind.Records(settings: leagueSettings)
        league.crossCheck = LeagueChecks.crossCheck
        return league
    }()

    /// What a league file is as settings: its lines by ``LeagueDocument/key(of:)``.
    public static let leagueSettings = FileKind.Settings(
        noun: "league",
        canonical: { text, shown in
            let parsed = LeagueParser.parse(text, path: shown)
            return (LeagueFormatter.format(parsed.document), parsed.diagnostics)
        },
        key: LeagueDocument.key(of:))

    /// `tags/*.tags`: a log of records (``TagLedgerDocument/fileKind``), checked against the rounds
    /// (``TagLedgerChecks``).
    public static let tags: FileKind = {
        var tags = TagLedgerDocument.fileKind
        tags.crossCheck = TagLedgerChecks.crossCheck
        return tags
    }()

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
