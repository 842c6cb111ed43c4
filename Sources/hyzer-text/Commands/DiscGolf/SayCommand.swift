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

        "closest Sarah" (or "ctp Sarah", "Sarah closest to the pin") records that Sarah won closest to
        the pin: a `ctp HOLE Sarah` line on the group's current closest-to-the-pin hole, else the one
        just played ("closest Sarah on 7" or --hole names it). The round must declare the hole
        (`round start --ctp 3,7`); `hyzer-text money` says what it pays.

        On a terminal it saves after 3 seconds ($HYZER_SAY_SECONDS changes that): any key pauses to
        fix a value or pick a player, Enter saves now, Esc or Ctrl-C cancels with nothing written.
        With unresolved fragments, a correction or a score left unchanged it waits for Enter instead.
        Without a terminal (scripts) a full understanding is saved at once; a partial one or a
        correction is refused unless --yes. A score is 1–10 strokes, or up to 99 once confirmed: more
        than 10 is far likelier a typo than a score, so it is taken with --yes, or with a yes when the
        line is changed on the terminal. A signed number counts from the hole's par (-1 is a birdie,
        +2 a double bogey; "minus one", "plus two"). A name heard other than as written (a sound-alike,
        nickname, split or typo) is shown with what was heard: Jake (heard "Jack").

        Exit codes: 0 saved, or nothing new (or, with --dry-run, fully understood); 1 partly
        understood, a correction or more than 10 strokes, and not saved, nothing to save but a score
        left unchanged (or cancelled); 64 bad --hole; 65 nothing usable understood (try `hyzer-text
        score PLAYER STROKES`), no such hole, every player said has every hole, or the round is
        finished and no hole is named.
        """,
        examples: ["say \"Mike 3, Jake 4, Sarah 2\"", "say \"hole 7: Mike's a birdie, 4 for Jake\"", "say Mike 2 everyone else par",
                   "say \"Sarah par, Uncle Bob double bogey\" --dry-run", "say \"Mike 3 Jake four Steve 5\" --yes", "say \"closest Sarah\""],
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

    /// Reads the round, understands the sentence, shows what it understood, confirms (or refuses)
    /// and saves: each a step below.
    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let path = try invocation.round(in: book, invocation.value("round"), for: .recording, identity: identity)
        if let closest = ClosestSentence(invocation.arguments.positionals.joined(separator: " ")) {
            return try SayClosest.run(closest, invocation: invocation, book: book, path: path, identity: identity)
        }
        let heard = try understand(invocation, book: book, path: path, identity: identity)
        let (result, round) = (heard.result, heard.round)
        let json = invocation.flag("json")
        // With --json, every path that writes nothing still prints what was understood.
        let unwrittenJSON = json ? VoiceText.json(result, sentence: heard.sentence, round: round, written: false, standings: nil) + "\n" : ""
        guard result.outcome != .failed, let hole = result.hole, let par = round.par(ofHole: hole) else {
            throw notUnderstood(heard, unwrittenJSON: unwrittenJSON, invocation: invocation)
        }
        let previous = Dictionary(uniqueKeysWithValues: round.players.compactMap { player in
            heard.card.leaves(hole: hole, player: player.name).map(\.strokes).max().flatMap { $0 == ScoreEvent.noScore ? nil : (player.name, $0) }
        })
        var draft = SayDraft(result, par: par, previous: previous, keepsScores: !heard.holeNamed)
        if !round.isOrganizer(identity.name) {
            for player in round.players {
                let others = heard.card.leaves(hole: hole, player: player.name).filter { ($0.device ?? $0.id.device) != identity.device && !$0.isRetraction }
                if !others.isEmpty { draft.beside[player.name] = others }
            }
        }
        let interactive = !json && !invocation.flag("dry-run") && !invocation.flag("yes") && isatty(0) == 1 && invocation.terminal.stdoutIsTTY
        if !json { show(heard, draft: draft, hole: hole, par: par, interactive: interactive, invocation: invocation) }
        if let age = heard.alreadyRecorded {
            invocation.out(unwrittenJSON)
            if !json { invocation.out("Already recorded on hole \(hole)\(age.map { " (\(HoleChoice.ago($0)))" } ?? ""): nothing written.\n") }
            return .ok
        }
        if invocation.flag("dry-run") {
            invocation.out(unwrittenJSON)
            if !json { invocation.out("Dry run: nothing written.\n") }
            return result.outcome == .success ? .ok : .condition
        }
        guard let confirmed = try confirm(draft, heard, hole: hole, interactive: interactive, unwrittenJSON: unwrittenJSON, invocation: invocation) else {
            return .condition
        }
        guard !confirmed.entries.isEmpty else {
            return try nothingNew(confirmed, hole: hole, unwrittenJSON: unwrittenJSON, invocation: invocation)
        }
        return try save(confirmed, heard, hole: hole, previous: previous, book: book, path: path, identity: identity, invocation: invocation)
    }

    /// What `say` understood of the sentence, for the round it scores.
    struct Understanding {
        /// The sentence, its words joined by spaces.
        let sentence: String
        let round: Round
        let card: Scorecard
        /// The sentence parsed for the hole it scores.
        let result: VoiceResult
        /// Whether --hole or the sentence named the hole, or the scorer chose it when asked (else it
        /// was placed for the scores said, and corrects nothing).
        let holeNamed: Bool
        /// When the sentence repeats what its hole has, recorded moments ago: how many seconds ago
        /// (nil when the lines have no time). Nil otherwise.
        var alreadyRecorded: Int64?? = nil
    }

    /// Reads the round and parses the sentence for its hole: the one --hole or the sentence names, else
    /// the one it was played on (``HoleChoice``: placed, asked on a terminal, or refused). With --yes, 11+ strokes
    /// are taken; `HYZER_SAY_BENCH` (with --dry-run) times the parse.
    static func understand(_ invocation: Invocation, book: Scorebook, path: String, identity: LocalIdentity) throws(HyzerError) -> Understanding {
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
        var result = parser.parse(sentence, pars: round.pars, hole: optionHole ?? card.currentHole ?? card.frontier ?? 1)
        if let optionHole, result.holeWasSpoken, let spoken = result.hole, spoken != optionHole {
            throw HyzerError(.invalidArgument, "the sentence says hole \(spoken) but --hole says \(optionHole)", hint: "give the hole once")
        }
        var holeNamed = optionHole != nil || result.holeWasSpoken
        try ScoreEntry.requireHoleIfFinished(round, holeNamed: holeNamed, roundName: RoundArchive.roundName(ofPath: path))
        // Without a hole: the hole the sentence was played on, or a question (docs/FORMAT.md, "Which
        // hole a score goes to").
        var already: Int64??
        if !holeNamed, result.outcome != .failed, !result.scores.isEmpty {
            let yes = invocation.flag("yes"), players = round.players.map(\.name)
            // What the sentence says on a hole depends on the hole's par alone (`a birdie`, `-1`): it
            // is parsed once per par, not once per hole the placement looks at.
            var parsed: [Int: [HolePlacement.Said]] = [:]
            let said = { (hole: Int) -> [HolePlacement.Said] in
                let par = round.par(ofHole: hole) ?? 0
                if let known = parsed[par] { return known }
                var scores = parser.parse(sentence, pars: round.pars, hole: hole)
                if yes { scores = acceptingManyStrokes(scores, players: players) }
                let found = scores.scores.map { HolePlacement.Said(player: $0.player, strokes: $0.strokes) }
                parsed[par] = found
                return found
            }
            let interactive = !invocation.flag("json") && !invocation.flag("dry-run") && !yes && isatty(0) == 1 && invocation.terminal.stdoutIsTTY
            let roundOption = invocation.value("round")
            let choice = try HoleChoice.choose(card: card, said: said, words: sentence, identity: identity, book: book, interactive: interactive,
                                               invocation: invocation) { hole in
                "hyzer-text say \"hole \(hole) \(sentence)\"" + (roundOption.map { " --round \(ScoreRules.quoted($0))" } ?? "")
            }
            let target: Int
            switch choice {
            case .hole(let hole, let named): (target, holeNamed) = (hole, named)
            case .alreadyRecorded(let hole, let age):
                // The scores said again with throw words their lines lack: the tokens are what is new.
                let marked = parser.parse(sentence, pars: round.pars, hole: hole).scores.contains { score in
                    !score.marks.isEmpty && !card.leaves(hole: hole, player: score.player).contains { $0.marks == score.marks }
                }
                if marked { (target, holeNamed) = (hole, true) } else { (target, already) = (hole, .some(age)) }
            }
            if target != result.hole { result = parser.parse(sentence, pars: round.pars, hole: target) }
        }
        if invocation.flag("yes") { result = acceptingManyStrokes(result, players: round.players.map(\.name)) }
        if invocation.flag("dry-run"), let repeats = invocation.environment.variable("HYZER_SAY_BENCH").flatMap({ Int($0) }) {
            benchmark(parser, sentence, round: round, repeats: repeats, invocation: invocation)
        }
        return Understanding(sentence: sentence, round: round, card: card, result: result, holeNamed: holeNamed, alreadyRecorded: already)
    }

    /// The refusal when nothing usable was understood (exit 65), after what was understood: the JSON,
    /// or the fragments to fix when the hole is known.
    static func notUnderstood(_ heard: Understanding, unwrittenJSON: String, invocation: Invocation) -> HyzerError {
        let result = heard.result
        invocation.out(unwrittenJSON)
        if !invocation.flag("json"), !result.unresolved.isEmpty, let hole = result.hole, let par = heard.round.par(ofHole: hole) {
            invocation.out(VoiceText.header(hole: hole, par: par) + SayDraft(result, par: par).rendered(numbered: false, terminal: invocation.terminal))
        }
        return HyzerError(.invalidData, "could not understand \"\(heard.sentence)\": \(result.failure ?? "nothing usable heard")",
                          hint: "say each player's name and score (\"Mike 3, Jake 4\"), or score one player with `hyzer-text score PLAYER STROKES`")
    }

    /// Shows what was understood: the hole, one line per player (unless the editing loop shows them
    /// numbered), the words ignored and the names said twice.
    static func show(_ heard: Understanding, draft: SayDraft, hole: Int, par: Int, interactive: Bool, invocation: Invocation) {
        let justScored = HolePlacement.isJustScored(hole, in: heard.card, at: invocation.environment.now())
        let groupNote = heard.holeNamed || heard.alreadyRecorded != nil || justScored ? "" : RecordingText.groupNote(hole: hole, groupHole: heard.card.currentHole, order: heard.card.playOrder)
        // With something to fix or a correction to confirm on a terminal, the editing loop shows the
        // numbered lines instead.
        let editingFirst = interactive && (draft.unresolvedCount > 0 || !draft.corrections.isEmpty || !draft.kept.isEmpty)
        invocation.out(VoiceText.header(hole: hole, par: par, note: groupNote)
                       + (editingFirst ? "" : draft.rendered(numbered: false, terminal: invocation.terminal)))
        invocation.out(VoiceText.asides(heard.result))
    }

    /// The draft to save: as confirmed on a terminal (nil when cancelled), or as understood. Without a
    /// terminal, a partial understanding and a correction are refused unless --yes.
    static func confirm(_ draft: SayDraft, _ heard: Understanding, hole: Int, interactive: Bool, unwrittenJSON: String,
                        invocation: Invocation) throws(HyzerError) -> SayDraft? {
        let (result, round) = (heard.result, heard.round)
        if interactive {
            switch SayConfirmation.run(draft, players: round.players.map(\.name), seconds: confirmationSeconds(invocation),
                                       terminal: invocation.terminal) {
            case .commit(let confirmed): return confirmed
            case .cancel: return nil
            }
        } else if result.outcome == .partial, !invocation.flag("yes") {
            invocation.out(unwrittenJSON)
            if result.unresolved.allSatisfy(\.needsConfirmation) { throw unconfirmed(result, sentence: heard.sentence) }
            let count = draft.entries.count
            throw HyzerError(.needsAttention, "understood only part of the sentence (\(draft.unresolvedCount) ? fragment\(draft.unresolvedCount == 1 ? "" : "s")); nothing written",
                             hint: result.unresolved.contains(where: \.needsConfirmation)
                                ? "more than 10 strokes is far likelier a typo than a score; if it is right, pass --yes to record it with the rest"
                                : count > 0 ? "pass --yes to record the \(count) score\(count == 1 ? "" : "s") understood, or say it again"
                                : "say it again with names from the round: \(round.players.map(\.name).joined(separator: ", "))")
        } else if !draft.corrections.isEmpty, !invocation.flag("yes") {
            // A correction is never saved unseen: a script says --yes.
            invocation.out(unwrittenJSON)
            let plural = draft.corrections.count == 1 ? "" : "s"
            guard draft.corrections.contains(where: { draft.beside[$0.player] != nil }) else {
                let what = draft.corrections.map { "\(safe($0.player))'s \($0.from)" }
                throw HyzerError(.needsAttention, "this corrects \(what.count == 1 ? "a score" : "\(what.count) scores") (\(Plural.listed(what)) on hole \(hole)); nothing written",
                                 hint: "pass --yes to save the correction\(plural), or leave the player\(plural) out to score only the rest")
            }
            // A score beside another device's corrects nothing: it says so, and who settles it.
            let what = draft.corrections.map { correction in
                let strokes = draft.said.first { $0.player == correction.player }?.strokes ?? correction.from
                return "\(safe(correction.player)) \(strokes) " + draft.change(player: correction.player, strokes: strokes, from: correction.from)
            }
            throw HyzerError(.needsAttention, "this changes what hole \(hole) has (\(what.joined(separator: "; "))); nothing written",
                             hint: "pass --yes to save it (a score beside another device's counts once the organizer, \(safe(round.organizer)), settles it), or leave the player\(plural) out to score only the rest")
        }
        return draft
    }

    /// Nothing to write: every player said already has this score (exit 0), or what differs is a
    /// correction the scorer makes by naming the hole (shown, exit 1), or there is no score at all.
    static func nothingNew(_ draft: SayDraft, hole: Int, unwrittenJSON: String, invocation: Invocation) throws(HyzerError) -> ExitCode {
        let json = invocation.flag("json")
        invocation.out(unwrittenJSON)
        if !draft.kept.isEmpty {
            // Nothing new, and what differs is a correction the scorer makes by naming the hole.
            if !json { invocation.out(draft.keptText(round: invocation.value("round"))) }
            throw HyzerError(.needsAttention, "nothing new to record on hole \(hole); nothing written",
                             hint: "to change a score, run the command shown above")
        }
        if !draft.already.isEmpty {
            let have = draft.already.count == 1 ? "has this score" : "have these scores"
            if !json { invocation.out("Nothing new: \(Plural.listed(draft.already.map(safe))) already \(have) on hole \(hole); nothing written.\n") }
            return .ok
        }
        throw HyzerError(.needsAttention, "no score to record; nothing written", hint: "say it again, or use `hyzer-text score PLAYER STROKES`")
    }

    /// Records the draft's scores (``Scorebook/recordScores(in:localDevice:_:)``) and reports them: the
    /// JSON, or the saved line, the scores kept, a late note and what comes next.
    static func save(_ draft: SayDraft, _ heard: Understanding, hole: Int, previous: [String: Int], book: Scorebook, path: String,
                     identity: LocalIdentity, invocation: Invocation) throws(HyzerError) -> ExitCode {
        let (entries, holeNamed) = (draft.entries, heard.holeNamed)
        let now = invocation.environment.now()
        let outcome = try book.recordScores(in: path, localDevice: identity.device) { (card) throws(HyzerError) -> [ScoreRecording] in
            try ScoreEntry.requireHoleIfFinished(card.round, holeNamed: holeNamed, roundName: RoundArchive.roundName(ofPath: path))
            if !holeNamed { try ScoreEntry.requireUnchanged(hole: hole, players: entries.map(\.player), before: heard.card, now: card, retry: "say it again") }
            return ScoreRecording.make(entries, card: card, reporter: identity.name, device: identity.device, time: now.utc)
        }
        invocation.warn(outcome.warnings)
        if invocation.flag("json") {
            invocation.out(VoiceText.json(heard.result, sentence: heard.sentence, round: outcome.after.round, written: true, standings: outcome.standings,
                                          recordings: outcome.recordings, kept: draft.keepsScores ? previous : [:]) + "\n")
            return .ok
        }
        let notes = Dictionary(outcome.recordings.map { ($0.event.player, RecordingText.scoreNote($0)) }, uniquingKeysWith: { $1 })
        invocation.out("Saved hole \(hole): \(draft.summary(corrections: notes))\n")
        invocation.out(draft.keptText(round: invocation.value("round")))
        invocation.out(RecordingText.lateNote(outcome))
        invocation.out(RecordingText.afterScores(outcome, autoAdvance: !holeNamed, style: invocation.terminal.style))
        return .ok
    }

    /// The refusal when all that is left to settle is more than 10 strokes (exit 1, as for `score`):
    /// `Mike's 11 strokes is more than 10, far likelier a typo than a score; nothing written`.
    static func unconfirmed(_ result: VoiceResult, sentence: String) -> HyzerError {
        let said = result.unresolved.map { "\(safe($0.candidates[0]))'s \($0.rejectedValue ?? 0)" }
        return HyzerError(.needsAttention, "\(Plural.listed(said)) strokes \(said.count == 1 ? "is" : "are") more than 10, "
                            + "far likelier a typo than a score; nothing written",
                          hint: "a score is \(ScoreRules.rangeRule); if it is right, add --yes: `hyzer-text say \"\(safe(sentence))\" --yes`")
    }

    /// `result` with its 11–99 stroke fragments confirmed (--yes): they become scores like any other,
    /// in the order of `players` (the round's).
    static func acceptingManyStrokes(_ result: VoiceResult, players: [String]) -> VoiceResult {
        let confirmed = result.unresolved.filter(\.needsConfirmation).map { fragment in
            VoiceResult.Score(player: fragment.candidates[0], strokes: fragment.rejectedValue!, heard: fragment.heard,
                              level: fragment.level ?? .exact, heardName: fragment.heardName)
        }
        guard !confirmed.isEmpty else { return result }
        let scores = result.scores + confirmed
        return VoiceResult(hole: result.hole, holeWasSpoken: result.holeWasSpoken,
                           scores: players.compactMap { player in scores.first { $0.player == player } },
                           unresolved: result.unresolved.filter { !$0.needsConfirmation }, ignored: result.ignored, repeated: result.repeated)
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
