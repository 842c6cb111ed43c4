import HyzerFormat
import Foundation
import Testing

/// A bag tag ledger through real git (issue 42): two clones that each claim a tag on the same
/// afternoon both sync and keep both claims; two clones that claim one tag for two players get a
/// dispute that `sync` counts and lists, and `tags claim` settles on every clone; the commands
/// written at once by several processes refuse nothing and lose nothing.
@Suite("tag ledgers through git")
struct TagLedgerSyncEndToEndTests {
    /// Mike's clone claims tags 1–3 and shares the ledger; Jake's clone joins.
    static func sandbox() throws -> GitSandbox {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        for step in [["tags", "claim", "1", "Mike", "--date", "2026-09-01"], ["tags", "claim", "2", "Jake", "--date", "2026-09-01"],
                     ["tags", "claim", "3", "Sarah", "--date", "2026-09-01"], ["sync"]] {
            let result = try sandbox.hyzer("mike-phone", step)
            #expect(result.status == 0, "\(step): \(result.stderr)")
        }
        try sandbox.addDevice("jake-phone", name: "Jake")
        return sandbox
    }

    /// The ledger as the hub has it.
    static func hubLedger(_ sandbox: GitSandbox) throws -> String {
        try GitSandbox.git(["show", "master:tags/club.tags"], in: sandbox.runner.directory.appendingPathComponent("origin.git").path).stdout
    }

