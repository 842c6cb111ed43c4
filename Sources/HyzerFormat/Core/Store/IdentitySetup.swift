/// How a command learns who is using this clone: from `.hyzer/identity`, else from `HYZER_NAME` and
/// `HYZER_DEVICE`, else (for a command that writes) from git's `user.name` and a new device id,
/// saved for next time. Never a made-up name: a write with no name to go on is refused.
public enum IdentitySetup {
    /// Where the values a writing command got came from.
    public enum Source: Sendable, Equatable {
        /// `.hyzer/identity`, as `init` (or an earlier command) saved it.
        case saved
        /// `HYZER_NAME` and `HYZER_DEVICE`, used as they are and not saved.
        case environment
        /// Set up just now and saved in `.hyzer/identity`; `nameFrom` says where the name came from
        /// (`git's user.name` or `HYZER_NAME`).
        case created(nameFrom: String)
    }

    /// What the setup reads from outside the scorebook, so that tests can give it.
    public struct Surroundings: Sendable {
        /// An environment variable, nil when unset or empty.
        public var environment: @Sendable (String) -> String?
        /// git's `user.name`, nil when unset (asked only when needed: it runs git).
        public var gitUserName: @Sendable () -> String?
        /// A new device id (asked only when needed).
        public var newDevice: @Sendable () -> String

        /// Creates surroundings.
        public init(environment: @escaping @Sendable (String) -> String?, gitUserName: @escaping @Sendable () -> String?,
                    newDevice: @escaping @Sendable () -> String) {
            self.environment = environment
            self.gitUserName = gitUserName
            self.newDevice = newDevice
        }
    }

    /// The identity a command that writes to the scorebook uses; see the type's summary. Without a
    /// saved identity it saves the one it sets up (under the scorebook's lock, so that two first
    /// writes agree) unless both values came from the environment.
    ///
    /// Throws `.invalidData` for a damaged or unreadable identity file (with diagnostics), `.invalidArgument` for a bad
    /// `HYZER_NAME`/`HYZER_DEVICE`, `.notFound` when there is no name to go on.
    public static func forWriting(in book: Scorebook, _ surroundings: Surroundings) throws(HyzerError) -> (identity: LocalIdentity, source: Source) {
        if let saved = try book.loadIdentity() { return (saved, .saved) }
        let environmentName = try validName(surroundings.environment("HYZER_NAME"))
        let environmentDevice = try validDevice(surroundings.environment("HYZER_DEVICE"))
        if let environmentName, let environmentDevice {
            return (LocalIdentity(name: environmentName, device: environmentDevice), .environment)
        }
        return try book.withLock { () throws(HyzerError) -> (identity: LocalIdentity, source: Source) in
            if let saved = try book.loadIdentity() { return (saved, .saved) }  // another command was first
            let name: String, nameFrom: String
            if let environmentName {
                (name, nameFrom) = (environmentName, "HYZER_NAME")
            } else if let gitName = surroundings.gitUserName()?.trimmingSpaces, !gitName.isEmpty {
                if let problem = NameRules.problem(with: gitName) {
                    throw HyzerError(.notFound, "this clone has no identity yet, and git's user.name \"\(gitName)\" cannot be a name here: \(problem)",
                                     hint: "say who you are once: `hyzer-text init --name YOUR_NAME`")
                }
                (name, nameFrom) = (gitName, "git's user.name")
            } else {
                throw HyzerError(.notFound, "this clone has no identity yet, and git has no user.name to take it from",
                                 hint: "say who you are once: `hyzer-text init --name YOUR_NAME`")
            }
            let identity = LocalIdentity(name: name, device: environmentDevice ?? surroundings.newDevice())
            try book.saveIdentity(identity)
            return (identity, .created(nameFrom: nameFrom))
        }
    }

    /// Who and which device this clone is, for a command that only reads: the saved identity, else
    /// valid `HYZER_NAME`/`HYZER_DEVICE` values, else (for the name) git's `user.name`. Never writes,
    /// never fails: a damaged identity file comes back as warnings, and what is unknown is nil.
    public static func forReading(in book: Scorebook, _ surroundings: Surroundings, needsName: Bool)
        -> (name: String?, device: String?, warnings: [Diagnostic])
    {
        var warnings: [Diagnostic] = []
        do throws(HyzerError) {
            if let saved = try book.loadIdentity() { return (saved.name, saved.device, []) }
        } catch {
            let location = SourceLocation(path: book.displayPath(book.identityPath), line: 1)
            warnings = error.diagnostics.isEmpty ? [Diagnostic(.warning, at: location, error.message, hint: error.hint)]
                : error.diagnostics.map { var warning = $0; warning.severity = .warning; return warning }
        }
        let name = surroundings.environment("HYZER_NAME").flatMap { NameRules.problem(with: $0) == nil ? $0 : nil }
            ?? (needsName ? surroundings.gitUserName().map(\.trimmingSpaces).flatMap { NameRules.problem(with: $0) == nil ? $0 : nil } : nil)
        let device = surroundings.environment("HYZER_DEVICE").flatMap { LocalIdentity.isValidDevice($0) ? $0 : nil }
        return (name, device, warnings)
    }

    /// `HYZER_NAME`, checked like `init --name`.
    static func validName(_ value: String?) throws(HyzerError) -> String? {
        guard let value else { return nil }
        if let problem = NameRules.problem(with: value) {
            throw HyzerError(.invalidArgument, "HYZER_NAME \"\(value)\" cannot be a name: \(problem)", hint: "unset HYZER_NAME, or give a name like HYZER_NAME=Mike")
        }
        return value
    }

    /// `HYZER_DEVICE`, checked like `init --device`.
    static func validDevice(_ value: String?) throws(HyzerError) -> String? {
        guard let value else { return nil }
        if let problem = LocalIdentity.problem(withDevice: value) {
            throw HyzerError(.invalidArgument, "HYZER_DEVICE \"\(value)\" cannot be a device id: \(problem)",
                             hint: "unset HYZER_DEVICE, or give letters, digits, - and _, e.g. HYZER_DEVICE=mike-phone")
        }
        return value
    }
}
