#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// `hyzer-text round start|list|add-player`, `hyzer-text finish` and `hyzer-text reopen` (FR10–FR16).
enum RoundCommands {
    static let start = Command(
        path: ["round", "start"],
        abstract: "Start a round on a course with an ordered list of players",
        usage: "COURSE --players A,B,C [--guest NAME …] [--teams A+B,C+D | --draw [--seed N]] [--format FORMAT] [--handicaps [--allowance PERCENT]] [--handicap NAME=STROKES …] [--start-hole N] [--skins SPEC] [--ctp HOLES] [--acepot N] [--at TIME]",
        discussion: """
        Creates rounds/DATE-COURSE-DEVICE.round (DEVICE is this device's id, so rounds started on two
        devices never share a file; a second round of the day here gets _2) with a copy of the course's
        pars (later course edits never change it), the start time, you as organizer, and the players in
        order. Guests are names for this round only. The player list is frozen once scoring starts.

        --start-hole N writes `start-hole N`: the group tees off on hole N and plays N to the last hole,
        then 1 to N−1, and `score`/`say` without a hole follow that order. Without it the round starts
        on hole 1, or on whichever hole is scored first (`say "hole 10 …"`).

        --handicap Mike=+6 writes `handicap Mike +6`: Mike receives 6 strokes, and every view of the
        round shows his net score (strokes minus the strokes received) beside the gross; -2 gives 2.
        --handicaps computes every player's handicap for this layout from the rounds started before
        this one (`hyzer-text handicap` shows the same numbers; the method is docs/HANDICAPS.md), times
        --allowance (default 100%); a player with no rounds yet gets the group's mean, and --handicap
        overrides one player. Handicaps are fixed when the round starts, so its net result never
        changes later.

        Team rounds: --teams Mike+Jake,Sarah+Nate plays in teams (the players are the teams' members
        unless --players lists them; `Birdie Hunters=Mike+Jake` names a team) and --format says how:
        best-shot (the default), alternate-shot or worst-shot; each team writes one score a hole, and
        `score 7 Mike 3` or `say "Mike 3"` scores Mike's team. --draw draws teams of two at random
        from --players and --guest (--seed N repeats a draw; the seed used is said); with an odd number
        the one left over plays as a Cali single, alone with one extra throw a hole; a player alone in
        --teams (Mike+Jake,Sarah) plays as a Cali single too. The file says it
        all in `format`, `team` and `cali` lines (docs/FORMAT.md, "Team rounds"). --handicaps is for
        singles; --handicap Mike+Jake=+2 gives a team strokes.

        --skins, --ctp and --acepot declare side games (docs/FORMAT.md, "Side games"): --skins "1 carry
        net" writes `skins 1 carry net` (1 a skin; a tied hole carries; by net score), --ctp 3,7 writes
        `ctp 3,7` (closest to the pin on holes 3 and 7, 1 a hole; "3,7 2" for 2), --acepot 2 writes
        `acepot 2` (each player pays 2 into the scorebook's ace pot). `hyzer-text money` says what they pay.

        One round per group: when the scorebook already has an active round on that course today with
        any of the same players (a friend started it and synced), it is refused (exit 65) and that
        round is named: score in it instead. --new starts a separate round anyway, and writes
        `separate-from FILE` for each such round: on every copy, it counts as a round of its own, never
        as that round recorded twice.

        A course whose name, layout or a par is in dispute (two clones' edits, merged) is refused
        (exit 1), with the commands that settle it: the round would keep a par nobody agreed on.
        """,
        examples: ["round start \"Cedar Creek\" --players Mike,Jake,Sarah", "round start lakeside --players Mike,Jake --guest \"Uncle Bob\"",
                   "round start \"Cedar Creek\" --players Mike,Jake --start-hole 10",
                   "round start lakeside --players Mike,Jake --handicap Jake=+6 --handicap Mike=-1",
                   "round start cedar --players Mike,Jake,Sarah --handicaps --allowance 85",
                   "round start cedar --teams Mike+Jake,Sarah+Nate --format best-shot",
                   "round start cedar --players Mike,Jake,Sarah,Nate,Priya --draw --seed 7",
                   "round start cedar --players Mike,Jake,Sarah --skins \"1 carry\" --ctp 3,7 --acepot 2"],
        options: [.value("players", short: "p", "A,B,C", "registered players, in order (comma-separated or repeated)", repeatable: true,
                         kind: .list(.registeredPlayer)),
                  .value("guest", short: "g", "NAME", "a guest for this round (repeatable)", repeatable: true),
                  .flag("handicaps", "write every player's handicap on this layout, computed from the rounds before this one"),
                  .value("allowance", "PERCENT", "with --handicaps: share of the expected difference given, 1–100 (default 100)", kind: .number),
                  .value("handicap", "NAME=STROKES", "strokes a player receives, e.g. Mike=+6 or Jake=-2 (repeatable; overrides --handicaps)",
                         repeatable: true),
                  ] + RoundStartTeams.options + [
                  .value("start-hole", "N", "the hole the group tees off on (default: 1, or the first hole scored)"),
                  .value("skins", "SPEC", "play skins: the stake, then carry and net if wanted, e.g. \"1 carry net\""),
                  .value("ctp", "HOLES", "play closest to the pin on these holes, e.g. 3,7 (or \"3,7 2\" for a stake of 2)"),
                  .value("acepot", "N", "each player pays N into the scorebook's ace pot"),
                  .value("at", "TIME", "start time, RFC 3339, years 1900–2200 (default: now)"),
                  .flag("new", "start a separate round even when this group already has one active here today")],
        positionals: 1...1,
        operands: [Operand("COURSE", .course)],
        run: runStart
    )

