import HyzerFormat

/// `hyzer-text tags`, `tags history`, `tags claim` and `tags trade`: bag tags, worked out from the
/// ledger (`tags/NAME.tags`) and the finished rounds each time they are asked (docs/LEAGUES.md).
enum TagsCommands {
    /// `--date`: when a written ledger line takes effect.
    static let dateOption = Option.value("date", "DATE", "when it takes effect: YYYY-MM-DD or a timestamp (default: now)")

    /// `--ledger NAME`, every tags command's.
    static let ledgerOption = Option.value("ledger", "NAME", "the tag ledger tags/NAME.tags (default: the only one)", kind: .tagLedger)

    static let show = Command(
        path: ["tags"],
        abstract: "Who holds which bag tag, from the ledger and the rounds",
        usage: "[--ledger NAME] [--json]",
        discussion: """
        Works out the holders from the ledger's claims, trades and skipped rounds and every finished
        round since its first line: after each round the players present who hold tags reshuffle
        them, the best score taking the lowest tag (a tie: the lower incoming tag first). A player
        without a tag who plays takes the next number first (`newcomers next`, the default). Nothing
        is cached: a late score or a new ledger line changes the answer. `tags history N` shows how
        one tag moved. The rules: docs/LEAGUES.md.
        """,
        examples: ["tags", "tags --json", "tags --ledger doubles"],
        options: [ledgerOption, .json],
        run: runShow
    )

    static let history = Command(
        path: ["tags", "history"],
        abstract: "How one bag tag moved: each holder, the round or ledger line, and why",
        usage: "N [--ledger NAME] [--json]",
        discussion: "Lists every move of tag N, oldest first: the day, the new holder, the one before, and why (a claim or trade line of the ledger, a newcomer's number, or a round's result for both players).",
        examples: ["tags history 1", "tags history 4 --json"],
        options: [ledgerOption, .json],
        positionals: 1...1,
        operands: [Operand("N", .number)],
        run: runHistory
    )

    static let claim = Command(
        path: ["tags", "claim"],
        abstract: "Give a player a bag tag nobody holds (appends a ledger line)",
        usage: "N PLAYER [--date DATE] [--ledger NAME]",
        discussion: """
        Appends `DATE claim N PLAYER` to the ledger (tags/club.tags when the scorebook has none yet),
        under the scorebook's lock. DATE defaults to now; a claim takes effect before the rounds
        started after it, so give --date 2026-09-01 to hand out the season's tags before its first
        round. Refused, writing nothing, when the tag is held or the player holds one by then.
        """,
        examples: ["tags claim 1 Mike --date 2026-09-01", "tags claim 7 Sarah", "tags claim 3 Nate --ledger doubles"],
        options: [dateOption, ledgerOption],
        positionals: 2...8,
        operands: [Operand("N", .number), Operand("PLAYER", .registeredPlayer)],
        run: runClaim
    )

    static let trade = Command(
        path: ["tags", "trade"],
        abstract: "Two tag holders swap their tags (appends a ledger line)",
        usage: "PLAYER PLAYER [--date DATE] [--ledger NAME]",
        discussion: "Appends `DATE trade PLAYER, PLAYER` to the ledger under the scorebook's lock. Refused, writing nothing, when either player holds no tag by then. Quote a name with spaces.",
        examples: ["tags trade Mike Sarah", "tags trade \"Mary Ann\" Jake --date 2026-10-05"],
        options: [dateOption, ledgerOption],
        positionals: 2...2,
        operands: [Operand("PLAYER", .registeredPlayer), Operand("PLAYER", .registeredPlayer)],
        run: runTrade
    )

    // MARK: - Reading

    static func runShow(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let (tags, shown, code) = try load(invocation)
        invocation.out(invocation.flag("json") ? BagTagsText.holdersJSON(tags, ledger: shown).rendered() + "\n"
            : BagTagsText.holders(tags, ledger: shown, style: invocation.terminal.style))
        return code
    }

