import HyzerFormat

/// `hyzer-text init`: create a scorebook, or set up this device in an existing one.
enum InitCommand {
    static let command = Command(
        path: ["init"],
        abstract: "Create a scorebook, or set up this device's identity in an existing one",
        usage: "[DIR] --name NAME [--device ID]",
        discussion: """
        In a new directory: creates courses/ (with three seeded local courses), rounds/, .gitignore and
        this device's identity in .hyzer/ (git-ignored). In an existing scorebook, say a fresh clone on
        a second device, it only sets up the identity and leaves shared files alone. A new scorebook
        gets a .gitattributes that routes round files to the hyzer-text merge driver, and inside a git
        clone the driver is configured (see `hyzer-text install-driver`).

        NAME is who you are (organizer of rounds you start, reporter of scores you enter). The device
        id must differ between devices; the default is the host name plus a random suffix.
        """,
        examples: ["init --name Mike", "init ~/discgolf --name Sarah --device sarah-phone"],
        options: [.value("name", short: "n", "NAME", "who you are"), .value("device", "ID", "this device's id (letters, digits, - and _)")],
        positionals: 0...1,
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let directory = FileSystem.absolute(invocation.positional(0).map { $0.hasPrefix("/") ? $0 : invocation.startDirectory + "/" + $0 }
                                            ?? invocation.startDirectory)
        let book = Scorebook(root: directory)
        let existing = Scorebook.isScorebook(directory)
        guard let name = invocation.value("name") ?? book.identity?.name else {
            throw HyzerError(.usage, "init needs your name", hint: "e.g. `hyzer-text init --name Mike`")
        }
        if let problem = NameRules.problem(with: name) { throw HyzerError(.usage, "\"\(name)\" cannot be a name: \(problem)") }
        var device = invocation.value("device") ?? book.identity?.device
        if device == nil {
            var generator = SystemRandomNumberGenerator()
            let suffix = String(UInt16.random(in: 0x1000...0xFFFF, using: &generator), radix: 16)
            device = LocalIdentity.deviceID(fromHostName: SystemClock.hostName()) + "-" + suffix
        }
        guard let device, LocalIdentity.isValidDevice(device) else {
            throw HyzerError(.usage, "\"\(device ?? "")\" cannot be a device id", hint: "use letters, digits, - and _ (no dots), e.g. mike-phone")
        }
        if !existing {
            if FileSystem.exists(directory), !FileSystem.isDirectory(directory) {
                throw HyzerError(.cannotCreate, "\(directory) exists and is not a directory")
            }
            try FileSystem.createDirectory(book.coursesDirectory)
            try FileSystem.createDirectory(book.roundsDirectory)
            for seed in SeedCourses.files {
                _ = try FileSystem.createNew(book.coursesDirectory + "/" + seed.name, seed.text)
            }
        }
        try book.saveIdentity(LocalIdentity(name: name, device: device))
        // The git merge driver for round files: a new scorebook gets the (shared) attribute; a clone
        // only gets its own git config, since shared files are left alone.
        let driver = try MergeDriverSetup.install(scorebook: book, program: InstallDriverCommand.program(), addAttribute: !existing)
        if existing {
            invocation.out("Set up this device in the scorebook at \(safe(directory)): you are \(safe(name)) on device \(safe(device)).\n")
            invocation.out("Shared files were left as they are.\n")
        } else {
            invocation.out("Created a scorebook in \(safe(directory)) with \(SeedCourses.files.count) courses; you are \(safe(name)) on device \(safe(device)).\n")
            invocation.out("Next: `hyzer-text course list`, then `hyzer-text round start \"Cedar Creek\" --players \(safe(name.contains(" ") ? "\"\(name)\"" : name)),Jake`.\n")
        }
        if driver.driverConfigured { invocation.out("Installed the git merge driver for round files in this clone.\n") }
        return .ok
    }
}
