import Foundation
import Testing

/// A closest-to-the-pin dispute end to end (issue 42): two phones name different winners on hole 7;
/// `money` pays no one and says how to settle it, `conflicts` lists it (text and JSON), `resolve ctp`
/// or the organizer naming the winner again settles it, `money` then pays the winner, `undo` takes a
/// settling back, and `merge` counts and lists it.
@Suite("closest-to-the-pin disputes, end to end")
struct ClosestDisputeEndToEndTests {
    static let file = "rounds/2026-11-21-lakeside-park-mike-phone.round"
    static let name = "2026-11-21-lakeside-park-mike-phone"
    /// What two other phones said, as a merge brings them in.
    static let competing = """
        ctp 7 Sarah @jake-phone.1 by=Jake at=2026-11-21T18:30:00Z
        ctp 7 Jake @sarah-phone.1 by=Sarah at=2026-11-21T18:31:00Z

        """

    /// The round's header: Lakeside Park with Mike, Jake and Sarah, closest to the pin on 3 and 7.
    static let header = """
        course Lakeside Park
        started 2026-11-21T09:30:00-08:00
        organizer Mike
        pars 3 3 3 3 3 3 4 3 3
        player Mike
        player Jake
        player Sarah
        ctp 3,7


        """

    /// Lakeside Park with Mike (the organizer, this device), Jake and Sarah, closest to the pin on 3
    /// and 7, and the two phones' competing results on 7.
    func disputed(name: String = "Mike", device: String = "mike-phone") throws -> CLIRunner {
        let cli = try CLIRunner.scorebook(name: name, device: device)
        try cli.write(Self.file, Self.header + Self.competing)
        return cli
    }

