import Foundation
import HyzerFormat
import Testing

/// File names of courses and rounds: unique across devices, distinct for distinct names in any
/// script, and never a reason to pick the wrong course.
@Suite("file names, end to end")
struct FileNamingEndToEndTests {
    @Test func aNewRoundIsNamedAfterDateCourseAndDevice() throws {
        let cli = try CLIRunner.scorebook(name: "Mike", device: "Mike-Phone")
        let first = try cli.startRound()
        #expect(first.stdout.hasPrefix("Started rounds/2026-11-21-lakeside-park-mike-phone.round: "))
        let layout = try cli.run(["round", "start", "Quarry Ridge", "--players", "Mike"])
        #expect(layout.stdout.hasPrefix("Started rounds/2026-11-21-quarry-ridge-long-tees-mike-phone.round: "))
        let second = try cli.startRound(new: true)  // the same group's second round of the day: --new
        #expect(second.stdout.hasPrefix("Started rounds/2026-11-21-lakeside-park-mike-phone_2.round: "))
        // Lookup by date, by part of the name, by the full name.
        #expect(try cli.run(["standings", "--round", "quarry"]).status == 0)
        #expect(try cli.run(["standings", "--round", "2026-11-21-lakeside-park-mike-phone"]).status == 0)
        #expect(try cli.run(["standings", "--round", "lakeside-park-mike-phone_2"]).status == 0)
    }

