/// Taking back this device's latest entry in a round (`hyzer-text undo`): an `undo` line naming it,
/// after which it counts as if it were not in the file (rule 12 of `docs/FORMAT.md`). Undoing a
/// correction brings back the score before it, a first score leaves the hole unplayed, a retraction
/// gives the score back, a `finished` line reopens the round. Consecutive undos walk back through the
/// device's entries, newest first, passing over those already undone.
public struct RoundUndo: Sendable {
    /// The line taken back.
    public enum Target: Sendable, Equatable {
        /// A score line (a score, a correction, a retraction or a resolution).
        case score(ScoreEvent)
        /// A `finished` or `reopened` line.
        case lifecycle(LifecycleEvent)

        /// Its identity.
        public var id: EventID {
            switch self {
            case .score(let event): event.id
            case .lifecycle(let event): event.id
            }
        }
    }

    /// The `undo` line to append.
    public var line: LifecycleEvent
    /// What it takes back.
    public var target: Target

    /// The undo of `device`'s latest entry in `card`'s round that is not undone yet: the line of the
    /// device's own numbering (`DEVICE.SEQ`) with the highest sequence, a score line or a `finished`
    /// or `reopened` line. Throws when the device has nothing left to take back; `roundName` names the
    /// round in that message.
    public static func make(card: Scorecard, reporter: String, device: String, time: Timestamp, roundName: String)
        throws(HyzerError) -> RoundUndo
    {
        let round = card.round
        let undone = round.undone
        var latest: (sequence: Int, target: Target)?
        func consider(_ id: EventID, _ target: @autoclosure () -> Target) {
            guard let (owner, sequence) = id.deviceAndSequence, owner == device, !undone.contains(id),
                  latest.map({ sequence > $0.sequence }) ?? true else { return }
            latest = (sequence, target())
        }
        for event in round.events where (event.device ?? device) == device { consider(event.id, .score(event)) }
        for event in round.lifecycle where event.kind != .undo { consider(event.id, .lifecycle(event)) }
        guard let target = latest?.target else {
            throw HyzerError(.invalidData, "nothing to undo: this device has written nothing to take back in \(roundName)",
                             hint: "`undo` takes back this device's own entries; record a score with `hyzer-text score PLAYER STROKES`")
        }
        let line = LifecycleEvent(kind: .undo, id: round.nextEventID(device: device), time: time, reporter: reporter,
                                  supersedes: [target.id])
        return RoundUndo(line: line, target: target)
    }
}

/// What an undo did to a round, worked out from the round before and after it: what `undo` reports.
public struct RoundUndoOutcome: Sendable {
    /// The undo written.
    public var undo: RoundUndo
    /// The round before the undo, resolved.
    public var before: Scorecard
    /// The round after it, resolved.
    public var after: Scorecard
    /// The standings after it, with each player's movement since before it.
    public var standings: Standings

    /// Works out what the undo did.
    public init(undo: RoundUndo, before: Scorecard, after: Scorecard) {
        self.undo = undo
        self.before = before
        self.after = after
        var standings = Standings(after)
        standings.recordMovement(since: Standings(before))
        self.standings = standings
    }

    /// For an undone score line: what counts now for its player and hole (nil when unplayed), and
    /// whether that is still disputed.
    public var scoreNow: (strokes: Int?, disputed: Bool)? {
        guard case .score(let event) = undo.target,
              let player = after.round.players.firstIndex(where: { $0.name == event.player }),
              after.round.pars.indices.contains(event.hole - 1) else { return nil }
        return (after.strokes(player: player, hole: event.hole),
                after.discrepancies.contains { $0.hole == event.hole && $0.player == event.player })
    }
}
