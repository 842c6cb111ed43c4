import HyzerFormat
import Testing

@Suite("UDisc scorecard export: reading and converting")
struct UDiscReaderTests {
    func read(_ text: String, offset: Int = 0) -> (UDiscScorecard?, [Diagnostic]) {
        let (table, csvDiagnostics) = CSVReader.parse(text, path: "u.csv")
        #expect(csvDiagnostics == [])
        return UDiscReader.read(table, localOffsetMinutes: offset)
    }

    static let v2021 = """
    PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2,Hole3
    Par,Lakeside Park,Main,2021-05-27 18:50,9,,3,3,3
    Sam,Lakeside Park,Main,2021-05-27 18:50,8,-1,2,3,3

    """
    static let v2023 = """
    PlayerName,CourseName,LayoutName,Päivämäärä,Kaikki,+/-,Hole1,Hole2,Hole3
    Par,Lakeside Park,Main,2021-05-27 18:50,9,,3,3,3
    Sam,Lakeside Park,Main,2021-05-27 18:50,8,-1,2,3,3

    """
    static let v2024 = """
    PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2,Hole3
    Par,Lakeside Park,Main,2021-05-27 18:50,2021-05-27 19:40,9,,,3,3,3
    Sam,Lakeside Park,Main,2021-05-27 18:50,2021-05-27 19:40,8,-1,231,2,3,3

    """

    @Test(arguments: [(v2021, UDiscScorecard.HeaderVersion.v2021), (v2023, .v2023Localised), (v2024, .v2024)])
    func everyHeaderVersionReadsTheSameRound(text: String, version: UDiscScorecard.HeaderVersion) throws {
        let (scorecard, diagnostics) = read(text)
        #expect(diagnostics == [])
        let card = try #require(scorecard)
        #expect(card.version == version)
        let round = try #require(card.rounds.first)
        #expect(card.rounds.count == 1)
        #expect(round.course == "Lakeside Park")
        #expect(round.layout == "Main")
        #expect(round.pars == [3, 3, 3])
        #expect(round.rows.map(\.name) == ["Sam"])
        #expect(round.rows[0].strokes == [2, 3, 3])
        #expect(round.started.rfc3339 == "2021-05-27T18:50:00Z")
        #expect(round.line == 2)
    }

    @Test func datesWithoutColonAreUTCAndWithColonLocal() {
        #expect(UDiscReader.date("2024-06-08 1743", localOffsetMinutes: -480)?.rfc3339 == "2024-06-08T17:43:00Z")
        #expect(UDiscReader.date("2021-05-27 18:50", localOffsetMinutes: -480)?.rfc3339 == "2021-05-27T18:50:00-08:00")
        #expect(UDiscReader.date("2021-05-27 9:05", localOffsetMinutes: 120)?.rfc3339 == "2021-05-27T09:05:00+02:00")
        #expect(UDiscReader.date("2021-02-30 18:50", localOffsetMinutes: 0) == nil)
        #expect(UDiscReader.date("yesterday", localOffsetMinutes: 0) == nil)
    }

    @Test func zerosAndEmptyCellsAreUnplayedAndWidthComesFromTheRows() throws {
        let (scorecard, _) = read("""
        PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2,Hole3,Hole4,Hole5
        A,Short,,2021-05-27 18:50,5,,2,0,3,,
        B,Short,,2021-05-27 18:50,3,,,3,0,,

        """)
        let round = try #require(scorecard?.rounds.first)
        #expect(round.pars == nil)
        #expect(round.holeCount == 3)
        #expect(round.rows.map(\.strokes) == [[2, nil, 3], [nil, 3, nil]])
        #expect(round.layout == "")
    }

    @Test func roundsSplitOnParRowsKeysAndRepeatedPlayers() throws {
        let row = "Sam,C,L,2021-05-27 18:50,3,0,3"
        let (scorecard, _) = read("PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1\n" + [row, row, "Par,C,L,2021-05-27 18:50,3,,3", row, "Sam,C,L,2021-05-28 18:50,3,0,3"].joined(separator: "\n") + "\n")
        let rounds = try #require(scorecard?.rounds)
        #expect(rounds.map(\.line) == [2, 3, 4, 6])
        #expect(rounds[0].identity == rounds[1].identity, "exact duplicates share an identity")
        #expect(rounds[0].identity == rounds[2].identity, "a Par row does not change the identity")
        #expect(rounds[0].identity != rounds[3].identity)
        #expect(rounds[0].identity.hasPrefix("udisc-") && rounds[0].identity.count == 16)
    }

