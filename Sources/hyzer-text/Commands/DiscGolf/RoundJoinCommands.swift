import HyzerFormat

/// `hyzer-text round join` and `hyzer-text round discard`: one round per group.
enum RoundJoinCommands {
    static let join = Command(
        path: ["round", "join"],
        abstract: "Merge another round of the same group into this one",
        usage: "OTHER [--round R]",
        discussion: """
        When two phones each started the group's round offline (and maybe played and finished it),
        `sync`, `check`, `round list` and the reports name the pair as one round recorded twice; until
        it is joined, reports count only the first. `round join OTHER` merges every line of OTHER into
        this round (--round R; without it, the round OTHER repeats, else the default round) the way a
        sync merges two copies: each score line keeps its identity and device, identical scores agree
        silently, different ones become a discrepancy to resolve. Players of OTHER that this round
        lacks are added to it (the one exception to the frozen player list). Active or finished, each
        round keeps its own state. OTHER gets a line `joined TIME @ID by=NAME into=FILE`: it leaves
        `round list`, history, stats and the default round, and its file stays. Running it again
        brings over lines written in OTHER since. Rounds on different courses or with different pars
        are refused.
        """,
        examples: ["round join 2026-11-21-cedar-creek-jake-phone", "round join jake-phone --round 2026-11-21-cedar-creek-mike-phone"],
        options: [.round],
        positionals: 1...1,
        operands: [Operand("OTHER", .round)],
        run: runJoin
    )

    static func runJoin(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let other = try book.findRound(invocation.positional(0)!)
        let path: String
        let me = RoundChoice.Participant(name: identity.name, device: identity.device)
        if let query = invocation.value("round") {
            path = try book.findRound(query)
        } else if let pair = book.duplicateRoundPairs(around: [other], as: me).first(where: {
            FileSystem.absolute($0.join) == FileSystem.absolute(other)
        }) {
            path = pair.keep  // the round OTHER repeats, as `sync`, `check` and `round list` name it
        } else {
            path = try book.defaultRound(for: .recording, as: me, excluding: FileSystem.lastComponent(of: other)).path
        }
        let joined = try book.joinRound(other, into: path, reporter: identity.name, device: identity.device, time: invocation.environment.now())
        let lines = "\(joined.newLines) score line\(joined.newLines == 1 ? "" : "s")"
        invocation.out("Joined \(safe(book.displayPath(other))) into \(safe(book.displayPath(path))): \(lines) brought over")
        invocation.out(joined.addedPlayers.isEmpty ? ".\n" : "; players added: \(joined.addedPlayers.map(safe).joined(separator: ", ")).\n")
        if joined.wroteJoinedLine {
            invocation.out("\(safe(RoundArchive.roundName(ofPath: other))) now says where it went and leaves lists, history and stats; its file stays.\n")
        }
        let card = Scorecard(round: joined.round, localDevice: identity.device)
        if !card.discrepancies.isEmpty {
            invocation.out("\(card.discrepancies.count) discrepanc\(card.discrepancies.count == 1 ? "y" : "ies") to resolve:\n")
            for discrepancy in card.discrepancies { invocation.out(DiscrepancyText.text(discrepancy, round: joined.round)) }
        }
        invocation.out(StandingsText.table(Standings(card), holeCount: joined.round.holeCount, style: invocation.terminal.style))
        invocation.out("Share it with `hyzer-text sync`.\n")
        return .ok
    }

    static let discard = Command(
        path: ["round", "discard"],
        abstract: "Take a round started by mistake out of lists, history and stats",
        usage: "[R]",
        discussion: """
        Appends `discarded TIME @ID by=NAME` to the round (R, or the default round): it leaves
        `round list`, history, stats and the default round. Nothing is deleted: the file stays, and
        `hyzer-text reopen --round R` brings the round back. To keep a duplicate round's scores, use
        `round join` instead.
        """,
        examples: ["round discard", "round discard 2026-11-21-cedar-creek-mike-phone_2"],
        positionals: 0...1,
        operands: [.optional("R", .round)],
        run: runDiscard
    )

    static func runDiscard(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let path = try invocation.round(in: book, invocation.positional(0), for: .recording, identity: identity)
        let now = invocation.environment.now()
        let written = try book.appendLifecycle(to: path) { (document) throws(HyzerError) -> LifecycleEvent in
            if let withdrawal = document.round.withdrawal {
                throw HyzerError(.needsAttention, "\(book.displayPath(path)) was already \(withdrawal.kind == .joined ? "joined into \(withdrawal.into ?? "another round")" : "discarded")")
            }
            return LifecycleEvent(kind: .discarded, id: document.round.nextEventID(device: identity.device), time: now, reporter: identity.name)
        }
        let name = RoundArchive.roundName(ofPath: path)
        let scores = written.after.round.events.count
        invocation.out("Discarded \(safe(book.displayPath(path)))\(scores > 0 ? " (\(scores) score line\(scores == 1 ? "" : "s") kept in the file)" : ""): "
                       + "it leaves lists, history and stats.\n")
        invocation.out("Bring it back with `hyzer-text reopen --round \(safe(ScoreRules.quoted(name)))`.\n")
        return .ok
    }
}
