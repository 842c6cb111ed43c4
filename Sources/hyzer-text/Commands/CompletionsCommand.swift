import HyzerFormat

/// `hyzer-text completions bash|zsh|fish`: shell completion scripts generated from the command table.
enum CompletionsCommand {
    static let command = Command(
        path: ["completions"],
        abstract: "Print a shell completion script (bash, zsh or fish)",
        usage: "SHELL",
        discussion: "Install with e.g. `hyzer-text completions bash > /etc/bash_completion.d/hyzer-text`, or `source <(hyzer-text completions bash)`.",
        examples: ["completions bash", "completions zsh > ~/.zfunc/_hyzer-text", "completions fish > ~/.config/fish/completions/hyzer-text.fish"],
        positionals: 1...1,
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let table = CommandTable.all
        let top = Array(Set(table.map { $0.path[0] } + ["help"])).sorted()
        let groups = Dictionary(grouping: table.filter { $0.path.count == 2 }, by: { $0.path[0] })
        func options(_ command: Command) -> String { (command.options + commonOptions).map { "--" + $0.name }.joined(separator: " ") }
        switch invocation.positional(0)! {
        case "bash":
            var script = "# bash completion for hyzer-text\n_hyzer_text() {\n  local cur=\"${COMP_WORDS[COMP_CWORD]}\" cmd=\"${COMP_WORDS[1]} ${COMP_WORDS[2]}\" words=\"\"\n"
            script += "  if [ \"$COMP_CWORD\" -eq 1 ]; then words=\"\(top.joined(separator: " ")) --help --version\"\n  else\n    case \"$cmd\" in\n"
            for command in table where command.path.count == 2 { script += "      \"\(command.name) \"*|\"\(command.name)\") words=\"\(options(command))\";;\n" }
            for (group, members) in groups.sorted(by: { $0.key < $1.key }) {
                script += "      \"\(group) \"*) words=\"\(members.map { $0.path[1] }.joined(separator: " "))\";;\n"
            }
            for command in table where command.path.count == 1 { script += "      \"\(command.name) \"*) words=\"\(options(command))\";;\n" }
            script += "    esac\n  fi\n  COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n}\ncomplete -o default -F _hyzer_text hyzer-text\n"
            invocation.out(script)
        case "zsh":
            var script = "#compdef hyzer-text\n_hyzer_text() {\n  local -a words\n  if (( CURRENT == 2 )); then\n    words=(\(top.joined(separator: " ")))\n  else\n    case \"${words[2]} ${words[3]}\" in\n"
            script = script.replacingFirstQuote("\"")  // keep the literal quoting intact
            for command in table where command.path.count == 2 { script += "      \"\(command.name)\") words=(\(options(command)));;\n" }
            for (group, members) in groups.sorted(by: { $0.key < $1.key }) {
                script += "      \"\(group) \"*) words=(\(members.map { $0.path[1] }.joined(separator: " ")));;\n"
            }
            for command in table where command.path.count == 1 { script += "      \"\(command.name) \"*) words=(\(options(command)));;\n" }
            script += "    esac\n  fi\n  _describe 'hyzer-text' words || _files\n}\ncompdef _hyzer_text hyzer-text\n"
            invocation.out(script)
        case "fish":
            var script = "# fish completion for hyzer-text\ncomplete -c hyzer-text -f\n"
            for command in table where command.path.count == 1 {
                script += "complete -c hyzer-text -n __fish_use_subcommand -a \(command.name) -d '\(command.abstract.replacing("'", with: "\\'"))'\n"
            }
            for (group, members) in groups.sorted(by: { $0.key < $1.key }) {
                script += "complete -c hyzer-text -n __fish_use_subcommand -a \(group) -d '\(group) commands'\n"
                for member in members {
                    script += "complete -c hyzer-text -n '__fish_seen_subcommand_from \(group)' -a \(member.path[1]) -d '\(member.abstract.replacing("'", with: "\\'"))'\n"
                }
            }
            for command in table {
                for option in command.options + commonOptions {
                    script += "complete -c hyzer-text -n '__fish_seen_subcommand_from \(command.path.last!)' -l \(option.name)\(option.value == nil ? "" : " -r") -d '\(option.help.replacing("'", with: "\\'"))'\n"
                }
            }
            invocation.out(script)
        case let other:
            throw HyzerError(.usage, "no completions for \"\(other)\"", hint: Suggestion.hint(for: other, among: ["bash", "zsh", "fish"]) ?? "choose bash, zsh or fish")
        }
        return .ok
    }
}

extension String {
    /// Every occurrence of `target` replaced with `replacement`.
    func replacing(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = String(rest).firstRange(of: target) {
            let lower = rest.index(rest.startIndex, offsetBy: String(rest)[..<range.lowerBound].count)
            result += rest[..<lower] + replacement
            rest = rest[rest.index(lower, offsetBy: target.count)...]
        }
        return result + rest
    }
}
