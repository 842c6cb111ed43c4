/// The rules `score` and `say` share about what a score line may be entered as: the words of
/// `[HOLE] PLAYER STROKES`, a finished round's scores naming their hole, and a placement checked again
/// under the lock.
public enum ScoreEntry {
    /// The throw tokens typed after the strokes (`score 7 Sarah 4 c2 ob`), taken off the end of
    /// `words`: the trailing words that are throw tokens (``ThrowMarks/vocabulary``, any case), as long
    /// as a player and strokes are left before them. Throws on a token written twice or contradicting
    /// another, as `check` reports them in a file.
    public static func throwMarks(_ words: inout [String]) throws(HyzerError) -> ThrowMarks {
        var tokens: [String] = []
        while words.count > 2, let last = words.last, isThrowToken(last) { tokens.insert(words.removeLast(), at: 0) }
        // A word after the strokes that is no score and no token: a mistyped token (`4 fairwy`).
        if words.count > 2, let last = words.last, ScoreRules.isNumber(words[words.count - 2]),
           !ScoreRules.isNumber(last), ScoreRules.spokenStrokes(last, par: 3) == nil {
            var ignored = ThrowMarks.none
            if let problem = ThrowMarks.read(last, into: &ignored) { throw HyzerError(.invalidArgument, problem.message, hint: problem.hint) }
        }
        var marks = ThrowMarks.none
        for token in tokens {
            if let problem = ThrowMarks.read(token, into: &marks) { throw HyzerError(.invalidArgument, problem.message, hint: problem.hint) }
        }
        return marks
    }

    /// Whether `word` is one of the throw tokens (`putts=` with anything after it, to be checked).
    static func isThrowToken(_ word: String) -> Bool {
        let lower = word.lowercased()
        return lower.hasPrefix("putts=") || ThrowMarks.vocabulary.contains(lower)
    }

    /// The words of `[HOLE] PLAYER STROKES`: a first word of digits is the hole (however long: a name
    /// is never a number), the strokes are the last word or the golf term of the last two or three
    /// (`double bogey`, `hole in one`), and the player is what is left.
    public static func operands(_ words: [String]) throws(HyzerError) -> (hole: String?, player: String, strokes: String) {
        var words = words
        var hole: String?
        // A first word that is a number is the hole, even with a sign (`-1` is a hole that does not exist).
        if words.count >= 3, ScoreRules.isNumber(words[0]) { hole = words.removeFirst() }
        let length = [3, 2].first { length in
            words.count > length && ScoreRules.spokenStrokes(words.suffix(length).joined(separator: " "), par: 3) != nil
        } ?? 1
        let strokes = words.suffix(length).joined(separator: " ")
        let player = words.dropLast(length).joined(separator: " ")
        if hole == nil, ScoreRules.isNumber(player) {
            throw HyzerError(.invalidArgument, "\"\(player)\" is not a player name", hint: "usage: hyzer-text score [HOLE] PLAYER STROKES, e.g. `score 7 Mike 3`")
        }
        // A name never has a number in it (rule 4): a number there is one too many.
        if let number = player.split(separator: " ").first(where: { ScoreRules.isNumber($0) }) {
            throw HyzerError(.invalidArgument, "one number too many: \(number) in \"\(player)\" is not part of a name, and `score` takes one score",
                             hint: "usage: hyzer-text score [HOLE] PLAYER STROKES, e.g. `score 7 Mike 3`; "
                                + "for several players at once: `hyzer-text say \"Mike 3, Jake 4\"`")
        }
        return (hole, player, strokes)
    }

    /// A finished round takes a score only as a late correction that names its hole ("found at the
    /// pub"); without a hole there is no next hole to score, so the error says to name one or reopen.
    public static func requireHoleIfFinished(_ round: Round, holeNamed: Bool, roundName: String) throws(HyzerError) {
        guard !holeNamed, let finish = round.finish else { return }
        let name = ScoreRules.quoted(roundName)
        throw HyzerError(.invalidData, "this round was finished at \(RecordingText.finishedText(finish)), so a score for it must name its hole",
                         hint: "to correct a score, name the hole: `hyzer-text score HOLE PLAYER STROKES --round \(name)`; "
                            + "to play on, reopen it: `hyzer-text reopen --round \(name)`")
    }

    /// Throws when another entry changed `players`' scores on `hole` between reading the round (the
    /// hole was placed on `before`) and taking the lock to write (`now`): the placement may no longer
    /// hold, so nothing is written.
    public static func requireUnchanged(hole: Int, players: [String], before: Scorecard, now: Scorecard, retry: String) throws(HyzerError) {
        let changed = players.contains { player in
            before.leaves(hole: hole, player: player).map(\.id) != now.leaves(hole: hole, player: player).map(\.id)
        }
        guard changed || before.currentHole != now.currentHole else { return }
        throw HyzerError(.needsAttention, "another entry reached hole \(hole) while this one was being saved; nothing written",
                         hint: "\(retry): the hole is chosen again from what the round has now")
    }
}
