import Foundation
import Testing

/// The result of running the built `hyzer-text` binary.
struct CLIResult: Sendable {
    var stdout: String
    var stderr: String
    var status: Int32
}

/// Runs the built `hyzer-text` binary in a temporary scorebook, for end-to-end tests that pin stdout,
/// stderr and the exit code.
///
/// The temporary directory lives as long as the runner: it is removed when the last reference goes
/// (at the end of the test that made it), so a test only writes `let cli = try CLIRunner.scorebook()`.
final class CLIRunner: Sendable {
    /// The `hyzer-text` binary beside the test bundle (SwiftPM builds it first: the test target
    /// depends on it).
    static let binary: URL = {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("hyzer-text")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return Bundle.main.bundleURL.appendingPathComponent("hyzer-text")
    }()

    /// The working directory commands run in.
    let directory: URL

    /// What every run starts from: a fixed clock, no scorebook or identity from the environment, and
    /// git without the user's configuration (so that no `user.name` leaks into an identity).
    static let environment: [String: String?] = [
        "HYZER_DIR": nil, "NO_COLOR": nil, "HYZER_NAME": nil, "HYZER_DEVICE": nil,
        "HYZER_NOW": "2026-11-21T10:00:00-08:00",
        "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
    ]

    /// Where test directories go: the first temporary directory with no scorebook above it. Commands
    /// find their scorebook by walking upward, so a stray `courses/` + `rounds/` in `/tmp` would
    /// otherwise receive the writes of a test that runs outside a scorebook.
    static let base: URL? = {
        let candidates = [FileManager.default.temporaryDirectory, URL(fileURLWithPath: "/var/tmp"), URL(fileURLWithPath: "/dev/shm")]
        return candidates.first { candidate in
            var directory = candidate.standardizedFileURL
            while true {
                var isDirectory: ObjCBool = false
                let courses = FileManager.default.fileExists(atPath: directory.appendingPathComponent("courses").path, isDirectory: &isDirectory) && isDirectory.boolValue
                let rounds = FileManager.default.fileExists(atPath: directory.appendingPathComponent("rounds").path, isDirectory: &isDirectory) && isDirectory.boolValue
                if courses && rounds { return false }
                if directory.path == "/" { return true }
                directory.deleteLastPathComponent()
            }
        }
    }()

