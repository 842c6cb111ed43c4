import HyzerFormat

/// `hyzer-text resolve HOLE PLAYER STROKES`: settle a discrepancy (FR49–FR52).
///
/// Who may resolve: anyone in the round — a player or the organizer — not only the organizer. The
/// organizer's device may be offline, flat or gone home; every player saw the hole; and the
/// resolution records who made it (`by=`), so it is accountable, visible in `git log`, and itself
/// correctable: two different resolutions made concurrently on two devices become a new
/// discrepancy instead of one silently winning.
enum ResolveCommand {
    static let command = Command(
        path: ["resolve"],
        abstract: "Settle a discrepancy: the agreed score replaces every competing one",
        usage: "HOLE PLAYER STROKES [--round R]",
        discussion: """
        Appends one score line with resolves= naming every competing current score of PLAYER on
        HOLE, and by= you. Once merged into the other copies the discrepancy is gone everywhere. Any
        player in the round or its organizer may resolve; the line records who did. Works on finished
        rounds too: settling a dispute adds no new score. STROKES is 1–10 as digits or a word (three), or
        a golf term (par, birdie…), as for `score`.
        """,
        examples: ["resolve 3 Jake 4", "resolve 12 Uncle Bob par --round 2026-11-21"],
        options: [.round],
        positionals: 3...8,
        operands: [Operand("HOLE", .number), Operand("PLAYER", .player), Operand("STROKES", .strokes)],
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let path = try book.findRound(invocation.value("round"))
        let (holeWord, playerWord, strokesWord) = try ScoreCommand.split(invocation.arguments.positionals)
        guard let holeWord else {
            throw HyzerError(.invalidArgument, "\"\(invocation.positional(0)!)\" is not a hole number", hint: "usage: hyzer-text resolve HOLE PLAYER STROKES, e.g. `resolve 3 Jake 4`")
        }
        let now = invocation.environment.now()
        var settled: (event: ScoreEvent, competing: [ScoreEvent])?
        let result = try book.append(to: path) { (document) throws(HyzerError) -> [ScoreEvent] in
            let round = document.round
            let player: Player
            do throws(ScoreRules.Problem) { player = try ScoreRules.player(playerWord, in: round) } catch { throw error.error }
            guard round.player(named: identity.name) != nil || round.organizer.lowercased() == identity.name.lowercased() else {
                throw HyzerError(.invalidArgument, "only someone in this round can resolve its discrepancies; you are \(identity.name)",
                                 hint: "players: \(round.players.map(\.name).joined(separator: ", ")); organizer: \(round.organizer). "
                                    + "If that is you, set your name with `hyzer-text init --name NAME`")
            }
            let card = Scorecard(round: round, localDevice: identity.device)
            let hole: Int, strokes: Int, competing: [ScoreEvent]
            do throws(ScoreRules.Problem) {
                hole = try ScoreRules.hole(holeWord, in: round)
                competing = card.leaves(hole: hole, player: player.name)
                // One of the disputed values is always a choice (a round file may hold more than `score` takes).
                strokes = try ScoreRules.strokes(strokesWord, par: round.pars[hole - 1], hole: hole, allowing: competing.map(\.strokes))
            } catch {
                if case .strokesOutOfRange(let typed, let value, _, _) = error, ScoreRules.isDigits(typed), value > ScoreRules.entryRange.upperBound {
                    let disputed = Set(card.leaves(hole: Int(holeWord) ?? 0, player: player.name).map(\.strokes)).sorted()
                    throw ScoreCommand.tooMany(typed, value, command: "resolve", hint: "resolve takes 1–10 or one of the disputed scores"
                                                + (disputed.count > 1 ? " (\(disputed.map(String.init).joined(separator: ", ")))" : ""))
                }
                throw error.error
            }
            // A disagreement, or two versions of a line edited in place (settled even when they agree).
            guard Set(competing.map(\.strokes)).count > 1 || competing.contains(where: { $0.id.variantOrigin != nil }) else {
                let current = competing.first.map { "its score is \($0.strokes)" } ?? "it has no score"
                throw HyzerError(.invalidData, "there is no discrepancy for \(player.name) on hole \(hole); \(current)",
                                 hint: "to change a score, record a correction: `hyzer-text score \(hole) \(ScoreCommand.quoted(player.name)) \(strokes)`")
            }
            let event = ScoreEvent(id: round.nextEventID(device: identity.device), hole: hole, player: player.name,
                                   strokes: strokes, reporter: identity.name, device: identity.device, time: now.utc,
                                   resolves: competing.map(\.id).sorted { $0.rawValue < $1.rawValue })
            settled = (event, competing)
            return [event]
        }
        guard let settled else { return .software }
        let round = result.after.round
        let values = settled.competing.map { String($0.strokes) }.joined(separator: " vs ")
        let hole = settled.event.hole
        invocation.out("Hole \(hole): \(safe(settled.event.player)) \(settled.event.strokes) (\(ScoreName.name(strokes: settled.event.strokes, par: round.pars[hole - 1]))), "
                       + "resolved by \(safe(identity.name)) (was \(values))\n")
        invocation.out(ScoreCommand.lateNote(before: result.before.round, after: round, device: identity.device))
        invocation.out(StandingsView.line(Standings(round: round, localDevice: identity.device), terminal: invocation.terminal) + "\n")
        let remaining = Scorecard(round: round, localDevice: identity.device).discrepancies.count
        if remaining > 0 {
            invocation.out("\(remaining) more discrepanc\(remaining == 1 ? "y" : "ies") pending: see `hyzer-text conflicts`.\n")
        }
        return .ok
    }
}
