import HyzerFormat

/// `hyzer-text match rotate`: an evening of open play (docs/PICKLEBALL.md, "Open play: `match
/// rotate`"). The rotation is printed, never kept: `--next` makes it again from the same options and
/// reads the evening's matches, which are its record.
enum MatchRotateCommand {
    static let command = Command(
        path: ["match", "rotate"],
        abstract: "Plan open play: who partners whom against whom on which court, round by round",
        usage: "--players A,B,C,D,… --courts N [--games N] [--seed N] [--balance] [--next] [--date DATE] [--json]",
        discussion: """
        Prints a rotation for an evening of doubles: each round a game on every court (four players a
        court; courts the players cannot fill stay empty, and a note says how many are used) and who
        sits out, then a fairness report: games and sit-outs per player, repeated partners and
        opponents, and with ratings the rating gap of the games. Sit-outs go to whoever has sat out
        least. With 4, 5, 8, 9, 12, 13, 16, 17, 20 or 21 players the rounds come from a whist design:
        everyone partners everyone once before anyone partners anyone twice, and every two players
        face each other twice. Other numbers get a seeded greedy schedule that avoids repeated
        partners first, then repeated opponents.

        The same players (in any order and case), courts, games and seed give the same rotation, and
        more --games keep the first rounds as they were. The seed defaults to a number made from the
        names (shown in the first line); --seed N draws another rotation. --balance makes the games even
        by the ratings of `match ratings` as of the evening (days before --date), without giving up
        the partner rule; a player without a finished game counts at 1500.

        Nothing is written: play each game as an ordinary match (`match start --team A,B --team C,D`).
        --next, with the same options, reads the matches started that day and says which round is up,
        what is still being played, and the `match start` of each game to start. A rotation for a
        roster that changes mid-evening is a new rotation: give the new --players and the round count
        starts again. --json prints the rotation and its report, or the round up, with the fields of
        docs/PICKLEBALL.md ("Open play").

        Exits 64 for options it cannot use (fewer than 4 players, a name twice, no --courts, 0 courts,
        --games outside 1–200), 66 when --next or --balance finds no scorebook.
        """,
        examples: ["match rotate --players Alex,Jordan,Sam,Riley,Kim,Lee,Pat,Max --courts 2",
                   "match rotate --players Alex,Jordan,Sam,Riley,Kim,Lee,Pat,Max,Nate,Priya --courts 2 --games 10 --balance",
                   "match rotate --players Alex,Jordan,Sam,Riley,Kim,Lee,Pat,Max --courts 2 --next",
                   "match rotate --players Alex,Jordan,Sam,Riley,Kim --courts 1 --seed 7 --json"],
        options: [.value("players", short: "p", "A,B,…", "everyone playing, comma-separated (at least 4)", kind: .list(.pickleballPlayer)),
                  .value("courts", short: "c", "N", "how many courts there are", kind: .number),
                  .value("games", short: "g", "N", "rounds to plan: one game a court each (default \(defaultRounds), at most \(Rotation.mostRounds))",
                         kind: .number),
                  .value("seed", "N", "draw the rotation from this seed (a whole number; default: made from the names)", kind: .number),
                  .flag("balance", "make the games even by rating (`match ratings` as of --date)"),
                  .flag("next", "say which round is up, from the matches started on --date"),
                  .value("date", "DATE", "the evening's date, YYYY-MM-DD (default today)"),
                  .json],
        run: run
    )

