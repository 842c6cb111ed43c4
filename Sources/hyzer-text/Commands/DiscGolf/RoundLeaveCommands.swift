import HyzerFormat

/// `hyzer-text round leave` and `hyzer-text round rejoin`: a player who leaves the course early stops
/// holding up the group's hole (docs/FORMAT.md, "A player who leaves early").
enum RoundLeaveCommands {
    static let leave = Command(
        path: ["round", "leave"],
        abstract: "Take a player who left the course early out of the group's holes",
        usage: "PLAYER [--round R]",
        discussion: """
        Appends `left TIME @ID by=NAME player=PLAYER` to the round (the default round, or --round R).
        From then on the group no longer waits for PLAYER: the group's hole, gaps and whether the
        round is complete count only the players still in it, and the standings, `live` and the card
        show PLAYER as `left after N` (N: the holes played), below everyone still playing. Scores
        PLAYER already has stay and count; a later score for PLAYER still counts. The line merges
        into other devices' copies like a score. A mistake is taken back with `hyzer-text undo`;
        a player who comes back rejoins with `hyzer-text round rejoin PLAYER`. A finished round
        needs no leave: anyone who did not play every hole is `left after N` there already.
        """,
        examples: ["round leave Sarah", "round leave \"Uncle Bob\"", "round leave Jake --round 2026-11-21"],
        options: [.round],
        positionals: 1...6,
        operands: [Operand("PLAYER", .player)],
        run: runLeave
    )

    static func runLeave(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let (book, identity, path) = try target(invocation)
        let departure = try book.leave(player(invocation), round: path, reporter: identity.name, device: identity.device,
                                       time: invocation.environment.now())
        invocation.warn(departure.before.warnings)
        invocation.out(RoundText.left(departure, style: invocation.terminal.style))
        return .ok
    }

    static let rejoin = Command(
        path: ["round", "rejoin"],
        abstract: "Bring back a player who left the round with `round leave`",
        usage: "PLAYER [--round R]",
        discussion: """
        Appends a `reopened` line naming PLAYER's `left` line: PLAYER is in the round again, and the
        group waits for PLAYER on the holes still to play (the holes missed meanwhile are gaps to
        fill in with `hyzer-text score HOLE PLAYER STROKES`). The line merges like a score; take it
        back with `hyzer-text undo`.
        """,
        examples: ["round rejoin Sarah", "round rejoin Jake --round 2026-11-21"],
        options: [.round],
        positionals: 1...6,
        operands: [Operand("PLAYER", .player)],
        run: runRejoin
    )

    static func runRejoin(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let (book, identity, path) = try target(invocation)
        let departure = try book.rejoin(player(invocation), round: path, reporter: identity.name, device: identity.device,
                                        time: invocation.environment.now())
        invocation.warn(departure.before.warnings)
        invocation.out(RoundText.rejoined(departure, style: invocation.terminal.style))
        return .ok
    }

    /// The scorebook, who writes, and the round (`--round`, else the default round to record in).
    static func target(_ invocation: Invocation) throws(HyzerError) -> (Scorebook, LocalIdentity, String) {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let path = try invocation.round(in: book, invocation.value("round"), for: .recording, identity: identity)
        return (book, identity, path)
    }

    /// The player named by the operands (a name of several words, `Uncle Bob`, may come unquoted).
    static func player(_ invocation: Invocation) -> String { invocation.arguments.positionals.joined(separator: " ") }
}
