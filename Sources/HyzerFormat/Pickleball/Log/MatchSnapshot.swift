/// A match as every view shows it: the file's match, the log that counts, and the state after replaying
/// it. Built once per read; views (status, play, live, list, stats, export) only read it.
public struct MatchSnapshot: Sendable {
    /// The match as the file records it.
    public var match: Match
    /// The lines that count and any fork.
    public var log: MatchLog
    /// The state after the counted entries (those the rules refuse are skipped and listed in
    /// ``problems``).
    public var state: MatchState
    /// Counted entries the rules refused (a hand-typed rally after the match was over, a third
    /// time-out), each with its index into `log.counted`.
    public var problems: [MatchError]
    /// What a command that reads or writes the file warns about (``BadLines``): each line ignored (it
    /// did not read, or the rules refuse its entry) and a cut-off last line set aside. Filled in by the
    /// scorebook's readers.
    public var warnings: [Diagnostic] = []
    /// Every line of the file that counts for nothing, in file order: a line that did not read (its
    /// entry, when the rules refuse a counted one). Filled in by the scorebook's readers; a snapshot
    /// made without one has only the refused entries (``problems``). What `match status` reports.
    public var ignoredLines: [IgnoredLine] = []

    /// A line of the match file that counts for nothing.
    public struct IgnoredLine: Sendable, Equatable {
        /// The 1-based line of the file; nil for a problem of the file as a whole.
        public var line: Int?
        /// The number of the counted entry the rules refuse; nil for a line that did not read.
        public var entry: Int?
        /// Why it counts for nothing.
        public var message: String

        /// An ignored line; see the properties.
        public init(line: Int?, entry: Int?, message: String) {
            self.line = line
            self.entry = entry
            self.message = message
        }
    }

    /// The lines that count for nothing: ``ignoredLines`` when a reader filled them in, else the
    /// counted entries the rules refuse (``problems``), without their lines.
    public var ignored: [IgnoredLine] {
        if !ignoredLines.isEmpty { return ignoredLines }
        return problems.compactMap { problem in
            guard let index = problem.entryIndex, log.counted.indices.contains(index) else { return nil }
            return IgnoredLine(line: nil, entry: log.counted[index].number, message: problem.message)
        }
    }

    /// Replays `match`. Throws when its settings or teams are impossible.
    public init(match: Match, localDevice: String? = nil) throws(MatchError) {
        self.match = match
        let start = try MatchState(settings: match.settings, teams: match.teams)
        log = MatchLog(events: match.events, localDevice: localDevice, start: start)
        let replay = try MatchReplay(settings: match.settings, teams: match.teams, log: log.entries)
        state = replay.state
        problems = replay.problems
    }

    /// The counted entries still in effect, in order, each with the game it was played in: refused
    /// entries are left out and each accepted undo takes back the latest rally or time-out, as the rules
    /// engine does. What reports step through (``MatchStats``, the rally log of `match show`).
    public func entriesInEffect() -> [(game: Int, entry: MatchEntry)] {
        linesInEffect().map { ($0.game, $0.event.entry) }
    }

    /// The counted line an undo would take back now (the latest rally, time-out or choice still in
    /// effect), nil when there is none: whose it is decides whether `undo` may take it back.
    public var undoTarget: MatchEvent? { linesInEffect().last?.event }

    /// The counted lines still in effect, each with the game it was played in.
    private func linesInEffect() -> [(game: Int, event: MatchEvent)] {
        guard var state = try? MatchState(settings: match.settings, teams: match.teams) else { return [] }
        var inEffect: [(game: Int, event: MatchEvent)] = []
        for event in log.counted {
            let game = state.game
            guard let next = try? state.applying(event.entry) else { continue }
            state = next
            if event.entry == .undo { inEffect.removeLast() } else { inEffect.append((game, event)) }
        }
        return inEffect
    }

    /// The number the next entry line gets: after every entry line of the file, those that count,
    /// those that do not, and those that did not read (a bad line keeps its place; docs/PICKLEBALL.md,
    /// "A bad line never stops play").
    public var nextNumber: Int { max(log.nextNumber, (match.ignoredEntryNumbers.max() ?? 0) + 1) }

    /// Whether the match is over (won), as opposed to in progress or forked.
    public var isOver: Bool { state.isOver }

    /// The time of the last counted line, when it has one.
    public var lastTime: Timestamp? { log.counted.last(where: { $0.metadata.time != nil })?.metadata.time }

    /// Seconds from the start to the last counted line (nil before the first timed line).
    public var durationSeconds: Int64? {
        lastTime.map { max(0, $0.secondsSinceEpoch - match.started.secondsSinceEpoch) }
    }
}
