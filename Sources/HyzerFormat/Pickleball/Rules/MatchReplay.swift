/// A whole match log replayed leniently: every entry that can be applied is, every one that cannot
/// is reported and skipped, so a match file shows all of its problems at once.
public struct MatchReplay: Sendable, Equatable {
    /// The state after every entry that could be applied.
    public var state: MatchState
    /// One error per skipped entry, in log order, each with its 0-based ``MatchError/entryIndex``.
    public var problems: [MatchError]

    /// Replays `log` from game 1 at 0-0; throws only for impossible settings or teams.
    public init(settings: MatchSettings, teams: MatchTeams, log: some Sequence<MatchEntry>) throws(MatchError) {
        var state = try MatchState(settings: settings, teams: teams)
        var problems: [MatchError] = []
        for (index, entry) in log.enumerated() {
            do throws(MatchError) {
                try state.apply(entry)
            } catch {
                var located = error
                located.entryIndex = index
                problems.append(located)
            }
        }
        self.state = state
        self.problems = problems
    }
}
