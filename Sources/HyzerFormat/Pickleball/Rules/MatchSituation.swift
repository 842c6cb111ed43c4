/// The part of a match's state that the rules change and that undo restores: scores, service, the
/// players' courts, games, time-outs. ``MatchState`` wraps it with the settings, teams, undo history
/// and cue.
///
/// In doubles the courts are kept as "who stands in the right court" per team. A team's players swap
/// courts exactly when that team scores (side-out: only the serving team can; rally: either), so the
/// even/odd rule holds for both teams at all times: the player who started the game on the right is
/// on the right whenever the team's score is even. In singles both players stand in the court of the
/// server's score, so nothing needs keeping.
struct MatchSituation: Sendable, Hashable {
    /// Points in the current game (the final game's points once the match is over).
    var score = PerTeam(both: 0)
    /// The side serving the next rally.
    var servingTeam: MatchSide
    /// 1 or 2 in side-out doubles; nil otherwise.
    var serverNumber: Int?
    /// The server's index in the serving team.
    var serverIndex = 0
    /// Doubles: the index of the player in each team's right court.
    var rightPlayer = PerTeam(both: 0)
    /// Doubles: the index of the player who starts each team's games in the right court (the first
    /// named until the team chooses another, ``chooseRight(_:index:settings:)``).
    var startsRight = PerTeam(both: 0)
    /// Whether the current game has had its first rally (after it, nobody chooses who serves first or
    /// starts on the right).
    var gameUnderway = false
    /// 1-based number of the current game (the last game's once the match is over).
    var game = 1
    /// The side that served first in the current game.
    var gameFirstServer: MatchSide
    /// Games that have ended, in order.
    var games: [FinishedGame] = []
    /// Games each side has won.
    var gamesWon = PerTeam(both: 0)
    /// The side that won the match, once it is over.
    var winner: MatchSide?
    /// Whether the teams change ends now (set by a rally, kept through time-outs, cleared by the next rally).
    var changeEnds = false
    /// Time-outs each side has left in the current game.
    var timeOutsLeft: PerTeam<Int>

    /// Game 1 at 0-0 with `firstServer` serving and each team's first-named player on the right (until
    /// the teams choose otherwise).
    init(settings: MatchSettings, firstServer: MatchSide) {
        servingTeam = firstServer
        gameFirstServer = firstServer
        timeOutsLeft = PerTeam(both: settings.timeOutsPerGame)
        openGame(settings: settings)
    }

    // MARK: - Rallies

    /// Plays one rally won by `side` and says what happened. The match must not be over.
    mutating func playRally(wonBy side: MatchSide, settings: MatchSettings) -> MatchCue {
        changeEnds = false
        gameUnderway = true  // a finished game opens the next one, which clears it again
        if side == servingTeam {
            awardPoint(to: side, settings: settings)
            return MatchCue.point.union(afterPoint(by: side, settings: settings))
        }
        switch settings.scoring {
        case .sideOut:
            if serverNumber == 1 {
                serverNumber = 2
                serverIndex = 1 - serverIndex  // the partner serves from where they stand
                return .secondServer
            }
            sideOut(to: side, settings: settings)
            return .sideOut
        case .rally:
            if isFrozen(side, settings: settings) {
                sideOut(to: side, settings: settings)
                return .sideOut
            }
            awardPoint(to: side, settings: settings)
            sideOut(to: side, settings: settings)  // after the swap: whoever now stands right serves
            return MatchCue([.point, .sideOut]).union(afterPoint(by: side, settings: settings))
        }
    }

    /// One point to `side`; in doubles its players swap courts (the server keeps serving).
    private mutating func awardPoint(to side: MatchSide, settings: MatchSettings) {
        score[side] += 1
        if settings.format == .doubles { rightPlayer[side] = 1 - rightPlayer[side] }
    }

