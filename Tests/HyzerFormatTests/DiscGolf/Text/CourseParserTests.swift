import Testing
@testable import HyzerFormat

@Suite("CourseParser and CourseFormatter")
struct CourseParserTests {
    @Test func readsACourse() throws {
        let parsed = CourseParser.parse("""
            # Quarry Ridge from the long tees.
            course Quarry Ridge
            layout Long Tees
            holes 6
            par 3
            hole 2 par 4 length 310ft
            hole 5 length 95m

            """, path: "q.course")
        #expect(parsed.diagnostics.isEmpty)
        let course = parsed.document.course
        #expect(course.name == "Quarry Ridge")
        #expect(course.layout == "Long Tees")
        #expect(course.displayName == "Quarry Ridge (Long Tees)")
        #expect(course.pars == [3, 4, 3, 3, 3, 3])
        #expect(course.totalPar == 19)
        #expect(course.holes[1].distance == Distance(value: 310, unit: .feet))
        #expect(course.holes[4].distance?.description == "95m")
    }

    @Test(arguments: SeedCourses.files.map(\.text))
    func seededCoursesAreCanonical(text: String) {
        let parsed = CourseParser.parse(text, path: "seed.course")
        #expect(parsed.diagnostics.isEmpty)
        #expect(CourseFormatter.format(parsed.document) == text)
    }

    @Test func formatsToCanonicalAndIsStable() {
        let messy = "\n#  notes  \ncourse   Pine Hills\n\n\nholes 9\nhole 3 length 95m par 4\n"
        let once = CourseFormatter.format(CourseParser.parse(messy, path: "p.course").document)
        #expect(once == "# notes\ncourse Pine Hills\n\nholes 9\npar 3\nhole 3 par 4 length 95m\n")
        #expect(CourseFormatter.format(CourseParser.parse(once, path: "p.course").document) == once)
    }

    @Test func reconcilingHoleLinesKeepsCommentsAndOrder() {
        var document = CourseParser.parse("course P\nholes 4\npar 3\n# the long one\nhole 3 par 5\n", path: "p.course").document
        document.course.holes[0].par = 4
        document.course.holes[2].par = 3
        document.reconcileHoleLines()
        #expect(CourseFormatter.format(document) == "course P\nholes 4\npar 3\nhole 1 par 4\n# the long one\n")
    }

    // MARK: - Settings: disputes

    @Test func aSettingGivenTwoValuesIsADisputeWhoseFirstValueCounts() {
        let text = "course P\nholes 9\npar 3\nhole 4 par 5 length 142m\nhole 4 par 4 length 142m\npar 4\nhole 7 par 4\n"
        let parsed = CourseParser.parse(text, path: "p.course")
        #expect(!parsed.diagnostics.containsErrors)
        #expect(parsed.diagnostics.map { "\($0.location.line) \($0.severity)" } == ["3 warning", "4 warning", "5 warning", "6 warning"])
        let course = parsed.document.course
        #expect(course.defaultPar == 3 && course.holes[3].par == 4 && course.holes[6].par == 4)
        #expect(parsed.document.disputes.map { $0.key.summary($0.values) } == ["par: 3 or 4", "hole 4: par 4 length 142m or par 5 length 142m"])
        // Formatting keeps every line as it was: the dispute is the file's until someone settles it.
        #expect(CourseFormatter.format(parsed.document) == text)
        // A round copies the pars: both disputes change them.
        #expect(parsed.document.disputesForRounds.count == 2)
    }

    @Test func aDisputeOfALengthAloneDoesNotChangeARound() {
        let parsed = CourseParser.parse("course P\nholes 9\nhole 4 par 4 length 142m\nhole 4 par 4 length 140m\n", path: "p.course")
        #expect(parsed.document.disputes.count == 1 && parsed.document.disputesForRounds.isEmpty)
        #expect(parsed.document.course.holes[3].distance?.description == "140m")  // "…140m" before "…142m" in byte order
    }

    @Test func twoIdenticalLinesAreOne() {
        let parsed = CourseParser.parse("course P\nholes 9\nholes 9\nhole 2 par 4\n# again\nhole 2 par 4\n", path: "p.course")
        #expect(parsed.diagnostics.isEmpty)
        #expect(CourseFormatter.format(parsed.document) == "course P\nholes 9\npar 3\nhole 2 par 4\n# again\n")
    }

    @Test func settlingKeepsTheCourseValueAndDropsTheCompetingLines() {
        var document = CourseParser.parse("course P\nholes 9\npar 3\nhole 4 par 5\nhole 4 par 4\nhole 7 par 5\nhole 7 par 4\n", path: "p.course").document
        document.course.holes[3].par = 5
        document.settle(["hole 4"])
        document.reconcileHoleLines()
        #expect(CourseFormatter.format(document) == "course P\nholes 9\npar 3\nhole 4 par 5\nhole 7 par 5\nhole 7 par 4\n")
        #expect(document.disputes.map(\.key.name) == ["hole 7"])
        // A disputed hole keeps its line even when the value that counts needs none; fewer holes drop it.
        document.course.holes[6].par = 3
        document.reconcileHoleLines()
        #expect(document.disputes.map(\.key.name) == ["hole 7"])
        document.course = document.course.resized(to: 6)
        document.reconcileHoleLines()
        #expect(document.disputes.isEmpty && CourseFormatter.format(document) == "course P\nholes 6\npar 3\nhole 4 par 5\n")
    }

    @Test func theKeysOfACourseFileAreInTheOrderItIsWrittenIn() {
        let keys = ["course P", "layout L", "holes 18", "par 3", "hole 2 par 4", "hole 10 par 5"].map { CourseDocument.key(of: Substring($0)) }
        #expect(keys.map(\.name) == ["course", "layout", "holes", "par", "hole 2", "hole 10"])
        #expect(keys == keys.sorted())
    }

    @Test(arguments: [("95m", 95, Distance.Unit.meters), ("310ft", 310, .feet), ("9999m", 9999, .meters)])
    func distance(text: String, value: Int, unit: Distance.Unit) {
        #expect(Distance(text) == Distance(value: value, unit: unit))
    }

    @Test(arguments: ["95", "m", "0m", "-5m", "95yd", "10000m", "9.5m", "95 m"])
    func notADistance(text: String) {
        #expect(Distance(text) == nil)
    }
}
