import Foundation
import Testing

/// What `sync` counts is what changed where people look (issue 31, item 4): an undone slip, a
/// hand-typed line that agrees and a rally both phones recorded are no count; a match's report says
/// where the match stands, not entry numbers.
@Suite("sync counts what changed, through git")
struct SyncCountsTests {
    /// Mike's phone starts the round and a match and shares them; Jake's clone joins.
    static func sandbox() throws -> GitSandbox {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        for step in [["round", "start", "Lakeside Park", "--players", "Mike,Jake"], ["score", "Mike", "3"], ["score", "Jake", "4"],
                     ["match", "start", "--team", "Mike", "--team", "Jake"], ["sync"]] {
            let result = try sandbox.hyzer("mike-phone", step)
            #expect(result.status == 0, "\(step): \(result.stderr)")
        }
        try sandbox.addDevice("jake-phone", name: "Jake")
        return sandbox
    }

    @Test func anUndoneSlipAHandTypedLineThatAgreesAndARallyBothPhonesHadAreNoCount() throws {
        let sandbox = try Self.sandbox()
        let round = "jake-phone/rounds/2026-11-21-lakeside-park-mike-phone.round"
        // Jake's phone: a slip on Mike's hole 1, undone at once; Mike's 3 and hole 2 typed into the file.
        for step in [["score", "1", "Mike", "5"], ["undo"], ["rally", "A"], ["rally", "A"]] {
            #expect(try sandbox.hyzer("jake-phone", step).status == 0, "\(step)")
        }
        try sandbox.runner.write(round, try sandbox.runner.read(round) + "1 Mike 3\n2 Mike 3\n")
        let jake = try sandbox.hyzer("jake-phone", ["sync"])
        #expect(jake.stdout == """
        Stamped 2 hand-typed score lines with this device (jake-phone).
        Committed: 2 new rallies in 2026-11-21-0905-mike-vs-jake-mike-phone; 1 new score in 2026-11-21-lakeside-park-mike-phone.
        Nothing new from origin.
        Pushed to origin/master.

        """)
        #expect(jake.status == 0, "\(jake.stderr)")

        // Mike's phone had recorded the same two rallies, and a third.
        for step in [["rally", "A"], ["rally", "A"], ["rally", "B"]] { #expect(try sandbox.hyzer("mike-phone", step).status == 0) }
        let mike = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(mike.stdout == """
        Committed: 3 new rallies in 2026-11-21-0905-mike-vs-jake-mike-phone.
        Pulled from origin: 1 new score in 2026-11-21-lakeside-park-mike-phone (Mike 3 on hole 2).
        Pushed to origin/master.

        """)
        #expect(mike.status == 0, "\(mike.stderr)")

        let back = try sandbox.hyzer("jake-phone", ["sync"])
        #expect(back.stdout == """
        Pulled from origin: 1 new rally in 2026-11-21-0905-mike-vs-jake-mike-phone (in progress: game 1, 2-0).

        """)
    }
}
