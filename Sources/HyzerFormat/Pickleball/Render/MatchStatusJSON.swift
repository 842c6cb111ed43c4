/// `match status --json`: one object with the match, how it is played, the teams, and the state after
/// the counted entries — score, call, service, every player's court, games, time-outs, cues — plus any
/// fork and the stacking coach's plan. The fields are listed in `docs/PICKLEBALL-VIEWS.md`; keys come in
/// a fixed order, team-keyed values are objects with the keys `A` and `B`.
///
/// When a game ends and the match goes on, the state is already the next game at 0-0 (the other team
/// serving first): `game` is its number, `score` is `{"A": 0, "B": 0}` and the finished game is the
/// last of `games`. While the copies of a match differ (`fork` is not null), the state is the one
/// after the entries before the fork, and `coach` is null.
public enum MatchStatusJSON {
    /// The object, pretty-printed, with a final newline. `name` is the match file's name without `.match`;
    /// `now` (the wall clock) reads a running time-out's clock (`timeOut`, null without it).
    public static func render(_ snapshot: MatchSnapshot, name: String, now: Timestamp? = nil) -> String {
        json(snapshot, name: name, now: now).rendered() + "\n"
    }

    /// The object as a ``JSON`` value.
    public static func json(_ snapshot: MatchSnapshot, name: String, now: Timestamp? = nil) -> JSON {
        let match = snapshot.match, state = snapshot.state, teams = match.teams
        let summary = MatchSummary(name: name, snapshot: snapshot)
        let over = state.isOver
        func side(_ side: MatchSide?) -> JSON { side.map { .string($0.rawValue) } ?? .null }
        func perTeam(_ values: PerTeam<Int>) -> JSON { .object([("A", .int(values.a)), ("B", .int(values.b))]) }
        let plan = snapshot.log.fork == nil ? StackingCoach(teams: teams).plan(for: state) : nil
        return .object([
            ("match", .string(name)),
            ("title", .optional(match.title)),
            ("started", .string(match.started.rfc3339)),
            ("status", .string(summary.status.rawValue)),
            ("settings", settings(match.settings)),
            ("teams", .object(MatchSide.allCases.map { ($0.rawValue, team(teams[$0])) })),
            ("servesFirst", side(state.games.first?.firstServer ?? state.gameFirstServer)),  // a `serve` line may change the header's
            ("game", .int(state.game)),
            ("score", perTeam(state.score)),
            ("call", over ? .null : .string(state.call)),
            ("servingTeam", over ? .null : side(state.servingTeam)),
            ("serverNumber", over ? .null : .optional(state.serverNumber)),
            ("server", over ? .null : .string(state.name(of: state.server))),
            ("serverCourt", over ? .null : .string(state.serverCourt.rawValue)),
            ("receiver", over ? .null : .string(state.name(of: state.receiver))),
            ("positions", .object(teams.allPlayers.map { (state.name(of: $0), .string(state.court(of: $0).rawValue)) })),
            ("gamePoint", .array(MatchSide.allCases.filter { state.isGamePoint($0) }.map { .string($0.rawValue) })),
            ("timeoutsLeft", perTeam(state.timeOutsLeft)),
            ("timeOut", timeOut(snapshot, now: now)),
            ("changeEnds", .bool(state.changeEnds)),
            ("cue", .array(MatchCue.byImportance.filter { state.cue.contains($0.cue) }.map { .string($0.name) })),
            ("games", .array(summary.games.map { game in
                .object([("game", .int(game.number)), ("A", .int(game.score.a)), ("B", .int(game.score.b)),
                         ("winner", .string(game.winner.rawValue)), ("firstServer", .string(game.firstServer.rawValue)),
                         ("minutes", .optional(game.minutes))])
            })),
            ("gamesWon", perTeam(state.gamesWon)),
            ("matchOver", .bool(over)),
            ("winner", side(state.winner)),
            ("entries", .int(snapshot.log.counted.count)),
            ("durationMinutes", .optional(summary.durationMinutes)),
            ("problems", .array(snapshot.ignored.map { ignored in
                .object([("entry", .optional(ignored.entry)), ("line", .optional(ignored.line)), ("message", .string(ignored.message))])
            })),
            ("fork", snapshot.log.fork.map { fork in
                .object([
                    ("entry", .int(fork.number)),
                    ("continuations", .array(fork.continuations.map { continuation in
                        .object([("device", .string(continuation.device)),
                                 ("from", .int(continuation.from)),
                                 ("entries", .array(continuation.entries.map { .string($0.description) })),
                                 ("settled", .array(continuation.settled.map { settled in
                                     .object([("entry", .int(settled.number)), ("line", .string(settled.entry.description)),
                                              ("id", .string(settled.metadata.id.rawValue))])
                                 }))])
                    })),
                ])
            } ?? .null),
            ("coach", plan.map { coach(plan: $0, state: state) } ?? .null),
        ])
    }

