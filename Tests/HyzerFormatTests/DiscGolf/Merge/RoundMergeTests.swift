import HyzerFormat
import Testing
import TestSupport

/// The merge semantics, case by case: the brief's four discrepancy cases, headers, comments, hand-typed
/// lines, the three-way form, and the fallback markers.
@Suite("RoundMerge")
struct RoundMergeTests {
    static let header = RoundFixture.header(pars: [3, 3, 3], players: ["Mike", "Jake"])

    func copy(_ body: String, header: String = RoundMergeTests.header, path: String = "copy.round") -> RoundMerge.Copy {
        RoundMerge.Copy(path: path, text: header + body)
    }

    func merge(_ a: String, _ b: String, base: String? = nil) throws -> RoundMerge.Result {
        try RoundMerge.merge(copy(a, path: "a.round"), copy(b, path: "b.round"), base: base.map { copy($0, path: "o.round") },
                             handDevice: "here")
    }

    // MARK: - The brief's four cases

    @Test func case1SameStrokesFromTwoDevicesMergeSilently() throws {
        let result = try merge("1 Jake 4 @mike-phone.1 by=Mike\n", "1 Jake 4 @jake-laptop.1 by=Jake\n")
        #expect(result.report.discrepancies.isEmpty)
        #expect(result.report.agreements == 1)
        #expect(result.document.round.events.count == 2)
        #expect(result.report.fromA.map(\.id.rawValue) == ["mike-phone.1"])
        #expect(result.report.fromB.map(\.id.rawValue) == ["jake-laptop.1"])
    }

    @Test func identicalScoresFromManyDevicesNeverRaiseOne() throws {
        var merged = copy("").text
        for device in ["a", "b", "c", "d", "e", "f"] {
            merged = try RoundMerge.merge(RoundMerge.Copy(path: "m", text: merged), copy("2 Mike 3 @\(device).1\n"), handDevice: "here").text
        }
        let result = try RoundMerge.merge(RoundMerge.Copy(path: "m", text: merged), copy(""), handDevice: "here")
        #expect(result.report.discrepancies.isEmpty)
        #expect(result.report.agreements == 1)
        #expect(result.document.round.events.count == 6)
    }

    @Test func case2DifferentStrokesWithoutLinkAreADiscrepancy() throws {
        let result = try merge("1 Jake 4 @mike-phone.1\n", "1 Jake 5 @jake-laptop.1\n")
        let discrepancy = try #require(result.report.discrepancies.first)
        #expect(result.report.discrepancies.count == 1)
        #expect(discrepancy.hole == 1 && discrepancy.player == "Jake")
        #expect(Set(discrepancy.leaves.map(\.strokes)) == [4, 5])
        #expect(discrepancy.provisionalStrokes == 5)
    }

    @Test func case3SameDeviceCorrectionIsNoDiscrepancy() throws {
        // The correction arrives in one copy; the other still has the original.
        let result = try merge("1 Jake 4 @mike-phone.1\n1 Jake 5 @mike-phone.2 sup=mike-phone.1\n", "1 Jake 4 @mike-phone.1\n")
        #expect(result.report.discrepancies.isEmpty)
        #expect(Scorecard(round: result.document.round).strokes(player: 1, hole: 1) == 5)
    }

    @Test func case4LinkToAnotherDevicesEventStaysADiscrepancy() throws {
        let result = try merge("1 Jake 4 @mike-phone.1\n", "1 Jake 4 @mike-phone.1\n1 Jake 5 @jake-laptop.1 sup=mike-phone.1\n")
        #expect(result.report.discrepancies.count == 1)
    }

    @Test func aResolutionSettlesEveryCompetingLeaf() throws {
        let both = try merge("1 Jake 4 @mike-phone.1\n", "1 Jake 5 @jake-laptop.1\n")
        #expect(both.report.discrepancies.count == 1)
        let resolved = try RoundMerge.merge(RoundMerge.Copy(path: "m", text: both.text),
                                            copy("1 Jake 5 @jake-laptop.1\n1 Jake 5 @sarah-phone.1 by=Sarah resolves=jake-laptop.1,mike-phone.1\n1 Jake 4 @mike-phone.1\n"),
                                            handDevice: "here")
        #expect(resolved.report.discrepancies.isEmpty)
        #expect(Scorecard(round: resolved.document.round).strokes(player: 1, hole: 1) == 5)
    }

