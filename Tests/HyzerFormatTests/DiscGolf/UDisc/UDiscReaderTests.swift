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
        #expect(rounds[0].identity.hasPrefix("udisc-") && rounds[0].identity.count == 18)
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
        (String(repeating: "x", count: 50), String(repeating: "x", count: 31) + "… (9638d)"), (",", "Player"),
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
        #expect(udisc.identity.count == "udisc-".count + 12)
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

@Suite("UDisc scorecard export: what would otherwise pass silently")
struct UDiscReaderReportTests {
    func read(_ text: String) -> (UDiscScorecard?, [Diagnostic]) {
        let (table, csvDiagnostics) = CSVReader.parse(text, path: "u.csv")
        #expect(csvDiagnostics == [])
        return UDiscReader.read(table, localOffsetMinutes: 0)
    }

    static let header = "PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2,Hole3,Hole4\n"

    @Test func twoRoundsByOnePlayerInOneMinuteAreTwoRoundsWithTwoIdentities() throws {
        let (scorecard, diagnostics) = read(Self.header + """
        Par,C,L,2021-05-27 18:50,12,,3,3,3,3
        Sam,C,L,2021-05-27 18:50,12,0,3,3,3,3
        Par,C,L,2021-05-27 18:50,12,,3,3,3,3
        Sam,C,L,2021-05-27 18:50,13,1,3,3,3,4

        """)
        #expect(diagnostics == [])
        let rounds = try #require(scorecard?.rounds)
        #expect(rounds.count == 2)
        #expect(rounds[0].identity != rounds[1].identity)
    }

    @Test func aShortRowWarnsWhichHolesAreMissing() throws {
        let (scorecard, diagnostics) = read(Self.header + """
        Par,C,L,2021-05-27 18:50,12,,3,3,3,3
        Sam,C,L,2021-05-27 18:50,5,,3,2
        Kim,C,L,2021-05-27 18:50,12,0,3,3,3,3

        """)
        let round = try #require(scorecard?.rounds.first)
        #expect(round.rows[0].strokes == [3, 2, nil, nil])
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.map(\.location.description) == ["u.csv:3:32"])
        #expect(diagnostics[0].message == "this row has 8 of the header's 10 cells: holes 3–4 are missing and read as not played")
    }

    @Test func aShortRowThatHasEveryHoleOfItsRoundIsFine() {
        let (_, diagnostics) = read(Self.header + "Par,C,L,2021-05-27 18:50,6,,3,3\nSam,C,L,2021-05-27 18:50,5,-1,3,2\n")
        #expect(diagnostics == [])
    }

    @Test func aShortParRowSaysWhichHolesTakePar3() throws {
        let (scorecard, diagnostics) = read(Self.header + "Par,C,L,2021-05-27 18:50,6,,3,3\nSam,C,L,2021-05-27 18:50,12,,3,2,3,4\n")
        #expect(try #require(scorecard?.rounds.first).holeCount == 4)
        #expect(diagnostics.map(\.message) == ["this row has 8 of the header's 10 cells: holes 3–4 have no par (taken as par 3)"])
    }

    @Test func aParRowNarrowerThanItsRowsSaysSo() {
        let (_, diagnostics) = read(Self.header + "Par,C,L,2021-05-27 18:50,6,,3,3,,\nSam,C,L,2021-05-27 18:50,12,,3,2,3,4\n")
        #expect(diagnostics.map(\.message) == ["the Par row has pars for 2 holes but line 3 has scores up to hole 4: holes 3–4 are taken as par 3"])
        #expect(diagnostics.map(\.location.description) == ["u.csv:2:1"])
    }

    @Test func aFileThatEndsInsideARowIsCutOff() {
        let (_, diagnostics) = read(Self.header + "Par,C,L,2021-05-27 18:50,12,,3,3,3,3\nSam,C,L,2021-05-27 18:50,12,0,3,3")
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(diagnostics.map(\.location.description) == ["u.csv:3:34"])
        #expect(diagnostics[0].message == "the file ends inside this row (8 of the header's 10 cells): it was cut off")
    }

    @Test func aLastRowWithEveryCellAndNoLineBreakIsFine() {
        let (_, diagnostics) = read(Self.header + "Sam,C,L,2021-05-27 18:50,12,0,3,3,3,3")
        #expect(diagnostics == [])
    }

    @Test(arguments: [
        ("Sam,C,L,2021-05-27 18:50,11,0,3,3,3,3", "u.csv:3:26", "Sam's Total is 11 but the holes add up to 12; the holes are imported"),
        ("Sam,C,L,2021-05-27 18:50,12,2,3,3,3,3", "u.csv:3:29", "Sam's +/- is 2 but the holes are E against the Par row; the holes are imported"),
        ("Sam,C,L,2021-05-27 18:50,9,-1,3,0,2,4", "u.csv:3:28", "Sam's +/- is -1 but the holes are E against the Par row; the holes are imported"),
        ("Par,C,L,2021-05-27 18:50,13,,3,3,3,3", "u.csv:3:26", "the Par row's Total is 13 but its pars add up to 12"),
    ])
    func totalsThatContradictTheHolesAreWarnings(row: String, location: String, message: String) {
        let (_, diagnostics) = read(Self.header + "Par,C,L,2021-05-27 18:50,12,,3,3,3,3\n" + row + "\n")
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.map(\.location.description) == [location])
        #expect(diagnostics.map(\.message) == [message])
    }

    @Test func totalsThatAgreeAndEmptyOnesSayNothing() {
        let (_, diagnostics) = read(Self.header + """
        Par,C,L,2021-05-27 18:50,12,,3,3,3,3
        Sam,C,L,2021-05-27 18:50,9,0,3,0,3,3
        Kim,C,L,2021-05-27 18:50,,,3,3,3,3
        Ann,D,,2021-05-27 18:50,7,5,3,4

        """)
        #expect(diagnostics == [], "without a Par row +/- cannot be checked")
    }

    @Test func strokesUpTo99AreKeptAndMoreIsAnError() throws {
        let (scorecard, none) = read(Self.header + "Sam,C,L,2021-05-27 18:50,111,,11,99,1,0\n")
        #expect(none == [])
        #expect(try #require(scorecard?.rounds.first).rows[0].strokes == [11, 99, 1, nil])
        let (_, diagnostics) = read(Self.header + "Sam,C,L,2021-05-27 18:50,,,100,3,3,3\n")
        #expect(diagnostics.map(\.message) == ["hole 1 of Sam: 100 strokes is more than a hole can take (at most 99)"])
    }

    @Test func aRowOfThousandsOfBadCellsIsOneError() {
        let header = "PlayerName,CourseName,LayoutName,Date,Total,+/-," + (1...5_000).map { "Hole\($0)" }.joined(separator: ",") + "\n"
        let row = "Sam,C,,2021-05-27 18:50,5,," + Array(repeating: "x", count: 5_000).joined(separator: ",") + "\n"
        let (_, diagnostics) = read(header + row + row)
        #expect(diagnostics.count == 2)
        #expect(diagnostics[0].message == "hole 1 of Sam: \"x\" is not a number of strokes (and 4999 more cells of this row)")
    }
}
