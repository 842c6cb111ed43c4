import Foundation
import Testing

/// Who is scoring: the identity in `.hyzer/identity`, what a clone without one does, and how bad
/// values are refused before they reach a shared file.
@Suite("identity, end to end")
struct IdentityEndToEndTests {
    static let round = "rounds/2026-11-21-lakeside-park-mike-phone.round"

    /// A scorebook with a round started by Mike on mike-phone, whose identity file is then removed:
    /// a clone used without `init`.
    static func scorebookWithoutIdentity() throws -> CLIRunner {
        let cli = try CLIRunner.startedRound()
        try FileManager.default.removeItem(atPath: cli.path(".hyzer/identity"))
        return cli
    }

    /// A git configuration file that sets `user.name`.
    static func gitConfig(_ cli: CLIRunner, userName: String) throws -> [String: String] {
        try cli.write("home/gitconfig", "[user]\n\tname = \(userName)\n")
        return ["GIT_CONFIG_GLOBAL": cli.path("home/gitconfig")]
    }

    @Test func withoutAnIdentityAWriteTakesGitsUserNameAndSaysSoOnce() throws {
        let cli = try Self.scorebookWithoutIdentity()
        let git = try Self.gitConfig(cli, userName: "Jake")
        let first = try cli.run(["score", "Jake", "3"], environment: git)
        #expect(first.status == 0, "\(first.stderr)")
        let identity = try cli.read(".hyzer/identity")
        let device = try #require(identity.split(separator: "\n").first { $0.hasPrefix("device ") }.map { String($0.dropFirst(7)) })
        #expect(identity.hasSuffix("name Jake\ndevice \(device)\n"))
        #expect(device.count >= 6 && device != "me" && device != "vm")
        #expect(device.wholeMatch(of: /[a-z0-9][a-z0-9-]*-[0-9a-f]{4}/) != nil, "host name plus a random suffix: \(device)")
        #expect(first.stderr == """
            note: this clone had no identity, so you are Jake (git's user.name) on device \(device); saved in .hyzer/identity
            hint: to change it: `hyzer-text init --name NAME --device ID`

            """)
        #expect(try cli.read(Self.round).hasSuffix("1 Jake 3 @\(device).1 by=Jake at=2026-11-21T18:00:00Z\n"))
        let second = try cli.run(["score", "Mike", "3"], environment: git)
        #expect(second.status == 0)
        #expect(second.stderr == "")
        #expect(try cli.read(Self.round).hasSuffix("1 Mike 3 @\(device).2 by=Jake at=2026-11-21T18:00:00Z\n"))
    }

    @Test func withoutAnIdentityOrGitUserNameWritesAreRefused() throws {
        let cli = try Self.scorebookWithoutIdentity()
        let before = try cli.read(Self.round)
        for arguments in [["score", "Mike", "3"], ["say", "Mike 3"], ["round", "start", "Cedar Creek", "--players", "Mike"],
                          ["resolve", "1", "Mike", "3"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 66, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr == """
                error: this clone has no identity yet, and git has no user.name to take it from
                hint: say who you are once: `hyzer-text init --name YOUR_NAME`

                """, "\(arguments)")
        }
        #expect(try cli.read(Self.round) == before)
        #expect(try cli.list("rounds") == ["2026-11-21-lakeside-park-mike-phone.round"])
        #expect(!FileManager.default.fileExists(atPath: cli.path(".hyzer/identity")))
    }

    @Test func readOnlyCommandsNeitherNeedNorWriteAnIdentity() throws {
        let cli = try Self.scorebookWithoutIdentity()
        let git = try Self.gitConfig(cli, userName: "Jake")
        for arguments in [["standings"], ["round", "list"], ["check"], ["history"], ["card"], ["conflicts"], ["show"]] {
            let result = try cli.run(arguments, environment: git)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stderr == "", "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: cli.path(".hyzer/identity")))
    }

    @Test func aCloneWithoutInitCanResolveAsTheGitUser() throws {
        let cli = try CLIRunner.startedRound()
        try cli.append(Self.round, Array("1 Jake 3 @a.1\n1 Jake 4 @b.1\n".utf8))
        try FileManager.default.removeItem(atPath: cli.path(".hyzer/identity"))
        let resolve = try cli.run(["resolve", "1", "Jake", "3"], environment: try Self.gitConfig(cli, userName: "Jake"))
        #expect(resolve.status == 0, "\(resolve.stderr)")
        #expect(resolve.stdout.hasPrefix("Hole 1: Jake 3 (par), resolved by Jake (was 3 vs 4)\n"))
        #expect(!resolve.stderr.contains("you are me"))
    }

    @Test(arguments: [
        ("a b", "it may contain only letters, digits, - and _"),
        ("../../z", "it may contain only letters, digits, - and _"),
        ("a,b", "it may contain only letters, digits, - and _"),
        ("a\u{1B}[31mb", "it may contain only letters, digits, - and _"),
        ("-a", "it must start with a letter or digit"),
        (String(repeating: "x", count: 41), "it can be at most 40 characters"),
    ])
    func aBadHYZER_DEVICEIsAUsageErrorAndWritesNothing(device: String, problem: String) throws {
        let cli = try Self.scorebookWithoutIdentity()
        let before = try cli.read(Self.round)
        let result = try cli.run(["score", "Mike", "3"], environment: ["HYZER_NAME": "Mike", "HYZER_DEVICE": device])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            error: HYZER_DEVICE "\(device.replacingOccurrences(of: "\u{1B}", with: "^["))" cannot be a device id: \(problem)
            hint: unset HYZER_DEVICE, or give letters, digits, - and _, e.g. HYZER_DEVICE=mike-phone

            """)
        #expect(try cli.read(Self.round) == before)
        // The round file stays valid: the next score works.
        #expect(try cli.run(["score", "Mike", "3"], environment: ["HYZER_NAME": "Mike", "HYZER_DEVICE": "mike-laptop"]).status == 0)
        #expect(try cli.run(["check"]).status == 0)
    }

