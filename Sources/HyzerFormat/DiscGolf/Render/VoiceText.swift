/// `say`'s report of what it understood, pure functions of the ``VoiceResult`` and the round. User
/// text is made safe for a terminal. (The numbered lines a scorer edits on a terminal are the
/// executable's `SayDraft`.)
public enum VoiceText {
    /// `Hole 2 (par 3):`, with a note such as ` — ahead of the group, which is on hole 1` when the hole
    /// was chosen for the players said and the group is elsewhere (``RecordingText/groupNote(hole:groupHole:order:)``).
    public static func header(hole: Int, par: Int, note: String = "") -> String {
        "Hole \(hole) (par \(par))" + note + ":\n"
    }

    /// The words that were ignored (`  (ignored: um so)`) and each name said twice with the score
    /// kept (`  (Mike said twice: 4 kept)`), a line each; empty when there are none.
    public static func asides(_ result: VoiceResult) -> String {
        var text = result.ignored.isEmpty ? "" : "  (ignored: \(result.ignored.map(safe).joined(separator: " ")))\n"
        for player in result.repeated {
            guard let kept = result.scores.first(where: { $0.player == player }) else { continue }
            text += "  (\(safe(player)) said twice: \(kept.strokes) kept)\n"
        }
        return text
    }

    /// The `--json` object: `outcome` (success, partial, failed), `failure` (reason or null), `hole`,
    /// `par`, `holeSpoken`, `scores` (player, strokes, name, heard, match, correctedFrom, kept: the score
    /// a player already had and keeps, when the hole was chosen and nothing was written for them),
    /// `unresolved` (problem, heard, name, candidates, strokes, rejected), `ignored`, `repeated`,
    /// `written`, and `standings` (after writing, else null; rows as in `standings --json`).
    public static func json(_ result: VoiceResult, sentence: String, round: Round, written: Bool, standings: Standings?,
                            recordings: [ScoreRecording] = [], kept: [String: Int] = [:]) -> String {
        let par = result.hole.flatMap { round.par(ofHole: $0) }
        let corrected = Dictionary(recordings.compactMap { recording in recording.replaced.last.map { (recording.event.player, $0.strokes) } },
                                   uniquingKeysWith: { $1 })
        return JSON.object([
            ("sentence", .string(sentence)),
            ("outcome", .string(result.outcome.rawValue)),
            ("failure", .optional(result.failure)),
            ("hole", .optional(result.hole == Int.max ? nil : result.hole)),
            ("par", .optional(par)),
            ("holeSpoken", .bool(result.holeWasSpoken)),
            ("scores", .array(result.scores.map { score in
                .object([
                    ("player", .string(score.player)),
                    ("strokes", .int(score.strokes)),
                    ("name", .optional(par.map { ScoreName.name(strokes: score.strokes, par: $0) })),
                    ("heard", .string(score.heard)),
                    ("match", .string(String(describing: score.level))),
                    ("correctedFrom", .optional(corrected[score.player])),
                    ("kept", .optional(kept[score.player])),
                    // Only a score said with throw words has these keys: output without them is unchanged.
                ] + (score.marks.isEmpty ? [] : [("tokens", .array(score.marks.tokens.map { .string($0) }))])
                  + (score.marksProblem.map { [("tokensLeftOff", .string($0))] } ?? []))
            })),
            ("unresolved", .array(result.unresolved.map { fragment in
                .object([
                    ("problem", .string(fragment.problem.rawValue)),
                    ("heard", .string(fragment.heard)),
                    ("name", .optional(fragment.heardName)),
                    ("candidates", .array(fragment.candidates.map(JSON.string))),
                    ("strokes", .optional(fragment.strokes)),
                    ("rejected", .optional(fragment.rejectedValue == Int.max ? nil : fragment.rejectedValue)),
                ])
            })),
            ("ignored", .array(result.ignored.map(JSON.string))),
            ("repeated", .array(result.repeated.map(JSON.string))),
            ("written", .bool(written)),
            ("standings", standings?.json ?? .null),
        ]).rendered()
    }
}
