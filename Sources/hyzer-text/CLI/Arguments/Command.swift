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
    var run: @Sendable (Invocation) throws(HyzerError) -> ExitCode

    /// `round start`.
    var name: String { path.joined(separator: " ") }
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
