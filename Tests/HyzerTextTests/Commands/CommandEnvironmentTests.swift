import HyzerFormat
import Testing
import TestSupport

/// Commands take the clock, the environment variables and the host name from their invocation
/// (`invocation.environment`), never from the process (`Environment.current`): a test, or a caller
/// such as the merge driver, gives a command its environment, and what it reads is what it was given.
@Suite("commands read their environment from the invocation")
struct CommandEnvironmentTests {
    /// The lines of one source file that name the process's environment, as `NAME:LINE: code`;
    /// comments are not code.
    static func processEnvironment(in name: String, _ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            return code.contains("Environment.current") || code.contains("ProcessInfo.processInfo.environment") || code.contains("getenv(")
                ? "\(name):\(index + 1): \(String(line).trimmingSpaces)" : nil
        }
    }

    @Test("no file under Sources/hyzer-text/Commands names Environment.current")
    func commandsDoNotReadTheProcessEnvironment() {
        let folder = "Sources/hyzer-text/Commands"
        let names = Repository.swiftFiles(under: folder)
        #expect(names.count > 30)
        let found = names.flatMap { Self.processEnvironment(in: $0, Repository.read(folder + "/" + $0)) }
        #expect(found == [], "read `invocation.environment` (Dispatcher gives every command the process's)")
    }

    @Test("the scan sees the process environment, and not comments or the invocation's")
    func scanSeesTheProcessEnvironment() {
        let text = """
        let seconds = Environment.current.variable("HYZER_SAY_SECONDS")
        let now = invocation.environment.now()
        /// `Environment.current` in a doc comment
        let home = getenv("HOME")
        """
        #expect(Self.processEnvironment(in: "X.swift", text).map { String($0.prefix(9)) } == ["X.swift:1", "X.swift:4"])
    }
}
