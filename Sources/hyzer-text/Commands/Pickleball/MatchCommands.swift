import HyzerFormat

/// `hyzer-text match start|status|list|show|resolve|stats`: pickleball matches (docs/PICKLEBALL.md).
/// Entering rallies is `rally`, `undo` and `timeout` (``MatchEntryCommands``); the full-screen scorer and
/// the spectator view are `match play` and `match live`.
enum MatchCommands {
    // MARK: - match start

    static let start = Command(
        path: ["match", "start"],
        abstract: "Start a pickleball match: two teams, the scoring and the games",
        usage: "--team [NAME:]A1[,A2] --team [NAME:]B1[,B2] [--scoring side-out|rally] [--to N] [--win-by N] [--freeze game-point|none|N] [--best-of 1|3|5] [--timeout-length TIME] [--first-serve TEAM] [--right PLAYER]",
        discussion: """
        Creates matches/DATE-TIME-TEAMA-vs-TEAMB-DEVICE.match (so `ls` sorts matches by date) with the
        settings and teams, and you as its scorer. The first --team is team A. Team A serves first
        unless --first-serve names the other team (the toss); later games go to the other team than the
        game before unless the teams choose (`match serve`). The first player named on each team starts
        in the right (even) court unless --right names the partner (once per team; `match right` before
        a later game). One player a team is singles, two is doubles. A team may be named before a colon
        (`--team "Dinkers:Alex,Jordan"`); without a name it is called after its players (`Alex & Jordan`).

        Side-out scoring (the default) scores only on serve, with the three-number call in doubles
        (0-0-2 to start). Rally scoring scores every rally; the game-winning point must be won on serve
        unless --freeze none (the 2026 rule); --freeze N freezes a team at N instead (MLP: 20 in a game
        to 21). Time-outs: 2 a game for games to 11 or 15, 3 for games to 21; each lasts one minute (the
        USA Pickleball length) unless --timeout-length says otherwise (`90`, `1m30s` or `1:30`), and
        `match play` counts it down.

        The stacking coach uses each team's preferred formation: --stack Alex=right keeps Alex on the
        right whenever the rules allow, and --hand Jordan=left with --hand Alex=right puts the forehands in
        the middle (both hands are needed; --stack wins over --hand). Both are written to the file's
        header, where they can also be edited by hand. Preferences that cannot all hold (one player on
        both courts, both partners on one) are refused.
        """,
        examples: ["match start --team Alex,Jordan --team Sam,Riley --best-of 3",
                   "match start --team \"Dinkers:Alex,Jordan\" --team \"Net Ninjas:Sam,Riley\" --stack Alex=right",
                   "match start --team Alex,Jordan --team Sam,Riley --first-serve Sam --right Jordan",
                   "match start --team Kim --team Lee --scoring rally --to 15",
                   "match start --team Alex,Jordan --team Sam,Riley --scoring rally --to 21 --freeze 20"],
        options: [.value("team", short: "t", "[NAME:]P1,P2", "a team: its players in starting order, optionally its name before a colon (give twice)",
                         repeatable: true, kind: .list(.registeredPlayer)),
                  .value("scoring", "KIND", "side-out (default) or rally", kind: .choice(MatchSettings.Scoring.allCases.map(\.rawValue))),
                  .value("to", "N", "points to win a game (default 11; 15 and 21 are usual; at most 99)", kind: .number),
                  .value("win-by", "N", "lead needed to win a game (default 2; at most 99)", kind: .number),
                  .value("freeze", "WHEN", "rally scoring: game-point (default), none, or a score N", kind: .choice(["game-point", "none"])),
                  .value("best-of", "N", "games in the match: 1 (default), 3 or 5", kind: .choice(MatchSettings.allowedBestOf.map(String.init))),
                  .value("timeout-length", "TIME", "how long a time-out lasts: seconds, 1m30s or 1:30 (default 1m)"),
                  .value("stack", "PLAYER=SIDE", "the stacking coach keeps PLAYER on the right or left court (repeatable)", repeatable: true),
                  .value("hand", "PLAYER=HAND", "PLAYER is left- or right-handed, for the coach's forehands-in-the-middle (repeatable)",
                         repeatable: true),
                  Option.firstServe, Option.right,
                  .value("title", "TEXT", "a title for the match (`Ladder, court 3`): up to 80 characters, no control or invisible characters"),
                  .value("at", "TIME", "start time, RFC 3339, years 1900–2200 (default: now)")],
        run: runStart
    )

