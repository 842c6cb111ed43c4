import HyzerFormat

/// `hyzer-text round start|list|add-player` and `hyzer-text finish` (FR10–FR16).
enum RoundCommands {
    static let start = Command(
        path: ["round", "start"],
        abstract: "Start a round on a course with an ordered list of players",
        usage: "COURSE --players A,B,C [--guest NAME …] [--start-hole N] [--at TIME]",
        discussion: """
        Creates rounds/DATE-COURSE-DEVICE.round (DEVICE is this device's id, so rounds started on two
        devices never share a file; a second round of the day here gets _2) with a copy of the course's
        pars (later course edits never change it), the start time, you as organizer, and the players in
        order. Guests are names for this round only. The player list is frozen once scoring starts.

        --start-hole N writes `start-hole N`: the group tees off on hole N and plays N to the last hole,
        then 1 to N−1, and `score`/`say` without a hole follow that order. Without it the round starts
        on hole 1, or on whichever hole is scored first (`say "hole 10 …"`).
        """,
        examples: ["round start \"Cedar Creek\" --players Mike,Jake,Sarah", "round start lakeside --players Mike,Jake --guest \"Uncle Bob\"",
                   "round start \"Cedar Creek\" --players Mike,Jake --start-hole 10"],
        options: [.value("players", short: "p", "A,B,C", "registered players, in order (comma-separated or repeated)", repeatable: true,
                         kind: .list(.registeredPlayer)),
                  .value("guest", short: "g", "NAME", "a guest for this round (repeatable)", repeatable: true),
                  .value("start-hole", "N", "the hole the group tees off on (default: 1, or the first hole scored)"),
                  .value("at", "TIME", "start time, RFC 3339 (default: now)")],
        positionals: 1...1,
        operands: [Operand("COURSE", .course)],
        run: runStart
    )

    static func runStart(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let course = try book.findCourse(invocation.positional(0)!).document.course
        let names = invocation.arguments.list("players")
        let guests = invocation.arguments.list("guest")
        guard !names.isEmpty || !guests.isEmpty else {
            throw HyzerError(.usage, "a round needs players", hint: "e.g. `hyzer-text round start \"\(course.name)\" --players Mike,Jake,Sarah`")
        }
        var players: [Player] = []
        for (name, isGuest) in names.map({ ($0, false) }) + guests.map({ ($0, true) }) {
            if let problem = NameRules.problem(with: name) {
                throw HyzerError(.usage, "\"\(name)\" cannot be a player name: \(problem)")
            }
            if players.contains(where: { $0.name.lowercased() == name.lowercased() }) {
                throw HyzerError(.usage, "\"\(name)\" is listed twice", hint: "names must be unique within a round, ignoring case")
            }
            players.append(Player(name: name, isGuest: isGuest))
        }
        var started = SystemClock.now()
        if let text = invocation.value("at") {
            guard let time = Timestamp(text) else {
                throw HyzerError(.usage, "--at \"\(text)\" is not a date and time", hint: "write RFC 3339, e.g. 2026-11-21T09:30:00-08:00")
            }
            started = time
        }
        let startHole = try invocation.arguments.integer("start-hole")
        if let startHole, !course.pars.indices.contains(startHole - 1) {
            throw HyzerError(.usage, "--start-hole \(startHole) does not exist; \(course.displayName) has \(course.holes.count) holes",
                             hint: "give a hole 1–\(course.holes.count)")
        }
        let round = Round(course: course.name, layout: course.layout, pars: course.pars, started: started,
                          organizer: identity.name, players: players, startHole: startHole)
        let document = RoundDocument(round: round)
        let path = try book.withLock { () throws(HyzerError) -> String in
            let path = book.newRoundPath(date: started.dateString, course: course.name, layout: course.layout, device: identity.device)
            guard try FileSystem.createNew(path, RoundFormatter.format(document)) else {
                throw HyzerError(.cannotCreate, "\(book.displayPath(path)) appeared while starting the round", hint: "try again")
            }
            return path
        }
        let roster = players.map { safe($0.name) + ($0.isGuest ? " (guest)" : "") }.joined(separator: ", ")
        invocation.out("Started \(safe(book.displayPath(path))): \(safe(course.displayName)), \(course.holes.count) holes, par \(course.totalPar)\n")
        invocation.out("Players: \(roster)\n")
        let first = startHole ?? 1, last = course.holes.count
        let order = first == 1 ? "hole 1 first" : "hole \(first) first: the group plays \(first == last ? "\(last)" : "\(first)–\(last)"), then \(first == 2 ? "1" : "1–\(first - 1)")"
        invocation.out("Score with `hyzer-text score \(safe(ScoreCommand.quoted(players[0].name))) 3` (\(order)).\n")
        return .ok
    }

    static let list = Command(
        path: ["round", "list"],
        abstract: "List rounds, newest first",
        usage: "[--json]",
        examples: ["round list"],
        options: [.json],
        run: runList
    )

