/// Where a round stands, and so how every report counts it: the one place these rules live
/// (standings, history, stats, card, round list and JSON exports all ask here).
///
/// - **active**: not finished, and some player has a hole to play.
/// - **complete**: not finished, but every player has every hole (FR14) — every player still in the
///   round, when some left early (`round leave`) —: it has a winner, and the tool suggests finishing it.
/// - **finished**: finished (``Round/finish``) with at least one player who played every hole. Its
///   winner played every hole: a player who left early ranks below everyone who played more holes
///   (``Standings``) and never wins.
/// - **abandoned**: finished while no player had played every hole (rain after six holes). It has no
///   winner anywhere: no win or loss in stats, left out of head to head and personal bests. Every hole
///   actually played still counts for per-hole statistics (averages of holes, score names).
public struct RoundStatus: Sendable, Equatable {
    /// The four states.
    public enum Phase: String, Sendable, CaseIterable {
        case active, complete, finished, abandoned
    }

    /// Which state.
    public var phase: Phase
    /// The finish that counts (when and by whom), for a finished or abandoned round.
    public var finish: LifecycleEvent?
    /// The round's number of holes.
    public var holeCount: Int
    /// The most holes any one player played (an abandoned round is "abandoned after N holes").
    public var mostHolesPlayed: Int

    /// The status of `round` given how many holes each player played (in player-list order).
    public init(round: Round, holesPlayed: [Int]) {
        self.init(round: round, holesPlayed: holesPlayed, departed: round.lifecycle.isEmpty ? [] : round.departures.compactMap(\.player))
    }

    /// The status of `round` given how many holes each player played (in player-list order) and who
    /// left it early (``Round/departures``, known to the caller).
    init(round: Round, holesPlayed: [Int], departed: [String]) {
        let holes = round.holeCount, most = holesPlayed.max() ?? 0
        holeCount = holes
        mostHolesPlayed = most
        finish = round.finish
        if finish != nil {
            phase = holes > 0 && most == holes ? .finished : .abandoned
        } else {
            // Every player still in the round has every hole (and somebody still is).
            var complete = !holesPlayed.isEmpty && holesPlayed.allSatisfy { $0 == holes }
            if !departed.isEmpty, holesPlayed.count == round.players.count {
                let staying = round.players.indices.filter { !departed.contains(round.players[$0].name) }
                complete = !staying.isEmpty && staying.allSatisfy { holesPlayed[$0] == holes }
            }
            phase = holes > 0 && complete ? .complete : .active
        }
    }

    /// The status of a resolved round.
    public init(_ card: Scorecard) {
        let round = card.round
        let played = round.players.indices.map { player in
            (1...max(round.holeCount, 1)).reduce(0) { count, hole in
                round.holeCount > 0 && card.isScored(player: player, hole: hole) ? count + 1 : count
            }
        }
        self.init(round: round, holesPlayed: played, departed: card.someoneLeft ? round.departures.compactMap(\.player) : [])
    }

    /// Whether a `finished` line stands (finished or abandoned): the round takes only late corrections
    /// that name their hole.
    public var isFinished: Bool { finish != nil }

    /// Whether the round has a winner: finished or complete (not active, not abandoned). Wins, losses
    /// and head to head count only such rounds.
    public var hasWinner: Bool { phase == .finished || phase == .complete }

    /// Whether a player who played `holesPlayed` holes left a finished round early (stopped before
    /// playing every hole). Only finished and abandoned rounds have players who left.
    public func leftEarly(holesPlayed: Int) -> Bool { isFinished && holesPlayed < holeCount }

    /// Whether a player who played `holesPlayed` holes left early: said so with `round leave`
    /// (`hasLeft`, ``Standings/Row/hasLeft``), or stopped before the last hole of a finished round.
    public func leftEarly(hasLeft: Bool, holesPlayed: Int) -> Bool {
        (hasLeft && holesPlayed < holeCount) || leftEarly(holesPlayed: holesPlayed)
    }

    /// Whether a player who played `holesPlayed` holes played the round to the last hole and may win
    /// it or count in head to head: the round has a winner and the player played every hole.
    public func countsForWins(holesPlayed: Int) -> Bool { hasWinner && holesPlayed == holeCount }

    /// How a finished round shows a player's progress: `left after 6`, or `did not play` for none;
    /// nil when the player played every hole or the round is not finished.
    public func leftEarlyText(holesPlayed: Int) -> String? {
        guard leftEarly(holesPlayed: holesPlayed) else { return nil }
        return holesPlayed == 0 ? "did not play" : "left after \(holesPlayed)"
    }

    /// How the round shows a player's progress when they left early (``leftEarly(hasLeft:holesPlayed:)``):
    /// `left after 6` (`left before hole 1`, for a player who left with none, `did not play` in a
    /// finished round); nil otherwise.
    public func leftEarlyText(hasLeft: Bool, holesPlayed: Int) -> String? {
        guard leftEarly(hasLeft: hasLeft, holesPlayed: holesPlayed) else { return nil }
        if holesPlayed == 0 { return hasLeft ? "left before hole 1" : "did not play" }
        return "left after \(holesPlayed)"
    }

    /// `abandoned after 2 holes` (`abandoned before the first hole` when nobody scored one), for an
    /// abandoned round; nil otherwise.
    public var abandonedText: String? {
        guard phase == .abandoned else { return nil }
        guard mostHolesPlayed > 0 else { return "abandoned before the first hole" }
        return "abandoned after \(Plural.counted(mostHolesPlayed, "hole"))"
    }
}
