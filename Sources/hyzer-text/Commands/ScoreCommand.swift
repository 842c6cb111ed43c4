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
        double, triple. More than 10 is refused as a likely typo: type a real 11+ into the round file
        (`7 Mike 12`), which takes 1–99. PLAYER is a name or alias from the round, in any case; names
        with spaces need no quotes.
        """,
        examples: ["score Mike 3", "score 7 Sarah 4", "score 12 Uncle Bob birdie", "score 3 Jake 4 --round 2026-11-21"],
        options: [.round],
        positionals: 2...8,
        operands: [.optional("HOLE", .number), Operand("PLAYER", .player), Operand("STROKES", .strokes)],
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
            try requireOpen(round, book: book, path: path)
            let player = try requirePlayer(playerWord, in: round)
            let card = Scorecard(round: round, localDevice: identity.device)
            let targetHole = try requireHole(hole ?? card.currentHole ?? round.holeCount, in: round)
            let strokes = try requireStrokes(strokesWord, par: round.pars[targetHole - 1]) { strokes in
                "if it is right, add the line `\(targetHole) \(player.name) \(strokes)` to \(book.displayPath(path)) by hand: "
                    + "a round file takes 1–99 (docs/FORMAT.md, rule 5)"
            }
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

    /// Strokes from `1`–`10` (``ScoreEvent/entryRange``: more is far likelier a typo than a score) or
    /// a golf term relative to `par`; never clamped. `allowed` are larger values taken as well (the
    /// scores a resolution settles between); `command` names the command and `largerHint` says how to
    /// record a real 11 or more (given the strokes), in the error for one.
    static func requireStrokes(_ word: String, par: Int, command: String = "score", allowed: [Int] = [],
                               largerHint: (Int) -> String) throws(HyzerError) -> Int {
        guard let strokes = Int(word) ?? ScoreName.strokes(for: word, par: par) else {
            throw HyzerError(.usage, "\"\(word)\" is not a number of strokes",
                             hint: "give 1–10 or a golf term (ace, eagle, birdie, par, bogey, double, triple)")
        }
        if ScoreEvent.entryRange.contains(strokes) || allowed.contains(strokes) { return strokes }
        guard strokes > ScoreEvent.entryRange.upperBound else {
            throw HyzerError(.data, "strokes must be 1–10, got \(strokes)", hint: "a score is at least 1 (an ace); a hole not played gets no score")
        }
        let typed = Int(word) != nil ? word : "\"\(word)\" (\(strokes))"
        guard ScoreEvent.strokesRange.contains(strokes) else {
            throw HyzerError(.data, "\(typed) strokes is more than a hole can take (at most \(ScoreEvent.strokesRange.upperBound))")
        }
        throw HyzerError(.data, "\(typed) strokes is more than `\(command)` takes: 1–10, a guard against typos", hint: largerHint(strokes))
    }

    /// Refuses scores for a finished round.
    static func requireOpen(_ round: Round, book: Scorebook, path: String) throws(HyzerError) {
        guard let finished = round.finished else { return }
        throw HyzerError(.data, "this round was finished at \(finished.dateString) \(finished.timeString); finished rounds take no new scores",
                         hint: "start a new round with `hyzer-text round start`; to fix a finished round's score, append a line to \(book.displayPath(path)) by hand (see docs/FORMAT.md)")
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
        if card.isComplete, !Scorecard(round: before, localDevice: device).isComplete {
            invocation.out("Every player has every hole: the round is complete. Finish it with `hyzer-text finish`.\n")
        } else if autoAdvance, let next = card.currentHole, let last = recordings.last, next != last.event.hole {
            invocation.out("Next: hole \(next)\n")
        }
    }
}
