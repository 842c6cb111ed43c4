import Foundation
import Testing
import TestSupport

/// A correction says what it did, and the organizer's settles (issue 31, item 2; docs/FORMAT.md,
/// rule 9): the organizer's score over another device's different one is a resolution that counts at
/// once; anyone else's stands beside it and says so in its first line; only the organizer is asked to
/// settle; and a `round join` leaves a device's own lines its own.
@Suite("corrections and the organizer, end to end")
struct CorrectionEndToEndTests {
    static let lakeside = "rounds/2026-11-21-lakeside-park-mike-phone.round"

    /// The reproducer, with real clones and `sync`: Jake's phone says `Mike 3 Jake 4` and
    /// syncs; Mike, the organizer, syncs and corrects Jake to 3. That settles it on every phone.
    @Test func theOrganizersCorrectionOfASyncedScoreSettlesItOnEveryPhone() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        try #require(try sandbox.hyzer("mike-phone", ["round", "start", "Lakeside Park", "--players", "Mike,Jake,Sarah"]).status == 0)
        try #require(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-phone", name: "Jake")
        try #require(try sandbox.hyzer("jake-phone", ["say", "Mike 3 Jake 4"]).status == 0)
        try #require(try sandbox.hyzer("jake-phone", ["sync"]).status == 0)
        try #require(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)

        let correction = try sandbox.hyzer("mike-phone", ["score", "1", "Jake", "3"])
        #expect(correction.status == 0)
        #expect(correction.stdout == """
            Hole 1: Jake 3 (par), resolved by Mike, the organizer: replaces Jake's 4 from jake-phone
            T1.Jake E ▲1  T1.Mike E  Sarah -

            """)
        #expect(correction.stderr == "")
        let file = try sandbox.runner.read("mike-phone/" + Self.lakeside)
        #expect(file.hasSuffix("\n1 Jake 3 @mike-phone.1 by=Mike at=2026-11-21T17:08:00Z resolves=jake-phone.2\n"), "\(file)")

        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        let jake = try sandbox.hyzer("jake-phone", ["sync"])
        #expect(jake.status == 0, "nothing is pending: \(jake.stdout)")
        #expect(jake.stdout.contains("1 correction in 2026-11-21-lakeside-park-mike-phone (Jake 3 on hole 1)"))
        let conflicts = try sandbox.hyzer("jake-phone", ["conflicts"])
        #expect(conflicts.status == 0)
        #expect(conflicts.stdout == "2026-11-21-lakeside-park-mike-phone · Lakeside Park: no discrepancies\n")
        #expect(try sandbox.rounds("jake-phone") == sandbox.rounds("mike-phone"))
    }

    /// Jake's device corrects Jake's 4 that Mike's phone recorded: not "corrected", but a score beside
    /// it that the organizer settles. Jake's device is not asked to settle it; Mike's is. Jake may
    /// still resolve it, and `resolve` says what that does.
    @Test func anotherPlayersCorrectionStandsBesideTheScoreForTheOrganizer() throws {
        let cli = try CLIRunner.startedRound()
        try #require(try cli.run(["score", "Jake", "4"]).status == 0)
        try #require(try cli.run(["init", "--name", "Jake", "--device", "jake-phone"]).status == 0)

        let beside = try cli.run(["score", "1", "Jake", "3"])
        #expect(beside.status == 0)
        #expect(beside.stdout == """
            Hole 1: Jake 3 (par), recorded beside Mike's 4 from mike-phone: the organizer, Mike, settles it; 4 counts until then
            1.Jake +1 !  Mike -  Uncle Bob -

            """)
        #expect(beside.stderr == "")
        let values = """
            Hole 1, Jake: 3 or 4 (counts as 4 until resolved)
               4  by Mike on mike-phone at 2026-11-21 10:00  @mike-phone.1
               3  by Jake on jake-phone at 2026-11-21 10:00  @jake-phone.1

