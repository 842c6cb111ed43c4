import HyzerFormat
import Testing

/// `--as-of`: a date compares with each round's own start date, a timestamp compares instants.
@Suite("rating cut-off")
struct RatingCutoffTests {
    @Test func aDateComparesWithTheRoundsOwnDate() throws {
        let cutoff = try #require(RatingCutoff(parsing: "2026-06-01"))
        #expect(cutoff == .beforeDate("2026-06-01"))
        // The evening of May 31st in California is June 1st in UTC, but May 31st in its file: before.
        #expect(cutoff.includes(try #require(Timestamp("2026-05-31T19:00:00-07:00"))))
        #expect(!cutoff.includes(try #require(Timestamp("2026-06-01T08:00:00-07:00"))))
        #expect(cutoff.text == "2026-06-01")
    }

    @Test func aTimestampComparesInstants() throws {
        let cutoff = try #require(RatingCutoff(parsing: "2026-06-01T09:00:00-07:00"))
        #expect(cutoff.includes(try #require(Timestamp("2026-06-01T08:59:59-07:00"))))
        #expect(!cutoff.includes(try #require(Timestamp("2026-06-01T16:00:00Z"))))
    }

    @Test(arguments: ["2026-13-01", "2026-02-30", "June 1", "", "2026-6-1"])
    func anythingElseIsRefused(_ text: String) {
        #expect(RatingCutoff(parsing: text) == nil)
    }

    @Test func ratingsUseOnlyRoundsBeforeTheCutOff() throws {
        let rounds = [SkillModelTests.example, SkillModelTests.round("later", days: 30, [("Cleo", [5, 5])])]
        let cutoff = RatingCutoff.beforeDate("2026-03-08")
        let kept = rounds.filter { cutoff.includes($0.started) }
        let ratings = try Ratings(rounds: kept, cutoff: cutoff)
        #expect(ratings.lines.map(\.player) == ["Ann", "Ben"])
        #expect(ratings.roundsUsed == 1)
        #expect(ratings.json.rendered(pretty: false).hasPrefix(#"{"asOf":"2026-03-08","rounds":1,"layouts":1,"averageHoleDifficulty":0.000,"#))
        #expect(throws: HyzerError.self) { try Ratings(rounds: kept, cutoff: cutoff, player: "Cleo") }
    }
}
