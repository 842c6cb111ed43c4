#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one command table: every command appears here once, grouped and ordered as `--help` lists them.
enum CommandTable {
    static let sections: [(title: String, commands: [Command])] = [
        ("Scoring a round", [
            RoundCommands.start,
            ScoreCommand.command,
            SayCommand.command,
            UndoCommand.command,
            MoveCommand.command,
            StandingsCommand.command,
            LiveCommand.command,
            RoundCommands.finish,
            RoundCommands.reopen,
            RoundCommands.list,
            RoundCommands.addPlayer,
            RoundAliasCommand.command,
            RoundJoinCommands.join,
            RoundJoinCommands.discard,
            RoundLeaveCommands.leave,
            RoundLeaveCommands.rejoin,
        ]),
        ("Scoring a pickleball match", [
            MatchCommands.start,
            MatchEntryCommands.rally,
            MatchEntryCommands.timeout,
            MatchCourtCommands.serve,
            MatchCourtCommands.right,
            MatchCommands.status,
            MatchCommands.play,
            MatchCommands.live,
            MatchCommands.list,
            MatchCommands.show,
            MatchCommands.stats,
            MatchRatingsCommands.ratings,
            MatchRatingsCommands.suggest,
            MatchRotateCommand.command,
            MatchCommands.resolve,
            MatchJoinCommand.command,
        ]),
        ("Looking back", [
            CardCommand.command,
            HistoryCommand.command,
            ShowCommand.command,
            PlayerCommand.command,
            StatsCommand.command,
            RatingsCommand.command,
            HandicapCommand.command,
            MoneyCommand.command,
            MoneyCommand.games,
            SiteCommand.command,
            ServeCommand.command,
        ]),
        ("A season: league and bag tags", [
            LeagueCommands.standings,
            LeagueCommands.list,
            TagsCommands.show,
            TagsCommands.history,
            TagsCommands.claim,
            TagsCommands.trade,
            TagsCommands.newcomers,
            TagsCommands.undo,
        ]),
        ("Two devices", [
            SyncCommand.command,
            MergeCommand.command,
            ConflictsCommand.command,
            ResolveCommand.command,
            InstallDriverCommand.command,
            MergeDriverCommand.command,
        ]),
        ("Courses", [
            CourseCommands.add,
            CourseCommands.list,
            CourseCommands.show,
            CourseCommands.edit,
            CourseCommands.remove,
        ]),
        ("The scorebook", [
            InitCommand.command,
            CheckCommand.command,
            FmtCommand.command,
            ImportCommand.udisc,
            DiscGolfExportCommands.udisc,
            DiscGolfExportCommands.json,
            MatchExportCommand.csv,
            CompletionsCommand.command,
            LSPCommand.command,
            HelpCommand.command,
        ]),
    ]

    /// The version `--version` prints.
    static let version = "0.1.0"

    /// Every command, in help order.
    static let all: [Command] = sections.flatMap(\.commands)
}

let dispatcher = Dispatcher(sections: CommandTable.sections, version: CommandTable.version)
exit(dispatcher.run(Array(CommandLine.arguments.dropFirst())).rawValue)
