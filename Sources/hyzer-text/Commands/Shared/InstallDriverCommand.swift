import HyzerFormat

/// `hyzer-text install-driver`: make `git pull` merge the files of the kinds with records semantically in this clone.
enum InstallDriverCommand {
    static let command = Command(
        path: ["install-driver"],
        abstract: "Set up the git merge driver for \(FileKinds.mergedFilesPhrase) in this clone (idempotent)",
        usage: "[--program PATH]",
        discussion: """
        Adds `*.round merge=hyzer` (one line per kind of file it merges) to the scorebook's
        .gitattributes (commit it: it is shared; `sync` commits it) and sets
        merge.hyzer.driver in this clone's .git/config (never shared, so every clone needs it once;
        `init` and `sync` do it too). Running it again changes nothing.

        The driver command names the program as `hyzer-text` when that is the binary PATH finds, so it
        survives upgrades that move the binary; otherwise (say under `swift run`) the absolute path of
        the running binary, which works whatever PATH git sees. `hyzer-text check` warns when the
        driver is missing or its program is gone.
        """,
        examples: ["install-driver", "install-driver --program /usr/local/bin/hyzer-text"],
        options: [.value("program", "PATH", "the hyzer-text binary git should run (default: see above)", kind: .file([]))],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let changes = try MergeDriverSetup.install(scorebook: book, kinds: FileKinds.all, program: invocation.value("program") ?? DriverProgram.path(environment: invocation.environment),
                                                   environment: invocation.environment)
        if changes.attributeAdded {
            let lines = changes.attributesAdded.map { "`\($0)`" }.joined(separator: " and ")
            invocation.out("Added \(lines) to .gitattributes (commit it so every clone shares it).\n")
        }
        guard let repository = changes.repository else {
            invocation.out("This scorebook is not in a git repository yet; run `hyzer-text install-driver` again after `git init` or cloning.\n")
            return .ok
        }
        let driver = repository.config("merge.hyzer.driver") ?? ""
        invocation.out(changes.driverConfigured ? "Configured the merge driver: \(safe(driver))\n"
                                                : "The merge driver is already configured: \(safe(driver))\n")
        return .ok
    }
}
