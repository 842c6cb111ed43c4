import HyzerFormat

/// Process exit codes, sysexits-style (documented in the README).
enum ExitCode: Int32 {
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

    init(_ kind: HyzerError.Kind) {
        switch kind {
        case .usage: self = .usage
        case .data: self = .data
        case .noInput: self = .noInput
        case .cannotCreate: self = .cannotCreate
        case .io: self = .io
        case .condition: self = .condition
        }
    }
}
