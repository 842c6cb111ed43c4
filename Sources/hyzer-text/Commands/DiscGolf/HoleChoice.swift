#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// Which hole scores said without a hole go to, for `say` and `score` (``HolePlacement``;
/// docs/FORMAT.md, "Which hole a score goes to"): the library's decision, a question on a terminal
/// when it is not sure (the likely hole by default), and without one a refusal that prints the
/// command naming each hole. Also the note that this copy may be behind.
enum HoleChoice {
    /// Where the scores go.
    enum Outcome: Equatable {
        /// Score this hole. `named` when the scorer picked it when asked: it then counts as named (a
        /// score that differs from one there is a correction, shown and confirmed).
        case hole(Int, named: Bool)
        /// Nothing to write: the players said have these scores on this hole already, recorded
        /// moments ago (`age` seconds; nil when the lines have no time).
        case alreadyRecorded(Int, age: Int64?)
    }

    /// Places `said` on `card`'s round. `command(hole)` is the command that names a hole for these
    /// scores (`hyzer-text say "hole 3 …"`); `interactive` when the scorer can be asked on a terminal.
    static func choose(card: Scorecard, said: @escaping (Int) -> [HolePlacement.Said], words: String, identity: LocalIdentity,
                       book: Scorebook, interactive: Bool, invocation: Invocation, command: (Int) -> String) throws(HyzerError) -> Outcome {
        let now = invocation.environment.now()
        let contact = RemoteContact.find(containing: book.root)
        let copy = HolePlacement.Copy(device: identity.device, remote: contact?.remote, lastHeard: contact?.lastHeard)
        if copy.mayBeBehind(at: now), card.round.isActive { invocation.note(behindNote(copy, now: now)) }
        switch HolePlacement.place(card: card, said: said, now: now, copy: copy) {
        case .hole(let hole):
            return .hole(hole, named: false)
        case .alreadyRecorded(let hole):
            return .alreadyRecorded(hole, age: HolePlacement.age(of: hole, in: card, at: now))
        case .ask(let likely, let candidates, let reason):
            let question = Self.question(reason, candidates: candidates, card: card)
            guard interactive else {
                let holes = candidates.map { "hole \($0.hole) (\(describe($0, card: card)))" }
                throw HyzerError(.needsAttention, "\(question) \"\(safe(words))\" could be \(Plural.listed(holes, "or")); nothing written",
                                 hint: "name its hole: " + Plural.listed(candidates.map { "`\(safe(command($0.hole)))`" }, "or"))
            }
            return try ask(question, candidates: candidates, likely: likely, card: card, invocation: invocation)
        case .refused(let refusal):
            throw refused(refusal, card: card, command: command)
        }
    }

    /// The note that this copy may be behind: when it last heard from its remote.
    static func behindNote(_ copy: HolePlacement.Copy, now: Timestamp) -> String {
        let remote = safe(copy.remote ?? "the remote")
        let when = copy.silence(at: now).map { "last heard from \(remote) \(ago($0))" } ?? "has never heard from \(remote)"
        return "note: this copy \(when), so it may be behind: scores other phones saved since are not here yet "
            + "(`hyzer-text sync` brings them)\n"
    }

    /// Asks on the terminal which hole, the likely one by default; any hole of the round may be typed.
    static func ask(_ question: String, candidates: [HolePlacement.Candidate], likely: Int, card: Scorecard,
                    invocation: Invocation) throws(HyzerError) -> Outcome {
        var text = question + "\n"
        for candidate in candidates { text += "  \(padLeft(String(candidate.hole), 2))  \(describe(candidate, card: card))\n" }
        invocation.out(text)
        while true {
            invocation.out("Which hole? [\(likely)] ")
            guard let answer = readLine() else { throw HyzerError(.needsAttention, "no hole chosen; nothing written") }
            let typed = answer.trimmingSpaces
            let hole = typed.isEmpty ? likely : Int(typed)
            guard let hole, (1...card.round.holeCount).contains(hole) else {
                invocation.out("Type a hole from 1 to \(card.round.holeCount), or press Enter for \(likely).\n")
                continue
            }
            if let chosen = candidates.first(where: { $0.hole == hole }), chosen.kind == .again {
                return .alreadyRecorded(hole, age: chosen.age)
            }
            return .hole(hole, named: true)
        }
    }

