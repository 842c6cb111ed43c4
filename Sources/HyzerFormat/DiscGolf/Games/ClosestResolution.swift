/// A resolution of a closest-to-the-pin dispute: one `ctp HOLE PLAYER` line that names every
/// competing current line of the hole in `resolves=` (`resolve ctp 7 Sarah`). As a score's
/// resolution (``ScoreResolution``), anyone in the round may make one, not only its organizer, and the
/// line records who did.
public struct ClosestResolution: Sendable, Equatable {
    /// The line to append.
    public var event: ClosestEvent
    /// The current lines it settles, in file order.
    public var competing: [ClosestEvent]

    /// The resolution of the dispute on `holeWord` to `playerWord` (a name or alias of the round, any
    /// case; any player of the round, not only one of the names in dispute), made by `reporter` on
    /// `device` at `time`, with hand-typed lines counting as `device`'s. Throws when the round plays
    /// no closest to the pin, the hole is not one of its holes, the reporter or the player is not in
    /// the round, or the hole is not in dispute.
    public static func make(hole holeWord: String, player playerWord: String, round: Round,
                            reporter: String, device: String, time: Timestamp) throws(HyzerError) -> ClosestResolution {
        guard let declared = round.games.closest?.holes else {
            throw HyzerError(.invalidData, "this round plays no closest to the pin", hint: "`hyzer-text resolve HOLE PLAYER STROKES` settles a score")
        }
        let holes = declared.map(String.init).joined(separator: ", ")
        guard let hole = Int(holeWord), ScoreRules.isDigits(holeWord), declared.contains(hole) else {
            throw HyzerError(ScoreRules.isDigits(holeWord) ? .invalidData : .invalidArgument, "\"\(holeWord)\" is not a closest-to-the-pin hole of this round (\(holes))",
                             hint: "usage: hyzer-text resolve ctp HOLE PLAYER, e.g. `resolve ctp \(declared[0]) \(ScoreRules.quoted(round.players.first?.name ?? "Sarah"))`")
        }
        guard round.player(named: reporter) != nil || round.organizer.lowercased() == reporter.lowercased() else {
            throw HyzerError(.invalidArgument, "only someone in this round can resolve its disputes; you are \(reporter)",
                             hint: "players: \(round.players.map(\.name).joined(separator: ", ")); organizer: \(round.organizer). "
                                + "If that is you, set your name with `hyzer-text init --name NAME`")
        }
        guard let winner = round.player(named: playerWord) else {
            throw HyzerError(.invalidData, "no player \"\(playerWord)\" in this round",
                             hint: Suggestion.hint(for: playerWord, among: round.players.map(\.name))
                                ?? "players: " + round.players.map(\.name).joined(separator: ", "))
        }
        let results = ClosestToPin(round, localDevice: device)
        guard results.disputed[hole] != nil, let competing = results.current[hole] else {
            let now = results.winners[hole].map { "\($0) won it" } ?? "nobody has won it yet"
            throw HyzerError(.invalidData, "closest to the pin on hole \(hole) is not in dispute; \(now)",
                             hint: "to name the winner, say it: `hyzer-text say \"closest \(winner.name) on \(hole)\"`")
        }
        var metadata = EventMetadata(id: round.nextEventID(device: device), reporter: reporter, device: device, time: time)
        metadata.resolves = competing.map(\.id).sorted { $0.rawValue < $1.rawValue }
        return ClosestResolution(event: ClosestEvent(hole: hole, player: winner.name, metadata: metadata), competing: competing)
    }
}
