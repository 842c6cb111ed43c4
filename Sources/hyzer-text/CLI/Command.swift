import HyzerFormat

/// One subcommand: its configuration *is* its help text, next to the code that runs it.
struct Command: Sendable {
    /// Words that invoke it, e.g. `["round", "start"]`.
    var path: [String]
    /// One line for the command list.
    var abstract: String
    /// Argument synopsis after the command words, e.g. `COURSE --players A,B,C [--guest NAME …]`.
    var usage: String
    /// Paragraphs shown by `--help` after the usage.
    var discussion: String = ""
    /// Example invocations (without the leading `hyzer-text`).
    var examples: [String] = []
    /// Options it takes, besides the common ones every command has.
    var options: [Option] = []
    /// How many positional arguments it takes.
    var positionals: ClosedRange<Int> = 0...0
    /// Its positional arguments in order, with the kind of value each takes (for completion and the
    /// manual).
    var operands: [Operand] = []
    /// Runs the command; returns the exit code.
    var run: @Sendable (inout Invocation) throws(HyzerError) -> ExitCode

    /// `round start`.
    var name: String { path.joined(separator: " ") }
}

/// An option of a command.
struct Option: Sendable {
    /// Long name without dashes, e.g. `round`.
    var name: String
    /// Single-letter short name, if any.
    var short: Character? = nil
    /// Placeholder for its value (`R`); nil for a flag.
    var value: String? = nil
    /// What it does.
    var help: String
    /// Whether it may be given more than once.
    var repeatable = false
    /// What kind of value it takes (for completion and the manual); `.text` for a flag.
    var kind: ValueKind = .text

    /// An option without a value.
    static func flag(_ name: String, short: Character? = nil, _ help: String) -> Option {
        Option(name: name, short: short, value: nil, help: help)
    }

    /// An option with a value: `value` is its placeholder (`R`), `kind` what it takes.
    static func value(_ name: String, short: Character? = nil, _ value: String, _ help: String, repeatable: Bool = false,
                      kind: ValueKind = .text) -> Option {
        Option(name: name, short: short, value: value, help: help, repeatable: repeatable, kind: kind)
    }

    /// The option `--round R` every round command shares.
    static let round = Option.value("round", short: "r", "R",
                                    "the round: a file, a date, or an unambiguous part of its name (default: the active round)",
                                    kind: .round)
    /// `--json` for machine-readable output.
    static let json = Option.flag("json", "print JSON (field names are stable and documented)")
}

/// Options every command accepts.
let commonOptions: [Option] = [
    .value("directory", short: "C", "DIR", "use the scorebook in DIR (default: found from the current directory upward, or $HYZER_DIR)",
           kind: .directory),
    .value("color", "WHEN", "colour output: auto, always or never (default: auto; NO_COLOR is honoured)",
           kind: .choice(Terminal.ColorChoice.allCases.map(\.rawValue))),
    .flag("help", short: "h", "show this help"),
]

/// Parsed command-line arguments of one command.
struct Arguments {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    /// The value of an option given once, or nil.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable option, with comma-separated lists split.
    func list(_ name: String) -> [String] {
        (values[name] ?? []).flatMap { $0.split(separator: ",") }.map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// An integer option, with a usage error when it is not one.
    func integer(_ name: String) throws(HyzerError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text) else { throw HyzerError(.usage, "--\(name) expects a whole number, got \"\(text)\"") }
        return number
    }

    /// Scans `arguments` for `command`; unknown options get "did you mean".
    static func scan(_ arguments: [String], for command: Command) throws(HyzerError) -> Arguments {
        let options = command.options + commonOptions
        var result = Arguments()
        var index = 0
        var onlyPositionals = false
        func find(long: String) throws(HyzerError) -> Option {
            if let option = options.first(where: { $0.name == long }) { return option }
            throw HyzerError(.usage, "unknown option --\(long) for `hyzer-text \(command.name)`",
                             hint: Suggestion.hint(for: long, among: options.map(\.name)).map { $0.replacingFirstQuote("\"--") }
                                ?? "see `hyzer-text \(command.name) --help`")
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") || Int(argument) != nil {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name: String
            var inlineValue: String?
            let option: Option
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                if let equals = body.firstIndex(of: "=") {
                    name = String(body[..<equals])
                    inlineValue = String(body[body.index(after: equals)...])
                } else {
                    name = String(body)
                }
                option = try find(long: name)
            } else {
                let letters = Array(argument.dropFirst())
                guard let short = options.first(where: { $0.short == letters.first }) else {
                    throw HyzerError(.usage, "unknown option \(argument) for `hyzer-text \(command.name)`",
                                     hint: "see `hyzer-text \(command.name) --help`")
                }
                option = short
                if letters.count > 1 { inlineValue = String(letters.dropFirst()) }
            }
            name = option.name
            if option.value == nil {
                if inlineValue != nil { throw HyzerError(.usage, "--\(name) takes no value") }
                result.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else {
                    throw HyzerError(.usage, "--\(name) needs a value (\(option.value!))", hint: "see `hyzer-text \(command.name) --help`")
                }
                value = arguments[index]
                index += 1
            }
            if !option.repeatable, result.values[name] != nil {
                throw HyzerError(.usage, "--\(name) is given more than once")
            }
            result.values[name, default: []].append(value)
        }
        return result
    }
}

extension String {
    /// `did you mean "x"?` → `did you mean "--x"?` for option hints.
    func replacingFirstQuote(_ replacement: String) -> String {
        guard let quote = firstIndex(of: "\"") else { return self }
        return self[..<quote] + replacement + self[index(after: quote)...]
    }
}

// MARK: - Help text

extension Command {
    /// The full `--help` text.
    func helpText() -> String {
        var text = "\(abstract)\n\nUsage: hyzer-text \(name)\(usage.isEmpty ? "" : " " + usage)\n"
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        text += "\nOptions:\n" + Command.optionTable(options + commonOptions)
        if !examples.isEmpty {
            text += "\nExamples:\n" + examples.map { "  hyzer-text \($0)\n" }.joined()
        }
        return text
    }

    static func optionTable(_ options: [Option]) -> String {
        let labels = options.map { option in
            (option.short.map { "-\($0), " } ?? "    ") + "--" + option.name + (option.value.map { " " + $0 } ?? "")
        }
        let width = (labels.map(\.count).max() ?? 0) + 2
        return zip(labels, options).map { label, option in "  " + pad(label, width) + option.help + "\n" }.joined()
    }
}
