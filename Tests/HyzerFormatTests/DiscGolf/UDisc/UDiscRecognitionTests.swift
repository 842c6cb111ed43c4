import HyzerFormat
import Testing

@Suite("UDisc import: recognising rounds already in the scorebook")
struct UDiscRecognitionTests {
    /// The rounds of a UDisc export.
    func rounds(_ text: String, offset: Int = -480) throws -> [UDiscRound] {
        let (table, _) = CSVReader.parse(text, path: "u.csv")
        return try #require(UDiscReader.read(table, localOffsetMinutes: offset).scorecard).rounds
    }

    /// A round file as the scorebook has it.
    func known(_ text: String, path: String = "rounds/r.round") -> UDiscRecognition.Known {
        let (document, diagnostics) = RoundParser.parse(text, path: path)
        #expect(!diagnostics.containsErrors)
        return UDiscRecognition.Known(round: document.round, path: path, localDevice: "mike-phone")
    }

    /// Recognition among `rounds` by content (as after the identity pass found nothing).
    func recognition(_ rounds: UDiscRecognition.Known...) -> UDiscRecognition {
        var recognition = UDiscRecognition(identities: [])
        recognition.add(rounds)
        return recognition
    }

    static let v2021 = """
    PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2,Hole3
    Par,Lakeside Park,Main,2021-06-02 18:10,9,,3,3,3
    Sam,Lakeside Park,Main,2021-06-02 18:10,8,-1,3,2,3
    Kim,Lakeside Park,Main,2021-06-02 18:10,10,1,3,4,3

    """

    /// ``v2021`` imported at -08:00.
    func imported(_ text: String = v2021, offset: Int = -480) throws -> UDiscRecognition.Known {
        let round = try rounds(text, offset: offset)[0]
        return known(RoundFormatter.format(UDiscImport.convert(round, coursePars: nil, source: "u.csv").document))
    }

