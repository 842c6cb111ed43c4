import Foundation
import HyzerFormat
import Testing

@Suite("init, end to end")
struct InitEndToEndTests {
    @Test func createsAScorebook() throws {
        let cli = try CLIRunner()
        let result = try cli.run(["init", "--name", "Mike", "--device", "mike-phone", "--no-git"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            Created a scorebook in \(cli.directory.path) with 3 courses; you are Mike on device mike-phone.
            Next: `hyzer-text course list`, then `hyzer-text round start "Cedar Creek" --players Mike,Jake`.

            """)
        #expect(try cli.list("courses") == ["cedar-creek.course", "lakeside-park.course", "quarry-ridge-long-tees.course"])
        #expect(try cli.list("rounds") == [])
        #expect(try cli.read(".hyzer/identity") == "# This device's identity. Local to this clone: git-ignored, never shared.\nname Mike\ndevice mike-phone\n")
        #expect(try cli.read(".gitignore") == "# Per-device settings and locks of hyzer-text: never shared.\n.hyzer/\n\n" + Scorebook.editorIgnoreRules)
    }

    /// Issue 42: editors' backup, auto-save and swap files never reach git from a new scorebook, not
    /// even by a plain `git add -A`; a kind's files are not ignored.
    @Test func aNewScorebookIgnoresEditorsFiles() throws {
        let cli = try CLIRunner()
        #expect(try cli.run(["init", "--name", "Mike", "--device", "mike-phone"], environment: GitSandbox.environment).status == 0)
        let names = ["x.round~", "#x.round#", ".#x.round", ".x.round.swp", ".x.round.swo", "x.round.swp", "4913", "x.round.orig", "x.round.rej"]
        let paths = (names + ["x.round"]).map { "rounds/" + $0 }
        let ignored = try Program.run("/usr/bin/env", ["git", "-C", cli.directory.path, "check-ignore", "--no-index"] + paths,
                                      environment: ProcessInfo.processInfo.environment.merging(GitSandbox.environment) { $1 })
        #expect(ignored.stdout == names.map { "rounds/" + $0 + "\n" }.joined())
    }

    @Test func initInAnExistingScorebookLeavesSharedFilesAlone() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("courses/cedar-creek.course", "course Cedar Creek\nholes 18\npar 3\n# edited by hand\n")
        try cli.write("rounds/2026-11-20-cedar-creek.round", "# a round from another device\n")
        try cli.write(".gitignore", "build/\n")
        try cli.run(["course", "rm", "lakeside"])
        let result = try cli.run(["init", "--name", "Sarah", "--device", "sarah-phone"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            Set up this device in the scorebook at \(cli.directory.path): you are Sarah on device sarah-phone.
            Shared files were left as they are.

            """)
        #expect(try cli.read("courses/cedar-creek.course") == "course Cedar Creek\nholes 18\npar 3\n# edited by hand\n")
        #expect(try cli.read("rounds/2026-11-20-cedar-creek.round") == "# a round from another device\n")
        #expect(try cli.list("courses") == ["cedar-creek.course", "quarry-ridge-long-tees.course"])
        #expect(try cli.read(".hyzer/identity").hasSuffix("name Sarah\ndevice sarah-phone\n"))
        #expect(try cli.read(".gitignore") == "build/\n.hyzer/\n")
    }

    @Test func initIntoANamedDirectory() throws {
        let cli = try CLIRunner()
        let result = try cli.run(["init", "book", "--name", "Uncle Bob", "--device", "bob-1"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Created a scorebook in \(cli.directory.path)/book with 3 courses; you are Uncle Bob on device bob-1.\n"))
        #expect(result.stdout.hasSuffix("--players \"Uncle Bob\",Jake`.\n"))
        #expect(try cli.list("book") == [".git", ".gitattributes", ".gitignore", ".hyzer", ".scorebook", "courses", "leagues", "matches", "rounds", "tags"])
        #expect(try cli.read("book/.gitattributes").hasSuffix("*.course merge=hyzer\n*.round merge=hyzer\n*.league merge=hyzer\n*.tags merge=hyzer\n*.match merge=hyzer\n"))
    }

    /// The README's order: `init` first, sharing later. `init` makes the git repository itself (as
    /// `cargo new` does), so the merge driver is there before the first `git pull`.
    @Test func initMakesAGitRepositoryWithTheMergeDriver() throws {
        let cli = try CLIRunner()
        let result = try cli.run(["init", "--name", "Mike", "--device", "mike-phone"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            Created a scorebook in \(cli.directory.path) with 3 courses; you are Mike on device mike-phone.
            Made it a git repository with the merge driver for course, round, league, tag ledger and match files; share it with `git remote add origin URL` and `hyzer-text sync`.
            Next: `hyzer-text course list`, then `hyzer-text round start "Cedar Creek" --players Mike,Jake`.

            """)
        let driver = try GitSandbox.git(["config", "--get", "merge.hyzer.driver"], in: cli.directory.path)
        #expect(driver.stdout.hasSuffix(" merge-driver %O %A %B %P\n"))
        // Running `git init` afterwards, as the README once said, changes nothing.
        try GitSandbox.git(["init", "-q"], in: cli.directory.path)
        #expect(try cli.run(["check"]).stderr == "")
        #expect(try GitSandbox.git(["config", "--get", "merge.hyzer.driver"], in: cli.directory.path).stdout == driver.stdout)
    }

    @Test func initAfterGitInitInstallsTheDriverToo() throws {
        let cli = try CLIRunner()
        try GitSandbox.git(["init", "-q"], in: cli.directory.path)
        let result = try cli.run(["init", "--name", "Mike", "--device", "mike-phone"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Installed the git merge driver for course, round, league, tag ledger and match files in this clone.\n"))
        #expect(try cli.run(["check"]).stderr == "")
    }

    @Test func withoutGitCheckOffersTheOneCommandThatInstallsTheDriver() throws {
        let cli = try CLIRunner.scorebook()  // init --no-git
        #expect(!FileManager.default.fileExists(atPath: cli.path(".git")))
        try GitSandbox.git(["init", "-q"], in: cli.directory.path)
        let check = try cli.run(["check"])
        #expect(check.stderr == """
            .gitattributes:1:1: warning: course, round, league, tag ledger and match files name the merge driver "hyzer" in .gitattributes, but this clone has not configured it; git would merge them as plain text
            hint: run `hyzer-text install-driver` once in this clone

            """)
        #expect(try cli.run(["install-driver"]).status == 0)
        #expect(try cli.run(["check"]).stderr == "")
    }

    @Test func initInAFreshCloneInstallsTheDriver() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        #expect(try sandbox.hyzer("mike-phone", ["round", "start", "Lakeside Park", "--players", "Mike,Jake"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try GitSandbox.git(["clone", "-q", "origin.git", "jake-laptop"], in: sandbox.runner.directory.path)
        #expect(try sandbox.git("jake-laptop", ["config", "--get", "merge.hyzer.driver"], allowFailure: true).status == 1)
        let result = try sandbox.hyzer("jake-laptop", ["init", "--name", "Jake", "--device", "jake-laptop"])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("Shared files were left as they are.\nInstalled the git merge driver for course, round, league, tag ledger and match files in this clone.\n"))
        #expect(try sandbox.git("jake-laptop", ["config", "--get", "merge.hyzer.driver"]).stdout.hasSuffix(" merge-driver %O %A %B %P\n"))
        #expect(try sandbox.hyzer("jake-laptop", ["check"]).stderr == "")
    }

    @Test func initWithoutANameIsAUsageError() throws {
        let cli = try CLIRunner()
        let result = try cli.run(["init"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: init needs your name\nhint: e.g. `hyzer-text init --name Mike`\n")
        #expect(try cli.list("") == [])
    }

    @Test func badDeviceAndNameAreRefused() throws {
        let cli = try CLIRunner()
        let device = try cli.run(["init", "--name", "Mike", "--device", "mike.phone"])
        #expect(device.status == 64)
        #expect(device.stderr == "error: \"mike.phone\" cannot be a device id: it may contain only letters, digits, - and _\nhint: write a device id like mike-phone\n")
        let name = try cli.run(["init", "--name", "Mike=1"])
        #expect(name.status == 64)
        #expect(name.stderr == "error: \"Mike=1\" cannot be a name: a name cannot contain \"=\"\n")
        #expect(try cli.list("") == [])
    }
}
