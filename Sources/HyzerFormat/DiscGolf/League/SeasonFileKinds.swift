/// Disc golf's season files: `leagues/*.league` (a league: which rounds count and how they score) and
/// `tags/*.tags` (a bag tag ledger: claims, trades and skipped rounds). Both are plain files that git
/// merges as text: what they amount to (a table, who holds which tag) is worked out from them and the
/// rounds each time. Registered in `FileKinds.all`.
public enum SeasonFileKinds {
    /// `leagues/*.league`.
    public static let league = FileKind(
        noun: "league", directory: "leagues", fileExtension: "league",
        manual: "One league per file: its name, the rounds that count, points, best N results, handicap allowance (shared).",
        example: "autumn",
        check: { bytes, _, shown in FileKind.FileCheck(LeagueParser.parse(String(decoding: bytes, as: UTF8.self), path: shown).diagnostics) },
        format: { text, shown in
            let parsed = LeagueParser.parse(text, path: shown)
            return (LeagueFormatter.format(parsed.document), parsed.diagnostics)
        })

    /// `tags/*.tags`.
    public static let tags = FileKind(
        noun: "tag ledger", directory: "tags", fileExtension: "tags",
        manual: "One bag tag ledger per file: dated claims, trades and skipped rounds, appended at the end (shared).",
        example: "club",
        check: { bytes, _, shown in FileKind.FileCheck(TagLedgerParser.parse(String(decoding: bytes, as: UTF8.self), path: shown).diagnostics) },
        format: { text, shown in
            let parsed = TagLedgerParser.parse(text, path: shown)
            return (TagLedgerFormatter.format(parsed.document), parsed.diagnostics)
        })

    /// Both, in the order `check` and `fmt` visit them (after the rounds they refer to).
    public static let all = [league, tags]
}
