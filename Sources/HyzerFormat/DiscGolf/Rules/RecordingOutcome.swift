/// What one write of scores did to a round, worked out once from the round before and after it: what
/// `score`, `say` and `resolve` report (FR17–FR20, FR47–FR52).
public struct RecordingOutcome: Sendable {
    /// The round as it was on disk just before the write (under the lock), resolved.
    public var before: Scorecard
    /// The round with the new lines, resolved.
    public var after: Scorecard
    /// The scores recorded (`score`, `say`), in the order written; empty for a resolution.
    public var recordings: [ScoreRecording]
    /// The resolution recorded (`resolve`); nil for scores.
    public var resolution: ScoreResolution?
    /// The standings after the write, with each player's movement since before it.
    public var standings: Standings
    /// Whether a round that was finished before the write has another ranking now (order, positions,
    /// ties, holes played, status: ``Standings/hasSameRanking(as:)``); strokes that change without
    /// moving anyone are no new result. Nil when it was not finished (the write was no late score).
    public var changedFinishedResult: Bool?
    /// The hole the group was on before the write.
    public var groupHoleBefore: Int?
    /// Holes the group moved past with the write while some player has no score there, in play order.
    public var gaps: [Scorecard.Gap]
    /// What the write warns about (``BadLines``): lines of the file it ignored, a cut-off last line it
    /// set aside.
    public var warnings: [Diagnostic] = []

    /// Works out what writing the events of `recordings` or `resolution` did, from the round
    /// before and after.
    public init(before: Scorecard, after: Scorecard, recordings: [ScoreRecording] = [], resolution: ScoreResolution? = nil) {
        self.before = before
        self.after = after
        self.recordings = recordings
        self.resolution = resolution
        let previous = Standings(before)
        var standings = Standings(after)
        standings.recordMovement(since: previous)
        self.standings = standings
        self.changedFinishedResult = before.round.finish == nil ? nil : !previous.hasSameRanking(as: standings)
        self.groupHoleBefore = before.currentHole
        self.gaps = after.gaps(since: before)
    }

    /// The events written.
    public var events: [ScoreEvent] { resolution.map { [$0.event] } ?? recordings.map(\.event) }

    /// Whether the write made the round complete: every player has every hole now, not before, and
    /// nobody has finished it yet.
    public var completedRound: Bool { after.isComplete && !after.round.isFinished && !before.isComplete }

    /// The group's hole after the write (nil once every hole is played).
    public var nextHole: Int? { after.currentHole }

    /// The scores that leave a discrepancy with another device: one just started, or one still pending.
    public var disputed: [ScoreRecording] { recordings.filter { !$0.disagreeing.isEmpty } }

    /// Discrepancies still pending in the round after the write.
    public var pendingDiscrepancies: Int { after.discrepancies.count }
}
