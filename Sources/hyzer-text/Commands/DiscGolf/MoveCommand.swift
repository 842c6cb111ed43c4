#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// `hyzer-text move HOLE TO [--device D]`: a sentence saved on the wrong hole goes to the one it was
/// said for, with correction lines (nothing is edited), and what was said after it on the holes
/// after moves on a hole with it (``MisplacedSentence``; docs/FORMAT.md, "Which hole a score goes to").
enum MoveCommand {
    static let command = Command(
        path: ["move"],
        abstract: "Move a sentence saved on the wrong hole to the hole it was said for",
        usage: "HOLE TO [--device D] [--round R] [--dry-run] [--yes]",
        discussion: """
        A copy that was behind (it had not synced, so it did not know another phone had scored a
        hole) saves a sentence said without its hole on a hole already played: when the copies meet,
        `sync` and `conflicts` name it ("probably hole 2") with this command. It moves the scores the
        device saved last on HOLE, together (one sentence: lines said within a minute of each other),
        to TO: one new line per player on TO with the same strokes, which replaces the old one (its
        own correction from the device that said it, a resolution from any other). A copy that saved
        one sentence a hole behind saved what followed a hole behind too: the lines said after it on
        the hole it lands on, when they disagree with it or are most of the group's scores, move on a
        hole, and so on. Everything moved is shown first; `undo` takes the move back.

        --device names the device whose sentence moves (default: the one `sync` named, when one
        sentence on HOLE is probably misplaced; else this device). A move rewrites where scores count,
        so it is never saved unseen: on a terminal it asks, in a script it needs --yes.

        Exit codes: 0 moved (or, with --dry-run, shown); 1 not confirmed; 64 usage; 65 nothing to
        move, no such hole, or a score already on the hole a line would land on; 66 no scorebook.
        """,
        examples: ["move 1 2 --device jake-phone", "move 7 8 --dry-run", "move 3 4 --device jake-phone --yes --round 2026-11-21"],
        options: [.round,
                  .value("device", "D", "the device whose sentence moves (default: the one named as misplaced, else this device)", kind: .text),
                  .flag("dry-run", short: "n", "show what would move; write nothing"),
                  .flag("yes", short: "y", "move without asking")],
        positionals: 2...2,
        operands: [Operand("HOLE", .number), Operand("TO", .number)],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let path = try invocation.round(in: book, invocation.value("round"), for: .report, identity: identity)
        let from = try hole(invocation, 0), to = try hole(invocation, 1)
        let card = Scorecard(round: try invocation.readRound(book, path).round, localDevice: identity.device)
        for number in [from, to] where !(1...card.round.holeCount).contains(number) {
            throw HyzerError(.invalidData, ScoreRules.Problem.noSuchHole(typed: String(number), holeCount: card.round.holeCount).message,
                             hint: "holes are numbered 1–\(card.round.holeCount)")
        }
        guard from != to else {
            throw HyzerError(.invalidArgument, "the scores on hole \(from) are on hole \(to) already: nothing to move",
                             hint: "name the hole they belong to: `hyzer-text move \(from) HOLE`")
        }
        let sentence = try find(on: from, card: card, device: invocation.value("device"), identity: identity)
        let now = invocation.environment.now()
        let planned = try sentence.move(to: to, card: card, reporter: identity.name, device: identity.device, time: now.utc)
        invocation.out(plan(sentence, events: planned, offsetMinutes: card.round.started.utcOffsetMinutes))
        if invocation.flag("dry-run") {
            invocation.out("Dry run: nothing written.\n")
            return .ok
        }
        try confirm(invocation)
        let written = try book.append(to: path) { (document) throws(HyzerError) -> [ScoreEvent] in
            // Under the lock, from the round as it is now: the same sentence must still be there.
            let current = Scorecard(round: document.round, localDevice: identity.device)
            let again = try find(on: from, card: current, device: sentence.device, identity: identity)
            guard again.lines.map(\.id) == sentence.lines.map(\.id) else {
                throw HyzerError(.needsAttention, "hole \(from) changed while the move was being confirmed; nothing written", hint: "run the move again")
            }
            return try again.move(to: to, card: current, reporter: identity.name, device: identity.device, time: now.utc)
        }
        invocation.warn(written.before.warnings)
        let outcome = RecordingOutcome(before: Scorecard(round: written.before.round, localDevice: identity.device),
                                       after: Scorecard(round: written.after.round, localDevice: identity.device))
        let moved = written.after.round.events.count - written.before.round.events.count
        invocation.out("Moved \(Plural.counted(moved, "score")).\n")
        if !written.after.round.isOrganizer(identity.name), written.after.round.events.suffix(moved).contains(where: { !$0.resolves.isEmpty }) {
            invocation.out("\(safe(identity.name)) is not the organizer (\(safe(written.after.round.organizer))): moving another device's scores "
                           + "counts on every device once synced, and \(safe(written.after.round.organizer)) can still change it.\n")
        }
        invocation.out(StandingsText.pill(outcome.standings, style: invocation.terminal.style) + "\n")
        return .ok
    }

