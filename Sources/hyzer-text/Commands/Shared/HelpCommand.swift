import HyzerFormat

/// `hyzer-text help [COMMAND…] [--man]`: the overview, one command's help, or the whole manual page,
/// all from the command table.
enum HelpCommand {
    static let command = Command(
        path: ["help"],
        abstract: "Show the command list, one command's help, or the manual page (--man)",
        usage: "[COMMAND…] [--man]",
        discussion: """
        Without COMMAND: the list of commands (as `hyzer-text --help`). With one: its usage, options and
        examples (as `hyzer-text COMMAND --help`); with a group word (`round`, `course`): its commands.
        --man prints the manual page, in roff for man(1): every command with its options and examples,
        the environment, exit codes and files. Read it with `hyzer-text help --man | man -l -`.
        """,
        examples: ["help", "help round start", "help --man | man -l -", "help --man > ~/.local/share/man/man1/hyzer-text.1"],
        options: [.flag("man", "print the manual page (roff, section 1) instead")],
        positionals: 0...2,
        operands: [.repeating("COMMAND", .command)],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let dispatcher = Dispatcher(sections: CommandTable.sections, version: CommandTable.version)
        if invocation.flag("man") {
            guard invocation.arguments.positionals.isEmpty else {
                throw HyzerError(.invalidArgument, "--man prints the whole manual, not one command's",
                                 hint: "leave out COMMAND: `hyzer-text help --man`")
            }
            invocation.out(ManualPage(sections: CommandTable.sections, version: CommandTable.version).rendered())
            return .ok
        }
        return dispatcher.help(invocation.arguments.positionals, terminal: invocation.terminal)
    }
}
