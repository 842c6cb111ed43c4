/// Taking back this device's latest entry in a round (`hyzer-text undo`): an `undo` line naming it,
/// after which it counts as if it were not in the file (rule 12 of `docs/FORMAT.md`). Undoing a
/// correction brings back the score before it, a first score leaves the hole unplayed, a retraction
/// gives the score back, a `finished` line reopens the round. Consecutive undos walk back through the
/// device's entries, newest first, passing over those already undone.
///
/// One undo takes back one *write*: the scores of a `say` sentence, written together, are taken back
/// together (one `undo` line each, appended in one write). Which lines were written together is
/// this device's own memory (``LastWritten``), so it holds for the latest write only; undoing further
/// back goes line by line.
public struct RoundUndo: Sendable {
    /// The line taken back.
    public enum Target: Sendable, Equatable {
        /// A score line (a score, a correction, a retraction or a resolution).
        case score(ScoreEvent)
        /// A `finished` or `reopened` line.
        case lifecycle(LifecycleEvent)
        /// A closest-to-the-pin result (`ctp 7 Sarah`).
        case closest(ClosestEvent)

        /// Its identity.
        public var id: EventID {
            switch self {
            case .score(let event): event.id
            case .lifecycle(let event): event.id
            case .closest(let event): event.id
            }
        }
    }

    /// The `undo` lines to append, one per line taken back, in the order of ``targets``.
    public var lines: [LifecycleEvent]
    /// What it takes back: the latest entry, then the lines written together with it, newest first.
    public var targets: [Target]

    /// The undo of `device`'s latest entry in `card`'s round that is not undone yet: the line of the
    /// device's own numbering (`DEVICE.SEQ`) with the highest sequence, a score line or a `finished`
    /// or `reopened` line or a `ctp` result; when it is one of `together` (the lines of the device's latest write), every
    /// line of `together` not undone yet. Throws when the device has nothing left to take back;
    /// `roundName` names the round in that message.
    public static func make(card: Scorecard, reporter: String, device: String, time: Timestamp, roundName: String,
                            together: Set<EventID> = [])
        throws(HyzerError) -> RoundUndo
    {
        let round = card.round
        let undone = round.undone
        var entries: [Int: Target] = [:]
        for event in round.events where (event.device ?? device) == device { entries[ownSequence(event.id, device, undone)] = .score(event) }
        for event in round.lifecycle where event.kind != .undo { entries[ownSequence(event.id, device, undone)] = .lifecycle(event) }
        for event in round.closest where (event.device ?? device) == device { entries[ownSequence(event.id, device, undone)] = .closest(event) }
        entries[0] = nil
        guard let latest = entries.keys.max(), let target = entries[latest] else {
            throw HyzerError(.invalidData, "nothing to undo: this device has written nothing to take back in \(roundName)",
                             hint: "`undo` takes back this device's own entries; record a score with `hyzer-text score PLAYER STROKES`")
        }
        if case .lifecycle(let line) = target, line.kind == .joined {
            throw HyzerError(.invalidData, "the latest entry of this device in \(roundName) is its join into \(line.into ?? "another round"), which undo cannot take back",
                             hint: "its lines are in that round now; to drop that round instead: `hyzer-text round discard --round R`")
        }
        var targets = [target]
        if together.contains(target.id) {
            targets += entries.filter { $0.key != latest && together.contains($0.value.id) }.sorted { $0.key > $1.key }.map(\.value)
        }
        let first = round.nextEventID(device: device).deviceAndSequence?.sequence ?? 1
        let lines = targets.indices.map { index in
            LifecycleEvent(kind: .undo, id: EventID(device: device, sequence: first + index), time: time, reporter: reporter,
                           supersedes: [targets[index].id])
        }
        return RoundUndo(lines: lines, targets: targets)
    }

    /// The sequence number of `id` when it is `device`'s own (`DEVICE.SEQ`) and not undone; 0 otherwise.
    private static func ownSequence(_ id: EventID, _ device: String, _ undone: Set<EventID>) -> Int {
        guard let (owner, sequence) = id.deviceAndSequence, owner == device, !undone.contains(id) else { return 0 }
        return sequence
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
    public func scoreNow(after event: ScoreEvent) -> (strokes: Int?, disputed: Bool)? {
        guard let player = after.round.players.firstIndex(where: { $0.name == event.player }),
              after.round.pars.indices.contains(event.hole - 1) else { return nil }
        return (after.strokes(player: player, hole: event.hole),
                after.discrepancies.contains { $0.hole == event.hole && $0.player == event.player })
    }
}