    static func runStart(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let found = try book.findCourse(invocation.positional(0)!)
        let course = found.document.course
        // A round keeps the name and pars it starts with: a dispute of them is settled first.
        if let dispute = found.document.disputesForRounds.first {
            let file = book.displayPath(found.path), settings = DiscGolfFileKinds.courseSettings
            let lines = SettingLines(CourseFormatter.format(found.document), key: settings.key)
            throw HyzerError(.needsAttention, "not started: \(course.displayName) is in dispute in \(file) (\(dispute.key.summary(dispute.values)))",
                             hint: "a round keeps the pars it starts with, so settle it first: " + settings.settleHint(dispute, of: lines, path: file))
        }
        let names = invocation.arguments.list("players")
        let guests = invocation.arguments.list("guest")
        guard !names.isEmpty || !guests.isEmpty || RoundStartTeams.givesPlayers(invocation) else {
            throw HyzerError(.invalidArgument, "a round needs players", hint: "e.g. `hyzer-text round start \"\(course.name)\" --players Mike,Jake,Sarah`")
        }
        var players: [Player] = []
        for (name, isGuest) in names.map({ ($0, false) }) + guests.map({ ($0, true) }) {
            if let problem = NameRules.problem(with: name) {
                throw HyzerError(.invalidArgument, "\"\(name)\" cannot be a player name: \(problem)")
            }
            if players.contains(where: { $0.name.lowercased() == name.lowercased() }) {
                throw HyzerError(.invalidArgument, "\"\(name)\" is listed twice", hint: "names must be unique within a round, ignoring case")
            }
            players.append(Player(name: name, isGuest: isGuest))
        }
        let started = try invocation.startTime(example: "2026-11-21T09:30:00-08:00")
        let startHole = try invocation.arguments.integer("start-hole")
        if let startHole, !course.pars.indices.contains(startHole - 1) {
            throw HyzerError(.invalidArgument, "--start-hole \(startHole) does not exist; \(course.displayName) has \(course.holes.count) holes",
                             hint: "give a hole 1–\(course.holes.count)")
        }
        let teams = try RoundStartTeams.play(invocation, people: players, started: started, computingHandicaps: invocation.flag("handicaps"))
        var round = Round(course: course.name, layout: course.layout, pars: course.pars, started: started,
                          organizer: identity.name, players: teams?.play.competitors ?? players, startHole: startHole)
        round.teamPlay = teams?.play
        let given = try handicaps(invocation.arguments.list("handicap"))
        var handicaps = try computedHandicaps(invocation, book: book, round: round, except: Set(given.keys.map { $0.lowercased() }))
        handicaps.merge(given) { _, given in given }
        do throws(HyzerError) { try round.setHandicaps(handicaps) } catch {
            throw HyzerError(error.kind, "--handicap: " + error.message, hint: error.hint)
        }
        round.games = try SideGames.fromOptions(skins: invocation.value("skins"), closest: invocation.value("ctp"),
                                                acePot: invocation.value("acepot"), holeCount: round.holeCount)
        if invocation.flag("new") {
            // A separate round on purpose: the file says beside which, so no copy counts it as one of them.
            round.separateFrom = book.activeRounds(like: round, as: RoundChoice.Participant(name: identity.name, device: identity.device))
                .map { FileSystem.lastComponent(of: $0.path) }.sorted()
        } else {
            try requireNoActiveRound(like: round, book: book, identity: identity)
        }
        let path = try book.createRound(round, device: identity.device)
        invocation.out(RoundText.started(round, course: course, file: book.displayPath(path), drawSeed: teams?.seed))
        return .ok
    }

