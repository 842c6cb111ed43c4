import Foundation
import TestSupport

/// Runs another program to its end, for the tests that drive tools beside hyzer-text (curl, chromium,
/// python3, git hooks, the released binary). `CLIRunner` runs hyzer-text itself; this is the one place
/// the others are run, with both pipes drained so that a chatty program never blocks.
enum Program {
    /// How it ended and what it printed.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `program` (a path; `/usr/bin/env` finds a name on `PATH`) with `arguments` in `directory`,
    /// with exactly `environment` when given (else this process's), and standard input closed.
    /// `mergingStderr` puts both streams into `stdout`, in the order they were written.
    static func run(_ program: String, _ arguments: [String], directory: URL? = nil, environment: [String: String]? = nil,
                    mergingStderr: Bool = false) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = mergingStderr ? out : err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        if mergingStderr { try? err.fileHandleForWriting.close() }
        let drained = PipeDrain.readAll(mergingStderr ? [out] : [out, err])
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: drained[0], as: UTF8.self),
                      stderr: mergingStderr ? "" : String(decoding: drained[1], as: UTF8.self))
    }

    /// `python3 scripts/generate-udisc-csv.py PATH --rounds N`: a UDisc export of `rounds` rounds.
    static func generateUDiscExport(at path: String, rounds: Int) throws {
        let result = try run("/usr/bin/env", ["python3", Repository.root() + "/scripts/generate-udisc-csv.py", path, "--rounds", String(rounds)])
        guard result.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: result.stderr]) }
    }
}
