import HyzerFormat
import Testing
import TestSupport

@Suite("UDisc import: what is written, skipped and reported")
struct UDiscImportPlanTests {
    let book = Scorebook(root: "/book")

    func plan(_ text: String, known: [String] = [], courses: [Course] = [], existing: Set<String> = [],
              offset: Int = -480) throws -> UDiscImportPlan {
        let (table, _) = CSVReader.parse(text, path: "u.csv")
        let scorecard = try #require(UDiscReader.read(table, localOffsetMinutes: offset).scorecard)
        let files = known.enumerated().map { index, text in (path: "/book/rounds/r\(index).round", bytes: Array(text.utf8)) }
        return UDiscImportPlan.make(scorecard, table: table, book: book, roundFiles: files, localDevice: "mike-phone", courses: courses,
                                    existingFiles: existing, source: "u.csv")
    }

    static let header = "PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2,Hole3\n"

    @Test func twoRoundsInOneMinuteAreTwoFilesNamedByTheirIdentity() throws {
        let plan = try plan(Self.header + """
        Par,Lakeside Park,Main,2021-05-27 18:50,9,,3,3,3
        Sam,Lakeside Park,Main,2021-05-27 18:50,9,0,3,3,3
        Par,Lakeside Park,Main,2021-05-27 18:50,9,,3,3,3
        Sam,Lakeside Park,Main,2021-05-27 18:50,10,1,3,3,4

        """)
        #expect(plan.rounds.count == 2)
        let names = plan.rounds.map { String($0.path.dropFirst("/book/rounds/".count)) }
        #expect(names.allSatisfy { $0.hasPrefix("2021-05-27-lakeside-park-main-udisc-") && $0.hasSuffix(".round") })
        #expect(Set(names).count == 2)
        #expect(plan.duplicates.isEmpty)
        #expect(plan.createdCourses.count == 1)
    }

    @Test func aTakenNameGetsASuffix() throws {
        let text = Self.header + "Sam,Lakeside Park,,2021-05-27 18:50,9,,3,3,3\n"
        let first = try plan(text).rounds[0].path
        #expect(try plan(text, existing: [first]).rounds[0].path == String(first.dropLast(".round".count)) + "_2.round")
    }

    @Test func aRepeatedRoundInTheFileIsADuplicateEvenWithItsRowsReordered() throws {
        let plan = try plan(Self.header + """
        Sam,Lakeside Park,,2021-05-27 18:50,9,,3,3,3
        Kim,Lakeside Park,,2021-05-27 18:50,9,,3,2,4
        Par,Lakeside Park,,2021-05-27 18:50,9,,3,3,3
        Kim,Lakeside Park,,2021-05-27 18:50,9,,3,2,4
        Sam,Lakeside Park,,2021-05-27 18:50,9,,3,3,3

        """)
        #expect(plan.rounds.count == 1)
        #expect(plan.duplicates.map(\.line) == [4])
        #expect(plan.duplicates.map(\.first) == [2])
    }

    @Test func anExactMatchWinsOverALooseOne() throws {
        // The scorebook has the 18:10 round; the export has it and another, an hour later, with the
        // same scores (a solo player's second lap). The later one is new, however close it looks.
        let export = Self.header + """
        Sam,Lakeside Park,,2021-05-27 19:10,9,,3,3,3
        Sam,Lakeside Park,,2021-05-27 18:10,9,,3,3,3

        """
        let first = try plan(Self.header + "Sam,Lakeside Park,,2021-05-27 18:10,9,,3,3,3\n")
        let known = first.files.filter { $0.path.hasSuffix(".round") }.map(\.text)
        let second = try plan(export, known: known)
        #expect(second.alreadyImported.map(\.line) == [3])
        #expect(second.rounds.map(\.round.started.rfc3339) == ["2021-05-27T19:10:00-08:00"])
    }