    @Test func theSameExportIsRecognisedByTheIdentityInItsFileWithoutParsingIt() throws {
        let round = try rounds(Self.v2021)[0]
        let text = RoundFormatter.format(UDiscImport.convert(round, coursePars: nil, source: "u.csv").document)
        let identities = UDiscRecognition.identities(inRoundFile: Array(text.utf8))
        #expect(identities == [round.identity])
        var recognition = UDiscRecognition(identities: [("rounds/r.round", identities)])
        #expect(recognition.recogniseByIdentity(round.identity)?.path == "rounds/r.round")
        #expect(recognition.recogniseByIdentity(round.identity) == nil, "once")
        #expect(UDiscRecognition.identities(inRoundFile: Array("1 A 3 @udisc-5cc139167c.1\n1 A 3 @udisc-5cc1391.2 @udisc-5cc139167c0.3\n".utf8))
                == ["udisc-5cc139167c"], "10 or 12 hex digits, then a dot")
    }

    @Test(arguments: [
        // 2024+ header, UTC, at the summer offset -07:00 (one hour from the import's -08:00).
        "2021-06-03 0110,2021-06-03 0200,9,,,3,3,3|2021-06-03 0110,2021-06-03 0200,10,1,,3,4,3|2021-06-03 0110,2021-06-03 0200,8,-1,,3,2,3",
        // The same instant as the import.
        "2021-06-03 0210,2021-06-03 0300,9,,,3,3,3|2021-06-03 0210,2021-06-03 0300,10,1,,3,4,3|2021-06-03 0210,2021-06-03 0300,8,-1,,3,2,3",
    ])
    func anotherHeaderVersionAnotherOrderAndOtherNamesAreTheSameRound(cells: String) throws {
        let parts = cells.split(separator: "|").map(String.init)
        let text = "PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2,Hole3\n"
            + "Par,Lakeside Park,Main,\(parts[0])\nKimberly,Lakeside Park,Main,\(parts[1])\nSamuel,Lakeside Park,Main,\(parts[2])\n"
        var recognition = self.recognition(try imported())
        #expect(recognition.recognise(try rounds(text)[0], sameMinute: false)?.path == "rounds/r.round")
    }

    @Test(arguments: [
        ("Lakeside Park,Main,2021-06-02 18:17", "7 minutes are no UTC offset"),
        ("Lakeside Park,Main,2021-06-04 18:10", "two days later"),
        ("Lakeside Park,Short,2021-06-02 18:10", "another layout"),
        ("Pine Hills,Main,2021-06-02 18:10", "another course"),
    ])
    func anotherPlaceOrTimeIsAnotherRound(place: String, why: String) throws {
        let text = Self.v2021.replacingOccurrences(of: "Lakeside Park,Main,2021-06-02 18:10", with: place)
        var recognition = self.recognition(try imported())
        #expect(recognition.recognise(try rounds(text)[0], sameMinute: false) == nil, "\(why)")
    }

    @Test func otherScoresAreAnotherRoundButResembleIt() throws {
        let text = Self.v2021.replacingOccurrences(of: "Kim,Lakeside Park,Main,2021-06-02 18:10,10,1,3,4,3", with: "Kim,Lakeside Park,Main,2021-06-02 18:10,9,0,3,3,3")
        var recognition = self.recognition(try imported())
        let round = try rounds(text)[0]
        #expect(recognition.recognise(round, sameMinute: false) == nil)
        #expect(recognition.resemblance(round, players: ["Sam", "Kim"])?.path == "rounds/r.round")
        #expect(recognition.resemblance(round, players: ["Sam", "Kim"])?.isSuperset == false)
    }

    @Test func anExportWithFewerPlayersIsTheSameRoundAndOneWithMoreResemblesIt() throws {
        var recognition = self.recognition(try imported())
        let fewer = Self.v2021.replacingOccurrences(of: "Kim,Lakeside Park,Main,2021-06-02 18:10,10,1,3,4,3\n", with: "")
        #expect(recognition.recognise(try rounds(fewer)[0], sameMinute: true)?.path == "rounds/r.round")
        let more = Self.v2021 + "Ann,Lakeside Park,Main,2021-06-02 18:10,9,0,3,3,3\n"
        let fresh = self.recognition(try imported())
        #expect(fresh.resemblance(try rounds(more)[0], players: ["Sam", "Kim", "Ann"])?.isSuperset == true)
    }

    @Test func aRoundIsRecognisedOncePerImport() throws {
        var recognition = self.recognition(try imported())
        let round = try rounds(Self.v2021)[0]
        #expect(recognition.recognise(round, sameMinute: true) != nil)
        #expect(recognition.recognise(round, sameMinute: false) == nil)
    }

    @Test func aCorrectionMadeAfterTheImportDoesNotHideTheRound() throws {
        let original = try rounds(Self.v2021)[0]
        var text = RoundFormatter.format(UDiscImport.convert(original, coursePars: nil, source: "u.csv").document)
        text += "2 Kim 3\n"  // typed in by hand after the import
        // A 2024+ export of the same round (another identity): matched by the scores it was imported with.
        let later = try rounds(Self.v2021.replacingOccurrences(of: "Sam,", with: "Samuel,"))[0]
        var recognition = self.recognition(known(text))
        #expect(recognition.recognise(later, sameMinute: true)?.path == "rounds/r.round")
    }

    @Test func roundsOfTheScorebookAreMatchedByTheirCurrentScores() throws {
        // A round played with hyzer-text, then exported with `export udisc` (UTC, current scores).
        let round = known("""
        course Lakeside Park
        layout Main
        started 2026-11-21T09:30:27-08:00
        organizer Mike
        pars 3 3 3
        player Sam
        player Kim

        1 Sam 3 @mike-phone.1
        1 Kim 3 @mike-phone.2
        1 Kim 4 @mike-phone.3
        2 Sam 12

        """)
        let export = """
        PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2,Hole3
        Par,Lakeside Park,Main,2026-11-21 1730,2026-11-21 1800,9,,,3,3,3
        Sam,Lakeside Park,Main,2026-11-21 1730,2026-11-21 1800,15,9,,3,12,0
        Kim,Lakeside Park,Main,2026-11-21 1730,2026-11-21 1800,4,1,,4,0,0

        """
        var recognition = self.recognition(round)
        #expect(recognition.recognise(try rounds(export)[0], sameMinute: true)?.path == "rounds/r.round")
    }

    @Test func roundsImportedBeforeStrokesAbove10WereKeptAreRecognisedAndTheCapIsReported() throws {
        let legacy = """
        course Riverside
        layout Long Tees
        started 2024-06-08T17:43:00Z
        organizer UDisc
        pars 3 3 4
        player Alex Doe
        finished 2024-06-08T18:39:00Z

        1 Alex Doe 3 @udisc-5cc139167c.1 by=UDisc at=2024-06-08T18:39:00Z
        2 Alex Doe 10 @udisc-5cc139167c.2 by=UDisc at=2024-06-08T18:39:00Z

        """
        let export = """
        PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2,Hole3
        Par,Riverside,Long Tees,2024-06-08 1743,2024-06-08 1839,10,,,3,3,4
        Alex Doe,Riverside,Long Tees,2024-06-08 1743,2024-06-08 1839,15,9,,3,12,0

        """
        var recognition = self.recognition(known(legacy))
        let match = try #require(recognition.recognise(try rounds(export)[0], sameMinute: true))
        #expect(match.capped.map(\.hole) == [2])
        #expect(match.capped.map(\.strokes) == [12])
        // Without the cap a 10 is a 10: a round imported by this version is not matched loosely.
        var current = self.recognition(known(legacy.replacingOccurrences(of: "udisc-5cc139167c", with: "udisc-5cc139167c00")))
        #expect(current.recognise(try rounds(export)[0], sameMinute: true) == nil)
    }

    @Test func longNamesAreMatchedAsEarlierVersionsCutThem() throws {
        let layout = "Twice through with mixed tees and pins: Blue"
        let legacy = """
        course Centennial Park DGC
        layout \(String(layout.prefix(40)).trimmingSpaces)
        started 2023-08-14T19:05:00-08:00
        organizer UDisc
        pars 3 3
        player Sam
        finished 2023-08-14T19:05:00-08:00

        1 Sam 2 @udisc-0123456789.1 by=UDisc at=2023-08-15T03:05:00Z
        2 Sam 3 @udisc-0123456789.2 by=UDisc at=2023-08-15T03:05:00Z

        """
        let export = "PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2\nSam,Centennial Park DGC,\(layout),2023-08-14 19:05,5,,2,3\n"
        var recognition = self.recognition(known(legacy))
        #expect(recognition.recognise(try rounds(export)[0], sameMinute: true) != nil)
    }
}

