/// A pickleball match after some log entries: the score and call, who serves from which court, where
/// every player stands, games, time-outs, and what the last entry did.
///
/// A pure state machine. Start from ``init(settings:teams:)`` (game 1 at 0-0) and step with
/// ``applying(_:)``, or ``replay(settings:teams:log:)`` a whole log; both give equal states. The rules
/// are those of the USA Pickleball rulebook as summarised in the project's pickleball reference:
/// side-out or rally scoring, the even/odd rule, `0-0-2` starts, the rally-scoring freeze, end changes
/// in the last game of a match, time-outs per game.
///
/// Undo is an entry of the log, not a deletion: each undo takes back the most recent rally or time-out
/// that is still in effect, so successive undos walk further back (two taps, two rallies). An undo is
/// never itself undone — there is no redo; to restore a rally taken back by mistake, record it again.
/// Undo restores the situation exactly as it was before the entry it takes back (scores, service,
/// courts, games, time-outs, the end-change flag, a finished match reopened); only ``cue`` says `undo`.
public struct MatchState: Sendable, Equatable {
    /// The rules of the match.
    public let settings: MatchSettings
    /// The teams and who served first.
    public let teams: MatchTeams
    /// What the rules decide; undo restores it.
    private(set) var situation: MatchSituation
    /// The situations before each entry still in effect.
    private(set) var history = UndoHistory()
    /// What the last entry did: empty before the first entry.
    public private(set) var cue: MatchCue = []

    /// Game 1 at 0-0, before the first serve; throws when the settings are impossible or the teams do
    /// not fit them (the first problem of ``MatchSettings/problems()`` and ``MatchTeams/problems(for:)``).
    public init(settings: MatchSettings, teams: MatchTeams) throws(MatchError) {
        if let problem = (settings.problems() + teams.problems(for: settings)).first { throw problem }
        self.settings = settings
        self.teams = teams
        situation = MatchSituation(settings: settings, firstServer: teams.servesFirst)
    }

    /// The state after every entry of `log`; throws the first entry that cannot be applied, with its
    /// 0-based ``MatchError/entryIndex`` (``MatchReplay`` reports all of them instead).
    public static func replay(settings: MatchSettings, teams: MatchTeams, log: some Sequence<MatchEntry>) throws(MatchError) -> MatchState {
        var state = try MatchState(settings: settings, teams: teams)
        for (index, entry) in log.enumerated() {
            do throws(MatchError) {
                try state.apply(entry)
            } catch {
                var located = error
                located.entryIndex = index
                throw located
            }
        }
        return state
    }

    // MARK: - Stepping

    /// The state after one more entry; throws (the state unchanged) for a rally, time-out or choice
    /// after the match is over, a time-out beyond the team's allowance for the game, a choice after the
    /// game's first rally or naming no player of the team, or an undo with nothing to take back.
    public func applying(_ entry: MatchEntry) throws(MatchError) -> MatchState {
        var next = self
        try next.apply(entry)
        return next
    }

    /// The entry an undo would take back now (the most recent rally, time-out or choice still in
    /// effect); nil when there is nothing to undo.
    public var undoTarget: MatchEntry? { history.topEntry }

    /// Applies one entry in place; the same rules as ``applying(_:)``, and on error nothing changes.
    public mutating func apply(_ entry: MatchEntry) throws(MatchError) {
        switch entry {
        case .undo:
            guard let previous = history.pop() else {
                throw MatchError(.nothingToUndo, "nothing to undo: no rally or time-out is left to take back",
                                 hint: "undo takes back the last rally or time-out still in effect; record a rally with A or B")
            }
            situation = previous
            cue = .undo
        case .timeOut(let side):
            try requireMatchInPlay(entry)
            guard situation.timeOutsLeft[side] > 0 else {
                let allowance = settings.timeOutsPerGame
                throw MatchError(.noTimeOutsLeft,
                                 "team \(side) (\(teams[side].name)) has used its \(allowance) time-outs in game \(situation.game)",
                                 hint: "a game to \(settings.target) allows \(allowance) time-outs per team; undo one recorded by mistake")
            }
            history.push(situation, entry: entry)
            situation.timeOutsLeft[side] -= 1
            cue = .timeOut
        case .rally(let side):
            try requireMatchInPlay(entry)
            history.push(situation, entry: entry)
            cue = situation.playRally(wonBy: side, settings: settings)
        case .serve(let side):
            try requireChoiceOpen(entry, "who serves first")
            history.push(situation, entry: entry)
            situation.chooseFirstServer(side, settings: settings)
            cue = .courtChoice
        case .right(let side, let name):
            let index = try playerIndex(named: name, in: side)
            try requireChoiceOpen(entry, "who starts in the right court")
            history.push(situation, entry: entry)
            situation.chooseRight(side, index: index, settings: settings)
            cue = .courtChoice
        }
    }

