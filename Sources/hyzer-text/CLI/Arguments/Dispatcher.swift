import HyzerFormat

/// Finds the command for the words on the command line, handles the options that come before it
/// (`-C DIR`, `--color`, `--help`, `--version`), runs it, and turns errors into messages and exit codes.
/// `__complete WORD…`, which the completion scripts run, is answered by ``Completer`` and is not a
/// command: it is in no list and never fails.
struct Dispatcher {
    /// Every command, grouped under the headings `--help` shows.
    let sections: [(title: String, commands: [Command])]
    /// Every command, in help order.
    var commands: [Command] { sections.flatMap(\.commands) }
    /// The version printed by `--version`.
    let version: String

    /// Runs the command line (without the program name); returns the exit code.
    func run(_ rawArguments: [String]) -> ExitCode {
        if rawArguments.first == Self.completeWord {
            Terminal(choice: .never).out(Completer.render(Completer(commands: commands).complete(Array(rawArguments.dropFirst()))))
            return .ok
        }
        let start: Start
        switch readProgramOptions(rawArguments) {
        case .start(let given): start = given
        case .done(let code): return code
        }
        guard !start.words.isEmpty else {
            // No command is a usage error (sysexits 64): the overview goes where errors go.
            Terminal(choice: start.color).err(overview())
            return .usage
        }
        guard let command = match(start.words) else {
            return unknownCommand(start.words, terminal: Terminal(choice: start.color))
        }
        return run(command, Array(start.words.dropFirst(command.path.count)), color: start.color, directory: start.directory)
    }

    /// The command line once the program's options before the command word are read.
    struct Start {
        /// The command's words and the words after them.
        var words: [String]
        /// `--color`, or auto.
        var color = Terminal.ColorChoice.auto
        /// `-C DIR`, else `HYZER_DIR`, else nil (the current directory).
        var directory: String?
    }

    /// What the program's options say: go on to the command, or stop with an exit code.
    enum ProgramOptionsOutcome {
        case start(Start)
        case done(ExitCode)
    }

    /// Reads the options of the program before the command word (`programOptions`), each in the same
    /// forms a command's options take: `--color always`, `--color=always`, `-C DIR`, `-CDIR`.
    /// `--version` is answered here; `--help` becomes the `help` command.
    func readProgramOptions(_ rawArguments: [String]) -> ProgramOptionsOutcome {
        var start = Start(words: rawArguments, directory: Environment.current.variable("HYZER_DIR"))
        while let first = start.words.first, first.hasPrefix("-"), first != "-" {
            let (name, inline) = Self.split(first)
            guard let option = programOptions.first(where: { "--" + $0.name == name || $0.short.map { "-\($0)" } == name }) else {
                return .done(usageError("unknown option \(first)", hint: Suggestion.hint(for: first, among: programOptions.map { "--" + $0.name })))
            }
            start.words.removeFirst()
            var value: String?
            if option.value != nil {
                guard let given = inline ?? start.words.first else { return .done(usageError("--\(option.name) needs a value (\(option.value!))")) }
                if inline == nil { start.words.removeFirst() }
                value = given
            } else if inline != nil {
                return .done(usageError("--\(option.name) takes no value"))
            }
            switch option.name {
            case "version":
                Terminal(choice: .never).out("hyzer-text \(version)\n")
                return .done(.ok)
            case "help":
                start.words = ["help"] + start.words
                return .start(start)
            case "color":
                guard let choice = Terminal.ColorChoice(rawValue: value!) else {
                    return .done(usageError("--color must be auto, always or never, not \"\(value!)\""))
                }
                start.color = choice
            default:  // directory
                start.directory = value
            }
        }
        return .start(start)
    }

    /// Runs `command` with the words after its own: scans its options (`--help`, `--color` and `-C`
    /// among them), counts its operands, and reports its errors through its own invocation, once made,
    /// so the limit on diagnostics and the bad lines already shown hold for the whole command.
    func run(_ command: Command, _ words: [String], color: Terminal.ColorChoice, directory: String?) -> ExitCode {
        run(command, words, color: color, directory: directory, phone: nil)
    }

