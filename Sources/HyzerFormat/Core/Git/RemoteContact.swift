/// What a clone knows, without running git or touching the network, about the remote it shares
/// through: its name, and when the clone last heard from it (its last fetch). Recording a score stays
/// offline; this only lets a copy say that it may be behind (docs/SYNC.md, "A copy that may be
/// behind").
public struct RemoteContact: Sendable, Equatable {
    /// The remote: the current branch's upstream, else `origin`, else the first one configured.
    public var remote: String
    /// When the clone last fetched from a remote (the time of `.git/FETCH_HEAD`, which every fetch
    /// writes, `sync` included); nil when it never has.
    public var lastHeard: Timestamp?

    /// Creates the facts.
    public init(remote: String, lastHeard: Timestamp?) {
        self.remote = remote
        self.lastHeard = lastHeard
    }

    /// The remote of the git work tree containing `directory`; nil when it is in none or the clone
    /// has no remote. Reads `.git/HEAD`, `.git/config` and file times only (a linked work tree's
    /// `.git` file is followed to its git directory and the common one).
    public static func find(containing directory: String) -> RemoteContact? {
        var current = FileSystem.absolute(directory)
        while !FileSystem.exists(current + "/.git") {
            if current == "/" { return nil }
            current = FileSystem.parentDirectory(of: current)
        }
        guard let gitDirectory = gitDirectory(of: current + "/.git") else { return nil }
        let common = (try? FileSystem.readText(gitDirectory + "/commondir", limit: .settingsFile)).map { relative -> String in
            let path = relative.trimmingSpaces
            return path.hasPrefix("/") ? path : gitDirectory + "/" + path
        } ?? gitDirectory
        guard let config = try? FileSystem.readText(common + "/config", limit: .settingsFile) else { return nil }
        let branch = (try? FileSystem.readText(gitDirectory + "/HEAD", limit: .settingsFile)).flatMap { head -> String? in
            let text = head.trimmingSpaces
            return text.hasPrefix("ref: refs/heads/") ? String(text.dropFirst("ref: refs/heads/".count)) : nil
        }
        guard let remote = chooseRemote(config: config, branch: branch) else { return nil }
        let seconds = [gitDirectory + "/FETCH_HEAD", common + "/FETCH_HEAD"].compactMap(FileSystem.modificationSeconds).max()
        return RemoteContact(remote: remote, lastHeard: seconds.map { Timestamp(secondsSinceEpoch: $0) })
    }

    /// The git directory a `.git` entry names: itself, or the `gitdir:` of a `.git` file.
    static func gitDirectory(of dotGit: String) -> String? {
        if FileSystem.isDirectory(dotGit) { return dotGit }
        guard let text = try? FileSystem.readText(dotGit, limit: .settingsFile), text.hasPrefix("gitdir:") else { return nil }
        let path = String(text.dropFirst("gitdir:".count)).trimmingSpaces
        return path.hasPrefix("/") ? path : FileSystem.parentDirectory(of: dotGit) + "/" + path
    }

    /// The remote a git config names for `branch` (`[branch "B"] remote = R`), else `origin`, else the
    /// first `[remote "R"]` section; nil when it has no remote.
    static func chooseRemote(config: String, branch: String?) -> String? {
        var remotes: [String] = [], upstream: String?, section = ""
        for raw in config.split(whereSeparator: \.isNewline) {
            let line = String(raw).trimmingSpaces
            if line.hasPrefix("[") {
                section = line
                if line.hasPrefix("[remote \""), line.hasSuffix("\"]") { remotes.append(String(line.dropFirst(9).dropLast(2))) }
            } else if let branch, section == "[branch \"\(branch)\"]" {
                let parts = line.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces }
                if parts.count == 2, parts[0] == "remote" { upstream = parts[1] }
            }
        }
        if let upstream, remotes.contains(upstream) { return upstream }
        return remotes.contains("origin") ? "origin" : remotes.first
    }
}