    private func requireMatchInPlay(_ entry: MatchEntry) throws(MatchError) {
        guard let winner = situation.winner else { return }
        let what = switch entry {
        case .timeOut: "no time-out can be called"
        case .serve, .right: "no choice can be made"
        case .rally, .undo: "no rally can be added"
        }
        throw MatchError(.matchOver, "the match is over (\(teams[winner].name) won \(resultLine)): \(what)",
                         hint: "undo the last rally if it was a mistake, or start a new match")
    }

    /// Refuses a choice (`what`: "who serves first") once the match is over or the game has had its
    /// first rally.
    private func requireChoiceOpen(_ entry: MatchEntry, _ what: String) throws(MatchError) {
        try requireMatchInPlay(entry)
        guard situation.gameUnderway else { return }
        let hint = if case .serve = entry {
            "choose before the first rally of the next game, or undo back to the start of this one"
        } else {
            "the even/odd rule moves the players during a game; choose again before the next game's first rally"
        }
        throw MatchError(.gameUnderway, "game \(situation.game) has started (\(call)): \(what) is chosen before a game's first rally",
                         hint: hint)
    }

    /// The index of the player of `side` called `name` (any case); refuses singles, a player of the
    /// other side and a name no player has.
    private func playerIndex(named name: String, in side: MatchSide) throws(MatchError) -> Int {
        guard settings.format == .doubles else {
            throw MatchError(.invalidChoice, "in singles the server's score decides the court: there is no choice of who starts on the right",
                             hint: "choose who serves first with `serve A` or `serve B`")
        }
        let key = name.lowercased()
        if let index = teams[side].players.firstIndex(where: { $0.name.lowercased() == key }) { return index }
        let team = teams[side]
        let hint = "name a player of \(team.name): " + team.players.map(\.name).joined(separator: " or ")
        if let other = teams[side.other].players.first(where: { $0.name.lowercased() == key }) {
            throw MatchError(.invalidChoice, "\(other.name) plays for team \(side.other) (\(teams[side.other].name)), not team \(side) (\(team.name))",
                             hint: hint)
        }
        throw MatchError(.invalidChoice, "\"\(name)\" is not a player of team \(side) (\(team.name))",
                         hint: Suggestion.hint(for: name, among: team.players.map(\.name)) ?? hint)
    }

    // MARK: - Score and call

    /// Points in the current game (in the final game once the match is over).
    public var score: PerTeam<Int> { situation.score }

    /// The score as the server calls it, serving side first: `5-3-2` in side-out doubles (with the
    /// server number), `5-3` in singles and rally scoring.
    public var call: String {
        let serving = situation.score[servingTeam], receiving = situation.score[servingTeam.other]
        if let number = serverNumber { return "\(serving)-\(receiving)-\(number)" }
        return "\(serving)-\(receiving)"
    }

    /// The match result so far: the game score in a one-game match (`11-7`, winner's or A's first) or
    /// games won (`2-1`).
    public var resultLine: String {
        let first = situation.winner ?? .a
        if settings.bestOf == 1, let game = situation.games.last {
            return "\(game.score[first])-\(game.score[first.other])"
        }
        return "\(situation.gamesWon[first])-\(situation.gamesWon[first.other])"
    }

