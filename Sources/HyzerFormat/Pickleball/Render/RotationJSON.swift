/// `match rotate --json` and `match rotate --next --json`: the rotation with its fairness report, and
/// the round up, with the field names docs/PICKLEBALL.md ("Open play: `match rotate`") documents.
public enum RotationJSON {
    /// The rotation and its report, pretty-printed, without a final newline.
    public static func render(_ rotation: Rotation, fairness: RotationFairness) -> String {
        JSON.object([
            ("players", .array(rotation.players.map(JSON.string))),
            ("courts", .int(rotation.courts)),
            ("courtsAsked", .int(rotation.courtsAsked)),
            ("seed", .int(Int(rotation.seed))),
            ("method", .string(rotation.method.rawValue)),
            ("balanced", .bool(rotation.balanced)),
            ("rounds", .array(rotation.rounds.map { round in
                .object([
                    ("round", .int(round.number)),
                    ("games", .array(round.games.map { game(rotation, $0) })),
                    ("sittingOut", names(rotation, round.sittingOut)),
                ])
            })),
            ("fairness", report(fairness)),
        ]).rendered()
    }

    /// The round up, pretty-printed, without a final newline.
    public static func renderNext(_ progress: RotationProgress, rotation: Rotation) -> String {
        JSON.object([
            ("round", .optional(progress.round)),
            ("rounds", .int(rotation.rounds.count)),
            ("underWay", .bool(progress.roundUnderWay)),
            ("games", .array(progress.up.map { game(rotation, $0) })),
            ("sittingOut", names(rotation, progress.sittingOut)),
            ("started", .int(progress.started)),
            ("stillPlaying", .array(progress.onCourt.map { started in
                .object([("round", .int(started.slot.round))] + gameFields(rotation, started.slot.game) + [("match", .string(started.match.name))])
            })),
            ("notPlayed", .array(progress.notPlayed.map { slot in .object([("round", .int(slot.round))] + gameFields(rotation, slot.game)) })),
            ("outside", .array(progress.outside.map { .string($0.name) })),
        ]).rendered()
    }

    /// `{"court": 1, "teamA": […], "teamB": […], "ratingGap": …}` (the gap only with ratings).
    static func game(_ rotation: Rotation, _ game: Rotation.Game) -> JSON {
        var fields = gameFields(rotation, game)
        if let gap = rotation.ratingGap(game) { fields.append(("ratingGap", .decimal(gap, places: 1))) }
        return .object(fields)
    }

    /// A game's court and teams.
    static func gameFields(_ rotation: Rotation, _ game: Rotation.Game) -> [(String, JSON)] {
        [("court", .int(game.court)), ("teamA", names(rotation, game.teams.a)), ("teamB", names(rotation, game.teams.b))]
    }

    /// Players by name.
    static func names(_ rotation: Rotation, _ players: [Int]) -> JSON { .array(rotation.names(players).map(JSON.string)) }

    /// The fairness report's fields.
    static func report(_ fairness: RotationFairness) -> JSON {
        func spread(_ spread: RotationFairness.Spread) -> JSON { .object([("fewest", .int(spread.fewest)), ("most", .int(spread.most))]) }
        return .object([
            ("games", spread(fairness.games)),
            ("byes", spread(fairness.byes)),
            ("longestByeRun", .int(fairness.longestByeRun)),
            ("partnerRepeats", .int(fairness.partnerRepeats)),
            ("partnered", spread(fairness.partnered)),
            ("pairsPartnered", .int(fairness.pairsPartnered)),
            ("pairs", .int(fairness.pairs)),
            ("firstPartnerRepeat", .optional(fairness.firstPartnerRepeat)),
            ("everyonePartnered", .optional(fairness.everyonePartnered)),
            ("opponentRepeats", .int(fairness.opponentRepeats)),
            ("faced", spread(fairness.faced)),
            ("meanRatingGap", fairness.meanRatingGap.map { .decimal($0, places: 1) } ?? .null),
            ("widestRatingGap", fairness.widest.map { widest in
                .object([("round", .int(widest.round)), ("court", .int(widest.court)), ("gap", .decimal(widest.gap, places: 1))])
            } ?? .null),
        ])
    }
}