    /// Operand `index` as a hole number.
    static func hole(_ invocation: Invocation, _ index: Int) throws(HyzerError) -> Int {
        let word = invocation.positional(index) ?? ""
        guard let number = Int(word) else {
            throw HyzerError(.invalidArgument, "\"\(word)\" is not a hole number", hint: "usage: hyzer-text move HOLE TO, e.g. `move 1 2 --device jake-phone`")
        }
        return number
    }

    /// The sentence to move: `device`'s last one on `hole`; without --device, the one misplaced there
    /// when there is exactly one, else this device's.
    static func find(on hole: Int, card: Scorecard, device: String?, identity: LocalIdentity) throws(HyzerError) -> MisplacedSentence {
        let misplaced = MisplacedSentence.find(in: card).filter { $0.hole == hole }
        let chosen = device ?? (misplaced.count == 1 ? misplaced[0].device : identity.device)
        guard let sentence = MisplacedSentence.said(on: hole, by: chosen, in: card) else {
            let others = Set(card.round.players.flatMap { card.leaves(hole: hole, player: $0.name) }.compactMap(\.device)).subtracting([chosen]).sorted()
            throw HyzerError(.invalidData, "\(chosen) has no scores on hole \(hole) to move",
                             hint: others.isEmpty ? "nothing on hole \(hole) was saved with a time; correct it with `hyzer-text score \(hole) PLAYER STROKES`"
                                 : "name the device that saved them: " + others.map { "--device \($0)" }.joined(separator: " or "))
        }
        return sentence
    }

    /// What the move writes, hole by hole: `hole 1 → 2: Mike 4, Jake 3`.
    static func plan(_ sentence: MisplacedSentence, events: [ScoreEvent], offsetMinutes: Int) -> String {
        let sources = ([sentence.lines] + sentence.following).flatMap { $0 }
        let byID = Dictionary(sources.map { ($0.id, $0.hole) }, uniquingKeysWith: { first, _ in first })
        let said = Timestamp(secondsSinceEpoch: sentence.time.secondsSinceEpoch, utcOffsetMinutes: offsetMinutes)
        var text = "Moving \(safe(sentence.device))'s sentence from \(said.timeString):\n"
        var groups: [(from: Int, to: Int, scores: [String])] = []
        for event in events {
            let origin = (event.supersedes + event.resolves).compactMap { byID[$0] }.first ?? sentence.hole
            if let last = groups.last, last.from == origin, last.to == event.hole {
                groups[groups.count - 1].scores.append("\(safe(event.player)) \(event.strokes)")
            } else {
                groups.append((origin, event.hole, ["\(safe(event.player)) \(event.strokes)"]))
            }
        }
        for group in groups { text += "  hole \(group.from) → \(group.to): \(group.scores.joined(separator: ", "))\n" }
        return text
    }

    /// A move is never saved unseen: a question on a terminal, --yes in a script.
    static func confirm(_ invocation: Invocation) throws(HyzerError) {
        if invocation.flag("yes") { return }
        guard isatty(0) == 1, invocation.terminal.stdoutIsTTY else {
            throw HyzerError(.needsAttention, "a move changes which hole scores count on, so it is not saved unseen; nothing written",
                             hint: "add --yes to move: `hyzer-text move \(invocation.arguments.positionals.joined(separator: " ")) --yes`")
        }
        invocation.out("Move? [y/N] ")
        guard let answer = readLine(), ["y", "yes"].contains(answer.trimmingSpaces.lowercased()) else {
            throw HyzerError(.needsAttention, "not moved: nothing written")
        }
    }
}
