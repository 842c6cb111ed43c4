import Foundation
import HyzerFormat
import Testing
import TestSupport

/// The ledger as a log of records: its lines with the shared tail read and write back byte for byte,
/// hand-typed lines get identities from what they say, what one person typed twice is an error while
/// what two devices did at once is a dispute, `undo` lines take lines back, and the organizer's word
/// settles.
@Suite("tag ledger records")
struct TagLedgerRecordsTests {
    static func parse(_ text: String) -> (document: TagLedgerDocument, diagnostics: [Diagnostic]) {
        TagLedgerParser.parse(text, path: "tags/club.tags")
    }

    static func ledger(_ text: String) throws -> TagLedger {
        let parsed = parse(text)
        #expect(!parsed.diagnostics.containsErrors, "\(parsed.diagnostics.map { $0.rendered() })")
        return parsed.document.ledger
    }

    /// Claims of tags 1 and 2 on Mike's phone, as `tags claim` writes them.
    static let claims = """
        # Bag tags
        2026-09-01 claim 1 Mike @mike-phone.1 by=Mike at=2026-08-30T17:00:00Z
        2026-09-01 claim 2 Jake @mike-phone.2 by=Mike at=2026-08-30T17:00:01Z

        """

    // MARK: - Text

    @Test("canonical ledgers read and write back byte for byte", arguments: [
        "2026-09-01 claim 1 Mike\n",
        "# Tags\nnewcomers none\n2026-09-01 claim 1 Mike  # first\n\n2026-09-02 trade Mike, Jake\n",
        claims,
        claims + "2026-10-05T18:30:00-07:00 trade Mike, Jake @mike-phone.3 by=Mike at=2026-10-06T01:30:00Z  # swap\n",
        claims + "2026-09-01 claim 3 Sarah @~0123456789 by=Sarah dev=sarah-phone at=2026-09-02T10:00:00Z\n",
        claims + "undo 2026-09-02T10:00:00-07:00 @mike-phone.3 by=Mike sup=mike-phone.2\n",
        claims + "newcomers none @jake-laptop.1 by=Jake at=2026-09-03T10:00:00Z\n",
        claims + "2026-09-01 claim 2 Priya @jake-laptop.1 by=Jake at=2026-08-30T18:00:00Z\n"
            + "2026-09-01 claim 2 Jake @jake-laptop.2 by=Jake at=2026-09-03T10:00:00Z resolves=jake-laptop.1,mike-phone.2\n",
    ])
    func roundTrip(_ text: String) {
        let parsed = Self.parse(text)
        #expect(!parsed.diagnostics.containsErrors, "\(parsed.diagnostics.map { $0.rendered() })")
        #expect(TagLedgerFormatter.format(parsed.document) == text)
    }

    @Test func aHandTypedLineIsKnownByWhatItSaysWhereverItStands() throws {
        let one = try Self.ledger("2026-09-01 claim 1 Mike\n2026-09-01 claim 2 Jake\n")
        let other = try Self.ledger("# Moved\n2026-09-01 claim 2 JAKE\n\n2026-09-01 claim 1 Mike\n")
        #expect(one.entries.allSatisfy { $0.id.isHandTyped && !$0.isStamped })
        #expect(Set(one.entries.map(\.id)) == Set(other.entries.map(\.id)), "names compare ignoring case")
        // The same line typed twice is two lines.
        let twice = try Self.ledger("2026-10-01 skip a\n2026-10-01 skip a\n")
        #expect(Set(twice.entries.map(\.id)).count == 2)
    }

    @Test func anOldLedgerReadsAsBefore() throws {
        let ledger = try Self.ledger("newcomers none\n2026-09-01 claim 1 Mike\n2026-10-05T18:30:00-07:00 trade Mike, Jake  # a note\n")
        #expect(ledger.newcomers == .none)
        #expect(ledger.entries.map(\.line) == [1, 2, 3])
        #expect(ledger.entries[2].note == "a note")
        #expect(ledger.standing().entries.map(\.text) == ["2026-09-01 claim 1 Mike", "2026-10-05T18:30:00-07:00 trade Mike, Jake"])
    }