    /// Why the scorer is asked, as a sentence.
    static func question(_ reason: HolePlacement.Reason, candidates: [HolePlacement.Candidate], card: Scorecard) -> String {
        switch reason {
        case .fitsSeveral:
            return "More than one hole fits."
        case .contradictsJustScored:
            let hole = candidates.first.map { "Hole \($0.hole) was scored \($0.age.map(ago) ?? "just now")" } ?? "A hole was just scored"
            return hole + " with other scores: this is a correction of it, or the next hole."
        case .contradictsGroupHole:
            let hole = candidates.first?.hole ?? card.currentHole ?? 1
            let scores = candidates.first.flatMap { candidate -> [String]? in
                guard case .correction(let players) = candidate.kind else { return nil }
                return players.map { player in
                    "\(safe(player)) \(card.leaves(hole: hole, player: player).filter { !$0.isRetraction }.map { String($0.strokes) }.joined(separator: " or "))"
                }
            } ?? []
            return "The group's hole, \(hole), has other scores (\(Plural.listed(scores))): this is a correction of them, or a later hole."
        case .longSince(let lastHole, let seconds, let holeSeconds, let behind):
            var text = lastHole.map { "It is \(duration(seconds)) since the group played hole \($0), where a hole takes about \(duration(holeSeconds))" }
                ?? (seconds > 0 ? "It is \(duration(seconds)) since the round's first tee" : "This copy may be behind")
            if behind, seconds > 0 { text += ", and this copy has not synced for a while" }
            return text + ": another phone may have scored the next hole (or it was not scored)."
        }
    }

    /// What a candidate hole is, in a few words.
    static func describe(_ candidate: HolePlacement.Candidate, card: Scorecard) -> String {
        let ago = candidate.age.map { ", " + Self.ago($0) } ?? ""
        switch candidate.kind {
        case .groupHole: return "the group's hole"
        case .missing(let players):
            return "\(Plural.listed(players.map(safe))) \(players.count == 1 ? "has" : "have") no score there" + (ago.isEmpty ? "" : "; it was scored\(ago.dropFirst())")
        case .again: return "these scores are there already" + (ago.isEmpty ? "" : ", recorded\(ago.dropFirst())") + ": nothing to write"
        case .correction(let players): return "a correction of \(Plural.listed(players.map(safe)))"
        case .later: return "a later hole"
        case .afterUnseen:
            return "if hole \(card.playOrder.hole(at: card.playOrder.position(of: candidate.hole) - 1)) was scored on another phone or not at all"
        }
    }

    /// The error for a sentence no hole takes.
    static func refused(_ refusal: HolePlacement.Refusal, card: Scorecard, command: (Int) -> String) -> HyzerError {
        switch refusal {
        case .everyHoleScored(let players, let last):
            return HyzerError(.invalidData, ScoreRules.Problem.everyHoleScored(players: players, lastHole: last).message,
                              hint: "to correct a score, name its hole: `\(safe(command(last)))`")
        case .contradicts(let hole, let players):
            let scores = players.map { player in
                "\(safe(player))'s \(card.leaves(hole: hole, player: player).filter { !$0.isRetraction }.map { String($0.strokes) }.joined(separator: " or "))"
            }
            return HyzerError(.needsAttention, "this says other scores than hole \(hole), the group's hole, has (\(Plural.listed(scores))); nothing written",
                              hint: "a correction names its hole: `\(safe(command(hole)))`; for another hole, name that one")
        case .misplaced(let sentence):
            return HyzerError(.needsAttention, "A sentence is probably on the wrong hole: " + MisplacedSentenceText.description(sentence, offsetMinutes: card.round.started.utcOffsetMinutes)
                                + ". Until it is moved (or hole \(sentence.hole) settled) the group's hole is in doubt; nothing written",
                              hint: "move it: `\(MisplacedSentenceText.command(sentence))`; or name this entry's hole: `\(safe(command(card.currentHole ?? 1)))`")
        }
    }

    /// `12 s`, `6 min`, `1 h 5 min`.
    /// `12 s ago`, `8 min ago`; `just now` within a few seconds (a sentence said twice at once).
    static func ago(_ seconds: Int64) -> String {
        seconds < 5 ? "just now" : duration(seconds) + " ago"
    }

    static func duration(_ seconds: Int64) -> String {
        if seconds < 60 { return "\(seconds) s" }
        let minutes = (seconds + 30) / 60
        return minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h" + (minutes % 60 == 0 ? "" : " \(minutes % 60) min")
    }
}