    @Test func aBadHYZER_NAMEIsAUsageError() throws {
        let cli = try Self.scorebookWithoutIdentity()
        let result = try cli.run(["score", "Mike", "3"], environment: ["HYZER_NAME": "Mike=1", "HYZER_DEVICE": "mike-laptop"])
        #expect(result.status == 64)
        #expect(result.stderr == """
            error: HYZER_NAME "Mike=1" cannot be a name: a name cannot contain "="
            hint: unset HYZER_NAME, or give a name like HYZER_NAME=Mike

            """)
    }

    @Test func validEnvironmentValuesAreUsedWithoutSavingThem() throws {
        let cli = try Self.scorebookWithoutIdentity()
        // Sarah is not in Mike's round, so she names it (the default round is one you are in, issue 17).
        let result = try cli.run(["score", "Mike", "3", "--round", "lakeside"], environment: ["HYZER_NAME": "Sarah", "HYZER_DEVICE": "sarah-tablet"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(try cli.read(Self.round).hasSuffix("1 Mike 3 @sarah-tablet.1 by=Sarah at=2026-11-21T18:00:00Z\n"))
        #expect(!FileManager.default.fileExists(atPath: cli.path(".hyzer/identity")))
    }

    @Test func aCorruptIdentityIsAnErrorThatSaysHowToFixIt() throws {
        let cli = try CLIRunner.startedRound()
        let before = try cli.read(Self.round)
        try cli.write(".hyzer/identity", "# This device's identity.\nname Mike\ndevice mike phone\n")
        let score = try cli.run(["score", "Mike", "3"])
        #expect(score.status == 65)
        #expect(score.stdout == "")
        #expect(score.stderr == """
            .hyzer/identity:3:8: error: "mike phone" cannot be a device id: it may contain only letters, digits, - and _
              |
            3 | device mike phone
              |        ^^^^^^^^^^
            hint: write a device id like mike-phone
            error: this clone's identity file .hyzer/identity is damaged, so who is scoring is unknown
            hint: fix the line above, or write the file again with `hyzer-text init --name NAME --device ID`

            """)
        #expect(try cli.read(Self.round) == before)
        // Reading still works, with a warning; nothing is replaced silently.
        let standings = try cli.run(["standings"])
        #expect(standings.status == 0)
        #expect(standings.stderr.hasPrefix(".hyzer/identity:3:8: warning: \"mike phone\" cannot be a device id"))
        #expect(try cli.read(".hyzer/identity") == "# This device's identity.\nname Mike\ndevice mike phone\n")
        // init repairs it.
        let repair = try cli.run(["init", "--name", "Mike", "--device", "mike-phone"])
        #expect(repair.status == 0, "\(repair.stderr)")
        #expect(try cli.run(["score", "Mike", "3"]).status == 0)
    }

    @Test(arguments: [
        ("name Mike\n", ".hyzer/identity:1:1: error: the identity has no device line"),
        ("device mike-phone\n", ".hyzer/identity:1:1: error: the identity has no name line"),
        ("name Mike\ndevice mike-phone\ncolour blue\n", ".hyzer/identity:3:1: error: unknown line \"colour blue\""),
        ("name Mike,Jake\ndevice mike-phone\n", ".hyzer/identity:1:6: error: \"Mike,Jake\" cannot be a name: a name cannot contain \",\""),
        ("", ".hyzer/identity:1:1: error: the identity file is empty"),
        ("# just a comment\n\n", ".hyzer/identity:1:1: error: the identity file is empty"),
    ])
    func everyKindOfDamageIsNamed(text: String, firstLine: String) throws {
        let cli = try CLIRunner.startedRound()
        try cli.write(".hyzer/identity", text)
        let score = try cli.run(["score", "Mike", "3"])
        #expect(score.status == 65)
        #expect(score.stderr.hasPrefix(firstLine + "\n"), "\(score.stderr)")
        #expect(score.stderr.contains("hint: fix the line above, or write the file again with `hyzer-text init --name NAME --device ID`\n"))
    }

    @Test func initValidatesTheDeviceLikeTheFile() throws {
        let cli = try CLIRunner()
        for device in ["a b", "../../z", "a,b", "x\u{1B}[2J"] {
            let result = try cli.run(["init", "--name", "Mike", "--device", device])
            #expect(result.status == 64, "\(device)")
            #expect(result.stderr.hasPrefix("error: \"\(device.replacingOccurrences(of: "\u{1B}", with: "^["))\" cannot be a device id: "), "\(device)")
        }
        #expect(try cli.list("") == [])
    }

    @Test func requirementNumbersNeverReachTheUser() throws {
        let cli = try CLIRunner.startedRound()
        try cli.run(["score", "Mike", "3"])
        let refused = try cli.run(["round", "add-player", "Olivia"])
        #expect(refused.status == 65)
        var texts = [refused.stderr]
        try cli.append(Self.round, Array("player Olivia\n".utf8))
        texts.append(try cli.run(["check"]).stderr)
        for command in [["round", "add-player"], ["check"], ["score"], ["round", "start"], ["finish"], ["resolve"], ["merge"]] {
            texts.append(try cli.run(command + ["--help"]).stdout)
        }
        for text in texts {
            #expect(text.wholeMatch(of: /(?s).*\(N?FR[0-9].*/) == nil, "\(text)")
            #expect(!text.contains("NFR"), "\(text)")
        }
    }
}
