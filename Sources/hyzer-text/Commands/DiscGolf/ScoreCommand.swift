#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// `hyzer-text score [HOLE] PLAYER STROKES`: one player, one hole, one short line (FR17–FR20).
enum ScoreCommand {
    static let command = Command(
        path: ["score"],
        abstract: "Record a player's strokes on a hole (their next hole if none is given)",
        usage: "[HOLE] PLAYER STROKES [TOKEN…] [--round R] [--yes]",
        discussion: """
        Appends one score line to the round file. Without HOLE it scores the player's next hole: going
        round in play order from the group's current hole, the first hole the player has no score on.
        It never replaces a score; when that is ahead of the group it says so (a score ahead never
        moves the group), and when the group moves past a hole someone has no score on, it names
        them. The group's current hole is the one after the last hole every player has, in play
        order from the hole it teed off on (`round start --start-hole`, or the first hole scored),
        round to hole 1 after the last (docs/FORMAT.md, "Play order").

        With HOLE, scoring a player again on a hole is a correction: a new line that supersedes this
        device's old one (nothing is ever edited or deleted). Another device's different score is
        never silently replaced: on the organizer's device (one set up with the name on the round's
        `organizer` line) the new score settles it, `resolves=` naming the other scores, and counts at
        once; on any other device it is recorded beside the other one, a discrepancy the organizer
        settles (the higher counts until then), and the first line says so (docs/FORMAT.md, rule 9).

        STROKES is digits or a word (three, or a mishearing say knows: tree, for), a golf term relative
        to the hole's par (ace, eagle, birdie, par, bogey, double (bogey), triple), or a signed number,
        also relative to par: -1 is a birdie, +2 a double bogey (minus one, plus two). A score is 1–10
        strokes, or up to 99 once confirmed: more than 10 is far likelier a typo than a score, so it is
        recorded after a question on a terminal, or with --yes in a script. PLAYER is a name or alias
        from the round, in any case, or one word of it or the start of it when only one player fits
        (`Tom` for the guest Tom O'Neil, `Sar` for Sarah); names with spaces need no quotes.

        Throw tokens may follow the strokes, as on a score line: fairway, parked, ob, c1, c1x or c2 (where
        the first putt was from) and putts=N (docs/FORMAT.md, rule 13); `stats` turns them into throw
        stats. A score repeated with other tokens replaces the tokens.

        --clear takes a score back: it appends a line saying "no score" (`5 Mike -`), and the hole is
        unplayed for PLAYER in standings, the card, history and stats. A score both devices recorded
        is cleared on both. `hyzer-text undo` takes back this device's latest entry instead.

        Exit codes: 0 recorded; 1 more than 10 strokes not confirmed; 64 usage (words that are no
        score, a number where the player goes, one number too many); 65 a value the round cannot
        take (no such hole or player, strokes out of range, the player has every hole); 66 no
        scorebook or no active round.
        """,
        examples: ["score Mike 3", "score Jake birdie", "score 7 Sarah four", "score 12 Uncle Bob double bogey",
                   "score 7 Sarah 4 c2 ob", "score 3 Jake 4 --round 2026-11-21", "score 5 Mike --clear"],
        options: [.round, .flag("yes", short: "y", "record more than 10 strokes without asking"),
                  .flag("clear", "take back PLAYER's score on HOLE (no score)")],
        positionals: 2...15,
        operands: [.optional("HOLE", .number), Operand("PLAYER", .player), Operand("STROKES", .strokes)],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        if invocation.flag("clear") { return try clear(invocation) }
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let path = try invocation.round(in: book, invocation.value("round"), for: .recording, identity: identity)
        var words = invocation.arguments.positionals
        let marks = try ScoreEntry.throwMarks(&words)
        let (holeWord, playerWord, strokesWord) = try ScoreEntry.operands(words)
        let confirmed = try confirmManyStrokes(strokesWord, player: playerWord, invocation: invocation)
        let now = invocation.environment.now()
        // Without a hole: the hole it was played on, chosen before the lock is taken (the scorer may be
        // asked), and checked again under it.
        var placed: (hole: Int, named: Bool, card: Scorecard)?
        if holeWord == nil {
            // Read quietly: the write under the lock reports the file's bad lines (and sets a torn last line aside).
            let card = Scorecard(round: try book.readRound(path).round, localDevice: identity.device)
            try ScoreEntry.requireHoleIfFinished(card.round, holeNamed: false, roundName: RoundArchive.roundName(ofPath: path))
            let player = try mapping(playerWord, strokesWord) { () throws(ScoreRules.Problem) in try ScoreRules.player(playerWord, in: card.round) }
            let pars = card.round.pars
            _ = try mapping(playerWord, strokesWord) { () throws(ScoreRules.Problem) in
                try ScoreRules.strokes(strokesWord, par: pars[(card.currentHole ?? 1) - 1], hole: card.currentHole ?? 1, confirmed: confirmed)
            }
            let said = { (hole: Int) -> [HolePlacement.Said] in
                (try? ScoreRules.strokes(strokesWord, par: pars[hole - 1], hole: hole, confirmed: confirmed)).map { [HolePlacement.Said(player: player.name, strokes: $0)] } ?? []
            }
            let interactive = !invocation.flag("yes") && isatty(0) == 1 && invocation.terminal.stdoutIsTTY
            let roundOption = invocation.value("round")
            let choice = try HoleChoice.choose(card: card, said: said, words: "\(playerWord) \(strokesWord)", identity: identity, book: book,
                                               interactive: interactive, invocation: invocation) { hole in
                "hyzer-text score \(hole) \(ScoreRules.quoted(playerWord)) \(strokesWord)\(marks.isEmpty ? "" : " " + marks.text)" + (roundOption.map { " --round \(ScoreRules.quoted($0))" } ?? "")
            }
            switch choice {
            case .alreadyRecorded(let hole, _) where !marks.isEmpty
                && !card.leaves(hole: hole, player: player.name).contains(where: { $0.marks == marks }):
                // The score said again with throw tokens the line lacks: the tokens are what is new.
                placed = (hole, false, card)
            case .alreadyRecorded(let hole, let age):
                let strokes = said(hole).first?.strokes ?? 0
                invocation.out("Hole \(hole): \(safe(player.name)) already has \(strokes) (\(ScoreName.name(strokes: strokes, par: pars[hole - 1])))"
                               + ", recorded \(age.map(HoleChoice.ago) ?? "before"); nothing written.\n")
                return .ok
            case .hole(let hole, let named):
                placed = (hole, named, card)
            }
        }
        let outcome = try book.recordScores(in: path, localDevice: identity.device) { (card) throws(HyzerError) -> [ScoreRecording] in
            let round = card.round
            try ScoreEntry.requireHoleIfFinished(round, holeNamed: holeWord != nil || placed?.named == true, roundName: RoundArchive.roundName(ofPath: path))
            let (player, hole, strokes) = try mapping(playerWord, strokesWord) { () throws(ScoreRules.Problem) -> (Player, Int, Int) in
                let player = try ScoreRules.player(playerWord, in: round)
                let hole: Int
                if let placed { hole = placed.hole } else { hole = try ScoreRules.hole(holeWord ?? "", in: round) }
                return (player, hole, try ScoreRules.strokes(strokesWord, par: round.pars[hole - 1], hole: hole, confirmed: confirmed))
            }
            if let placed, !placed.named {
                try ScoreEntry.requireUnchanged(hole: hole, players: [player.name], before: placed.card, now: card, retry: "score it again")
            }
            if let problem = marks.problem(strokes: strokes) { throw HyzerError(.invalidArgument, problem.message, hint: problem.hint) }
            let entry = ScoreRecording.Entry(hole: hole, player: player.name, strokes: strokes, marks: marks)
            return ScoreRecording.make([entry], card: card, reporter: identity.name, device: identity.device, time: now.utc)
        }
        invocation.warn(outcome.warnings)
        let recording = outcome.recordings[0]
        let event = recording.event
        let par = outcome.after.round.pars[event.hole - 1]
        let elsewhere = holeWord == nil && placed?.named != true && !HolePlacement.isJustScored(event.hole, in: outcome.before, at: now)
            ? RecordingText.groupNote(hole: event.hole, groupHole: outcome.groupHoleBefore, order: outcome.after.playOrder) : ""
        invocation.out("Hole \(event.hole): \(safe(event.player)) \(event.strokes)\(event.marks.isEmpty ? "" : " " + event.marks.text)"
                       + " (\(ScoreName.name(strokes: event.strokes, par: par)))"
                       + RecordingText.scoreNote(recording) + elsewhere + "\n")
        invocation.out(RecordingText.lateNote(outcome))
        reportAfterRecording(outcome, autoAdvance: holeWord == nil && placed?.named != true, invocation: invocation)
        return .ok
    }

