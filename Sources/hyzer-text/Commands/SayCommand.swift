#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// `hyzer-text say "Mike 3, Jake 4, Sarah 2"`: a whole hole in one spoken sentence (FR21–FR29).
enum SayCommand {
    static let command = Command(
        path: ["say"],
        abstract: "Record a hole from one spoken sentence: say \"Mike 3, Jake 4, Sarah birdie\"",
        usage: "SENTENCE [--hole H] [--round R] [--dry-run] [--json] [--yes]",
        discussion: """
        Reads the sentence a scorer would shout (typed, or pasted from a speech recognizer), shows what
        it understood, one line per player, and records one score per player. Without a hole it goes to
        the earliest hole, from the group's current hole in play order, that one of the players said has
        not played: never past the group, and never replacing a score. A player said who already has a
        score there keeps it ("already 4", no new line; another score is shown as "left unchanged" with
        the `hyzer-text score HOLE PLAYER N` that would change it). It says when the hole is ahead of
        the group and names anyone the group leaves behind without a score. "hole 7 …" (or --hole)
        names the hole, moves the group there, and may correct scores: a correction is shown as
        "— corrects 3" and never saved without a confirmation. Numbers may be digits, words or common
        mishearings ("to", "for", "won", "tree", "ate"); golf terms count from the hole's par; names
        may be aliases, nicknames, typos or sound-alikes, but only when exactly one player fits;
        "everyone else par" covers the rest. A name said twice keeps the last score and says so
        ("Mike said twice: 4 kept"). Fragments it cannot settle are marked `?`. See docs/VOICE.md.

        On a terminal it saves after 3 seconds ($HYZER_SAY_SECONDS changes that): any key pauses to
        fix a value or pick a player, Enter saves now, Esc or Ctrl-C cancels with nothing written.
        With unresolved fragments, a correction or a score left unchanged it waits for Enter instead.
        Without a terminal (scripts) a full understanding is saved at once; a partial one or a
        correction is refused unless --yes. More than 10 strokes (up to 99) is taken only after a
        confirmation: --yes, or a yes when the line is changed on the terminal.

        Exit codes: 0 saved, or nothing new (or, with --dry-run, fully understood); 1 partly
        understood or a correction, and not saved, nothing to save but a score left unchanged (or
        cancelled); 64 bad --hole; 65 nothing usable understood (try `hyzer-text score PLAYER
        STROKES`), no such hole, every player said has every hole, or the round is finished and no
        hole is named.
        """,
        examples: ["say \"Mike 3, Jake 4, Sarah 2\"", "say \"hole 7: Mike's a birdie, 4 for Jake\"", "say Mike 2 everyone else par",
                   "say \"Sarah par, Uncle Bob double bogey\" --dry-run", "say \"Mike 3 Jake four Steve 5\" --yes"],
        options: [.round,
                  .value("hole", "H", "score this hole, correcting scores it has (default: the one the sentence names, else the players' next hole)",
                         kind: .number),
                  .flag("dry-run", short: "n", "show what was understood; write nothing"),
                  .json,
                  .flag("yes", short: "y", "save without confirming, even when only part was understood, it corrects a score or gives 11+ strokes")],
        positionals: 1...200,
        operands: [.repeating("SENTENCE", .sentence)],
        run: run
    )

    /// Seconds before a confirmed entry saves itself on a terminal: 3, or `HYZER_SAY_SECONDS` (1–60)
    /// for people who want longer to read (and for tests that type keys).
    static func confirmationSeconds(_ invocation: Invocation) -> Int {
        invocation.environment.variable("HYZER_SAY_SECONDS").flatMap { Int($0) }.map { min(max($0, 1), 60) } ?? 3
    }

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let path = try invocation.round(in: book, invocation.value("round"), for: .recording, identity: identity)
        let sentence = invocation.arguments.positionals.joined(separator: " ")
        let round = try invocation.readRound(book, path).round
        let aliases = AliasBook.load(in: book)
        invocation.report(aliases.diagnostics)