    // MARK: - Algebra on fixed examples

    @Test func mergeIsCommutativeToTheByte() throws {
        let a = "# from the phone\n1 Mike 3 @mike-phone.1 at=2026-11-21T17:31:00Z\n2 Mike 4\n"
        let b = "1 Mike 3 @jake-laptop.1 at=2026-11-21T17:32:00Z\n1 Jake 4 @jake-laptop.2 at=2026-11-21T17:32:00Z # long putt\n"
        #expect(try merge(a, b).text == merge(b, a).text)
    }

    @Test func mergingTheResultAgainChangesNothing() throws {
        let result = try merge("1 Mike 3 @mike-phone.1\n2 Mike 4\n2 Mike 3\n", "1 Jake 4 @jake-laptop.1\n")
        let again = try RoundMerge.merge(RoundMerge.Copy(path: "m", text: result.text), RoundMerge.Copy(path: "m", text: result.text), handDevice: "elsewhere")
        #expect(again.text == result.text)
        let withInput = try RoundMerge.merge(RoundMerge.Copy(path: "m", text: result.text), copy("1 Jake 4 @jake-laptop.1\n"), handDevice: "here")
        #expect(withInput.text == result.text)
        #expect(withInput.report.fromB.isEmpty && withInput.report.fromA.isEmpty == false)
    }

    // MARK: - Hand-typed lines

