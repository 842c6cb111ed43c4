/// A resolution: one score line that settles a discrepancy by naming every competing current score of
/// a player on a hole in `resolves=` (FR49–FR52). Anyone in the round may make one (a player or its
/// organizer), not only the organizer: the organizer's device may be offline, every player saw the
/// hole, and the line records who made it, so it stays accountable and itself correctable.
public struct ScoreResolution: Sendable, Equatable {
    /// The line to append.
    public var event: ScoreEvent
    /// The current scores it settles, in file order.
    public var competing: [ScoreEvent]

    /// The resolution of `player` on `hole` to `strokes` typed as `strokesWord` (digits, a word or a
    /// golf term, as `score` takes them: 11–99 only when `confirmed`; or any disputed value), or to no
    /// score (a retraction, `5 Mike -`) when `strokesWord` is nil, made by `reporter` on `device` at
    /// `time`. Throws when the reporter is not in the round, the words do not name a player, hole or
    /// score of it, or there is nothing to settle.
    public static func make(player playerWord: String, hole holeWord: String, strokes strokesWord: String?, card: Scorecard,
                            reporter: String, device: String, time: Timestamp, confirmed: Bool = false) throws(HyzerError) -> ScoreResolution
    {
        let round = card.round
        let player: Player
        do throws(ScoreRules.Problem) { player = try ScoreRules.player(playerWord, in: round) } catch { throw error.error }
        guard round.player(named: reporter) != nil || round.organizer.lowercased() == reporter.lowercased() else {
            throw HyzerError(.invalidArgument, "only someone in this round can resolve its discrepancies; you are \(reporter)",
                             hint: "players: \(round.players.map(\.name).joined(separator: ", ")); organizer: \(round.organizer). "
                                + "If that is you, set your name with `hyzer-text init --name NAME`")
        }
        let hole: Int, strokes: Int, competing: [ScoreEvent]
        do throws(ScoreRules.Problem) {
            hole = try ScoreRules.hole(holeWord, in: round)
            competing = card.leaves(hole: hole, player: player.name)
            // One of the disputed values is always a choice (a round file may hold more than `score` takes).
            strokes = try strokesWord.map { (word) throws(ScoreRules.Problem) in
                try ScoreRules.strokes(word, par: round.pars[hole - 1], hole: hole,
                                       allowing: competing.filter { !$0.isRetraction }.map(\.strokes), confirmed: confirmed)
            } ?? ScoreEvent.noScore
        } catch {
            if case .manyStrokes(let typed, _, _, let hole?) = error {
                let disputed = Set(card.leaves(hole: hole, player: player.name).filter { !$0.isRetraction }.map(\.strokes)).sorted()
                throw HyzerError(.needsAttention, error.message + "; nothing written",
                                 hint: "if it is right, confirm it: `hyzer-text resolve \(hole) \(ScoreRules.quoted(player.name)) \(typed) --yes`"
                                    + (disputed.count > 1 ? "; the disputed scores are \(disputed.map(String.init).joined(separator: ", "))" : ""))
            }
            throw error.error
        }
        // A disagreement, or two versions of a line edited in place (settled even when they agree).
        guard Set(competing.map(\.strokes)).count > 1 || competing.contains(where: { $0.id.variantOrigin != nil }) else {
            let current = competing.first.flatMap { $0.isRetraction ? nil : "its score is \($0.strokes)" } ?? "it has no score"
            let change = strokesWord == nil ? "to take back a score: `hyzer-text score \(hole) \(ScoreRules.quoted(player.name)) --clear`"
                : "to change a score, record a correction: `hyzer-text score \(hole) \(ScoreRules.quoted(player.name)) \(strokes)`"
            throw HyzerError(.invalidData, "there is no discrepancy for \(player.name) on hole \(hole); \(current)", hint: change)
        }
        let event = ScoreEvent(id: round.nextEventID(device: device), hole: hole, player: player.name,
                               strokes: strokes, reporter: reporter, device: device, time: time,
                               resolves: competing.map(\.id).sorted { $0.rawValue < $1.rawValue })
        return ScoreResolution(event: event, competing: competing)
    }
}