    /// `--handicaps`: every player's handicap on the round's layout from the rounds started before it
    /// (``Handicaps/compute(_:course:layout:pars:players:asOf:allowance:settings:)``), keyed by the
    /// name as `--players` gives it; empty without the flag. Says where each number came from.
    static func computedHandicaps(_ invocation: Invocation, book: Scorebook, round: Round,
                                  except given: Set<String>) throws(HyzerError) -> [String: Int] {
        let allowance = try invocation.arguments.integer("allowance")
        guard invocation.flag("handicaps") else {
            if allowance != nil { throw HyzerError(.invalidArgument, "--allowance goes with --handicaps", hint: "add --handicaps, or leave --allowance out") }
            return [:]
        }
        guard (1...100).contains(allowance ?? Handicaps.defaultAllowance) else {
            throw HyzerError(.invalidArgument, "--allowance must be a percentage from 1 to 100, got \(allowance ?? 0)", hint: "e.g. --allowance 85")
        }
        let (archive, _) = RoundReports.archive(book, invocation)
        let names = round.players.map(\.name).filter { !given.contains($0.lowercased()) }
        let estimates = Handicaps.compute(archive, course: round.course, layout: round.layout, pars: round.pars, players: names,
                                          asOf: .before(round.started), allowance: allowance ?? Handicaps.defaultAllowance)
        let newcomers = names.filter { estimates[$0]?.isFromGroupPrior ?? true }
        if !newcomers.isEmpty {
            invocation.note("note: \(newcomers.map(safe).joined(separator: ", ")) \(newcomers.count == 1 ? "has" : "have") no finished rounds before this one: the group's mean is used\n")
        }
        return estimates.mapValues { min(max($0.strokes, Handicap.range.lowerBound), Handicap.range.upperBound) }
    }

    /// `--handicap` values (`Mike=+6`, `Jake=-2`) as the map ``Round/setHandicaps(_:)`` takes.
    static func handicaps(_ values: [String]) throws(HyzerError) -> [String: Int] {
        var map: [String: Int] = [:]
        for value in values {
            guard let equals = value.lastIndex(of: "="), let strokes = Handicap.strokes(value[value.index(after: equals)...]) else {
                throw HyzerError(.invalidArgument, "--handicap takes NAME=STROKES, not \"\(value)\"",
                                 hint: "e.g. `--handicap Mike=+6` (Mike receives 6 strokes) or `--handicap Jake=-2` (Jake gives 2)")
            }
            let name = String(value[..<equals]).trimmingSpaces
            guard map.updateValue(strokes, forKey: name) == nil else {
                throw HyzerError(.invalidArgument, "--handicap: \(name) is given two handicaps", hint: "give each player one")
            }
        }
        return map
    }

    /// Refuses to start a round this group already has active (``Scorebook/activeRounds(like:as:)``).
    static func requireNoActiveRound(like round: Round, book: Scorebook, identity: LocalIdentity) throws(HyzerError) {
        let me = RoundChoice.Participant(name: identity.name, device: identity.device)
        guard let existing = book.activeRounds(like: round, as: me).first else { return }
        let wanted = Set(round.players.map { $0.name.lowercased() })
        let shared = existing.round.players.filter { wanted.contains($0.name.lowercased()) }.map(\.name)
        let name = RoundArchive.roundName(ofPath: existing.path)
        let isMine = existing.round.organizer.lowercased() == identity.name.lowercased()
            || existing.round.players.contains { $0.name.lowercased() == identity.name.lowercased() }
        throw HyzerError(.invalidData, "\(round.courseDisplayName) already has an active round today with \(shared.joined(separator: ", ")): "
                            + "\(book.displayPath(existing.path)) (started \(existing.round.started.timeString) by \(existing.round.organizer); "
                            + "players \(existing.round.players.map(\.name).joined(separator: ", ")))",
                         hint: (isMine ? "score in it: `hyzer-text score` and `say` use it without --round"
                                    : "score in it with `--round \(quoted(name))`")
                            + "; to start a separate round anyway, add --new")
    }

