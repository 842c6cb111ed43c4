import Foundation
import Testing

/// `help` is a command like the others, with its own help; no command at all is a usage error.
@Suite("help, end to end")
struct HelpEndToEndTests {
    @Test(arguments: [["help", "--help"], ["help", "-h"], ["help", "help"], ["--help", "help"]])
    func helpHasItsOwnHelp(arguments: [String]) throws {
        let cli = try CLIRunner()
        let result = try cli.run(arguments)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("""
            Show the command list, one command's help, or the manual page (--man)

            Usage: hyzer-text help [COMMAND…] [--man]

            """))
        #expect(result.stdout.contains("      --man            print the manual page (roff, section 1) instead\n"))
        #expect(result.stdout.contains("  hyzer-text help --man | man -l -\n"))
    }

    @Test func noCommandIsAUsageErrorThatShowsTheOverview() throws {
        let cli = try CLIRunner()
        let overview = try cli.run(["help"])
        #expect(overview.status == 0)
        #expect(overview.stdout.contains("\n  help              Show the command list, one command's help, or the manual page (--man)\n"))
        for arguments in [[], ["-C", "."], ["--color", "never"]] {
            let bare = try cli.run(arguments)
            #expect(bare.status == 64, "\(arguments)")
            #expect(bare.stdout == "", "\(arguments)")
            #expect(bare.stderr == overview.stdout, "\(arguments)")
        }
    }

    @Test(arguments: [
        (["help", "frobnicate"], "error: unknown command \"frobnicate\"\nhint: see `hyzer-text --help`\n"),
        (["help", "scor"], "error: unknown command \"scor\"\nhint: did you mean \"score\"?\n"),
        (["help", "round", "strat"], "error: unknown command `hyzer-text round strat`\nhint: did you mean \"start\"?\n"),
        (["help", "score", "--man"], "error: --man prints the whole manual, not one command's\nhint: leave out COMMAND: `hyzer-text help --man`\n"),
    ])
    func helpOfWhatIsNoCommandIsAUsageError(arguments: [String], stderr: String) throws {
        let cli = try CLIRunner()
        let result = try cli.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == stderr)
    }

    @Test func helpOfAGroupListsItsCommands() throws {
        let cli = try CLIRunner()
        let result = try cli.run(["help", "round"])
        #expect(result.status == 0)
        #expect(result.stdout == (try cli.run(["round", "--help"]).stdout))
        #expect(result.stdout.hasPrefix("Usage: hyzer-text round COMMAND\n"))
    }

    @Test(arguments: ["round", "course", "match", "export", "import"])
    func aGroupWithoutItsCommandIsAUsageError(group: String) throws {
        let cli = try CLIRunner()
        let bare = try cli.run([group])
        #expect(bare.status == 64)
        #expect(bare.stdout == "")
        #expect(bare.stderr.hasPrefix("Usage: hyzer-text \(group) COMMAND\n\nCommands:\n  \(group) "))
        for help in [[group, "--help"], [group, "-h"], ["help", group], ["--help", group]] {
            let result = try cli.run(help)
            #expect(result.status == 0, "\(help)")
            #expect(result.stderr == "", "\(help)")
            #expect(result.stdout == bare.stderr, "\(help)")
        }
    }
}
