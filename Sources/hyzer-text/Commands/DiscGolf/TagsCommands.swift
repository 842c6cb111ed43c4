import HyzerFormat

/// `hyzer-text tags`, `tags history`, `tags claim`, `tags trade`, `tags newcomers` and `tags undo`: bag
/// tags, worked out from the ledger (`tags/NAME.tags`) and the finished rounds each time they are
/// asked (docs/LEAGUES.md). The ledger is a log of records: each write appends one line under the
/// scorebook's lock (``Scorebook/writeTagLine(_:path:date:identity:clock:localDevice:settling:)``).
enum TagsCommands {
    /// `--date`: when a written ledger line takes effect.
    static let dateOption = Option.value("date", "DATE", "when it takes effect: YYYY-MM-DD or a timestamp, at most tomorrow (default: now)")

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
        is cached: a late score or a new ledger line changes the answer. A tag claimed for two
        players on two devices is in dispute: nobody holds it until `tags claim N NAME` settles it,
        and `tags` says so. `tags history N` shows how one tag moved. The rules: docs/LEAGUES.md.
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
        abstract: "Give a player a bag tag nobody holds, or settle a disputed tag (appends a ledger line)",
        usage: "N PLAYER [--date DATE] [--ledger NAME]",
        discussion: """
        Appends `DATE claim N PLAYER @DEVICE.SEQ by=NAME at=NOW` to the ledger (tags/club.tags when the
        scorebook has none yet), under the scorebook's lock; the time is read under the lock. DATE
        defaults to now; a claim takes effect before the rounds started after it, so give --date
        2026-09-01 to hand out the season's tags before its first round. A date after tomorrow, or
        before the ledger's latest line, is refused. Refused, writing nothing, when the tag is held
        or the player holds one by then. For a tag in dispute (claimed for two players on two
        devices) the line settles it: it names the competing lines with `resolves=` and keeps the
        date of the earliest.
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
        discussion: "Appends `DATE trade PLAYER, PLAYER @DEVICE.SEQ by=NAME at=NOW` to the ledger under the scorebook's lock. Refused, writing nothing, when either player holds no tag by then, or the date is after tomorrow. Quote a name with spaces.",
        examples: ["tags trade Mike Sarah", "tags trade \"Mary Ann\" Jake --date 2026-10-05"],
        options: [dateOption, ledgerOption],
        positionals: 2...2,
        operands: [Operand("PLAYER", .registeredPlayer), Operand("PLAYER", .registeredPlayer)],
        run: runTrade
    )

    static let newcomers = Command(
        path: ["tags", "newcomers"],
        abstract: "Set the ledger's newcomer rule: next or none (appends a ledger line)",
        usage: "next|none [--ledger NAME]",
        discussion: """
        Appends `newcomers RULE @DEVICE.SEQ by=NAME at=NOW`, which replaces the rule the ledger had
        (naming its lines with `resolves=`), and settles the rule when two devices disagree about it.
        `next`: a player without a tag who plays takes the next number; `none`: only a claim gives a
        tag. The rule holds for the whole ledger.
        """,
        examples: ["tags newcomers none", "tags newcomers next --ledger doubles"],
        options: [ledgerOption],
        positionals: 1...1,
        operands: [Operand("RULE", .choice(TagLedger.NewcomerRule.allCases.map(\.rawValue)))],
        run: runNewcomers
    )

    static let undo = Command(
        path: ["tags", "undo"],
        abstract: "Take back this device's latest ledger line (appends an undo line)",
        usage: "[--ledger NAME]",
        discussion: """
        Takes back the latest claim, trade, skip or newcomer rule this device wrote in the ledger that
        is not taken back yet, and says which. Nothing is deleted: it appends `undo NOW @DEVICE.SEQ
        by=NAME sup=ID` (a ledger's lines are records: `sync` puts back a line deleted by hand). Run it
        again to take back the one before.
        """,
        examples: ["tags undo", "tags undo --ledger doubles"],
        options: [ledgerOption],
        run: runUndo
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
            if let dispute = tags.disputes.first(where: { $0.tag == tag }) {
                throw HyzerError(.notFound, "tag \(tag) is in dispute (\(dispute.values.joined(separator: " or "))): nobody holds it yet",
                                 hint: TagLedgerText.settleHint(dispute))
            }
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
        let tags = book.bagTags(ledger, archive: archive, localDevice: invocation.localDevice(in: book))
        invocation.warn(tags.warnings)
        return (tags, book.displayPath(ledger.path), code)
    }

    // MARK: - Writing

    static func runClaim(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let tag = try tagNumber(invocation, example: "tags claim 1 Mike")
        let player = invocation.arguments.positionals.dropFirst().joined(separator: " ")
        return try write(.claim(tag: tag, player: player), invocation)
    }

    static func runTrade(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        try write(.trade(invocation.positional(0) ?? "", invocation.positional(1) ?? ""), invocation)
    }

    static func runNewcomers(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let word = invocation.positional(0) ?? ""
        guard let rule = TagLedger.NewcomerRule(rawValue: word) else {
            throw HyzerError(.invalidArgument, "\"\(word)\" is not a newcomer rule: next or none",
                             hint: Suggestion.hint(for: word, among: TagLedger.NewcomerRule.allCases.map(\.rawValue)) ?? "e.g. `hyzer-text tags newcomers none`")
        }
        return try write(.newcomers(rule), invocation, dated: false)
    }

    static func runUndo(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let path = try book.tagLedgerPath(try book.tagLedgerName(for: invocation.value("ledger")))
        let written = try book.undoTagLine(path: path, identity: try invocation.writingIdentity(in: book), clock: invocation.environment.now,
                                           localDevice: invocation.localDevice(in: book))
        invocation.out(TagLedgerText.written(written, shown: book.displayPath(path)))
        invocation.warn(written.tags.warnings)
        return .ok
    }

    /// Appends a line doing `action` at `--date` (default: now, read under the lock; none for a
    /// command that is not `dated`) to the ledger asked for, and says what it did.
    static func write(_ action: TagLedger.Entry.Action, _ invocation: Invocation, dated: Bool = true) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        var date: RatingCutoff?
        if dated, let text = invocation.value("date") {
            guard let given = RatingCutoff(parsing: text) else {
                throw HyzerError(.invalidArgument, "--date expects a date (YYYY-MM-DD) or a timestamp, got \"\(text)\"", hint: "e.g. --date 2026-09-01")
            }
            date = given
        }
        let path = try book.tagLedgerPath(try book.tagLedgerName(for: invocation.value("ledger")))
        let written = try book.writeTagLine(action, path: path, date: date, identity: try invocation.writingIdentity(in: book),
                                            clock: invocation.environment.now, localDevice: invocation.localDevice(in: book))
        invocation.out(TagLedgerText.written(written, shown: book.displayPath(path)))
        return .ok
    }
}