extension UDiscRecognition {
    /// One round recognised on its own.
    mutating func recognise(_ round: UDiscRound, sameMinute: Bool) -> Recognised? {
        recognise([round], sameMinute: sameMinute)[0]
    }
}

extension UDiscRecognitionTests {
    @Test func theNearestRoundsArePairedFirstWhateverTheOrderOfTheExport() throws {
        // A solo player's identical rounds on two evenings, imported from a 2021 export at -08:00 in
        // summer (-07:00): the 2024 export is an hour off for both, and the later round is 23 hours
        // from the earlier one's file. Newest first, the later round must not take the earlier file.
        let v2021 = """
        PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2,Hole3
        Sam,Lakeside Park,,2021-06-03 18:00,9,,3,3,3
        Sam,Lakeside Park,,2021-06-02 18:00,9,,3,3,3

        """
        let known = try rounds(v2021).map { round in
            self.known(RoundFormatter.format(UDiscImport.convert(round, coursePars: nil, source: "u.csv").document), path: round.startText)
        }
        let v2024 = """
        PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2,Hole3
        Sam,Lakeside Park,,2021-06-04 0100,,9,,,3,3,3
        Sam,Lakeside Park,,2021-06-03 0100,,9,,,3,3,3

        """
        var recognition = self.recognition(known[1])  // only the earlier round is in the scorebook
        let matches = recognition.recognise(try rounds(v2024), sameMinute: false)
        #expect(matches.map { $0?.path } == [nil, "2021-06-02 18:00"])
        var both = self.recognition(known[0], known[1])
        #expect(both.recognise(try rounds(v2024), sameMinute: false).map { $0?.path } == ["2021-06-03 18:00", "2021-06-02 18:00"])
    }
}
