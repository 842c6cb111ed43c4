import HyzerFormat

/// What `say` is about to record: the parser's result as editable lines, one per player or unresolved
/// fragment, shown to the scorer before anything is written.
struct SayDraft {
    /// One line of the confirmation.
    struct Line {
        /// The player, once known.
        var player: String?
        /// Strokes 1–10 (11–99 once confirmed), once known.
        var strokes: Int?
        /// The name as heard when the player was matched other than as written (`Jack` for Jake): shown
        /// beside the player, on the confirmation and the saved line, so a wrong guess is seen.
        var heardName: String?
        /// The throw tokens said with the score (`with an OB` → `ob`).
        var marks = ThrowMarks.none
        /// Why throw words said with the score were left off, shown beside it.
        var marksProblem: String?
        /// Why the parser could not settle it; nil for a recognised score.
        var problem: VoiceResult.Fragment?
        /// Whether the scorer removed it.
        var dropped = false

        /// After the strokes were changed: the throw tokens stay when they can still be true of them,
        /// else they are left off and the line says why.
        mutating func keepPossibleMarks() {
            guard let strokes, !marks.isEmpty, let problem = marks.problem(strokes: strokes) else { return }
            marksProblem = "\(marks.text) left off: \(problem.message)"
            marks = .none
        }

        /// Whether it becomes a score when committed.
        var isReady: Bool { !dropped && player != nil && strokes != nil }
    }

    /// The hole the scores are for.
    var hole: Int
    /// Its par.
    var par: Int
    /// Lines: recognised scores in round order, then unresolved fragments in sentence order.
    var lines: [Line]
    /// Scores players already have on the hole (the value that counts), so that a changed one shows
    /// as a correction (`— corrects 4`) and is never saved unseen.
    var previous: [String: Int]
    /// Other devices' scores on the hole by player, when this device is not the organizer's: a
    /// different score said here stands beside them for the organizer to settle (docs/FORMAT.md, rule
    /// 8), so the draft says `— beside Mike's 4 from mike-phone`, never `— corrects 4`. Empty on the
    /// organizer's device, whose score resolves them.
    var beside: [String: [ScoreEvent]] = [:]
    /// Whether scores already on the hole stay as they are (the hole was chosen, not named): a player
    /// who has one gets no new line, whatever was said (docs/FORMAT.md, "Play order").
    var keepsScores: Bool

    /// The draft of a parse result (which must have a hole within the round); `previous` holds the
    /// scores already recorded on that hole, by player; `keepsScores` when the hole was not named.
    init(_ result: VoiceResult, par: Int, previous: [String: Int] = [:], keepsScores: Bool = false) {
        hole = result.hole ?? 1
        self.par = par
        self.previous = previous
        self.keepsScores = keepsScores
        lines = result.scores.map { Line(player: $0.player, strokes: $0.strokes, heardName: $0.misheardName, marks: $0.marks, marksProblem: $0.marksProblem) }
        for fragment in result.unresolved {
            let named = fragment.problem == .noScore || fragment.problem == .outOfRange
            let onePlayer = named && fragment.candidates.count == 1 ? fragment.candidates.first : nil
            lines.append(Line(player: onePlayer, strokes: fragment.strokes, heardName: fragment.misheardName, problem: fragment))
        }
    }

    /// Lines still needing the scorer.
    var unresolvedCount: Int { lines.filter { !$0.isReady && !$0.dropped }.count }

    /// The scores said: ready lines, one per player (a later line wins), in line order.
    var said: [ScoreRecording.Entry] {
        var byPlayer: [String: (strokes: Int, marks: ThrowMarks)] = [:]
        var order: [String] = []
        for line in lines where line.isReady {
            if byPlayer[line.player!] == nil { order.append(line.player!) }
            byPlayer[line.player!] = (line.strokes!, line.marks)
        }
        return order.map { ScoreRecording.Entry(hole: hole, player: $0, strokes: byPlayer[$0]!.strokes, marks: byPlayer[$0]!.marks) }
    }

    /// The scores to record: those said, less (when ``keepsScores``) the players who already have one.
    var entries: [ScoreRecording.Entry] {
        keepsScores ? said.filter { previous[$0.player] == nil } : said
    }

    /// The lines that change a score the player already has on the hole, in line order (none when
    /// ``keepsScores``: such a score is ``kept`` instead).
    var corrections: [(player: String, from: Int)] {
        keepsScores ? [] : said.compactMap { entry in previous[entry.player].flatMap { $0 != entry.strokes ? (entry.player, $0) : nil } }
    }

    /// What a changed score does, in a few words: `corrects 4`, or `beside Mike's 4 from mike-phone`
    /// when it would stand beside other devices' scores (``beside``).
    func change(player: String, strokes: Int, from: Int) -> String {
        let differing = beside[player, default: []].filter { $0.strokes != strokes }
        return differing.isEmpty ? "corrects \(from)" : "beside " + Plural.listed(differing.map(RecordingText.valueText))
    }

    /// With ``keepsScores``: players said with a score other than the one they already have on the
    /// hole, which stays (`has`); `said` is what the sentence gave them.
    var kept: [(player: String, said: Int, has: Int)] {
        guard keepsScores else { return [] }
        return said.compactMap { entry in previous[entry.player].flatMap { $0 != entry.strokes ? (entry.player, entry.strokes, $0) : nil } }
    }

