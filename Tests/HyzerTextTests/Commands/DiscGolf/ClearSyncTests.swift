import HyzerFormat
import Testing

/// A retraction (`score HOLE PLAYER --clear`) and an undo on two devices syncing through git: the
/// cases `docs/FORMAT.md` specifies under "Taking back a score".
@Suite("clear and undo on two devices (git)")
struct ClearSyncTests {
    static let file = "rounds/2026-11-21-lakeside-park-mike-phone.round"

    /// Mike's phone starts a round and shares it; Jake's laptop joins.
    func twoDevices() throws -> GitSandbox {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        try #require(try sandbox.hyzer("mike-phone", ["round", "start", "Lakeside Park", "--players", "Mike,Jake",
                                                      "--at", "2026-11-21T09:00:00-08:00"]).status == 0)
        try #require(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-laptop", name: "Jake")
        return sandbox
    }

    /// Syncs Mike, Jake, Mike, so that both have everything.
    func syncBoth(_ sandbox: GitSandbox) throws {
        for device in ["mike-phone", "jake-laptop", "mike-phone"] {
            let sync = try sandbox.hyzer(device, ["sync"])
            #expect(sync.status == 0 || sync.status == 1, "\(device): \(sync.stdout)\(sync.stderr)")
        }
    }

    @Test func clearingAScoreBothDevicesKnewRetiresBothSilently() throws {
        let sandbox = try twoDevices()
        try sandbox.hyzer("mike-phone", ["score", "1", "Jake", "3"])
        try sandbox.hyzer("jake-laptop", ["score", "1", "Jake", "3"])
        try syncBoth(sandbox)
        // Both devices' 3 are known on Mike's phone: clearing names both.
        let clear = try sandbox.hyzer("mike-phone", ["score", "1", "Jake", "--clear"])
        #expect(clear.stdout.hasPrefix("Hole 1: Jake no score (cleared 3)\n"), "\(clear.stdout)\(clear.stderr)")
        try syncBoth(sandbox)
        for device in ["mike-phone", "jake-laptop"] {
            let text = try sandbox.runner.read(device + "/" + Self.file)
            #expect(text.contains(" - @mike-phone.2 by=Mike at="), "\(text)")
            #expect(text.contains("sup=mike-phone.1 resolves=jake-laptop.1,mike-phone.1"), "\(text)")
            let standings = try sandbox.hyzer(device, ["standings", "--pill"])
            #expect(standings.stdout == "Jake -  Mike -\n", "\(device): \(standings.stdout)")
            #expect(try sandbox.hyzer(device, ["conflicts"]).status == 0)
            #expect(try sandbox.hyzer(device, ["check", "--history"]).status == 0)
        }
    }

    @Test func clearingAScoreTheOtherDeviceRecordedUnseenIsADiscrepancy() throws {
        let sandbox = try twoDevices()
        // Offline: Mike's phone scores and clears Jake's hole 1; Jake's laptop scores it too.
        try sandbox.hyzer("mike-phone", ["score", "1", "Jake", "3"])
        try sandbox.hyzer("mike-phone", ["score", "1", "Jake", "--clear"])
        try sandbox.hyzer("jake-laptop", ["score", "1", "Jake", "3"])
        try syncBoth(sandbox)
        // "No score" against 3: the provisional value is the score, marked.
        let standings = try sandbox.hyzer("mike-phone", ["standings", "--pill"])
        #expect(standings.stdout == "1.Jake E !  Mike -\n", "\(standings.stdout)")
        let conflicts = try sandbox.hyzer("mike-phone", ["conflicts"])
        #expect(conflicts.status == 1)
        #expect(conflicts.stdout.contains("no score"), "\(conflicts.stdout)")
        // Settled as no score: the hole is unplayed on both devices.
        let resolve = try sandbox.hyzer("jake-laptop", ["resolve", "1", "Jake", "--clear"])
        #expect(resolve.status == 0, "\(resolve.stderr)")
        #expect(resolve.stdout.hasPrefix("Hole 1: Jake no score, resolved by Jake (was no score vs 3)\n"), "\(resolve.stdout)")
        try syncBoth(sandbox)
        for device in ["mike-phone", "jake-laptop"] {
            #expect(try sandbox.hyzer(device, ["standings", "--pill"]).stdout == "Jake -  Mike -\n", "\(device)")
            #expect(try sandbox.hyzer(device, ["conflicts"]).status == 0, "\(device)")
            #expect(try sandbox.hyzer(device, ["check", "--history"]).status == 0, "\(device)")
        }
        #expect(try sandbox.runner.read("mike-phone/" + Self.file) == (try sandbox.runner.read("jake-laptop/" + Self.file)))
    }

    @Test func aScoreAfterAKnownRetractionReplacesIt() throws {
        let sandbox = try twoDevices()
        try sandbox.hyzer("mike-phone", ["score", "1", "Jake", "3"])
        try sandbox.hyzer("mike-phone", ["score", "1", "Jake", "--clear"])
        try syncBoth(sandbox)
        // Jake's laptop has seen the retraction: its score replaces it, no discrepancy.
        let score = try sandbox.hyzer("jake-laptop", ["score", "1", "Jake", "4"])
        #expect(score.stdout == "Hole 1: Jake 4 (bogey)\n1.Jake +1  Mike -\n", "\(score.stdout)\(score.stderr)")
        try syncBoth(sandbox)
        #expect(try sandbox.hyzer("mike-phone", ["standings", "--pill"]).stdout == "1.Jake +1  Mike -\n")
        #expect(try sandbox.hyzer("mike-phone", ["conflicts"]).status == 0)
    }

    @Test func undoTravelsLikeAnyLine() throws {
        let sandbox = try twoDevices()
        try sandbox.hyzer("mike-phone", ["score", "1", "Jake", "3"])
        try sandbox.hyzer("mike-phone", ["score", "1", "Jake", "5"])
        try syncBoth(sandbox)
        try sandbox.hyzer("mike-phone", ["undo"])
        try syncBoth(sandbox)
        let text = try sandbox.runner.read("jake-laptop/" + Self.file)
        #expect(text.contains("\nundo 2026-11-21T"), "\(text)")
        #expect(try sandbox.hyzer("jake-laptop", ["standings", "--pill"]).stdout == "1.Jake E  Mike -\n")
        // Jake's laptop has no entry of its own to take back.
        let undo = try sandbox.hyzer("jake-laptop", ["undo"])
        #expect(undo.status == 65, "\(undo.stdout)")
        #expect(try sandbox.hyzer("jake-laptop", ["check", "--history"]).status == 0)
    }
}
