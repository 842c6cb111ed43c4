/// How a ``MisplacedSentence`` is told: where `sync`, `conflicts` and `check` name it, and the refusal
/// of `say` and `score` while one is pending. User text is made safe for a terminal.
public enum MisplacedSentenceText {
    /// `jake-phone's Mike 4, Jake 3 from 09:42 are on hole 1, which mike-phone had scored at 09:31:
    /// probably hole 2 (and what was said after it a hole on: holes 2–3)`.
    /// Times are shown at `offsetMinutes` from UTC (the round's: ``Round/started``).
    public static func description(_ sentence: MisplacedSentence, offsetMinutes: Int = 0) -> String {
        func local(_ time: Timestamp) -> String { Timestamp(secondsSinceEpoch: time.secondsSinceEpoch, utcOffsetMinutes: offsetMinutes).timeString }
        let scores = sentence.lines.map { "\(safe($0.player)) \($0.strokes)" }.joined(separator: ", ")
        var text = "\(safe(sentence.device))'s \(scores) from \(local(sentence.time)) \(sentence.lines.count == 1 ? "is" : "are") on hole \(sentence.hole)"
        if let earlier = sentence.earlier { text += ", which \(safe(earlier.device)) had scored at \(local(earlier.time))" }
        if let probable = sentence.probableHole {
            text += ": probably hole \(probable)"
            if let last = sentence.following.last?.first?.hole {
                text += " (and what was said after it a hole on too: hole\(sentence.following.count == 1 ? " \(last)" : "s \(sentence.following[0][0].hole)–\(last)"))"
            }
        } else {
            text += ": it was probably said for another hole"
        }
        return text
    }

    /// The command that moves it: `hyzer-text move 1 2 --device jake-phone` (`HOLE` when the hole is
    /// not known), with `--round R` when `round` is given.
    public static func command(_ sentence: MisplacedSentence, round: String? = nil) -> String {
        "hyzer-text move \(sentence.hole) \(sentence.probableHole.map(String.init) ?? "HOLE") --device \(safe(sentence.device))"
            + (round.map { " --round \(safe(ScoreRules.quoted($0)))" } ?? "")
    }

    /// One note per misplaced sentence with the command that moves it (`round`: the `--round` the
    /// command needs); empty when there is none.
    public static func notes(_ sentences: [MisplacedSentence], offsetMinutes: Int = 0, round: String? = nil) -> String {
        sentences.map { "note: \(description($0, offsetMinutes: offsetMinutes))\n" + "hint: move it with `\(command($0, round: round))`\n" }.joined()
    }
}
