import Foundation
import Testing
import TestSupport

/// The release archive (issue 21: "a binary a friend can run"): `scripts/release.sh` packs a binary
/// linked statically against the Swift runtime, the manual and the completions; it needs no Swift
/// library at run time and runs without the toolchain on `PATH`; `install.sh PREFIX` puts it all in
/// place.
///
/// The archive is built in debug (`--debug`: the same static linking as a release, a fraction of the
/// compile time) into `.build-release-test/` of the checkout, which the next run reuses.
@Suite("release archive, end to end")
struct ReleaseEndToEndTests {
    /// Runs `arguments` with exactly `environment` in `directory`; returns (status, stdout + stderr).
    static func run(_ arguments: [String], in directory: String, environment: [String: String]) throws -> (status: Int32, output: String) {
        let result = try Program.run(arguments[0], Array(arguments.dropFirst()), directory: URL(fileURLWithPath: directory),
                                     environment: environment, mergingStderr: true)
        return (result.status, result.stdout)
    }

    @Test(.timeLimit(.minutes(20)))
    func archiveRunsWithoutSwiftAndInstalls() throws {
        let root = Repository.root()
        let work = try CLIRunner()
        var environment = ProcessInfo.processInfo.environment
        environment["HYZER_DIR"] = nil
        let built = try Self.run([root + "/scripts/release.sh", "--debug", "--scratch-path", root + "/.build-release-test", work.path("dist")],
                                 in: root, environment: environment)
        try #require(built.status == 0, "\(built.output)")
        let archive = try #require(built.output.split(separator: "\n").last.map(String.init))
        #expect(archive.hasSuffix(".tar.gz"))

        let bare = ["PATH": "/usr/bin:/bin", "HOME": work.directory.path, "LANG": "C.UTF-8"]
        #expect(try Self.run(["/usr/bin/tar", "-xzf", archive], in: work.path("dist"), environment: bare).status == 0)
        let name = FileSystemName.stripping(".tar.gz", from: archive)
        let unpacked = work.path("dist/" + name)
        for file in ["bin/hyzer-text", "share/man/man1/hyzer-text.1", "share/completions/hyzer-text.bash", "share/completions/_hyzer-text",
                     "share/completions/hyzer-text.fish", "install.sh", "INSTALL"] {
            #expect(FileManager.default.fileExists(atPath: unpacked + "/" + file), "\(file) is in the archive")
        }

        let binary = unpacked + "/bin/hyzer-text"
        let libraries = try Self.run(["/usr/bin/ldd", binary], in: unpacked, environment: bare)
        #expect(libraries.status == 0)
        #expect(!libraries.output.contains("libswift") && !libraries.output.contains("libFoundation")
                && !libraries.output.contains("not found"), "\(libraries.output)")

        // A copy of the bundled scorebook, read with only /usr/bin:/bin on PATH (the toolchain is elsewhere).
        let book = work.path("book")
        try FileManager.default.createDirectory(atPath: book, withIntermediateDirectories: true)
        for folder in ["courses", "rounds"] { try FileManager.default.copyItem(atPath: root + "/" + folder, toPath: book + "/" + folder) }
        let version = try Self.run([binary, "--version"], in: book, environment: bare)
        #expect(version.status == 0 && version.output.hasPrefix("hyzer-text "), "\(version.output)")
        let standings = try Self.run([binary, "standings"], in: book, environment: bare.merging(["HYZER_NOW": "2026-11-21T11:00:00-08:00"]) { $1 })
        #expect(standings.status == 0)
        #expect(standings.output.hasPrefix("Cedar Creek · 2026-11-21 09:30 · hole 9 of 18 next (Nate and Priya have no score on hole 8)\n"), "\(standings.output)")

        let prefix = work.path("prefix")
        let installed = try Self.run([unpacked + "/install.sh", prefix], in: unpacked, environment: bare)
        #expect(installed.status == 0, "\(installed.output)")
        #expect(installed.output.hasPrefix("installed hyzer-text "))
        for file in ["bin/hyzer-text", "share/man/man1/hyzer-text.1", "share/bash-completion/completions/hyzer-text",
                     "share/zsh/site-functions/_hyzer-text", "share/fish/vendor_completions.d/hyzer-text.fish"] {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "install.sh put \(file) in place")
        }
        let manual = try String(contentsOfFile: prefix + "/share/man/man1/hyzer-text.1", encoding: .utf8)
        #expect(manual == Repository.read("docs/hyzer-text.1"), "the installed manual is the one in docs/")
    }
}

/// Names of release files.
private enum FileSystemName {
    /// The last component of `path` without `suffix`.
    static func stripping(_ suffix: String, from path: String) -> String {
        String(URL(fileURLWithPath: path).lastPathComponent.dropLast(suffix.count))
    }
}
