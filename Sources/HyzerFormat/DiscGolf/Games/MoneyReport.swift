/// `money`: what a round's side games, or a season of them, come to, and who pays whom.
///
/// Every round's balances (skins and closest to the pin from ``RoundGames``, the ace pot's buy-ins and
/// payout from ``AcePot``, the pot itself a party) sum to zero, so any sum of rounds does too and the
/// ``settlement`` settles it exactly.
public struct MoneyReport: Sendable {
    /// What the report needs of one round of the scorebook, taken as the round is read.
    public struct Entry: Sendable {
        /// The round's name (its file name without `.round`).
        public var name: String
        /// The course as the round names it.
        public var course: String
        /// When it started.
        public var started: Timestamp
        /// Whether it is finished.
        public var isFinished: Bool
        /// Its games; nil for a round that plays none.
        public var games: RoundGames?

        /// The entry of a loaded round.
        public init(_ entry: RoundArchive.Entry) {
            name = entry.name
            course = entry.round.courseDisplayName
            started = entry.round.started
            isFinished = entry.round.isFinished
            games = entry.round.games.isEmpty ? nil : RoundGames(entry.card)
        }
    }

    /// One round in the report.
    public struct RoundMoney: Sendable {
        /// The round.
        public var name: String
        /// Its course.
        public var course: String
        /// When it started.
        public var started: Timestamp
        /// Whether it is finished (an active round's money is what it would be if it ended now).
        public var isFinished: Bool
        /// Its games.
        public var games: RoundGames
        /// What it did to the ace pot; nil when it plays no ace pot.
        public var acePot: AcePot.Step?
        /// Each party's result, summing to zero.
        public var balances: [MoneyParty: Int]
    }

    /// The rounds, oldest first.
    public var rounds: [RoundMoney]
    /// Each party's total over the rounds (zero balances left out).
    public var balances: [MoneyParty: Int]
    /// Who pays whom.
    public var settlement: Settlement
    /// The ace pot after the last round of the report (0 when no round plays for it).
    public var acePotAfter: Int
    /// The ace pot now, after every round of the scorebook.
    public var acePotNow: Int

    /// The report of the rounds of `entries` (every round of the scorebook, oldest first, so that the
    /// ace pot rolls over all of them) that `include` accepts and that play side games.
    public init(entries: [Entry], including include: (Entry) -> Bool) {
        let playing = entries.compactMap { entry in entry.games.map { (entry, $0) } }
        let pot = AcePot(playing.map { ($0.0.name, $0.1) })
        rounds = playing.filter { include($0.0) }.map { entry, games in
            let step = pot.step(of: entry.name)
            return RoundMoney(name: entry.name, course: entry.course, started: entry.started, isFinished: entry.isFinished,
                              games: games, acePot: step, balances: Self.balances(games, step))
        }
        var total: [MoneyParty: Int] = [:]
        for round in rounds { total.merge(round.balances, uniquingKeysWith: +) }
        balances = total.filter { $0.value != 0 }
        settlement = Settlement(balances)
        acePotNow = pot.balance
        // The pot after the report's last round: the last step at or before it (steps follow `playing`'s order).
        acePotAfter = 0
        if let last = rounds.last?.name {
            for (entry, _) in playing {
                if let step = pot.step(of: entry.name) { acePotAfter = step.after }
                if entry.name == last { break }
            }
        }
    }

    /// One round's balances: the games' plus the ace pot's buy-ins and payout, the pot a party.
    static func balances(_ games: RoundGames, _ step: AcePot.Step?) -> [MoneyParty: Int] {
        var balances: [MoneyParty: Int] = [:]
        for (name, amount) in games.balances { balances[.competitor(name), default: 0] += amount }
        if let step, let stake = games.games.acePot {
            for name in games.competitors { balances[.competitor(name), default: 0] -= stake }
            for (name, amount) in step.paidOut { balances[.competitor(name), default: 0] += amount }
            balances[.acePot] = step.paidIn - step.paidOut.values.reduce(0, +)
        }
        return balances
    }

    /// Whether the report has no round with side games.
    public var isEmpty: Bool { rounds.isEmpty }
}
