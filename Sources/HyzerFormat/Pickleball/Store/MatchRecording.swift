/// What writing one entry line to a match did: the file, the line written, and the match's state
/// before and after it (what `rally`, `undo`, `timeout` and `match resolve` show).
public struct MatchRecording: Sendable {
    /// The match file written to.
    public var path: String
    /// The line appended.
    public var event: MatchEvent
    /// The state before the line.
    public var before: MatchState
    /// The state after it.
    public var after: MatchState
    /// What the write warns about (``BadLines``): lines of the file it ignored, a cut-off last line it
    /// set aside.
    public var warnings: [Diagnostic] = []

    /// Creates a recording.
    public init(path: String, event: MatchEvent, before: MatchState, after: MatchState) {
        self.path = path
        self.event = event
        self.before = before
        self.after = after
    }
}
