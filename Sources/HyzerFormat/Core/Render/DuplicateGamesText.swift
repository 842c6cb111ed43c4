/// Names files that look like one game recorded twice (``GameMark``), with the join that makes them
/// one (the kind's ``FileKind/Games``): said by `sync`, `check`, the lists of games and the reports that
/// count games (which then count only the first).
public enum DuplicateGamesText {
    /// The lines for `duplicates`, empty when there are none. `prefix` starts the first line of each
    /// (`warning: ` for `check`, `note: ` for a report).
    public static func text(_ duplicates: [FileKind.Duplicate], prefix: String = "") -> String {
        duplicates.map { pair in
            guard let games = pair.kind.games else { return "" }
            let keep = safe(pair.kind.name(of: pair.keep)), join = safe(pair.kind.name(of: pair.join))
            return "\(prefix)\(keep) and \(join) look like one \(pair.kind.noun) recorded twice (\(games.twiceReason)); only the first counts until they are joined\n"
                + "hint: make them one: `hyzer-text \(games.joinCommand) \(join) --\(games.option) \(keep)`\n"
        }.joined()
    }

    /// The lines for pairs of files of `kind` (paths or names).
    public static func text(pairs: [(keep: String, join: String)], of kind: FileKind, prefix: String = "") -> String {
        text(pairs.map { FileKind.Duplicate(kind: kind, keep: $0.keep, join: $0.join) }, prefix: prefix)
    }
}
