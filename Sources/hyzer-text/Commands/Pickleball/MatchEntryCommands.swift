import HyzerFormat

/// `hyzer-text rally A|B` and `timeout A|B`: one line appended to the match file for each
/// (docs/PICKLEBALL.md); `undo` in a match comes here too (``UndoCommand``). The rules engine checks
/// the entry first; a refused one writes nothing.
enum MatchEntryCommands {
    static let rally = Command(
        path: ["rally"],
        abstract: "Record who won a rally of the match",
        usage: "TEAM [--match M]",
        discussion: """
        TEAM is the side that won the rally: its letter (A or B), its name, or any of its players'
        names, in any case. The rules decide the rest: a point when the serving side wins (and, in
        rally scoring, when the receiving side wins away from game point), otherwise the second server
        or a side-out. Prints the new call and who serves from where, and any end change, game or match
        result. A match that is over takes no more rallies (`undo` takes the last one back).
        """,
        examples: ["rally A", "rally B", "rally Alex", "rally \"Net Ninjas\" --match 2026-11-22"],
        options: [Option.match],
        positionals: 1...4,
        operands: [Operand("TEAM", .team)],
        run: { (invocation: Invocation) throws(HyzerError) -> ExitCode in
            try invocation.recordMatchEntry() { (teams) throws(HyzerError) in .rally(wonBy: try side(invocation, teams)) }
        }
    )

    static let timeout = Command(
        path: ["timeout"],
        abstract: "Record a time-out called by a team",
        usage: "TEAM [--match M]",
        discussion: """
        TEAM as for `rally`. Each team has 2 time-outs a game in games to 11 or 15, 3 in games to 21;
        one more is refused and nothing is written.
        """,
        examples: ["timeout A", "timeout Sam"],
        options: [Option.match],
        positionals: 1...4,
        operands: [Operand("TEAM", .team)],
        run: { (invocation: Invocation) throws(HyzerError) -> ExitCode in
            try invocation.recordMatchEntry() { (teams) throws(HyzerError) in .timeOut(try side(invocation, teams)) }
        }
    )

    /// The side the positional words name (names with spaces need no quotes).
    private static func side(_ invocation: Invocation, _ teams: MatchTeams) throws(HyzerError) -> MatchSide {
        try MatchSideName.side(invocation.arguments.positionals.joined(separator: " "), in: teams)
    }
}
