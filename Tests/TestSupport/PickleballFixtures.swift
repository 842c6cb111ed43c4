import HyzerFormat
import Testing

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
