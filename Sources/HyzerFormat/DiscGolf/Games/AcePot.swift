/// The scorebook's ace pot, rolled over from round to round: every round that plays for it (`acepot N`)
/// adds N per competitor, and a round with an ace pays the whole pot (what was carried in plus the
/// round's buy-ins) to those who aced.
///
/// One pot per scorebook (a scorebook is one group's), in the order the rounds started (then by
/// name, as ``RoundArchive`` lists them); a round that plays no ace pot neither adds to it nor pays
/// it out, whatever it scores. Several players who aced in one round share the pot equally in whole
/// units; what does not divide evenly stays in the pot for the next round.
public struct AcePot: Sendable, Equatable {
    /// What one round did to the pot.
    public struct Step: Sendable, Equatable {
        /// The round's name (its file name without `.round`).
        public var round: String
        /// The pot before the round.
        public var before: Int
        /// What the round's competitors paid in.
        public var paidIn: Int
        /// What each who aced took, by name (empty when no one aced).
        public var paidOut: [String: Int]
        /// The pot after the round (the remainder of an uneven split included).
        public var after: Int
    }

    /// One step per round that plays for the pot, oldest first.
    public var steps: [Step] = []

    /// The pot now: after the last round.
    public var balance: Int { steps.last?.after ?? 0 }

    /// Rolls the pot over `rounds` (name and games, oldest first); rounds without `acepot` are passed over.
    public init(_ rounds: [(name: String, games: RoundGames)]) {
        var pot = 0
        for (name, games) in rounds where games.games.acePot != nil {
            let before = pot
            pot += games.acePotBuyIns
            var paidOut: [String: Int] = [:]
            if !games.aces.isEmpty {
                let share = pot / games.aces.count
                for winner in games.aces { paidOut[winner] = share }
                pot -= share * games.aces.count  // the remainder of an uneven split stays in the pot
            }
            steps.append(Step(round: name, before: before, paidIn: games.acePotBuyIns, paidOut: paidOut, after: pot))
        }
    }

    /// The step of the round named `name`, nil when it plays no ace pot.
    public func step(of name: String) -> Step? { steps.first { $0.round == name } }
}
