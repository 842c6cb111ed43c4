import Foundation
import HyzerFormat
import Testing
import TestSupport

/// The `editors/` folder with real editors (docs/EDITORS.md, "How this is tested"): its own checks of
/// the syntax files, grammars and configurations, which run Neovim, Vim and Emacs, and Neovim's
/// built-in client against the real `hyzer-text lsp`. The editors must be installed (`scripts/test`
/// installs them): a missing one fails here, it is never skipped.
@Suite("editors, end to end")
struct EditorsEndToEndTests {
    static let root = Repository.root()

    /// Runs one of `editors/`' checks from the repository's root: its exit status and output.
    static func check(_ arguments: [String]) throws -> Program.Result {
        try Program.run("/usr/bin/env", arguments, directory: URL(fileURLWithPath: root), mergingStderr: true)
    }

    @Test(arguments: [
        ["editors/test-vim-syntax.sh"],
        ["python3", "editors/test-textmate.py"],
        ["editors/test-emacs.sh"],
        ["editors/test-nvim-lsp.sh"],
        ["python3", "-c", "import tomllib; tomllib.load(open('editors/helix/languages.toml', 'rb'))"],
    ])
    func theEditorsChecksPass(arguments: [String]) throws {
        let result = try Self.check(arguments)
        #expect(result.status != 2, "an editor is missing (scripts/test installs them):\n\(result.stdout)")
        #expect(result.status == 0, "\(arguments.joined(separator: " ")):\n\(result.stdout)")
    }

    @Test func neovimsClientGetsTheRealServersDiagnosticsCompletionHoverAndFormatting() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("rounds/round.round", Repository.read("rounds/2026-09-24-lakeside-park.round"))
        let report = cli.directory.path + "/report"
        var environment = ProcessInfo.processInfo.environment
        environment["HYZER_TEXT"] = CLIRunner.binary.path
        environment["HYZER_REPO"] = Self.root
        environment["HYZER_REPORT"] = report
        environment["HYZER_DIR"] = nil
        let result = try Program.run("/usr/bin/env", ["timeout", "60", "nvim", "--headless", "-u", "NONE", "-i", "NONE", "-n",
                                                      "-c", "luafile \(Self.root)/editors/test/nvim-real-server.lua"],
                                     directory: cli.directory, environment: environment, mergingStderr: true)
        let lines = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        #expect(result.status == 0, "nvim exited \(result.status):\n\(lines)\n\(result.stdout)")
        #expect(lines.split(separator: "\n").count == 7 && !lines.contains("FAIL"), "\(lines)")
    }

    @Test func emacsWithEglotGetsTheRealServersDiagnosticsAndFormatting() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("rounds/round.round", Repository.read("rounds/2026-09-24-lakeside-park.round"))
        var environment = ProcessInfo.processInfo.environment
        environment["HYZER_TEXT"] = CLIRunner.binary.path
        environment["HYZER_REPO"] = Self.root
        environment["HYZER_DIR"] = nil
        let result = try Program.run("/usr/bin/env", ["timeout", "60", "emacs", "--batch", "-Q",
                                                      "--eval", "(add-to-list (quote package-directory-list) \"/usr/share/emacs/site-lisp/elpa\")",
                                                      "--eval", "(package-initialize)", "-l", Self.root + "/editors/test/emacs-real-server.el"],
                                     directory: cli.directory, environment: environment, mergingStderr: true)
        #expect(result.status == 0, "emacs exited \(result.status):\n\(result.stdout)")
        let checks = result.stdout.split(separator: "\n").filter { $0.hasPrefix("ok") || $0.hasPrefix("FAIL") }
        #expect(checks.count == 4 && !checks.contains { $0.hasPrefix("FAIL") }, "\(result.stdout)")
    }
}
