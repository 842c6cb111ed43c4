extension Round {
    /// Gives the players the handicaps in `strokes` (player name or alias, in any case → strokes
    /// received), as `round start` writes them into a new round's header: one ``Handicap`` per player
    /// named, in the order of the player list, replacing any the round had. The one write path for
    /// handicaps set by hand (`--handicap Mike=+6`) and computed from history.
    ///
    /// Throws `.invalidArgument` for a name that is no player of the round (with a "did you mean" hint),
    /// two entries for one player, or strokes outside ``Handicap/range``; the round is then unchanged.
    public mutating func setHandicaps(_ strokes: [String: Int]) throws(HyzerError) {
        var byPlayer: [String: Int] = [:]
        for (name, value) in strokes.sorted(by: { $0.key < $1.key }) {
            guard let player = player(named: name) else {
                throw HyzerError(.invalidArgument, "no player \"\(name)\" in this round",
                                 hint: Suggestion.hint(for: name, among: players.map(\.name))
                                    ?? "give a handicap to a player of the round: \(players.map(\.name).joined(separator: ", "))")
            }
            guard byPlayer[player.name] == nil else {
                throw HyzerError(.invalidArgument, "\(player.name) is given two handicaps", hint: "give each player one")
            }
            guard Handicap.range.contains(value) else {
                throw HyzerError(.invalidArgument, "a handicap of \(Handicap.text(value)) is out of range (\(Handicap.range.lowerBound) to +\(Handicap.range.upperBound))",
                                 hint: "a handicap is the strokes a player receives over the round, \(Handicap.range.lowerBound) to +\(Handicap.range.upperBound)")
            }
            byPlayer[player.name] = value
        }
        handicaps = players.compactMap { player in byPlayer[player.name].map { Handicap(player: player.name, strokes: $0) } }
    }
}
