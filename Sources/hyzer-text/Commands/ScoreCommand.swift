import HyzerFormat

/// `hyzer-text score [HOLE] PLAYER STROKES`: one player, one hole, one short line (FR17–FR20).
enum ScoreCommand {
    static let command = Command(
        path: ["score"],
        abstract: "Record a player's strokes on a hole (the current hole if none is given)",
        usage: "[HOLE] PLAYER STROKES [--round R]",
        discussion: """
        Appends one score line to the round file. Without HOLE it scores the current hole: the first
        hole not yet scored for every player. Scoring a player again on a hole is a correction: a new
        line that supersedes the old one (nothing is ever edited or deleted).

        STROKES is 1–10, or a golf term relative to the hole's par: ace, eagle, birdie, par, bogey,
        double, triple. PLAYER is a name or alias from the round, in any case; names with spaces
        need no quotes.
        """,
        examples: ["score Mike 3", "score 7 Sarah 4", "score 12 Uncle Bob birdie", "score 3 Jake 4 --round 2026-11-21"],
        options: [.round],
        positionals: 2...8,
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let path = try book.findRound(invocation.value("round"))
        var words = invocation.arguments.positionals
        var hole: Int?
        if words.count >= 3, let number = Int(words[0]) {
            hole = number
            words.removeFirst()
        }
        let strokesWord = words.removeLast()
        let playerWord = words.joined(separator: " ")
        if let asNumber = Int(playerWord), hole == nil {
            throw HyzerError(.usage, "\"\(asNumber)\" is not a player name", hint: "usage: hyzer-text score [HOLE] PLAYER STROKES, e.g. `score 7 Mike 3`")
        }
        let now = SystemClock.now()
        var outcome: ScoreRecording?
        let result = try book.append(to: path) { (document) throws(HyzerError) -> [ScoreEvent] in
            let round = document.round
            try requireHoleIfFinished(round, holeNamed: hole != nil, book: book, path: path)
            let player = try requirePlayer(playerWord, in: round)
            let card = Scorecard(round: round, localDevice: identity.device)
            let targetHole = try requireHole(hole ?? card.currentHole ?? round.holeCount, in: round)
            let strokes = try requireStrokes(strokesWord, par: round.pars[targetHole - 1])
            let entry = ScoreRecording.Entry(hole: targetHole, player: player.name, strokes: strokes)
            let recording = ScoreRecording.make([entry], card: card, reporter: identity.name, device: identity.device, time: now.utc)[0]
            outcome = recording
            return [recording.event]
        }
        guard let outcome else { return .software }
        let event = outcome.event
        let par = result.after.round.pars[event.hole - 1]
        invocation.out("Hole \(event.hole): \(safe(event.player)) \(event.strokes) (\(ScoreName.name(strokes: event.strokes, par: par)))"
                       + correctionNote(outcome) + "\n")
        invocation.out(lateNote(before: result.before.round, after: result.after.round, device: identity.device))
        reportAfterRecording([outcome], before: result.before.round, after: result.after.round, autoAdvance: hole == nil,
                             device: identity.device, invocation: invocation)
        return .ok
    }

    // MARK: - Shared with `say` and `resolve`

    /// The round's player named (or aliased) `word`, or an error with "did you mean" and the roster.
    static func requirePlayer(_ word: String, in round: Round) throws(HyzerError) -> Player {
        if let player = round.player(named: word) { return player }
        let names = round.players.map(\.name)
        throw HyzerError(.data, "no player \"\(word)\" in this round",
                         hint: (Suggestion.hint(for: word, among: names + round.players.flatMap(\.aliases)).map { $0 + " " } ?? "")
                            + "players: \(names.joined(separator: ", ")) (the player list is frozen once a round starts)")
    }

    /// `hole` when the round has it, else an error naming the range.
    static func requireHole(_ hole: Int, in round: Round) throws(HyzerError) -> Int {
        guard (1...max(round.holeCount, 1)).contains(hole), round.holeCount > 0 else {
            throw HyzerError(.data, "hole \(hole) does not exist; this round has \(round.holeCount) holes",
                             hint: "holes are numbered 1–\(round.holeCount)")
        }
        return hole
    }

