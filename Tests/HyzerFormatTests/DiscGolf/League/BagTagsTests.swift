import HyzerFormat
import Testing

/// The reshuffle rules of ``BagTags`` on rounds built in memory: ties, newcomers, a player who left
/// early, trades and claims that cannot take effect, rounds that move no tag.
@Suite("bag tags")
struct BagTagsTests {
    /// A finished round on a two-hole par-3 layout, started on `day` at 18:00 UTC, where each player
    /// scores `strokes` (hole 1, hole 2; nil for a hole not played).
    static func round(_ day: String, _ scores: [(String, Int?, Int?)], finished: Bool = true, guest: String? = nil) -> RoundArchive.Entry {
        let started = Timestamp(day + "T18:00:00Z")!
        var text = "course Tiny Park\nstarted \(day)T18:00:00Z\norganizer Mike\npars 3 3\n"
        for (player, _, _) in scores { text += (player == guest ? "guest " : "player ") + player + "\n" }
        text += "\n"
        for (player, first, second) in scores {
            if let first { text += "1 \(player) \(first)\n" }
            if let second { text += "2 \(player) \(second)\n" }
        }
        if finished { text += "finished \(day)T19:00:00Z\n" }
        let parsed = RoundParser.parse(text, path: "\(day)-tiny-park.round")
        #expect(!parsed.diagnostics.containsErrors, "\(parsed.diagnostics)")
        #expect(parsed.document.round.started == started)
        return RoundArchive.Entry(path: "/book/rounds/\(day)-tiny-park.round", round: parsed.document.round)
    }

    static func ledger(_ text: String) -> TagLedger {
        let parsed = TagLedgerParser.parse(text, path: "club.tags")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map { $0.rendered() })")
        return parsed.document.ledger
    }

    static func holders(_ tags: BagTags) -> [String] { tags.holders.map { "\($0.tag) \($0.player)" } }

    static let claims = "2026-09-01 claim 1 Ann\n2026-09-01 claim 2 Ben\n2026-09-01 claim 3 Cy\n"

    @Test func theBestScoreTakesTheLowestTagPresentAndAbsentHoldersKeepTheirs() {
        let tags = BagTags(ledger: Self.ledger(Self.claims + "2026-09-01 claim 4 Dee\n"), path: "club.tags",
                           rounds: [Self.round("2026-09-08", [("Ann", 4, 4), ("Cy", 3, 3), ("Dee", 2, 3)])])
        #expect(Self.holders(tags) == ["1 Dee", "2 Ben", "3 Cy", "4 Ann"])
        #expect(tags.history(of: 1).last?.cause == .reshuffle(round: "2026-09-08-tiny-park",
                                                               winner: BagTags.Placing(place: 1, of: 3, score: -1, tied: false),
                                                               previous: BagTags.Placing(place: 3, of: 3, score: 2, tied: false)))
    }

    @Test func tiesKeepTheOrderOfTheIncomingTags() {
        // Cy (tag 3) and Ann (tag 1) tie: Ann keeps the lower tag; Ben, last, takes the 3.
        let tags = BagTags(ledger: Self.ledger(Self.claims), path: "club.tags",
                           rounds: [Self.round("2026-09-08", [("Cy", 3, 3), ("Ann", 3, 3), ("Ben", 4, 4)])])
        #expect(Self.holders(tags) == ["1 Ann", "2 Cy", "3 Ben"])
    }

    @Test func newcomersTakeTheNextNumbersInTheirOrderThenPlayForBetter() {
        let tags = BagTags(ledger: Self.ledger(Self.claims), path: "club.tags",
                           rounds: [Self.round("2026-09-08", [("Ann", 4, 4), ("Eve", 2, 2), ("Fay", 3, 3), ("Gus", 2, 2)], guest: "Gus")])
        // Eve gets 4 and Fay 5 before the reshuffle of {1, 4, 5}; the guest Gus gets nothing.
        #expect(Self.holders(tags) == ["1 Eve", "2 Ben", "3 Cy", "4 Fay", "5 Ann"])
        #expect(tags.moves.prefix(5).map(\.cause).contains(.newcomer(round: "2026-09-08-tiny-park")))
        let none = BagTags(ledger: Self.ledger("newcomers none\n" + Self.claims), path: "club.tags",
                           rounds: [Self.round("2026-09-08", [("Ann", 4, 4), ("Eve", 2, 2)])])
        #expect(Self.holders(none) == ["1 Ann", "2 Ben", "3 Cy"])
    }

    @Test func aPlayerWhoLeftEarlyRanksBelowThoseWhoFinished() {
        let tags = BagTags(ledger: Self.ledger(Self.claims), path: "club.tags",
                           rounds: [Self.round("2026-09-08", [("Ann", 2, nil), ("Ben", 4, 4)])])
        #expect(Self.holders(tags) == ["1 Ben", "2 Ann", "3 Cy"])
    }

    @Test func unfinishedAndSkippedRoundsAndRoundsBeforeTheLedgerMoveNothing() {
        let rounds = [Self.round("2026-08-30", [("Cy", 2, 2), ("Ann", 4, 4)]),
                      Self.round("2026-09-08", [("Cy", 2, 2), ("Ann", 4, 4)], finished: false),
                      Self.round("2026-09-09", [("Cy", 2, 2), ("Ann", 4, 4)])]
        let tags = BagTags(ledger: Self.ledger(Self.claims + "2026-09-09 skip 2026-09-09-tiny-park\n"), path: "club.tags", rounds: rounds)
        #expect(Self.holders(tags) == ["1 Ann", "2 Ben", "3 Cy"])
        #expect(tags.rounds.isEmpty)
        #expect(tags.warnings.isEmpty)
    }

    @Test func ledgerLinesTakeEffectBeforeTheRoundsStartedOnOrAfterThem() {
        // The trade on the 8th comes before that day's round: Cy brings the 1 to it and loses it to Ann.
        let tags = BagTags(ledger: Self.ledger(Self.claims + "2026-09-08 trade Ann, Cy\n"), path: "club.tags",
                           rounds: [Self.round("2026-09-08", [("Ann", 2, 2), ("Cy", 3, 3)])])
        #expect(Self.holders(tags) == ["1 Ann", "2 Ben", "3 Cy"])
        #expect(tags.history(of: 1).map(\.player) == ["Ann", "Cy", "Ann"])
    }

    @Test func linesThatCannotTakeEffectAreWarningsAtTheirLines() {
        let text = Self.claims + "2026-09-02 trade Ann, Zed\n2026-09-09 claim 4 Dee\n2026-09-09 skip 2026-01-01-nowhere\n"
        let tags = BagTags(ledger: Self.ledger(text), path: "club.tags", lines: text.split(separator: "\n", omittingEmptySubsequences: false),
                           rounds: [Self.round("2026-09-08", [("Ann", 3, 3), ("Eve", 2, 2)])])
        // Eve took the 4 as a newcomer on the 8th: Dee's claim comes too late.
        #expect(tags.problems.map(\.line) == [4, 5, 6])
        #expect(tags.warnings.map(\.message) == ["Zed holds no tag by then; the trade is ignored",
                                                 "tag 4 is held by Ann by then; the claim is ignored",
                                                 "no round is named \"2026-01-01-nowhere\"; the skip is ignored"])
        #expect(tags.warnings[0].lineText == "2026-09-02 trade Ann, Zed")
    }
}
