/// A round as the skill model sees it: when, which layout, and the strokes of each registered player
/// on the holes they played.
///
/// Only rounds with a winner count (finished or complete, see ``RoundStatus/hasWinner``): a round in
/// progress or abandoned before anyone played every hole says little about anyone. Rounds joined into
/// another or discarded are not in the archive. Guests are round-scoped names (FR12b) and are left
/// out. A player who left early counts with the holes they played.
public struct PlayedRound: Sendable, Equatable {
    /// One player's card in the round.
    public struct Card: Sendable, Equatable {
        /// The player's name as written in this round.
        public var player: String
        /// Strokes per hole (index 0 is hole 1); nil for a hole not played.
        public var strokes: [Int?]

        /// Creates a card.
        public init(player: String, strokes: [Int?]) {
            self.player = player
            self.strokes = strokes
        }

        /// Holes played.
        public var holesPlayed: Int { strokes.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

        /// Strokes minus par over the holes played.
        public func relativeToPar(_ pars: [Int]) -> Int {
            zip(strokes, pars).reduce(0) { total, pair in total + (pair.0.map { $0 - pair.1 } ?? 0) }
        }
    }

    /// The round's name (its file name without `.round`).
    public var name: String
    /// When it started.
    public var started: Timestamp
    /// The course as displayed: `Quarry Ridge (Long Tees)`.
    public var course: String
    /// The layout's name, or nil.
    public var layout: String?
    /// The round's own pars.
    public var pars: [Int]
    /// The registered players who played at least one hole, in the round's player order.
    public var cards: [Card]

    /// Creates a round by hand (tests, the worked example).
    public init(name: String, started: Timestamp, course: String, layout: String? = nil, pars: [Int], cards: [Card]) {
        self.name = name
        self.started = started
        self.course = course
        self.layout = layout
        self.pars = pars
        self.cards = cards
    }

    /// What makes two rounds the same layout: course and layout names (ignoring case) and the pars.
    /// A course whose pars were edited is a new layout: a hole's difficulty is measured from its par.
    public var layoutKey: String {
        LayoutKey.make(course: course, pars: pars)
    }

    /// The rounds of `archive` the model learns from, oldest first, that `cutoff` lets through.
    public static func all(in archive: RoundArchive, cutoff: RatingCutoff = .none) -> [PlayedRound] {
        archive.entries.compactMap { entry in
            guard cutoff.includes(entry.round.started) else { return nil }
            return PlayedRound(entry)
        }
    }

    /// The round of an archive entry; nil when it has no winner, is a team round (``Round/teamPlay``)
    /// or no registered player played.
    public init?(_ entry: RoundArchive.Entry) {
        let round = entry.round
        // A team's score is no player's: ratings and computed handicaps leave team rounds out.
        guard entry.standings.status.hasWinner, !round.isTeamRound else { return nil }
        var cards: [Card] = []
        for (index, player) in round.players.enumerated() where !player.isGuest {
            let strokes = (1...max(round.holeCount, 1)).map { hole in
                round.holeCount == 0 ? nil : entry.card.strokes(player: index, hole: hole)
            }
            let card = Card(player: player.name, strokes: strokes)
            if card.holesPlayed > 0 { cards.append(card) }
        }
        guard !cards.isEmpty else { return nil }
        self.init(name: entry.name, started: round.started, course: round.courseDisplayName, layout: round.layout,
                  pars: round.pars, cards: cards)
    }
}

/// The key of a layout in the model: `cedar creek|3 3 4 …`.
enum LayoutKey {
    static func make(course displayName: String, pars: [Int]) -> String {
        displayName.lowercased() + "|" + pars.map(String.init).joined(separator: " ")
    }
}
