/// What kind of value an option or a positional argument takes. The command table declares it once;
/// shell completion (`__complete`) offers candidates from it and the manual names the fixed choices.
///
/// The kinds here know nothing of what a scorebook holds. Values that name something in it (a sport's
/// courses, rounds, players, teams) are ``custom(_:)`` kinds its commands declare beside them
/// (`extension ValueKind { static let round = … }`), looked up when a shell asks, so completion always
/// offers the names that exist now.
indirect enum ValueKind: Sendable, Equatable {
    /// Free text (a name to be created, a sentence, a time): nothing to offer.
    case text
    /// A whole number (a hole, a count): nothing to offer.
    case number
    /// One of a fixed set of words, e.g. the formats of `card --format`.
    case choice([String])
    /// A command of this tool (`help COMMAND`), word by word.
    case command
    /// A directory.
    case directory
    /// A file; with extensions (without the dot), files ending in one of them (and directories).
    case file([String])
    /// Several values of `kind` in one argument, separated by commas (`--players Mike,Jake`).
    case list(ValueKind)
    /// Values only the declaring commands know, offered by the ``Completion`` they give.
    case custom(Completion)
}