    static let list = Command(
        path: ["round", "list"],
        abstract: "List rounds, newest first",
        usage: "[--json]",
        discussion: """
        Newest first by the instant each round started, as `history` lists them. One line per round:
        its name, course, players, status (active with the next hole, complete, finished, or abandoned
        after N holes when nobody played every hole) and the leader or winner ("winners Jake, Sarah
        (tied) -1" for a tie), or "no winner" for an abandoned round. --json adds `status` (active,
        complete, finished, abandoned) and `duplicateOf` (the round this one repeats, or null). Rounds
        joined into another (`round join`) or discarded (`round discard`) are not listed. Two rounds that
        look like one game recorded twice (same course and day, a player in common, played at the same
        time; active or finished) are named below the list, with the `round join` that makes them one;
        until then reports count only the first.
        """,
        examples: ["round list"],
        options: [.json],
        run: runList
    )

    static func runList(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let device = invocation.localDevice(in: book)
        // Newest first by start instant (one order with `history`); files that cannot be read last.
        var readable: [RoundText.Listed] = []
        for path in book.roundFiles() {
            let name = String(FileSystem.lastComponent(of: path).dropLast(6))
            do throws(HyzerError) {
                readable.append(RoundText.Listed(name: name, file: book.displayPath(path), round: try invocation.readRound(book, path).round))
            } catch {
                invocation.warnSkipped(error, path: book.displayPath(path))
                readable.append(RoundText.Listed(name: name, file: book.displayPath(path), round: nil))
            }
        }
        readable.sort { a, b in
            guard let first = a.round?.started else { return b.round == nil && b.name < a.name }
            guard let second = b.round?.started else { return true }
            return RoundArchive.listsBefore((first, a.name), (second, b.name))
        }
        let broken = readable.count { $0.round == nil }
        let duplicates = RoundArchive.duplicates(among: readable.compactMap { listed in listed.round.map { (listed.name, $0) } })
        if invocation.flag("json") {
            invocation.out(RoundText.listJSON(readable, localDevice: device, duplicates: duplicates))
        } else {
            invocation.out(RoundText.list(readable, localDevice: device))
            // Below a list of rounds (not below the line saying there are none), one game recorded twice.
            invocation.out(DuplicateGamesText.text(pairs: duplicates, of: DiscGolfFileKinds.round))
        }
        return broken > 0 ? .data : .ok
    }

    static let addPlayer = Command(
        path: ["round", "add-player"],
        abstract: "Add a player to a round that has no scores yet",
        usage: "NAME [--guest] [--round R]",
        discussion: "The player list is frozen once the first score is recorded; after that this is refused.",
        examples: ["round add-player Nate", "round add-player \"Uncle Bob\" --guest"],
        options: [.round, .flag("guest", "add as a guest")],
        positionals: 1...6,
        operands: [Operand("NAME", .registeredPlayer)],
        run: runAddPlayer
    )

    static func runAddPlayer(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let path = try invocation.round(in: book, invocation.value("round"), for: .recording)
        let name = invocation.arguments.positionals.joined(separator: " ")
        if let problem = NameRules.problem(with: name) { throw HyzerError(.invalidArgument, "\"\(name)\" cannot be a player name: \(problem)") }
        do throws(HyzerError) {
            try book.addPlayer(Player(name: name, isGuest: invocation.flag("guest")), to: path)
        } catch {
            throw invocation.showingBadLines(of: error)
        }
        invocation.out("Added \(safe(name))\(invocation.flag("guest") ? " (guest)" : "") to \(safe(book.displayPath(path)))\n")
        return .ok
    }

    static let finish = Command(
        path: ["finish"],
        abstract: "Finish a round; asks first when holes are missing (they count as no-score)",
        usage: "[--round R] [--yes]",
        discussion: """
        Appends a `finished` line with the time, this device's identity and your name. When every player
        has every hole it finishes at once. Otherwise it lists the missing holes per player and, on a
        terminal, asks "Finish anyway?"; --yes finishes without asking. Without a terminal and without
        --yes it refuses and writes nothing (exit 1).

        A finished round still takes a late correction that names its hole (`score HOLE PLAYER
        STROKES --round R`, say "hole 7 …", resolve). A round finished by mistake is reopened with
        `hyzer-text reopen`. If nobody played every hole, the round is abandoned: it has no winner.
        """,
        examples: ["finish", "finish --yes", "finish --round 2026-11-21-cedar-creek"],
        options: [.round, .flag("yes", short: "y", "finish without asking even when holes are missing")],
        run: runFinish
    )