        let card = Scorecard(round: round, localDevice: identity.device)
        let optionHole = try invocation.arguments.integer("hole")
        if let optionHole, !(1...round.holeCount).contains(optionHole) {
            // An option out of range is a usage error (64), with the message every command gives.
            throw HyzerError(.invalidArgument, ScoreRules.Problem.noSuchHole(typed: String(optionHole), holeCount: round.holeCount).message,
                             hint: "holes are numbered 1–\(round.holeCount)")
        }
        let parser = VoiceParser(round: round, aliases: aliases.book)
        let groupHole = card.currentHole
        var result = parser.parse(sentence, pars: round.pars, hole: optionHole ?? groupHole ?? card.frontier ?? 1)
        if let optionHole, result.holeWasSpoken, let spoken = result.hole, spoken != optionHole {
            throw HyzerError(.invalidArgument, "the sentence says hole \(spoken) but --hole says \(optionHole)", hint: "give the hole once")
        }
        // Without a hole: the earliest hole from the group's that one of the players said lacks; never a correction.
        let holeNamed = optionHole != nil || result.holeWasSpoken
        try ScoreCommand.requireHoleIfFinished(round, holeNamed: holeNamed, book: book, path: path)
        if !holeNamed, result.outcome != .failed {
            let target: Int
            do throws(ScoreRules.Problem) { target = try card.entryHole(for: result.players) } catch {
                throw HyzerError(.invalidData, error.message, hint: "to correct scores, name the hole: `hyzer-text say \"hole \(card.frontier ?? 1) …\"` (or --hole)")
            }
            if target != result.hole { result = parser.parse(sentence, pars: round.pars, hole: target) }
        }
        if invocation.flag("yes") { result = acceptingManyStrokes(result, players: round.players.map(\.name)) }
        if invocation.flag("dry-run"), let repeats = invocation.environment.variable("HYZER_SAY_BENCH").flatMap({ Int($0) }) {
            benchmark(parser, sentence, round: round, repeats: repeats, invocation: invocation)
        }
        let json = invocation.flag("json")
        // With --json, every path that writes nothing still prints what was understood.
        let unwrittenJSON = json ? jsonReport(result, sentence: sentence, round: round, written: false, standings: nil) + "\n" : ""

        guard result.outcome != .failed, let hole = result.hole, let par = round.par(ofHole: hole) else {
            invocation.out(unwrittenJSON)
            if !json, !result.unresolved.isEmpty, let hole = result.hole, let par = round.par(ofHole: hole) {
                invocation.out(header(hole: hole, par: par) + SayDraft(result, par: par).rendered(numbered: false, terminal: invocation.terminal))
            }
            let many = result.unresolved.contains { manyStrokes($0) != nil }
            throw HyzerError(.invalidData, "could not understand \"\(sentence)\": \(result.failure ?? "nothing usable heard")",
                             hint: many ? "more than 10 strokes is far likelier a typo than a score; if it is right, add --yes"
                                : "say each player's name and score (\"Mike 3, Jake 4\"), or score one player with `hyzer-text score PLAYER STROKES`")
        }
        let previous = Dictionary(uniqueKeysWithValues: round.players.compactMap { player in
            card.leaves(hole: hole, player: player.name).map(\.strokes).max().flatMap { $0 == ScoreEvent.noScore ? nil : (player.name, $0) }
        })
        var draft = SayDraft(result, par: par, previous: previous, keepsScores: !holeNamed)
        let interactive = !json && !invocation.flag("dry-run") && !invocation.flag("yes") && isatty(0) == 1 && invocation.terminal.stdoutIsTTY
        let groupNote = holeNamed ? "" : RecordingText.groupNote(hole: hole, groupHole: groupHole, order: card.playOrder)
        if !json {
            // With something to fix or a correction to confirm on a terminal, the editing loop shows the
            // numbered lines instead.
            let editingFirst = interactive && (draft.unresolvedCount > 0 || !draft.corrections.isEmpty || !draft.kept.isEmpty)
            invocation.out(header(hole: hole, par: par, note: groupNote)
                           + (editingFirst ? "" : draft.rendered(numbered: false, terminal: invocation.terminal)))
            if !result.ignored.isEmpty {
                invocation.out("  (ignored: \(result.ignored.map(safe).joined(separator: " ")))\n")
            }
            for player in result.repeated {
                guard let kept = result.scores.first(where: { $0.player == player }) else { continue }
                invocation.out("  (\(safe(player)) said twice: \(kept.strokes) kept)\n")
            }
        }