    /// Runs the command line `words` (a command's words and its arguments) for a phone scoring through
    /// `serve --scoring`: in the scorebook at `directory`, as `phone`, its output kept in `captured`
    /// (no colour, no questions asked). The exit code; an unknown command is a usage error.
    func run(_ words: [String], as phone: LocalIdentity, directory: String, capturing captured: Terminal.Captured) -> ExitCode {
        guard let command = match(words) else { return unknownCommand(words, terminal: Terminal.capturing(captured)) }
        return run(command, Array(words.dropFirst(command.path.count)), color: .never, directory: directory, phone: phone, captured: captured)
    }

    private func run(_ command: Command, _ words: [String], color: Terminal.ColorChoice, directory: String?, phone: LocalIdentity?,
                     captured: Terminal.Captured? = nil) -> ExitCode {
        var (colorChoice, directory) = (color, directory)
        let terminal = { (choice: Terminal.ColorChoice) in captured.map(Terminal.capturing) ?? Terminal(choice: choice) }
        var running: Invocation?
        do throws(HyzerError) {
            let parsed = try Arguments.scan(words, for: command)
            if parsed.flag("help") {
                terminal(colorChoice).out(command.helpText())
                return .ok
            }
            if let choice = parsed.value("color") {
                guard let value = Terminal.ColorChoice(rawValue: choice) else {
                    throw HyzerError(.invalidArgument, "--color must be auto, always or never, not \"\(choice)\"")
                }
                colorChoice = value
            }
            if let value = parsed.value("directory") { directory = value }
            try Self.checkOperandCount(parsed, of: command)
            var invocation = Invocation(arguments: parsed, terminal: terminal(colorChoice),
                                        startDirectory: FileSystem.absolute(directory ?? "."))
            invocation.phone = phone
            defer { invocation.finishWarnings() }
            running = invocation
            return try command.run(invocation)
        } catch {
            Self.report(error, through: running ?? Invocation(arguments: Arguments(), terminal: terminal(colorChoice), startDirectory: "."))
            return ExitCode(error.kind)
        }
    }

    /// Refuses too few or too many operands for `command`, with its usage.
    static func checkOperandCount(_ parsed: Arguments, of command: Command) throws(HyzerError) {
        let expected = command.positionals
        guard !expected.contains(parsed.positionals.count) else { return }
        let message = parsed.positionals.count < expected.lowerBound
            ? "`hyzer-text \(command.name)` needs more arguments"
            : "unexpected argument \"\(parsed.positionals[expected.upperBound])\" for `hyzer-text \(command.name)`"
        throw HyzerError(.invalidArgument, message, hint: "usage: hyzer-text \(command.name) \(command.usage)")
    }

    /// The command whose words start `arguments`, preferring the longest.
    func match(_ arguments: [String]) -> Command? {
        commands.filter { arguments.starts(with: $0.path) }.max { $0.path.count < $1.path.count }
    }

    /// Prints an error with its diagnostics and hint to stderr.
    static func report(_ error: HyzerError, terminal: Terminal) {
        report(error, through: Invocation(arguments: Arguments(), terminal: terminal, startDirectory: "."))
    }

    /// Prints an error through the invocation of the command that failed: its diagnostics count
    /// towards the command's limit (``Invocation/report(_:)``).
    static func report(_ error: HyzerError, through invocation: Invocation) {
        let terminal = invocation.terminal
        invocation.report(error.diagnostics)
        if error.kind == .needsAttention {
            terminal.err(safe(error.message) + "\n")
        } else {
            terminal.err(terminal.styledError("error:", .red) + " " + safe(error.message) + "\n")
        }
        if let hint = error.hint { terminal.err("hint: " + safe(hint) + "\n") }
    }

    private func usageError(_ message: String, hint: String? = nil) -> ExitCode {
        Self.report(HyzerError(.invalidArgument, message, hint: hint ?? "see `hyzer-text --help`"), terminal: Terminal(choice: .auto))
        return .usage
    }

    /// The hidden command the completion scripts run (see ``Completer``).
    static let completeWord = "__complete"

