/// A player who leaves the course early (`hyzer-text round leave`) and one who comes back (`round
/// rejoin`): each one appended lifecycle line, under the lock, decided against the round as it is on
/// disk (rule 10 of `docs/FORMAT.md`, "A player who leaves early").
extension Scorebook {
    /// What `round leave` or `round rejoin` wrote: the player as the round names them, the line, and
    /// the round before and after.
    public struct Departure: Sendable {
        /// The player, as the player list spells the name.
        public var player: String
        /// The line appended: a `left` line, or the `reopened` line that cancels one.
        public var line: LifecycleEvent
        /// The round file before and after the line.
        public var before: RoundDocument, after: RoundDocument
    }

    /// Appends `left TIME @ID by=REPORTER player=PLAYER` to the round at `path`: `typed` (a name, alias
    /// or start of a name, as `score` reads one) leaves the round. Refused for a finished round (a
    /// player who did not play every hole of it is `left after N` already) and for a player who
    /// already left.
    public func leave(_ typed: String, round path: String, reporter: String, device: String, time: Timestamp)
        throws(HyzerError) -> Departure
    {
        try appendDeparture(typed, round: path) { (round, player) throws(HyzerError) -> LifecycleEvent in
            if let finish = round.finish {
                throw HyzerError(.needsAttention, "\(displayPath(path)) was finished at \(RecordingText.finishedText(finish)): "
                                 + "a player who did not play every hole of it is shown `left after N` already", hint: "nothing was written")
            }
            if let gone = round.departures.first(where: { $0.player == player }) {
                throw HyzerError(.needsAttention, "\(player) already left the round (\(RecordingText.finishedText(gone)))",
                                 hint: "to bring \(player) back: `hyzer-text round rejoin \(ScoreRules.quoted(player))`")
            }
            return LifecycleEvent(kind: .left, id: round.nextEventID(device: device), time: time, reporter: reporter, player: player)
        }
    }

    /// Appends a `reopened` line that cancels `typed`'s standing `left` lines in the round at `path`:
    /// the player is back and holds up the group's holes again. Refused for a player who has not left.
    public func rejoin(_ typed: String, round path: String, reporter: String, device: String, time: Timestamp)
        throws(HyzerError) -> Departure
    {
        try appendDeparture(typed, round: path) { (round, player) throws(HyzerError) -> LifecycleEvent in
            let lines = LifecycleEvent.standing(.left, in: round.lifecycle).filter { $0.player == player }
            guard !lines.isEmpty else {
                throw HyzerError(.needsAttention, "\(player) has not left the round; there is nothing to rejoin",
                                 hint: "`hyzer-text round leave \(ScoreRules.quoted(player))` takes a player out of the group's holes")
            }
            return LifecycleEvent(kind: .reopened, id: round.nextEventID(device: device), time: time, reporter: reporter,
                                  supersedes: lines.map(\.id).sorted { $0.rawValue < $1.rawValue })
        }
    }

    /// Appends the line `make` decides for the player `typed` means, against the round as it is on disk.
    func appendDeparture(_ typed: String, round path: String, _ make: (Round, String) throws(HyzerError) -> LifecycleEvent)
        throws(HyzerError) -> Departure
    {
        var player = ""
        let written = try appendLifecycle(to: path) { (document) throws(HyzerError) -> LifecycleEvent in
            player = try Self.player(typed, in: document.round)
            return try make(document.round, player)
        }
        return Departure(player: player, line: written.after.round.lifecycle.last!, before: written.before, after: written.after)
    }

    /// The round's player `typed` means: the player list's name, or a name, alias or start of a name
    /// as `score` reads one.
    static func player(_ typed: String, in round: Round) throws(HyzerError) -> String {
        if let player = round.player(named: typed) { return player.name }
        do throws(ScoreRules.Problem) {
            return try ScoreRules.player(typed, in: round).name
        } catch {
            throw HyzerError(.invalidData, error.message, hint: error.hint)
        }
    }
}
