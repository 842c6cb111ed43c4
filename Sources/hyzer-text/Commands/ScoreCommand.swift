import HyzerFormat

/// `hyzer-text score [HOLE] PLAYER STROKES`: one player, one hole, one short line (FR17–FR20).
enum ScoreCommand {
    static let command = Command(
        path: ["score"],
        abstract: "Record a player's strokes on a hole (their next hole if none is given)",
        usage: "[HOLE] PLAYER STROKES [--round R]",
        discussion: """
        Appends one score line to the round file. Without HOLE it scores the player's next hole: going
        round in play order from the group's current hole, the first hole the player has no score on.
        It never replaces a score; when that is not the group's hole it says so, and when the group
        moves past a hole someone has no score on, it names them. The group's current hole follows
        play order from the hole it teed off on (`round start --start-hole`, or the first hole
        scored), round to hole 1 after the last (docs/FORMAT.md, "Play order").

        With HOLE, scoring a player again on a hole is a correction: a new line that supersedes this
        device's old one (nothing is ever edited or deleted). Scoring again does not settle a
        discrepancy with another device: `hyzer-text resolve` does.

        STROKES is 1–10 as digits or a word (three, or a mishearing say knows: tree, for), or a golf
        term relative to the hole's par: ace, eagle, birdie, par, bogey, double (bogey), triple. PLAYER
        is a name or alias from the round, in any case; names with spaces need no quotes.
        """,
        examples: ["score Mike 3", "score Jake birdie", "score 7 Sarah four", "score 12 Uncle Bob double bogey",
                   "score 3 Jake 4 --round 2026-11-21"],
        options: [.round],
        positionals: 2...8,
        operands: [.optional("HOLE", .number), Operand("PLAYER", .player), Operand("STROKES", .strokes)],
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let path = try invocation.round(in: book, invocation.value("round"), for: .recording, identity: identity)
        let (holeWord, playerWord, strokesWord) = try split(invocation.arguments.positionals)
        let now = invocation.environment.now()
        let outcome = try book.recordScores(in: path, localDevice: identity.device) { (card) throws(HyzerError) -> [ScoreRecording] in
            let round = card.round
            try requireHoleIfFinished(round, holeNamed: holeWord != nil, book: book, path: path)
            let player: Player, hole: Int, strokes: Int
            do throws(ScoreRules.Problem) {
                player = try ScoreRules.player(playerWord, in: round)
                if let holeWord { hole = try ScoreRules.hole(holeWord, in: round) } else { hole = try card.entryHole(for: [player.name]) }
                strokes = try ScoreRules.strokes(strokesWord, par: round.pars[hole - 1], hole: hole)
            } catch {
                switch error {
                case .everyHoleScored(_, let last):
                    throw HyzerError(.invalidData, error.message,
                                     hint: "to correct a score, name its hole: `hyzer-text score \(last) \(ScoreRules.quoted(playerWord)) \(strokesWord)`")
                case .strokesOutOfRange(let typed, let strokes, _, let hole?) where ScoreRules.isDigits(typed) && strokes > ScoreRules.entryRange.upperBound:
                    throw ScoreRules.tooMany(typed, strokes, command: "score", hint: ScoreEvent.strokesRange.contains(strokes)
                        // A real 11 or more is typed into the file: say exactly which line.
                        ? "if it is right, add the line `\(hole) \(round.player(named: playerWord)?.name ?? playerWord) \(strokes)` to "
                            + "\(book.displayPath(path)) by hand: a round file takes 1–\(ScoreEvent.strokesRange.upperBound) (docs/FORMAT.md, rule 5)"
                        : nil)
                default:
                    throw error.error
                }
            }
            let entry = ScoreRecording.Entry(hole: hole, player: player.name, strokes: strokes)
            return ScoreRecording.make([entry], card: card, reporter: identity.name, device: identity.device, time: now.utc)
        }
        let recording = outcome.recordings[0]
        let event = recording.event
        let par = outcome.after.round.pars[event.hole - 1]
        let groupHole = outcome.groupHoleBefore
        let elsewhere = holeWord == nil && groupHole.map { $0 != event.hole } == true ? " — the group is on hole \(groupHole!)" : ""
        invocation.out("Hole \(event.hole): \(safe(event.player)) \(event.strokes) (\(ScoreName.name(strokes: event.strokes, par: par)))"
                       + correctionNote(recording) + elsewhere + "\n")
        invocation.out(RecordingText.lateNote(outcome))
        reportAfterRecording(outcome, autoAdvance: holeWord == nil, invocation: invocation)
        return .ok
    }

