import HyzerFormat

/// `hyzer-text init`: create a scorebook, or set up this device in an existing one.
enum InitCommand {
    static let command = Command(
        path: ["init"],
        abstract: "Create a scorebook, or set up this device's identity in an existing one",
        usage: "[DIR] --name NAME [--device ID] [--no-git]",
        discussion: """
        In a new directory: creates courses/ (with three seeded local courses), rounds/, the .scorebook
        marker, this device's identity in .hyzer/, and a .gitignore that keeps .hyzer/ and editors'
        backup, auto-save, lock and swap files (Emacs's NAME~ and #NAME#, Vim's .NAME.swp, and the
        like) out of git, and makes the directory
        a git repository (unless it is already inside one, or --no-git) with a .gitattributes that
        routes round files to the hyzer-text merge driver, and the driver configured (see `hyzer-text
        install-driver`). In an existing scorebook, say a fresh clone on a second device, it sets up the
        identity and the driver and leaves shared files alone (it only puts back a folder git dropped
        for being empty; a scorebook made before the editors' rules gets them from its next `sync`).
        Run it again to change your name or device id.

        NAME is who you are (organizer of rounds you start, reporter of scores you enter); it follows
        the rules for names in files. The device id must differ between devices: letters, digits, -
        and _, at most 40; the default is the host name plus a random suffix.
        """,
        examples: ["init --name Mike", "init ~/discgolf --name Sarah --device sarah-phone", "init --name Mike --no-git"],
        options: [.value("name", short: "n", "NAME", "who you are"), .value("device", "ID", "this device's id (letters, digits, - and _)"),
                  .flag("no-git", "do not make a new scorebook a git repository")],
        positionals: 0...1,
        operands: [.optional("DIR", .directory)],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let directory = FileSystem.absolute(invocation.positional(0).map { $0.hasPrefix("/") ? $0 : invocation.startDirectory + "/" + $0 }
                                            ?? invocation.startDirectory)
        let book = Scorebook(root: directory)
        let existing = ScorebookSetup.isExisting(directory, kinds: FileKinds.all)
        // A damaged identity file is what `init` repairs: keep what can be read of it, replace the rest.
        let saved = existing ? (try? book.loadIdentity()) ?? nil : nil
        guard let name = invocation.value("name") ?? saved?.name else {
            throw HyzerError(.invalidArgument, "init needs your name", hint: "e.g. `hyzer-text init --name Mike`")
        }
        if let problem = NameRules.problem(with: name) { throw HyzerError(.invalidArgument, "\"\(name)\" cannot be a name: \(problem)") }
        let device = invocation.value("device") ?? saved?.device ?? LocalIdentity.newDeviceID(hostName: invocation.environment.hostName)
        if let problem = LocalIdentity.problem(withDevice: device) {
            throw HyzerError(.invalidArgument, "\"\(device)\" cannot be a device id: \(problem)", hint: "write a device id like mike-phone")
        }
        let setup = try ScorebookSetup.initialize(book, identity: LocalIdentity(name: name, device: device), kinds: FileKinds.all, seeds: FileKinds.seeds,
                                                  program: DriverProgram.path(environment: invocation.environment), environment: invocation.environment,
                                                  createRepository: !invocation.flag("no-git"))
        let driver = setup.driver
        if existing {
            invocation.out("Set up this device in the scorebook at \(safe(directory)): you are \(safe(name)) on device \(safe(device)).\n")
            invocation.out("Shared files were left as they are.\n")
        } else {
            let seeded = FileKinds.all.compactMap { kind in
                let count = FileKinds.seeds.count { $0.kind.suffix == kind.suffix }
                return count == 0 ? nil : Plural.counted(count, kind.noun)
            }
            invocation.out("Created a scorebook in \(safe(directory)) with \(Plural.listed(seeded)); you are \(safe(name)) on device \(safe(device)).\n")
        }
        if driver.repositoryCreated {
            invocation.out("Made it a git repository with the merge driver for \(FileKinds.mergedFilesPhrase); share it with `git remote add origin URL` and `hyzer-text sync`.\n")
        } else if driver.driverConfigured {
            invocation.out("Installed the git merge driver for \(FileKinds.mergedFilesPhrase) in this clone.\n")
        }
        if let problem = driver.repositoryProblem {
            invocation.note("note: could not make it a git repository (\(safe(problem))); it works without git, and "
                            + "`hyzer-text install-driver` sets up merging once it is in one\n")
        }
        if !existing {
            invocation.out("Next: `hyzer-text course list`, then `hyzer-text round start \"Cedar Creek\" --players \(safe(name.contains(" ") ? "\"\(name)\"" : name)),Jake`.\n")
        }
        return .ok
    }
}
