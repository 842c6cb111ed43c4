import Foundation
import Testing

@Suite("command line conventions, end to end")
struct CLIEndToEndTests {
    /// Every command word sequence in the command table, read from the overview so this test follows
    /// `CommandTable.all` without linking the executable.
    static func commandNames() throws -> [(name: String, abstract: String)] {
        let cli = try CLIRunner()
        let overview = try cli.run(["--help"]).stdout
        // Commands are listed under section headings between the usage line and "Options:".
        let listing = overview.components(separatedBy: "Options:\n")[0].components(separatedBy: "COMMAND [ARGS…]\n")[1]
        return listing.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { line in
            let parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")
            return (parts[0], parts.dropFirst().joined(separator: "  ").trimmingCharacters(in: .whitespaces))
        }
    }

    @Test func everyCommandHasHelpThatStartsWithItsAbstract() throws {
        let commands = try Self.commandNames()
        #expect(commands.count >= 15)
        #expect(commands.map(\.name).contains("round start"))
        let cli = try CLIRunner()
        for (name, abstract) in commands {
            let words = name.split(separator: " ").map(String.init)
            for arguments in [words + ["--help"], words + ["-h"], ["help"] + words] {
                let result = try cli.run(arguments)
                #expect(result.status == 0, "\(arguments)")
                #expect(result.stderr == "", "\(arguments)")
                #expect(result.stdout.hasPrefix(abstract + "\n\nUsage: hyzer-text \(name)"), "\(arguments)")
                #expect(result.stdout.contains("\nOptions:\n"), "\(arguments)")
                #expect(result.stdout.contains("  -h, --help"), "\(arguments)")
            }
        }
    }

