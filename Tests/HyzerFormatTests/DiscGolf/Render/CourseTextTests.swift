import Testing
@testable import HyzerFormat

/// The `course` commands' text and JSON (`CourseText`), as pure functions of the course.
@Suite("course text")
struct CourseTextTests {
    /// Pine Hills, 3 holes, par 3 but hole 2 par 4, hole 1 88 m long.
    static var pine: Course {
        var course = Course(name: "Pine Hills", holeCount: 3)
        course.holes[1].par = 4
        course.holes[0].distance = Distance("88m")
        return course
    }

    @Test func listLinesUpNamesAndSaysHowToBeginWhenEmpty() {
        var long = Course(name: "Lakeside Park", holeCount: 18)
        long.holes[0].par = 4
        #expect(CourseText.list([Self.pine, long]) == """
            Pine Hills      3 holes  par 10
            Lakeside Park  18 holes  par 55

            """)
        #expect(CourseText.list([]) == "No courses yet. Add one with `hyzer-text course add NAME --holes 18`.\n")
    }

    @Test func showIsATableOfHolesWithTheNameInBold() {
        let file = "courses/pine-hills.course"
        #expect(CourseText.show(Self.pine, file: file, style: .plain) == """
            Pine Hills: 3 holes, par 10 (courses/pine-hills.course)
            hole  par  length
               1    3  88m
               2    4
               3    3

            """)
        #expect(CourseText.show(Self.pine, file: file, style: TextStyle(colour: true)).hasPrefix("\u{1B}[1mPine Hills\u{1B}[0m: 3 holes"))
    }

    @Test func jsonNamesEveryHoleAndNullsWhatIsMissing() {
        // Compared without the layout's whitespace (no value here has a space but the name).
        let json = CourseText.json(Self.pine, file: "courses/pine-hills.course").rendered()
            .split(whereSeparator: { $0 == "\n" }).map { $0.drop { $0 == " " } }.joined()
        #expect(json == #"{"name": "Pine Hills","layout": null,"file": "courses/pine-hills.course","holes": [{"hole": 1,"par": 3,"length": "88m"},"#
            + #"{"hole": 2,"par": 4,"length": null},{"hole": 3,"par": 3,"length": null}],"par": 10}"#)
    }

    @Test func writesSayWhatChangedAndWhatIsKept() {
        let file = "courses/pine-hills.course"
        #expect(CourseText.added(Self.pine, file: file) == "Added Pine Hills: 3 holes, par 10 (courses/pine-hills.course)\n")
        #expect(CourseText.updated(Self.pine, file: file)
            == "Updated Pine Hills: 3 holes, par 10 (courses/pine-hills.course). Existing rounds are unchanged.\n")
        #expect(CourseText.removed(Self.pine, file: file)
            == "Removed Pine Hills (courses/pine-hills.course). Rounds played there keep their pars; git history keeps the file.\n")
    }

    @Test func namesAreMadeSafeForATerminal() {
        let course = Course(name: "Evil\u{1B}[2J", holeCount: 1)
        #expect(!CourseText.list([course]).contains("\u{1B}"))
    }
}
