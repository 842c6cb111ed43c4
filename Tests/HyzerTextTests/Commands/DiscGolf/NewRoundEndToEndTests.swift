import Foundation
import HyzerFormat
import Testing

/// A round started on purpose with `round start --new` beside an unfinished round of the same course
/// and day counts as a round of its own everywhere (issue 42, item 7): it was taken for one round
/// recorded twice, and `money` on it said it had been "joined into another round or discarded".
@Suite("round start --new, end to end")
struct NewRoundEndToEndTests {
    static let first = "2026-11-21-practice-mike-phone", second = "2026-11-21-practice-mike-phone_2"

    @Test func aRoundStartedWithNewCountsOnItsOwnOnEveryClone() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        try #require(try sandbox.hyzer("mike-phone", ["course", "add", "Practice", "--holes", "2"]).status == 0)
        // The morning round: one score, then the group starts over for skins, and Jake's phone goes on
        // scoring the first round after the second one started.
        try #require(try sandbox.hyzer("mike-phone", ["round", "start", "Practice", "--players", "Mike,Jake"]).status == 0)
        try #require(try sandbox.hyzer("mike-phone", ["score", "1", "Mike", "3"]).status == 0)
        try #require(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-phone", name: "Jake")
        let refused = try sandbox.hyzer("mike-phone", ["round", "start", "Practice", "--players", "Mike,Jake", "--skins", "1"])
        #expect(refused.status == 65, "one round per group without --new")
        let started = try sandbox.hyzer("mike-phone", ["round", "start", "Practice", "--players", "Mike,Jake", "--skins", "1", "--new"])
        #expect(started.status == 0, "\(started.stderr)")
        #expect(started.stdout.contains("\nA separate round beside \(Self.first) (--new): each counts on its own\n"), "\(started.stdout)")
        #expect(try sandbox.runner.read("mike-phone/rounds/\(Self.second).round").contains("\nseparate-from \(Self.first).round\nplayer Mike\n"))
        for (hole, mike, jake) in [(1, "2", "3"), (2, "3", "3")] {
            try #require(try sandbox.hyzer("mike-phone", ["score", String(hole), "Mike", mike, "--round", Self.second]).status == 0)
            try #require(try sandbox.hyzer("mike-phone", ["score", String(hole), "Jake", jake, "--round", Self.second]).status == 0)
        }
        try #require(try sandbox.hyzer("mike-phone", ["finish", "--round", Self.second]).status == 0)
        try #require(try sandbox.hyzer("jake-phone", ["score", "1", "Jake", "4", "--round", Self.first]).status == 0)
        try #require(try sandbox.hyzer("jake-phone", ["finish", "--round", Self.first, "--yes"]).status == 0)
        for device in ["mike-phone", "jake-phone", "mike-phone"] {
            let sync = try sandbox.hyzer(device, ["sync"])
            #expect(sync.status == 0, "\(device): \(sync.stderr)")
            #expect(!sync.stdout.contains("recorded twice"), "no duplicate note: \(sync.stdout)")
        }

        for device in ["mike-phone", "jake-phone"] {
            #expect(try sandbox.runner.read("\(device)/rounds/\(Self.second).round").contains("\nseparate-from \(Self.first).round\n"),
                    "the decision travels with the file")
            let history = try sandbox.hyzer(device, ["history"])
            #expect(history.status == 0)
            #expect(history.stderr == "")
            let rounds = history.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: " ").first.map(String.init) ?? "" }
            #expect(rounds == [Self.second, Self.first], "two rounds: \(history.stdout)")
            let money = try sandbox.hyzer(device, ["money", Self.second])
            #expect(money.status == 0, "\(money.stderr)")
            #expect(money.stdout.contains("Skins: 1 a skin from each player"), "\(money.stdout)")
            #expect(money.stdout.contains("Jake pays Mike 1"), "\(money.stdout)")
            let check = try sandbox.hyzer(device, ["check"])
            #expect(check.status == 0)
            #expect(check.stderr == "", "no duplicate warning")
            let list = try sandbox.hyzer(device, ["round", "list", "--json"])
            #expect(!list.stdout.contains("\"duplicateOf\" : \"") && !list.stdout.contains("\"duplicateOf\":\""), "\(list.stdout)")
            #expect(try sandbox.hyzer(device, ["check", "--history"]).status == 0)
        }
    }
}
