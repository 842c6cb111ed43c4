#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// The program the git merge driver runs (`merge.hyzer.driver`), as `init`, `sync` and
/// `install-driver` configure it: `hyzer-text` when PATH finds this very binary, so it survives
/// upgrades that move the binary; otherwise (say under `swift run`) this binary's absolute path.
enum DriverProgram {
    /// `hyzer-text`, or the absolute path of the running binary.
    static func path(environment: Environment) -> String {
        guard let me = realPath("/proc/self/exe") else { return "hyzer-text" }
        for directory in (environment.variable("PATH") ?? "").split(separator: ":") {
            let candidate = String(directory) + "/hyzer-text"
            if access(candidate, X_OK) == 0, realPath(candidate) == me { return "hyzer-text" }
        }
        return me
    }

    /// `path` with symbolic links resolved, nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
