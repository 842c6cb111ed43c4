import HyzerFormat

/// `hyzer-text score HOLE PLAYER --clear`: take a score back with a retraction, a line saying "no
/// score" (``ScoreRecording/retraction(hole:player:card:reporter:device:time:)``, docs/FORMAT.md rule 12).
extension ScoreCommand {
    static func clear(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let path = try invocation.round(in: book, invocation.value("round"), for: .recording)
        var words = invocation.arguments.positionals
        guard words.count >= 2, ScoreRules.isDigits(words[0]) else {
            throw HyzerError(.invalidArgument, "`score --clear` needs the hole: which score to take back",
                             hint: "usage: hyzer-text score HOLE PLAYER --clear, e.g. `score 5 Mike --clear`")
        }
        let holeWord = words.removeFirst(), playerWord = words.joined(separator: " ")
        let now = invocation.environment.now()
        let outcome = try book.recordScores(in: path, localDevice: identity.device) { (card) throws(HyzerError) -> [ScoreRecording] in
            let player: Player, hole: Int
            do throws(ScoreRules.Problem) {
                player = try ScoreRules.player(playerWord, in: card.round)
                hole = try ScoreRules.hole(holeWord, in: card.round)
            } catch {
                throw error.error
            }
            return [try ScoreRecording.retraction(hole: hole, player: player.name, card: card, reporter: identity.name,
                                                  device: identity.device, time: now.utc)]
        }
        let recording = outcome.recordings[0]
        invocation.out("Hole \(recording.event.hole): \(safe(recording.event.player)) no score"
                       + (recording.cleared.map { " (cleared \($0))" } ?? "") + "\n")
        invocation.out(RecordingText.lateNote(outcome))
        reportAfterRecording(outcome, autoAdvance: false, invocation: invocation)
        return .ok
    }
}