    static func runStart(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let specs = invocation.arguments.all("team")
        guard specs.count == 2 else {
            throw HyzerError(.invalidArgument, specs.count < 2 ? "a match needs two teams" : "a match has two teams, not \(specs.count)",
                             hint: "give --team twice, team A first: `hyzer-text match start --team Alex,Jordan --team Sam,Riley`")
        }
        var teams = MatchTeams(a: try team(specs[0], side: .a), b: try team(specs[1], side: .b))
        try applyPreferences(invocation, to: &teams)
        let settings = try settings(invocation, players: teams.a.players.count)
        let choices = try CourtChoices.startChoices(invocation, teams: &teams, format: settings.format)
        let started = try invocation.startTime(example: "2026-11-22T10:00:00-08:00")
        let title = invocation.value("title")?.trimmingSpaces
        var match = Match(title: title?.isEmpty == false ? title : nil, started: started, settings: settings, teams: teams)
        let now = invocation.environment.now().utc
        match.events = choices.enumerated().map { index, entry in  // `--right`: entry lines, as `match right` writes them
            MatchEvent(number: index + 1, entry: entry, metadata: EventMetadata(id: EventID(device: identity.device, sequence: index + 1),
                                                                                reporter: identity.name, device: identity.device, time: now))
        }
        let path = try book.createMatch(match, device: identity.device)
        let snapshot = try MatchSnapshot(match)
        invocation.out("Started \(safe(book.displayPath(path)))\n")
        for note in CourtChoices.preferenceNotes(teams) { invocation.note(safe(note) + "\n") }
        invocation.out(MatchStatusText.render(snapshot, name: PickleballFileKinds.match.name(of: path), style: invocation.terminal.style,
                                              coach: coachWanted(asked: false, teams: teams)))
        invocation.out("Record each rally with `hyzer-text rally A` or `rally B` (or a team's or player's name), or score it "
                       + "full-screen with `hyzer-text match play`.\n")
        invocation.out("Before a game's first rally, `hyzer-text match serve TEAM` chooses who serves first"
                       + (settings.format == .doubles ? " and `match right TEAM PLAYER` who starts in the right court" : "") + ".\n")
        return .ok
    }

    /// A team from `[NAME:]P1[,P2]`.
    static func team(_ spec: String, side: MatchSide) throws(HyzerError) -> MatchTeam {
        var name: String?
        var players = Substring(spec)
        if let colon = spec.firstIndex(of: ":") {
            name = String(spec[..<colon]).trimmingSpaces
            players = spec[spec.index(after: colon)...]
        }
        let names = players.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
        guard !names.isEmpty else {
            throw HyzerError(.invalidArgument, "team \(side) (\"\(Diagnostic.quoted(spec))\") names no players",
                             hint: "list its players, comma-separated: `--team Alex,Jordan`")
        }
        let team = MatchTeam(names)
        return MatchTeam(name: name ?? team.name, players: team.players)
    }