    /// Rounds planned without `--games`: an evening of about two hours at a quarter of an hour a game.
    static let defaultRounds = 8
    /// The most players a rotation takes.
    static let mostPlayers = 100
    /// How `--players` is written, for the hints.
    static let example = "`hyzer-text match rotate --players Alex,Jordan,Sam,Riley,Kim --courts 1`"

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let players = try players(invocation)
        let courts = try number(invocation, "courts", least: 1, most: nil, missing: "say how many courts there are with --courts")
        let rounds = try number(invocation, "games", least: 1, most: Rotation.mostRounds, missing: nil) ?? defaultRounds
        let seed = try number(invocation, "seed", least: 0, most: nil, missing: nil).map { UInt64($0) }
        let day = try date(invocation)
        let (evening, ratings, code) = try readScorebook(invocation, players: players, day: day)
        let rotation = Rotation(players: players, courts: courts!, rounds: rounds, seed: seed, ratings: ratings, balance: invocation.flag("balance"))
        if rotation.courts < rotation.courtsAsked {
            invocation.note("note: \(players.count) players fill \(Plural.counted(rotation.courts, "court")) (four a court): "
                            + "using \(rotation.courts) of the \(rotation.courtsAsked)\n")
        }
        let json = invocation.flag("json")
        if invocation.flag("next") {
            let progress = RotationProgress(rotation: rotation, evening: evening)
            invocation.out(json ? RotationJSON.renderNext(progress, rotation: rotation) + "\n"
                                : RotationText.renderNext(progress, rotation: rotation, style: invocation.terminal.style))
        } else {
            let fairness = RotationFairness(rotation)
            invocation.out(json ? RotationJSON.render(rotation, fairness: fairness) + "\n"
                                : RotationText.render(rotation, fairness: fairness, style: invocation.terminal.style))
        }
        return code
    }

    /// The evening's matches and the ratings as of the evening, from the scorebook: needed for
    /// `--next` and `--balance` (an error without a scorebook), else read when there is one, for the
    /// report's rating gaps. No ratings when nobody on the roster has a finished game.
    static func readScorebook(_ invocation: Invocation, players: [String], day: String) throws(HyzerError)
        -> (evening: [RotationProgress.Played], ratings: [String: Double]?, code: ExitCode)
    {
        let needed = invocation.flag("next") || invocation.flag("balance")
        guard let book = needed ? try invocation.scorebook() : Scorebook.discover(from: invocation.startDirectory) else { return ([], nil, .ok) }
        let (matches, code) = invocation.matchSnapshots(in: book)
        let table = MatchRatings(matches.map(\.snapshot), before: day)
        let roster = Set(players.map { $0.lowercased() })
        var ratings: [String: Double]?
        if table.players.contains(where: { roster.contains($0.name.lowercased()) }) {
            ratings = Dictionary(table.players.map { ($0.name.lowercased(), $0.rating.rating) }, uniquingKeysWith: { first, _ in first })
        } else if invocation.flag("balance") {
            invocation.note("note: nobody on the roster has a finished game before \(day): --balance has no ratings to balance\n")
        }
        return (invocation.flag("next") ? RotationProgress.evening(matches, day: day) : [], ratings, code)
    }

    /// `--players`: at least 4 different names that can be a player's.
    static func players(_ invocation: Invocation) throws(HyzerError) -> [String] {
        guard let text = invocation.value("players") else {
            throw HyzerError(.invalidArgument, "say who is playing with --players", hint: "name everyone, comma-separated: \(example)")
        }
        let names = try invocation.playerList(text, example: example)
        var seen: [String: String] = [:]
        for name in names {
            if let problem = NameRules.problem(with: name) {
                throw HyzerError(.invalidArgument, "--players: \"\(Diagnostic.quoted(name))\" cannot be a name: \(problem)", hint: NameRules.hint)
            }
            if let earlier = seen.updateValue(name, forKey: name.lowercased()) {
                throw HyzerError(.invalidArgument, "--players names \"\(Diagnostic.quoted(name))\" twice"
                                 + (earlier == name ? "" : " (as \"\(Diagnostic.quoted(earlier))\" too)"),
                                 hint: "name each player once; two players with one name need a way to tell them apart (`Sam K`, `Sam T`)")
            }
        }
        guard names.count >= 4 else {
            throw HyzerError(.invalidArgument, "--players names \(Plural.counted(names.count, "player")); open play needs at least 4 for a doubles game",
                             hint: "name everyone who is playing: \(example)")
        }
        guard names.count <= mostPlayers else {
            throw HyzerError(.invalidArgument, "--players names \(names.count) players; a rotation takes at most \(mostPlayers)",
                             hint: "split the group and plan a rotation for each")
        }
        return names
    }

    /// A whole-number option at least `least` (and at most `most`), or nil when not given (an error
    /// saying `missing` when it is required).
    static func number(_ invocation: Invocation, _ name: String, least: Int, most: Int?, missing: String?) throws(HyzerError) -> Int? {
        guard let text = invocation.value(name) else {
            if let missing { throw HyzerError(.invalidArgument, missing, hint: "e.g. \(example)") }
            return nil
        }
        guard let number = Int(text) else {
            let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
            let tooLong = !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
            throw HyzerError(.invalidArgument, tooLong ? "--\(name) \(Diagnostic.quoted(text)) is too large"
                                                       : "--\(name) expects a whole number, got \"\(Diagnostic.quoted(text))\"",
                             hint: most.map { "give \(least) to \($0)" } ?? "give a whole number from \(least)")
        }
        guard number >= least else {
            throw HyzerError(.invalidArgument, "--\(name) must be at least \(least), not \(number)",
                             hint: name == "courts" ? "open play needs a court: --courts 1 or more" : (most.map { "give \(least) to \($0)" } ?? "give a whole number from \(least)"))
        }
        if let most, number > most {
            throw HyzerError(.invalidArgument, "--\(name) must be at most \(most), not \(number)", hint: "give \(least) to \(most)")
        }
        return number
    }

    /// `--date DATE`, else today (in this machine's UTC offset).
    static func date(_ invocation: Invocation) throws(HyzerError) -> String {
        guard let text = invocation.value("date") else { return invocation.environment.now().dateString }
        guard let time = Timestamp(text + "T00:00:00Z"), time.dateString == text, time.isInStartRange else {
            throw HyzerError(.invalidArgument, "--date \"\(Diagnostic.quoted(text))\" is not a date", hint: "write YYYY-MM-DD, e.g. --date 2026-11-21")
        }
        return text
    }
}