    // MARK: - What one person typed, and what two devices did

    @Test func aTagOrAPlayerClaimedTwiceByOnePersonIsAnError() {
        let typed = Self.parse("2026-09-01 claim 1 Mike\n2026-09-02 claim 1 Jake\n")
        #expect(typed.diagnostics.map(\.message) == ["tag 1 is already claimed on line 1"])
        #expect(typed.diagnostics.first?.location.column == 18)
        let device = Self.parse(Self.claims + "2026-09-08 claim 1 Sarah @mike-phone.3 by=Mike\n")
        #expect(device.diagnostics.map(\.message) == ["tag 1 is already claimed on line 2"])
        let player = Self.parse("2026-09-01 claim 1 Mike\n2026-09-08 claim 4 mike\n")
        #expect(player.diagnostics.map(\.message) == ["mike already claimed a tag on line 1"])
        #expect(player.diagnostics.first?.hint == "a player holds one tag; use `trade` to swap tags")
    }

    @Test func aTagClaimedOnTwoDevicesIsADisputeNotAnError() throws {
        let ledger = try Self.ledger(Self.claims + "2026-09-01 claim 3 Nate @mike-phone.3 by=Mike at=2026-12-07T22:03:00Z\n"
            + "2026-09-01 claim 3 Priya @jake-laptop.1 by=Jake at=2026-12-07T22:04:00Z\n")
        let standing = ledger.standing()
        #expect(standing.disputes.count == 1)
        #expect(standing.disputes.first?.tag == 3)
        #expect(standing.disputes.first?.values == ["Nate", "Priya"])
        #expect(!standing.entries.contains { $0.slot == .tag(3) }, "nobody holds a disputed tag")
        // Claims of one tag for the same player agree: the earlier counts.
        let agreeing = try Self.ledger(Self.claims + "2026-09-03 claim 3 Nate @mike-phone.3 by=Mike\n2026-09-02 claim 3 nate @jake-laptop.1 by=Jake\n")
        #expect(agreeing.standing().disputes.isEmpty)
        #expect(agreeing.standing().entries.filter { $0.slot == .tag(3) }.map(\.line) == [5])
    }

    @Test func linesTakeEffectByDateWhereverTheyStand() throws {
        let ledger = try Self.ledger("2026-09-08 trade Mike, Jake\n2026-09-01 claim 1 Mike\n2026-09-01 claim 2 Jake\n")
        #expect(ledger.standing().entries.map(\.line) == [2, 3, 1])
        let tags = BagTags(ledger: ledger, path: "club.tags", rounds: [])
        #expect(tags.holders.map { "\($0.tag) \($0.player)" } == ["1 Jake", "2 Mike"])
        #expect(tags.warnings.isEmpty)
    }

    // MARK: - Settling and taking back

    @Test func aResolutionSettlesTheDisputeFromTheEarliestClaim() throws {
        let disputed = Self.claims + "2026-09-01 claim 3 Nate @mike-phone.3 by=Mike\n2026-09-02 claim 3 Priya @jake-laptop.1 by=Jake\n"
        let settled = try Self.ledger(disputed + "2026-09-01 claim 3 Priya @sarah-phone.1 by=Sarah resolves=jake-laptop.1,mike-phone.3\n")
        #expect(settled.standing().disputes.isEmpty)
        let tags = BagTags(ledger: settled, path: "club.tags", rounds: [])
        #expect(tags.holder(of: 3)?.player == "Priya")
        #expect(tags.holder(of: 3)?.move.date == "2026-09-01")
    }