        if invocation.flag("dry-run") {
            invocation.out(unwrittenJSON)
            if !json { invocation.out("Dry run: nothing written.\n") }
            return result.outcome == .success ? .ok : .condition
        }
        if interactive {
            switch SayConfirmation.run(draft, players: round.players.map(\.name), seconds: confirmationSeconds(invocation),
                                       terminal: invocation.terminal) {
            case .commit(let confirmed): draft = confirmed
            case .cancel: return .condition
            }
        } else if result.outcome == .partial, !invocation.flag("yes") {
            invocation.out(unwrittenJSON)
            let count = draft.entries.count
            throw HyzerError(.needsAttention, "understood only part of the sentence (\(draft.unresolvedCount) ? fragment\(draft.unresolvedCount == 1 ? "" : "s")); nothing written",
                             hint: result.unresolved.contains(where: { manyStrokes($0) != nil })
                                ? "more than 10 strokes is far likelier a typo than a score; if it is right, pass --yes to record it with the rest"
                                : count > 0 ? "pass --yes to record the \(count) score\(count == 1 ? "" : "s") understood, or say it again"
                                : "say it again with names from the round: \(round.players.map(\.name).joined(separator: ", "))")
        } else if !draft.corrections.isEmpty, !invocation.flag("yes") {
            // A correction is never saved unseen: a script says --yes.
            invocation.out(unwrittenJSON)
            let what = draft.corrections.map { "\(safe($0.player))'s \($0.from)" }
            throw HyzerError(.needsAttention, "this corrects \(what.count == 1 ? "a score" : "\(what.count) scores") (\(ScoreRules.list(what)) on hole \(hole)); nothing written",
                             hint: "pass --yes to save the correction\(what.count == 1 ? "" : "s"), or leave the player\(what.count == 1 ? "" : "s") out to score only the rest")
        }
        let entries = draft.entries
        let roundChosen = invocation.value("round")
        guard !entries.isEmpty else {
            invocation.out(unwrittenJSON)
            if !draft.kept.isEmpty {
                // Nothing new, and what differs is a correction the scorer makes by naming the hole.
                if !json { invocation.out(draft.keptText(round: roundChosen)) }
                throw HyzerError(.needsAttention, "nothing new to record on hole \(hole); nothing written",
                                 hint: "to change a score, run the command shown above")
            }
            if !draft.already.isEmpty {
                let have = draft.already.count == 1 ? "has this score" : "have these scores"
                if !json { invocation.out("Nothing new: \(ScoreRules.list(draft.already.map(safe))) already \(have) on hole \(hole); nothing written.\n") }
                return .ok
            }
            throw HyzerError(.needsAttention, "no score to record; nothing written", hint: "say it again, or use `hyzer-text score PLAYER STROKES`")
        }