    // MARK: - Service and positions

    /// The side that serves the next rally.
    public var servingTeam: MatchSide { situation.servingTeam }

    /// The side that serves first in the current game: the header's choice in game 1, then the other
    /// side than the game before, unless a `serve` entry chose.
    public var gameFirstServer: MatchSide { situation.gameFirstServer }

    /// The side that receives the next serve.
    public var receivingTeam: MatchSide { situation.servingTeam.other }

    /// 1 or 2 in side-out doubles (each game starts with the first serving team's server 2); nil in
    /// singles and rally scoring.
    public var serverNumber: Int? { situation.serverNumber }

    /// The player who serves the next rally.
    public var server: TeamPlayer { TeamPlayer(situation.servingTeam, situation.serverIndex) }

    /// The court the server serves from: right (even) or left (odd).
    public var serverCourt: Court { situation.court(of: server, settings: settings) }

    /// The player who must receive the next serve: the one in the receiving team's court diagonal to
    /// the server, which has the same name as the server's (``serverCourt``).
    public var receiver: TeamPlayer {
        TeamPlayer(receivingTeam, situation.index(of: receivingTeam, in: serverCourt, settings: settings))
    }

    /// The court `player` belongs in under the rules (the even/odd rule; in singles, the court of the
    /// server's score). Stacking may put a partner elsewhere; see ``StackingCoach``.
    public func court(of player: TeamPlayer) -> Court { situation.court(of: player, settings: settings) }

    /// Every player's court, per side in starting order.
    public var courts: PerTeam<[Court]> {
        PerTeam(a: teams.a.players.indices.map { court(of: TeamPlayer(.a, $0)) },
                b: teams.b.players.indices.map { court(of: TeamPlayer(.b, $0)) })
    }

    /// The name of `player`.
    public func name(of player: TeamPlayer) -> String { teams[player].name }

    // MARK: - Games and match

    /// 1-based number of the current game (the last game's once the match is over).
    public var game: Int { situation.game }

    /// Games that have ended, in order (the final game included once the match is over).
    public var games: [FinishedGame] { situation.games }

    /// Games each side has won.
    public var gamesWon: PerTeam<Int> { situation.gamesWon }

    /// Whether the current game is the last one a match can have (a one-game match, game 3 of 3,
    /// game 5 of 5), where the teams change ends in mid-game.
    public var isLastGame: Bool { situation.game == settings.bestOf }

    /// Whether the match is over.
    public var isOver: Bool { situation.winner != nil }

    /// The side that won the match; nil while it goes on.
    public var winner: MatchSide? { situation.winner }

    /// Whether the teams change ends now: after the point that takes the first team to 6 (to 8 in a
    /// game to 15, 11 to 21) in the last game of a match, and after a game that does not end the
    /// match. It stays true through time-outs and clears with the next rally.
    public var changeEnds: Bool { situation.changeEnds }

    /// Whether one more point would win `side` the current game.
    public func isGamePoint(_ side: MatchSide) -> Bool { !isOver && situation.isGamePoint(side, settings: settings) }

    /// Time-outs each side has left in the current game.
    public var timeOutsLeft: PerTeam<Int> { situation.timeOutsLeft }

    /// Whether the current game has not had its first rally yet and the match is not over: the teams
    /// may still choose who serves first and who starts in the right court.
    public var isBeforeFirstRally: Bool { !isOver && !situation.gameUnderway }

    /// Whether `other` is the same point of the same match: the same score, service, courts, games
    /// and time-outs, and the same entries for undo to go back through. What the last entry did
    /// (``cue``) is not compared: B, undo, A and a plain A reach the same state.
    public func isSamePlay(as other: MatchState) -> Bool {
        situation == other.situation && history == other.history && settings == other.settings && teams == other.teams
    }

    /// Whether an undo would take something back.
    public var canUndo: Bool { !history.isEmpty }

    /// How many rallies and time-outs are in effect (entries an undo could take back, one by one).
    public var entriesInEffect: Int { history.count }
}