    /// The words of `[HOLE] PLAYER STROKES`: a first word of digits is the hole (however long: a name
    /// is never a number), the strokes are the last word or the golf term of the last two or three
    /// (`double bogey`, `hole in one`), and the player is what is left.
    static func split(_ words: [String]) throws(HyzerError) -> (hole: String?, player: String, strokes: String) {
        var words = words
        var hole: String?
        if words.count >= 3, ScoreRules.isDigits(words[0]) { hole = words.removeFirst() }
        let length = [3, 2].first { length in
            words.count > length && ScoreRules.spokenStrokes(words.suffix(length).joined(separator: " "), par: 3) != nil
        } ?? 1
        let strokes = words.suffix(length).joined(separator: " ")
        let player = words.dropLast(length).joined(separator: " ")
        if hole == nil, ScoreRules.isDigits(player) {
            throw HyzerError(.invalidArgument, "\"\(player)\" is not a player name", hint: "usage: hyzer-text score [HOLE] PLAYER STROKES, e.g. `score 7 Mike 3`")
        }
        return (hole, player, strokes)
    }

    /// A finished round takes a score only as a late correction that names its hole ("found at the
    /// pub"); without a hole there is no next hole to score, so the error says to name one or reopen.
    static func requireHoleIfFinished(_ round: Round, holeNamed: Bool, book: Scorebook, path: String) throws(HyzerError) {
        guard !holeNamed, let finish = round.finish else { return }
        let name = RoundCommands.quoted(RoundArchive.roundName(ofPath: path))
        throw HyzerError(.invalidData, "this round was finished at \(RoundCommands.finishedText(finish)), so a score for it must name its hole",
                         hint: "to correct a score, name the hole: `hyzer-text score HOLE PLAYER STROKES --round \(name)`; "
                            + "to play on, reopen it: `hyzer-text reopen --round \(name)`")
    }

    /// What a recorded score did, after its name: `, corrected from 4`, `, already 4`, and whether it
    /// left a discrepancy pending or settled it; nothing for a first score.
    static func correctionNote(_ recording: ScoreRecording) -> String {
        let effect = recording.discrepancyEffect
        var note: String
        switch recording.change {
        case .new: note = ""
        case .correction(let from): note = ", corrected from \(from)"
        case .same: note = ", already \(recording.event.strokes)" + (effect == .stillPending ? " from this device" : "")
        }
        let others = Set(recording.others.compactMap { $0.device ?? $0.id.device }).count
        switch effect {
        case .stillPending: note += "; the discrepancy is still pending"
        case .settled: note += "; this agrees with the other device\(others > 1 ? "s" : ""), so the discrepancy is settled"
        case .none, .started: break
        }
        return note
    }

    /// What follows recorded scores (``RecordingText/afterScores(_:autoAdvance:style:)``), to stdout and stderr.
    static func reportAfterRecording(_ outcome: RecordingOutcome, autoAdvance: Bool, invocation: Invocation) {
        let output = RecordingText.afterScores(outcome, autoAdvance: autoAdvance, style: invocation.terminal.style)
        invocation.out(output.out)
        if !output.notes.isEmpty { invocation.note(output.notes) }
    }
}
