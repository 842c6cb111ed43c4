/// A git work tree, driven through the `git` program (git is the sync engine between devices).
public struct GitRepository: Sendable {
    /// The top of the work tree (the directory holding `.git`).
    public let root: String
    /// The environment git runs in (its variables are git's).
    public let environment: Environment

    /// Opens the repository whose work tree is `root`; git runs in `environment`.
    public init(root: String, environment: Environment) {
        self.root = FileSystem.absolute(root)
        self.environment = environment
    }

    /// The repository containing `directory`, found by looking for `.git` (a directory, or a file in
    /// a linked worktree) upward, without running git.
    public static func find(containing directory: String, environment: Environment) -> GitRepository? {
        var current = FileSystem.absolute(directory)
        while true {
            if FileSystem.exists(current + "/.git") { return GitRepository(root: current, environment: environment) }
            if current == "/" { return nil }
            current = FileSystem.parentDirectory(of: current)
        }
    }

    /// Runs `git -C ROOT ARGUMENTS`. Prompts are switched off so an unreachable remote fails instead
    /// of waiting for a password, and `GIT_EDITOR=true` accepts default messages. Work on this clone
    /// (a merge, a commit, a reset) runs in a process group of its own, so a Ctrl-C stops the command
    /// after git finished it rather than half-way; talking to a remote (``network``) stops at once.
    public func run(_ arguments: [String], input: String? = nil, overrides: [String: String] = [:]) throws(HyzerError) -> Subprocess.Result {
        var env = ["GIT_TERMINAL_PROMPT": "0", "GIT_EDITOR": "true", "GIT_MERGE_AUTOEDIT": "no"]
        if environment.variable("GIT_SSH_COMMAND") == nil { env["GIT_SSH_COMMAND"] = "ssh -o BatchMode=yes" }
        for (key, value) in overrides { env[key] = value }
        let local = arguments.first.map { !Self.network.contains($0) } ?? true
        return try Subprocess.run(["git", "-C", root] + arguments, environment: environment, overrides: env, input: input, ownProcessGroup: local)
    }

    /// The git commands that talk to a remote: stopping one half-way leaves nothing half-done here
    /// (git updates refs only once everything arrived, and a hub takes a push whole or not at all).
    static let network: Set<String> = ["fetch", "push", "ls-remote"]

    /// Runs git and fails with its error output when it does not succeed.
    @discardableResult
    public func require(_ arguments: [String], input: String? = nil, overrides: [String: String] = [:]) throws(HyzerError) -> String {
        let result = try run(arguments, input: input, overrides: overrides)
        guard result.succeeded else {
            let detail = result.error.split(separator: "\n").first.map(String.init) ?? "exit status \(result.status)"
            throw HyzerError(.ioFailure, "`git \(arguments.joined(separator: " "))` failed: \(detail)")
        }
        return result.output
    }

    /// A config value of this clone, nil when unset.
    public func config(_ key: String) -> String? {
        guard let result = try? run(["config", "--get", key]), result.succeeded else { return nil }
        let value = result.output.hasSuffix("\n") ? String(result.output.dropLast()) : result.output
        return value
    }

    /// Sets a config value in this clone's `.git/config`.
    public func setConfig(_ key: String, _ value: String) throws(HyzerError) {
        try require(["config", "--local", key, value])
    }

    /// The contents of files named as git objects (`HEAD:rounds/x.round`), read in one
    /// `git cat-file --batch`; a name git does not know (a file new since that commit) is left out.
    public func readObjects(_ names: [String]) throws(HyzerError) -> [String: String] {
        guard !names.isEmpty else { return [:] }
        let result = try run(["cat-file", "--batch"], input: names.map { $0 + "\n" }.joined())
        guard result.succeeded else { throw HyzerError(.ioFailure, "`git cat-file` failed: \(result.error)") }
        let bytes = result.outputBytes
        var contents: [String: String] = [:]
        var index = 0
        for name in names {  // one answer per name, in order
            guard index < bytes.count, let newline = bytes[index...].firstIndex(of: 10) else { break }
            let header = bytes[index..<newline].split(separator: UInt8(ascii: " "))
            index = newline + 1
            guard header.count == 3, header[1].elementsEqual("blob".utf8),
                  let size = Int(String(decoding: header[2], as: UTF8.self)) else { continue }  // "NAME missing"
            let end = min(index + size, bytes.count)
            contents[name] = String(decoding: bytes[index..<end], as: UTF8.self)
            index = end + 1  // the newline after the contents
        }
        return contents
    }

    /// Paths (relative to the work tree) from a `-z` listing of git: NUL-separated, never quoted.
    public static func paths(fromNULSeparated output: String) -> [String] {
        output.split(separator: "\0").map(String.init)
    }

    /// `path` relative to the work tree root (for git pathspecs), or nil when outside it.
    public func relative(_ path: String) -> String? {
        let absolute = FileSystem.absolute(path)
        if absolute == root { return "." }
        return absolute.hasPrefix(root + "/") ? String(absolute.dropFirst(root.count + 1)) : nil
    }
}
