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

    @Test(arguments: [("95m", 95, Distance.Unit.meters), ("310ft", 310, .feet), ("9999m", 9999, .meters)])
    func distance(text: String, value: Int, unit: Distance.Unit) {
        #expect(Distance(text) == Distance(value: value, unit: unit))
    }

    @Test(arguments: ["95", "m", "0m", "-5m", "95yd", "10000m", "9.5m", "95 m"])
    func notADistance(text: String) {
        #expect(Distance(text) == nil)
    }
}