    static func runList(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let device = invocation.localDevice(in: book)
        var entries: [JSON] = []
        var rows: [[String]] = []  // name, course, players, status, leader; laid out once all are known
        var broken = 0
        for path in book.roundFiles().reversed() {
            let name = String(FileSystem.lastComponent(of: path).dropLast(6))
            guard let loaded = try? book.loadRound(path), !loaded.diagnostics.containsErrors else {
                broken += 1
                rows.append([safe(name), "has errors: run `hyzer-text check`"])
                continue
            }
            let round = loaded.document.round
            let card = Scorecard(round: round, localDevice: device)
            let status = round.isFinished ? "finished" : card.isComplete ? "complete" : "active, hole \(card.currentHole ?? 1)"
            let leader = Standings(card).rows.first.flatMap { $0.holesPlayed > 0 ? $0 : nil }
            rows.append([safe(name), safe(round.courseDisplayName), "\(round.players.count) player\(round.players.count == 1 ? "" : "s")", status,
                         leader.map { "leader \(safe($0.player)) \(Standings.relativeText($0.relativeToPar))" } ?? ""])
            entries.append(.object([
                ("round", .string(name)), ("file", .string(book.displayPath(path))), ("course", .string(round.course)),
                ("layout", .optional(round.layout)), ("started", .string(round.started.rfc3339)),
                ("finished", .optional(round.finished?.rfc3339)), ("players", .array(round.players.map { .string($0.name) })),
                ("complete", .bool(card.isComplete)), ("discrepancies", .int(card.discrepancies.count)),
            ]))
        }
        let widths = (0..<5).map { column in rows.filter { $0.count == 5 }.map { $0[column].count }.max() ?? 0 }
        let lines = rows.map { row in
            row.count < 5 ? row.joined(separator: "  ")
                : zip(row, widths).map { pad($0, $1) }.joined(separator: "  ").trimmingTrailingSpaces
        }
        if invocation.flag("json") {
            invocation.out(JSON.array(entries).rendered() + "\n")
        } else if lines.isEmpty {
            invocation.out("No rounds yet. Start one with `hyzer-text round start COURSE --players A,B`.\n")
        } else {
            invocation.out(lines.joined(separator: "\n") + "\n")
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

    static func runAddPlayer(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let path = try book.findRound(invocation.value("round"))
        let name = invocation.arguments.positionals.joined(separator: " ")
        if let problem = NameRules.problem(with: name) { throw HyzerError(.usage, "\"\(name)\" cannot be a player name: \(problem)") }
        try Scorebook.withLock(writing: path) { () throws(HyzerError) in
            var document = try book.loadValidRound(path)
            guard document.round.events.isEmpty else {
                throw HyzerError(.data, "the player list of \(book.displayPath(path)) is frozen: scoring has started",
                                 hint: "players cannot join a round once scores exist; start a new round for them")
            }
            guard document.round.player(named: name) == nil else { throw HyzerError(.usage, "\"\(name)\" is already in this round") }
            document.round.players.append(Player(name: name, isGuest: invocation.flag("guest")))
            let index = document.round.players.count - 1
            let insertAt = (document.items.lastIndex { if case .header = $0 { return true }; return false } ?? document.items.count - 1) + 1
            document.items.insert(.header(.player(index)), at: insertAt)
            try FileSystem.writeAtomically(path, RoundFormatter.format(document))
        }
        invocation.out("Added \(safe(name))\(invocation.flag("guest") ? " (guest)" : "") to \(safe(book.displayPath(path)))\n")
        return .ok
    }

    static let finish = Command(
        path: ["finish"],
        abstract: "Finish a round; holes still missing count as no-score",
        usage: "[--round R]",
        discussion: """
        Appends a `finished` line with the time. Missing holes stay unscored (no-score) and finished
        rounds take no new scores. When the last missing score arrives, `score` says so and suggests this.
        """,
        examples: ["finish", "finish --round 2026-11-21-cedar-creek"],
        options: [.round],
        run: runFinish
    )

    static func runFinish(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let device = invocation.localDevice(in: book)
        let path = try book.findRound(invocation.value("round"))
        let now = SystemClock.now()
        let round = try Scorebook.withLock(writing: path) { () throws(HyzerError) -> Round in
            var round = try book.loadValidRound(path).round
            if let finished = round.finished {
                throw HyzerError(.usage, "\(book.displayPath(path)) was already finished at \(finished.dateString) \(finished.timeString)")
            }
            round.finished = now
            try FileSystem.appendLines(path, [RoundFormatter.headerLine(.finished, of: round)])
            return round
        }
        let card = Scorecard(round: round, localDevice: device)
        invocation.out("Finished \(safe(book.displayPath(path)))")
        invocation.out(card.missingCount > 0 ? " with \(card.missingCount) missing score\(card.missingCount == 1 ? "" : "s") recorded as no-score.\n" : ".\n")
        invocation.out(StandingsView.table(Standings(card), round: round, terminal: invocation.terminal))
        return .ok
    }
}
