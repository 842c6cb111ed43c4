/// Which file `hyzer-text undo` takes back from: a round or a match, the two kinds of file a device
/// appends entries to. It sits beside the registry of file kinds because it is the one choice that
/// spans both sports.
public enum UndoChoice: Sendable, Equatable {
    /// The round file at this path.
    case round(String)
    /// The match file at this path.
    case match(String)
}

extension Scorebook {
    /// The file `undo` means: the round `round` names or the match `match` names (not both); else the
    /// file this device last started or appended an entry to (``LastWritten``); else, when that is unknown or gone
    /// (a fresh clone), the newer of my default round (``reportRound(as:)``) and the default match
    /// (``findMatch(_:)``) by this device's latest entry in each, the round on a tie or when this
    /// device wrote in neither.
    public func undoChoice(round: String?, match: String?, as me: RoundChoice.Participant) throws(HyzerError) -> UndoChoice {
        let device = me.device ?? ""
        switch (round, match) {
        case (_?, _?):
            throw HyzerError(.invalidArgument, "`undo` takes --round or --match, not both",
                             hint: "name the round with --round R, or the match with --match M")
        case (let round?, nil): return .round(try findRound(round))
        case (nil, let match?): return .match(try findMatch(match))
        case (nil, nil): break
        }
        if let remembered = LastWritten.recall(in: self) {
            if remembered.hasSuffix(".round") { return .round(remembered) }
            if remembered.hasSuffix(".match") { return .match(remembered) }
        }
        let defaultRound = try? reportRound(as: me), defaultMatch = try? findMatch(nil, player: me.name, device: me.device)
        guard let defaultMatch else {
            if let defaultRound { return .round(defaultRound) }
            return .round(try reportRound(as: me))  // the error that says there are no rounds
        }
        guard let defaultRound else { return .match(defaultMatch) }
        let inMatch = (try? loadMatch(defaultMatch))?.document.match.events
            .filter { ($0.device ?? $0.id.device) == device }.compactMap(\.time).max()
        guard let inMatch else { return .round(defaultRound) }
        guard let inRound = latestEntryTime(inRound: defaultRound, device: device) else { return .match(defaultMatch) }
        return inMatch > inRound ? .match(defaultMatch) : .round(defaultRound)
    }
}
