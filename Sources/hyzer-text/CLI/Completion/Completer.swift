import HyzerFormat

/// Answers the shell completion scripts: `hyzer-text __complete WORD… CURRENT` gets the words of the
/// command line after the program name up to the cursor, the last being the word under completion
/// (possibly empty), and prints what may come there. Everything it knows comes from the command
/// table (commands, options, the kinds of value they take) and, for names, from the scorebook that
/// `-C DIR` on the line, `$HYZER_DIR` or the working directory leads to.
///
/// It only reads, never fails loudly (no scorebook, a broken file: fewer candidates, exit 0) and
/// stays quick: at most every round file's players are read, for a registered player.
///
/// The answer, one line each: first what the shell should do (`words`, `directories`, or `files`
/// followed by the extensions to keep), then for `words` the candidates, each `VALUE` or
/// `VALUE<tab>DESCRIPTION`. A candidate that would need escaping on a terminal is left out, so the
/// shells can print them as they are.
struct Completer {
    /// What the shell should offer.
    enum Answer: Equatable {
        /// These values.
        case words([Candidate])
        /// Directory names, completed by the shell.
        case directories
        /// File names (ending in one of the extensions, when there are any), completed by the shell.
        case files([String])
    }

    /// One value to offer, with what it is.
    struct Candidate: Equatable {
        var value: String
        var description = ""
    }

    /// Every command, in help order.
    let commands: [Command]
    /// Where names come from when the line has no `-C DIR`: `$HYZER_DIR`, else the working directory.
    var defaultDirectory = Environment.current.variable("HYZER_DIR") ?? "."

    /// Options that may come before the command word.
    static let globalOptions = commonOptions + [.flag("version", "print the version")]

    /// The answer as printed for the shell scripts.
    static func render(_ answer: Answer) -> String {
        switch answer {
        case .directories: return "directories\n"
        case .files(let extensions): return (["files"] + extensions).joined(separator: " ") + "\n"
        case .words(let candidates):
            return "words\n" + candidates.map { $0.description.isEmpty ? $0.value + "\n" : $0.value + "\t" + $0.description + "\n" }.joined()
        }
    }

    // MARK: - Reading the line

    /// What may come as the last of `words`.
    func complete(_ words: [String]) -> Answer {
        guard let current = words.last else { return .words([]) }
        let before = Array(words.dropLast())
        var context = Context(directory: defaultDirectory)
        var index = 0
        // Options before the command word.
        while index < before.count, before[index].hasPrefix("-") {
            let word = before[index]
            index += 1
            guard let (option, inline) = Self.option(word, among: Self.globalOptions), option.value != nil else { continue }
            let value: String
            if let inline {
                value = inline
            } else if index < before.count {
                value = before[index]
                index += 1
            } else {
                return values(of: option.kind, typed: current, context: context)
            }
            context.note(option, value)
        }
        let rest = Array(before[index...])
        if rest.isEmpty {
            return current.hasPrefix("-") ? options(Self.globalOptions, typed: current, given: [], context: context)
                                          : filtered(commandWords([]), typed: current)
        }
        guard let command = commands.filter({ rest.starts(with: $0.path) }).max(by: { $0.path.count < $1.path.count }) else {
            return filtered(commandWords(rest), typed: current)
        }
        return complete(command, arguments: Array(rest.dropFirst(command.path.count)), current: current, context: context)
    }

    /// What may come after `arguments` of `command`: an option's value, an option, or an operand.
    private func complete(_ command: Command, arguments: [String], current: String, context: Context) -> Answer {
        var context = context
        let table = command.options + commonOptions
        var positionals: [String] = []
        var given: Set<String> = []
        var onlyPositionals = false
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if onlyPositionals || word == "-" || !word.hasPrefix("-") || Int(word) != nil {
                positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            guard let (option, inline) = Self.option(word, among: table) else { continue }
            given.insert(option.name)
            guard option.value != nil else { continue }
            if let inline {
                context.note(option, inline)
            } else if index < arguments.count {
                context.note(option, arguments[index])
                index += 1
            } else {
                return values(of: option.kind, typed: current, context: context)
            }
        }
        if !onlyPositionals, current.hasPrefix("-"), Int(current) == nil {
            return options(table, typed: current, given: given, context: context)
        }
        return operands(command.operands, after: positionals, typed: current, context: context)
    }