        let now = invocation.environment.now()
        let outcome = try book.recordScores(in: path, localDevice: identity.device) { (card) throws(HyzerError) -> [ScoreRecording] in
            try ScoreCommand.requireHoleIfFinished(card.round, holeNamed: holeNamed, book: book, path: path)
            return ScoreRecording.make(entries, card: card, reporter: identity.name, device: identity.device, time: now.utc)
        }
        invocation.warn(outcome.warnings)
        if json {
            invocation.out(jsonReport(result, sentence: sentence, round: outcome.after.round, written: true, standings: outcome.standings,
                                      recordings: outcome.recordings, kept: draft.keepsScores ? previous : [:]) + "\n")
            return .ok
        }
        let notes = Dictionary(outcome.recordings.map { ($0.event.player, ScoreCommand.correctionNote($0)) }, uniquingKeysWith: { $1 })
        invocation.out("Saved hole \(hole): \(draft.summary(corrections: notes))\n")
        invocation.out(draft.keptText(round: roundChosen))
        invocation.out(RecordingText.lateNote(outcome))
        ScoreCommand.reportAfterRecording(outcome, autoAdvance: !holeNamed, invocation: invocation)
        return .ok
    }

    /// The strokes of a fragment that names one player with 11–99 strokes as digits or a word (a score
    /// a hole can take but `say` takes only after a confirmation); nil for any other fragment.
    static func manyStrokes(_ fragment: VoiceResult.Fragment) -> (player: String, strokes: Int)? {
        guard fragment.problem == .outOfRange, fragment.candidates.count == 1, let value = fragment.rejectedValue,
              value > ScoreRules.entryRange.upperBound, ScoreEvent.strokesRange.contains(value) else { return nil }
        return (fragment.candidates[0], value)
    }

    /// `result` with its 11–99 stroke fragments confirmed (--yes): they become scores like any other,
    /// in the order of `players` (the round's).
    static func acceptingManyStrokes(_ result: VoiceResult, players: [String]) -> VoiceResult {
        let confirmed = result.unresolved.compactMap { fragment in
            manyStrokes(fragment).map { VoiceResult.Score(player: $0.player, strokes: $0.strokes, heard: fragment.heard) }
        }
        guard !confirmed.isEmpty else { return result }
        let scores = result.scores + confirmed
        return VoiceResult(hole: result.hole, holeWasSpoken: result.holeWasSpoken,
                           scores: players.compactMap { player in scores.first { $0.player == player } },
                           unresolved: result.unresolved.filter { manyStrokes($0) == nil }, ignored: result.ignored, repeated: result.repeated)
    }

    /// `Hole 2 (par 3):`, with a note such as ` — ahead of the group, which is on hole 1` when the hole
    /// was chosen for the players said and the group is elsewhere (``RecordingText/groupNote(hole:groupHole:order:)``).
    private static func header(hole: Int, par: Int, note: String = "") -> String {
        "Hole \(hole) (par \(par))" + note + ":\n"
    }

    // MARK: - JSON

    /// The `--json` object: `outcome` (success, partial, failed), `failure` (reason or null), `hole`,
    /// `par`, `holeSpoken`, `scores` (player, strokes, name, heard, match, correctedFrom, kept: the score
    /// a player already had and keeps, when the hole was chosen and nothing was written for them),
    /// `unresolved` (problem, heard, name, candidates, strokes, rejected), `ignored`, `repeated`,
    /// `written`, and `standings` (after writing, else null; rows as in `standings --json`).
    static func jsonReport(_ result: VoiceResult, sentence: String, round: Round, written: Bool, standings: Standings?,
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
                ])
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

    // MARK: - Benchmark

    /// `HYZER_SAY_BENCH=N say … --dry-run`: parses the sentence N more times and prints the time per
    /// parse to stderr (used by scripts/bench-say.sh; the clock is monotonic).
    private static func benchmark(_ parser: VoiceParser, _ sentence: String, round: Round, repeats: Int, invocation: Invocation) {
        let count = max(repeats, 1)
        var start = timespec(), end = timespec()
        var scored = 0
        clock_gettime(CLOCK_MONOTONIC, &start)
        for _ in 0..<count { scored &+= parser.parse(sentence, pars: round.pars, hole: 1).scores.count }
        clock_gettime(CLOCK_MONOTONIC, &end)
        let nanoseconds = (Int64(end.tv_sec) - Int64(start.tv_sec)) * 1_000_000_000 + Int64(end.tv_nsec) - Int64(start.tv_nsec)
        let micro = Double(nanoseconds) / Double(count) / 1000
        invocation.note("bench: \(count) parses, \((micro * 100).rounded() / 100) µs per parse (\(scored / count) scores each)\n")
    }
}
