/// The time-out clock in words and in large digits, for `match status`, `match play` and `match live`:
/// `Time-out Smashers (B): 0:42 left.`, then at zero `Time-out Smashers (B) is over: play.` (see
/// ``TimeOutClock``).
public enum MatchTimeOutText {
    /// The clock's line for `snapshot` at `now`; empty when no time-out clock runs (or `now` is nil).
    public static func lines(_ snapshot: MatchSnapshot, now: Timestamp?, style: TextStyle) -> [String] {
        guard let now, let clock = TimeOutClock(snapshot), let reading = clock.reading(at: now) else { return [] }
        return [line(clock, reading, teams: snapshot.match.teams, style: style)]
    }

    /// `Time-out Smashers (B): 0:42 left.` (yellow from the warning on), or `Time-out Smashers (B) is
    /// over: play.` (bold); the words carry the meaning, colour only helps.
    public static func line(_ clock: TimeOutClock, _ reading: TimeOutClock.Reading, teams: MatchTeams, style: TextStyle) -> String {
        let who = "Time-out \(TerminalSafe.escape(teams[clock.side].name)) (\(clock.side))"
        if reading.isOver { return style.styled(who + " is over: play.", .bold) }
        let text = "\(who): \(TimeOutLength.clock(reading.secondsLeft)) left."
        return reading.isWarning ? style.styled(text, .yellow) : text
    }

    /// The reading in large letters, three lines high (``MatchStatusText/bigCall(_:)``): the time left
    /// (`0:42`), or `PLAY` at zero.
    public static func bigReading(_ reading: TimeOutClock.Reading) -> [String] {
        MatchStatusText.bigCall(reading.isOver ? "PLAY" : TimeOutLength.clock(reading.secondsLeft))
    }
}
