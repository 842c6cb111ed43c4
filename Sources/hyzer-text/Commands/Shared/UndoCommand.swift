import HyzerFormat

/// `hyzer-text undo`: take back this device's latest entry, in the round or the match it last wrote
/// to (``UndoChoice``). In a round, an `undo` line naming the entry (``RoundUndo``); in a match, an
/// `undo` entry (docs/PICKLEBALL.md). Nothing is ever deleted.
enum UndoCommand {
    static let command = Command(
        path: ["undo"],
        abstract: "Take back this device's latest score, finish, rally or time-out",
        usage: "[--round R | --match M]",
        discussion: """
        Takes back the latest entry this device wrote, in the round or match it last started or wrote
        to, and says which. Nothing is deleted: it appends a line saying what was taken back (docs/FORMAT.md,
        rule 12; docs/PICKLEBALL.md). --round or --match chooses the file.

        In a round: undoing a correction brings back the score before it, undoing a first score leaves
        the hole unplayed, undoing `score HOLE PLAYER --clear` gives the score back, and undoing
        `finish` reopens the round. Undo again to go further back through this device's entries; other
        devices' scores are corrected on those devices, cleared with --clear, or settled with `resolve`.

        In a match: the latest rally, time-out or choice (`match serve`, `match right`) still in effect
        no longer counts, and the score, server and courts are as before it; an undo after the last rally of a match reopens it.
        A match's entries are undone in order, whoever recorded them, so when the latest one is another
        device's, `undo` says whose and writes nothing: take it back on that device, or here with
        --any-device.
        """,
        examples: ["undo", "undo --round 2026-11-21", "undo --match 2026-11-22", "undo --any-device --match 2026-11-22"],
        options: [.round, Option.match,
                  .flag("any-device", "in a match: take back the latest entry even when another device recorded it")],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        switch try book.undoChoice(round: invocation.value("round"), match: invocation.value("match"),
                                   as: RoundChoice.Participant(name: identity.name, device: identity.device)) {
        case .match(let path):
            return try invocation.recordMatchEntry(path: path, anyDevice: invocation.flag("any-device")) { _ in .undo }
        case .round(let path):
            if invocation.flag("any-device") {
                throw HyzerError(.invalidArgument, "--any-device is for a match: `undo` in a round takes back this device's own entries",
                                 hint: "another device's score is corrected on that device, cleared with `hyzer-text score HOLE PLAYER --clear`, or settled with `hyzer-text resolve`")
            }
            let outcome = try book.undoLatest(inRound: path, reporter: identity.name, device: identity.device,
                                              time: invocation.environment.now())
            invocation.out(tookBack(outcome) + "\n" + StandingsText.pill(outcome.standings, style: invocation.terminal.style) + "\n")
            return .ok
        }
    }

    /// `Took back hole 5: Mike 4 (Mike now 3 on hole 5)`; for a sentence, one line per score
    /// (`Took back hole 2: Jake 3 (…)`, `           Sarah 2 (…)`); for a lifecycle line what became of
    /// the round: `Took back the finish (2026-11-21 10:00 by Mike): the round is active again`.
    static func tookBack(_ outcome: RoundUndoOutcome) -> String {
        var lines: [String] = []
        for target in outcome.undo.targets.reversed() {  // in the order they were written
            switch target {
            case .score(let event):
                let player = safe(event.player)
                let lead = lines.isEmpty ? "Took back hole \(event.hole): " : String(repeating: " ", count: "Took back hole \(event.hole): ".count)
                var text = lead + "\(player) \(event.isRetraction ? "no score" : String(event.strokes))"
                let (strokes, disputed) = outcome.scoreNow(after: event) ?? (nil, false)
                if let strokes {
                    text += " (\(player) now \(strokes) on hole \(event.hole)"
                        + (disputed ? ", disputed: see `hyzer-text conflicts`)" : ")")
                } else {
                    text += " (\(player) has no score on hole \(event.hole) now)"
                }
                lines.append(text)
            case .lifecycle(let event):
                if let player = departure(event, in: outcome.before.round) {
                    lines.append(tookBackDeparture(event, player: safe(player), outcome: outcome))
                    continue
                }
                let what = switch event.kind {
                case .finished: "the finish"
                case .reopened: "the reopening"
                case .discarded: "the discard"
                case .joined: "the join"
                case .undo: "an undo"
                case .left: "a departure"
                }
                let now = outcome.after.round.withdrawal.map { _ in "the round is still out of lists (see `hyzer-text round list`)" }
                    ?? outcome.after.round.finish.map { "the round is finished (\(RecordingText.finishedText($0)))" }
                    ?? "the round is active again"
                lines.append("Took back \(what) (\(RecordingText.finishedText(event))): \(now)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The player a `left` line names, or the one whose `left` line a `reopened` line cancels (`round
    /// rejoin`); nil for other lines.
    static func departure(_ event: LifecycleEvent, in round: Round) -> String? {
        if event.kind == .left { return event.player }
        guard event.kind == .reopened else { return nil }
        return round.lifecycle.first { $0.kind == .left && event.supersedes.contains($0.id) }?.player
    }

    /// `Took back Sarah leaving (2026-11-21 10:40 by Mike): Sarah is in the round again`, or for a
    /// rejoin taken back, `… Sarah rejoining (…): Sarah is out of the round again (left after 2)`.
    static func tookBackDeparture(_ event: LifecycleEvent, player: String, outcome: RoundUndoOutcome) -> String {
        let after = outcome.after
        let index = after.round.players.firstIndex { $0.name == event.player ?? departure(event, in: after.round) }
        let played = index.map { index in (1...max(after.round.holeCount, 1)).count { after.isScored(player: index, hole: $0) } } ?? 0
        let what = event.kind == .left ? "\(player) leaving" : "\(player) rejoining"
        let now = index.map(after.hasLeft(player:)) == true ? "\(player) is out of the round again (left after \(played))"
            : "\(player) is in the round again"
        return "Took back \(what) (\(RecordingText.finishedText(event))): \(now)"
    }
}
