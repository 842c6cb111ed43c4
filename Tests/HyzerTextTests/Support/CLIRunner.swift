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
struct CLIRunner {
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

    /// Creates an empty temporary directory (removed by ``remove()``).
    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("hyzer-e2e-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// A temporary scorebook set up with `init --name NAME --device DEVICE`.
    static func scorebook(name: String = "Mike", device: String = "mike-phone") throws -> CLIRunner {
        let runner = try CLIRunner()
        let result = try runner.run(["init", "--name", name, "--device", device])
        #expect(result.status == 0, "init failed: \(result.stderr)")
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
        env["HYZER_DIR"] = nil
        env["NO_COLOR"] = nil
        env["HYZER_NOW"] = "2026-11-21T10:00:00-08:00"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting so a large output cannot deadlock the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
                         status: process.terminationStatus)
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

    /// Deletes the temporary directory.
    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
