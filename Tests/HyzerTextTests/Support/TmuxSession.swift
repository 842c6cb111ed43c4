import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A command running in a real terminal: a detached tmux session on a private server socket, so tests
/// can type keys and read the screen exactly as a person would.
struct TmuxSession {
    /// The tmux executable, if installed.
    static let executable: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether tests that need a terminal can run here.
    static var isAvailable: Bool { executable != nil }

    /// The private server socket name (`tmux -L`), unique per session.
    let socket = "hyzer-test-\(UUID().uuidString.prefix(8))"

    /// Starts `arguments` (program first) in a new 100×40 terminal with `environment` set. The shell
    /// line keeps the pane open after the program exits and prints its exit status.
    init(_ arguments: [String], environment: [String: String]) throws {
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        let line = "env -u HYZER_DIR -u NO_COLOR TERM=xterm \(assignments) \(quoted); echo EXIT=$?; sleep 120"
        try tmux(["new-session", "-d", "-s", "main", "-x", "100", "-y", "40", line])
    }

    /// Runs one tmux command against this session's server and returns its output.
    ///
    /// Spawned with an empty signal mask: test threads block most signals, a child inherits that
    /// mask, and the program under test must see SIGTERM like it would from a shell. Output goes to a
    /// file, not a pipe, because `new-session` leaves a daemon holding whatever the client held.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString.prefix(8)).out").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let argv = [Self.executable ?? "tmux", "-L", socket, "-f", "/dev/null"] + arguments
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid = pid_t()
        let cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        let status = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, environ)
        guard status == 0 else { throw SpawnFailed(code: status) }
        var exitStatus: Int32 = 0
        while waitpid(pid, &exitStatus, 0) < 0, errno == EINTR {}
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    /// tmux could not be started.
    struct SpawnFailed: Error { var code: Int32 }

    /// The visible screen, trailing blank lines dropped.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", "main"]).replacingOccurrences(of: "\n+$", with: "\n", options: .regularExpression)
    }

    /// Types keys (`tmux send-keys` names: `Enter`, `Escape`, `C-c`, or literal text).
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "main"] + keys)
    }

    /// Waits until the screen contains `text` (polling), returning the screen; fails after `seconds`.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 15) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if last.contains(text) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TimedOut(text: text, screen: last)
    }

    /// Stops the private tmux server (and the command in it).
    func close() {
        _ = try? tmux(["kill-server"])
    }

    /// The screen never showed the text.
    struct TimedOut: Error, CustomStringConvertible {
        var text: String
        var screen: String
        var description: String { "timed out waiting for \"\(text)\"; screen:\n\(screen)" }
    }
}