    static func runHistory(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let tag = try tagNumber(invocation, example: "tags history 1")
        let (tags, _, code) = try load(invocation)
        guard tags.holder(of: tag) != nil else {
            throw HyzerError(.notFound, "tag \(tag) has not been issued", hint: "the tags run from 1 to \(tags.holders.map(\.tag).max() ?? 0); see `hyzer-text tags`")
        }
        invocation.out(invocation.flag("json") ? BagTagsText.historyJSON(tags, tag: tag).rendered() + "\n"
            : BagTagsText.history(tags, tag: tag, style: invocation.terminal.style))
        return code
    }

    /// The tag number of the first operand (1–``TagLedger/tagRange``'s end); `example` is the command
    /// the hint shows.
    static func tagNumber(_ invocation: Invocation, example: String) throws(HyzerError) -> Int {
        let word = invocation.positional(0) ?? ""
        guard let tag = Int(word), TagLedger.tagRange.contains(tag) else {
            throw HyzerError(.invalidArgument, "\"\(word)\" is not a tag number (1–\(TagLedger.tagRange.upperBound))",
                             hint: "e.g. `hyzer-text \(example)`; `hyzer-text tags` lists the tags")
        }
        return tag
    }

    /// The tags of the ledger asked for, its path as shown, and the exit code the report ends with; the
    /// replay's warnings (ledger lines that could not take effect) go to stderr.
    static func load(_ invocation: Invocation) throws(HyzerError) -> (BagTags, String, ExitCode) {
        let book = try invocation.scorebook()
        let ledger = try book.findTagLedger(invocation.value("ledger"))
        let (archive, code) = RoundReports.archive(book, invocation)
        let tags = book.bagTags(ledger, archive: archive)
        invocation.warn(tags.warnings)
        return (tags, book.displayPath(ledger.path), code)
    }

    // MARK: - Writing

    static func runClaim(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let tag = try tagNumber(invocation, example: "tags claim 1 Mike")
        let player = invocation.arguments.positionals.dropFirst().joined(separator: " ")
        let written = try append(.claim(tag: tag, player: player), invocation)
        invocation.out("Tag \(tag) is \(safe(player))'s (\(safe(written.path))).\n")
        return .ok
    }

    static func runTrade(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let (first, second) = (invocation.positional(0) ?? "", invocation.positional(1) ?? "")
        let written = try append(.trade(first, second), invocation)
        // The tags each took in the trade (later rounds may have moved them since).
        let moves = written.tags.moves.filter { $0.cause == .trade(line: written.line) }
        let held = { (name: String) in moves.first { $0.player.lowercased() == name.lowercased() }.map { String($0.tag) } ?? "?" }
        invocation.out("\(safe(first)) now holds tag \(held(first)), \(safe(second)) tag \(held(second)) (\(safe(written.path))).\n")
        return .ok
    }

    /// Appends a line doing `action` at `--date` (default now) to the ledger asked for; the tags with
    /// it, the ledger's path as shown and the line's number.
    static func append(_ action: TagLedger.Entry.Action, _ invocation: Invocation) throws(HyzerError) -> (tags: BagTags, path: String, line: Int) {
        let book = try invocation.scorebook()
        let time: RatingCutoff
        if let text = invocation.value("date") {
            guard let given = RatingCutoff(parsing: text) else {
                throw HyzerError(.invalidArgument, "--date expects a date (YYYY-MM-DD) or a timestamp, got \"\(text)\"", hint: "e.g. --date 2026-09-01")
            }
            time = given
        } else {
            time = .before(invocation.environment.now())
        }
        let name = try book.tagLedgerName(for: invocation.value("ledger"))
        let written = try book.appendTagLine(TagLedger.Entry(time: time, action: action), ledger: name, localDevice: invocation.localDevice(in: book))
        return (written.tags, book.displayPath(written.path), written.line)
    }
}
