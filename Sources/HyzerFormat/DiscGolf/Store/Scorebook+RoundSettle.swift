/// `resolve rounds/NAME.round WORDS…` (``FileKind/Records/settle``): a round's dispute settled by
/// naming the file, as every kind's is. The words are those of `resolve` after the round: `HOLE
/// PLAYER STROKES` (or `HOLE PLAYER clear` for no score) for a score in dispute, `ctp HOLE PLAYER`
/// for closest to the pin.
extension Scorebook {
    /// Settles the dispute `request.words` name in the round at `request.path`; returns what it did,
    /// for the terminal.
    public func settleRoundDispute(_ request: FileKind.SettleRequest) throws(HyzerError) -> String {
        let identity = request.identity, words = request.words
        let example = "`hyzer-text resolve \(displayPath(request.path)) 3 Jake 4` or `… ctp 7 Sarah`"
        if words.first?.lowercased() == "ctp" {
            guard words.count >= 3 else {
                throw HyzerError(.invalidArgument, "say the hole and who won it: ctp HOLE PLAYER", hint: "e.g. \(example)")
            }
            let settled = try resolveClosest(in: request.path, hole: words[1], player: words.dropFirst(2).joined(separator: " "),
                                             reporter: identity.name, device: identity.device, time: request.time)
            return ClosestText.resolved(settled.resolution)
                + (settled.after.isOrganizer(identity.name) ? "" : DiscrepancyText.resolvedByAnother(identity.name, round: settled.after))
        }
        let clear = words.count >= 3 && words.last?.lowercased() == "clear"
        let operands = clear ? Array(words.dropLast()) : words
        guard operands.count >= (clear ? 2 : 3), let holeWord = operands.first, ScoreRules.isDigits(holeWord) else {
            throw HyzerError(.invalidArgument, "say which score to keep: HOLE PLAYER STROKES (HOLE PLAYER clear for none), or ctp HOLE PLAYER",
                             hint: "`hyzer-text conflicts` lists what is in dispute, e.g. \(example)")
        }
        let (playerWord, strokesWord) = clear ? (operands.dropFirst().joined(separator: " "), nil)
            : (operands.dropFirst().dropLast().joined(separator: " "), operands.last)
        let outcome = try recordResolution(in: request.path, localDevice: identity.device) { (card) throws(HyzerError) -> ScoreResolution in
            try ScoreResolution.make(player: playerWord, hole: holeWord, strokes: strokesWord, card: card,
                                     reporter: identity.name, device: identity.device, time: request.time)
        }
        return DiscrepancyText.resolved(outcome.resolution!, round: outcome.after.round, by: identity.name)
    }
}