    /// Creates an empty temporary directory (removed with the runner).
    init() throws {
        directory = (Self.base ?? FileManager.default.temporaryDirectory)
            .appendingPathComponent("hyzer-e2e-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// A temporary scorebook set up with `init --name NAME --device DEVICE --no-git` (no git
    /// repository unless a test makes one).
    static func scorebook(name: String = "Mike", device: String = "mike-phone") throws -> CLIRunner {
        let runner = try CLIRunner()
        let result = try runner.run(["init", "--name", name, "--device", device, "--no-git"])
        #expect(result.status == 0, "init failed: \(result.stderr)")
        return runner
    }

    /// A temporary scorebook (``scorebook(name:device:)``) with the usual test round started
    /// (``startRound(course:players:guests:new:)``): the fixture most tests begin from.
    static func startedRound(course: String = "Lakeside Park", players: String = "Mike,Jake",
                             guests: [String] = ["Uncle Bob"]) throws -> CLIRunner {
        let runner = try scorebook()
        try runner.startRound(course: course, players: players, guests: guests)
        return runner
    }

    /// Runs `hyzer-text ARGUMENTS` with a fixed clock and no colour unless the environment says so.
    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
             in subdirectory: String? = nil) throws -> CLIResult {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = subdirectory.map { directory.appendingPathComponent($0) } ?? directory
        var env = ProcessInfo.processInfo.environment
        for (key, value) in Self.environment { env[key] = value }
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes together before waiting, so a large output on either cannot deadlock the child.
        let drained = PipeDrain.readAll([out, err])
        let (outData, errData) = (drained[0], drained[1])
        process.waitUntilExit()
        return CLIResult(stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
                         status: process.terminationStatus)
    }

    /// Runs a command that must succeed quietly (exit 0, nothing on stderr) and returns its stdout: the
    /// set-up steps of a test and the reports whose text it pins.
    @discardableResult
    func quietly(_ arguments: [String], environment: [String: String] = [:],
                 sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try run(arguments, environment: environment)
        #expect(result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr == "", "\(arguments)", sourceLocation: sourceLocation)
        return result.stdout
    }

    /// Starts every command at once (separate processes, all in flight together) and waits for all;
    /// for races between writers.
    func runConcurrently(_ commands: [[String]]) throws -> [CLIResult] {
        let started = try commands.map { try start($0) }
        return started.map { $0.finish() }
    }

    /// A `hyzer-text` process started by ``start(_:)``.
    struct Started {
        let process: Process
        let out: Pipe, err: Pipe

        /// Whether it is still running.
        var isRunning: Bool { process.isRunning }

        /// Waits for it to end.
        func finish() -> CLIResult {
            let drained = PipeDrain.readAll([out, err])
            process.waitUntilExit()
            return CLIResult(stdout: String(decoding: drained[0], as: UTF8.self), stderr: String(decoding: drained[1], as: UTF8.self),
                             status: process.terminationStatus)
        }
    }

    /// Starts `hyzer-text ARGUMENTS` without waiting for it.
    func start(_ arguments: [String]) throws -> Started {
        var env = ProcessInfo.processInfo.environment
        for (key, value) in Self.environment { env[key] = value }
        return try Self.start(arguments, in: directory, environment: env)
    }

    /// Starts `hyzer-text ARGUMENTS` in `directory` with exactly `environment`, without waiting for it.
    static func start(_ arguments: [String], in directory: URL, environment: [String: String]) throws -> Started {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return Started(process: process, out: out, err: err)
    }

    /// Runs `hyzer-text ARGUMENTS` with stdout and stderr on a pseudo-terminal (through `script`), to
    /// see what a person at a terminal sees. Returns the combined output with `\r\n` turned into `\n`.
    func runInTerminal(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let quoted = ([Self.binary.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", quoted.joined(separator: " "), "/dev/null"]
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        for (key, value) in Self.environment { env[key] = value }
        env["TERM"] = "xterm-256color"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = PipeDrain.readAll(out)
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// The path of a file of the scorebook.
    func path(_ relative: String) -> String { directory.appendingPathComponent(relative).path }

    /// Appends raw bytes to a file of the scorebook (e.g. a torn line without its newline).
    func append(_ path: String, _ bytes: [UInt8]) throws {
        let handle = try FileHandle(forWritingTo: directory.appendingPathComponent(path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(bytes))
        try handle.close()
    }

    /// Starts the usual test round: Lakeside Park (9 holes, par 3 but hole 7 par 4) with Mike, Jake
    /// and the guest Uncle Bob, at 09:30 Pacific.
    @discardableResult
    /// `new` adds `--new`: a second active round of the same group is refused without it.
    func startRound(course: String = "Lakeside Park", players: String = "Mike,Jake", guests: [String] = ["Uncle Bob"],
                    new: Bool = false) throws -> CLIResult {
        let result = try run(["round", "start", course, "--players", players, "--at", "2026-11-21T09:30:00-08:00"]
                             + guests.flatMap { ["--guest", $0] } + (new ? ["--new"] : []))
        #expect(result.status == 0, "round start failed: \(result.stderr)")
        return result
    }

    /// Reads a file of the scorebook.
    func read(_ path: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }

    /// Writes a file of the scorebook (creating directories).
    func write(_ path: String, _ text: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Files in a directory of the scorebook, sorted.
    func list(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(path).path).sorted()
    }

    /// Deletes the temporary directory when the test is done with the runner.
    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}
