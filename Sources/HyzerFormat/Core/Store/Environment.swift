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
    /// Seconds on a clock that never goes back, from any origin: deadlines (a sync retrying a push).
    public var monotonicSeconds: @Sendable () -> Double
    /// Waits this many seconds (between a sync's attempts to push).
    public var sleep: @Sendable (_ seconds: Double) -> Void
    /// A random number in `0..<1`: the jitter that keeps devices retrying together from colliding again.
    public var random: @Sendable () -> Double

    /// Creates an environment. Without a clock to wait by, time stands still and waiting returns at
    /// once (a deadline never passes); without randomness, `random` is always 0.5.
    public init(now: @escaping @Sendable () -> Timestamp, variables: [String: String], hostName: String,
                monotonicSeconds: @escaping @Sendable () -> Double = { 0 }, sleep: @escaping @Sendable (_ seconds: Double) -> Void = { _ in },
                random: @escaping @Sendable () -> Double = { 0.5 }) {
        self.now = now
        self.variables = variables
        self.hostName = hostName
        self.monotonicSeconds = monotonicSeconds
        self.sleep = sleep
        self.random = random
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
