import HyzerFormat

/// Answers the shell completion scripts: `hyzer-text __complete WORD… CURRENT` gets the words of the
/// command line after the program name up to the cursor, the last being the word under completion
/// (possibly empty), and prints what may come there. Everything it knows comes from the command
/// table (commands, options, the kinds of value they take); names from the scorebook come from the
/// ``Completion`` an option or operand declares, given what the line said so far (``Completion/Context``:
/// the options' values, among them `-C DIR`, which with `$HYZER_DIR` or the working directory leads
/// to the scorebook).
///
/// It only reads, never fails loudly (no scorebook, a broken file: fewer candidates, exit 0) and
/// stays quick: a declared completion reads what it needs when its value is asked for, no sooner.
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
        var context = Completion.Context(defaultDirectory: defaultDirectory)
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
            context.values[option.name] = value
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
    private func complete(_ command: Command, arguments: [String], current: String, context: Completion.Context) -> Answer {
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
                context.values[option.name] = inline
            } else if index < arguments.count {
                context.values[option.name] = arguments[index]
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
    private func options(_ table: [Option], typed: String, given: Set<String>, context: Completion.Context) -> Answer {
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
    private func operands(_ operands: [Operand], after positionals: [String], typed: String, context: Completion.Context) -> Answer {
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

    /// How many of `words` the value at their start takes: for a kind whose values may take several
    /// words, the most that spell one of its candidates (a player's `Uncle Bob`), else 1.
    private func wordsOfName(_ kind: ValueKind, in words: ArraySlice<String>, context: Completion.Context) -> Int {
        guard case .custom(let completion) = kind, completion.takesSeveralWords, words.count > 1 else { return 1 }
        let names = Set(completion.candidates(context).map { $0.value.lowercased() })
        for count in stride(from: min(words.count, 6), to: 1, by: -1) {
            if names.contains(words.prefix(count).joined(separator: " ").lowercased()) { return count }
        }
        return 1
    }

    /// What a value of `kind` may be, given the start `typed`.
    private func values(of kind: ValueKind, typed: String, context: Completion.Context) -> Answer {
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
        case .custom(let completion):
            var context = context
            context.typed = typed
            return filtered(completion.candidates(context), typed: typed)
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
}
