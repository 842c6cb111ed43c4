/// The clock of a time-out: which team called it, when (the `at=` of its line) and how long it lasts.
///
/// It is derived from the file, not from when a screen saw the line, so every screen and device shows
/// the same clock (each by its own wall clock). A time-out has a clock while it is the latest entry in
/// effect (the next rally, or an undo of it, ends it) and its line has a time; a hand-typed
/// `timeout B` without `at=` has none. A clock is shown from the call until ``playSeconds`` after
/// zero, when it says "play".
public struct TimeOutClock: Sendable, Equatable {
    /// What the clock shows at a moment.
    public struct Reading: Sendable, Equatable {
        /// Seconds left, from the length down to 0 (0 once the time-out is over).
        public var secondsLeft: Int

        /// Whether the time-out is over: play resumes.
        public var isOver: Bool { secondsLeft == 0 }
        /// Whether the warning is due: ``TimeOutClock/warningSeconds`` or fewer left.
        public var isWarning: Bool { secondsLeft <= TimeOutClock.warningSeconds }
    }

    /// Seconds left at which the players are warned (the bell rings on the scorer's screen).
    public static let warningSeconds = 15
    /// Seconds after zero during which the clock still shows, saying "play".
    public static let playSeconds = 10

    /// The team that called the time-out.
    public var side: MatchSide
    /// The identity of the time-out's line: another time-out is another clock.
    public var id: EventID
    /// When it was called: the line's `at=`.
    public var calledAt: Timestamp
    /// How long it lasts, in seconds (``MatchSettings/timeOutSeconds``).
    public var lengthSeconds: Int

    /// Creates a clock.
    public init(side: MatchSide, id: EventID, calledAt: Timestamp, lengthSeconds: Int) {
        self.side = side
        self.id = id
        self.calledAt = calledAt
        self.lengthSeconds = lengthSeconds
    }

    /// The clock of the time-out that is the latest entry in effect in `snapshot` (refused entries
    /// skipped, undos applied), when its line has a time and the match is not over; else nil.
    public init?(_ snapshot: MatchSnapshot) {
        guard !snapshot.state.isOver, let last = Self.lastInEffect(snapshot), case .timeOut(let side) = last.entry,
              let time = last.metadata.time else { return nil }
        self.init(side: side, id: last.id, calledAt: time, lengthSeconds: snapshot.match.settings.timeOutSeconds)
    }

    /// The reading at `now`, or nil once the clock has gone (``playSeconds`` after zero). A `now`
    /// before the call (another device's clock is ahead) reads the full length.
    public func reading(at now: Timestamp) -> Reading? {
        let elapsed = max(0, now.secondsSinceEpoch - calledAt.secondsSinceEpoch)
        guard elapsed < Int64(lengthSeconds + Self.playSeconds) else { return nil }
        return Reading(secondsLeft: max(0, lengthSeconds - Int(elapsed)))
    }

    /// The counted line whose entry is the latest still in effect.
    private static func lastInEffect(_ snapshot: MatchSnapshot) -> MatchEvent? {
        guard var state = try? MatchState(settings: snapshot.match.settings, teams: snapshot.match.teams) else { return nil }
        var inEffect: [MatchEvent] = []
        for event in snapshot.log.counted {
            guard let next = try? state.applying(event.entry) else { continue }
            state = next
            if event.entry == .undo { inEffect.removeLast() } else { inEffect.append(event) }
        }
        return inEffect.last
    }
}
