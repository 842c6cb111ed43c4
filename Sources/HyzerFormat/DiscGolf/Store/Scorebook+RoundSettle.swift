/// `resolve rounds/NAME.round WORDS…` (``FileKind/Records/settle``): a round's dispute settled by
/// naming the file, as every kind's is. The words are those of `resolve` after the round: `HOLE
/// PLAYER STROKES` (or `HOLE PLAYER clear` for no score) for a score in dispute.
extension Scorebook {
    /// Settles the dispute `request.words` name in the round at `request.path`; returns what it did,
    /// for the terminal.
    public func settleRoundDispute(_ request: FileKind.SettleRequest) throws(HyzerError) -> String {
        let example = "`hyzer-text resolve \(displayPath(request.path)) 3 Jake 4`"
        let clear = request.words.count >= 3 && request.words.last?.lowercased() == "clear"
        let operands = clear ? Array(request.words.dropLast()) : request.words
        guard operands.count >= (clear ? 2 : 3), let holeWord = operands.first, ScoreRules.isDigits(holeWord) else {
            throw HyzerError(.invalidArgument, "say which score to keep: HOLE PLAYER STROKES, or HOLE PLAYER clear for none",
                             hint: "`hyzer-text conflicts` lists what is in dispute, e.g. \(example)")
        }
        let (playerWord, strokesWord) = clear ? (operands.dropFirst().joined(separator: " "), nil)
            : (operands.dropFirst().dropLast().joined(separator: " "), operands.last)
        let identity = request.identity
        let outcome = try recordResolution(in: request.path, localDevice: identity.device) { (card) throws(HyzerError) -> ScoreResolution in
            try ScoreResolution.make(player: playerWord, hole: holeWord, strokes: strokesWord, card: card,
                                     reporter: identity.name, device: identity.device, time: request.time)
        }
        return Self.resolvedText(outcome.resolution!, round: outcome.after.round, by: identity.name)
    }

    /// `Hole 3: Jake 4 (bogey), resolved by Mike (was 3 vs 4)`, and, for someone other than the
    /// organizer, that it counts as theirs would.
    public static func resolvedText(_ settled: ScoreResolution, round: Round, by name: String) -> String {
        let safe = TerminalSafe.escape
        let values = settled.competing.map { $0.isRetraction ? "no score" : String($0.strokes) }.joined(separator: " vs ")
        let hole = settled.event.hole
        let value = settled.event.isRetraction ? "no score"
            : "\(settled.event.strokes) (\(ScoreName.name(strokes: settled.event.strokes, par: round.pars[hole - 1])))"
        var text = "Hole \(hole): \(safe(settled.event.player)) \(value), resolved by \(safe(name)) (was \(values))\n"
        if !round.isOrganizer(name) {
            text += "\(safe(name)) is not the organizer (\(safe(round.organizer))): this resolution counts on every device once synced, "
                + "as the organizer's would, and \(safe(round.organizer)) can still change it.\n"
        }
        return text
    }
}
