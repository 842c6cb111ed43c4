import Testing
import TestSupport
@testable import HyzerFormat

/// A closest-to-the-pin dispute (issue 42): two devices name different winners on a hole; it is a
/// discrepancy the round's view counts, that the organizer's word or `resolve ctp` settles, and that
/// merges report.
@Suite("closest-to-the-pin disputes")
struct ClosestDisputeTests {
    static let header = RoundFixture.header(pars: [3, 3, 3, 3], players: ["Mike", "Jake", "Sarah"]) + "ctp 2,4\n"
    static let time = Timestamp("2026-11-21T18:40:00Z")!

    static func round(_ lines: String) -> Round { Fixtures.document(lines, header: header).round }

    static let disputed = "\nctp 2 Sarah @jake-phone.1 by=Jake at=2026-11-21T18:30:00Z\nctp 2 Jake @sarah-phone.1 by=Sarah at=2026-11-21T18:31:00Z\n"

    @Test func competingLinesAreADisputeWithTheirLinesAndAgreementsAreCounted() throws {
        let results = ClosestToPin(Self.round(Self.disputed + "ctp 4 Mike @jake-phone.2\nctp 4 Mike @sarah-phone.2\n"))
        #expect(results.winners == [4: "Mike"])
        #expect(results.agreements == 1, "hole 4: two devices, one winner")
        let dispute = try #require(results.disputes.first)
        #expect(results.disputes.count == 1)
        #expect(dispute.hole == 2 && dispute.names == ["Jake", "Sarah"])
        #expect(dispute.leaves.map(\.id.rawValue) == ["jake-phone.1", "sarah-phone.1"])
        #expect(dispute.key == "ctp|2|jake-phone.1,sarah-phone.1")
    }

