/// An error the library reports to its caller: what went wrong, a hint, and what kind of failure it
/// is, so the executable can pick the exit code (the library itself never exits or prints).
public struct HyzerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Kinds of failure, matching the sysexits-style codes documented in the README.
    public enum Kind: Sendable, Equatable {
        /// The command was used wrongly (64).
        case usage
        /// A user file or argument holds bad data (65).
        case data
        /// Something the command needs does not exist (66).
        case noInput
        /// An output file could not be created (73).
        case cannotCreate
        /// Reading or writing failed (74).
        case io
        /// A reported condition, not a failure (1): e.g. discrepancies remain.
        case condition
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