    @Test func twoClonesStartingARoundOnTheSameCourseAndDayBothKeepTheirRound() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        try sandbox.runner.write("mike-phone/rounds/2026-11-14-cedar-creek.round",
                                 "course Cedar Creek\nstarted 2026-11-14T09:30:00-08:00\norganizer Mike\npars 3 3\nplayer Mike\n")
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-laptop", name: "Jake")
        // Two groups, one course, one morning.
        let mikeStart = try sandbox.hyzer("mike-phone", ["round", "start", "Lakeside Park", "--players", "Mike,Jake", "--at", "2026-11-21T09:30:00-08:00"])
        let jakeStart = try sandbox.hyzer("jake-laptop", ["round", "start", "Lakeside Park", "--players", "Jake,Sarah", "--at", "2026-11-21T09:40:00-08:00"])
        #expect(mikeStart.status == 0 && jakeStart.status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["score", "1", "Mike", "3"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["score", "1", "Sarah", "2"]).status == 0)
        for device in ["mike-phone", "jake-laptop", "mike-phone"] {
            let sync = try sandbox.hyzer(device, ["sync"])
            #expect(sync.status == 0, "\(device): \(sync.stdout) \(sync.stderr)")
        }
        let mike = try sandbox.rounds("mike-phone"), jake = try sandbox.rounds("jake-laptop")
        #expect(mike.keys.sorted() == ["2026-11-14-cedar-creek.round", "2026-11-21-lakeside-park-jake-laptop.round",
                                       "2026-11-21-lakeside-park-mike-phone.round"])
        #expect(mike == jake)
        #expect(mike["2026-11-21-lakeside-park-mike-phone.round"]?.contains("1 Mike 3 @mike-phone.1") == true)
        #expect(mike["2026-11-21-lakeside-park-jake-laptop.round"]?.contains("1 Sarah 2 @jake-laptop.1") == true)
        #expect(try sandbox.hyzer("mike-phone", ["check"]).status == 0)
    }

    @Test func namesInEveryScriptGetTheirOwnReadableFile() throws {
        let cli = try CLIRunner.scorebook()
        let names = [("Парк Горького", "парк-горького"), ("東京", "東京"), ("Ελλάδα", "ελλάδα"), ("Zoë's Field", "zoe-s-field"),
                     ("پارک ملت", "پارک-ملت")]
        for (name, slug) in names {
            let add = try cli.run(["course", "add", name, "--holes", "9"])
            #expect(add.status == 0, "\(name): \(add.stderr)")
            #expect(add.stdout == "Added \(name): 9 holes, par 27 (courses/\(slug).course)\n")
        }
        // Each name finds its own course.
        for (name, slug) in names {
            let show = try cli.run(["course", "show", name])
            #expect(show.stdout.hasPrefix("\(name): 9 holes, par 27 (courses/\(slug).course)\n"), "\(name)")
        }
        let start = try cli.run(["round", "start", "東京", "--players", "Mike"])
        #expect(start.stdout.hasPrefix("Started rounds/2026-11-21-東京-mike-phone.round: 東京, 9 holes"))
        #expect(try cli.run(["standings", "--round", "東京"]).status == 0)
        #expect(try cli.run(["check"]).stderr == "")
    }

    @Test func anUnknownNonLatinCourseIsNotMistakenForAnother() throws {
        let cli = try CLIRunner.scorebook()
        try cli.run(["course", "add", "Парк Горького", "--holes", "9"])
        let start = try cli.run(["round", "start", "Ελλάδα", "--players", "Mike"])
        #expect(start.status == 66)
        #expect(start.stderr == """
            error: no course "Ελλάδα" in this scorebook
            hint: courses: Cedar Creek, Lakeside Park, Quarry Ridge (Long Tees), Парк Горького

            """)
        #expect(try cli.list("rounds") == [])
        // An old scorebook may hold `unnamed.course` from before: it is found by its own name only.
        try FileManager.default.moveItem(atPath: cli.path("courses/парк-горького.course"), toPath: cli.path("courses/unnamed.course"))
        #expect(try cli.run(["round", "start", "東京", "--players", "Mike"]).status == 66)
        #expect(try cli.run(["course", "show", "Парк Горького"]).stdout.hasPrefix("Парк Горького: 9 holes, par 27 (courses/unnamed.course)"))
    }

    @Test func namesWithoutLettersGetDistinctFiles() throws {
        let cli = try CLIRunner.scorebook()
        var files: [String] = []
        for name in ["★", "★★", "☆ ☆", "!!!"] {
            let add = try cli.run(["course", "add", name, "--holes", "3"])
            #expect(add.status == 0, "\(name): \(add.stderr)")
            let file = try #require(add.stdout.split(separator: "(").last.map { String($0.dropLast(2)) })
            #expect(file.wholeMatch(of: /courses\/name-[0-9a-f]{8}\.course/) != nil, "\(file)")
            files.append(file)
        }
        #expect(Set(files).count == 4)
        for (name, file) in zip(["★", "★★", "☆ ☆", "!!!"], files) {
            #expect(try cli.run(["course", "show", name]).stdout.hasPrefix("\(name): 3 holes, par 9 (\(file))\n"), "\(name)")
        }
    }

    @Test func namesWhoseFileNamesCollideGetSuffixes() throws {
        let cli = try CLIRunner.scorebook()
        let first = try cli.run(["course", "add", "Zoë's Field", "--holes", "9"])
        #expect(first.stdout == "Added Zoë's Field: 9 holes, par 27 (courses/zoe-s-field.course)\n")
        let second = try cli.run(["course", "add", "Zoe's Field", "--holes", "18"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == "Added Zoe's Field: 18 holes, par 54 (courses/zoe-s-field_2.course)\n")
        #expect(try cli.run(["course", "show", "Zoë's Field"]).stdout.hasPrefix("Zoë's Field: 9 holes"))
        #expect(try cli.run(["course", "show", "Zoe's Field"]).stdout.hasPrefix("Zoe's Field: 18 holes"))
        // The same name again is refused, whatever its case.
        let again = try cli.run(["course", "add", "zoë's field", "--holes", "9"])
        #expect(again.status == 73)
        #expect(again.stderr == """
            error: the course "Zoë's Field" already exists (courses/zoe-s-field.course)
            hint: change it with `hyzer-text course edit "Zoë's Field" …`, or give a --layout

            """)
        // Editing keeps a course in its file; renaming onto a taken file name takes the next free one.
        #expect(try cli.run(["course", "edit", "Zoe's Field", "--par", "4"]).stdout.hasSuffix("(courses/zoe-s-field_2.course). Existing rounds are unchanged.\n"))
        let rename = try cli.run(["course", "edit", "Lakeside Park", "--rename", "Zoe’s Field"])
        #expect(rename.status == 0, "\(rename.stderr)")
        #expect(rename.stdout.hasSuffix("(courses/zoe-s-field_3.course). Existing rounds are unchanged.\n"))
        #expect(try cli.list("courses").contains("zoe-s-field_3.course"))
        #expect(!(try cli.list("courses").contains("lakeside-park.course")))
    }
}