    @Test func resolveNamesEveryCompetingLineAndAnyPlayerMayWin() throws {
        let round = Self.round(Self.disputed)
        let resolution = try ClosestResolution.make(hole: "2", player: "mike", round: round, reporter: "Jake", device: "jake-phone", time: Self.time)
        #expect(RoundFormatter.closestLine(resolution.event)
                == "ctp 2 Mike @jake-phone.2 by=Jake at=2026-11-21T18:40:00Z resolves=jake-phone.1,sarah-phone.1")
        #expect(resolution.competing.map(\.player) == ["Sarah", "Jake"])
        var settled = Fixtures.document(Self.disputed, header: Self.header)
        settled.append(resolution.event)
        #expect(ClosestToPin(settled.round).winners == [2: "Mike"] && ClosestToPin(settled.round).disputes.isEmpty)
    }

    @Test(arguments: [
        ("3", "Sarah", "Mike", "\"3\" is not a closest-to-the-pin hole of this round (2, 4)", HyzerError.Kind.invalidData),
        ("two", "Sarah", "Mike", "\"two\" is not a closest-to-the-pin hole of this round (2, 4)", .invalidArgument),
        ("2", "Sarahh", "Mike", "no player \"Sarahh\" in this round", .invalidData),
        ("2", "Sarah", "Nate", "only someone in this round can resolve its disputes; you are Nate", .invalidArgument),
        ("4", "Sarah", "Mike", "closest to the pin on hole 4 is not in dispute; nobody has won it yet", .invalidData),
    ])
    func aResolutionIsRefusedWithAHint(hole: String, player: String, reporter: String, message: String, kind: HyzerError.Kind) {
        do {
            _ = try ClosestResolution.make(hole: hole, player: player, round: Self.round(Self.disputed), reporter: reporter, device: "d", time: Self.time)
            Issue.record("accepted")
        } catch {
            #expect(error.message == message && error.kind == kind)
            #expect(error.hint?.isEmpty == false)
            if player == "Sarahh" { #expect(error.hint == "did you mean \"Sarah\"?") }
        }
    }

    @Test func theOrganizersWordSettlesAndAnyoneElsesStandsBeside() {
        let round = Self.round(Self.disputed)
        let organizer = ClosestRecording.make(hole: 2, winner: "Sarah", round: round, reporter: "Mike", device: "mike-phone", time: Self.time)
        #expect(organizer.event.resolves.map(\.rawValue) == ["jake-phone.1", "sarah-phone.1"])
        #expect(organizer.overruled.map(\.player) == ["Jake"], "the organizer agreed with one and overruled the other")
        let player = ClosestRecording.make(hole: 2, winner: "Sarah", round: round, reporter: "Nate", device: "nate-phone", time: Self.time)
        #expect(player.event.resolves.isEmpty && player.overruled.isEmpty)
        // The organizer agreeing with the only other device settles nothing: there was nothing to settle.
        let agreeing = ClosestRecording.make(hole: 4, winner: "Mike", round: Self.round("\nctp 4 Mike @jake-phone.1\n"), reporter: "Mike",
                                             device: "mike-phone", time: Self.time)
        #expect(agreeing.event.resolves.isEmpty)
    }

    @Test func aLineReplacesThisCopysHandTypedLineByNamingIt() {
        let round = Self.round("\nctp 2 Sarah\n")
        let recording = ClosestRecording.make(hole: 2, winner: "Jake", round: round, reporter: "Jake", device: "jake-phone", time: Self.time)
        #expect(recording.event.supersedes == [round.closest[0].id], "a hand-typed line has no sequence to be below")
        var after = Fixtures.document("\nctp 2 Sarah\n", header: Self.header)
        after.append(recording.event)
        #expect(ClosestToPin(after.round, localDevice: "jake-phone").winners == [2: "Jake"])
    }

    @Test func theViewHasASlotPerHoleSoSyncCountsResultsDisputesAndSettling() throws {
        let before = RoundDocument.view(of: Self.round("\nctp 2 Sarah @jake-phone.1\n"), localDevice: "mike-phone")
        let disputed = RoundDocument.view(of: Self.round(Self.disputed), localDevice: "mike-phone")
        let slot = try #require(disputed.slots.last)
        #expect(slot.key == "ctp|2" && slot.state == .disputed(["Jake", "Sarah"]))
        #expect(slot.summary == "Jake or Sarah closest to the pin on hole 2")
        #expect(slot.noun == "closest-to-the-pin result" && slot.pluralNoun == "closest-to-the-pin results")
        #expect(SyncReport.Tally(before: nil, after: before).contents(noun: "score", pluralNoun: "scores") == "1 closest-to-the-pin result")
        #expect(SyncReport.Tally(before: before, after: disputed).phrase(in: "r", noun: "score", pluralNoun: "scores", samples: 6)
                == "1 discrepancy in r (Jake or Sarah closest to the pin on hole 2)")
        let settled = RoundDocument.view(of: Self.round(Self.disputed + "ctp 2 Sarah @mike-phone.1 resolves=jake-phone.1,sarah-phone.1\n"),
                                         localDevice: "mike-phone")
        #expect(SyncReport.Tally(before: disputed, after: settled).settled.count == 1)
        #expect(RoundDocument.view(of: Self.round(""), localDevice: nil).slots.isEmpty)
    }

    @Test func aMergeCountsTheLinesAndTheDriverReportsOnlyADisputeNeitherCopyShowed() throws {
        let a = Self.header + "\n1 Mike 3 @mike-phone.1\nctp 2 Sarah @jake-phone.1 by=Jake\n"
        let b = Self.header + "\n1 Mike 3 @jake-phone.2\nctp 2 Jake @sarah-phone.1 by=Sarah\n"
        let merged = try RoundMerge.merge(TextCopy(path: "a.round", text: a), TextCopy(path: "b.round", text: b))
        let closest = ClosestMerge(a: RoundParser.parse(a, path: "a").document.round, b: RoundParser.parse(b, path: "b").document.round,
                                   merged: merged.document.round)
        #expect((closest.lineCount, closest.fromA, closest.fromB, closest.disputes.map(\.hole)) == (2, 1, 1, [2]))
        #expect(RoundMergeText.report(merged, labelA: "a.round", labelB: "b.round", closest: closest) == """
            Merged: 4 events, 2 new from a.round, 2 new from b.round, 1 silent agreement, 1 discrepancy
            Hole 2, closest to the pin: Jake or Sarah (pays no one until resolved)
              Sarah  by Jake on jake-phone  @jake-phone.1
              Jake   by Sarah on sarah-phone  @sarah-phone.1
            hint: settle it with `hyzer-text resolve ctp 2 NAME`

            """)
        let driver = try RoundDocument.mergeForDriver(ours: TextCopy(path: "a", text: a), theirs: TextCopy(path: "b", text: b), base: nil,
                                                      shown: "rounds/r.round")
        #expect(driver.needsAttention && driver.report.hasPrefix("hyzer-text: rounds/r.round: 1 new discrepancy\nHole 2, closest to the pin"))
        let again = try RoundDocument.mergeForDriver(ours: TextCopy(path: "a", text: merged.text), theirs: TextCopy(path: "b", text: merged.text + "\n"),
                                                     base: nil, shown: "rounds/r.round")
        #expect(!again.needsAttention && again.report.isEmpty, "both copies already showed it")
    }

    @Test func pendingListsScoreDiscrepanciesThenClosestDisputesWithBothHints() {
        let round = Self.round("\n1 Jake 3 @jake-phone.9\n1 Jake 4 @sarah-phone.9\n" + Self.disputed.dropFirst())
        let text = RoundMergeText.pending(Scorecard(round: round).discrepancies, closest: ClosestToPin(round).disputes, round: round, name: "r")
        #expect(text.hasPrefix("2 discrepancies pending in r:\nHole 1, Jake: 3 or 4"))
        #expect(text.hasSuffix("hint: settle it with `hyzer-text resolve 1 Jake STROKES`; closest to the pin with `hyzer-text resolve ctp 2 NAME`, then sync again\n"))
        #expect(RoundMergeText.pending([], closest: ClosestToPin(round).disputes, round: round, name: "r", reader: "Jake")
                .hasSuffix("Mike, the organizer, settles it.\n"))
    }
}