    static func runFinish(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let query = invocation.value("round")
        let path = try invocation.round(in: book, query, for: .recording, identity: identity)
        let round = try invocation.readRound(book, path).round
        try requireNotFinished(round, book: book, path: path)
        let card = Scorecard(round: round, localDevice: identity.device)
        let missing = RoundText.missingHoles(card)
        if !missing.isEmpty {
            invocation.out(RoundText.missing(missing, count: card.missingCount))
            if !invocation.flag("yes") {
                guard isatty(0) == 1, invocation.terminal.stdoutIsTTY else {
                    let again = "hyzer-text finish" + (query.map { " --round \(quoted($0))" } ?? "") + " --yes"
                    throw HyzerError(.needsAttention, "not finished: \(card.missingCount) score\(card.missingCount == 1 ? " is" : "s are") missing and there is no terminal to ask; nothing written",
                                     hint: "to finish anyway (missing holes count as no-score), run `\(again)`")
                }
                invocation.out("Finish anyway? Missing holes count as no-score. [y/N] ")
                guard let answer = readLine(), ["y", "yes"].contains(answer.trimmingSpaces.lowercased()) else {
                    invocation.out("Not finished: nothing written.\n")
                    return .condition
                }
            }
        }
        let now = invocation.environment.now()
        let written = try book.appendLifecycle(to: path) { (document) throws(HyzerError) -> LifecycleEvent in
            try requireNotFinished(document.round, book: book, path: path)  // by another command meanwhile
            return LifecycleEvent(kind: .finished, id: document.round.nextEventID(device: identity.device), time: now,
                                  reporter: identity.name)
        }
        invocation.warn(written.before.warnings)
        let after = Scorecard(round: written.after.round, localDevice: identity.device)
        invocation.out(RoundText.finished(after, file: book.displayPath(path), style: invocation.terminal.style))
        return .ok
    }

    /// Refuses to finish a finished round, saying when, by whom, and how to reopen it.
    static func requireNotFinished(_ round: Round, book: Scorebook, path: String) throws(HyzerError) {
        guard let finish = round.finish else { return }
        let name = quoted(RoundArchive.roundName(ofPath: path))
        throw HyzerError(.needsAttention, "\(book.displayPath(path)) was already finished at \(finishedText(finish))",
                         hint: "to play on, reopen it: `hyzer-text reopen --round \(name)`; a late correction needs no reopening: "
                            + "`hyzer-text score HOLE PLAYER STROKES --round \(name)`")
    }

    /// `2026-11-21 10:00 by Mike` (`by` left out for a hand-typed line without one).
    static func finishedText(_ finish: LifecycleEvent) -> String { RecordingText.finishedText(finish) }

    /// A word for a command line: quoted when it has a space.
    static func quoted(_ word: String) -> String { word.contains(" ") ? "\"\(word)\"" : word }

    static let reopen = Command(
        path: ["reopen"],
        abstract: "Reopen a round finished by mistake, so it takes scores again",
        usage: "[--round R]",
        discussion: """
        Appends a `reopened` line naming the `finished` line(s) it cancels; nothing is edited or
        deleted, and the line merges into other devices' copies like a score. Without --round it
        reopens the round finished most recently. Finish it again with `hyzer-text finish`. A round
        discarded with `round discard` is brought back the same way (--round names it); a round joined
        into another stays joined.
        """,
        examples: ["reopen", "reopen --round 2026-11-21"],
        options: [.round],
        run: runReopen
    )

    static func runReopen(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let path: String
        if let query = invocation.value("round") { path = try book.findRound(query) } else { path = try book.latestFinishedRound() }
        let now = invocation.environment.now()
        var cancelled: LifecycleEvent?
        let written = try book.appendLifecycle(to: path) { (document) throws(HyzerError) -> LifecycleEvent in
            let round = document.round
            if let joined = round.lifecycle.first(where: { $0.kind == .joined }) {
                throw HyzerError(.invalidData, "\(book.displayPath(path)) was joined into \(joined.into ?? "another round"), which holds its scores; it stays joined",
                                 hint: "play on in that round: `--round \(quoted(RoundArchive.roundName(ofPath: joined.into ?? "")))`")
            }
            // A discarded round comes back first; a finished one takes scores again.
            let discards = LifecycleEvent.standing(.discarded, in: round.lifecycle)
            guard let finish = discards.first ?? round.finish else {
                throw HyzerError(.needsAttention, "\(book.displayPath(path)) is not finished; there is nothing to reopen")
            }
            cancelled = finish
            let standing = (discards.isEmpty ? LifecycleEvent.standingFinishes(round.lifecycle) : discards).map(\.id).sorted { $0.rawValue < $1.rawValue }
            return LifecycleEvent(kind: .reopened, id: round.nextEventID(device: identity.device), time: now,
                                  reporter: identity.name, supersedes: standing)
        }
        invocation.warn(written.before.warnings)
        guard let cancelled else { return .software }
        invocation.out(RoundText.reopened(file: book.displayPath(path), cancelled: cancelled))
        return .ok
    }
}
