import HyzerFormat
import Testing

/// A header line that is present but wrong gets its own error, and is not also reported as missing.
@Suite("one problem, one error")
struct OneProblemOneErrorTests {
    static let roundCases: [(text: String, message: String)] = [
        ("course Lakeside Park\nstarted 2026-11-21 09:30\norganizer Mike\npars 3 3 3\nplayer Mike\n", "is not a date and time"),
        ("course Lakeside Park\nstarted 2026-11-21T09:30:00-08:00\norganizer Mike\npars 3 3 1\nplayer Mike\n", "is not a par"),
        ("course Lakeside Park\nstarted 2026-11-21T09:30:00-08:00\norganizer Mike\npars 3 3 3\nplayer Mike, Jake\n", "cannot contain \",\""),
        ("course Lake=side\nstarted 2026-11-21T09:30:00-08:00\norganizer Mike\npars 3 3 3\nplayer Mike\n", "invalid course name"),
        ("course Lakeside Park\nstarted 2026-11-21T09:30:00-08:00\norganizer Mike\nplayer Mike\n", "missing \"pars\""),
    ]

    @Test(arguments: roundCases)
    func roundHeader(_ example: (text: String, message: String)) {
        let errors = RoundParser.parse(example.text, path: "r.round").diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors.map(\.message))")
        #expect(errors.first?.message.contains(example.message) == true, "\(errors.map(\.message))")
    }

    static let courseCases: [(text: String, message: String)] = [
        ("course Pine Hills\nholes 18 # the back nine opens in spring\n", "a comment cannot follow"),
        ("course Pine Hills\nholes 40\n", "is not a hole count"),
        ("course Pine#Hills\nholes 18\n", "invalid course name"),
        ("course Pine Hills\npar 3\n", "missing \"holes\""),
    ]

    @Test(arguments: courseCases)
    func courseHeader(_ example: (text: String, message: String)) {
        let errors = CourseParser.parse(example.text, path: "c.course").diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors.map(\.message))")
        #expect(errors.first?.message.contains(example.message) == true, "\(errors.map(\.message))")
    }
}
