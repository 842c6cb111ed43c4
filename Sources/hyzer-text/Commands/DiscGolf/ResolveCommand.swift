import HyzerFormat

/// `hyzer-text resolve HOLE PLAYER STROKES`: settle a discrepancy (FR49–FR52). Who may resolve and
/// what the line says is ``ScoreResolution``'s; two different resolutions made concurrently on two
/// devices become a new discrepancy instead of one silently winning. `resolve ctp HOLE PLAYER`
/// settles a closest-to-the-pin dispute (``ResolveClosest``), and `resolve FILE WORDS…` a dispute of a
/// file whose kind settles its own (`ResolveCommand+File.swift`).
enum ResolveCommand {
    static let command = Command(
        path: ["resolve"],
        abstract: "Settle a discrepancy: the agreed score replaces every competing one",
        usage: "HOLE PLAYER STROKES|--clear [--round R] | ctp HOLE PLAYER [--round R] | \(fileUsage)",
        discussion: """
        Appends one score line with resolves= naming every competing current score of PLAYER on
        HOLE, and by= you. Once merged into the other copies the discrepancy is gone everywhere. The
        round's organizer is the one asked to settle (on their device a score over another device's
        different one settles it too); any player in the round may resolve as well, when the
        organizer cannot, and the line records who did: it counts the same. Works on finished
        rounds too: settling a dispute adds no new score. STROKES is digits or a word (three), a golf
        term (par, birdie…) or a signed number (-1), as for `score`: 1–10 strokes, or up to 99 once
        confirmed with --yes (any disputed score needs no confirmation). --clear settles it as no
        score: when one device took the score back (`score HOLE PLAYER --clear`) and another recorded
        it, and nobody played it.

        `resolve ctp HOLE PLAYER` settles closest to the pin on HOLE when two devices named different
        winners: one `ctp HOLE PLAYER` line with resolves= naming every competing result, and by= you.
        PLAYER is any player of the round (name or alias, any case), not only one of those in
        dispute; `money` then pays PLAYER. On the organizer's device, naming the winner again (`say
        "closest Sarah on 7"`) settles it too.

        \(fileDiscussion)

        Exit codes: 0 resolved; 1 more than 10 strokes not confirmed; 64 usage, or words that name no
        value in dispute; 65 no such hole or player, nothing to settle, strokes no hole can take, a
        file with errors; 66 no scorebook, no such round or file.
        """,
        examples: ["resolve 3 Jake 4", "resolve 12 Uncle Bob par --round 2026-11-21", "resolve 5 Mike --clear", "resolve ctp 7 Sarah",
                   "resolve leagues/autumn.league best 5", "resolve courses/cedar-creek hole 4 par 4"],
        options: [.round, .flag("clear", "settle it as no score: the hole is unplayed for PLAYER"),
                  .flag("yes", short: "y", "settle on more than 10 strokes without asking")],
        positionals: 2...40,
        operands: [Operand("HOLE", .number), Operand("PLAYER", .player), Operand("STROKES", .strokes)],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        // `resolve ctp HOLE PLAYER`: a closest-to-the-pin dispute (ResolveClosest.swift).
        if ResolveClosest.isAsked(invocation) { return try ResolveClosest.run(invocation) }
        // resolve FILE WORDS…: the first operand names a file whose kind settles its own disputes.
        if let code = try runFile(invocation) { return code }
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let path = try invocation.round(in: book, invocation.value("round"), for: .report, identity: identity)
        let clear = invocation.flag("clear")
        guard clear || invocation.arguments.positionals.count >= 3 else {
            throw HyzerError(.invalidArgument, "`hyzer-text resolve` needs more arguments", hint: "usage: hyzer-text resolve \(command.usage)")
        }
        // With --clear every word after the hole is the player's name.
        let (holeWord, playerWord, strokesWord): (String?, String, String?) = clear
            ? (ScoreRules.isDigits(invocation.arguments.positionals[0]) ? invocation.arguments.positionals[0] : nil,
               invocation.arguments.positionals.dropFirst().joined(separator: " "), nil)
            : try ScoreEntry.operands(invocation.arguments.positionals)
        guard let holeWord else {
            throw HyzerError(.invalidArgument, "\"\(invocation.positional(0)!)\" is not a hole number", hint: "usage: hyzer-text resolve HOLE PLAYER STROKES, e.g. `resolve 3 Jake 4`")
        }
        let now = invocation.environment.now()
        let outcome = try book.recordResolution(in: path, localDevice: identity.device) { (card) throws(HyzerError) -> ScoreResolution in
            try ScoreResolution.make(player: playerWord, hole: holeWord, strokes: strokesWord, card: card,
                                     reporter: identity.name, device: identity.device, time: now.utc, confirmed: invocation.flag("yes"))
        }
        invocation.warn(outcome.warnings)
        invocation.out(DiscrepancyText.resolved(outcome.resolution!, round: outcome.after.round, by: identity.name))
        invocation.out(RecordingText.afterResolution(outcome, style: invocation.terminal.style))
        return .ok
    }
}
