import HyzerFormat

extension Invocation {
    /// The round file a command means: `query` (`--round R`) when given, else the default round for
    /// `purpose` (``RoundChoice``: the newest active round this device's player is in; for a report,
    /// else the newest round they are in). `identity` is the writer's, when the command has one.
    /// When several active rounds qualify, says on stderr which was used and how to choose another.
    func round(in book: Scorebook, _ query: String?, for purpose: RoundChoice.Purpose, identity: LocalIdentity? = nil)
        throws(HyzerError) -> String
    {
        if let query { return try book.findRound(query) }
        let me = identity.map { RoundChoice.Participant(name: $0.name, device: $0.device) } ?? participant(in: book)
        let chosen = try book.defaultRound(for: purpose, as: me)
        if !chosen.unreadable.isEmpty {
            note("warning: " + safe(book.unreadableNote(chosen.unreadable)) + "; using \(safe(RoundArchive.roundName(ofPath: chosen.path)))\n"
                 + "hint: " + Scorebook.unreadableHint(chosen.unreadable.count) + "\n")
        }
        if !chosen.otherCandidates.isEmpty { note(Self.severalRoundsNote(chosen.path, others: chosen.otherCandidates)) }
        return chosen.path
    }

    /// `note: 2 active rounds have you in them; using 2026-11-21-cedar-creek-m1_2 (the newest), not
    /// 2026-11-21-cedar-creek-m1` and how to choose.
    static func severalRoundsNote(_ path: String, others: [String]) -> String {
        let used = RoundArchive.roundName(ofPath: path)
        let names = others.map { RoundArchive.roundName(ofPath: $0) }
        let listed = names.prefix(3).map(safe).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
        return "note: \(others.count + 1) active rounds have you in them; using \(safe(used)) (started last), not \(listed)\n"
            + "hint: choose with --round, e.g. `--round \(safe(names[0]))`; `hyzer-text round list` shows them\n"
    }

    /// Reads the round at `path` as every command does (``Scorebook/readRound(_:)``) and shows the
    /// warnings about its bad lines.
    func readRound(_ book: Scorebook, _ path: String) throws(HyzerError) -> RoundDocument {
        let document = try book.readRound(path)
        warn(document.warnings)
        return document
    }
}

extension Option {
    /// The option `--round R` every round command shares.
    static let round = Option.value("round", short: "r", "R",
                                    "the round: a file, a date, or an unambiguous part of its name (default: your newest active round)",
                                    kind: .round)
}
