/// The workflows that write a whole round file (appending lines is ``append(to:_:)`` and its kin):
/// starting a round, adding a player before scoring starts, and rewriting a file in canonical form.
extension Scorebook {
    /// Writes the new round file of `round` (``newRoundPath(date:course:layout:device:reserved:)``,
    /// named for the day it starts and `device`) under the lock and returns its path. Never replaces
    /// a file; `undo` then means this round.
    public func createRound(_ round: Round, device: String) throws(HyzerError) -> String {
        let text = RoundFormatter.format(RoundDocument(round: round))
        return try withLock { () throws(HyzerError) -> String in
            let path = newRoundPath(date: round.started.dateString, course: round.course, layout: round.layout, device: device)
            guard try FileSystem.createNew(path, text) else {
                throw HyzerError(.cannotCreate, "\(displayPath(path)) appeared while starting the round", hint: "try again")
            }
            LastWritten.remember(path, in: self)  // `undo` now means this round, not an older match
            return path
        }
    }

    /// Adds `player` to the round at `path`, after the header's last line, under the lock. Refused
    /// once scoring has started (the player list is frozen), for a name already in the round, and
    /// for a file with bad lines: adding a player rewrites the file, and with it those lines, so it
    /// waits until they are fixed (the error's diagnostics are their warnings).
    public func addPlayer(_ player: Player, to path: String) throws(HyzerError) {
        try Self.withLock(writing: path) { () throws(HyzerError) in
            var document = try readRound(path)
            guard document.warnings.isEmpty else {
                throw HyzerError(.invalidData, "\(displayPath(path)) has lines with errors, and adding a player rewrites the file",
                                 hint: "fix them first (`hyzer-text check`), then try again", diagnostics: document.warnings)
            }
            guard document.round.events.isEmpty else {
                throw HyzerError(.invalidData, "the player list of \(displayPath(path)) is frozen: scoring has started",
                                 hint: "players cannot join a round once scores exist; start a new round for them")
            }
            guard document.round.player(named: player.name) == nil else { throw HyzerError(.invalidArgument, "\"\(player.name)\" is already in this round") }
            document.round.players.append(player)
            let index = document.round.players.count - 1
            let insertAt = (document.items.lastIndex { if case .header = $0 { return true }; return false } ?? document.items.count - 1) + 1
            document.items.insert(.header(.player(index)), at: insertAt)
            try FileSystem.writeAtomically(path, RoundFormatter.format(document))
        }
    }
}
