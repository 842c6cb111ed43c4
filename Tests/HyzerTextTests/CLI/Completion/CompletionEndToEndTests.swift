import Foundation
import Testing

/// Shell completion, end to end: the scripts `hyzer-text completions SHELL` prints, run by bash, zsh
/// and fish themselves (see ``ShellCompletion``), complete commands, subcommands, options, option
/// values and the scorebook's own courses, rounds and players; the hidden `__complete` they ask never
/// writes and never fails loudly.
@Suite("shell completion, end to end")
struct CompletionEndToEndTests {
    /// A scorebook with Mike (this device), an older round of Sarah and Priya on Cedar Creek, the
    /// active round of Mike, Jake and the guest Uncle Bob on Lakeside Park, and beside it another
    /// scorebook, `other book`, whose round is Zed's and Yuki's.
    static func scorebook() throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        try cli.run(["round", "start", "Cedar Creek", "--players", "Sarah,Priya", "--at", "2026-11-14T09:30:00-08:00"])
        try cli.startRound()
        try cli.run(["init", "other book", "--name", "Zed", "--device", "zed-phone", "--no-git"])
        try cli.run(["-C", "other book", "round", "start", "Cedar Creek", "--players", "Zed,Yuki", "--at", "2026-11-21T08:00:00-08:00"])
        #expect(try cli.list("rounds") == ["2026-11-14-cedar-creek-mike-phone.round", "2026-11-21-lakeside-park-mike-phone.round"])
        return cli
    }

    /// Lines to complete (the cursor at the end) and what every shell must offer there, as a set.
    static let cases: [(line: String, expected: Set<String>)] = [
        // Subcommands only under their group, and never again after it (fish offered `start` there).
        ("hyzer-text round ", ["start", "list", "add-player", "alias", "join", "discard", "leave", "rejoin"]),
        ("hyzer-text round start ", ["Cedar Creek", "Lakeside Park", "Quarry Ridge (Long Tees)"]),
        ("hyzer-text help round ", ["start", "list", "add-player", "alias", "join", "discard", "leave", "rejoin"]),
        // Options, and the values of those with a fixed set.
        ("hyzer-text standings --", ["--round", "--net", "--pill", "--json", "--directory", "--color", "--help"]),
        ("hyzer-text card --format ", ["text", "markdown", "ansi", "svg", "html", "json", "png"]),
        ("hyzer-text --color ", ["auto", "always", "never"]),
        ("hyzer-text standings --color n", ["never"]),
        ("hyzer-text completions ", ["bash", "zsh", "fish"]),
        // The scorebook's names: rounds, the players of the active round or of the --round on the
        // line, registered players (not guests), and another scorebook's after -C.
        ("hyzer-text show ", ["2026-11-21-lakeside-park-mike-phone", "2026-11-14-cedar-creek-mike-phone"]),
        ("hyzer-text standings --round 2026-11-1", ["2026-11-14-cedar-creek-mike-phone"]),
        ("hyzer-text score ", ["Mike", "Jake", "Uncle Bob"]),
        ("hyzer-text score 4 ", ["Mike", "Jake", "Uncle Bob"]),
        ("hyzer-text score --round 2026-11-14 ", ["Sarah", "Priya"]),
        ("hyzer-text stats --vs ", ["Mike", "Jake", "Sarah", "Priya"]),
        ("hyzer-text -C 'other book' score ", ["Zed", "Yuki"]),
        ("hyzer-text score 7 Mike b", ["birdie", "bogey"]),
        ("hyzer-text round start Lakeside --players Mike,", ["Mike,Jake", "Mike,Sarah", "Mike,Priya"]),
    ]

    @Test func bashCompletesCommandsOptionsValuesAndNames() throws {
        let cli = try Self.scorebook()
        let lines = Self.cases.map(\.line) + [
            "hyzer-text ", "hyzer-text card --format=s", "hyzer-text score Un", "hyzer-text score 'Uncle B", "hyzer-text score Uncle\\ B",
            "hyzer-text -C oth", "hyzer-text completions bash > oth",
        ]
        let answers = try ShellCompletion.bash(lines, in: cli)
        try #require(answers.count == lines.count)
        for (index, (line, expected)) in Self.cases.enumerated() {
            #expect(Set(answers[index].candidates) == expected, "\(line)")
        }
        let extra = answers[Self.cases.count...].map { $0 }
        #expect(Set(["round", "score", "course", "help", "completions"]).isSubset(of: extra[0].candidates))
        #expect(!extra[0].candidates.contains("__complete") && !extra[0].candidates.contains("start"))
        // readline replaces only what follows `=`.
        #expect(extra[1].candidates == ["svg"])
        // A name with a space: readline is asked to quote it as it quotes file names, unquoted,
        // in quotes or after a backslash.
        for answer in extra[2...4] {
            #expect(answer.candidates == ["Uncle Bob"])
            #expect(answer.detail.contains("-o filenames"))
        }
        #expect(!answers[0].detail.contains("filenames"), "plain words need no quoting")
        // -C DIR completes directories, through bash's own file name completion.
        #expect(extra[5].candidates == ["other book"])
        #expect(extra[5].detail.contains("-o filenames"))
        // After a redirection: file names, as bash itself would offer.
        #expect(extra[6].candidates == ["other book"])
    }

    @Test func zshCompletesPastTheFirstWordAndQuotesNames() throws {
        let cli = try Self.scorebook()
        let lines = Self.cases.map(\.line) + [
            "hyzer-text round st", "hyzer-text sc", "hyzer-text card --format=s", "hyzer-text score Un", "hyzer-text score 'Uncle B",
            "hyzer-text score --round 2026-11-14 pr", "hyzer-text -C oth",
        ]
        let answers = try ShellCompletion.zsh(lines, in: cli)
        try #require(answers.count == lines.count)
        for (index, (line, expected)) in Self.cases.enumerated() {
            #expect(Set(answers[index].candidates) == expected, "\(line)")
        }
        // What Tab leaves on the line: the one match, quoted where the name needs it.
        let typed = answers[Self.cases.count...].map(\.detail)
        #expect(typed == [
            "hyzer-text round start ",
            "hyzer-text score ",
            "hyzer-text card --format=svg ",
            "hyzer-text score Uncle\\ Bob ",
            "hyzer-text score 'Uncle Bob' ",
            "hyzer-text score --round 2026-11-14 Priya ",
            "hyzer-text -C other\\ book/",
        ])
    }

    @Test func fishOffersSubcommandsOnlyWhereTheyFit() throws {
        let cli = try Self.scorebook()
        let lines = Self.cases.map(\.line) + [
            "hyzer-text ", "hyzer-text round start Cedar\\ Creek ", "hyzer-text card --format=s", "hyzer-text score Un", "hyzer-text -C oth",
        ]
        let answers = try ShellCompletion.fish(lines, in: cli)
        try #require(answers.count == lines.count)
        for (index, (line, expected)) in Self.cases.enumerated() {
            #expect(Set(answers[index].candidates) == expected, "\(line)")
        }
        let extra = answers[Self.cases.count...].map(\.candidates)
        #expect(Set(["round", "score", "course", "help", "completions"]).isSubset(of: extra[0]))
        #expect(!extra[0].contains("start"))
        #expect(extra[1].isEmpty, "after `round start COURSE` comes no subcommand: \(extra[1])")
        #expect(extra[2] == ["--format=svg"])
        #expect(extra[3] == ["Uncle Bob"])
        #expect(extra[4] == ["other book/"])
    }

    // MARK: - The hidden command

    @Test func completeAnswersWordsOneAnswerPerLine() throws {
        let cli = try Self.scorebook()
        let result = try cli.run(["__complete", "score", "--round", "2026-11-21", "U"])
        #expect(result.stdout == "words\nUncle Bob\tguest\n" && result.stderr == "" && result.status == 0)
        #expect(try cli.run(["__complete", "-C", ""]).stdout == "directories\n")
        #expect(try cli.run(["__complete", "import", "udisc", ""]).stdout == "files csv\n")
        #expect(try cli.run(["__complete", "check", "r"]).stdout == "files course round league tags match\n")
        // A value that takes nothing known offers nothing (and no file names either).
        #expect(try cli.run(["__complete", "init", "--name", ""]).stdout == "words\n")
        // Typed in lower case: the names that match ignoring case.
        #expect(try cli.run(["__complete", "score", "mi"]).stdout == "words\nMike\n")
        #expect(try cli.run(["__complete", "score", "7", "Mike", "dou"]).stdout == "words\ndouble-bogey\tpar+2\n")
    }

    /// The fixed values completion offers are the ones the command's help names and the command takes.
    @Test(arguments: [
        (["card", "--format"], ["card", "--help"]),
        (["standings", "--color"], ["standings", "--help"]),
        (["completions"], ["completions", "--help"]),
    ])
    func fixedValuesAreTheOnesHelpNames(words: [String], help: [String]) throws {
        let cli = try Self.scorebook()
        let values = try cli.run(["__complete"] + words + [""]).stdout.split(separator: "\n").dropFirst().map(String.init)
        #expect(values.count >= 3)
        let text = try cli.run(help).stdout
        for value in values {
            #expect(text.contains(value), "\(words): \(value) is not in the help")
            let used = try cli.run(words + [value])
            #expect(used.status == 0, "\(words) \(value): \(used.stderr)")
        }
    }

    @Test func completeNeverWritesAndNeverFailsLoudly() throws {
        let cli = try Self.scorebook()
        // A clone without identity, a damaged round file and a name a terminal would have to escape.
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent(".hyzer"))
        try cli.write("rounds/2026-11-22-broken.round", "course Nowhere\nstarted yesterday\nplayer Evil\u{1B}[31m\n1 Evil 3 x\n")
        let before = try snapshot(cli.directory)
        let lines: [[String]] = [
            ["score", ""], ["--round", "2026-11-22", ""], ["score", "--round", "2026-11-22", ""], ["stats", "--vs", ""],
            ["round", "start", ""], ["show", ""], ["-C", "/nonexistent", "score", ""], ["frobnicate", "--x", ""], ["--", ""],
            ["score", "--round"], [],
        ]
        for words in lines {
            let result = try cli.run(["__complete"] + words)
            #expect(result.status == 0, "\(words)")
            #expect(result.stderr == "", "\(words)")
            #expect(!result.stdout.contains("\u{1B}"), "\(words)")
        }
        #expect(try snapshot(cli.directory) == before, "__complete wrote to the scorebook")
        // Outside any scorebook: commands and options, no names.
        let outside = try CLIRunner()
        let noNames = try outside.run(["__complete", "score", ""])
        #expect(noNames.stdout == "words\n" && noNames.stderr == "" && noNames.status == 0)
        let shells = try outside.run(["__complete", "completions", "z"])
        #expect(shells.stdout == "words\nzsh\n" && shells.stderr == "" && shells.status == 0)
    }

    @Test func completionsNamesItsShells() throws {
        let cli = try CLIRunner()
        for shell in ["bash", "zsh", "fish"] {
            let result = try cli.run(["completions", shell])
            #expect(result.status == 0)
            #expect(result.stdout.contains("__complete"), "the \(shell) script asks the program")
        }
        #expect(try cli.run(["completions", "bash"]).stdout.contains("complete -F _hyzer_text hyzer-text"))
        #expect(try cli.run(["completions", "zsh"]).stdout.hasPrefix("#compdef hyzer-text\n"))
        #expect(try cli.run(["completions", "fish"]).stdout.contains("complete -c hyzer-text "))
        let unknown = try cli.run(["completions", "bsh"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr == "error: no completions for \"bsh\"\nhint: did you mean \"bash\"?\n")
    }

    /// Every file under `directory` with its bytes.
    private func snapshot(_ directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.path.dropFirst(directory.path.count))
            files[relative] = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true ? Data() : try Data(contentsOf: url)
        }
        return files
    }
}
