/// `match show`'s rally log: each game's rallies in order, the winning side's letter for a rally and
/// `tA`/`tB` for a time-out, in groups of five so a disputed call can be found again by counting.
/// Undone entries are left out (the file keeps them; the log shows what counts).
public enum MatchRallyLog {
    /// The log, one line per game, under a heading; empty when nothing was played.
    public static func render(_ snapshot: MatchSnapshot) -> String {
        let state = snapshot.state
        let inEffect = snapshot.entriesInEffect()
        guard !inEffect.isEmpty else { return "" }
        var lines = ["", "Rallies (the side that won each; tA, tB: a time-out):"]
        let finished = Dictionary(uniqueKeysWithValues: state.games.map { ($0.number, $0) })
        for game in 1...state.game {
            let entries = inEffect.filter { $0.game == game }.map(\.entry)
            guard !entries.isEmpty else { continue }
            var words: [String] = []
            var group = ""
            var rallies = 0
            for entry in entries {
                switch entry {
                case .rally(let side):
                    group += side.rawValue
                    rallies += 1
                    if rallies % 5 == 0 { words.append(group); group = "" }
                case .timeOut(let side):
                    if !group.isEmpty { words.append(group); group = "" }
                    words.append("t" + side.rawValue)
                case .undo, .serve, .right:
                    break  // not rallies: choices before a game's first rally show in `match status`
                }
            }
            if !group.isEmpty { words.append(group) }
            let score = finished[game].map { "\($0.score.a)-\($0.score.b)" } ?? "\(state.score.a)-\(state.score.b)"
            let label = DisplayWidth.pad("Game \(game)", 8) + DisplayWidth.pad(score, 7)
            lines.append("  " + label + words.joined(separator: " ") + (finished[game] == nil ? "  (in progress)" : ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
