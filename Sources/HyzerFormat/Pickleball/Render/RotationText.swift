/// `match rotate` as text: a header line, each round's games by court and who sits out, then the
/// fairness report; and `match rotate --next`: the round up, what is still on court, and the commands
/// that start its games (docs/PICKLEBALL.md, "Open play: `match rotate`").
///
/// ```
/// Open play for 5 players on 1 court: 5 rounds from a whist design (seed 1).
///
/// Round 1  Court 1   Alex & Kim  vs  Jordan & Sam
///          Sits out  Riley
/// …
/// Fairness
///   Games       4 each; each sits out 1 round, never two running
///   Partners    everyone partners everyone once, by round 5
///   Opponents   every two face each other twice (10 repeats)
/// ```
public enum RotationText {
    /// The rotation and its fairness report, with the final newline.
    public static func render(_ rotation: Rotation, fairness: RotationFairness, style: TextStyle) -> String {
        var text = header(rotation) + "\n"
        let width = teamWidth(rotation.rounds.flatMap(\.games), rotation)
        let label = "Round \(rotation.rounds.count)".count
        for round in rotation.rounds {
            let lines = roundLines(round.games, sittingOut: round.sittingOut, rotation, width: width)
            for (index, line) in lines.enumerated() {
                let lead = index == 0 ? style.styled(DisplayWidth.pad("Round \(round.number)", label), .bold) : String(repeating: " ", count: label)
                text += "\n" + lead + "  " + line
            }
        }
        return text + "\n\n" + report(fairness, rotation, style: style)
    }

    /// `Open play for 9 players on 2 courts: 9 rounds from a whist design (seed 371554).`
    static func header(_ rotation: Rotation) -> String {
        let method = rotation.method == .whist ? "a whist design" : "the greedy schedule"
        return "Open play for \(Plural.counted(rotation.players.count, "player")) on \(Plural.counted(rotation.courts, "court")): "
            + "\(Plural.counted(rotation.rounds.count, "round")) from \(method)"
            + (rotation.balanced ? ", balanced by rating" : "") + " (seed \(rotation.seed))."
    }

    /// The fairness report: a title and one line per measure.
    static func report(_ fairness: RotationFairness, _ rotation: Rotation, style: TextStyle) -> String {
        var rows: [(String, String)] = [("Games", games(fairness)), ("Partners", partners(fairness)), ("Opponents", opponents(fairness))]
        if let mean = fairness.meanRatingGap, let widest = fairness.widest {
            rows.append(("Rating gap", "mean \(MatchRatingsText.whole(mean)), widest \(MatchRatingsText.whole(widest.gap)) "
                         + "(round \(widest.round), court \(widest.court)) between the teams' mean ratings"))
        }
        var text = style.styled("Fairness", .bold) + "\n"
        let width = rows.map { $0.0.count }.max() ?? 0
        for (label, value) in rows { text += "  " + DisplayWidth.pad(label, width) + "  " + value + "\n" }
        if rotation.ratings != nil {
            let newcomers = rotation.players.indices.filter { !rotation.rated[$0] }.map { safe(rotation.players[$0]) }
            if !newcomers.isEmpty {
                text += Plural.listed(newcomers) + (newcomers.count == 1 ? " has" : " have")
                    + " no finished games yet: counted at 1500.\n"
            }
        }
        return text
    }

    /// `8 each; each sits out 1 round, never two running`.
    static func games(_ fairness: RotationFairness) -> String {
        var text = spread(fairness.games) + " each; "
        guard fairness.byes.most > 0 else { return text + "nobody sits out" }
        text += "each sits out " + (fairness.byes.fewest == fairness.byes.most ? Plural.counted(fairness.byes.most, "round")
                                                                                 : spread(fairness.byes) + " rounds")
        return text + (fairness.longestByeRun <= 1 ? ", never two running" : ", at most \(fairness.longestByeRun) running")
    }

    /// `everyone partners everyone once, by round 7`, or the repeats and when the first came.
    static func partners(_ fairness: RotationFairness) -> String {
        let coverage = fairness.everyonePartnered.map { "everyone partners everyone by round \($0)" }
            ?? "\(fairness.pairsPartnered) of \(fairness.pairs) pairs partner"
        guard let first = fairness.firstPartnerRepeat else {
            if let round = fairness.everyonePartnered { return "everyone partners everyone once, by round \(round)" }
            return "no one partners anyone twice; " + coverage
        }
        return "\(Plural.counted(fairness.partnerRepeats, "repeat")), the first in round \(first); " + coverage
    }