            """
        let jakes = try cli.run(["conflicts"])
        #expect(jakes.status == 1)
        #expect(jakes.stdout == "2026-11-21-lakeside-park-mike-phone · Lakeside Park: 1 discrepancy pending; Mike, the organizer, settles it\n"
                + values + "Until then the higher score counts (any player in the round may settle one with `hyzer-text resolve HOLE PLAYER STROKES`).\n")

        try #require(try cli.run(["init", "--name", "Mike", "--device", "mike-phone"]).status == 0)
        let mikes = try cli.run(["conflicts"])
        #expect(mikes.stdout == "2026-11-21-lakeside-park-mike-phone · Lakeside Park: 1 discrepancy pending\n"
                + values + "Settle each with `hyzer-text resolve HOLE PLAYER STROKES`, or score the hole again: the organizer's score settles it.\n")

        try #require(try cli.run(["init", "--name", "Jake", "--device", "jake-phone"]).status == 0)
        let resolved = try cli.run(["resolve", "1", "Jake", "3"])
        #expect(resolved.status == 0)
        #expect(resolved.stdout == """
            Hole 1: Jake 3 (par), resolved by Jake (was 4 vs 3)
            Jake is not the organizer (Mike): this resolution counts on every device once synced, as the organizer's would, and Mike can still change it.
            1.Jake E  Mike -  Uncle Bob -

            """)
    }

    /// `say` with the hole named on a device that is not the organizer's: a score over another device's
    /// is shown as standing beside it (never "— corrects 4"), and the refusal without --yes says so and
    /// who settles it. Saved with --yes, the note says the same as `score`'s.
    @Test func aSentenceOverAnotherDevicesScoreSaysItStandsBesideIt() throws {
        let cli = try CLIRunner.startedRound()
        try #require(try cli.run(["score", "Jake", "4"]).status == 0)
        try #require(try cli.run(["init", "--name", "Jake", "--device", "jake-phone"]).status == 0)
        let before = try cli.read(Self.lakeside)

        let refused = try cli.run(["say", "hole 1 Jake 3"])
        #expect(refused.status == 1)
        #expect(refused.stdout == """
            Hole 1 (par 3):
              Jake ....... 3 (par) — beside Mike's 4 from mike-phone

            """)
        #expect(refused.stderr == """
            this changes what hole 1 has (Jake 3 beside Mike's 4 from mike-phone); nothing written
            hint: pass --yes to save it (a score beside another device's counts once the organizer, Mike, settles it), or leave the player out to score only the rest

            """)
        #expect(try cli.read(Self.lakeside) == before)
        let saved = try cli.run(["say", "hole 1 Jake 3", "--yes"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.contains("Jake 3 (par, recorded beside Mike's 4 from mike-phone: the organizer, Mike, settles it; 4 counts until then)"),
                "\(saved.stdout)")
    }

    /// Jake's phone started the group's round offline and a 5 was typed into it by hand; joined into
    /// Mike's round, that line is still this device's, so its correction here replaces it (before the
    /// fix it printed "corrected from 5" and left a discrepancy, the 5 having become a line of no
    /// device).
    @Test func afterAJoinADevicesCorrectionOfItsOwnLineIsACorrection() throws {
        let cli = try CLIRunner.scorebook(name: "Jake", device: "jake-phone")
        try cli.write(Self.lakeside, RoundFixture.header(course: "Lakeside Park", pars: [3, 3, 3, 3, 3, 3, 4, 3, 3], players: ["Mike", "Jake"])
                      + "\n1 Mike 3 @mike-phone.1 by=Mike at=2026-11-21T17:36:10Z\n")
        let jakes = "rounds/2026-11-21-lakeside-park-jake-phone.round"
        try cli.startRound(guests: [], new: true)
        try cli.append(jakes, Array("1 Jake 5\n".utf8))
        let join = try cli.run(["round", "join", "2026-11-21-lakeside-park-jake-phone"])
        #expect(join.status == 0, "\(join.stderr)")

        let correction = try cli.run(["score", "1", "Jake", "4"])
        #expect(correction.status == 0, "\(correction.stderr)")
        #expect(correction.stdout == "Hole 1: Jake 4 (bogey), corrected from 5\n1.Mike E  2.Jake +1\n")
        #expect(correction.stderr == "")
        #expect(try cli.run(["conflicts"]).status == 0)
        let merged = try cli.read(Self.lakeside)
        #expect(merged.contains("\n1 Jake 5 @~0cdc4142c6 dev=jake-phone at=2026-11-21T17:30:00Z\n"), "the joined line says whose it is, and when in typed order: \(merged)")
        #expect(merged.hasSuffix("\n1 Jake 4 @jake-phone.1 by=Jake at=2026-11-21T18:00:00Z sup=~0cdc4142c6\n"), "\(merged)")
    }
}