    /// Strokes from `1`–`10` or a golf term relative to `par`; never clamped.
    static func requireStrokes(_ word: String, par: Int) throws(HyzerError) -> Int {
        guard let strokes = Int(word) ?? ScoreName.strokes(for: word, par: par) else {
            throw HyzerError(.usage, "\"\(word)\" is not a number of strokes",
                             hint: "give 1–10 or a golf term (ace, eagle, birdie, par, bogey, double, triple)")
        }
        guard ScoreEvent.strokesRange.contains(strokes) else {
            throw HyzerError(.data, "strokes must be 1–10, got \(strokes)", hint: "a hole is picked up at 10; write 10 for anything worse")
        }
        return strokes
    }

    /// A finished round takes a score only as a late correction that names its hole ("found at the
    /// pub"); without a hole there is no next hole to score, so the error says to name one or reopen.
    static func requireHoleIfFinished(_ round: Round, holeNamed: Bool, book: Scorebook, path: String) throws(HyzerError) {
        guard !holeNamed, let finish = round.finish else { return }
        let name = RoundCommands.quoted(RoundArchive.roundName(ofPath: path))
        throw HyzerError(.data, "this round was finished at \(RoundCommands.finishedText(finish)), so a score for it must name its hole",
                         hint: "to correct a score, name the hole: `hyzer-text score HOLE PLAYER STROKES --round \(name)`; "
                            + "to play on, reopen it: `hyzer-text reopen --round \(name)`")
    }

    /// For scores recorded on a finished round: a line saying so, and whether they changed its result
    /// (positions, scores, holes played, status); empty for a round being played.
    static func lateNote(before: Round, after: Round, device: String) -> String {
        guard let finish = before.finish else { return "" }
        let changed = !Standings(Scorecard(round: before, localDevice: device))
            .hasSameResult(as: Standings(Scorecard(round: after, localDevice: device)))
        return "This round was finished at \(RoundCommands.finishedText(finish)): "
            + (changed ? "this late score changes its result.\n" : "its result is unchanged.\n")
    }

    /// `, corrected from 4` / `, unchanged` / nothing, for a recorded score.
    static func correctionNote(_ recording: ScoreRecording) -> String {
        if let previous = recording.replaced.last, previous.strokes != recording.event.strokes {
            return ", corrected from \(previous.strokes)"
        }
        return recording.replaced.isEmpty ? "" : ", unchanged"
    }

    /// What follows recorded scores: the standings line with movement, a note for each new
    /// discrepancy, and "round complete" or (when the hole was chosen automatically) the next hole.
    static func reportAfterRecording(_ recordings: [ScoreRecording], before: Round, after round: Round, autoAdvance: Bool,
                                     device: String, invocation: Invocation) {
        var standings = Standings(Scorecard(round: round, localDevice: device))
        standings.recordMovement(since: Standings(Scorecard(round: before, localDevice: device)))
        invocation.out(StandingsView.line(standings, terminal: invocation.terminal) + "\n")
        for recording in recordings {
            let event = recording.event
            let disagreeing = recording.others.filter { $0.strokes != event.strokes }
            guard !disagreeing.isEmpty else { continue }
            let who = disagreeing.map { "\($0.strokes) from \(safe($0.reporter ?? $0.device ?? "another device"))" }.joined(separator: ", ")
            invocation.note("note: another device recorded \(who) for \(safe(event.player)) on hole \(event.hole); this is now a discrepancy\n"
                            + "hint: settle it with `hyzer-text resolve \(event.hole) \(event.player) STROKES`\n")
        }
        let card = Scorecard(round: round, localDevice: device)
        if card.isComplete, !round.isFinished, !Scorecard(round: before, localDevice: device).isComplete {
            invocation.out("Every player has every hole: the round is complete. Finish it with `hyzer-text finish`.\n")
        } else if autoAdvance, let next = card.currentHole, let last = recordings.last, next != last.event.hole {
            invocation.out("Next: hole \(next)\n")
        }
    }
}