    @Test func moneyPaysNoOneAndConflictsListsItWithHowToSettle() throws {
        let cli = try disputed()
        #expect(try cli.quietly(["money"]).contains("  hole  7  disputed: Jake or Sarah (settle it with `hyzer-text resolve ctp 7 NAME`)\n"))
        let conflicts = try cli.run(["conflicts"])
        #expect(conflicts.status == 1 && conflicts.stderr == "")
        #expect(conflicts.stdout == """
            \(Self.name) · Lakeside Park: 1 discrepancy pending
            Hole 7, closest to the pin: Jake or Sarah (pays no one until resolved)
              Sarah  by Jake on jake-phone at 2026-11-21 10:30  @jake-phone.1
              Jake   by Sarah on sarah-phone at 2026-11-21 10:31  @sarah-phone.1
            Settle closest to the pin with `hyzer-text resolve ctp HOLE PLAYER`, or name the winner again: the organizer's word settles it.

            """)
        let json = try cli.run(["conflicts", "--json"])
        #expect(json.status == 1)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(entries.count == 1)
        #expect(entries[0]["round"] as? String == Self.name && entries[0]["hole"] as? Int == 7 && entries[0]["game"] as? String == "ctp")
        let values = try #require(entries[0]["values"] as? [[String: Any]])
        #expect(values.map { $0["player"] as? String } == ["Sarah", "Jake"])
        #expect(values.map { $0["device"] as? String } == ["jake-phone", "sarah-phone"])
        #expect(values.map { $0["time"] as? String } == ["2026-11-21T18:30:00Z", "2026-11-21T18:31:00Z"])
    }

    @Test func resolveCtpSettlesItAndMoneyPaysTheWinner() throws {
        let cli = try disputed()
        let resolved = try cli.run(["resolve", "ctp", "7", "sarah"])
        #expect(resolved.status == 0 && resolved.stderr == "")
        #expect(resolved.stdout == "Hole 7, closest to the pin: Sarah, resolved by Mike (was Jake or Sarah)\n")
        #expect(try cli.read(Self.file).hasSuffix(Self.competing
            + "ctp 7 Sarah @mike-phone.1 by=Mike at=2026-11-21T18:00:00Z resolves=jake-phone.1,sarah-phone.1\n"))
        let money = try cli.quietly(["money"])
        #expect(money.contains("  hole  7  Sarah (2)\n") && money.contains("  Jake pays Sarah 1\n  Mike pays Sarah 1\n"), "\(money)")
        #expect(try cli.run(["conflicts"]).status == 0)
        // Settled, a second word is no resolution: it says what stands and how to change it.
        let again = try cli.run(["resolve", "ctp", "7", "Jake"])
        #expect(again.status == 65 && again.stdout == "")
        #expect(again.stderr == """
            error: closest to the pin on hole 7 is not in dispute; Sarah won it
            hint: to name the winner, say it: `hyzer-text say "closest Jake on 7"`

            """)
        // Undo takes the resolution back: the dispute is there again.
        let undo = try cli.run(["undo"])
        #expect(undo.status == 0 && undo.stdout.hasPrefix("Took back closest to the pin on hole 7: Sarah (now disputed: Jake or Sarah)\n"), "\(undo.stdout)")
        #expect(try cli.run(["conflicts"]).status == 1)
    }

    @Test func anyPlayerMayResolveAndIsToldTheOrganizerCanStillChangeIt() throws {
        let cli = try disputed(name: "Jake", device: "jake-laptop")
        let resolved = try cli.run(["resolve", "ctp", "7", "Mike"])
        #expect(resolved.status == 0 && resolved.stderr == "")
        #expect(resolved.stdout == """
            Hole 7, closest to the pin: Mike, resolved by Jake (was Jake or Sarah)
            Jake is not the organizer (Mike): this resolution counts on every device once synced, as the organizer's would, and Mike can still change it.

            """)
    }

    @Test func theOrganizerNamingTheWinnerAgainSettlesItAndAnyoneElseLeavesItPending() throws {
        let organizer = try disputed()
        let said = try organizer.run(["say", "closest Sarah on 7"])
        #expect(said.status == 0 && said.stderr == "")
        #expect(said.stdout == "Closest to the pin on hole 7: Sarah, resolved by Mike, the organizer: replaces Jake from sarah-phone\n")
        #expect(try organizer.read(Self.file).hasSuffix("ctp 7 Sarah @mike-phone.1 by=Mike at=2026-11-21T18:00:00Z resolves=jake-phone.1,sarah-phone.1\n"))
        #expect(try organizer.quietly(["money"]).contains("  hole  7  Sarah (2)\n"))

        let player = try disputed(name: "Jake", device: "jake-laptop")
        let beside = try player.run(["say", "closest Sarah on 7"])
        #expect(beside.status == 0)
        #expect(beside.stdout == """
            Closest to the pin on hole 7: Sarah
            Disputed: another device says Jake; Mike, the organizer, settles it: `hyzer-text resolve ctp 7 NAME`, or says the winner again

            """)
        #expect(try player.run(["conflicts"]).status == 1)
    }

    @Test(arguments: [
        (["resolve", "ctp", "5", "Sarah"], 65, "error: \"5\" is not a closest-to-the-pin hole of this round (3, 7)\nhint: usage: hyzer-text resolve ctp HOLE PLAYER, e.g. `resolve ctp 3 Mike`\n"),
        (["resolve", "ctp", "7", "Sarahh"], 65, "error: no player \"Sarahh\" in this round\nhint: did you mean \"Sarah\"?\n"),
        (["resolve", "ctp", "7"], 64, "error: `hyzer-text resolve ctp` needs a hole and the winner\nhint: usage: hyzer-text resolve ctp HOLE PLAYER, e.g. `resolve ctp 7 Sarah`\n"),
        (["resolve", "ctp", "7", "Sarah", "--clear"], 64,
         "error: --clear settles a score as no score; a closest-to-the-pin dispute is settled by naming its winner\nhint: usage: hyzer-text resolve ctp HOLE PLAYER, e.g. `resolve ctp 7 Sarah`\n"),
    ])
    func aBadResolutionIsRefusedAndWritesNothing(arguments: [String], status: Int32, stderr: String) throws {
        let cli = try disputed()
        let before = try cli.read(Self.file)
        let result = try cli.run(arguments)
        #expect(result.status == status && result.stdout == "")
        #expect(result.stderr == stderr)
        #expect(try cli.read(Self.file) == before)
    }

    @Test func mergeCountsTheLinesAndListsTheDispute() throws {
        let cli = try disputed()
        let header = Self.header
        try cli.write("a.round", header + "1 Mike 3 @mike-phone.1 by=Mike\nctp 7 Sarah @jake-phone.1 by=Jake at=2026-11-21T18:30:00Z\n")
        try cli.write("b.round", header + "1 Mike 3 @jake-phone.2 by=Jake\nctp 7 Jake @sarah-phone.1 by=Sarah at=2026-11-21T18:31:00Z\n")
        let merged = try cli.run(["merge", "a.round", "b.round", "-o", "c.round"])
        #expect(merged.status == 1)
        #expect(merged.stdout + merged.stderr == """
            Merged: 4 events, 2 new from a.round, 2 new from b.round, 1 silent agreement, 1 discrepancy
            Hole 7, closest to the pin: Jake or Sarah (pays no one until resolved)
              Sarah  by Jake on jake-phone at 2026-11-21 10:30  @jake-phone.1
              Jake   by Sarah on sarah-phone at 2026-11-21 10:31  @sarah-phone.1
            hint: settle it with `hyzer-text resolve ctp 7 NAME`

            """)
    }

    /// Through real git: two clones name different winners on hole 7 the same afternoon and sync; the
    /// scores reach everyone, `sync` counts the dispute and lists it at its end, the organizer settles
    /// it by naming the winner again, and after the syncs every clone's `money` pays the winner.
    @Test func twoClonesDisputeAndTheOrganizerSettlesItOnEveryClone() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        #expect(try sandbox.hyzer("mike-phone", ["round", "start", "Lakeside Park", "--players", "Mike,Jake,Sarah", "--ctp", "3,7",
                                                 "--at", "2026-11-21T09:00:00-08:00"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-phone", name: "Jake")
        #expect(try sandbox.hyzer("jake-phone", ["score", "1", "Jake", "3"]).status == 0)
        #expect(try sandbox.hyzer("jake-phone", ["say", "closest Sarah on 7"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["score", "1", "Mike", "4"]).status == 0)
        // Sarah's phone says Jake (on the organizer's phone the same words would settle the hole at once).
        try sandbox.addDevice("sarah-phone", name: "Sarah")
        #expect(try sandbox.hyzer("sarah-phone", ["say", "closest Jake on 7"]).status == 0)
        #expect(try sandbox.hyzer("sarah-phone", ["sync"]).status == 0)
        let jake = try sandbox.hyzer("jake-phone", ["sync"])
        #expect(jake.status == 1 && jake.stderr == "", "a dispute is pending: \(jake.stderr)")
        #expect(jake.stdout == """
            Committed: 1 new score and 1 closest-to-the-pin result in 2026-11-21-lakeside-park-mike-phone.
            Pulled from origin: 1 discrepancy in 2026-11-21-lakeside-park-mike-phone (Jake or Sarah closest to the pin on hole 7).
            Pushed to origin/master.
            1 discrepancy pending in 2026-11-21-lakeside-park-mike-phone:
            Hole 7, closest to the pin: Jake or Sarah (pays no one until resolved)
              Sarah  by Jake on jake-phone at 2026-11-21 09:06  @jake-phone.2
              Jake   by Sarah on sarah-phone at 2026-11-21 09:09  @sarah-phone.1
            Mike, the organizer, settles it.

            """)
        let mike = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(mike.status == 1, "\(mike.stderr)")
        #expect(mike.stdout.hasSuffix("hint: settle it with `hyzer-text resolve ctp 7 NAME`, then sync again\n"), "\(mike.stdout)")
        // The scores reached the organizer all the same.
        #expect(try sandbox.hyzer("mike-phone", ["standings", "--pill"]).stdout.contains("Jake"))
        let settled = try sandbox.hyzer("mike-phone", ["say", "closest Sarah on 7"])
        #expect(settled.stdout == "Closest to the pin on hole 7: Sarah, resolved by Mike, the organizer: replaces Jake from sarah-phone\n")
        let after = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(after.status == 0 && !after.stderr.contains("pending"), "\(after.stderr)")
        // Jake's clone had the dispute: it is settled; Sarah's had only her own word: it is corrected.
        for (device, change) in [("jake-phone", "1 discrepancy settled"), ("sarah-phone", "1 correction")] {
            let pulled = try sandbox.hyzer(device, ["sync"])
            #expect(pulled.status == 0 && pulled.stdout.contains("\(change) (Sarah closest to the pin on hole 7)"), "\(device): \(pulled.stdout)")
        }
        for device in ["mike-phone", "jake-phone", "sarah-phone"] {
            #expect(try sandbox.hyzer(device, ["money"]).stdout.contains("  hole  7  Sarah (2)\n"), "\(device)")
            #expect(try sandbox.hyzer(device, ["conflicts"]).status == 0, "\(device)")
        }
    }
}
