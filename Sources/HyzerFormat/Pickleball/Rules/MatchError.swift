/// Why a match cannot be set up as asked, or why an entry cannot be applied to it.
///
/// The kind is stable and meant for code (tests, exit codes); the message is one sentence for people,
/// the hint says what to do. ``HyzerError`` is what the rest of the library reports: see
/// ``hyzerError(_:)``.
public struct MatchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Kinds of problem, by what went wrong.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The settings cannot make a match: best of 2, win by 0, target 0, a freeze beyond the target.
        case invalidSettings
        /// The teams do not fit the settings: three players a side, an empty or repeated name.
        case invalidTeams
        /// A rally or time-out after the match is over.
        case matchOver
        /// A time-out by a team that has used all of its time-outs in this game.
        case noTimeOutsLeft
        /// An undo with no rally or time-out left to take back.
        case nothingToUndo
        /// A choice of who serves first or who starts on the right after the game's first rally.
        case gameUnderway
        /// A choice that names no player of the team, or a right-court choice in singles.
        case invalidChoice
    }

    /// What went wrong.
    public var kind: Kind
    /// One sentence, no trailing period.
    public var message: String
    /// What to do about it.
    public var hint: String?
    /// The 0-based place in the log of the entry that failed, when the error comes from replaying a log.
    public var entryIndex: Int?

    /// Creates an error.
    public init(_ kind: Kind, _ message: String, hint: String? = nil, entryIndex: Int? = nil) {
        self.kind = kind
        self.message = message
        self.hint = hint
        self.entryIndex = entryIndex
    }

    /// The message.
    public var description: String { message }

    /// The same problem as the library's general error, with the kind the caller chooses: a command
    /// argument at fault is usually `.invalidArgument`, a match file at fault `.invalidData`.
    public func hyzerError(_ kind: HyzerError.Kind) -> HyzerError {
        HyzerError(kind, message, hint: hint)
    }
}
