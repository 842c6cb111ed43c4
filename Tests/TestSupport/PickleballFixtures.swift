import HyzerFormat
import Testing

// MARK: - Teams and logs in the rules reference's notation

/// Builders for the pickleball tests: teams, settings, and logs written as the rules reference writes
/// them (`ABBA`, `A×10, B×12`, `A t B u` with `t`/`T` a time-out by A/B and `u` an undo).
public enum PickleballFixtures {
    /// Doubles teams A1, A2 against B1, B2 (first named on the right), A serving first.
    public static let doubles = MatchTeams(a: MatchTeam(["A1", "A2"]), b: MatchTeam(["B1", "B2"]))
    /// Singles players A1 against B1, A serving first.
    public static let singles = MatchTeams(a: MatchTeam(["A1"]), b: MatchTeam(["B1"]))

    /// The teams that fit `settings`.
    public static func teams(for settings: MatchSettings) -> MatchTeams {
        settings.format == .doubles ? doubles : singles
    }

    /// The entries a reference log names: letters `A`/`B` are rallies, `×N` repeats the previous
    /// letter N times in all, `t`/`T` are time-outs by A/B, `u` is an undo; commas and spaces are
    /// ignored. `(empty)` is the empty log.
    public static func log(_ text: String) -> [MatchEntry] {
        var entries: [MatchEntry] = []
        var characters = Array(text == "(empty)" ? "" : text)[...]
        while let character = characters.popFirst() {
            switch character {
            case "A": entries.append(.rally(wonBy: .a))
            case "B": entries.append(.rally(wonBy: .b))
            case "t": entries.append(.timeOut(.a))
            case "T": entries.append(.timeOut(.b))
            case "u": entries.append(.undo)
            case "×":
                var digits = ""
                while let digit = characters.first, digit.isNumber { digits.append(characters.removeFirst()) }
                let last = entries.removeLast()
                entries += Array(repeating: last, count: Int(digits)!)
            case ",", " ": continue
            default: Issue.record("unexpected \(character) in log \(text)")
            }
        }
        return entries
    }

    /// The state after `log` under `settings`, which must replay without error.
    public static func state(_ log: String, _ settings: MatchSettings = MatchSettings(),
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> MatchState {
        do {
            return try MatchState.replay(settings: settings, teams: teams(for: settings), log: self.log(log))
        } catch {
            Issue.record("log \(log) failed: \(error.message)", sourceLocation: sourceLocation)
            throw error
        }
    }
}

// MARK: - Matches in memory

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

// MARK: - Match files as text

/// Match files for the text, merge and store tests: a header and entry lines written as a device
/// writes them.
public enum MatchFileFixtures {
    /// A doubles match as the tool writes it: every header line, then a blank line.
    public static let header = """
        match Saturday ladder, court 3
        started 2026-11-22T10:00:00-08:00
        format doubles
        scoring side-out
        to 11
        win-by 2
        freeze game-point
        best-of 1
        team A Dinkers colour=blue
        player A Alex hand=right court=right
        player A Jordan hand=left
        team B Sam & Riley
        player B Sam
        player B Riley
        serves A


        """

    /// The smallest valid header: a start and one player a side (singles, everything else default).
    public static let minimalHeader = """
        started 2026-11-22T10:00:00-08:00
        player A Alex
        player B Sam

        """

    /// Entry lines numbered from `first`, one per character of `log` (`A`, `B`, `t`/`T` time-out by
    /// A/B, `u` undo), written by `device` with sequence numbers from `sequence`, a minute apart from
    /// `minute` past 18:00 UTC.
    public static func lines(_ log: String, device: String = "mike-phone", from first: Int = 1, sequence: Int? = nil,
                      minute: Int = 0, by reporter: String = "Mike") -> String {
        var text = ""
        for (offset, character) in log.enumerated() {
            let entry: String
            switch character {
            case "A": entry = "A"
            case "B": entry = "B"
            case "t": entry = "timeout A"
            case "T": entry = "timeout B"
            default: entry = "undo"
            }
            let total = minute + offset
            let time = "2026-11-22T\(18 + total / 60):\(total % 60 < 10 ? "0" : "")\(total % 60):00Z"
            text += "\(first + offset) \(entry) @\(device).\((sequence ?? first) + offset) by=\(reporter) at=\(time)\n"
        }
        return text
    }
}
