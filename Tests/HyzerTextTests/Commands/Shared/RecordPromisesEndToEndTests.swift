import Foundation
import Testing

/// Issue 42's afternoon, through real git: two friends type their scores by hand into the round file
/// in their own clones, a third scores with commands, and on the same afternoon two clones claim one
/// bag tag for two players and name different winners of closest to the pin. Everyone syncs in an
/// order of their own. Every clone ends with the same bytes, each friend's typed lines read in the
/// order they were typed, the scores reach everyone while the disputes wait, `conflicts` lists both,
/// and the organizer settles both on every clone. (A sync killed at any moment: SyncKillPointTests.)
@Suite("the record's promises on one afternoon, through git")
struct RecordPromisesEndToEndTests {
    static let round = "rounds/2026-11-21-lakeside-park-mike-phone.round"
    static let devices = ["mike-phone", "jake-laptop", "sarah-laptop"]

    /// What each friend types, in order: a correction of hole 2 below the line it corrects.
    static let typed = [
        "jake-laptop": ["1 Jake 3", "2 Jake 4", "3 Jake 3", "2 Jake 5", "4 Jake 2"],
        "sarah-laptop": ["1 Sarah 4", "2 Sarah 3", "3 Sarah 3"],
    ]

    @Test func typedLinesKeepTheirOrderScoresReachEveryoneAndTheOrganizerSettlesTheRest() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        #expect(try sandbox.hyzer("mike-phone", ["round", "start", "Lakeside Park", "--players", "Mike,Jake,Sarah", "--ctp", "7",
                                                 "--at", "2026-11-21T09:00:00-08:00"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-laptop", name: "Jake")
        try sandbox.addDevice("sarah-laptop", name: "Sarah")

        // Typed in an editor, a line at a time, in each friend's clone; Mike scores with commands.
        for (device, lines) in Self.typed {
            for line in lines {
                let path = device + "/" + Self.round
                try sandbox.runner.write(path, try sandbox.runner.read(path) + line + "\n")
            }
        }
        for (hole, strokes) in [(1, 3), (2, 3), (3, 4)] {
            #expect(try sandbox.hyzer("mike-phone", ["score", "\(hole)", "Mike", "\(strokes)"]).status == 0)
        }
        // The same afternoon: one tag claimed for two players, and two winners of closest to the pin.
        #expect(try sandbox.hyzer("mike-phone", ["tags", "claim", "5", "Sarah"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["tags", "claim", "5", "Jake"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["say", "closest Jake on 7"]).status == 0)
        #expect(try sandbox.hyzer("sarah-laptop", ["say", "closest Sarah on 7"]).status == 0)

        // Everyone syncs, in an order of their own, until every clone has everything.
        for device in ["sarah-laptop", "jake-laptop", "mike-phone", "sarah-laptop", "jake-laptop"] {
            let sync = try sandbox.hyzer(device, ["sync"])
            #expect(sync.status == 0 || sync.status == 1, "\(device): \(sync.stderr)")  // 1: a dispute is pending
            #expect(!sync.stderr.contains("error"), "\(device): \(sync.stderr)")
        }
        let text = try sandbox.runner.read("mike-phone/" + Self.round)
        for device in Self.devices {
            #expect(try sandbox.runner.read(device + "/" + Self.round) == text, "\(device)'s round differs")
            #expect(try sandbox.runner.read(device + "/tags/club.tags") == (try sandbox.runner.read("mike-phone/tags/club.tags")))
        }
        // Each friend's lines read in the order they were typed.
        let lines = text.split(separator: "\n").map(String.init)
        for (device, typed) in Self.typed {
            let positions = typed.map { line in lines.firstIndex { $0.hasPrefix(line + " ") && $0.contains(" dev=\(device)") } }
            #expect(!positions.contains(nil), "\(device)'s lines are not all there:\n\(text)")
            let found = positions.compactMap { $0 }
            #expect(found == found.sorted(), "\(device)'s lines out of typed order:\n\(text)")
        }
        // The scores reached everyone (Jake's correction counts), while both disputes wait.
        for device in Self.devices {
            let show = try sandbox.hyzer(device, ["show", "--json"]).stdout
            #expect(show.contains("\"Jake\"") && show.contains("\"Sarah\""), "\(device)")
            let conflicts = try sandbox.hyzer(device, ["conflicts", "--all"])
            #expect(conflicts.status == 1, "\(device): \(conflicts.stdout)")
            #expect(conflicts.stdout.contains("closest to the pin") && conflicts.stdout.contains("tags/club.tags"), "\(device): \(conflicts.stdout)")
        }
        let card = try sandbox.hyzer("sarah-laptop", ["card"])
        #expect(card.status == 0, "\(card.stderr)")

        // The organizer settles both, and every clone gets it.
        #expect(try sandbox.hyzer("mike-phone", ["resolve", "ctp", "7", "Sarah"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["resolve", "tags/club.tags", "claim", "5", "Sarah"]).status == 0)
        for device in ["mike-phone", "jake-laptop", "sarah-laptop"] {
            #expect(try sandbox.hyzer(device, ["sync"]).status == 0, "\(device)")
        }
        for device in Self.devices {
            let conflicts = try sandbox.hyzer(device, ["conflicts", "--all"])
            #expect(conflicts.status == 0, "\(device): \(conflicts.stdout)")
            let history = try sandbox.hyzer(device, ["check", "--history"])
            #expect(history.status == 0, "\(device): \(history.stderr)")
            #expect(try sandbox.runner.read(device + "/" + Self.round) == (try sandbox.runner.read("mike-phone/" + Self.round)))
            #expect(try sandbox.hyzer(device, ["tags"]).stdout.contains("5  Sarah"), "\(device)")
        }
    }
}
