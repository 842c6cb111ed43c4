import HyzerFormat

/// `hyzer-text completions bash|zsh|fish`: shell completion scripts generated from the command table.
enum CompletionsCommand {
    static let command = Command(
        path: ["completions"],
        abstract: "Print a shell completion script (bash, zsh or fish)",
        usage: "SHELL",
        discussion: """
        The script completes commands, options and their values (`card --format`, `--color`, the shells
        here), directories after -C, and the scorebook's own names: courses, rounds (--round), the
        players of the round on the line (its --round, else the active round) and registered players.
        It asks `hyzer-text` for them as you type, so new courses and players complete at once.

        Install: bash, `source <(hyzer-text completions bash)` in ~/.bashrc; zsh, save it as
        _hyzer-text in a directory of $fpath (before compinit); fish, save it in
        ~/.config/fish/completions/hyzer-text.fish.
        """,
        examples: ["completions bash > ~/.local/share/bash-completion/completions/hyzer-text",
                   "completions zsh > ~/.zfunc/_hyzer-text", "completions fish > ~/.config/fish/completions/hyzer-text.fish"],
        positionals: 1...1,
        operands: [Operand("SHELL", .choice(CompletionScript.Shell.allCases.map(\.rawValue)))],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let name = invocation.positional(0)!
        guard let shell = CompletionScript.Shell(rawValue: name) else {
            let shells = CompletionScript.Shell.allCases.map(\.rawValue)
            throw HyzerError(.invalidArgument, "no completions for \"\(name)\"",
                             hint: Suggestion.hint(for: name, among: shells) ?? "choose \(shells.dropLast().joined(separator: ", ")) or \(shells.last!)")
        }
        invocation.out(CompletionScript.script(for: shell))
        return .ok
    }
}
