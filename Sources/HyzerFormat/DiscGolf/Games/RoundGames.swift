/// What a round's side games pay, computed from its scores and `ctp` lines (never stored), before the
/// ace pot's payout, which depends on the rounds before it (``AcePot``).
///
/// Every amount is whole units and every game is zero-sum among its competitors:
/// - **Skins**: on each hole in play order, each competitor with a score puts the stake into the
///   hole's skin; the lowest score alone (gross, or net of the hole's handicap strokes) takes the
///   skin with whatever was carried into it. A tie with `carry` carries the skin (and the stakes in
///   it) to the next hole; without `carry` the stakes go back. Stakes still carried after the last
///   hole of a finished round go back to those who put them in: no one won them.
/// - **Closest to the pin**: on each declared hole with a winner, every competitor puts in the stake
///   and the winner takes it; a hole with no `ctp` line yet, or a disputed one, pays no one.
/// - **Ace pot**: each competitor pays the stake into the pot (``acePotBuyIns``); who aced is
///   ``aces``, paid by ``AcePot``.
public struct RoundGames: Sendable, Equatable {
    /// One hole's skin.
    public struct Skin: Sendable, Equatable {
        /// What happened on the hole.
        public enum Outcome: Sendable, Equatable {
            /// Won by this competitor.
            case won(String)
            /// Tied: carried to the next hole (or, without `carry`, the stakes went back).
            case tied
            /// Not decided yet: someone still playing has no score here.
            case pending
        }

        /// The 1-based hole.
        public var hole: Int
        /// What happened.
        public var outcome: Outcome
        /// How many skins the hole was worth (1 plus those carried into it).
        public var skins: Int
        /// The units in the skin when it was decided: the stakes of this hole and of those carried in.
        public var pot: Int
    }

    /// One closest-to-the-pin hole.
    public struct Closest: Sendable, Equatable {
        /// The 1-based hole.
        public var hole: Int
        /// Who won it; nil while no `ctp` line names anyone, or while disputed.
        public var winner: String?
        /// The names in dispute (empty unless disputed).
        public var disputed: [String]
        /// What the winner takes from the others: the stake times the other competitors.
        public var pot: Int
    }

    /// The games declared.
    public var games: SideGames
    /// The competitors, in the round's order.
    public var competitors: [String]
    /// What a competitor is called where the games say who pays: `team` in a team round, else `player`.
    public var competitorNoun = "player"
    /// The skins, hole by hole in play order (empty without `skins`).
    public var skins: [Skin] = []
    /// Units still carried after the last hole decided: given back in a finished round, waiting in an
    /// active one.
    public var carriedOver = 0
    /// The closest-to-the-pin holes, ascending (empty without `ctp`).
    public var closest: [Closest] = []
    /// Who aced (a score of 1 on a hole), each once, in the round's order: they share the ace pot.
    public var aces: [String] = []
    /// The holes aced, by competitor.
    public var aceHoles: [String: [Int]] = [:]
    /// What each competitor pays into the ace pot this round (0 without `acepot`).
    public var acePotBuyIns: Int { (games.acePot ?? 0) * competitors.count }
    /// What skins and closest to the pin pay each competitor (negative: pays), summing to zero.
    public var balances: [String: Int] = [:]

    /// The games of `card` as `round` declares them.
    public init(_ card: GameCard, games: SideGames, closestToPin: ClosestToPin = ClosestToPin()) {
        self.games = games
        competitors = card.competitors
        for name in competitors { balances[name] = 0 }
        if let skins = games.skins { playSkins(skins, card) }
        if let closest = games.closest { playClosest(closest, closestToPin) }
        if games.acePot != nil { findAces(card) }
    }

    /// The games of a round from its scorecard: its players are the competitors.
    public init(_ card: Scorecard, localDevice: String? = nil) {
        self.init(GameCard(card), games: card.round.games, closestToPin: ClosestToPin(card.round, localDevice: localDevice))
        if card.round.teamPlay != nil { competitorNoun = "team" }
    }

    // MARK: - The games

    private mutating func playSkins(_ rule: SideGames.Skins, _ card: GameCard) {
        var carried: [String: Int] = [:]  // stakes in the skin carried into the next hole, by who put them in
        var carriedSkins = 0
        var decided = true
        for hole in card.holes {
            guard decided, card.isDecided(hole) else {
                decided = false
                skins.append(Skin(hole: hole, outcome: .pending, skins: carriedSkins + 1, pot: 0))
                continue
            }
            let scores: [(name: String, score: Int)] = card.competitors.indices.compactMap { index in
                card.strokes[index][hole - 1].map { (card.competitors[index], $0 - (rule.isNet ? card.allowances[index][hole - 1] : 0)) }
            }
            guard !scores.isEmpty else { continue }  // no one played it: the skin waits for the next hole
            var stakes = carried
            for entry in scores { stakes[entry.name, default: 0] += rule.stake }
            let pot = stakes.values.reduce(0, +)
            let low = scores.map(\.score).min()!
            let lowest = scores.filter { $0.score == low }
            if lowest.count == 1 {
                let winner = lowest[0].name
                for (name, stake) in stakes { balances[name, default: 0] -= stake }
                balances[winner, default: 0] += pot
                skins.append(Skin(hole: hole, outcome: .won(winner), skins: carriedSkins + 1, pot: pot))
                carried = [:]
                carriedSkins = 0
            } else {
                skins.append(Skin(hole: hole, outcome: .tied, skins: carriedSkins + 1, pot: pot))
                if rule.carries {
                    carried = stakes
                    carriedSkins += 1
                }
            }
        }
        carriedOver = carried.values.reduce(0, +)
    }

    private mutating func playClosest(_ rule: SideGames.Closest, _ results: ClosestToPin) {
        for hole in rule.holes {
            let winner = results.winners[hole]
            let pot = winner == nil ? 0 : rule.stake * (competitors.count - 1)
            if let winner {
                for name in competitors where name != winner { balances[name, default: 0] -= rule.stake }
                balances[winner, default: 0] += pot
            }
            closest.append(Closest(hole: hole, winner: winner, disputed: results.disputed[hole] ?? [], pot: pot))
        }
    }

    private mutating func findAces(_ card: GameCard) {
        for (index, name) in card.competitors.enumerated() {
            let holes = card.holes.filter { card.strokes[index][$0 - 1] == 1 }.sorted()
            guard !holes.isEmpty else { continue }
            aces.append(name)
            aceHoles[name] = holes
        }
    }
}
