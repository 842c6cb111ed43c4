/// What the library needs from the world outside the scorebook — the clock, environment variables,
/// the host name — given to it by the program that uses it, so that the library itself reads no
/// ambient state and tests can give any of it.
public struct Environment: Sendable {
    /// Now, with the machine's UTC offset.
    public var now: @Sendable () -> Timestamp
    /// Environment variables, as the process has them (also what programs the library runs, git,
    /// inherit).
    public var variables: [String: String]
    /// The machine's host name, for a default device id.
    public var hostName: String

    /// Creates an environment.
    public init(now: @escaping @Sendable () -> Timestamp, variables: [String: String], hostName: String) {
        self.now = now
        self.variables = variables
        self.hostName = hostName
    }

    /// A variable's value; nil when unset or empty.
    public func variable(_ name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }

    /// Where temporary files go: `TMPDIR`, else `/tmp`.
    public var temporaryDirectory: String { variable("TMPDIR") ?? "/tmp" }

    /// A fixed environment (for tests): the given time, variables and host name.
    public static func fixed(now: Timestamp, variables: [String: String] = [:], hostName: String = "test-host") -> Environment {
        Environment(now: { now }, variables: variables, hostName: hostName)
    }
}
