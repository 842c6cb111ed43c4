import HyzerFormat
import Testing
import TestSupport

/// Proof with real git (NFR8, NFR11): devices score one round offline on their own clones, then sync
/// through a bare repository in various orders, with merges and rebases. Afterwards every device has
/// the same round file, the same standings, and every score exactly once.
@Suite("sync through git")
struct GitSyncTests {
    static let players = ["Mike", "Jake", "Sarah"]

    /// Starts a round on the first device and shares it; the others clone it.
    func sandbox(devices: [(device: String, name: String)]) throws -> GitSandbox {
        let sandbox = try GitSandbox()
        try sandbox.addDevice(devices[0].device, name: devices[0].name)
        let start = try sandbox.hyzer(devices[0].device, ["round", "start", "Lakeside Park", "--players", Self.players.joined(separator: ","),
                                                          "--at", "2026-11-21T09:00:00-08:00"])
        #expect(start.status == 0, "\(start.stderr)")
        let first = try sandbox.hyzer(devices[0].device, ["sync"])
        #expect(first.status == 0, "\(first.stderr)")
        for (device, name) in devices.dropFirst() { try sandbox.addDevice(device, name: name) }
        return sandbox
    }

    /// Parsed round of a device (exactly one round file expected).
    func loadRound(_ sandbox: GitSandbox, _ device: String) throws -> Round {
        let texts = try sandbox.rounds(device)
        #expect(texts.count == 1)
        let parsed = RoundParser.parse(try #require(texts.values.first), path: device)
        #expect(!parsed.diagnostics.containsErrors, "\(parsed.diagnostics.map { $0.rendered() })")
        return parsed.document.round
    }

    /// Every device holds byte-identical round files and prints identical standings.
    func expectConverged(_ sandbox: GitSandbox, _ devices: [String]) throws {
        let reference = try sandbox.rounds(devices[0])
        let standings = try sandbox.hyzer(devices[0], ["standings", "--json"]).stdout
        for device in devices.dropFirst() {
            #expect(try sandbox.rounds(device) == reference, "\(device) differs from \(devices[0])")
            #expect(try sandbox.hyzer(device, ["standings", "--json"]).stdout == standings)
        }
    }

    @Test(arguments: [false, true])
    func twoDevicesScoreOfflineThenSync(rebase: Bool) throws {
        let sandbox = try sandbox(devices: [("mike-phone", "Mike"), ("jake-laptop", "Jake")])
        if rebase { try sandbox.git("jake-laptop", ["config", "pull.rebase", "true"]) }
        // A long offline stretch: both score all nine holes for everyone; they disagree twice.
        var scored = 0
        for hole in 1...9 {
            for (index, player) in Self.players.enumerated() {
                let strokes = 2 + (hole + index) % 3
                try #require(try sandbox.hyzer("mike-phone", ["score", String(hole), player, String(strokes)]).status == 0)
                let disagree = (hole, player) == (5, "Sarah") || (hole, player) == (7, "Jake") || (hole, player) == (2, "Mike")
                let jakes = disagree ? strokes + 1 : strokes
                try #require(try sandbox.hyzer("jake-laptop", ["score", String(hole), player, String(jakes)]).status == 0)
                scored += 2
            }
        }
        // Both correct the same score the same way (same-device corrections: no discrepancy); Mike
        // fixes hole 2 by hand in the file, agreeing with Jake after all.
        try #require(try sandbox.hyzer("jake-laptop", ["score", "3", "Mike", "4"]).status == 0)
        try #require(try sandbox.hyzer("mike-phone", ["score", "3", "Mike", "4"]).status == 0)
        let text = try sandbox.runner.read("mike-phone/rounds/2026-11-21-lakeside-park-mike-phone.round")
        try sandbox.runner.write("mike-phone/rounds/2026-11-21-lakeside-park-mike-phone.round", text + "2 Mike 5\n")
        scored += 3

        let jakeFirst = try sandbox.hyzer("jake-laptop", ["sync"])
        #expect(jakeFirst.status == 0, "\(jakeFirst.stderr)")
        let mike = try sandbox.hyzer("mike-phone", rebase ? ["sync", "--rebase"] : ["sync"])
        #expect(mike.status == 1, "discrepancies are reported: \(mike.stdout) \(mike.stderr)")
        #expect(mike.stdout.contains("Stamped 1 hand-typed score line with this device (mike-phone)."))
        // Counted as the scorecard shows them (issue 31, item 4): Mike's 30 lines are 27 scores (his
        // corrections replaced two); of Jake's 28 lines, 25 agree with Mike's scores and Jake's
        // correction of hole 3 agrees with Mike's, which changes nothing: 2 discrepancies are new.
        #expect(mike.stdout.contains("Committed: 27 new scores in 2026-11-21-lakeside-park-mike-phone.\n"))
        #expect(mike.stdout.contains("Pulled from origin: 2 discrepancies in 2026-11-21-lakeside-park-mike-phone (Sarah 3 or 4 on hole 5, Jake 4 or 5 on hole 7).\n"))
        #expect(mike.stdout.contains("2 discrepancies pending in 2026-11-21-lakeside-park-mike-phone:"))
        #expect(mike.stdout.contains("Pushed to origin/master."))
        let jakeAgain = try sandbox.hyzer("jake-laptop", ["sync"])
        #expect(jakeAgain.status == 1)
        try expectConverged(sandbox, ["mike-phone", "jake-laptop"])

        let round = try loadRound(sandbox, "mike-phone")
        #expect(round.events.count == scored, "zero lost, zero duplicated")
        #expect(Set(round.events.map(\.id)).count == scored)
        let card = Scorecard(round: round)
        #expect(card.discrepancies.map { "\($0.hole) \($0.player)" } == ["5 Sarah", "7 Jake"])

        // Resolve on one device; after syncing, the discrepancies are gone everywhere.
        #expect(try sandbox.hyzer("jake-laptop", ["resolve", "5", "Sarah", "3"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["resolve", "7", "Jake", "4"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["sync"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        for device in ["mike-phone", "jake-laptop"] {
            #expect(try sandbox.hyzer(device, ["conflicts"]).status == 0)
            let audit = try sandbox.hyzer(device, ["check", "--history"])
            #expect(audit.status == 0, "append-only history: \(audit.stderr)")
        }
        try expectConverged(sandbox, ["mike-phone", "jake-laptop"])
        #expect(try loadRound(sandbox, "jake-laptop").events.count == scored + 2)
    }

