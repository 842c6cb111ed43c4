import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A command running in a real terminal, for end-to-end tests that type keys and read the screen
/// exactly as a person would: one detached tmux session (named `main`) on a private tmux server.
///
/// ```swift
/// @Test func quitsOnQ() throws {
///     let session = try TmuxSession([CLIRunner.binary.path, "live"], directory: cli.directory)
///     defer { session.close() }
///     try session.waitFor("q quits")
///     try session.send("q")
///     #expect(try session.waitFor("[exited ").contains("[exited 0]"))
/// }
/// ```
///
/// The pane runs the command with `TERM=xterm-256color`, without `HYZER_DIR` and `NO_COLOR`, plus the
/// given environment. When the command ends the pane prints `[exited STATUS]` (128 + N after signal N)
/// and stays open, so the last screen can still be read; ``close()`` ends it all.
///
/// Starting tmux from a test process has two traps, both handled in ``spawn(_:capture:)``:
///
/// - **Inherited descriptors.** The tmux server is a daemon that outlives the client started here, and
///   it keeps every descriptor the client inherited. Tests running in parallel hold pipes (Foundation's
///   `Process` notices a child's exit through one; `PipeDrain` reads until every writer is gone), and a
///   server holding one would make those tests wait for ever. tmux is therefore spawned with only 0–2
///   open (`posix_spawn_file_actions_addclosefrom_np`).
/// - **Inherited signal mask.** The test runner's threads block most signals, a child inherits the mask
///   across `exec`, and tmux passes it on to the pane. The server would then ignore `kill-server`'s
///   SIGTERM/SIGHUP, and the program under test would not see SIGTERM as it would from a shell. tmux is
///   therefore spawned with an empty signal mask and default signal dispositions.
///
/// Linux only (`/proc`, glibc's `posix_spawn` extensions), like the rest of the end-to-end tests.
struct TmuxSession {
    /// The tmux executable: the first on `PATH`, else a usual install location; `nil` when absent.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return directories.map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The private server's socket name (`tmux -L`), unique per session.
    let socket = "hyzer-test-\(UUID().uuidString.prefix(8))"

    /// The tmux server's process id (for ``close()``).
    private(set) var serverPID: pid_t = 0

    /// The tmux server's socket file (removed by ``close()`` if the server could not remove it).
    private(set) var socketPath = ""