    /// The option `word` names among `table` (`--name`, `--name=VALUE`, `-x`, `-xVALUE`), with its
    /// value when the word carries one.
    private static func option(_ word: String, among table: [Option]) -> (Option, String?)? {
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            let equals = body.firstIndex(of: "=")
            let name = String(body[..<(equals ?? body.endIndex)])
            guard let option = table.first(where: { $0.name == name }) else { return nil }
            return (option, equals.map { String(body[body.index(after: $0)...]) })
        }
        let letters = word.dropFirst()
        guard let option = table.first(where: { $0.short != nil && $0.short == letters.first }) else { return nil }
        return (option, letters.count > 1 && option.value != nil ? String(letters.dropFirst()) : nil)
    }

    // MARK: - Candidates

    /// Option names (those not given yet, unless repeatable), or an option's values after `--name=`.
    private func options(_ table: [Option], typed: String, given: Set<String>, context: Context) -> Answer {
        if typed.hasPrefix("--"), let equals = typed.firstIndex(of: "="),
           let (option, value) = Self.option(typed, among: table), option.value != nil, let value {
            let answer = values(of: option.kind, typed: value, context: context)
            guard case .words(let candidates) = answer else { return answer }
            let head = String(typed[...equals])
            return .words(candidates.map { Candidate(value: head + $0.value, description: $0.description) })
        }
        let offered = table.filter { $0.repeatable || !given.contains($0.name) }
        return filtered(offered.map { Candidate(value: "--" + $0.name, description: $0.help) }, typed: typed)
    }

    /// What the operand after `positionals` takes. An optional operand that a word does not fit was
    /// left out (`score Mike …`: no HOLE); a player's name may take several words (`Uncle Bob`).
    private func operands(_ operands: [Operand], after positionals: [String], typed: String, context: Context) -> Answer {
        var next = 0, used = 0
        while used < positionals.count, next < operands.count {
            let operand = operands[next]
            if operand.repeats { break }
            if operand.isOptional, !operand.accepts(positionals[used]) {
                next += 1
                continue
            }
            used += wordsOfName(operand.kind, in: positionals[used...], context: context)
            next += 1
        }
        guard next < operands.count else { return .words([]) }
        if operands[next].repeats {
            if operands[next].kind == .command { return filtered(commandWords(Array(positionals[used...])), typed: typed) }
            return values(of: operands[next].kind, typed: typed, context: context)
        }
        guard used == positionals.count else { return .words([]) }
        // The next operand, and those after it while the ones before may be left out.
        var answer: [Candidate] = []
        for operand in operands[next...] {
            let offered = values(of: operand.kind, typed: typed, context: context)
            guard case .words(let candidates) = offered else { return answer.isEmpty ? offered : .words(answer) }
            answer += candidates
            if !operand.isOptional { break }
        }
        return .words(answer)
    }

    /// How many of `words` the name at their start takes: the most that spell a known player, else 1.
    private func wordsOfName(_ kind: ValueKind, in words: ArraySlice<String>, context: Context) -> Int {
        guard kind == .player || kind == .registeredPlayer, words.count > 1 else { return 1 }
        let names = Set(names(of: kind, context: context).map { $0.value.lowercased() })
        for count in stride(from: min(words.count, 6), to: 1, by: -1) {
            if names.contains(words.prefix(count).joined(separator: " ").lowercased()) { return count }
        }
        return 1
    }

    /// What a value of `kind` may be, given the start `typed`.
    private func values(of kind: ValueKind, typed: String, context: Context) -> Answer {
        switch kind {
        case .text, .number:
            return .words([])
        case .directory:
            return .directories
        case .file(let extensions):
            return .files(extensions)
        case .command:
            return filtered(commandWords([]), typed: typed)
        case .choice(let values):
            return filtered(values.map { Candidate(value: $0) }, typed: typed)
        case .strokes:
            return filtered(Self.golfTerms.map { Candidate(value: $0, description: Self.strokes(of: $0)) }, typed: typed)
        case .sentence:
            return filtered(names(of: .player, context: context) + Self.golfTerms.map { Candidate(value: $0) }, typed: typed)
        case .course, .round, .player, .registeredPlayer, .match, .team:
            return filtered(names(of: kind, context: context), typed: typed)
        case .list(let element):
            // Complete the last element; the ones before stay as typed and are not offered again.
            let comma = typed.lastIndex(of: ",")
            let head = comma.map { String(typed[...$0]) } ?? ""
            let taken = Set(head.split(separator: ",").map { $0.lowercased() })
            guard case .words(let candidates) = values(of: element, typed: String(typed.dropFirst(head.count)), context: context) else {
                return .words([])
            }
            return .words(candidates.filter { !taken.contains($0.value.lowercased()) }
                .map { Candidate(value: head + $0.value, description: $0.description) })
        }
    }

    /// The command words that may follow `words` (none: the first words; a group: its commands).
    private func commandWords(_ words: [String]) -> [Candidate] {
        if words.isEmpty {
            var seen: Set<String> = []
            return commands.compactMap { command in
                guard seen.insert(command.path[0]).inserted else { return nil }
                if command.path.count == 1 { return Candidate(value: command.name, description: command.abstract) }
                let members = commands.filter { $0.path[0] == command.path[0] }.map { $0.path[1] }
                return Candidate(value: command.path[0], description: members.joined(separator: ", "))
            }
        }
        guard words.count == 1 else { return [] }
        return commands.filter { $0.path.count == 2 && $0.path[0] == words[0] }.map { Candidate(value: $0.path[1], description: $0.abstract) }
    }

    /// The candidates that start with `typed`; if none does, those that do ignoring case (`mi` → Mike).
    /// Candidates that a terminal would have to escape are never offered.
    private func filtered(_ candidates: [Candidate], typed: String) -> Answer {
        let safe = candidates.filter { TerminalSafe.escape($0.value) == $0.value && TerminalSafe.escape($0.description) == $0.description }
        let exact = safe.filter { $0.value.hasPrefix(typed) }
        if !exact.isEmpty || typed.isEmpty { return .words(exact) }
        let lowered = typed.lowercased()
        return .words(safe.filter { $0.value.lowercased().hasPrefix(lowered) })
    }

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

    // MARK: - Names from the scorebook

    /// The scorebook's names of `kind`: courses, rounds, the round's players or registered players.
    private func names(of kind: ValueKind, context: Context) -> [Candidate] {
        guard let book = context.scorebook() else { return [] }
        switch kind {
        case .course:
            return book.courseFiles().compactMap { path in
                guard let course = try? book.loadCourse(path).document.course else { return nil }
                return Candidate(value: course.displayName, description: Plural.counted(course.holes.count, "hole"))
            }
        case .round:
            return book.roundFiles().reversed().map { Candidate(value: String(FileSystem.lastComponent(of: $0).dropLast(".round".count))) }
        case .match:
            return book.matchFiles().reversed().map { Candidate(value: PickleballFileKinds.match.name(of: $0)) }
        case .team:
            let me = (try? book.loadIdentity()).map { RoundChoice.Participant(name: $0?.name, device: $0?.device) } ?? .nobody
            guard let path = try? book.findMatch(context.match, player: me.name, device: me.device), let teams = try? book.loadMatch(path).document.match.teams else { return [] }
            return MatchSide.allCases.flatMap { side in
                [Candidate(value: side.rawValue, description: teams[side].name), Candidate(value: teams[side].name, description: "team \(side)")]
                    + teams[side].players.map { Candidate(value: $0.name, description: "team \(side)") }
            }
        case .player:
            let me = (try? book.loadIdentity()).map { RoundChoice.Participant(name: $0?.name, device: $0?.device) } ?? .nobody
            let path = context.round.map { try? book.findRound($0) } ?? (try? book.reportRound(as: me))
            guard let path, let round = try? book.loadRound(path).document.round else { return [] }
            return round.players.map { Candidate(value: $0.name, description: $0.isGuest ? "guest" : "") }
        case .registeredPlayer:
            var seen: Set<String> = []
            var names: [Candidate] = []
            for players in book.roundFiles().reversed().concurrentMap(Self.playersListed) {
                for player in players where !player.isGuest && seen.insert(player.name.lowercased()).inserted {
                    names.append(Candidate(value: player.name))
                }
            }
            return names
        default:
            return []
        }
    }

    /// The players a round file lists, read from its header alone: players are listed before the
    /// first score line (a line that starts with a digit), so the score lines are not parsed.
    @Sendable private static func playersListed(in path: String) -> [Player] {
        guard let bytes = try? FileSystem.readBytes(path) else { return [] }
        var end = 0
        while end < bytes.count, !(bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9")) {
            guard let newline = bytes[end...].firstIndex(of: UInt8(ascii: "\n")) else { end = bytes.count; break }
            end = newline + 1
        }
        return bytes.withUnsafeBufferPointer { buffer in
            RoundParser.parse(bytes: UnsafeBufferPointer(rebasing: buffer[..<end]), path: path).document.round.players
        }
    }

    /// What the line said so far that decides where names come from.
    private struct Context {
        /// `-C DIR` (the last one), else the default.
        var directory: String
        /// `--round R`, if given.
        var round: String?
        /// `--match M`, if given.
        var match: String?

        mutating func note(_ option: Option, _ value: String) {
            if option.name == "directory" { directory = value }
            if option.name == "round" { round = value }
            if option.name == "match" { match = value }
        }

        /// The scorebook at or above the directory; `~` is the home directory, as the shell would
        /// have expanded it had the word been complete.
        func scorebook() -> Scorebook? {
            var path = directory
            if path == "~" || path.hasPrefix("~/"), let home = Environment.current.variable("HOME") {
                path = home + path.dropFirst()
            }
            return Scorebook.discover(from: FileSystem.absolute(path))
        }
    }
}
