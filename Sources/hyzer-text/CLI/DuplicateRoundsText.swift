import HyzerFormat

/// Names active rounds that look like one group's round started twice (two phones each ran `round
/// start` offline), with the `round join` that makes them one: shared by `sync`, `check` and `round list`.
enum DuplicateRoundsText {
    /// Lines for every such pair (``Scorebook/duplicateRoundPairs(as:)``); empty when there is none.
    /// `prefix` starts the first line (`warning: ` for `check`).
    static func text(_ book: Scorebook, invocation: Invocation, prefix: String = "") -> String {
        text(pairs: book.duplicateRoundPairs(as: invocation.participant(in: book)), prefix: prefix)
    }

    /// The lines for `pairs` (``Scorebook/duplicateRoundPairs(among:)``).
    static func text(pairs: [(keep: String, join: String)], prefix: String = "") -> String {
        pairs.map { pair in
            let keep = RoundArchive.roundName(ofPath: pair.keep), join = RoundArchive.roundName(ofPath: pair.join)
            return "\(prefix)\(safe(keep)) and \(safe(join)) look like one group's round started twice (same course, same day, a player in common)\n"
                + "hint: make them one: `hyzer-text round join \(safe(join)) --round \(safe(keep))`\n"
        }.joined()
    }
}