    @Test func twoClonesClaimTagsOnTheSameAfternoonAndBothSync() throws {
        let sandbox = try Self.sandbox()
        #expect(try sandbox.hyzer("mike-phone", ["tags", "claim", "4", "Nate"]).stdout == "Tag 4 is Nate's (tags/club.tags).\n")
        #expect(try sandbox.hyzer("jake-phone", ["tags", "claim", "5", "Priya"]).stdout == "Tag 5 is Priya's (tags/club.tags).\n")
        let mike = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(mike.status == 0, "\(mike.stderr)")
        let jake = try sandbox.hyzer("jake-phone", ["sync"])
        #expect(jake.status == 0, "\(jake.stderr)")
        #expect(jake.stdout == """
        Committed: 1 new tag claim in club.
        Pulled from origin: 1 new tag claim in club (Nate takes tag 4).
        Pushed to origin/master.

        """)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).stdout == "Pulled from origin: 1 new tag claim in club (Priya takes tag 5).\n")
        // Both claims are on the hub, in date order, and every clone reads the same file.
        let hub = try Self.hubLedger(sandbox)
        #expect(hub.contains("claim 4 Nate @mike-phone.4") && hub.contains("claim 5 Priya @jake-phone.1"), "\(hub)")
        #expect(try sandbox.runner.read("mike-phone/tags/club.tags") == hub)
        #expect(try sandbox.runner.read("jake-phone/tags/club.tags") == hub)
        for device in ["mike-phone", "jake-phone"] {
            let tags = try sandbox.hyzer(device, ["tags"])
            #expect(tags.stdout.contains("  4  Nate ") && tags.stdout.contains("  5  Priya "), "\(tags.stdout)")
            let check = try sandbox.hyzer(device, ["check"])
            #expect(check.status == 0 && check.stderr.isEmpty, "\(device): \(check.stderr)")
            #expect(try sandbox.hyzer(device, ["check", "--history"]).status == 0)
        }
    }

    @Test func twoClonesClaimOneTagForTwoPlayersAndTheClaimSettlesIt() throws {
        let sandbox = try Self.sandbox()
        _ = try sandbox.hyzer("mike-phone", ["tags", "claim", "5", "Nate"])
        _ = try sandbox.hyzer("jake-phone", ["tags", "claim", "5", "Priya"])
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        let jake = try sandbox.hyzer("jake-phone", ["sync"])
        #expect(jake.status == 1, "a discrepancy is pending: \(jake.stderr)")
        #expect(jake.stdout == """
        Committed: 1 new tag claim in club.
        Pulled from origin: 1 discrepancy in club (tag 5: Nate or Priya).
        Pushed to origin/master.
        1 discrepancy pending in tags/club.tags:
        Tag 5: Nate or Priya (held by nobody until it is settled)
          Nate   by Mike on mike-phone, dated 2026-11-21T09:07:00-08:00, line 5  @mike-phone.4
          Priya  by Jake on jake-phone, dated 2026-11-21T09:08:00-08:00, line 6  @jake-phone.1
        hint: settle it with `hyzer-text tags claim 5 NAME`, naming who keeps it, then sync again

        """)
        // Until it is settled nobody holds tag 5, and `tags` says so.
        let tags = try sandbox.hyzer("jake-phone", ["tags"])
        #expect(!tags.stdout.contains("  5  "), "\(tags.stdout)")
        #expect(tags.stdout.contains("Tag 5: Nate or Priya (held by nobody until it is settled)\n"), "\(tags.stdout)")
        let check = try sandbox.hyzer("jake-phone", ["check"])
        #expect(check.status == 0 && check.stderr.contains("warning: tag 5 is in dispute (Nate or Priya): nobody holds it until it is settled"), "\(check.stderr)")
        #expect(try sandbox.hyzer("jake-phone", ["site", "-o", "../jake-site", "--quiet"]).status == 0)
        #expect(try sandbox.runner.read("jake-site/tags/club.html").contains("<p><strong>tag 5: Nate or Priya</strong>: in dispute, nobody holds it until it is settled.</p>"))

        // Mike's clone hears of it, and Mike's word settles it there; the settlement reaches Jake.
        let mike = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(mike.stdout.hasPrefix("Pulled from origin: 1 discrepancy in club (tag 5: Nate or Priya).\n"), "\(mike.stdout)")
        let settled = try sandbox.hyzer("mike-phone", ["tags", "claim", "5", "Nate"])
        #expect(settled.stdout == "Tag 5 is Nate's (tags/club.tags).\nSettled: tag 5: Nate or Priya.\n", "\(settled.stderr)")
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        let back = try sandbox.hyzer("jake-phone", ["sync"])
        #expect(back.stdout == "Pulled from origin: 1 discrepancy settled in club (Nate takes tag 5).\n", "\(back.stdout)")
        #expect(back.status == 0)
        for device in ["mike-phone", "jake-phone"] {
            #expect(try sandbox.hyzer(device, ["tags"]).stdout.contains("  5  Nate    2026-11-21"))
            let check = try sandbox.hyzer(device, ["check"])
            #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
        }
        #expect(try sandbox.runner.read("mike-phone/tags/club.tags") == sandbox.runner.read("jake-phone/tags/club.tags"))
    }

    @Test func aHandTypedLineIsStampedInTheCloneItWasTypedInAndADeletedLineIsAuditedAndComesBack() throws {
        let sandbox = try Self.sandbox()
        let path = "jake-phone/tags/club.tags"
        try sandbox.runner.write(path, try sandbox.runner.read(path) + "2026-11-20 skip 2026-11-20-cedar-creek\n")
        let jake = try sandbox.hyzer("jake-phone", ["sync"])
        #expect(jake.status == 0, "\(jake.stderr)")
        #expect(jake.stdout == """
            Stamped 1 hand-typed ledger line with this device (jake-phone).
            Committed: 1 new skipped round in club.
            Nothing new from origin.
            Pushed to origin/master.

            """)
        let stamped = try sandbox.runner.read(path)
        #expect(stamped.hasSuffix(" skip 2026-11-20-cedar-creek @~448957ba03 by=Jake dev=jake-phone at=2026-11-21T17:04:01Z\n"), "\(stamped)")  // a second after the line above it
        // A claim deleted by hand and committed with plain git: `check --history` names it, and the
        // next sync puts it back (a line is taken back with `tags undo`).
        let text = try sandbox.runner.read(path)
        try sandbox.runner.write(path, text.split(separator: "\n").filter { !$0.contains("claim 3 Sarah") }.map { $0 + "\n" }.joined())
        try sandbox.git("jake-phone", ["commit", "-q", "-am", "tidy"])
        let audit = try sandbox.hyzer("jake-phone", ["check", "--history"])
        #expect(audit.status == 1)
        #expect(audit.stderr.contains("ledger line @mike-phone.3 was removed\n  before: 2026-09-01 claim 3 Sarah @mike-phone.3 by=Mike at="), "\(audit.stderr)")
        #expect(audit.stderr.contains("hint: ledger lines are append-only: to change a ledger line, take it back (`hyzer-text tags undo`) and write it again"))
        let again = try sandbox.hyzer("jake-phone", ["sync"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.hasPrefix("warning: tags/club.tags: put back \"2026-09-01 claim 3 Sarah @mike-phone.3 by=Mike at="), "\(again.stderr)")
        #expect(try sandbox.runner.read(path) == text)
    }

    /// Several processes write ledger lines at once, each its own tags and trades: none is refused
    /// (the time is read under the lock), none is lost, and the ledger reads cleanly.
    @Test func concurrentWritesRefuseNothingAndLoseNothing() throws {
        let cli = try CLIRunner.scorebook()
        _ = try cli.quietly(["tags", "claim", "1", "Mike", "--date", "2026-09-01"])
        _ = try cli.quietly(["tags", "claim", "2", "Jake", "--date", "2026-09-01"])
        var env = ProcessInfo.processInfo.environment
        for (key, value) in CLIRunner.environment { env[key] = value }
        env.removeValue(forKey: "HYZER_NOW")  // the real clock: each process reads it under the lock
        let writes: [[String]] = (0..<6).map { ["tags", "claim", "\(10 + $0)", "Player \(["A", "B", "C", "D", "E", "F"][$0])"] }
            + (0..<4).map { _ in ["tags", "trade", "Mike", "Jake"] }
        let started = try writes.map { try CLIRunner.start($0, in: cli.directory, environment: env) }
        let results = started.map { $0.finish() }
        for (write, result) in zip(writes, results) {
            #expect(result.status == 0, "\(write): \(result.stderr)")
        }
        let ledger = try cli.read("tags/club.tags")
        #expect(ledger.split(separator: "\n").count == 1 + 2 + writes.count, "\(ledger)")
        // Checked on the real clock too: the lines are dated today, no day in the future.
        let now = Timestamp(secondsSinceEpoch: Int64(Date().timeIntervalSince1970), utcOffsetMinutes: 0).rfc3339
        let check = try cli.run(["check"], environment: ["HYZER_NOW": now])
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
        let tags = try cli.quietly(["tags"])
        for tag in 10..<16 { #expect(tags.contains("\n \(tag)  Player "), "\(tags)") }
    }

    @Test func aFarFutureDateIsRefusedAndTagsUndoTakesBackTheLatestLine() throws {
        let cli = try CLIRunner.scorebook()
        _ = try cli.quietly(["tags", "claim", "1", "Mike", "--date", "2026-09-01"])
        let far = try cli.run(["tags", "claim", "2", "Jake", "--date", "9999-01-01"])
        #expect(far.status == 64)
        #expect(far.stderr == """
        error: --date 9999-01-01 is after tomorrow (2026-11-22); a ledger line takes effect from its date
        hint: give the day it happens, today (leave out --date) or tomorrow at the latest, e.g. --date 2026-11-21

        """)
        #expect(try cli.quietly(["tags", "claim", "2", "Jake", "--date", "2026-11-22"]) == "Tag 2 is Jake's (tags/club.tags).\n")
        #expect(try cli.quietly(["tags", "undo"]) == "Took back line 3 of tags/club.tags: Jake takes tag 2.\n")
        #expect(try cli.read("tags/club.tags").hasSuffix("undo 2026-11-21T10:00:00-08:00 @mike-phone.3 by=Mike sup=mike-phone.2\n"))
        #expect(try cli.quietly(["tags", "claim", "2", "Jake"]) == "Tag 2 is Jake's (tags/club.tags).\n", "an undone claim frees its tag")
        #expect(try cli.quietly(["tags", "undo"]) == "Took back line 5 of tags/club.tags: Jake takes tag 2.\n")
        #expect(try cli.quietly(["tags", "undo"]) == "Took back line 2 of tags/club.tags: Mike takes tag 1.\n")
        let none = try cli.run(["tags", "undo"])
        #expect(none.status == 66)
        #expect(none.stderr.hasPrefix("error: this device (mike-phone) has no line in tags/club.tags to take back\n"))
        #expect(try cli.run(["check"]).status == 0)
    }

    @Test func theNewcomerRuleIsALineThatReplacesTheOneBefore() throws {
        let cli = try CLIRunner.scorebook()
        _ = try cli.quietly(["tags", "claim", "1", "Mike", "--date", "2026-09-01"])
        #expect(try cli.quietly(["tags", "newcomers", "none"])
                == "Newcomers: none (tags/club.tags). A player without a tag plays without one until a claim gives them one.\n")
        let again = try cli.run(["tags", "newcomers", "none"])
        #expect(again.status == 64 && again.stderr.hasPrefix("error: the newcomer rule of tags/club.tags is none already; nothing was written\n"))
        _ = try cli.quietly(["tags", "newcomers", "next"])
        #expect(try cli.read("tags/club.tags").hasSuffix("newcomers next @mike-phone.3 by=Mike at=2026-11-21T18:00:00Z resolves=mike-phone.2\n"))
        #expect(try cli.quietly(["tags"]).contains("A player without a tag who plays takes the next number"))
    }
}
