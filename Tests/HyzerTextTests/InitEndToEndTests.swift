import Foundation
import Testing

@Suite("init, end to end")
struct InitEndToEndTests {
    @Test func createsAScorebook() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        let result = try cli.run(["init", "--name", "Mike", "--device", "mike-phone"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            Created a scorebook in \(cli.directory.path) with 3 courses; you are Mike on device mike-phone.
            Next: `hyzer-text course list`, then `hyzer-text round start "Cedar Creek" --players Mike,Jake`.

            """)
        #expect(try cli.list("courses") == ["cedar-creek.course", "lakeside-park.course", "quarry-ridge-long-tees.course"])
        #expect(try cli.list("rounds") == [])
        #expect(try cli.read(".hyzer/identity") == "# This device's identity. Local to this clone: git-ignored, never shared.\nname Mike\ndevice mike-phone\n")
        #expect(try cli.read(".gitignore") == "# Per-device settings and locks of hyzer-text: never shared.\n.hyzer/\n")
    }

    @Test func initInAnExistingScorebookLeavesSharedFilesAlone() throws {
        let cli = try CLIRunner.scorebook()
        defer { cli.remove() }
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
        defer { cli.remove() }
        let result = try cli.run(["init", "book", "--name", "Uncle Bob", "--device", "bob-1"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Created a scorebook in \(cli.directory.path)/book with 3 courses; you are Uncle Bob on device bob-1.\n"))
        #expect(result.stdout.hasSuffix("--players \"Uncle Bob\",Jake`.\n"))
        #expect(try cli.list("book") == [".gitattributes", ".gitignore", ".hyzer", "courses", "rounds"])
    }

    @Test func initWithoutANameIsAUsageError() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        let result = try cli.run(["init"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: init needs your name\nhint: e.g. `hyzer-text init --name Mike`\n")
        #expect(try cli.list("") == [])
    }

    @Test func badDeviceAndNameAreRefused() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        let device = try cli.run(["init", "--name", "Mike", "--device", "mike.phone"])
        #expect(device.status == 64)
        #expect(device.stderr == "error: \"mike.phone\" cannot be a device id\nhint: use letters, digits, - and _ (no dots), e.g. mike-phone\n")
        let name = try cli.run(["init", "--name", "Mike=1"])
        #expect(name.status == 64)
        #expect(name.stderr == "error: \"Mike=1\" cannot be a name: a name cannot contain \"=\"\n")
        #expect(try cli.list("") == [])
    }
}
