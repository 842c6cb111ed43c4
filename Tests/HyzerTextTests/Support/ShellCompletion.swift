import Foundation
import Testing

/// Drives each shell's own completion machinery over the script `hyzer-text completions SHELL`
/// prints, in a scorebook directory, for end-to-end tests of completion:
///
/// - **bash**: the generated `_hyzer_text` is called as `complete -F` calls it, with `COMP_WORDS`,
///   `COMP_CWORD`, `COMP_LINE`, `COMP_POINT` and the word arguments split as readline splits them
///   (at blanks outside quotes, and at `=` and `:`); the answer is `COMPREPLY`, and whether the
///   function asked readline to quote like file names (`compopt -o filenames`).
/// - **zsh**: an interactive `zsh -f` on a pseudo-terminal (`zpty`) with `compinit` and the script in
///   `$fpath` gets each line typed, then Tab: the matches the completion system added and the line as
///   Tab left it are recorded.
/// - **fish**: `complete -C LINE` after sourcing the script.
///
/// Every line of one call runs in one shell process, so a test costs one shell start per shell. The
/// shells must be installed (`scripts/test` installs zsh and fish); a missing one fails the test.
enum ShellCompletion {
    /// What one completion attempt produced.
    struct Answer: Equatable, CustomStringConvertible {
        /// The values offered (bash: COMPREPLY; zsh: the matches added; fish: the completions
        /// without their descriptions).
        var candidates: [String]
        /// zsh: the line after Tab; bash: the options the function gave `compopt` (`-o filenames`
        /// asks readline to quote what it inserts).
        var detail = ""

        var description: String { "\(candidates) \(detail)" }
    }

    /// The directory of the built binary, put first on `PATH` so the scripts find `hyzer-text`.
    static var binaryDirectory: String { CLIRunner.binary.deletingLastPathComponent().path }