    @Test func aDisputedTagIsReservedSoANewcomerTakesTheNumberAboveIt() throws {
        let ledger = try Self.ledger(Self.claims + "2026-09-02 claim 3 Nate @mike-phone.3 by=Mike\n2026-09-02 claim 3 Priya @jake-laptop.1 by=Jake\n")
        let tags = BagTags(ledger: ledger, path: "club.tags",
                           rounds: [BagTagsTests.round("2026-09-08", [("Mike", 3, 3), ("Eve", 2, 2)])])
        #expect(tags.holder(of: 3) == nil)
        #expect(tags.holders.map { "\($0.tag) \($0.player)" } == ["1 Eve", "2 Jake", "4 Mike"])
        #expect(tags.disputes.map(\.tag) == [3])
    }

    @Test func anUndoLineTakesALineBackAndWhatItReplacedCountsAgain() throws {
        let ledger = try Self.ledger(Self.claims + "2026-09-02 trade Mike, Jake @mike-phone.3 by=Mike\n"
            + "undo 2026-09-02T10:00:00Z @mike-phone.4 by=Mike sup=mike-phone.3\n"
            + "newcomers none @mike-phone.5 by=Mike\nnewcomers next @mike-phone.6 by=Mike\nundo 2026-09-03T10:00:00Z @mike-phone.7 by=Mike sup=mike-phone.6\n")
        let standing = ledger.standing()
        #expect(!standing.entries.contains { if case .trade = $0.action { return true }; return false })
        #expect(standing.newcomers == .none)
        let unknown = Self.parse(Self.claims + "undo 2026-09-02T10:00:00Z @mike-phone.3 by=Mike sup=mike-phone.9\n")
        #expect(unknown.diagnostics.map(\.message) == ["takes back @mike-phone.9, which is not in this file"])
    }

    @Test func twoNewcomerRulesOfTwoDevicesAreADisputeAndNextHoldsMeanwhile() throws {
        let ledger = try Self.ledger("newcomers none @mike-phone.1 by=Mike\nnewcomers none @jake-laptop.1 by=Jake\n" + "2026-09-01 claim 1 Mike\n")
        #expect(ledger.standing().disputes.isEmpty, "two rules that agree")
        let disputed = try Self.ledger("newcomers none @mike-phone.1 by=Mike\nnewcomers next @jake-laptop.1 by=Jake\n")
        #expect(disputed.standing().newcomers == .next)
        #expect(disputed.standing().disputes.first?.values == ["next", "none"])
        // A later line of one device replaces its earlier one.
        #expect(try Self.ledger("newcomers next\nnewcomers none\n").newcomers == .none)
    }

    @Test func identitiesAndLinksAreCheckedAgainstTheFile() {
        let twice = Self.parse(Self.claims + "2026-09-09 skip a @mike-phone.2\n")
        #expect(twice.diagnostics.map(\.message) == ["identity @mike-phone.2 is already used on line 3"])
        let link = Self.parse(Self.claims + "2026-09-01 claim 3 Ann @jake-laptop.1 resolves=jake-laptop.7\n")
        #expect(link.diagnostics.map(\.message) == ["links to @jake-laptop.7, which is not in this file"])
        let tail = Self.parse("2026-09-01 claim 1 Mike @mike-phone.1 by=Mike wat=3\n")
        #expect(tail.diagnostics.map(\.message) == ["unknown field \"wat\""])
        #expect(TagLedgerFormatter.format(tail.document) == "2026-09-01 claim 1 Mike @mike-phone.1 by=Mike wat=3\n", "a bad line is kept as it is")
    }

    // MARK: - The view sync counts

