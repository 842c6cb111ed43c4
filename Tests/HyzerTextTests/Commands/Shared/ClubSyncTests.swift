import Foundation
import HyzerFormat
import Testing

/// A club shares one hub (issue 22): many clones sync at the same instant, a big import, an empty hub.
/// Real git, real concurrent processes, a local bare hub.
@Suite("sync for a whole club")
struct ClubSyncTests {
    static let players = ["Ann", "Bea", "Cal", "Dan", "Eve", "Fay", "Gus", "Hal"]
    static let round = "2026-11-21-lakeside-park-clone-0.round"

    /// A round with the eight players started on clone-0 and shared; clones 1–7 cloned it.
    func club() throws -> (sandbox: GitSandbox, devices: [String]) {
        let sandbox = try GitSandbox()
        let devices = Self.players.indices.map { "clone-\($0)" }
        try sandbox.addDevice(devices[0], name: Self.players[0])
        let start = try sandbox.hyzer(devices[0], ["round", "start", "Lakeside Park", "--players", Self.players.joined(separator: ","),
                                                   "--at", "2026-11-21T09:00:00-08:00"])
        #expect(start.status == 0, "\(start.stderr)")
        #expect(try sandbox.hyzer(devices[0], ["sync"]).status == 0)
        for (index, device) in devices.enumerated().dropFirst() { try sandbox.addDevice(device, name: Self.players[index]) }
        return (sandbox, devices)
    }

