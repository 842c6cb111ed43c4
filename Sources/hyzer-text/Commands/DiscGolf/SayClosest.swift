import HyzerFormat

/// `say "closest Sarah"`: a closest-to-the-pin result said like a score, written as a `ctp HOLE PLAYER`
/// line on the current or just-played closest-to-the-pin hole (or the one the sentence or --hole names).
enum SayClosest {
    /// Records `said` in the round at `path`; exit 0 once written (with --dry-run, nothing written).
    static func run(_ said: ClosestSentence, invocation: Invocation, book: Scorebook, path: String,
                    identity: LocalIdentity) throws(HyzerError) -> ExitCode {
        let round = try invocation.readRound(book, path).round
        let optionHole = try invocation.arguments.integer("hole")
        if let optionHole, let spoken = said.hole, optionHole != spoken {
            throw HyzerError(.invalidArgument, "the sentence says hole \(spoken) but --hole says \(optionHole)", hint: "give the hole once")
        }
        let name: String
        switch PlayerMatcher(players: round.players).match(said.name) {
        case .player(let player, _):
            name = player
        case .ambiguous(let players):
            throw HyzerError(.invalidData, "\"\(said.name.joined(separator: " "))\" could be \(players.joined(separator: " or "))",
                             hint: "say the name as the round writes it")
        case .none(let closest):
            throw HyzerError(.invalidData, "no player \"\(said.name.joined(separator: " "))\" in this round",
                             hint: closest.isEmpty ? "players: " + round.players.map(\.name).joined(separator: ", ") : "did you mean \(closest.joined(separator: " or "))?")
        }
        let hole = optionHole ?? said.hole
        if invocation.flag("dry-run") {
            let shown: Int
            if let hole { shown = hole } else { shown = try ClosestToPin.holeToRecord(in: Scorecard(round: round, localDevice: identity.device)) }
            invocation.out("Closest to the pin on hole \(shown): \(TerminalSafe.escape(name)) (not saved: --dry-run)\n")
            return .ok
        }
        let written = try book.recordClosest(in: path, player: name, hole: hole, reporter: identity.name, device: identity.device,
                                             time: invocation.environment.now())
        invocation.out(ClosestText.recorded(written.event, overruled: written.overruled,
                                            after: ClosestToPin(written.after, localDevice: identity.device), round: written.after))
        return .ok
    }
}
