import HyzerFormat
import Testing

/// The record stays whole through git: a player added on one clone while another scores, hand-typed
/// lines (attributed to the clone they were typed in, and only there), and score lines edited in place
/// by hand (both versions kept and reported on every clone).
@Suite("sync keeps the record whole")
struct SyncIntegrityTests {
    static let devices = [("mike-phone", "Mike"), ("jake-laptop", "Jake")]

    /// A round on Lakeside Park with Mike and Jake, started on Mike's phone and shared; Jake cloned it.
    func sandbox(players: String = "Mike,Jake") throws -> GitSandbox {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        let start = try sandbox.hyzer("mike-phone", ["round", "start", "Lakeside Park", "--players", players, "--at", "2026-11-21T09:00:00-08:00"])
        #expect(start.status == 0, "\(start.stderr)")
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-laptop", name: "Jake")
        return sandbox
    }

    /// The one round file of a device: name and text.
    func round(_ sandbox: GitSandbox, _ device: String) throws -> (name: String, text: String) {
        let rounds = try sandbox.rounds(device)
        try #require(rounds.count == 1)
        return (rounds.keys.first!, rounds.values.first!)
    }

    func expectSameFiles(_ sandbox: GitSandbox, _ devices: [String] = ["mike-phone", "jake-laptop"]) throws {
        let reference = try sandbox.rounds(devices[0])
        for device in devices { #expect(try sandbox.rounds(device) == reference, "\(device) differs") }
    }

    func expectSameFilesAndCleanHistory(_ sandbox: GitSandbox, _ devices: [String] = ["mike-phone", "jake-laptop"]) throws {
        let reference = try sandbox.rounds(devices[0])
        for device in devices {
            #expect(try sandbox.rounds(device) == reference, "\(device) differs")
            let check = try sandbox.hyzer(device, ["check", "--history"])
            #expect(check.status == 0, "\(device): \(check.stdout)\(check.stderr)")
        }
    }

    @Test(arguments: [false, true])
    func aPlayerAddedOnOneCloneWhileTheOtherScoresKeepsBoth(addFirst: Bool) throws {
        let sandbox = try sandbox()
        #expect(try sandbox.hyzer("mike-phone", ["score", "1", "Mike", "3"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["round", "add-player", "Nate"]).status == 0)
        let order = addFirst ? ["jake-laptop", "mike-phone", "jake-laptop"] : ["mike-phone", "jake-laptop", "mike-phone"]
        for device in order {
            let sync = try sandbox.hyzer(device, ["sync"])
            #expect(sync.status == 0, "\(device): \(sync.stdout)\(sync.stderr)")
        }
        try expectSameFilesAndCleanHistory(sandbox)
        let text = try round(sandbox, "mike-phone").text
        #expect(text.contains("\n1 Mike 3 @mike-phone.1 "))
        #expect(text.contains("\nplayer Nate\n"))
        #expect(try sandbox.hyzer("jake-laptop", ["check"]).stderr == "")
    }

    @Test func handTypedLinesPushedWithPlainGitAreNotClaimedByAnotherClone() throws {
        let sandbox = try sandbox()
        let (name, text) = try round(sandbox, "mike-phone")
        try sandbox.runner.write("mike-phone/rounds/" + name, text + "1 Mike 3\n1 Jake 4\n")
        try sandbox.git("mike-phone", ["commit", "-qam", "typed hole 1"])
        try sandbox.git("mike-phone", ["push", "-q"])
        #expect(try sandbox.hyzer("jake-laptop", ["sync"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["score", "2", "Jake", "3"]).status == 0)
        let jake = try sandbox.hyzer("jake-laptop", ["sync"])
        #expect(jake.status == 0)
        #expect(!jake.stdout.contains("Stamped"), "\(jake.stdout)")
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        let merged = try round(sandbox, "jake-laptop").text
        #expect(!merged.contains("by=Jake dev=jake-laptop") && !merged.contains("1 Mike 3 @~4a49c75c0f by=Jake"), "\(merged)")
        #expect(merged.contains("\n1 Mike 3\n1 Jake 4\n") || merged.contains("\n1 Mike 3 @~4a49c75c0f\n"), "\(merged)")
        try expectSameFilesAndCleanHistory(sandbox)
    }

    @Test func handTypedLinesAreStampedByTheirCloneAndStayWhereTheyWereTyped() throws {
        let sandbox = try sandbox()
        for hole in 1...2 {
            for player in ["Mike", "Jake"] { #expect(try sandbox.hyzer("mike-phone", ["score", String(hole), player, "3"]).status == 0) }
        }
        let (name, text) = try round(sandbox, "mike-phone")
        try sandbox.runner.write("mike-phone/rounds/" + name, text + "3 Mike 2\n3 Jake 4\n")
        for player in ["Mike", "Jake"] { #expect(try sandbox.hyzer("mike-phone", ["score", "4", player, "3"]).status == 0) }
        let mike = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(mike.stdout.hasPrefix("Stamped 2 hand-typed score lines with this device (mike-phone).\n"), "\(mike.stdout)")
        #expect(try sandbox.hyzer("jake-laptop", ["score", "5", "Jake", "3"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["sync"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        let merged = try round(sandbox, "jake-laptop").text
        let holes = merged.split(separator: "\n").filter { $0.first?.isNumber == true }.map { $0.prefix(1) }
        #expect(holes == ["1", "1", "2", "2", "3", "3", "4", "4", "5"], "\(merged)")
        #expect(merged.contains("\n3 Mike 2 @~") && merged.contains(" by=Mike dev=mike-phone "))
        try expectSameFilesAndCleanHistory(sandbox)
    }

    @Test func aScoreLineEditedInPlaceIsKeptInBothVersionsAndReportedEverywhere() throws {
        let sandbox = try sandbox()
        #expect(try sandbox.hyzer("mike-phone", ["score", "1", "Mike", "3"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["sync"]).status == 0)
        // Jake "fixes" Mike's score by editing the line instead of adding a correction.
        let (name, text) = try round(sandbox, "jake-laptop")
        try sandbox.runner.write("jake-laptop/rounds/" + name, text.replacingFirst("1 Mike 3 @mike-phone.1", with: "1 Mike 2 @mike-phone.1"))
        let jake = try sandbox.hyzer("jake-laptop", ["sync"])
        #expect(jake.status == 1, "\(jake.stdout)\(jake.stderr)")
        #expect(jake.stderr.contains("score line @mike-phone.1 was edited in place; score lines are never edited, so both versions are kept"))
        #expect(jake.stdout.contains("Hole 1, Mike: 2 or 3 (counts as 3 until resolved)"))
        #expect(try sandbox.hyzer("mike-phone", ["score", "2", "Mike", "3"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 1)
        #expect(try sandbox.hyzer("jake-laptop", ["sync"]).status == 1)
        for device in ["mike-phone", "jake-laptop"] {
            let check = try sandbox.hyzer(device, ["check"])
            #expect(check.status == 0)
            #expect(check.stderr.contains("warning: this score line is the other version of @mike-phone.1, which was edited in place in one copy"),
                    "\(device): \(check.stderr)")
        }
        try expectSameFilesAndCleanHistory(sandbox)
        #expect(try sandbox.hyzer("mike-phone", ["resolve", "1", "Mike", "3"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["sync"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["check"]).stderr == "")
    }

    @Test func anEditPushedWithPlainGitIsRepairedByTheNextSync() throws {
        let sandbox = try sandbox()
        #expect(try sandbox.hyzer("mike-phone", ["score", "1", "Mike", "3"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["sync"]).status == 0)
        let (name, text) = try round(sandbox, "jake-laptop")
        try sandbox.runner.write("jake-laptop/rounds/" + name, text.replacingFirst("1 Mike 3 @mike-phone.1", with: "1 Mike 2 @mike-phone.1"))
        try sandbox.git("jake-laptop", ["commit", "-qam", "fix"])
        try sandbox.git("jake-laptop", ["push", "-q"])
        // Mike has nothing new: the pull is a fast-forward, which no merge driver sees.
        let mike = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(mike.status == 1, "\(mike.stdout)\(mike.stderr)")
        #expect(mike.stderr.contains("score line @mike-phone.1 came in edited in place; both versions are kept"), "\(mike.stderr)")
        #expect(try sandbox.hyzer("jake-laptop", ["sync"]).status == 1)
        let merged = RoundParser.parse(try round(sandbox, "jake-laptop").text, path: "merged").document.round
        let versions = merged.events.filter { $0.id == EventID("mike-phone.1") || $0.id.variantOrigin == EventID("mike-phone.1") }
        #expect(versions.map(\.strokes).sorted() == [2, 3])
        try expectSameFiles(sandbox)
        // The edit itself is in the history, and the audit says so on every clone.
        for device in ["mike-phone", "jake-laptop"] {
            let audit = try sandbox.hyzer(device, ["check", "--history"])
            #expect(audit.status == 1)
            #expect(audit.stdout.contains("changed") || audit.stderr.contains("changed"), "\(audit.stdout)\(audit.stderr)")
        }
    }
}