    @Test func sixDevicesScoreOfflineAndConvergeWhateverTheOrder() throws {
        let devices = (1...6).map { ("device-\($0)", ["Mike", "Jake", "Sarah", "Mike", "Jake", "Sarah"][$0 - 1]) }
        let sandbox = try sandbox(devices: devices)
        for index in [1, 3, 5] { try sandbox.git(devices[index].0, ["config", "pull.rebase", "true"]) }
        // Each device scores its own share of the 27 slots, overlapping with others; a few disagree.
        var rng = SplitMix(state: 42)
        var recorded: [String: [Int]] = [:]  // "hole player" → values recorded by any device
        var scored = 0
        for (device, _) in devices {
            var slots = (1...9).flatMap { hole in Self.players.map { (hole, $0) } }
            slots.shuffle(using: &rng)
            for (hole, player) in slots.prefix(7) {
                let truth = 2 + (hole * 7 + player.count) % 3
                let strokes = Int.random(in: 0..<8, using: &rng) == 0 ? truth + 1 : truth
                try #require(try sandbox.hyzer(device, ["score", String(hole), player, String(strokes)]).status == 0)
                recorded["\(hole) \(player)", default: []].append(strokes)
                scored += 1
            }
        }
        var order = devices.map(\.0)
        for _ in 0..<2 {
            order.shuffle(using: &rng)
            for device in order {
                let result = try sandbox.hyzer(device, ["sync"])
                #expect(result.status <= 1, "\(device): \(result.stderr)")
                #expect(result.stdout.contains("Pushed to origin/master.") || result.stdout.contains("Nothing new")
                        || result.stdout.contains("Pulled from origin"), "\(result.stdout)")
            }
        }
        try expectConverged(sandbox, order)
        let round = try loadRound(sandbox, "device-1")
        #expect(round.events.count == scored)
        #expect(Set(round.events.map(\.id)).count == scored)
        let expected = recorded.filter { Set($0.value).count > 1 }.keys.sorted()
        #expect(Scorecard(round: round).discrepancies.map { "\($0.hole) \($0.player)" }.sorted() == expected)
        #expect(!expected.isEmpty, "the seed should produce some disagreement")
    }

    /// Round files are named after the device that starts them, so two devices that each start
    /// "the" round offline get two rounds, and a sync keeps both, every score in its own.
    @Test func bothDevicesStartingARoundKeepTwoRounds() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        try sandbox.runner.write("mike-phone/rounds/2026-11-14-cedar-creek.round",
                                 "course Cedar Creek\nstarted 2026-11-14T09:30:00-08:00\norganizer Mike\npars 3 3\nplayer Mike\n")
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-laptop", name: "Jake")
        // Offline, each starts "the" round and scores into it.
        for (device, at) in [("mike-phone", "2026-11-21T09:00:00-08:00"), ("jake-laptop", "2026-11-21T09:02:00-08:00")] {
            #expect(try sandbox.hyzer(device, ["round", "start", "Lakeside Park", "--players", "Mike,Jake", "--at", at]).status == 0)
            #expect(try sandbox.hyzer(device, ["score", "1", "Mike", "3"]).status == 0)
            #expect(try sandbox.hyzer(device, ["score", "1", "Jake", "3"]).status == 0)
        }
        #expect(try sandbox.hyzer("jake-laptop", ["sync", "--rebase"]).status == 0)
        let mike = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(mike.status == 0, "\(mike.stdout)\(mike.stderr)")
        #expect(try sandbox.hyzer("jake-laptop", ["sync"]).status == 0)
        let rounds = try sandbox.rounds("jake-laptop")
        #expect(try sandbox.rounds("mike-phone") == rounds)
        for device in ["mike-phone", "jake-laptop"] {
            let text = try #require(rounds["2026-11-21-lakeside-park-\(device).round"])
            let round = RoundParser.parse(text, path: device).document.round
            #expect(round.events.map(\.id.rawValue) == ["\(device).1", "\(device).2"])
        }
    }

    @Test func aPlainGitPullUsesTheDriverAndSyncFinishesTheStoppedMerge() throws {
        let sandbox = try sandbox(devices: [("mike-phone", "Mike"), ("jake-laptop", "Jake")])
        #expect(try sandbox.hyzer("mike-phone", ["score", "1", "Sarah", "3"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["score", "1", "Sarah", "4"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["score", "2", "Sarah", "3"]).status == 0)
        try sandbox.git("jake-laptop", ["commit", "-q", "-am", "jake's scores"])
        let pull = try sandbox.git("jake-laptop", ["pull", "--no-rebase", "--no-edit"], allowFailure: true)
        #expect(pull.status == 1)
        #expect(pull.stderr.contains("hyzer-text: rounds/2026-11-21-lakeside-park-mike-phone.round: 1 new discrepancy"))
        // The driver's result is a valid round with both values side by side, not conflict markers.
        let merged = try loadRound(sandbox, "jake-laptop")
        #expect(Scorecard(round: merged).discrepancies.count == 1)
        let sync = try sandbox.hyzer("jake-laptop", ["sync"])
        #expect(sync.status == 1)
        #expect(sync.stdout.hasPrefix("Completed the merge a `git pull` left stopped (rounds/2026-11-21-lakeside-park-mike-phone.round).\n"))
        #expect(sync.stdout.contains("Hole 1, Sarah: 3 or 4 (counts as 4 until resolved)"))
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 1)
        try expectConverged(sandbox, ["mike-phone", "jake-laptop"])
    }

    @Test func offlineSyncCommitsLocallyAndPushesLater() throws {
        let sandbox = try sandbox(devices: [("mike-phone", "Mike")])
        let origin = sandbox.runner.directory.appendingPathComponent("origin.git").path
        try sandbox.git("mike-phone", ["remote", "set-url", "origin", origin + "-unreachable"])
        #expect(try sandbox.hyzer("mike-phone", ["score", "1", "Mike", "3"]).status == 0)
        let offline = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(offline.status == 0)
        #expect(offline.stdout.hasPrefix("Committed: 1 new score in 2026-11-21-lakeside-park-mike-phone.\nCould not reach origin ("))
        #expect(offline.stdout.hasSuffix("Your changes are committed on this device and will be pushed on the next `hyzer-text sync`.\n"))
        #expect(try sandbox.git("mike-phone", ["show", "HEAD:rounds/2026-11-21-lakeside-park-mike-phone.round"]).stdout.contains("1 Mike 3 @mike-phone.1"))
        try sandbox.git("mike-phone", ["remote", "set-url", "origin", origin])
        let online = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(online.status == 0)
        #expect(online.stdout.contains("Pushed to origin/master."))
        #expect(try GitSandbox.git(["show", "master:rounds/2026-11-21-lakeside-park-mike-phone.round"], in: origin).stdout.contains("@mike-phone.1"))
    }

    /// A course the hub holds with an error (committed and pushed with plain git: sync never shares
    /// one) cannot be merged with Jake's edit of it: the course is kept for a person (origin's version
    /// in the merge, Jake's kept and shown beside it), and Jake's score is pushed anyway.
    @Test func aCourseThatCannotMergeIsKeptForAPersonWhileTheScoreIsPushed() throws {
        let sandbox = try sandbox(devices: [("mike-phone", "Mike"), ("jake-laptop", "Jake")])
        let course = "courses/lakeside-park.course"
        let mike = try sandbox.runner.read("mike-phone/" + course).replacingFirst("455ft", with: "470ft") + "hole 8 lenght 95m\n"
        try sandbox.runner.write("mike-phone/" + course, mike)
        #expect(try sandbox.git("mike-phone", ["commit", "-qam", "by hand"]).status == 0)
        #expect(try sandbox.git("mike-phone", ["push", "-q", "origin", "HEAD"]).status == 0)
        try sandbox.runner.write("jake-laptop/" + course, try sandbox.runner.read("jake-laptop/" + course).replacingFirst("455ft", with: "480ft"))
        #expect(try sandbox.hyzer("jake-laptop", ["score", "1", "Mike", "3"]).status == 0)
        let jake = try sandbox.hyzer("jake-laptop", ["sync"])
        #expect(jake.status == 1)
        #expect(jake.stdout.hasPrefix("Committed: course lakeside-park edited; 1 new score in 2026-11-21-lakeside-park-mike-phone.\n"), "\(jake.stdout)")
        #expect(jake.stdout.hasSuffix("Pushed to origin/master.\n"), "\(jake.stdout)")
        #expect(jake.stderr.hasPrefix("warning: \(course) could not be merged with origin's version"), "\(jake.stderr)")
        // The hub has Jake's score and Mike's course; Jake's course is kept, and shown beside Mike's.
        let origin = sandbox.runner.directory.appendingPathComponent("origin.git").path
        #expect(try GitSandbox.git(["show", "master:rounds/2026-11-21-lakeside-park-mike-phone.round"], in: origin).stdout.contains("@jake-laptop.1"))
        #expect(try GitSandbox.git(["show", "master:" + course], in: origin).stdout.contains("470ft"))
        #expect(try sandbox.runner.read("jake-laptop/.hyzer/kept/files/" + course).contains("480ft"))
        let shown = try sandbox.runner.read("jake-laptop/" + course)
        #expect(shown.contains("<<<<<<< this clone (jake-laptop)\n") && shown.contains("480ft") && shown.contains("470ft") && shown.contains(">>>>>>> origin\n"))
    }

    @Test func withoutARemoteSyncCommitsAndSaysSo() throws {
        let cli = try CLIRunner.scorebook()
        try GitSandbox.git(["init", "-q"], in: cli.directory.path)
        #expect(try cli.run(["round", "start", "Lakeside Park", "--players", "Mike,Jake"], environment: GitSandbox.environment).status == 0)
        let sync = try cli.run(["sync"], environment: GitSandbox.environment)
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stdout == """
        Committed: new course cedar-creek (8 settings); new course lakeside-park (5 settings); new course quarry-ridge-long-tees (10 settings); new round 2026-11-21-lakeside-park-mike-phone; 2 other files.
        No git remote is configured: your changes are committed here only.
        hint: add one with `git remote add origin URL`, then sync again

        """)
        let notGit = try CLIRunner.scorebook()
        #expect(try notGit.run(["sync"]).status == 66)
        #expect(try notGit.run(["check", "--history"]).status == 66)
    }

    @Test func historyAuditFindsEditedAndRemovedScoreLines() throws {
        let sandbox = try sandbox(devices: [("mike-phone", "Mike")])
        #expect(try sandbox.hyzer("mike-phone", ["score", "1", "Mike", "3"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["score", "1", "Jake", "4"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["check", "--history"]).status == 0)
        let path = "mike-phone/rounds/2026-11-21-lakeside-park-mike-phone.round"
        let text = try sandbox.runner.read(path)
        try sandbox.runner.write(path, text.replacingFirst("1 Mike 3 @", with: "1 Mike 2 @")
            .split(separator: "\n").filter { !$0.contains("1 Jake 4") }.joined(separator: "\n") + "\n")
        try sandbox.git("mike-phone", ["commit", "-q", "-am", "tidy up"])
        let audit = try sandbox.hyzer("mike-phone", ["check", "--history"])
        #expect(audit.status == 1)
        #expect(audit.stderr.contains("score line @mike-phone.1 was changed\n  before: 1 Mike 3 @mike-phone.1"))
        #expect(audit.stderr.contains("score line @mike-phone.2 was removed\n  before: 1 Jake 4 @mike-phone.2"))
        #expect(audit.stderr.contains("2 score lines were changed or removed instead of superseded"))
    }
}
