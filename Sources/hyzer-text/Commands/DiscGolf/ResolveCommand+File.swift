import HyzerFormat

/// `hyzer-text resolve FILE WORDS…`: settle a dispute of a file whose kind settles its own (a league's
/// `best`, a course's hole, a tag ledger's claim), by naming the file and, in the kind's own words,
/// the value that wins. Which kinds do is asked of the registry (``FileKind/Records/settle``); this
/// form names none.
extension ResolveCommand {
    /// The usage line of the file form.
    static let fileUsage = "FILE WORDS…"

    /// What the command's help says of the file form.
    static let fileDiscussion = """
        resolve FILE WORDS… settles a dispute of any shared file by naming it: FILE is its path
        (leagues/autumn.league, from here or from the scorebook's root) or its folder and name
        (leagues/autumn), and WORDS say what to keep, in the file's own words. A course or league
        setting (two clones set `best 4` and `best 5`): the line to keep, whole (best 5) or enough of
        it to name one value in dispute (hole 4 par 5); the other values' lines are removed, under the
        scorebook's lock. A tag ledger: `claim N PLAYER`. A forked match: `keep DEVICE`. A round: the
        words above (`3 Jake 4`, `5 Mike clear`, `ctp 7 Sarah`). `sync` shares it; `hyzer-text
        conflicts` and `check` list what is in dispute.
        """

    /// Runs the file form when the first operand names a file of a kind with records; nil when it
    /// does not (the words are a round's `HOLE PLAYER STROKES`).
    static func runFile(_ invocation: Invocation) throws(HyzerError) -> ExitCode? {
        guard let operand = invocation.positional(0) else { return nil }
        let book = try invocation.scorebook()
        guard let (path, kind) = try book.settlingFile(operand, kinds: FileKinds.all), let settle = kind.records?.settle else { return nil }
        for option in ["round", "clear", "yes"] where invocation.value(option) != nil || invocation.flag(option) {
            throw HyzerError(.invalidArgument, "--\(option) is for a round's scores, not for a \(kind.noun) file",
                             hint: "usage: hyzer-text resolve \(fileUsage), e.g. `resolve \(book.displayPath(path)) WORDS`")
        }
        let words = Array(invocation.arguments.positionals.dropFirst())
        guard !words.isEmpty else {
            throw HyzerError(.invalidArgument, "`hyzer-text resolve \(operand)` needs the line to keep",
                             hint: "usage: hyzer-text resolve \(fileUsage); `hyzer-text check \(book.displayPath(path))` shows what is in dispute")
        }
        let identity = try invocation.writingIdentity(in: book)
        invocation.out(try settle(FileKind.SettleRequest(book: book, path: path, words: words, identity: identity, time: invocation.environment.now().utc)))
        return .ok
    }
}
