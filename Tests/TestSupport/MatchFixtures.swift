import HyzerFormat
import Testing

/// Matches built in memory for the view and report tests: named teams, settings, and a log written as
/// the rules reference writes it (``PickleballFixtures/log(_:)``), each entry a line of one device
/// stamped 30 seconds after the one before.
public enum MatchFixtures {
    /// 2026-11-22 10:00 in UTC−8.
    public static let started = Timestamp(rfc3339: "2026-11-22T10:00:00-08:00".utf8)!

    /// Dinkers (Alex, Jordan; blue) against Smashers (Sam, Riley), A serving first.
    public static let doubles = MatchTeams(
        a: MatchTeam(name: "Dinkers", players: [MatchPlayer(name: "Alex"), MatchPlayer(name: "Jordan")], colour: "blue"),
        b: MatchTeam(name: "Smashers", players: [MatchPlayer(name: "Sam"), MatchPlayer(name: "Riley")]))
    /// Alex against Sam.
    public static let singles = MatchTeams(a: MatchTeam(["Alex"]), b: MatchTeam(["Sam"]))

    /// Best of 3, side-out doubles to 11.
    public static let bestOfThree = MatchSettings(bestOf: 3)

    /// The teams that fit `settings`.
    public static func teams(for settings: MatchSettings) -> MatchTeams {
        settings.format == .doubles ? doubles : singles
    }

    /// Entry lines numbered from `first`, written by `device`, `spacing` seconds apart from `start`
    /// (no time when `spacing` is nil).
    public static func events(_ entries: [MatchEntry], device: String = "mike-phone", first: Int = 1,
                       start: Timestamp = started, spacing: Int64? = 30) -> [MatchEvent] {
        entries.enumerated().map { offset, entry in
            let number = first + offset
            let time = spacing.map { Timestamp(secondsSinceEpoch: start.secondsSinceEpoch + Int64(number) * $0) }
            return MatchEvent(number: number, entry: entry,
                              metadata: EventMetadata(id: EventID(device: device, sequence: number), reporter: "Mike",
                                                      device: device, time: time))
        }
    }

    /// A match whose log is `log` (reference notation), one device, 30 seconds an entry.
    public static func match(_ log: String, _ settings: MatchSettings = MatchSettings(), teams: MatchTeams? = nil,
                      title: String? = nil, started: Timestamp = started, spacing: Int64? = 30) -> Match {
        Match(title: title, started: started, settings: settings, teams: teams ?? self.teams(for: settings),
              events: events(PickleballFixtures.log(log), start: started, spacing: spacing))
    }

    /// The snapshot of ``match(_:_:teams:title:started:spacing:)``.
    public static func snapshot(_ log: String, _ settings: MatchSettings = MatchSettings(), teams: MatchTeams? = nil,
                         title: String? = nil, started: Timestamp = started, spacing: Int64? = 30) throws -> MatchSnapshot {
        try MatchSnapshot(match: match(log, settings, teams: teams, title: title, started: started, spacing: spacing))
    }

    /// The state after `log` with the named teams.
    public static func state(_ log: String, _ settings: MatchSettings = MatchSettings(), teams: MatchTeams? = nil) throws -> MatchState {
        try MatchState.replay(settings: settings, teams: teams ?? self.teams(for: settings), log: PickleballFixtures.log(log))
    }

    /// A match whose copies differ from entry `common + 1`: `mike-phone` recorded `common` then `mine`,
    /// `sam-tablet` recorded `theirs` from the same number on.
    public static func forked(common: String, mine: String, theirs: String, _ settings: MatchSettings = bestOfThree) throws -> MatchSnapshot {
        let shared = PickleballFixtures.log(common)
        let events = events(shared + PickleballFixtures.log(mine))
            + self.events(PickleballFixtures.log(theirs), device: "sam-tablet", first: shared.count + 1)
        return try MatchSnapshot(match: Match(started: started, settings: settings, teams: teams(for: settings), events: events))
    }
}
