import HyzerFormat

/// `hyzer-text match join`: one match recorded twice made one, as `round join` does for rounds.
enum MatchJoinCommand {
    static let command = Command(
        path: ["match", "join"],
        abstract: "Merge another copy of the same match into this one",
        usage: "OTHER [--match M]",
        discussion: """
        When two phones each started the same match offline, `sync`, `check`, `match list` and the
        reports name the pair as one match recorded twice; until it is joined, stats, ratings, exports
        and the site count only the first. `match join OTHER` merges every entry line of OTHER into this
        match (--match M; without it, the match OTHER repeats, else the default match) the way a sync
        merges two copies: each line keeps its identity and device, entries both recorded alike agree
        silently, and where the copies went different ways the match forks until one way is kept
        (`match resolve --keep DEVICE`). This match's header stands. OTHER gets a line `joined TIME
        @ID by=NAME into=FILE`: it leaves `match list`, stats, ratings, exports, the site and the
        default match, and its file stays. Running it again brings over lines written in OTHER since.
        Matches played with other settings, or with the teams the other way round, are refused.
        """,
        examples: ["match join 2026-11-22-1000-alex-vs-sam-jake-phone",
                   "match join jake-phone --match 2026-11-22-1000-alex-vs-sam-mike-phone"],
        options: [Option.match],
        positionals: 1...1,
        operands: [Operand("OTHER", .match)],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let other = try book.findMatch(invocation.positional(0)!)
        let otherName = PickleballFileKinds.match.name(of: other)
        let path: String
        if let query = invocation.value("match") {
            path = try book.findMatch(query)
        } else if let pair = book.duplicateMatchPairs(around: [other], localDevice: identity.device).first(where: { $0.join == otherName }) {
            path = try book.findMatch(pair.keep)  // the match OTHER repeats, as `sync`, `check` and `match list` name it
        } else {
            path = try book.findMatch(nil)
        }
        let joined = try book.joinMatch(other, into: path, reporter: identity.name, device: identity.device, time: invocation.environment.now())
        invocation.out("Joined \(safe(book.displayPath(other))) into \(safe(book.displayPath(path))): "
                       + "\(Plural.counted(joined.newLines, "entry line")) brought over.\n")
        if joined.wroteJoinedLine {
            invocation.out("\(safe(otherName)) now says where it went and leaves lists, stats and ratings; its file stays.\n")
        }
        if let fork = joined.fork {
            invocation.out(safe(MatchChecks.message(for: fork)) + "\nhint: " + safe(MatchChecks.hint(for: fork)) + "\n")
        }
        invocation.out(MatchStatusText.render(joined.snapshot, name: PickleballFileKinds.match.name(of: path), style: invocation.terminal.style, coach: false))
        invocation.out("Share it with `hyzer-text sync`.\n")
        return .ok
    }
}