    /// With ``keepsScores``: players said with exactly the score they already have (no new line).
    var already: [String] {
        keepsScores ? said.filter { previous[$0.player] == $0.strokes }.map(\.player) : []
    }

    /// The command that would change a kept score to what was said: `hyzer-text score 2 Mike 5`
    /// (with `--round R` when the round was chosen by name).
    func correctionCommand(_ kept: (player: String, said: Int, has: Int), round: String?) -> String {
        "hyzer-text score \(hole) \(ScoreRules.quoted(kept.player)) \(kept.said)" + (round.map { " --round \(ScoreRules.quoted($0))" } ?? "")
    }

    /// One line per kept score (`Mike already has 4 on hole 2, left unchanged; to make it 5: `hyzer-text
    /// score 2 Mike 5``), then how to say a sentence meant for another hole; empty when nothing was kept.
    func keptText(round: String?) -> String {
        guard !kept.isEmpty else { return "" }
        return kept.map { kept in
            "\(safe(kept.player)) already has \(kept.has) on hole \(hole), left unchanged; to make it \(kept.said): "
                + "`\(safe(correctionCommand(kept, round: round)))`\n"
        }.joined() + "If the sentence was for another hole, say it with the hole: `hyzer-text say \"hole N …\"`.\n"
    }

    // MARK: - Showing it

    /// `Mike ......... 3 (birdie)` lines, `?` for what is unresolved, numbered when editing.
    func rendered(numbered: Bool, terminal: Terminal) -> String {
        let labels = lines.map(label)
        let width = max((labels.map(\.count).max() ?? 0) + 4, 12)
        var text = ""
        for (index, line) in lines.enumerated() where !line.dropped || numbered {
            var row = numbered ? padLeft(String(index + 1), 3) + "  " : "  "
            let label = labels[index]
            row += label + " " + String(repeating: ".", count: max(width - label.count - 1, 3)) + " "
            if line.dropped {
                row += "-  (dropped)"
            } else if let strokes = line.strokes {
                let was = line.player.flatMap { previous[$0] }
                row += "\(strokes)\(Self.tokens(line.marks)) (\(ScoreName.name(strokes: strokes, par: par))\(was == strokes ? ", already \(strokes)" : ""))"
                if let was, was != strokes, let player = line.player {
                    row += keepsScores ? " — has \(was), left unchanged" : " — " + change(player: player, strokes: strokes, from: was)
                }
            } else {
                row += terminal.styled("?", .yellow)
            }
            if !line.isReady, !line.dropped, let problem = line.problem { row += "  " + terminal.styled(Self.explain(problem, line, par: par), .yellow) }
            if !line.dropped, let marksProblem = line.marksProblem { row += "  " + terminal.styled(safe(marksProblem), .yellow) }
            text += row + "\n"
        }
        return text
    }

    private func label(_ line: Line) -> String {
        if let player = line.player { return (line.isReady || line.dropped ? "" : "? ") + Self.named(player, heard: line.heardName) }
        if let name = line.problem?.heardName { return "? \"\(safe(name))\"" }
        return "? (no name)"
    }

    /// Why a line is unresolved, in a few words (an out-of-range score in the words `score` uses).
    static func explain(_ fragment: VoiceResult.Fragment, _ line: Line, par: Int) -> String {
        let heard = "heard \"\(safe(fragment.heard))\""
        switch fragment.problem {
        case .unknownName:
            let guess = fragment.candidates.isEmpty ? "" : " (\(fragment.candidates.map(safe).joined(separator: " or "))?)"
            return line.player == nil ? "no such player\(guess)" : "no score"
        case .ambiguousName:
            return line.player == nil ? fragment.candidates.map(safe).joined(separator: " or ") + "?" : "no score"
        case .noScore: return "no score heard"
        case .noPlayer: return line.player == nil ? "whose score? (\(heard))" : "no score"
        case .outOfRange:
            guard let value = fragment.rejectedValue else { return "not \(ScoreRules.entryRangeText) (\(heard))" }
            let typed = fragment.heardStrokes.map(safe) ?? String(value)
            return ScoreRules.rangeProblem(typed: typed, strokes: value, par: par, hole: nil).message + " (\(heard))"
        }
    }

    /// The scores as one line: `Mike 3 (par), Jake (heard "Jack") 4 (bogey)`.
    func summary(corrections: [String: String] = [:]) -> String {
        entries.map { entry in
            let heard = lines.last { $0.isReady && $0.player == entry.player }?.heardName
            return "\(Self.named(entry.player, heard: heard)) \(entry.strokes)\(Self.tokens(entry.marks)) (\(ScoreName.name(strokes: entry.strokes, par: par))\(corrections[entry.player] ?? ""))"
        }.joined(separator: ", ")
    }

    /// The throw tokens after a score as the line will write them (` ob c2`), empty for none.
    static func tokens(_ marks: ThrowMarks) -> String { marks.isEmpty ? "" : " " + marks.text }

    /// A player's name, with what was heard when it was matched other than as written: `Jake (heard
    /// "Jack")`; made safe for a terminal.
    static func named(_ player: String, heard: String?) -> String {
        safe(player) + (heard.map { " (heard \"\(safe($0))\")" } ?? "")
    }
}