    /// Reports that `arguments` name no command. A group word alone (`round`) is a usage error like no
    /// command at all: the group's usage goes to stderr, exit 64; asked for (`round --help`, `help
    /// round`) it goes to stdout, exit 0.
    func unknownCommand(_ arguments: [String], terminal: Terminal, asked: Bool = false) -> ExitCode {
        let groups = Set(commands.filter { $0.path.count > 1 }.map { $0.path[0] })
        if groups.contains(arguments[0]) {
            let members = commands.filter { $0.path[0] == arguments[0] }
            let helpAsked = arguments.count > 1 && (arguments[1] == "--help" || arguments[1] == "-h")
            if arguments.count == 1 || helpAsked {
                guard asked || helpAsked else {
                    terminal.err(groupHelp(arguments[0], members))
                    return .usage
                }
                terminal.out(groupHelp(arguments[0], members))
                return .ok
            }
            Self.report(HyzerError(.invalidArgument, "unknown command `hyzer-text \(arguments[0]) \(arguments[1])`",
                              hint: Suggestion.hint(for: arguments[1], among: members.map { $0.path[1] })
                                ?? "see `hyzer-text \(arguments[0]) --help`"), terminal: terminal)
            return .usage
        }
        let words = Set(commands.map { $0.path[0] })
        Self.report(HyzerError(.invalidArgument, "unknown command \"\(arguments[0])\"",
                          hint: Suggestion.hint(for: arguments[0], among: words.sorted()) ?? "see `hyzer-text --help`"),
               terminal: terminal)
        return .usage
    }

    /// `hyzer-text help [COMMAND…]`: the overview, one command's help, or a group's commands.
    func help(_ words: [String], terminal: Terminal) -> ExitCode {
        if words.isEmpty {
            terminal.out(overview())
            return .ok
        }
        if let command = match(words), command.path.count == words.count {
            terminal.out(command.helpText())
            return .ok
        }
        return unknownCommand(words, terminal: terminal, asked: true)
    }

    private func groupHelp(_ group: String, _ members: [Command]) -> String {
        let width = (members.map { $0.name.count }.max() ?? 0) + 2
        return "Usage: hyzer-text \(group) COMMAND\n\nCommands:\n"
            + members.map { "  " + pad($0.name, width) + $0.abstract + "\n" }.joined()
            + "\nSee `hyzer-text \(group) COMMAND --help` for one command.\n"
    }

    /// The concise help: `--help` and `help` print it; with no command at all it goes to stderr.
    func overview() -> String {
        let width = (commands.map { $0.name.count }.max() ?? 0) + 2
        return """
        hyzer-text \(version): \(Self.summary).

        Usage: hyzer-text [-C DIR] [--color WHEN] COMMAND [ARGS…]


        """ + sections.map { section in
            section.title + ":\n" + section.commands.map { "  " + pad($0.name, width) + $0.abstract + "\n" }.joined()
        }.joined(separator: "\n") + """

        Options:

        """ + Command.optionTable(programOptions) + "\n" + Self.exitCodeLine()
    }

    /// `--name=value` → (`--name`, `value`); `-CDIR` → (`-C`, `DIR`); else the word and nil.
    static func split(_ word: String) -> (name: String, inline: String?) {
        if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
            return (String(word[..<equals]), String(word[word.index(after: equals)...]))
        }
        if !word.hasPrefix("--"), word.count > 2 { return (String(word.prefix(2)), String(word.dropFirst(2))) }
        return (word, nil)
    }

    /// What the tool is, for the overview and the manual's NAME.
    static let summary = "disc golf and pickleball scorecards that live in plain text"

    /// `Exit codes: 0 ok, 1 reported condition, …`, wrapped at 80 columns.
    static func exitCodeLine() -> String {
        let items = ExitCode.allCases.map { "\($0.rawValue) \($0.summary)" }
        var text = "", line = "Exit codes:"
        for (index, item) in items.enumerated() {
            let piece = item + (index == items.count - 1 ? "." : ",")
            if line.count + 1 + piece.count > 80 {
                text += line + "\n"
                line = piece
            } else {
                line += " " + piece
            }
        }
        return text + line + "\n"
    }
}
