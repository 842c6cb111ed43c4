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
    /// for a file with bad lines (``rewriteRound(at:doing:_:)``).
    public func addPlayer(_ player: Player, to path: String) throws(HyzerError) {
        try rewriteRound(at: path, doing: "adding a player") { (document: inout RoundDocument) throws(HyzerError) -> Bool in
            guard document.round.events.isEmpty else {
                throw HyzerError(.invalidData, "the player list of \(displayPath(path)) is frozen: scoring has started",
                                 hint: "players cannot join a round once scores exist; start a new round for them")
            }
            guard !document.round.isTeamRound else {
                throw HyzerError(.invalidData, "\(displayPath(path)) is a team round, and its teams are fixed when it starts",
                                 hint: "start the round again with the player in a team (`round start COURSE --teams …`)")
            }
            guard document.round.player(named: player.name) == nil else { throw HyzerError(.invalidArgument, "\"\(player.name)\" is already in this round") }
            document.round.players.append(player)
            let index = document.round.players.count - 1
            let insertAt = (document.items.lastIndex { if case .header = $0 { return true }; return false } ?? document.items.count - 1) + 1
            document.items.insert(.header(.player(index)), at: insertAt)
            return true
        }
    }

    /// What ``addAlias(in:_:)`` did.
    public enum AliasOutcome: Sendable, Equatable {
        /// The alias was written: `player` now answers to `alias`.
        case added(player: String, alias: String)
        /// `player` already answered to `alias`: nothing was written.
        case alreadyThere(player: String, alias: String)
    }

    /// Adds an alias to a player of the round at `path`, under the lock: `choose` picks the player
    /// (an index into the round's ``Round/people``: in a team round a member, whose team then answers
    /// to the alias too) and the alias from the round as it is on disk. Refused for
    /// a name that cannot be an alias, one that is another player's name or alias, and a file with
    /// bad lines (``rewriteRound(at:doing:_:)``).
    public func addAlias(in path: String, _ choose: (Round) throws(HyzerError) -> (player: Int, alias: String))
        throws(HyzerError) -> AliasOutcome
    {
        var outcome: AliasOutcome?
        try rewriteRound(at: path, doing: "adding an alias") { (document: inout RoundDocument) throws(HyzerError) -> Bool in
            let (index, alias) = try choose(document.round)
            let player = document.round.people[index]
            if let problem = NameRules.problem(with: alias) {
                throw HyzerError(.invalidArgument, "\"\(alias)\" cannot be an alias: \(problem)")
            }
            if document.round.isTeamRound, let team = document.round.player(named: alias), !team.aliases.contains(player.name) {
                throw HyzerError(.invalidData, "\"\(alias)\" is already the name of team \(team.name) or of one of its players in this round",
                                 hint: "an alias must point to one team; choose another")
            }
            if let other = document.round.person(named: alias) {
                guard other.name == player.name else {
                    throw HyzerError(.invalidData, "\"\(alias)\" is already \(other.name)'s name or alias in this round",
                                     hint: "an alias must point to one player; choose another")
                }
                outcome = .alreadyThere(player: player.name, alias: alias)
                return false
            }
            if var play = document.round.teamPlay {
                play.people[index].aliases.append(alias)
                document.round.teamPlay = play
                document.round.players = play.competitors
            } else {
                document.round.players[index].aliases.append(alias)
            }
            outcome = .added(player: player.name, alias: alias)
            return true
        }
        return outcome!
    }

    /// Rewrites the round file at `path` in canonical form after `change` (which says whether it
    /// changed anything), under the lock. A rewrite rewrites the file's bad lines too, so a file with
    /// any is refused until they are fixed: the error's diagnostics are their warnings, for the caller
    /// to show as every command shows bad lines. `doing` words the refusal ("adding a player").
    func rewriteRound(at path: String, doing: String, _ change: (inout RoundDocument) throws(HyzerError) -> Bool) throws(HyzerError) {
        try Self.withLock(writing: path) { () throws(HyzerError) in
            var document = try readRound(path)
            guard document.warnings.isEmpty else {
                throw HyzerError(.invalidData, "\(displayPath(path)) has lines with errors, and \(doing) rewrites the file",
                                 hint: "fix them first (`hyzer-text check`), then try again", diagnostics: document.warnings)
            }
            if try change(&document) { try FileSystem.writeAtomically(path, RoundFormatter.format(document)) }
        }
    }
}
