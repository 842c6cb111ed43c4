/// What kind of value an option or a positional argument takes. The command table declares it once;
/// shell completion (`__complete`) offers candidates from it and the manual names the fixed choices.
///
/// The kinds that name something in the scorebook are looked up when a shell asks, so completion
/// always offers the courses, rounds and players that exist now.
indirect enum ValueKind: Sendable, Equatable {
    /// Free text (a name to be created, a sentence, a time): nothing to offer.
    case text
    /// A whole number (a hole, a count): nothing to offer.
    case number
    /// One of a fixed set of words, e.g. the formats of `card --format`.
    case choice([String])
    /// A course of the scorebook, by its display name.
    case course
    /// A round of the scorebook, by its file name without `.round`.
    case round
    /// A player of the round the command line is about: the `--round` given on it, else the active
    /// round, else the latest.
    case player
    /// A registered player of any round in the scorebook (guests are round-scoped, so not offered).
    case registeredPlayer
    /// A match of the scorebook, by its file name without `.match`.
    case match
    /// A team of the match the command line is about (`--match M`, else the most recent unfinished
    /// match): its letter, its name or one of its players.
    case team
    /// A score: strokes as a number, or a golf term (`birdie`, `double-bogey`); the terms are offered.
    case strokes
    /// A spoken-style sentence (`say`): the round's players and golf terms are offered, word by word.
    case sentence
    /// A command of this tool (`help COMMAND`), word by word.
    case command
    /// A directory.
    case directory
    /// A file; with extensions (without the dot), files ending in one of them (and directories).
    case file([String])
    /// Several values of `kind` in one argument, separated by commas (`--players Mike,Jake`).
    case list(ValueKind)
}
