import HyzerFormat

/// Names rounds or matches that look like one game recorded twice (two phones each started it offline:
/// ``GameMark``), with the `round join` or `match join` that makes them one: shared by `sync`, `check`,
/// `round list`, `match list` and the reports that count games (which then count only the first).
enum DuplicateRoundsText {
    /// The rounds named around a sync (``Scorebook/duplicateRoundPairs(around:as:)``): those played on
    /// the days of the active rounds and of the files in `paths`; empty when there is none.
    static func text(_ book: Scorebook, invocation: Invocation, around paths: [String] = [], prefix: String = "") -> String {
        text(pairs: book.duplicateRoundPairs(around: paths, as: invocation.participant(in: book)), prefix: prefix)
    }

    /// The lines for pairs of rounds (``Scorebook/duplicateRoundPairs(among:)``, paths or names).
    /// `prefix` starts the first line of each (`warning: ` for `check`, `note: ` for a report).
    static func text(pairs: [(keep: String, join: String)], prefix: String = "") -> String {
        text(pairs: pairs.map { (RoundArchive.roundName(ofPath: $0.keep), RoundArchive.roundName(ofPath: $0.join)) },
             game: "round", why: "same course and day, a player in common, played at the same time", command: "round join", option: "--round",
             prefix: prefix)
    }

    /// The matches named around a sync (``Scorebook/duplicateMatchPairs(around:localDevice:)``).
    static func matchText(_ book: Scorebook, invocation: Invocation, around paths: [String] = [], prefix: String = "") -> String {
        matchText(pairs: book.duplicateMatchPairs(around: paths, localDevice: invocation.localDevice(in: book)), prefix: prefix)
    }

    /// The lines for pairs of matches (``MatchArchive/duplicates``: names, or paths).
    static func matchText(pairs: [(keep: String, join: String)], prefix: String = "") -> String {
        let name = { (path: String) in PickleballFileKinds.match.name(of: path) }
        return text(pairs: pairs.map { (name($0.keep), name($0.join)) }, game: "match",
                    why: "same day, a player in common, played at the same time", command: "match join", option: "--match", prefix: prefix)
    }

    /// The lines for pairs of games named as `--round`/`--match` takes them, one rule in both sports.
    static func text(pairs: [(keep: String, join: String)], game: String, why: String, command: String, option: String,
                     prefix: String) -> String {
        pairs.map { pair in
            let keep = safe(pair.keep), join = safe(pair.join)
            return "\(prefix)\(keep) and \(join) look like one \(game) recorded twice (\(why)); only the first counts until they are joined\n"
                + "hint: make them one: `hyzer-text \(command) \(join) \(option) \(keep)`\n"
        }.joined()
    }
}
