/// An error the library reports to its caller: what went wrong, a hint, and what kind of failure it
/// is. The library never exits or prints; the executable decides what a kind means to its user (which
/// exit code, for one).
public struct HyzerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Kinds of failure, by what went wrong.
    public enum Kind: Sendable, Equatable {
        /// A value the caller passed cannot be used as asked: not a number, ambiguous, out of place.
        case invalidArgument
        /// A file or a value holds data the rules do not allow (a file with errors, an unknown player).
        case invalidData
        /// Something asked for does not exist (a file, a course, a round, an identity).
        case notFound
        /// A file or directory could not be created.
        case cannotCreate
        /// Reading or writing failed.
        case ioFailure
        /// Nothing failed, but something needs a person: discrepancies remain, a change was not made.
        case needsAttention
    }

    /// What kind of failure this is.
    public var kind: Kind
    /// One sentence, no trailing period.
    public var message: String
    /// What to do about it.
    public var hint: String?
    /// Diagnostics that explain it in detail (e.g. the parse errors of a file).
    public var diagnostics: [Diagnostic]

    /// Creates an error.
    public init(_ kind: Kind, _ message: String, hint: String? = nil, diagnostics: [Diagnostic] = []) {
        self.kind = kind
        self.message = message
        self.hint = hint
        self.diagnostics = diagnostics
    }

    public var description: String { message }
}