    /// `every two face each other twice (36 repeats)`.
    static func opponents(_ fairness: RotationFairness) -> String {
        let faced = fairness.faced
        let times = faced.fewest == faced.most ? (faced.most == 1 ? "once" : faced.most == 2 ? "twice" : "\(faced.most) times")
                                               : spread(faced) + " times"
        return "every two face each other \(times) (\(Plural.counted(fairness.opponentRepeats, "repeat")))"
    }

    /// `7` or `6–7`.
    static func spread(_ spread: RotationFairness.Spread) -> String {
        spread.fewest == spread.most ? "\(spread.most)" : "\(spread.fewest)–\(spread.most)"
    }

    // MARK: - Rounds

    /// `Court 1   Alex & Jordan  vs  Kim & Sam` for each game, then `Sits out  Riley`.
    static func roundLines(_ games: [Rotation.Game], sittingOut: [Int], _ rotation: Rotation, width: Int) -> [String] {
        let labels = games.map { "Court \($0.court)" } + (sittingOut.isEmpty ? [] : ["Sits out"])
        let labelWidth = max(labels.map(\.count).max() ?? 0, sittingOut.isEmpty ? 0 : "Sits out".count)
        var lines = games.map { game in
            DisplayWidth.pad("Court \(game.court)", labelWidth) + "  " + DisplayWidth.pad(team(game.teams.a, rotation), width)
                + "  vs  " + team(game.teams.b, rotation)
        }
        if !sittingOut.isEmpty { lines.append(DisplayWidth.pad("Sits out", labelWidth) + "  " + sittingOut.map { safe(rotation.players[$0]) }.joined(separator: ", ")) }
        return lines
    }

    /// `Alex & Jordan`, safe for a terminal.
    static func team(_ players: [Int], _ rotation: Rotation) -> String {
        safe(rotation.names(players).joined(separator: " & "))
    }

    /// The widest team A of `games`, for the column.
    static func teamWidth(_ games: [Rotation.Game], _ rotation: Rotation) -> Int {
        games.map { DisplayWidth.of(team($0.teams.a, rotation)) }.max() ?? 0
    }

    // MARK: - The round up

    /// What `match rotate --next` says, with the final newline.
    public static func renderNext(_ progress: RotationProgress, rotation: Rotation, style: TextStyle) -> String {
        var text = ""
        if let round = progress.round {
            text += style.styled(progress.roundUnderWay ? "Round \(round) of \(rotation.rounds.count) is under way; still to start:"
                                                        : "Round \(round) of \(rotation.rounds.count) is up:", .bold) + "\n"
            let width = teamWidth(progress.up, rotation)
            for line in roundLines(progress.up, sittingOut: progress.sittingOut, rotation, width: width) { text += "  " + line + "\n" }
        } else {
            text += "All \(Plural.counted(rotation.rounds.count, "round")) have started: the rotation is done. "
                + "Ask for more with a larger --games; the rounds so far stay as they are.\n"
        }
        var notes: [String] = []
        if !progress.onCourt.isEmpty {
            notes.append("Still playing: " + progress.onCourt.map { slot($0.slot, rotation) }.joined(separator: "; ") + ".")
        }
        if !progress.notPlayed.isEmpty {
            notes.append("Not played: " + progress.notPlayed.map { slot($0, rotation) }.joined(separator: "; ") + ".")
        }
        if !progress.outside.isEmpty {
            notes.append("Not games of this rotation: " + progress.outside.map { safe($0.name) }.joined(separator: ", ") + ".")
        }
        if !notes.isEmpty { text += "\n" + notes.joined(separator: "\n") + "\n" }
        if !progress.up.isEmpty {
            text += "\nStart " + (progress.up.count == 1 ? "it" : "each game") + " with:\n"
            for game in progress.up { text += "  " + safe(startCommand(game, rotation)) + "\n" }
        }
        return text
    }

    /// `round 2, court 2: Kim & Lee vs Max & Pat`.
    static func slot(_ slot: RotationProgress.Slot, _ rotation: Rotation) -> String {
        "round \(slot.round), court \(slot.game.court): " + team(slot.game.teams.a, rotation) + " vs " + team(slot.game.teams.b, rotation)
    }

    /// The `match start` that plays `game`: `hyzer-text match start --team Alex,Jordan --team Kim,Sam`.
    public static func startCommand(_ game: Rotation.Game, _ rotation: Rotation) -> String {
        "hyzer-text match start --team " + shellWord(rotation.names(game.teams.a).joined(separator: ","))
            + " --team " + shellWord(rotation.names(game.teams.b).joined(separator: ","))
    }

    /// `text` as one shell word: as it is when it has only letters, digits and `,._+-`, else quoted.
    static func shellWord(_ text: String) -> String {
        let plain = !text.isEmpty && text.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || ",._+-".utf8.contains(byte)
        }
        return plain ? text : MergeDriverSetup.shellQuoted(text)
    }
}
