import HyzerFormat

/// The kinds of value disc golf's options and operands take that shell completion fills from the
/// scorebook or from the game's words: declared here, beside the commands, so that a command says
/// `Operand("PLAYER", .player)` and ``Completer`` offers the round's players without knowing rounds.
extension ValueKind {
    /// A course of the scorebook, by its display name (with its number of holes).
    static let course = ValueKind.custom(Completion("course", DiscGolfCompletions.courses))
    /// A round of the scorebook, by its file name without `.round`, newest first.
    static let round = ValueKind.custom(Completion("round", DiscGolfCompletions.rounds))
    /// A player of the round the command line is about: the `--round` given on it, else the round a
    /// report would show (this device's newest active round, else the newest round it is in).
    static let player = ValueKind.custom(Completion("player", takesSeveralWords: true, DiscGolfCompletions.roundPlayers))
    /// A registered player of any round in the scorebook (guests are round-scoped, so not offered).
    static let registeredPlayer = ValueKind.custom(Completion("registered-player", takesSeveralWords: true,
                                                             DiscGolfCompletions.registeredPlayers))
    /// A score: strokes as a number, or a golf term (`birdie`, `double-bogey`); the terms are offered,
    /// each with what it counts.
    static let strokes = ValueKind.custom(Completion("strokes", DiscGolfCompletions.strokes))
    /// A spoken-style sentence (`say`): the round's players and golf terms are offered, word by word.
    static let sentence = ValueKind.custom(Completion("sentence", DiscGolfCompletions.sentenceWords))
}

/// Where disc golf's completions come from: the scorebook's courses, rounds and players, and the
/// golf terms the library knows. Each reads only, and gives nothing when there is no scorebook or a
/// file does not read.
enum DiscGolfCompletions {
    typealias Candidate = Completer.Candidate

    /// The scorebook's courses, by display name, with their number of holes.
    static func courses(_ context: Completion.Context) -> [Candidate] {
        guard let book = context.scorebook() else { return [] }
        return book.courseFiles().compactMap { path in
            guard let course = try? book.loadCourse(path).document.course else { return nil }
            return Candidate(value: course.displayName, description: Plural.counted(course.holes.count, "hole"))
        }
    }

    /// The scorebook's rounds, newest first.
    static func rounds(_ context: Completion.Context) -> [Candidate] {
        guard let book = context.scorebook() else { return [] }
        // The files are listed by their extension, so it is cut off without looking (saves a suffix
        // test per round on a book of thousands).
        return book.roundFiles().reversed().map { Candidate(value: String(FileSystem.lastComponent(of: $0).dropLast(".round".count))) }
    }

    /// The players of the `--round` on the line, else of the round a report would show for this
    /// device (``Scorebook/reportRound(as:)``), guests marked as such.
    static func roundPlayers(_ context: Completion.Context) -> [Candidate] {
        guard let book = context.scorebook() else { return [] }
        let path: String?
        if let query = context.value("round") {
            path = try? book.findRound(query)
        } else {
            let me = context.me(in: book)
            path = try? book.reportRound(as: RoundChoice.Participant(name: me.name, device: me.device))
        }
        guard let path, let round = try? book.loadRound(path).document.round else { return [] }
        return round.players.map { Candidate(value: $0.name, description: $0.isGuest ? "guest" : "") }
    }

    /// Every registered player of the scorebook's rounds, newest round first, each name once (in any
    /// case). At most every round file's header is read, on all cores.
    static func registeredPlayers(_ context: Completion.Context) -> [Candidate] {
        guard let book = context.scorebook() else { return [] }
        var seen: Set<String> = []
        var names: [Candidate] = []
        for players in book.roundFiles().reversed().concurrentMap({ playersListed(in: $0, of: book) }) {
            for player in players where !player.isGuest && seen.insert(player.name.lowercased()).inserted {
                names.append(Candidate(value: player.name))
            }
        }
        return names
    }

    /// The golf terms, each with what it counts (`double-bogey` → `par+2`).
    static func strokes(_ context: Completion.Context) -> [Candidate] {
        golfTerms.map { Candidate(value: $0, description: strokes(of: $0)) }
    }

    /// The words of a spoken-style sentence: the round's players (as ``roundPlayers(_:)``), then the
    /// golf terms.
    static func sentenceWords(_ context: Completion.Context) -> [Candidate] {
        roundPlayers(context) + golfTerms.map { Candidate(value: $0) }
    }

    // MARK: - Golf terms

    /// Golf terms `score` and `resolve` take for strokes, as one word each (`double-bogey`), from the
    /// library's own names.
    static let golfTerms: [String] = {
        var terms: [String] = []
        for strokes in 1...9 {
            let term = ScoreName.name(strokes: strokes, par: 5).replacing(" ", with: "-")
            if ScoreName.meaning(of: term) != nil, !terms.contains(term) { terms.append(term) }
        }
        return terms
    }()

    /// What a golf term counts: `1 stroke`, `par`, `par-1`, `par+2`.
    private static func strokes(of term: String) -> String {
        switch ScoreName.meaning(of: term) {
        case .ace?: return "1 stroke"
        case .relativeToPar(let offset)?: return offset == 0 ? "par" : offset < 0 ? "par\(offset)" : "par+\(offset)"
        case nil: return ""
        }
    }

    // MARK: - Reading players quickly

    /// The players the round file at `path` of `book` lists, read from its header alone: players are
    /// listed before the first score line (a line that starts with a digit), so the score lines are not
    /// parsed. Read as the scorebook's files are (``Scorebook/readBytes(_:shown:)``).
    @Sendable private static func playersListed(in path: String, of book: Scorebook) -> [Player] {
        guard let bytes = try? book.readBytes(path) else { return [] }
        var end = 0
        while end < bytes.count, !(bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9")) {
            guard let newline = bytes[end...].firstIndex(of: UInt8(ascii: "\n")) else { end = bytes.count; break }
            end = newline + 1
        }
        return bytes.withUnsafeBufferPointer { buffer in
            RoundParser.parse(bytes: UnsafeBufferPointer(rebasing: buffer[..<end]), path: path).document.round.players
        }
    }
}
