/// Round files for tests, written the way people write them: `header(…)` gives the header lines, each
/// ending in a newline, so a test appends its score lines.
public enum RoundFixture {
    /// A round header: course, start, organizer, pars, then the players and guests in order.
    ///
    /// - Parameters:
    ///   - players: `player` lines; a name may carry aliases (`"Jake aka J"`).
    ///   - guests: `guest` lines, after the players.
    public static func header(course: String = "Cedar Creek", started: String = "2026-11-21T09:30:00-08:00",
                              organizer: String = "Mike", pars: [Int], players: [String], guests: [String] = []) -> String {
        var text = "course \(course)\nstarted \(started)\norganizer \(organizer)\npars \(pars.map(String.init).joined(separator: " "))\n"
        text += players.map { "player \($0)\n" }.joined() + guests.map { "guest \($0)\n" }.joined()
        return text
    }
}
