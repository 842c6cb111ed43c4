import HyzerFormat

/// `resolve ctp HOLE PLAYER`: settle a closest-to-the-pin dispute, the part of `resolve` that names
/// the game (`ctp`) before the hole. What the line says and who may write it is ``ClosestResolution``'s.
enum ResolveClosest {
    /// The word that asks for this form, before the hole.
    static let keyword = "ctp"

    /// Whether `resolve`'s operands ask to settle closest to the pin (the first is `ctp`, which no
    /// hole number and no file is).
    static func isAsked(_ invocation: Invocation) -> Bool {
        invocation.positional(0)?.lowercased() == keyword
    }

    /// Appends the resolution to the round `--round` names (or the current one); exit 0 once written.
    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let usage = "usage: hyzer-text resolve ctp HOLE PLAYER, e.g. `resolve ctp 7 Sarah`"
        if invocation.flag("clear") {
            throw HyzerError(.invalidArgument, "--clear settles a score as no score; a closest-to-the-pin dispute is settled by naming its winner",
                             hint: usage)
        }
        let words = Array(invocation.arguments.positionals.dropFirst())
        guard words.count >= 2 else {
            throw HyzerError(.invalidArgument, "`hyzer-text resolve ctp` needs a hole and the winner", hint: usage)
        }
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let path = try invocation.round(in: book, invocation.value("round"), for: .report, identity: identity)
        let settled = try book.resolveClosest(in: path, hole: words[0], player: words.dropFirst().joined(separator: " "),
                                              reporter: identity.name, device: identity.device, time: invocation.environment.now().utc)
        invocation.out(ClosestText.resolved(settled.resolution))
        if !settled.after.isOrganizer(identity.name) {
            invocation.out(DiscrepancyText.resolvedByAnother(identity.name, round: settled.after))
        }
        return .ok
    }
}