    @Test func theViewHasASlotPerTagTradeAndRuleAndDisputesAreDisputed() throws {
        let text = Self.claims + "newcomers none\n2026-09-02 trade Mike, Jake @mike-phone.3\n"
            + "2026-09-03 claim 3 Nate @mike-phone.4\n2026-09-03 claim 3 Priya @jake-laptop.1\n"
        let view = TagLedgerDocument.log(text, path: "tags/club.tags").view(nil)
        #expect(view.slots.map(\.key) == ["newcomers", "tag 1", "tag 2", "mike-phone.3", "tag 3"])
        #expect(view.slots.map(\.summary) == ["newcomers: none", "Mike takes tag 1", "Jake takes tag 2", "Mike and Jake trade tags", "tag 3: Nate or Priya"])
        #expect(view.slots.last?.state == .disputed(["Nate", "Priya"]))
        let before = TagLedgerDocument.log(Self.claims, path: "tags/club.tags").view(nil)
        let tally = SyncReport.Tally(before: before, after: TagLedgerDocument.log(Self.claims + "2026-12-07 claim 5 Nate @jake-laptop.1\n", path: "x").view(nil))
        #expect(tally.phrase(in: "club", noun: "ledger entry", pluralNoun: "ledger entries", samples: 6) == "1 new tag claim in club (Nate takes tag 5)")
        #expect(SyncReport.Tally(before: view, after: view).count == 0)
    }

    // MARK: - The audit

    @Test func theAuditReportsARemovedOrEditedLineButNotAStampedOne() throws {
        let records = try #require(SeasonFileKinds.tags.records)
        let typed = "2026-09-01 claim 1 Mike\n"
        let stamped = "2026-09-01 claim 1 Mike @\(Self.parse(typed).document.ledger.entries[0].id) by=Mike dev=mike-phone at=2026-09-02T10:00:00Z\n"
        #expect(records.audit(typed, stamped).isEmpty)
        #expect(records.audit(Self.claims, "# Bag tags\n" + Self.claims.split(separator: "\n")[1] + "\n").map(\.kind) == [.removed])
        let edited = records.audit(Self.claims, Self.claims.replacingOccurrences(of: "claim 2 Jake", with: "claim 2 Sarah"))
        #expect(edited.map(\.kind) == [.changed])
        #expect(edited.first?.id == "mike-phone.2")
    }

    // MARK: - Settling through the registry (`resolve FILE WORDS…`)

    @Test func theKindsSettleWritesTheOrganizersWordForAValueInDispute() throws {
        let scorebook = try TemporaryScorebook()
        let disputed = Self.claims + "2026-09-03 claim 3 Nate @mike-phone.3 by=Mike at=2026-09-03T10:00:00Z\n"
            + "2026-09-03 claim 3 Priya @jake-laptop.1 by=Jake at=2026-09-03T10:01:00Z\n"
        try scorebook.write("tags/club.tags", disputed)
        let settle = try #require(SeasonFileKinds.tags.records?.settle)
        let path = scorebook.book.root + "/tags/club.tags"
        func request(_ words: [String]) -> FileKind.SettleRequest {
            FileKind.SettleRequest(book: scorebook.book, path: path, words: words, identity: LocalIdentity(name: "Sarah", device: "sarah-phone"),
                                   time: Timestamp("2026-09-04T12:00:00Z")!)
        }
        #expect(throws: HyzerError.self) { try settle(request(["claim", "3", "Ann"])) }
        #expect(throws: HyzerError.self) { try settle(request(["claim", "2", "Jake"])) }
        #expect(throws: HyzerError.self) { try settle(request(["trade", "Mike", "Jake"])) }
        #expect(try scorebook.read("tags/club.tags") == disputed, "a refusal writes nothing")
        #expect(try settle(request(["claim", "3", "priya"])) == "Tag 3 is Priya's (tags/club.tags).\nSettled: tag 3: Nate or Priya.\n")
        #expect(try scorebook.read("tags/club.tags") == disputed
                + "2026-09-03 claim 3 Priya @sarah-phone.1 by=Sarah at=2026-09-04T12:00:00Z resolves=jake-laptop.1,mike-phone.3\n")
        let after = try Self.ledger(try scorebook.read("tags/club.tags"))
        #expect(after.standing().disputes.isEmpty)
        #expect(throws: HyzerError.self) { try settle(request(["claim", "3", "Nate"])) }
    }
}