    /// The hub's pre-receive hook plays a rival device that pushes first: before each of the next
    /// `times` pushes, it moves the branch on by an empty commit, so that push loses the race.
    func rival(_ sandbox: GitSandbox, times: Int) throws {
        let hub = sandbox.runner.directory.appendingPathComponent("origin.git").path
        try sandbox.runner.write("origin.git/rivals-left", "\(times)\n")
        try sandbox.runner.write("origin.git/hooks/pre-receive", """
            #!/bin/sh
            cat >/dev/null
            left=$(cat rivals-left)
            [ "$left" -gt 0 ] || exit 0
            echo $((left - 1)) > rivals-left
            unset GIT_QUARANTINE_PATH GIT_OBJECT_DIRECTORY GIT_ALTERNATE_OBJECT_DIRECTORIES
            old=$(git rev-parse refs/heads/master)
            new=$(git commit-tree -p "$old" -m "rival" "$old^{tree}")
            git update-ref refs/heads/master "$new" "$old"

            """)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hub + "/hooks/pre-receive")
    }

    @Test func eightClonesSyncingAtOnceAllPushAndConvergeWithoutPilingUpMerges() throws {
        let (sandbox, devices) = try club()
        for (index, device) in devices.enumerated() {
            #expect(try sandbox.hyzer(device, ["score", "1", Self.players[index], "3"]).status == 0)
        }
        let before = try sandbox.hubLog().count
        let results = try sandbox.hyzerConcurrently(devices, ["sync"])
        for (device, result) in zip(devices, results) {
            #expect(result.status == 0, "\(device): \(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("Pushed to origin/master.\n"), "\(device): \(result.stdout)")
            #expect(result.stderr == "", "\(device): \(result.stderr)")
        }
        // Each sync shared one score: its commit and at most one merge.
        let added = try sandbox.hubLog().count - before
        #expect(added <= 2 * devices.count, "\(added) commits for \(devices.count) syncs")
        // The hub has all eight; one more round of syncs brings them to every clone.
        for device in devices { #expect(try sandbox.hyzer(device, ["sync"]).status == 0) }
        let reference = try sandbox.rounds(devices[0])
        for (index, player) in Self.players.enumerated() {
            #expect(reference[Self.round]?.contains("\n1 \(player) 3 @clone-\(index).1 ") == true, "\(player)'s score")
        }
        for device in devices { #expect(try sandbox.rounds(device) == reference, "\(device) differs") }
        let history = try sandbox.hyzer(devices[3], ["check", "--history"])
        #expect(history.status == 0, "\(history.stdout)\(history.stderr)")
    }

    @Test func aLostRaceIsRetriedFromTheNewRemoteHeadWithOneMerge() throws {
        let (sandbox, devices) = try club()
        #expect(try sandbox.hyzer(devices[1], ["score", "1", "Bea", "3"]).status == 0)
        try rival(sandbox, times: 3)
        let sync = try sandbox.hyzer(devices[1], ["sync"])
        #expect(sync.status == 0, "\(sync.stdout)\(sync.stderr)")
        #expect(sync.stdout == "Committed: 1 new score in 2026-11-21-lakeside-park-clone-0.\nPulled from origin: nothing new.\nPushed to origin/master.\n")
        // Three rivals, then our commit and one merge: never a merge on top of our own unpushed merge.
        let log = try sandbox.hubLog()
        let subjects = log.map { $0.split(separator: " ").filter { $0.count != 40 }.joined(separator: " ") }
        #expect(subjects.first?.hasPrefix("Merge remote-tracking branch") == true, "\(log)")
        #expect(subjects.filter { $0.hasPrefix("Merge") }.count == 1, "\(log)")
        #expect(subjects.filter { $0 == "rival" }.count == 3, "\(log)")
        #expect(subjects.filter { $0.contains("from Bea (clone-1): 1 new score") }.count == 1, "\(log)")
    }

    @Test func aPushTheHubRefusesIsAnErrorNotASilentSuccess() throws {
        let (sandbox, devices) = try club()
        #expect(try sandbox.hyzer(devices[1], ["score", "1", "Bea", "3"]).status == 0)
        let hub = sandbox.runner.directory.appendingPathComponent("origin.git").path
        try sandbox.runner.write("origin.git/hooks/pre-receive", "#!/bin/sh\ncat >/dev/null\necho 'the club is closed' >&2\nexit 1\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hub + "/hooks/pre-receive")
        let sync = try sandbox.hyzer(devices[1], ["sync"])
        #expect(sync.status == 74, "\(sync.stdout)\(sync.stderr)")
        #expect(sync.stdout == "Committed: 1 new score in 2026-11-21-lakeside-park-clone-0.\nNothing new from origin.\n")
        #expect(sync.stderr == """
            error: could not push to origin: remote: the club is closed
            hint: your changes are committed on this device; once origin takes pushes again (access rights, its hooks), run `hyzer-text sync`

            """)
        #expect(try sandbox.hubLog().allSatisfy { !$0.contains("Bea") })
    }

    @Test func aSyncThatKeepsLosingGivesUpAtItsDeadlineAndSaysSo() throws {
        let (sandbox, devices) = try club()
        #expect(try sandbox.hyzer(devices[1], ["score", "1", "Bea", "3"]).status == 0)
        try rival(sandbox, times: 1_000)
        let sync = try sandbox.hyzer(devices[1], ["sync", "--timeout", "1"])
        #expect(sync.status == 75, "\(sync.stdout)\(sync.stderr)")
        #expect(sync.stdout == "Committed: 1 new score in 2026-11-21-lakeside-park-clone-0.\n")
        // How many attempts fit in the second depends on the machine's load; the words do not.
        let figures = try #require(sync.stderr.firstMatch(of: /after (\d+) attempts? in (\d+) s\n/))
        #expect(sync.stderr == """
            error: could not push to origin: others pushed first every time, \(figures.0)\
            hint: your changes are committed on this device; run `hyzer-text sync` again (or wait longer: `--timeout SECONDS`)

            """)
        // Nothing of ours reached the hub, and the clone is back at its own commit: no merge stacked.
        #expect(try sandbox.hubLog().allSatisfy { !$0.contains("Bea") })
        let parents = try sandbox.git(devices[1], ["log", "-1", "--format=%P"]).stdout
        #expect(parents.split(separator: " ").count == 1, "\(parents)")
        #expect(try sandbox.git(devices[1], ["log", "-1", "--format=%s"]).stdout.contains("from Bea (clone-1): 1 new score"))
        // The rival stops: the next sync shares the score with one merge.
        try sandbox.runner.write("origin.git/rivals-left", "0\n")
        let again = try sandbox.hyzer(devices[1], ["sync"])
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        #expect(again.stdout.hasSuffix("Pushed to origin/master.\n"))
        #expect(try sandbox.hubLog().filter { $0.contains("Merge") }.count == 1)
    }

    @Test func aBigImportSyncsWithASummarisedCommitMessage() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("clone-0", name: "Ann")
        #expect(try sandbox.hyzer("clone-0", ["sync"]).status == 0)
        try sandbox.addDevice("clone-1", name: "Bea")
        // 2,500 tiny rounds (what `import udisc` writes), each with one score.
        for index in 0..<2_500 {
            let day = String(format: "%02d", 1 + index % 28), month = String(format: "%02d", 1 + (index / 28) % 12)
            let year = 2000 + index / (28 * 12)
            try sandbox.runner.write("clone-0/rounds/\(year)-\(month)-\(day)-lakeside-park-main-course-long-tees-imported-from-udisc-\(index).round", """
                course Lakeside Park
                started \(year)-\(month)-\(day)T10:00:00Z
                organizer Ann
                pars 3 3 3 3 3 3 4 3 3
                player Ann

                1 Ann 3 @udisc.\(index) by=Ann at=\(year)-\(month)-\(day)T10:05:00Z

                """)
        }
        let sync = try sandbox.hyzer("clone-0", ["sync"])
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stdout == "Committed: 2,500 new rounds (2,500 scores).\nNothing new from origin.\nPushed to origin/master.\n")
        let message = try sandbox.git("clone-0", ["log", "-1", "--format=%B"]).stdout
        #expect(message.hasPrefix("hyzer-text sync from Ann (clone-0): 2,500 new rounds (2,500 scores)\n\nnew round 2000-01-01-lakeside-park-main-course-long-tees-imported-from-udisc-0 (1 score)\n"))
        #expect(message.contains("\n… and 2,400 more\n"))
        let pull = try sandbox.hyzer("clone-1", ["sync"])
        #expect(pull.status == 0, "\(pull.stderr)")
        #expect(pull.stdout == "Pulled from origin: 2,500 new rounds (2,500 scores).\n")
        #expect(try sandbox.runner.list("clone-1/rounds").count == 2_500)
    }

    @Test func twoMembersOfAnEmptyHubJoinTheirScorebooks() throws {
        let sandbox = try GitSandbox()
        // Both clone the empty hub and run `init` there, as the README's "Share" section says.
        for (device, name) in [("ann-phone", "Ann"), ("bea-phone", "Bea")] {
            try GitSandbox.git(["clone", "-q", "origin.git", device], in: sandbox.runner.directory.path)
            let initialized = try sandbox.hyzer(device, ["init", "--name", name, "--device", device, "."])
            #expect(initialized.status == 0, "\(initialized.stderr)")
            let start = try sandbox.hyzer(device, ["round", "start", "Cedar Creek", "--players", name, "--at", "2026-11-21T09:00:00-08:00"])
            #expect(start.status == 0, "\(start.stderr)")
            #expect(try sandbox.hyzer(device, ["score", "1", name, "3"]).status == 0)
        }
        // Bea ignores one more file than Ann does.
        let ignore = try sandbox.runner.read("bea-phone/.gitignore")
        try sandbox.runner.write("bea-phone/.gitignore", ignore + "*.draft\n")
        let ann = try sandbox.hyzer("ann-phone", ["sync"])
        #expect(ann.status == 0, "\(ann.stderr)")
        let bea = try sandbox.hyzer("bea-phone", ["sync"])
        #expect(bea.status == 0, "\(bea.stdout)\(bea.stderr)")
        #expect(bea.stderr == "")
        #expect(bea.stdout.contains("Joined this scorebook with the one on origin (they had no history in common).\n"), "\(bea.stdout)")
        #expect(bea.stdout.contains("Pulled from origin: new round 2026-11-21-cedar-creek-ann-phone (1 score).\n"))
        #expect(bea.stdout.hasSuffix("Pushed to origin/master.\n"))
        #expect(try sandbox.hyzer("ann-phone", ["sync"]).status == 0)
        for device in ["ann-phone", "bea-phone"] {
            #expect(try sandbox.rounds(device).keys.sorted() == ["2026-11-21-cedar-creek-ann-phone.round", "2026-11-21-cedar-creek-bea-phone.round"])
            #expect(try sandbox.runner.read(device + "/.gitignore") == ignore + "*.draft\n")
            let check = try sandbox.hyzer(device, ["check", "--history"])
            #expect(check.status == 0, "\(device): \(check.stdout)\(check.stderr)")
        }
    }

    @Test func syncCountsNewScoresAndCorrectionsAndNotAgreements() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        #expect(try sandbox.hyzer("mike-phone", ["round", "start", "Lakeside Park", "--players", "Mike,Jake,Sarah",
                                                 "--at", "2026-11-21T09:00:00-08:00"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-laptop", name: "Jake")
        #expect(try sandbox.hyzer("jake-laptop", ["score", "1", "Jake", "4"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["sync"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["score", "1", "Mike", "3"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        // Jake corrects his own score, records Mike's as Mike did (no count: nothing changes on Mike's
        // phone), and a new one for Sarah.
        #expect(try sandbox.hyzer("jake-laptop", ["score", "1", "Jake", "5"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["score", "1", "Mike", "3"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["score", "1", "Sarah", "2"]).status == 0)
        let jake = try sandbox.hyzer("jake-laptop", ["sync"])
        #expect(jake.stdout.hasPrefix("Committed: 2 new scores in 2026-11-21-lakeside-park-mike-phone, 1 correction.\n"), "\(jake.stdout)")
        let mike = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(mike.status == 0, "\(mike.stdout)\(mike.stderr)")
        #expect(mike.stdout == """
            Pulled from origin: 1 new score in 2026-11-21-lakeside-park-mike-phone (Sarah 2 on hole 1), \
            1 correction (Jake 5 on hole 1).

            """)
    }
}
