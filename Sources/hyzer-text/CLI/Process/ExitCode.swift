import HyzerFormat

/// Process exit codes, sysexits-style (documented in the README).
enum ExitCode: Int32, CaseIterable {
    /// Success.
    case ok = 0
    /// A reported condition: discrepancies found, files not canonical, check failed.
    case condition = 1
    /// The command was used wrongly.
    case usage = 64
    /// Bad data in a user file or argument.
    case data = 65
    /// Something needed does not exist (file, round, course).
    case noInput = 66
    /// An internal error (a bug).
    case software = 70
    /// An output file could not be created.
    case cannotCreate = 73
    /// Reading or writing failed.
    case io = 74
    /// A temporary failure: try again (`sync` gave up pushing because others kept pushing first).
    case temporaryFailure = 75

    /// A few words for the overview's list of exit codes.
    var summary: String {
        switch self {
        case .ok: return "ok"
        case .condition: return "reported condition"
        case .usage: return "usage"
        case .data: return "bad data"
        case .noInput: return "missing input"
        case .software: return "internal error"
        case .cannotCreate: return "cannot create output"
        case .io: return "I/O error"
        case .temporaryFailure: return "try again"
        }
    }

    /// What it means, with an example, for the manual.
    var meaning: String {
        switch self {
        case .ok: return "Success (`check` found nothing wrong)."
        case .condition: return "A reported condition, not an error: discrepancies pending, files not canonical (`fmt --check`), changed score lines in the history (`check --history`)."
        case .usage: return "The command was used wrongly: no command, a command group without its command (`round`), an unknown command or option, a missing argument."
        case .data: return "Bad data in a file or an argument: `check` found errors, an unknown player in `score`, `round start` for a round the group already has active."
        case .noInput: return "Something needed does not exist: no scorebook here, no such course or round, no identity to record a score with (run `init`)."
        case .software: return "An internal error (a bug; please report it)."
        case .cannotCreate: return "An output file could not be created (`course add` for a course that already has a file)."
        case .io: return "Reading or writing failed: a disk or permission problem, or `sync` could not push because the remote refused (not a race)."
        case .temporaryFailure: return "A temporary failure; run the command again: `sync` gave up pushing at its deadline (`--timeout`) because others kept pushing first. Its commits are kept on this device."
        }
    }

    /// The exit code of a library error: what this command line makes of each kind of failure.
    init(_ kind: HyzerError.Kind) {
        switch kind {
        case .invalidArgument: self = .usage
        case .invalidData: self = .data
        case .notFound: self = .noInput
        case .cannotCreate: self = .cannotCreate
        case .ioFailure: self = .io
        case .needsAttention: self = .condition
        }
    }
}
