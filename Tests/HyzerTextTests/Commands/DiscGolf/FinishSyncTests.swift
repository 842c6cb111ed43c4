import HyzerFormat
import Testing

/// Finishing and reopening are lines like scores, so two devices' copies merge like scores (real git):
/// one device finishes, the other reopens and plays on, and both end with the same file.
@Suite("finish and reopen on two devices (git)")
struct FinishSyncTests {
    static let file = "rounds/2026-11-21-lakeside-park-mike-phone.round"

    @Test func oneDeviceFinishesTheOtherReopens() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        try #require(try sandbox.hyzer("mike-phone", ["round", "start", "Lakeside Park", "--players", "Mike,Jake,Sarah",
                                                      "--at", "2026-11-21T09:00:00-08:00"]).status == 0)
        try #require(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-laptop", name: "Jake")

        // Mike scores hole 1 for two players and finishes by mistake (Sarah is still putting).
        try #require(try sandbox.hyzer("mike-phone", ["score", "Mike", "3"]).status == 0)
        try #require(try sandbox.hyzer("mike-phone", ["score", "Jake", "3"]).status == 0)
        try #require(try sandbox.hyzer("mike-phone", ["finish", "--yes"]).status == 0)
        try #require(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)

        // Jake's laptop gets the finish, reopens the round and scores Sarah.
        try #require(try sandbox.hyzer("jake-laptop", ["sync"]).status == 0)
        // Nobody had played every hole: abandoned, as far as Jake's laptop can tell.
        let list = try sandbox.hyzer("jake-laptop", ["round", "list"]).stdout
        #expect(list.contains("  abandoned after 1 hole  no winner"), "\(list)")
        let reopen = try sandbox.hyzer("jake-laptop", ["reopen"])
        #expect(reopen.status == 0, "\(reopen.stderr)")
        let sarah = try sandbox.hyzer("jake-laptop", ["score", "1", "Sarah", "4"])
        #expect(sarah.stdout.hasPrefix("Hole 1: Sarah 4 (bogey)\n"), "\(sarah.stdout)\(sarah.stderr)")
        try #require(try sandbox.hyzer("jake-laptop", ["sync"]).status == 0)

        // Mike's phone gets the reopening: the round is active again there, with Sarah's score.
        try #require(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        let mikes = try sandbox.runner.read("mike-phone/" + Self.file)
        #expect(mikes == (try sandbox.runner.read("jake-laptop/" + Self.file)))
        #expect(mikes.hasSuffix("""
            finished 2026-11-21T09:07:00-08:00 @mike-phone.3 by=Mike
            reopened 2026-11-21T09:11:00-08:00 @jake-laptop.1 by=Jake sup=mike-phone.3
            1 Sarah 4 @jake-laptop.2 by=Jake at=2026-11-21T17:12:00Z

            """), "\(mikes)")
        let standings = try sandbox.hyzer("mike-phone", ["standings"])
        #expect(standings.stdout.hasPrefix("Lakeside Park · 2026-11-21 09:00 · hole 2 of 9 next\n"), "\(standings.stdout)")
        let next = try sandbox.hyzer("mike-phone", ["score", "2", "Mike", "2"])
        #expect(next.stdout.hasPrefix("Hole 2: Mike 2 (birdie)\n"), "\(next.stdout)\(next.stderr)")

        // Finished again, on purpose this time; both devices agree it is finished.
        try #require(try sandbox.hyzer("mike-phone", ["finish", "--yes"]).status == 0)
        try #require(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try #require(try sandbox.hyzer("jake-laptop", ["sync"]).status == 0)
        for device in ["mike-phone", "jake-laptop"] {
            let text = try sandbox.runner.read(device + "/" + Self.file)
            let round = RoundParser.parse(text, path: device).document.round
            #expect(round.isFinished, "\(device)")
            #expect(text.components(separatedBy: "\nreopened ").count == 2, "\(device): \(text)")
            #expect(round.lifecycle.map(\.kind) == [.finished, .reopened, .finished], "\(device)")
            #expect(try sandbox.hyzer(device, ["check"]).status == 0)
        }
    }

    @Test func aFinishAndAScoreMadeOfflineMergeThroughTheDriver() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        try #require(try sandbox.hyzer("mike-phone", ["round", "start", "Lakeside Park", "--players", "Mike,Jake",
                                                      "--at", "2026-11-21T09:00:00-08:00"]).status == 0)
        for hole in 1...9 { try #require(try sandbox.hyzer("mike-phone", ["score", String(hole), "Mike", "3"]).status == 0) }
        try #require(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-laptop", name: "Jake")
        // Offline at the same time: Mike finishes, Jake enters his own card.
        try #require(try sandbox.hyzer("mike-phone", ["finish", "--yes"]).status == 0)
        for hole in 1...9 { try #require(try sandbox.hyzer("jake-laptop", ["score", String(hole), "Jake", "4"]).status == 0) }
        try #require(try sandbox.hyzer("jake-laptop", ["sync"]).status == 0)
        let mike = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(mike.status == 0, "\(mike.stdout)\(mike.stderr)")
        try #require(try sandbox.hyzer("jake-laptop", ["sync"]).status == 0)
        let text = try sandbox.runner.read("mike-phone/" + Self.file)
        #expect(text == (try sandbox.runner.read("jake-laptop/" + Self.file)))
        // Both lines kept; the merged file puts the finish after the score lines, and the round is
        // finished with Jake's nine holes in it.
        #expect(text.hasSuffix("finished 2026-11-21T09:14:00-08:00 @mike-phone.10 by=Mike\n"), "\(text)")
        // No active round any more: standings show the round just finished (issue 17), as --round does.
        let standings = try sandbox.hyzer("jake-laptop", ["standings"])
        #expect(standings.status == 0, "\(standings.stderr)")
        let card = try sandbox.hyzer("jake-laptop", ["standings", "--round", "lakeside"]).stdout
        #expect(standings.stdout == card)
        #expect(card.hasPrefix("Lakeside Park · 2026-11-21 09:00 · finished 09:14\n  1  Mike     -1   27  F\n  2  Jake     +8   36  F\n"), "\(card)")
    }
}