    // MARK: - Parts

    /// `format`, `scoring`, `target`, `winBy`, `freeze` (null under side-out scoring), `bestOf`,
    /// `timeoutsPerGame`, `timeoutSeconds`, `endChangeAt`.
    static func settings(_ settings: MatchSettings) -> JSON {
        .object([
            ("format", .string(settings.format.rawValue)),
            ("scoring", .string(settings.scoring.rawValue)),
            ("target", .int(settings.target)),
            ("winBy", .int(settings.winBy)),
            ("freeze", settings.scoring == .rally ? .string(settings.freeze.description) : .null),
            ("bestOf", .int(settings.bestOf)),
            ("timeoutsPerGame", .int(settings.timeOutsPerGame)),
            ("timeoutSeconds", .int(settings.timeOutSeconds)),
            ("endChangeAt", .int(settings.endChangeScore)),
        ])
    }

    /// The running time-out's clock at `now` (``TimeOutClock``): `team`, `at` (the line's time, UTC),
    /// `lengthSeconds` and `secondsLeft` (0 while the clock says "play"); null when none shows.
    static func timeOut(_ snapshot: MatchSnapshot, now: Timestamp?) -> JSON {
        guard let now, let clock = TimeOutClock(snapshot), let reading = clock.reading(at: now) else { return .null }
        return .object([("team", .string(clock.side.rawValue)), ("at", .string(clock.calledAt.utc.rfc3339)),
                        ("lengthSeconds", .int(clock.lengthSeconds)), ("secondsLeft", .int(reading.secondsLeft))])
    }

    /// `name`, `colour` and `players`, each with `name`, `hand` and `court` (the preferred court).
    static func team(_ team: MatchTeam) -> JSON {
        .object([
            ("name", .string(team.name)),
            ("colour", .optional(team.colour)),
            ("players", .array(team.players.map { player in
                .object([("name", .string(player.name)), ("hand", .optional(player.handedness?.rawValue)),
                         ("court", .optional(player.preferredCourt?.rawValue))])
            })),
        ])
    }

    /// `sentence` and `spots`: per player `player`, `team`, `role`, `start` and `afterServe`, each spot
    /// `{"court": "right", "depth": "baseline"}`.
    static func coach(plan: CoachPlan, state: MatchState) -> JSON {
        func spot(_ spot: CourtSpot) -> JSON {
            .object([("court", .string(spot.court.rawValue)), ("depth", .string(spot.depth.rawValue))])
        }
        return .object([
            ("sentence", .string(plan.sentence)),
            ("spots", .array(plan.placements.map { placement in
                .object([("player", .string(state.name(of: placement.player))), ("team", .string(placement.player.side.rawValue)),
                         ("role", .string(placement.role.rawValue)), ("start", spot(placement.start)),
                         ("afterServe", spot(placement.afterServe))])
            })),
        ])
    }
}