    @Test func roundsWithoutAParRowAreReportedOnceWithTheirLines() throws {
        let plan = try plan(Self.header + """
        Sam,Lakeside Park,,2021-05-27 18:50,9,,3,3,3
        Sam,Lakeside Park,,2021-05-26 18:50,9,,3,3,3
        Sam,Lakeside Park,,2021-05-25 18:50,9,,3,3,3
        Sam,Quarry Ridge,,2021-05-24 18:50,9,,3,3,3

        """, courses: [Course(name: "Lakeside Park", holeCount: 3, defaultPar: 4)])
        #expect(plan.diagnostics.map(\.location.description) == ["u.csv:2:1", "u.csv:5:1"])
        #expect(plan.diagnostics.map(\.message) == [
            "this round has no Par row, so it takes the pars of its course (so do 2 more: lines 3, 4)",
            "this round has no Par row and no course has as many holes: every hole is taken as par 3",
        ])
        #expect(plan.rounds[0].round.pars == [4, 4, 4])
        #expect(plan.createdCourses.map(\.course.name) == ["Quarry Ridge"])
    }

    @Test func everyRenamedNameIsReportedOnceWithItsRounds() throws {
        let plan = try plan(Self.header + """
        "Doe, John",Lakeside Park,,2021-05-27 18:50,9,,3,3,3
        "Doe, John",Lakeside Park,,2021-05-26 18:50,9,,3,3,3
        Sam,Lakeside Park #2,,2021-05-25 18:50,9,,3,3,3

        """, courses: [Course(name: "Lakeside Park", holeCount: 3)])
        let renames = plan.diagnostics.filter { !$0.message.contains("Par row") }
        #expect(renames.map(\.location.description) == ["u.csv:2:1", "u.csv:4:5"])
        #expect(renames.map(\.message) == ["player \"Doe, John\" is written \"Doe John\" (2 rounds)",
                                                    "course \"Lakeside Park #2\" is written \"Lakeside Park-2\" (1 round)"])
        #expect(renames.allSatisfy { $0.severity == .warning })
    }

    @Test func aRoundLikeOneInTheScorebookIsImportedAndReported() throws {
        let first = try plan(Self.header + "Sam,Lakeside Park,,2021-05-27 18:50,9,,3,3,3\n")
        let known = first.files.filter { $0.path.hasSuffix(".round") }.map(\.text)
        let edited = try plan(Self.header + "Sam,Lakeside Park,,2021-05-27 18:50,9,,3,3,4\n", known: known)
        #expect(edited.rounds.count == 1)
        #expect(edited.diagnostics.map(\.message).filter { !$0.contains("Par row") } == [
            "rounds/r0.round is a round on this course at this start with the same players but other scores; this one is imported as a separate round",
        ])
        let more = try plan(Self.header + "Sam,Lakeside Park,,2021-05-27 18:50,9,,3,3,3\nKim,Lakeside Park,,2021-05-27 18:50,9,,3,3,4\n", known: known)
        #expect(more.rounds.count == 1)
        #expect(more.diagnostics.map(\.message).filter { !$0.contains("Par row") } == ["this round has every score of rounds/r0.round and more players; it is imported as a separate round"])
    }

    @Test func whatIsWrittenParses() throws {
        let plan = try plan(Self.header + """
        Par,Centennial Park DGC,Twice through with mixed tees and pins: Blue,2023-08-14 19:05,9,,3,3,3
        Mikko Virtanen + Sami Korhonen + Esko Nieminen,Centennial Park DGC,Twice through with mixed tees and pins: Blue,2023-08-14 19:05,9,,3,13,0
        7,Centennial Park DGC,Twice through with mixed tees and pins: Blue,2023-08-14 19:05,9,,3,3,3

        """)
        for (path, text) in plan.files where path.hasSuffix(".round") {
            #expect(!RoundParser.parse(text, path: path).diagnostics.containsErrors, "\(text)")
        }
        for (path, text) in plan.files where path.hasSuffix(".course") {
            #expect(!CourseParser.parse(text, path: path).diagnostics.containsErrors, "\(text)")
        }
    }
}

@Suite("UDisc import: names")
struct UDiscImportNameTests {
    @Test func longNamesThatDifferAfter40CharactersStayDifferent() {
        let blue = UDiscImport.name("Twice through with mixed tees and pins: Blue")
        let gold = UDiscImport.name("Twice through with mixed tees and pins: Gold")
        #expect(blue != gold)
        #expect(blue.count <= 40 && gold.count <= 40)
        #expect(blue.hasPrefix("Twice through with mixed tees a…"))
        #expect(UDiscImport.name("Twice through with mixed tees and pins: Blue") == blue, "the same on every machine")
    }

    @Test func aCutNeverLeavesABareNumber() {
        let name = UDiscImport.name("Quarry Ridge Championship Layout 2025 18holes extra words")
        #expect(NameRules.problem(with: name) == nil, "\(name)")
    }

    @Test func everyMappedNameIsValidAndDistinctNamesStayDistinct() {
        var random = SplitMix(state: 9)
        let alphabet = Array("ab AB12 ,#=@\"\t-+().äÄ😀") + ["\u{7}", "\u{200B}"]
        var mapped: [String: String] = [:]
        for _ in 0..<2_000 {
            let length = Int(random.next() % 60)
            let raw = String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            let name = UDiscImport.name(raw)
            #expect(NameRules.problem(with: name) == nil, "\(raw.debugDescription) → \(name.debugDescription)")
            if raw.trimmingSpaces.count > 40, let other = mapped[name.lowercased()], other.lowercased() != raw.trimmingSpaces.lowercased() {
                Issue.record("\(other.debugDescription) and \(raw.debugDescription) both became \(name.debugDescription)")
            }
            if raw.trimmingSpaces.count > 40 { mapped[name.lowercased()] = raw.trimmingSpaces }
        }
    }
}

extension UDiscImportPlanTests {
    @Test func aSecondRoundInTheMinuteOfARecognisedOneIsNoEditOfIt() throws {
        // The scorebook has the first round (from a 2021 export, local time); the 2024 export has it
        // and a second round by the same player started in the same minute.
        let first = try plan(Self.header + "Sam,Lakeside Park,,2021-05-27 18:10,9,,3,3,3\n")
        let known = first.files.filter { $0.path.hasSuffix(".round") }.map(\.text)
        let later = try plan("""
        PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2,Hole3
        Sam,Lakeside Park,,2021-05-28 0110,,10,,,3,3,4
        Sam,Lakeside Park,,2021-05-28 0110,,9,,,3,3,3

        """, known: known)
        #expect(later.alreadyImported.map(\.line) == [3])
        #expect(later.rounds.count == 1)
        #expect(later.diagnostics.filter { !$0.message.contains("Par row") } == [])
    }
}
