#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs another program (git) and collects its exit status and output, without Foundation.
///
/// Output goes to unlinked temporary files rather than pipes, so a chatty program can never block on
/// a full pipe while we wait for it.
public enum Subprocess {
    /// What a finished program left behind.
    public struct Result: Sendable, Equatable {
        /// Exit status; 128 + N when killed by signal N; 127 when it could not be started.
        public var status: Int32
        /// Standard output, as bytes.
        public var outputBytes: [UInt8]
        /// Standard output.
        public var output: String { String(decoding: outputBytes, as: UTF8.self) }
        /// Standard error.
        public var error: String

        /// Whether it exited 0.
        public var succeeded: Bool { status == 0 }
    }

    /// Runs `arguments[0]` (looked up in `environment`'s `PATH`) with the rest as arguments, with
    /// `environment`'s variables and `overrides` on top of them, and `input` as its standard input.
    /// `ownProcessGroup` starts it in a process group of its own, so that the Ctrl-C of the terminal
    /// (sent to the foreground group) does not cut it short: a program that must finish what it
    /// started (a merge, a commit) once it has begun. Such a program must not read the terminal, and
    /// the locks the calling thread holds (``FileSystem/heldLockDescriptors``) stay held until it
    /// ends, so that no other command writes where it works should this process die before it: a
    /// shell (`/bin/sh`) that starts it keeps a copy of each lock while it waits for it. The program
    /// and what it starts do not get them, so a daemon it leaves behind (git's `fsmonitor--daemon`,
    /// a detached `gc`, a hook's) never holds a scorebook's lock.
    public static func run(_ arguments: [String], environment: Environment, overrides: [String: String] = [:],
                           input: String? = nil, ownProcessGroup: Bool = false) throws(HyzerError) -> Result {
        precondition(!arguments.isEmpty)
        let directory = environment.temporaryDirectory
        let inFile = try temporaryFile(in: directory, contents: input ?? "")
        let outFile = try temporaryFile(in: directory, contents: "")
        let errFile = try temporaryFile(in: directory, contents: "")
        defer { close(inFile); close(outFile); close(errFile) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inFile, 0)
        posix_spawn_file_actions_adddup2(&actions, outFile, 1)
        posix_spawn_file_actions_adddup2(&actions, errFile, 2)
        // The shell holding the locks gets them as descriptors 3 to 9 (the ones a shell can close),
        // from copies above 9 so that no copy is overwritten by another's move. It runs the program
        // and then `exit`: a shell may replace itself by its last command, which would drop them.
        var locks: [Int32] = []
        defer { for lock in locks { close(lock) } }
        if ownProcessGroup {
            for held in FileSystem.heldLockDescriptors.prefix(7) {
                let copy = fcntl(held, F_DUPFD_CLOEXEC, 10)
                guard copy >= 0 else { continue }  // out of descriptors: the lock is only this process's
                posix_spawn_file_actions_adddup2(&actions, copy, 3 + Int32(locks.count))
                locks.append(copy)
            }
        }
        let closing = locks.indices.map { "\(3 + $0)>&-" }.joined(separator: " ")
        let command = locks.isEmpty ? arguments : ["/bin/sh", "-c", "\"$@\" \(closing); exit $?", "sh"] + arguments

        var merged = environment.variables
        for (key, value) in overrides { merged[key] = value }
        let argv = command.map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for item in argv { free(item) }
            for item in envp { free(item) }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if ownProcessGroup {
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, command[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            return Result(status: 127, outputBytes: [], error: "cannot run \(arguments[0]): \(FileSystem.describe(spawned))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw HyzerError(.ioFailure, "lost track of \(arguments[0]): \(FileSystem.describe(errno))") }
        }
        let exit: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Result(status: exit, outputBytes: try readAll(outFile), error: String(decoding: try readAll(errFile), as: UTF8.self))
    }

    /// An open, already unlinked temporary file holding `contents`, positioned at its start.
    private static func temporaryFile(in directory: String, contents: String) throws(HyzerError) -> Int32 {
        var template = Array((directory + "/hyzer-text-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw HyzerError(.cannotCreate, "cannot create a temporary file in \(directory): \(FileSystem.describe(errno))") }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        var bytes = Array(contents.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                close(fd)
                throw HyzerError(.ioFailure, "cannot write a temporary file: \(FileSystem.describe(errno))")
            }
            offset += written
        }
        lseek(fd, 0, SEEK_SET)
        return fd
    }

    private static func readAll(_ fd: Int32) throws(HyzerError) -> [UInt8] {
        lseek(fd, 0, SEEK_SET)
        var bytes: [UInt8] = []
        try FileSystem.readRest(of: fd, into: &bytes, what: "a program's output")
        return bytes
    }
}