    /// Starts `arguments` (program first, each passed as one word) in a new `columns`×`rows` terminal,
    /// in `directory` (default: the test process's), with `environment` added to the pane's.
    init(_ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
         columns: Int = 100, rows: Int = 40) throws {
        guard let executable = Self.executable else { throw Failure(description: "tmux is not installed; the terminal tests need it (`scripts/test` installs it)") }
        let variables = ["TERM": "xterm-256color"].merging(environment) { $1 }
            .sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote($0.value))" }
        let line = (["env", "-u", "HYZER_DIR", "-u", "NO_COLOR"] + variables + arguments.map(Self.quote)).joined(separator: " ")
            + "; echo \"[exited $?]\"; exec cat >/dev/null"
        var start = [executable, "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "main",
                     "-x", String(columns), "-y", String(rows)]
        if let directory { start += ["-c", directory.path] }
        // Several words: tmux runs them directly, not through the user's shell (which may not be sh).
        start += ["--", "/bin/sh", "-c", line]
        // No output captured: this client forks the server, which would inherit a pipe.
        let started = try Self.spawn(start, capture: false)
        guard started.status == 0 else { throw Failure(description: "tmux new-session failed (wait status \(started.status))") }
        do {
            let info = try tmux(["display-message", "-p", "-t", "main", "#{pid} #{socket_path}"])
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let parts = info.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2, let pid = pid_t(parts[0]) else { throw Failure(description: "tmux did not report its server: \(info)") }
            serverPID = pid
            socketPath = parts[1]
        } catch {
            close()
            throw error
        }
    }

    // MARK: Reading and typing

    /// The visible screen as text (no colours), trailing blank lines dropped.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", "main"]).replacingOccurrences(of: "\n+$", with: "\n", options: .regularExpression)
    }

    /// Types keys: tmux `send-keys` names (`Enter`, `Escape`, `C-c`, `q`) or literal text (`birdie`),
    /// one argument each.
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "main"] + keys)
    }

    /// Polls the screen until it contains `text` and returns that screen; throws ``TimedOut`` (with
    /// the last screen, for the failure message) after `seconds`.
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

    // MARK: Processes

    /// The process id of the pane's shell (`/bin/sh -c …`).
    func panePID() throws -> pid_t {
        let text = try tmux(["display-message", "-p", "-t", "main", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let pid = pid_t(text) else { throw Failure(description: "tmux did not report the pane's process: \(text)") }
        return pid
    }

    /// The process id of the command that was started (the shell's child, read from `/proc`), while
    /// it runs; for sending it signals.
    func programPID() throws -> pid_t {
        let shell = try panePID()
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        guard let pid = children.split(separator: " ").first.flatMap({ pid_t($0) }) else {
            throw Failure(description: "the pane's shell (\(shell)) has no child: the command is not running")
        }
        return pid
    }

    /// Stops this session's tmux server and everything in it, and waits until it is gone. Only this
    /// server is touched, by its own socket and process id. `kill-server` works because tmux runs with
    /// an empty signal mask; should the server linger anyway, it gets SIGKILL (which nothing blocks).
    func close() {
        _ = try? tmux(["kill-server"])
        guard serverPID > 0 else { return }
        let deadline = Date().addingTimeInterval(3)
        while Self.isTmux(serverPID), Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if Self.isTmux(serverPID) {
            _ = kill(serverPID, SIGKILL)
            while Self.isTmux(serverPID), Date() < deadline.addingTimeInterval(2) { Thread.sleep(forTimeInterval: 0.02) }
        }
        if !socketPath.isEmpty { unlink(socketPath) }
    }

    // MARK: tmux commands

    /// Runs one tmux command (`capture-pane`, `send-keys`, …) against this session's server and
    /// returns its standard output; throws ``Failure`` when tmux fails.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        guard let executable = Self.executable else { throw Failure(description: "tmux is not installed; the terminal tests need it (`scripts/test` installs it)") }
        let result = try Self.spawn([executable, "-L", socket, "-f", "/dev/null"] + arguments, capture: true)
        guard result.status == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed (wait status \(result.status))")
        }
        return result.output
    }

    /// Runs `argv` (an absolute path first) to completion: only descriptors 0–2 open (stdin and stderr
    /// on /dev/null; stdout a pipe when `capture`, else /dev/null), an empty signal mask, default
    /// dispositions for the signals a terminal program cares about, and this process's environment
    /// without tmux's own variables (a test run inside tmux must not talk to the user's server).
    private static func spawn(_ argv: [String], capture: Bool) throws -> (status: Int32, output: String) {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let pipe = capture ? Pipe() : nil
        if let pipe {
            // Close-on-exec here too, so that processes other tests start meanwhile do not inherit it.
            _ = fcntl(pipe.fileHandleForReading.fileDescriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(pipe.fileHandleForWriting.fileDescriptor, F_SETFD, FD_CLOEXEC)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let pipe {
            posix_spawn_file_actions_adddup2(&actions, pipe.fileHandleForWriting.fileDescriptor, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        try closeDescriptorsFrom3(&actions)

        let environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("TMUX") }
            .map { "\($0.key)=\($0.value)" }
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup($0) } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
        if let pipe { try? pipe.fileHandleForWriting.close() }  // so that the read below ends with the child
        guard status == 0 else { throw Failure(description: "could not start \(argv[0]): \(String(cString: strerror(status)))") }
        let output = pipe.map { String(decoding: PipeDrain.readAll($0), as: UTF8.self) } ?? ""
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) < 0, errno == EINTR {}
        return (waitStatus, output)
    }

    /// Adds "close every descriptor from 3 up" to `actions`. glibc has had
    /// `posix_spawn_file_actions_addclosefrom_np` since 2.34, but Swift's Glibc module does not import
    /// it, so it is looked up by name.
    static func closeDescriptorsFrom3(_ actions: inout posix_spawn_file_actions_t) throws {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else {
            throw Failure(description: "this C library has no posix_spawn_file_actions_addclosefrom_np (glibc 2.34 or later is needed)")
        }
        let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
        let status = closeFrom(&actions, 3)
        guard status == 0 else { throw Failure(description: "posix_spawn_file_actions_addclosefrom_np: \(String(cString: strerror(status)))") }
    }

    /// Whether `pid` is a live (not zombie) tmux process.
    private static func isTmux(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let name = stat[stat.index(after: stat.firstIndex(of: "(") ?? stat.startIndex)..<close]
        let state = stat[close...].dropFirst(2).first
        return name.hasPrefix("tmux") && state != "Z"
    }

    /// `word` in single quotes for `sh`.
    private static func quote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    // MARK: Errors

    /// tmux could not be started or a tmux command failed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The screen never showed the text.
    struct TimedOut: Error, CustomStringConvertible {
        var text: String
        var screen: String
        var description: String { "timed out waiting for \"\(text)\"; the screen shows:\n\(screen)" }
    }
}
