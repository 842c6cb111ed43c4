/// `undo` in a round: the workflow that appends the `undo` line under the lock (``RoundUndo``).
extension Scorebook {
    /// Takes back `device`'s latest entry in the round at `path` (``RoundUndo/make(card:reporter:device:time:roundName:)``)
    /// by appending its `undo` lines, under the lock, the round read as it is on disk now (hand-typed
    /// lines counting as `device`'s). Throws, writing nothing, when there is nothing to take back.
    public func undoLatest(inRound path: String, reporter: String, device: String, time: Timestamp) throws(HyzerError) -> RoundUndoOutcome {
        var undo: RoundUndo?
        let written = try appendLifecycles(to: path) { (document) throws(HyzerError) -> [LifecycleEvent] in
            let made = try RoundUndo.make(card: Scorecard(round: document.round, localDevice: device), reporter: reporter,
                                          device: device, time: time, roundName: RoundArchive.roundName(ofPath: path),
                                          together: LastWritten.together(in: self, path: path))
            undo = made
            return made.lines
        }
        return RoundUndoOutcome(undo: undo!, before: Scorecard(round: written.before.round, localDevice: device),
                                after: Scorecard(round: written.after.round, localDevice: device))
    }

    /// When `device` last wrote a line in the round at `path` (a score, `finished`, `reopened` or
    /// `undo` line, by its time); nil when it wrote none or the file does not read.
    func latestEntryTime(inRound path: String, device: String) -> Timestamp? {
        guard let round = try? loadRound(path).document.round else { return nil }
        let scores = round.events.lazy.filter { ($0.device ?? $0.id.device) == device }.compactMap(\.time)
        let lines = round.lifecycle.lazy.filter { $0.device == device }.map(\.time)
        return (Array(scores) + Array(lines)).max()
    }
}
