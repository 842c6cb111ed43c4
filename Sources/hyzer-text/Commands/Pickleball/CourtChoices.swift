import HyzerFormat

/// What `match start` and the court commands (`match serve`, `match right`) share about who serves
/// first and who starts in which court: the choices from the command line, checked.
enum CourtChoices {
    /// Applies `--first-serve` to `teams`, and returns the entries `--right` asks for, in the order
    /// given (refusing singles, a name no player has, and two players of one team).
    static func startChoices(_ invocation: Invocation, teams: inout MatchTeams, format: MatchSettings.Format) throws(HyzerError) -> [MatchEntry] {
        if let text = invocation.value("first-serve") {
            do throws(HyzerError) {
                teams.servesFirst = try MatchSideName.side(text, in: teams)
            } catch {
                throw HyzerError(.invalidArgument, "--first-serve: " + error.message, hint: error.hint)
            }
        }
        let names = invocation.arguments.list("right")
        guard !names.isEmpty else { return [] }
        guard format == .doubles else {
            throw HyzerError(.invalidArgument, "--right is for doubles: in singles the server's score decides the court",
                             hint: "leave --right out; --first-serve chooses who serves first")
        }
        var chosen: [TeamPlayer] = []
        for name in names {
            guard let player = teams.allPlayers.first(where: { teams[$0].name.lowercased() == name.lowercased() }) else {
                let everyone = teams.allPlayers.map { teams[$0].name }
                throw HyzerError(.invalidArgument, "--right: \"\(Diagnostic.quoted(name))\" is not a player of this match",
                                 hint: Suggestion.hint(for: name, among: everyone) ?? "the players are \(everyone.joined(separator: ", "))")
            }
            if chosen.contains(player) { continue }
            if let partner = chosen.first(where: { $0.side == player.side }) {
                throw HyzerError(.invalidArgument,
                                 "--right names two players of \(teams[player.side].name) (\(teams[partner].name) and \(teams[player].name)); "
                                    + "one of them starts in the right court",
                                 hint: "give --right once per team: `--right \(teams[player].name)`")
            }
            chosen.append(player)
        }
        return chosen.map { .right($0.side, player: teams[$0].name) }
    }

    /// Refuses stacking preferences that cannot all hold: one player given both courts (or both
    /// hands), or both partners given the same court. `given` is each option's (player, value) in
    /// order.
    static func checkPreferences(stack: [(TeamPlayer, Court)], hand: [(TeamPlayer, MatchPlayer.Handedness)],
                                 teams: MatchTeams) throws(HyzerError) {
        for (first, index) in zip(stack, stack.indices) {
            for (player, court) in stack[(index + 1)...] where player == first.0 && court != first.1 {
                let name = teams[player].name
                throw HyzerError(.invalidArgument, "--stack puts \(name) on the \(first.1) and on the \(court)",
                                 hint: "give one --stack per player: `--stack \(name)=\(first.1)`")
            }
        }
        for (first, index) in zip(hand, hand.indices) {
            for (player, hand) in hand[(index + 1)...] where player == first.0 && hand != first.1 {
                let name = teams[player].name
                throw HyzerError(.invalidArgument, "--hand gives \(name) a \(first.1.rawValue) and a \(hand.rawValue) hand",
                                 hint: "give one --hand per player: `--hand \(name)=\(first.1.rawValue)`")
            }
        }
        if let (side, court) = teams.clashingCourtPreferences.first {
            let players = teams[side].players
            throw HyzerError(.invalidArgument,
                             "--stack puts both \(players[0].name) and \(players[1].name) on the \(court); partners play different halves",
                             hint: "stack one of them: `--stack \(players[0].name)=\(court)` keeps \(players[1].name) on the \(court.other)")
        }
    }

    /// One note per team whose `--hand` does not decide the coach's formation by itself: a hand given
    /// for one partner only (the coach stacks by hand when both are known and differ), or `--stack`
    /// beside `--hand` (the stack wins, ``Formation/preferred(for:)``).
    static func preferenceNotes(_ teams: MatchTeams) -> [String] {
        var notes: [String] = []
        for side in MatchSide.allCases where teams[side].players.count == 2 {
            let team = teams[side], players = team.players
            guard players.contains(where: { $0.handedness != nil }) else { continue }
            if let stacked = players.first(where: { $0.preferredCourt != nil }), let court = stacked.preferredCourt {
                notes.append("note: \(team.name): --stack wins over --hand: the coach keeps \(stacked.name) on the \(court) (the hands are kept in the file)")
            } else if let known = players.first(where: { $0.handedness != nil }), let hand = known.handedness,
                      let other = players.first(where: { $0.handedness == nil }) {
                let opposite: MatchPlayer.Handedness = hand == .left ? .right : .left
                notes.append("note: \(team.name): only \(known.name)'s hand is given, so the coach keeps them in the usual formation; "
                             + "give \(other.name)'s too (`--hand \(other.name)=\(opposite.rawValue)`) to put the forehands in the middle")
            }
        }
        return notes
    }
}

extension Option {
    /// `--first-serve TEAM`: the team that serves first in game 1 (the header's `serves`).
    static let firstServe = Option.value("first-serve", "TEAM",
                                               "the team that serves first (A, B, a team's or a player's name; default: team A)", kind: .team)
    /// `--right PLAYER`: who starts game 1 in the team's right court (an entry line).
    static let right = Option.value("right", "PLAYER", "PLAYER starts in the team's right court (one per team; default: the first named)",
                                          repeatable: true, kind: .team)
}
