#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one command table: every command appears here once, in the order `--help` lists them.
enum CommandTable {
    static let all: [Command] = [
        InitCommand.command,
        RoundCommands.start,
        ScoreCommand.command,
        SayCommand.command,
        StandingsCommand.command,
        RoundCommands.finish,
        RoundCommands.list,
        RoundCommands.addPlayer,
        CourseCommands.add,
        CourseCommands.list,
        CourseCommands.show,
        CourseCommands.edit,
        CourseCommands.remove,
        LiveCommand.command,
        ImportCommand.udisc,
        ExportCommands.udisc,
        ExportCommands.json,
        CardCommand.command,
        HistoryCommand.command,
        ShowCommand.command,
        PlayerCommand.command,
        StatsCommand.command,
        CheckCommand.command,
        MergeCommand.command,
        ConflictsCommand.command,
        ResolveCommand.command,
        MergeDriverCommand.command,
        InstallDriverCommand.command,
        SyncCommand.command,
        FmtCommand.command,
        CompletionsCommand.command,
    ]
}

let dispatcher = Dispatcher(commands: CommandTable.all, version: "0.1.0")
exit(dispatcher.run(Array(CommandLine.arguments.dropFirst())).rawValue)