    @Test func helpOfOneCommandIsPinned() throws {
        let cli = try CLIRunner()
        let result = try cli.run(["standings", "--help"])
        #expect(result.stdout == """
            Show the leaderboard of a round

            Usage: hyzer-text standings [--round R] [--net] [--pill] [--json]

            Ranks players by strokes relative to par over the holes each has played; equal scores share a
            position (T2) and are listed alphabetically. ▲/▼ show who moved with the most recent score.
            A pending discrepancy is marked with ! and counts at the higher competing value until resolved.
            Once a round is finished, players who stopped early rank below everyone who played more holes.
            In a round with handicaps (`round start --handicap`) each row also shows the net score and the
            handicap: net is strokes minus the handicap strokes received on the holes played, spread
            evenly over the holes in play order (docs/REPORTS.md); --net ranks by it.

            Options:
              -r, --round R        the round: a file, a date, or an unambiguous part of its name (default: your newest active round)
                  --net            rank by net score (strokes minus the handicap strokes received) in a round with handicaps
                  --pill           print the one-line form: 1.Jake -2  2.Mike -1  T3.Sarah E
                  --json           print JSON (field names are stable and documented)
              -C, --directory DIR  use the scorebook in DIR (default: found from the current directory upward, or $HYZER_DIR)
                  --color WHEN     colour output: auto, always or never (default: auto; NO_COLOR is honoured)
              -h, --help           show this help

            Examples:
              hyzer-text standings
              hyzer-text standings --pill
              hyzer-text standings --net
              hyzer-text standings --round 2026-11-21 --json

            """)
    }

    @Test func overviewGroupHelpAndVersion() throws {
        let cli = try CLIRunner()
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("hyzer-text 0.1.0: disc golf and pickleball scorecards that live in plain text.\n\nUsage: hyzer-text [-C DIR] [--color WHEN] COMMAND [ARGS…]\n"))
            #expect(result.stdout.hasSuffix("Exit codes: 0 ok, 1 reported condition, 64 usage, 65 bad data, 66 missing input,\n70 internal error, 73 cannot create output, 74 I/O error, 75 try again.\n"))
        }
        // With no command at all, the same overview is a usage error: on stderr, exit 64.
        let bare = try cli.run([])
        #expect(bare.status == 64)
        #expect(bare.stdout == "")
        #expect(bare.stderr == (try cli.run(["--help"]).stdout))
        // A group without its command is a usage error like no command at all: its usage on stderr, 64.
        let group = try cli.run(["course"])
        #expect(group.status == 64)
        #expect(group.stdout == "")
        let groupHelp = try cli.run(["course", "--help"])
        #expect(groupHelp.status == 0)
        #expect(groupHelp.stderr == "")
        #expect(group.stderr == groupHelp.stdout)
        #expect(groupHelp.stdout == """
            Usage: hyzer-text course COMMAND

            Commands:
              course add   Add a course
              course list  List the scorebook's courses
              course show  Show a course hole by hole
              course edit  Change a course (rounds already played keep their own pars)
              course rm    Delete a course (rounds played on it keep their own copy)

            See `hyzer-text course COMMAND --help` for one command.

            """)
        let version = try cli.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "hyzer-text 0.1.0\n")
        #expect(version.stderr == "")
    }

    @Test(arguments: [
        (["scor", "Mike", "3"], "error: unknown command \"scor\"\nhint: did you mean \"score\"?\n"),
        (["standigns"], "error: unknown command \"standigns\"\nhint: did you mean \"standings\"?\n"),
        (["round", "strat"], "error: unknown command `hyzer-text round strat`\nhint: did you mean \"start\"?\n"),
        (["course", "ad", "X"], "error: unknown command `hyzer-text course ad`\nhint: did you mean \"add\"?\n"),
        (["frobnicate"], "error: unknown command \"frobnicate\"\nhint: see `hyzer-text --help`\n"),
        (["score", "Mike", "3", "--rond", "x"], "error: unknown option --rond for `hyzer-text score`\nhint: did you mean \"--round\"?\n"),
        (["standings", "--jsn"], "error: unknown option --jsn for `hyzer-text standings`\nhint: did you mean \"--json\"?\n"),
        (["standings", "--frobnicate"], "error: unknown option --frobnicate for `hyzer-text standings`\nhint: see `hyzer-text standings --help`\n"),
        (["standings", "-x"], "error: unknown option -x for `hyzer-text standings`\nhint: see `hyzer-text standings --help`\n"),
        (["--versoin"], "error: unknown option --versoin\nhint: did you mean \"--version\"?\n"),
        (["--color", "sometimes", "standings"], "error: --color must be auto, always or never, not \"sometimes\"\nhint: see `hyzer-text --help`\n"),
        (["standings", "--round"], "error: --round needs a value (R)\nhint: see `hyzer-text standings --help`\n"),
        (["standings", "extra"], "error: unexpected argument \"extra\" for `hyzer-text standings`\nhint: usage: hyzer-text standings [--round R] [--net] [--pill] [--json]\n"),
        (["standings", "--pill=yes"], "error: --pill takes no value\n"),
    ])
    func usageErrors(arguments: [String], stderr: String) throws {
        let cli = try CLIRunner.scorebook()
        let result = try cli.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == stderr)
    }

    /// Skipped when every temporary directory has a scorebook above it: the commands would then
    /// (correctly) find and write into that scorebook.
    @Test(.enabled(if: CLIRunner.base != nil, "a scorebook exists above every temporary directory"))
    func outsideAScorebook() throws {
        let cli = try CLIRunner()
        for arguments in [["standings"], ["score", "Mike", "3"], ["check"], ["course", "list"], ["round", "list"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 66, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr == """
                error: no scorebook here (no courses/ and rounds/ in \(cli.directory.path) or above)
                hint: create one with `hyzer-text init --name YOUR_NAME`, or point to one with -C DIR or HYZER_DIR

                """, "\(arguments)")
        }
    }

    @Test(.enabled(if: CLIRunner.base != nil, "a scorebook exists above every temporary directory"))
    func findsTheScorebookUpwardWithDashCAndHYZER_DIR() throws {
        let cli = try CLIRunner()
        try cli.run(["init", "book", "--name", "Mike", "--device", "mike-phone"])
        try FileManager.default.createDirectory(at: cli.directory.appendingPathComponent("book/rounds/deep"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: cli.directory.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        let expected = "Cedar Creek               18 holes  par 58\nLakeside Park              9 holes  par 28\nQuarry Ridge (Long Tees)  18 holes  par 62\n"
        #expect(try cli.run(["course", "list"], in: "book/rounds/deep").stdout == expected)
        #expect(try cli.run(["-C", "book", "course", "list"]).stdout == expected)
        #expect(try cli.run(["course", "list", "-C", "book"]).stdout == expected)
        #expect(try cli.run(["course", "list", "--directory=book"]).stdout == expected)
        #expect(try cli.run(["course", "list"], environment: ["HYZER_DIR": cli.directory.appendingPathComponent("book").path],
                            in: "elsewhere").stdout == expected)
        // -C wins over HYZER_DIR.
        let both = try cli.run(["-C", "elsewhere", "course", "list"], environment: ["HYZER_DIR": cli.path("book")])
        #expect(both.status == 66)
        // Scores land in the scorebook found, wherever the command runs.
        try cli.run(["-C", "book", "round", "start", "lakeside", "--players", "Mike", "--at", "2026-11-21T09:30:00-08:00"])
        let score = try cli.run(["score", "Mike", "3"], in: "book/rounds/deep")
        #expect(score.status == 0)
        #expect(try cli.read("book/rounds/2026-11-21-lakeside-park-mike-phone.round").hasSuffix("1 Mike 3 @mike-phone.1 by=Mike at=2026-11-21T18:00:00Z\n"))
    }

    @Test func noColourWhenPipedUnlessAsked() throws {
        let cli = try CLIRunner.startedRound()
        try cli.run(["score", "Mike", "2"])
        try cli.run(["score", "Jake", "4"])
        let escape = "\u{1B}["
        // Piped: no colour, on stdout or stderr.
        #expect(!(try cli.run(["standings"]).stdout.contains(escape)))
        #expect(!(try cli.run(["score", "Nobody", "3"]).stderr.contains(escape)))
        // --color always: colour even when piped.
        let always = try cli.run(["--color", "always", "standings"])
        #expect(always.stdout.contains("\(escape)32m -1\(escape)0m"))
        #expect(always.stdout.hasPrefix("\(escape)1mLakeside Park"))
        #expect(try cli.run(["standings", "--color", "always"]).stdout.contains("\(escape)33m +1\(escape)0m"))
        #expect(try cli.run(["score", "Nobody", "3", "--color", "always"]).stderr.hasPrefix("\(escape)31merror:\(escape)0m no player"))
    }

    /// Runs through `script(1)` to get a pseudo-terminal.
    @Test
    func colourOnATerminalUnlessNO_COLOR() throws {
        let cli = try CLIRunner.startedRound()
        try cli.run(["score", "Mike", "2"])
        let escape = "\u{1B}["
        // A terminal: colour by default; not with NO_COLOR, TERM=dumb or --color never.
        #expect(try cli.runInTerminal(["standings"]).contains("\(escape)32m -1\(escape)0m"))
        #expect(try cli.runInTerminal(["score", "Nobody", "3"]).hasPrefix("\(escape)31merror:\(escape)0m"))
        #expect(!(try cli.runInTerminal(["standings"], environment: ["NO_COLOR": "1"]).contains(escape)))
        #expect(!(try cli.runInTerminal(["score", "Nobody", "3"], environment: ["NO_COLOR": "1"]).contains(escape)))
        #expect(!(try cli.runInTerminal(["standings"], environment: ["TERM": "dumb"]).contains(escape)))
        #expect(!(try cli.runInTerminal(["--color", "never", "standings"]).contains(escape)))
    }
}