    /// The serve passes to `side`: in doubles the player in its right court serves first.
    private mutating func sideOut(to side: MatchSide, settings: MatchSettings) {
        servingTeam = side
        serverNumber = settings.hasServerNumbers ? 1 : nil
        serverIndex = settings.format == .doubles ? rightPlayer[side] : 0
    }

    /// Whether `side`, receiving, would win a rally without a point (rally scoring only).
    private func isFrozen(_ side: MatchSide, settings: MatchSettings) -> Bool {
        switch settings.freeze {
        case .none: false
        case .gamePoint: isGamePoint(side, settings: settings)
        case .at(let frozenScore): score[side] >= frozenScore
        }
    }

    /// Whether one more point would win `side` the game.
    func isGamePoint(_ side: MatchSide, settings: MatchSettings) -> Bool {
        let next = score[side] + 1
        return next >= settings.target && next - score[side.other] >= settings.winBy
    }

    /// After `side` scored: the game ends, or the mid-game end change falls due, or nothing.
    private mutating func afterPoint(by side: MatchSide, settings: MatchSettings) -> MatchCue {
        let scored = score[side], other = score[side.other]
        if scored >= settings.target && scored - other >= settings.winBy {
            return finishGame(wonBy: side, settings: settings)
        }
        if game == settings.bestOf && scored == settings.endChangeScore && other < settings.endChangeScore {
            changeEnds = true
            return .endChange
        }
        return []
    }

    // MARK: - Games

    /// Records the game for `side`; ends the match, or opens the next game with the other side
    /// serving first (the teams change ends between games).
    private mutating func finishGame(wonBy side: MatchSide, settings: MatchSettings) -> MatchCue {
        games.append(FinishedGame(number: game, score: score, winner: side, firstServer: gameFirstServer))
        gamesWon[side] += 1
        if gamesWon[side] >= settings.gamesToWin {
            winner = side
            return [.gameOver, .matchOver]
        }
        game += 1
        gameFirstServer = gameFirstServer.other
        openGame(settings: settings)
        changeEnds = true
        return [.gameOver, .endChange]
    }

    /// 0-0 in the current game: the game's first server serves as server 2 where there are server
    /// numbers (`0-0-2`), each team's starting player on the right, all time-outs back.
    private mutating func openGame(settings: MatchSettings) {
        score = PerTeam(both: 0)
        rightPlayer = startsRight
        timeOutsLeft = PerTeam(both: settings.timeOutsPerGame)
        gameUnderway = false
        serve(from: gameFirstServer, settings: settings)
    }

    /// At 0-0 before the game's first rally: `side` serves first, from its right court.
    private mutating func serve(from side: MatchSide, settings: MatchSettings) {
        servingTeam = side
        serverNumber = settings.hasServerNumbers ? 2 : nil
        serverIndex = settings.format == .doubles ? rightPlayer[side] : 0
    }

    // MARK: - Choices before a game's first rally

    /// `side` serves first in the current game (its first rally not played yet).
    mutating func chooseFirstServer(_ side: MatchSide, settings: MatchSettings) {
        gameFirstServer = side
        serve(from: side, settings: settings)
    }

    /// The player at `index` of `side` starts the current game (and later ones, until chosen again) in
    /// the right court; when `side` serves first, that player serves (doubles, before the first rally).
    mutating func chooseRight(_ side: MatchSide, index: Int, settings: MatchSettings) {
        startsRight[side] = index
        rightPlayer[side] = index
        serve(from: servingTeam, settings: settings)
    }

    // MARK: - Positions

    /// The court `player` stands in under the rules (before any stacking).
    func court(of player: TeamPlayer, settings: MatchSettings) -> Court {
        if settings.format == .singles { return Court(forScore: score[servingTeam]) }
        return rightPlayer[player.side] == player.index ? .right : .left
    }

    /// The index of the player of `side` standing in `court` (doubles), or 0 (singles).
    func index(of side: MatchSide, in court: Court, settings: MatchSettings) -> Int {
        if settings.format == .singles { return 0 }
        return court == .right ? rightPlayer[side] : 1 - rightPlayer[side]
    }
}