    /// `--stack PLAYER=right|left` and `--hand PLAYER=left|right`, applied to the players they name;
    /// preferences that cannot all hold are refused (``MatchCourtCommands/checkPreferences``).
    static func applyPreferences(_ invocation: Invocation, to teams: inout MatchTeams) throws(HyzerError) {
        var stacks: [(TeamPlayer, Court)] = [], hands: [(TeamPlayer, MatchPlayer.Handedness)] = []
        for (option, values) in [("stack", ["right", "left"]), ("hand", ["right", "left"])] {
            for item in invocation.arguments.list(option) {
                let parts = item.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces }
                guard parts.count == 2, values.contains(parts[1].lowercased()) else {
                    throw HyzerError(.invalidArgument, "--\(option) \"\(Diagnostic.quoted(item))\" is not PLAYER=right or PLAYER=left",
                                     hint: option == "stack" ? "e.g. `--stack Alex=right`" : "e.g. `--hand Jordan=left`")
                }
                guard let player = teams.allPlayers.first(where: { teams[$0].name.lowercased() == parts[0].lowercased() }) else {
                    let names = teams.allPlayers.map { teams[$0].name }
                    throw HyzerError(.invalidArgument, "--\(option): \"\(Diagnostic.quoted(parts[0]))\" is not a player of this match",
                                     hint: Suggestion.hint(for: parts[0], among: names) ?? "the players are \(names.joined(separator: ", "))")
                }
                let right = parts[1].lowercased() == "right"
                if option == "stack" {
                    teams[player.side].players[player.index].preferredCourt = right ? .right : .left
                    stacks.append((player, right ? .right : .left))
                } else {
                    teams[player.side].players[player.index].handedness = right ? .right : .left
                    hands.append((player, right ? .right : .left))
                }
            }
        }
        try CourtChoices.checkPreferences(stack: stacks, hand: hands, teams: teams)
    }

    /// The settings from the options (the format from the number of players).
    static func settings(_ invocation: Invocation, players: Int) throws(HyzerError) -> MatchSettings {
        var settings = MatchSettings(format: players == 1 ? .singles : .doubles)
        if let text = invocation.value("scoring") {
            guard let scoring = MatchSettings.Scoring(rawValue: text.lowercased()) else {
                throw HyzerError(.invalidArgument, "--scoring must be side-out or rally, not \"\(Diagnostic.quoted(text))\"",
                                 hint: Suggestion.hint(for: text, among: MatchSettings.Scoring.allCases.map(\.rawValue)))
            }
            settings.scoring = scoring
        }
        if let target = try number(invocation, "to") { settings.target = target }
        if let winBy = try number(invocation, "win-by") { settings.winBy = winBy }
        if let bestOf = try number(invocation, "best-of") { settings.bestOf = bestOf }
        if let text = invocation.value("freeze") {
            switch text.lowercased() {
            case "game-point": settings.freeze = .gamePoint
            case "none": settings.freeze = .none
            default:
                guard let score = try number(invocation, "freeze") else {
                    throw HyzerError(.invalidArgument, "--freeze must be game-point, none or a score, not \"\(Diagnostic.quoted(text))\"",
                                     hint: "e.g. `--freeze 20` for MLP-style rally scoring to 21")
                }
                settings.freeze = .at(score)
            }
            if settings.scoring != .rally {
                throw HyzerError(.invalidArgument, "--freeze applies to rally scoring only", hint: "add `--scoring rally`, or leave --freeze out")
            }
        }
        if let text = invocation.value("timeout-length") {
            guard let seconds = TimeOutLength.seconds(text) else {
                throw HyzerError(.invalidArgument, "--timeout-length \"\(Diagnostic.quoted(text))\" is not a length of time",
                                 hint: "give seconds or minutes and seconds: `--timeout-length 90`, `1m30s` or `1:30` "
                                    + "(default \(TimeOutLength.text(TimeOutLength.standard)), the USA Pickleball length)")
            }
            settings.timeOutSeconds = seconds
        }
        return settings
    }

    /// A whole number option of `match start`: one too long to read is too large (the limit is
    /// ``MatchSettings/largestScore``, 5 games for `--best-of`; the settings' own checks say what else
    /// is too large or too small);
    /// nil when the option is not given or (for `--freeze`) is a word.
    static func number(_ invocation: Invocation, _ name: String) throws(HyzerError) -> Int? {
        guard let text = invocation.value(name) else { return nil }
        if let number = Int(text) { return number }
        let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else {
            if name == "freeze" { return nil }
            throw HyzerError(.invalidArgument, "--\(name) expects a whole number, got \"\(Diagnostic.quoted(text))\"")
        }
        let most = name == "best-of" ? MatchSettings.allowedBestOf.max()! : MatchSettings.largestScore
        throw HyzerError(.invalidArgument, "--\(name) \(Diagnostic.quoted(text)) is too large: the most is \(most)",
                         hint: name == "best-of" ? "play best of 1, 3 or 5 games" : "11, 15 and 21 are usual")
    }

    // MARK: - match status

    static let status = Command(
        path: ["match", "status"],
        abstract: "Show a match: the call, who serves from where, games, time-outs",
        usage: "[--match M] [--coach] [--json]",
        discussion: """
        The call (serving side's score first; in side-out doubles the server number third), the server
        and the court they serve from, the receiver, every player's court, games so far, time-outs left
        and what just happened (point, side-out, time-out, change ends, game or match over); while a
        time-out runs, the time left on its clock (counted from its line's time). When two
        devices' copies of the match went different ways, it says from which entry and how to settle it.
        --coach adds the stacking coach's starting spots and move (shown anyway when a team has
        preferences). --json prints the state with stable field names (docs/PICKLEBALL.md).
        """,
        examples: ["match status", "match status --json", "match status --coach --match 2026-11-22"],
        options: [Option.match, .flag("coach", "show the stacking coach's spots for the next rally"), .json],
        run: runStatus
    )

    static func runStatus(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let path = try invocation.match(in: book, invocation.value("match"))
        let snapshot = try invocation.matchSnapshot(book, path, localDevice: invocation.localDevice(in: book))
        if invocation.flag("json") {
            invocation.out(MatchStatusJSON.render(snapshot, name: name(of: path), now: invocation.environment.now()) + "\n")
        } else {
            invocation.out(MatchStatusText.render(snapshot, name: name(of: path), style: invocation.terminal.style,
                                                  coach: coachWanted(asked: invocation.flag("coach"), teams: snapshot.match.teams), now: invocation.environment.now()))
        }
        return .ok
    }

    /// Whether to show the coach: asked for (`--coach`, on the commands that take it), or a team has
    /// preferences to coach.
    static func coachWanted(asked: Bool, teams: MatchTeams) -> Bool {
        asked || teams.allPlayers.contains { teams[$0].preferredCourt != nil || teams[$0].handedness != nil }
    }

    // MARK: - match list

    static let list = Command(
        path: ["match", "list"],
        abstract: "List matches, newest first, with scoreline and duration",
        usage: "[--limit N]",
        discussion: """
        One line per match: the name --match takes, the teams, the games from team A's side (11-7 9-11
        11-4), how long it took (first to last rally), and who won or that it is in progress. Matches
        joined into another (`match join`) are not listed. Two matches that look like one match recorded
        twice (two phones started it offline: the same day, a player in common, played at the same
        time) are named below the list, with the `match join` that makes them one; until then stats,
        ratings, exports and the site count only the first.
        """,
        examples: ["match list", "match list --limit 5"],
        options: [.value("limit", short: "n", "N", "show only the newest N matches", kind: .number)],
        run: runList
    )

    static func runList(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        var limit = Int.max
        if let value = try invocation.arguments.integer("limit") {
            guard value > 0 else { throw HyzerError(.invalidArgument, "--limit must be at least 1") }
            limit = value
        }
        let (archive, code) = invocation.matchArchive(in: book)
        guard !archive.listed.isEmpty else {
            invocation.out("No matches yet. Start one with `hyzer-text match start --team A1,A2 --team B1,B2`.\n")
            return code
        }
        let summaries = archive.listed.prefix(limit).map { MatchSummary(name: $0.name, snapshot: $0.snapshot) }
        invocation.out(MatchListText.render(summaries, style: invocation.terminal.style))
        invocation.out(DuplicateGamesText.text(pairs: archive.duplicates, of: PickleballFileKinds.match))
        return code
    }

    // MARK: - match show

    static let show = Command(
        path: ["match", "show"],
        abstract: "Show one match in full: status, games and every rally",
        usage: "[M | --match M]",
        discussion: """
        The match's status (as `match status`), then each game's rallies in order (A or B for the side
        that won it, T for a time-out), so a disputed call can be found again. M is the match as
        --match takes it, given either way (default: the most recent unfinished match).
        """,
        examples: ["match show", "match show 2026-11-22", "match show --match 2026-11-22"],
        options: [Option.match],
        positionals: 0...1,
        operands: [.optional("M", .match)],
        run: runShow
    )

    static func runShow(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let (named, option) = (invocation.positional(0), invocation.value("match"))
        if let named, let option, named != option {
            throw HyzerError(.invalidArgument, "match show got two matches: \"\(Diagnostic.quoted(named))\" and --match \"\(Diagnostic.quoted(option))\"",
                             hint: "name the match once: `hyzer-text match show --match M`")
        }
        let path = try invocation.match(in: book, named ?? option)
        let snapshot = try invocation.matchSnapshot(book, path, localDevice: invocation.localDevice(in: book))
        invocation.out(MatchStatusText.render(snapshot, name: name(of: path), style: invocation.terminal.style, coach: false))
        invocation.out(MatchRallyLog.render(snapshot))
        return .ok
    }

    // MARK: - match resolve

    static let resolve = Command(
        path: ["match", "resolve"],
        abstract: "Settle two devices' different continuations of a match by keeping one",
        usage: "--keep DEVICE [--match M]",
        discussion: """
        When two copies of a match went different ways (both devices recorded rallies after the last
        one they shared), nothing after that point counts until someone keeps one continuation. This
        appends one line that restates the kept device's entry and retires the other device's lines
        with resolves=; they stay in the file, so nothing is lost. `match status` names the devices.
        A device whose own line there was already settled by another device's resolution goes on from
        that resolution: keeping it keeps the entry as settled, then the device's later lines. When
        one device's lines went two ways (lines typed by hand, or identities without a sequence
        number), each way is named by the identity of its first line (`~3f2a9c01b7`): --keep takes it.
        Copies whose ways end in the same state (B, undo, A on one phone; A on the other) are no fork.
        """,
        examples: ["match resolve --keep mike-phone", "match resolve --keep ~3f2a9c01b7"],
        options: [Option.match, .value("keep", "DEVICE", "the device (or way, as `match status` names it) whose continuation counts")],
        run: runResolve
    )

    static func runResolve(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        guard let kept = invocation.value("keep") else {
            throw HyzerError(.invalidArgument, "say which continuation to keep with --keep DEVICE",
                             hint: "`hyzer-text match status` names the devices")
        }
        let path = try invocation.match(in: book, invocation.value("match"), identity: identity)
        let recording = try book.resolveMatchFork(in: path, keeping: kept, reporter: identity.name, device: identity.device,
                                                  time: invocation.environment.now().utc)
        invocation.warn(recording.warnings)
        invocation.out("Kept \(safe(kept.hasPrefix("@") ? String(kept.dropFirst()) : kept))'s continuation from entry \(recording.event.number); the other lines stay in the file, resolved.\n")
        let snapshot = try invocation.matchSnapshot(book, path, localDevice: identity.device)
        invocation.out(MatchStatusText.render(snapshot, name: name(of: path), style: invocation.terminal.style, coach: false))
        return .ok
    }

    // MARK: - match stats

    static let stats = Command(
        path: ["match", "stats"],
        abstract: "Pickleball stats per player and team: wins, points on serve, runs, head-to-head",
        usage: "",
        discussion: """
        Over every match in the scorebook: matches and games played and won, points won on serve,
        side-outs, the longest run of points, and head-to-head records between teams. A match whose
        copies went different ways counts up to the point where they differ.
        """,
        examples: ["match stats"],
        run: runStats
    )

    static func runStats(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let (matches, code) = invocation.matchSnapshots(in: book)
        guard !matches.isEmpty else {
            invocation.out("No matches yet. Start one with `hyzer-text match start --team A1,A2 --team B1,B2`.\n")
            return code
        }
        invocation.out(MatchStatsText.render(MatchStats(matches.map(\.snapshot)), style: invocation.terminal.style))
        return code
    }

    // MARK: - Helpers

    /// The name `--match` takes for the file at `path`.
    static func name(of path: String) -> String { PickleballFileKinds.match.name(of: path) }
}

extension MatchSnapshot {
    /// A snapshot of a match just built in memory (its settings were checked before).
    init(_ match: Match) throws(HyzerError) {
        do throws(MatchError) {
            try self.init(match: match)
        } catch {
            throw error.hyzerError(.invalidArgument)
        }
    }
}