    /// Runs `body`, turning a problem with what was typed into the error `score` gives for it.
    static func mapping<T>(_ playerWord: String, _ strokesWord: String, _ body: () throws(ScoreRules.Problem) -> T) throws(HyzerError) -> T {
        do throws(ScoreRules.Problem) {
            return try body()
        } catch {
            switch error {
            case .everyHoleScored(_, let last):
                throw HyzerError(.invalidData, error.message,
                                 hint: "to correct a score, name its hole: `hyzer-text score \(last) \(ScoreRules.quoted(playerWord)) \(strokesWord)`")
            case .manyStrokes(_, _, _, let hole?):
                // A golf term or signed number worth 11–99 on this hole (numbers were confirmed before).
                throw HyzerError(.needsAttention, error.message + "; nothing written",
                                 hint: "if it is right, confirm it: `hyzer-text score \(hole) \(ScoreRules.quoted(playerWord)) \(strokesWord) --yes`")
            default:
                throw error.error
            }
        }
    }

    /// Whether more than 10 strokes are confirmed (``ScoreRules/rangeRule``): always with --yes; for
    /// strokes typed as digits or a number word above 10 that a hole can take (at most 99), by answering
    /// the question on a terminal. Without a terminal and --yes it throws with the command that
    /// confirms; a "no" on the terminal writes nothing (exit 1). A golf term is confirmed by --yes.
    static func confirmManyStrokes(_ typed: String, player: String, invocation: Invocation) throws(HyzerError) -> Bool {
        if invocation.flag("yes") { return true }
        guard let strokes = ScoreRules.isDigits(typed) ? Int(typed) : ScoreRules.numberWord(typed),
              strokes > ScoreRules.entryRange.upperBound, ScoreRules.confirmedRange.contains(strokes) else { return false }
        guard isatty(0) == 1, invocation.terminal.stdoutIsTTY else {
            let problem = ScoreRules.Problem.manyStrokes(typed: typed, strokes: strokes, par: 3, hole: nil)
            throw HyzerError(.needsAttention, problem.message + "; nothing written",
                             hint: "if it is right, add --yes: `hyzer-text score \(invocation.arguments.positionals.joined(separator: " ")) --yes`")
        }
        invocation.out("\(safe(player)) \(strokes) strokes? That is more than 10. Record it? [y/N] ")
        guard let answer = readLine(), ["y", "yes"].contains(answer.trimmingSpaces.lowercased()) else {
            throw HyzerError(.needsAttention, "not recorded: nothing written")
        }
        return true
    }



    /// What follows recorded scores (``RecordingText/afterScores(_:autoAdvance:style:)``).
    static func reportAfterRecording(_ outcome: RecordingOutcome, autoAdvance: Bool, invocation: Invocation) {
        invocation.out(RecordingText.afterScores(outcome, autoAdvance: autoAdvance, style: invocation.terminal.style))
    }
}