    @Test func trailingSpacesAndTeamsAreKept() throws {
        let (scorecard, _) = read("""
        PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1
        Tume + Sami + Esko ,Lakeside Park ,Main ,2021-05-27 18:50,3,0,3

        """)
        let round = try #require(scorecard?.rounds.first)
        #expect(round.rows[0].name == "Tume + Sami + Esko")
        #expect(round.course == "Lakeside Park")
    }

    @Test func badCellsAreReportedWithTheirPlace() throws {
        let (_, diagnostics) = read("""
        PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2
        Sam,C,L,2021-05-27 18:50,5,,2,x
        Ann,C,L,sometime,5,,2,3

        """)
        #expect(diagnostics.map(\.location.description) == ["u.csv:2:31", "u.csv:3:9"])
        #expect(diagnostics.map(\.message) == ["hole 2 of Sam: \"x\" is not a number of strokes", "\"sometime\" is not a date and time"])
    }

    @Test func impossibleParsAreClampedWithAWarningAndStrokesAboveTenAreKept() throws {
        let (scorecard, diagnostics) = read("""
        PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2
        Par,C,L,2021-05-27 18:50,12,,9,3
        Sam,C,L,2021-05-27 18:50,15,3,12,3

        """)
        let round = try #require(scorecard?.rounds.first)
        #expect(round.pars == [8, 3])
        #expect(round.rows[0].strokes == [12, 3])
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.map(\.message) == ["par 9 on hole 1 is outside 2–8; imported as par 8"])
    }

    @Test func aFileWithoutTheHeaderIsRejected() {
        let (scorecard, diagnostics) = read("Sam,C,L,2021-05-27 18:50,5,,2\n")
        #expect(scorecard == nil)
        #expect(diagnostics.first?.message == "this is not a UDisc scorecard export: the first line should be its header")
    }

    @Test(arguments: [
        ("Sam", "Sam"), ("  Sam  ", "Sam"), ("Doe, John", "Doe John"), ("Player 2", "Player-2"), ("7", "Player-7"),
        ("a#b=c@d\"e", "a b c d e"), ("Tume + Sami + Esko", "Tume + Sami + Esko"),
        (String(repeating: "x", count: 50), String(repeating: "x", count: 40)), (",", "Player"),
    ])
    func namesAreMadeToFitTheNameRules(raw: String, expected: String) {
        let name = UDiscImport.name(raw)
        #expect(name == expected)
        #expect(NameRules.problem(with: name) == nil)
    }

    @Test func convertedRoundsParseAndCarryTheirIdentity() throws {
        let (scorecard, _) = read(Self.v2024)
        let udisc = try #require(scorecard?.rounds.first)
        let result = UDiscImport.convert(udisc, coursePars: nil, source: "u.csv")
        let text = RoundFormatter.format(result.document)
        let (document, diagnostics) = RoundParser.parse(text, path: "r.round")
        #expect(diagnostics == [])
        #expect(document.round.finished?.rfc3339 == "2021-05-27T19:40:00Z")
        #expect(document.round.events.map(\.id.rawValue) == ["\(udisc.identity).1", "\(udisc.identity).2", "\(udisc.identity).3"])
        #expect(document.round.events.allSatisfy { $0.reporter == "UDisc" })
        #expect(UDiscImport.identities(inRoundFile: Array(text.utf8)) == [udisc.identity])
    }

    @Test func withoutAParRowTheCourseParsOrThreeAreUsed() throws {
        let (scorecard, _) = read("PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2\nSam,C,,2021-05-27 18:50,5,,2,3\n")
        let udisc = try #require(scorecard?.rounds.first)
        let fromCourse = UDiscImport.convert(udisc, coursePars: [4, 5], source: "u.csv")
        #expect(fromCourse.document.round.pars == [4, 5])
        #expect(fromCourse.parSource == .course)
        let defaulted = UDiscImport.convert(udisc, coursePars: [3, 3, 3], source: "u.csv")
        #expect(defaulted.document.round.pars == [3, 3])
        #expect(defaulted.parSource == .defaultThree)
    }
}