    /// The shell's executable, or a recorded failure naming how to install it.
    static func executable(_ shell: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let found = (path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin", "/usr/local/bin"])
            .map { "\($0)/\(shell)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        if found == nil {
            Issue.record("\(shell) is not installed; `scripts/test` installs it (apt-get install -y zsh fish)")
        }
        return found
    }

    // MARK: - bash

    /// Completes each of `lines` (the cursor at the end) with the bash script.
    static func bash(_ lines: [String], in cli: CLIRunner) throws -> [Answer] {
        guard let bash = executable("bash") else { return [] }
        let script = try cli.run(["completions", "bash"]).stdout
        var harness = """
            # The script's compopt calls are recorded (outside readline the builtin would fail).
            compopt() { requested+=" $*"; }
            \(script)
            """
        for line in lines {
            let words = readlineWords(line)
            let current = words.last!
            // readline passes the current word after its last break, without an opening quote.
            var part = current.hasPrefix("'") || current.hasPrefix("\"") ? String(current.dropFirst()) : current
            if ["=", ":"].contains(part) { part = "" }
            harness += """
                COMP_WORDS=(\(words.map(singleQuoted).joined(separator: " ")))
                COMP_CWORD=\(words.count - 1)
                COMP_LINE=\(singleQuoted(line)); COMP_POINT=${#COMP_LINE}
                COMPREPLY=(); requested=
                _hyzer_text hyzer-text \(singleQuoted(part)) \(singleQuoted(words.count > 1 ? words[words.count - 2] : ""))
                printf '%s\\n' "${COMPREPLY[@]}"
                printf '@@ %s\\n' "$requested"

                """
        }
        let answers = records(try run(bash, ["--norc", "--noprofile", "-c", harness], in: cli))
        #expect(answers.count == lines.count, "bash answered \(answers.count) of \(lines.count) lines")
        return answers
    }

    /// The answers in a harness's output: candidates one per line, each answer closed by `@@ DETAIL`.
    private static func records(_ output: String) -> [Answer] {
        var answers: [Answer] = []
        var candidates: [String] = []
        for line in output.components(separatedBy: "\n") {
            if line.hasPrefix("@@") {
                answers.append(Answer(candidates: candidates, detail: String(line.dropFirst(line.hasPrefix("@@ ") ? 3 : 2))))
                candidates = []
            } else if !line.isEmpty {
                candidates.append(line)
            }
        }
        return answers
    }

    /// `line` split into words as readline splits it for programmable completion: at blanks outside
    /// quotes, and `=` and `:` (COMP_WORDBREAKS) as words of their own; quotes and backslashes stay.
    /// A line ending in a blank ends in an empty word.
    static func readlineWords(_ line: String) -> [String] {
        var words: [String] = [], word = ""
        var quote: Character? = nil, escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
            } else if let open = quote {
                word.append(character)
                if character == open { quote = nil }
            } else if character == "\\" {
                word.append(character)
                escaped = true
            } else if character == "'" || character == "\"" {
                word.append(character)
                quote = character
            } else if character == " " {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else if character == "=" || character == ":" {
                if !word.isEmpty { words.append(word) }
                words.append(String(character))
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty || line.hasSuffix(" ") { words.append(word) }
        return words
    }

    // MARK: - zsh

    /// Types each of `lines` into an interactive zsh with the completion system, then Tab.
    static func zsh(_ lines: [String], in cli: CLIRunner) throws -> [Answer] {
        guard let zsh = executable("zsh") else { return [] }
        let work = cli.directory.appendingPathComponent(".zsh-harness")
        let functions = work.appendingPathComponent("functions")
        try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        try cli.run(["completions", "zsh"]).stdout.write(to: functions.appendingPathComponent("_hyzer-text"), atomically: false, encoding: .utf8)
        let record = work.appendingPathComponent("record").path
        // Inside the interactive zsh: the completion system, a compadd that also records what it
        // adds (not the queries _files makes with -O, -A or -D), and ^Y to record the line.
        let setup = """
            PS1=''; RPS1=''
            path=(\(singleQuoted(binaryDirectory)) $path)
            fpath=(\(singleQuoted(functions.path)) $fpath)
            autoload -Uz compinit && compinit -u -D
            compadd() {
                local -a head=("${@[1,${@[(i)--]}-1]}") added
                if (( ${head[(I)-[OAD]*]} )); then builtin compadd "$@"; return; fi
                builtin compadd -A added "$@"
                (( ${#added} )) && print -rl -- "${(@Q)added}" >> \(singleQuoted(record))
                builtin compadd "$@"
            }
            record-line() { print -r -- "@@ $BUFFER" >> \(singleQuoted(record)); BUFFER=; }
            zle -N record-line
            bindkey '^Y' record-line
            """
        try setup.write(to: work.appendingPathComponent("setup.zsh"), atomically: false, encoding: .utf8)
        let typed = lines.map { $0 + "\t\u{19}" }.joined()
        let driver = """
            zmodload zsh/zpty || exit 2
            zpty shell \(singleQuoted(zsh)) -f -i
            zpty -w shell "source \(work.appendingPathComponent("setup.zsh").path)"
            zpty -w -n shell \(singleQuoted(typed))
            # Wait for the last line's record (at most 20 s), reading what the terminal shows meanwhile.
            for i in {1..200}; do
                (( $(grep -c '^@@' \(singleQuoted(record)) 2>/dev/null || echo 0) >= \(lines.count) )) && break
                zpty -r -t shell junk; sleep 0.1
            done
            zpty -d shell
            cat \(singleQuoted(record))
            """
        let output = try run(zsh, ["-f", "-c", driver], in: cli)
        let answers = records(output)
        #expect(answers.count == lines.count, "zsh answered \(answers.count) of \(lines.count) lines: \(output)")
        return answers
    }

    // MARK: - fish

    /// `complete -C LINE` in fish for each of `lines`.
    static func fish(_ lines: [String], in cli: CLIRunner) throws -> [Answer] {
        guard let fish = executable("fish") else { return [] }
        let script = cli.directory.appendingPathComponent(".hyzer-text.fish")
        defer { try? FileManager.default.removeItem(at: script) }
        try cli.run(["completions", "fish"]).stdout.write(to: script, atomically: false, encoding: .utf8)
        let command = """
            set PATH \(singleQuoted(binaryDirectory)) $PATH
            source $argv[1]
            for line in $argv[2..-1]
                complete -C $line
                echo @@
            end
            """
        let output = try run(fish, ["--no-config", "-c", command, script.path] + lines, in: cli)
        let answers = records(output).map { Answer(candidates: $0.candidates.map { $0.components(separatedBy: "\t")[0] }) }
        #expect(answers.count == lines.count, "fish answered \(answers.count) of \(lines.count) lines")
        return answers
    }

    // MARK: - Running

    /// Runs a shell in the scorebook with the tests' environment; returns its stdout.
    private static func run(_ executable: String, _ arguments: [String], in cli: CLIRunner) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in CLIRunner.environment { environment[key] = value }
        // Nothing of the user's shell set-up, and somewhere harmless for fish to keep its state.
        let home = cli.directory.appendingPathComponent(".shell-home").path
        environment["HOME"] = home
        environment["XDG_CONFIG_HOME"] = home + "/config"
        environment["XDG_DATA_HOME"] = home + "/data"
        environment["XDG_CACHE_HOME"] = home + "/cache"
        environment["TERM"] = "dumb"
        environment["ZDOTDIR"] = home
        environment["PATH"] = binaryDirectory + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let result = try Program.run(executable, arguments, directory: cli.directory, environment: environment)
        #expect(result.status == 0, "\(executable) exited \(result.status): \(result.stderr)")
        return result.stdout
    }

    /// `text` in single quotes for bash, zsh and fish alike.
    static func singleQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