    @Test func handTypedLinesAreStampedAndTheirCorrectionsMadeExplicit() throws {
        let result = try merge("2 Mike 4\n2 Mike 3\n", "")
        #expect(result.text.hasSuffix("""
        player Jake

        2 Mike 4 @~d2daa1076d dev=here at=2026-11-21T17:30:00Z
        2 Mike 3 @~d2de5cbd70 dev=here at=2026-11-21T17:30:01Z sup=~d2daa1076d

        """))
        let round = result.document.round
        #expect(round.events.allSatisfy { $0.isStamped })
        let correction = try #require(round.events.first { $0.strokes == 3 })
        let original = try #require(round.events.first { $0.strokes == 4 })
        #expect(correction.supersedes == [original.id])
        #expect(Scorecard(round: round).strokes(player: 0, hole: 2) == 3)
        #expect(result.report.discrepancies.isEmpty)
    }

    @Test func theSameHandTypedLineInBothCopiesIsOneEvent() throws {
        let result = try merge("3 Jake 4\n", "3 Jake 4\n")
        #expect(result.document.round.events.count == 1)
    }

    @Test func explicitStampingKeepsLayoutAndFillsInMetadata() {
        let parsed = RoundParser.parse(Self.header + "# note\n1 Mike 3\n1 Mike 3 @mike-phone.1 at=2026-11-21T18:00:00Z\n1 Jake 3\n", path: "x")
        let (document, count) = RoundMerge.explicit(parsed.document, device: "mike-phone", reporter: "Mike")
        #expect(count == 2)
        #expect(RoundFormatter.format(document).hasSuffix("""
            # note
            1 Mike 3 @~4a49c75c0f by=Mike dev=mike-phone at=2026-11-21T17:30:00Z
            1 Mike 3 @mike-phone.1 at=2026-11-21T18:00:00Z
            1 Jake 3 @~0cbfe60d64 by=Mike dev=mike-phone at=2026-11-21T18:00:01Z

            """), "the round's start with nothing timed above; one second after the latest time above")
        #expect(document.items == parsed.document.items)
        #expect(document.round.events[0].isStamped && document.round.events[0].device == "mike-phone")
        #expect(document.round.events[0].reporter == "Mike")
    }

    // MARK: - Identity clashes

    @Test func anEditedScoreLineKeepsBothVersionsAsADiscrepancy() throws {
        let ab = try merge("1 Jake 4 @mike-phone.1\n", "1 Jake 5 @mike-phone.1\n")
        let ba = try merge("1 Jake 5 @mike-phone.1\n", "1 Jake 4 @mike-phone.1\n")
        #expect(ab.text == ba.text)
        #expect(ab.report.edits.count == 1)
        #expect(ab.report.needsAttention)
        let events = ab.document.round.events
        #expect(events.map(\.strokes).sorted() == [4, 5])
        let variant = try #require(events.first { $0.id != EventID("mike-phone.1") })
        #expect(variant.id.variantOrigin == EventID("mike-phone.1"))
        #expect(variant.device == "mike-phone")
        #expect(ab.report.discrepancies.map(\.leaves.count) == [2])
        // Merging the result with either original changes nothing: the edit stays visible.
        let merged = RoundMerge.Copy(path: "m.round", text: ab.text)
        #expect(try RoundMerge.merge(merged, copy("1 Jake 4 @mike-phone.1\n")).text == ab.text)
        #expect(try RoundMerge.merge(copy("1 Jake 5 @mike-phone.1\n"), merged).text == ab.text)
        let reparsed = RoundParser.parse(ab.text, path: "m")
        #expect(!reparsed.diagnostics.containsErrors)
    }

    @Test func differingMetadataPrefersTheRicherLine() throws {
        let result = try merge("1 Jake 4 @mike-phone.1\n", "1 Jake 4 @mike-phone.1 by=Mike at=2026-11-21T17:31:00Z\n")
        #expect(result.report.clashes.isEmpty)
        #expect(result.document.round.events[0].reporter == "Mike")
    }

    // MARK: - Headers

    @Test(arguments: [
        ("course Lakeside Park", "course"),
        ("pars 3 3 4", "pars"),
        ("started 2026-11-21T09:31:10-08:00", "started"),
        ("organizer Jake", "organizer"),
    ])
    func copiesOfDifferentRoundsAreAnError(change: String, field: String) throws {
        let keyword = String(change.prefix { $0 != " " })
        let other = Self.header.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.hasPrefix(keyword + " ") ? change : String(line) }
            .joined(separator: "\n")
        do {
            _ = try RoundMerge.merge(copy("1 Mike 3\n", path: "a.round"), copy("1 Mike 3\n", header: other, path: "b.round"))
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .invalidData)
            #expect(error.message.contains(field))
            #expect(error.diagnostics.count == 2)
            #expect(error.diagnostics[1].location.path == "b.round")
            #expect(error.diagnostics[1].lineText == change)
        }
    }

    // MARK: - Players: a join, never a crash

    /// A header with the given player lines (issue reproducers use a two-hole course).
    static func roster(_ players: String...) -> String {
        "course X\nstarted 2026-11-21T09:30:00-08:00\norganizer Mike\npars 3 3\n" + players.map { "player \($0)\n" }.joined() + "\n"
    }

    func merged(_ a: String, _ b: String, base: String? = nil) throws -> RoundMerge.Result {
        let result = try RoundMerge.merge(RoundMerge.Copy(path: "a.round", text: a), RoundMerge.Copy(path: "b.round", text: b),
                                          base: base.map { RoundMerge.Copy(path: "o.round", text: $0) })
        let swapped = try RoundMerge.merge(RoundMerge.Copy(path: "b.round", text: b), RoundMerge.Copy(path: "a.round", text: a),
                                           base: base.map { RoundMerge.Copy(path: "o.round", text: $0) })
        #expect(swapped.text == result.text, "symmetric")
        let reparsed = RoundParser.parse(result.text, path: "merged.round")
        #expect(!reparsed.diagnostics.containsErrors, "\(reparsed.diagnostics.map { $0.rendered() })")
        return result
    }

    @Test func aPlayerRemovedOnOneSideStaysAndNothingCrashes() throws {
        // Was a crash (index out of range) in the three-way merge.
        let result = try merged(Self.roster("Mike", "Jake"), Self.roster("Mike"), base: Self.roster("Mike", "Jake"))
        #expect(result.document.round.players.map(\.name) == ["Mike", "Jake"])
    }

    @Test func aPlayerBothSidesRemovedWithTheirScoresComesBackWithThem() throws {
        // Found by scripts/fuzz.sh: the ancestor's score lines were restored, their player was not.
        let base = Self.roster("Mike", "Jake") + "1 Mike 3 @a.1\n1 Jake 4 @a.2\n"
        let cut = Self.roster("Mike") + "1 Mike 3 @a.1\n"
        let result = try merged(cut, cut + "2 Mike 3 @b.1\n", base: base)
        #expect(result.document.round.players.map(\.name) == ["Mike", "Jake"])
        #expect(result.report.restored.map(\.id.rawValue) == ["a.2"])
    }

    @Test func aRenamedPlayerKeepsBothNamesAndEveryScore() throws {
        // Was a valid-looking merge that took one side's player list and the other side's scores.
        let result = try merged(Self.roster("Mike", "Jake"), Self.roster("Mike", "Jacob") + "1 Jacob 4 @b.1\n",
                                base: Self.roster("Mike", "Jake"))
        #expect(result.document.round.players.map(\.name) == ["Mike", "Jacob", "Jake"])
        #expect(result.document.round.events.map(\.player) == ["Jacob"])
    }

    @Test func aPlayerAddedOnOneDeviceWhileTheOtherScoresKeepsBoth() throws {
        let base = Self.roster("Mike", "Jake")
        let scored = base + "1 Mike 3 @mike-phone.1\n"
        let added = Self.roster("Mike", "Jake", "Nate")
        for ancestor in [base, nil] {
            let result = try merged(scored, added, base: ancestor)
            #expect(result.document.round.players.map(\.name) == ["Mike", "Jake", "Nate"])
            #expect(result.document.round.events.map(\.id.rawValue) == ["mike-phone.1"])
        }
    }

    @Test func twoDevicesAddingDifferentPlayersKeepBoth() throws {
        let base = Self.roster("Mike", "Jake")
        let result = try merged(Self.roster("Mike", "Jake", "Nate"), Self.roster("Mike", "Jake", "Sarah"), base: base)
        #expect(result.document.round.players.map(\.name) == ["Mike", "Jake", "Nate", "Sarah"])
        // Without the ancestor there is no order both can know: every name, in byte order.
        let twoWay = try merged(Self.roster("Mike", "Jake", "Nate"), Self.roster("Mike", "Jake", "Sarah"))
        #expect(twoWay.document.round.players.map(\.name) == ["Jake", "Mike", "Nate", "Sarah"])
    }

    @Test func aReorderedPlayerListMergesToTheSameBytesEitherWay() throws {
        let result = try merged(Self.roster("Mike", "Jake", "Sarah"), Self.roster("Sarah", "Mike", "Jake"))
        #expect(result.document.round.players.count == 3)
        // One side reordered, the other did not: the reorder is kept.
        let threeWay = try merged(Self.roster("Mike", "Jake", "Sarah"), Self.roster("Sarah", "Mike", "Jake"),
                                  base: Self.roster("Mike", "Jake", "Sarah"))
        #expect(threeWay.document.round.players.map(\.name) == ["Sarah", "Mike", "Jake"])
    }

    @Test func aliasListsMergeTheSameInAnyGrouping() throws {
        let copies = [Self.roster("Mike", "Jake aka Jacob, J"), Self.roster("Mike", "Jake aka J, Jacob"), Self.roster("Mike", "Jake aka Jay")]
        func text(_ x: String, _ y: String) throws -> String { try merged(x, y).text }
        let left = try text(try text(copies[0], copies[1]), copies[2])
        let right = try text(copies[0], try text(copies[1], copies[2]))
        #expect(left == right)
        #expect(RoundParser.parse(left, path: "m").document.round.players[1].aliases.sorted() == ["J", "Jacob", "Jay"])
    }

    @Test func aGuestMadeARegularPlayerOnOneSideIsAPlayer() throws {
        let guest = "course X\nstarted 2026-11-21T09:30:00-08:00\norganizer Mike\npars 3 3\nplayer Mike\nguest Bob\n\n"
        let result = try merged(guest, Self.roster("Mike", "Bob"))
        #expect(result.document.round.players.map(\.isGuest) == [false, false])
    }

    @Test func anAliasThatIsAnotherPlayersNameIsKeptButNotUsed() throws {
        let result = try merged(Self.roster("Mike", "Jake aka Jacob"), Self.roster("Mike", "Jake", "Jacob") + "1 Jacob 3 @b.1\n")
        let parsed = RoundParser.parse(result.text, path: "m")
        #expect(parsed.diagnostics.map(\.severity) == [.warning])
        #expect(parsed.document.round.events.map(\.player) == ["Jacob"])
    }

    // MARK: - Finishing and reopening

    @Test func bothFinishesAreKeptAndTheEarliestCounts() throws {
        let result = try merge("finished 2026-11-21T11:40:00-08:00\n", "1 Mike 3 @x.1\nfinished 2026-11-21T11:20:00-08:00\n")
        #expect(result.document.round.finished == Timestamp("2026-11-21T11:20:00-08:00"))
        #expect(result.text.hasSuffix("1 Mike 3 @x.1\nfinished 2026-11-21T11:20:00-08:00\nfinished 2026-11-21T11:40:00-08:00\n"))
    }

    @Test func theSameFinishOnBothCopiesIsOneLine() throws {
        let line = "finished 2026-11-21T11:40:00-08:00 @mike-phone.2 by=Mike\n"
        let result = try merge("1 Mike 3 @mike-phone.1\n" + line, "1 Mike 3 @mike-phone.1\n" + line)
        #expect(result.text.hasSuffix("1 Mike 3 @mike-phone.1\n" + line))
        // A hand-typed finish typed on two devices is one fact too: its identity is its kind and time.
        let typed = try merge("finished 2026-11-21T11:40:00-08:00\n", "finished 2026-11-21 11:40-08:00\n")
        #expect(typed.document.round.lifecycle.count == 1)
    }

    @Test func aReopeningOnOneDeviceReopensTheMergedRound() throws {
        let finished = "1 Mike 3 @mike-phone.1\nfinished 2026-11-21T11:00:00-08:00 @mike-phone.2 by=Mike\n"
        let reopened = finished + "reopened 2026-11-21T11:05:00-08:00 @jake-phone.1 by=Jake sup=mike-phone.2\n1 Jake 4 @jake-phone.2 by=Jake\n"
        for (a, b) in [(finished, reopened), (reopened, finished)] {
            let result = try merge(a, b)
            #expect(!result.document.round.isFinished)
            #expect(result.text.hasSuffix("""
                finished 2026-11-21T11:00:00-08:00 @mike-phone.2 by=Mike
                reopened 2026-11-21T11:05:00-08:00 @jake-phone.1 by=Jake sup=mike-phone.2

                """))
        }
        // A finish the reopening device never saw still stands.
        let other = "finished 2026-11-21T11:10:00-08:00 @sarah-phone.1 by=Sarah\n"
        let three = try merge(try merge(finished + other, reopened).text.replacingOccurrences(of: Self.header, with: ""), reopened)
        #expect(three.document.round.finish?.reporter == "Sarah")
    }

    @Test func aDeletedFinishedLineComesBackAsAScoreLineWould() throws {
        // One side deleted the line by hand (the old way to reopen); the union keeps what any copy holds.
        let line = "finished 2026-11-21T11:00:00-08:00 @mike-phone.2 by=Mike\n"
        let result = try merge("1 Mike 3 @mike-phone.1\n", "1 Mike 3 @mike-phone.1\n" + line, base: "1 Mike 3 @mike-phone.1\n" + line)
        #expect(result.document.round.isFinished)
    }

    @Test func aFinishedLineEditedInPlaceKeepsBothVersions() throws {
        let result = try merge("finished 2026-11-21T11:00:00-08:00 @m.5 by=Mike\n", "finished 2026-11-21T12:00:00-08:00 @m.5 by=Mike\n")
        let lifecycle = result.document.round.lifecycle
        #expect(lifecycle.count == 2)
        #expect(lifecycle.map(\.id.rawValue).contains("m.5"))
        #expect(lifecycle.contains { $0.id.variantOrigin == EventID("m.5") })
        #expect(try merge(result.text.replacingOccurrences(of: Self.header, with: ""), "finished 2026-11-21T12:00:00-08:00 @m.5 by=Mike\n").text == result.text)
    }

    @Test func theAncestorDecidesAOneSidedHeaderEdit() throws {
        let aliased = Self.header.replacingOccurrences("player Jake", "player Jake aka Jacob")
        let result = try RoundMerge.merge(copy("1 Mike 3 @a.1\n", header: aliased), copy("1 Mike 3 @b.1\n"),
                                          base: copy(""), handDevice: "here")
        #expect(result.document.round.players[1].aliases == ["Jacob"])
    }

    @Test func theAncestorRevealsARemovedScoreLineWhichIsRestored() throws {
        let result = try merge("1 Mike 3 @a.1\n", "1 Mike 3 @a.1\n1 Jake 4 @b.1\n", base: "1 Mike 3 @a.1\n1 Mike 4 @a.2\n")
        #expect(result.report.restored.map(\.id.rawValue) == ["a.2"])
        #expect(result.document.round.events.map(\.id.rawValue).contains("a.2"))
        #expect(result.report.fromB.map(\.id.rawValue) == ["b.1"])
    }

    @Test func aCopyWithErrorsIsRefusedWithItsDiagnostics() {
        #expect(throws: HyzerError.self) { try merge("1 Nobody 3\n", "") }
    }

    // MARK: - Comments

    @Test func commentsTravelWithTheScoreLineBelowThem() throws {
        let a = "1 Mike 3 @a.1 at=2026-11-21T17:31:00Z\n# Jake's disc hit a tree\n1 Jake 5 @a.2 at=2026-11-21T17:33:00Z\n# end of front\n"
        let b = "1 Jake 5 @a.2 at=2026-11-21T17:33:00Z\n1 Sarah 4 @b.1 at=2026-11-21T17:32:00Z\n".replacingOccurrences("Sarah", "Mike")
        let result = try merge(a, b)
        #expect(result.text.hasSuffix("""
        1 Mike 3 @a.1 at=2026-11-21T17:31:00Z
        1 Mike 4 @b.1 at=2026-11-21T17:32:00Z
        # Jake's disc hit a tree
        1 Jake 5 @a.2 at=2026-11-21T17:33:00Z
        # end of front

        """))
        #expect(try merge(b, a).text == result.text)
    }

    @Test func headerCommentsAreKept() throws {
        let result = try RoundMerge.merge(copy("", header: "# Sunday league\n" + Self.header), copy(""), handDevice: "here")
        #expect(result.text.hasPrefix("# Sunday league\ncourse Cedar Creek\n"))
    }

    @Test func bigCopiesParsedOnTwoThreadsMergeLikeSmallOnes() throws {
        // Over 256 KiB in total, so the copies are parsed concurrently.
        // Many players and holes, a few lines each (as in a real round).
        let players = (0..<26).map { "Player " + String(UnicodeScalar(UInt8(65 + $0))) }
        let header = "course Big Park\nstarted 2026-11-21T09:30:00-08:00\norganizer Player A\npars "
            + Array(repeating: "3", count: 36).joined(separator: " ") + "\n" + players.map { "player \($0)\n" }.joined() + "\n"
        var a = header, b = header
        for sequence in 1...2500 {
            let line = "\(sequence % 36 + 1) \(players[sequence % 26]) \(sequence % 4 + 2)"
            a += line + " @mike-phone.\(sequence) by=Mike at=2026-11-21T17:31:00Z\n"
            b += line + " @jake-laptop.\(sequence) by=Jake at=2026-11-21T17:31:00Z\n"
        }
        #expect(a.utf8.count + b.utf8.count > 1 << 18)
        func merge(_ x: String, _ y: String) throws -> RoundMerge.Result {
            try RoundMerge.merge(RoundMerge.Copy(path: "x", text: x), RoundMerge.Copy(path: "y", text: y), handDevice: "here")
        }
        let ab = try merge(a, b), ba = try merge(b, a)
        #expect(ab.text == ba.text)
        #expect(ab.document.round.events.count == 5000)
        #expect(ab.report.fromA.count == 2500 && ab.report.fromB.count == 2500)
        #expect(throws: HyzerError.self) { try merge(a, b + "1 Nobody 3\n") }
    }

    // MARK: - Fallback markers

    @Test func conflictMarkersKeepBothVersionsAroundTheDifference() {
        let text = ConflictMarkers.text(ours: "a\nb\nc\n", theirs: "a\nx\nc\n")
        #expect(text == "a\n<<<<<<< ours\nb\n=======\nx\n>>>>>>> theirs\nc\n")
        #expect(ConflictMarkers.text(ours: "same\n", theirs: "same\n") == "same\n")
    }
}

extension String {
    /// Plain substring replacement (no Foundation in these tests).
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
