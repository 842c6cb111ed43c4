import Foundation
import Testing

@Suite("course commands, end to end")
struct CourseEndToEndTests {
    @Test func addListShowEditRemove() throws {
        let cli = try CLIRunner.scorebook()
        let add = try cli.run(["course", "add", "Pine Hills", "--holes", "9", "--hole-par", "4=4,9=5", "--length", "1=88m"])
        #expect(add.status == 0)
        #expect(add.stderr == "")
        #expect(add.stdout == "Added Pine Hills: 9 holes, par 30 (courses/pine-hills.course)\n")
        #expect(try cli.read("courses/pine-hills.course") == "course Pine Hills\nholes 9\npar 3\nhole 1 par 3 length 88m\nhole 4 par 4\nhole 9 par 5\n")

        let list = try cli.run(["course", "list"])
        #expect(list.status == 0)
        #expect(list.stdout == """
            Cedar Creek               18 holes  par 58
            Lakeside Park              9 holes  par 28
            Pine Hills                 9 holes  par 30
            Quarry Ridge (Long Tees)  18 holes  par 62

            """)

        let show = try cli.run(["course", "show", "pine"])
        #expect(show.status == 0)
        #expect(show.stdout == """
            Pine Hills: 9 holes, par 30 (courses/pine-hills.course)
            hole  par  length
               1    3  88m
               2    3
               3    3
               4    4
               5    3
               6    3
               7    3
               8    3
               9    5

            """)

        let edit = try cli.run(["course", "edit", "Pine Hills", "--hole-par", "2=4", "--rename", "Pine Hill Park"])
        #expect(edit.status == 0)
        #expect(edit.stdout == "Updated Pine Hill Park: 9 holes, par 31 (courses/pine-hill-park.course). Existing rounds are unchanged.\n")
        #expect(try cli.list("courses").contains("pine-hill-park.course"))
        #expect(try !cli.list("courses").contains("pine-hills.course"))
        #expect(try cli.read("courses/pine-hill-park.course")
                == "course Pine Hill Park\nholes 9\npar 3\nhole 1 par 3 length 88m\nhole 2 par 4\nhole 4 par 4\nhole 9 par 5\n")

        let remove = try cli.run(["course", "rm", "Pine Hill Park"])
        #expect(remove.status == 0)
        #expect(remove.stdout == "Removed Pine Hill Park (courses/pine-hill-park.course). Rounds played there keep their pars; git history keeps the file.\n")
        #expect(try cli.list("courses") == ["cedar-creek.course", "lakeside-park.course", "quarry-ridge-long-tees.course"])
    }

    @Test func showAndListAsJSON() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("courses/two.course", "course Two\nlayout Short\nholes 2\npar 3\nhole 2 par 4 length 310ft\n")
        let show = try cli.run(["course", "show", "two", "--json"])
        #expect(show.status == 0)
        #expect(show.stdout == """
            {
              "name": "Two",
              "layout": "Short",
              "file": "courses/two.course",
              "holes": [
                {
                  "hole": 1,
                  "par": 3,
                  "length": null
                },
                {
                  "hole": 2,
                  "par": 4,
                  "length": "310ft"
                }
              ],
              "par": 7
            }

            """)
        let list = try cli.run(["course", "list", "--json"])
        #expect(list.status == 0)
        #expect(list.stdout.hasPrefix("[\n  {\n    \"name\": \"Cedar Creek\",\n"))
        #expect(list.stdout.contains("\"file\": \"courses/two.course\""))
    }

    @Test func editingACourseNeverChangesExistingRounds() throws {
        let cli = try CLIRunner.startedRound()
        try cli.run(["score", "Mike", "2"])
        let before = try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round")
        let standingsBefore = try cli.run(["standings"]).stdout
        let edit = try cli.run(["course", "edit", "lakeside", "--holes", "18", "--par", "4", "--hole-par", "1=5"])
        #expect(edit.status == 0)
        #expect(edit.stdout == """
            Updated Lakeside Park: 18 holes, par 73 (courses/lakeside-park.course). Existing rounds are unchanged.
            Holes 10–18 are new: par 4 (the course's default) and no length. Set them with `hyzer-text course edit lakeside --hole-par 10=4 --length 10=90m`.

            """)
        #expect(try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round") == before)
        #expect(try cli.run(["standings"]).stdout == standingsBefore)
        try cli.run(["course", "rm", "lakeside"])
        #expect(try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round") == before)
        #expect(try cli.run(["standings"]).stdout == standingsBefore)
    }

    /// Nothing dropped without a word (issue 31, item 3): `--holes 9` on an 18-hole course says which
    /// holes it drops with their pars and lengths and asks (no terminal here: it refuses, `--yes`
    /// drops); `--holes 18` again adds holes at the default par without length and says so.
    @Test func shrinkingSaysWhatItDropsAndGrowingInventsNothing() throws {
        let cli = try CLIRunner.scorebook()
        let course = try cli.read("courses/cedar-creek.course")
        let dropping = """
            Going from 18 holes to 9 drops holes 10–18 and what the course says of them:
              hole 14: par 4, 131m
              hole 18: par 3, 97m
              holes 10–13, 15–17: par 3

            """
        let refused = try cli.run(["course", "edit", "Cedar Creek", "--holes", "9"])
        #expect(refused.status == 1)
        #expect(refused.stdout == dropping)
        #expect(refused.stderr == """
            not changed: going to 9 holes drops 9 holes and there is no terminal to ask; nothing written
            hint: to drop them, run `hyzer-text course edit "Cedar Creek" --holes 9 --yes`

            """)
        #expect(try cli.read("courses/cedar-creek.course") == course)
        let dropped = try cli.run(["course", "edit", "Cedar Creek", "--holes", "9", "--yes"])
        #expect(dropped.status == 0)
        #expect(dropped.stdout == dropping + "Updated Cedar Creek: 9 holes, par 30 (courses/cedar-creek.course). Existing rounds are unchanged.\n")
        let grown = try cli.run(["course", "edit", "cedar", "--holes", "18"])
        #expect(grown.status == 0)
        #expect(grown.stdout == """
            Updated Cedar Creek: 18 holes, par 57 (courses/cedar-creek.course). Existing rounds are unchanged.
            Holes 10–18 are new: par 3 (the course's default) and no length. Set them with `hyzer-text course edit cedar --hole-par 10=4 --length 10=90m`.

            """)
        #expect(try cli.run(["course", "show", "cedar"]).stdout.hasSuffix("""
              13    3
              14    3
              15    3
              16    3
              17    3
              18    3

            """))
        // Growing and setting the new holes in one command leaves nothing to say about them.
        let set = try cli.run(["course", "edit", "lakeside", "--holes", "10", "--hole-par", "10=4"])
        #expect(set.stdout == "Updated Lakeside Park: 10 holes, par 32 (courses/lakeside-park.course). Existing rounds are unchanged.\n")
    }

    @Test func errors() throws {
        let cli = try CLIRunner.scorebook()
        let cases: [([String], Int32, String)] = [
            (["course", "add", "Cedar Creek", "--holes", "18"], 73,
             "error: the course \"Cedar Creek\" already exists (courses/cedar-creek.course)\nhint: change it with `hyzer-text course edit \"Cedar Creek\" …`, or give a --layout\n"),
            (["course", "add", "Pine"], 64, "error: --holes is required\nhint: e.g. `hyzer-text course add \"Pine\" --holes 18`\n"),
            (["course", "add", "Pine", "--holes", "40"], 64, "error: a course has 1–36 holes, not 40\n"),
            (["course", "add", "Pine", "--holes", "x"], 64, "error: --holes expects a whole number, got \"x\"\n"),
            (["course", "add", "Pine", "--holes", "9", "--par", "9"], 64, "error: par must be 2–8, not 9\n"),
            (["course", "add", "Pine", "--holes", "9", "--hole-par", "10=4"], 64,
             "error: --hole-par 10=4: hole 10 does not exist; the course has 9 holes\n"),
            (["course", "add", "Pine", "--holes", "9", "--hole-par", "4"], 64,
             "error: --hole-par expects HOLE=VALUE, got \"4\"\nhint: e.g. --hole-par 4=4\n"),
            (["course", "add", "Pine", "--holes", "9", "--length", "1=95yd"], 64,
             "error: --length 1=95yd: \"95yd\" is not a length\nhint: write metres or feet, e.g. 1=88m or 4=310ft; `-` removes it\n"),
            (["course", "add", "Pine#2", "--holes", "9"], 64, "error: \"Pine#2\" cannot be a course name: a name cannot contain \"#\"\n"),
            (["course", "show", "Cedar Crek"], 66, "error: no course \"Cedar Crek\" in this scorebook\nhint: did you mean \"Cedar Creek\"?\n"),
            (["course", "show", "nowhere"], 66,
             "error: no course \"nowhere\" in this scorebook\nhint: courses: Cedar Creek, Lakeside Park, Quarry Ridge (Long Tees)\n"),
            (["course", "rm", "nowhere"], 66,
             "error: no course \"nowhere\" in this scorebook\nhint: courses: Cedar Creek, Lakeside Park, Quarry Ridge (Long Tees)\n"),
            (["course", "edit", "cedar", "--rename", "Lakeside Park"], 73, "error: the course \"Lakeside Park\" already exists (courses/lakeside-park.course)\n"),
        ]
        for (arguments, status, stderr) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr == stderr, "\(arguments)")
        }
        #expect(try cli.list("courses") == ["cedar-creek.course", "lakeside-park.course", "quarry-ridge-long-tees.course"])
    }

    @Test func ambiguousCourse() throws {
        let cli = try CLIRunner.scorebook()
        try cli.run(["course", "add", "Cedar Hills", "--holes", "9"])
        let result = try cli.run(["course", "show", "cedar"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: \"cedar\" matches several courses: Cedar Creek, Cedar Hills\nhint: use a longer name or the layout, e.g. \"Cedar Creek\"\n")
    }

    @Test func anExactNameWinsOverTheSameNameWithALayout() throws {
        let cli = try CLIRunner.scorebook()
        try cli.run(["course", "add", "Cedar Creek", "--layout", "Main", "--holes", "9"])
        for query in ["Cedar Creek", "cedar creek"] {
            let show = try cli.run(["course", "show", query])
            #expect(show.status == 0, "\(query)")
            #expect(show.stderr == "", "\(query)")
            #expect(show.stdout.hasPrefix("Cedar Creek: 18 holes, par 58 (courses/cedar-creek.course)\n"), "\(query)")
        }
        let layout = try cli.run(["course", "show", "Cedar Creek (Main)"])
        #expect(layout.stdout.hasPrefix("Cedar Creek (Main): 9 holes, par 27 (courses/cedar-creek-main.course)\n"))
        let start = try cli.run(["round", "start", "Cedar Creek", "--players", "Mike", "--at", "2026-11-21T09:30:00-08:00"])
        #expect(start.status == 0)
        #expect(start.stderr == "")
        #expect(try cli.list("rounds") == ["2026-11-21-cedar-creek-mike-phone.round"])
        let prefix = try cli.run(["course", "show", "cedar"])
        #expect(prefix.status == 64)
        #expect(prefix.stderr == "error: \"cedar\" matches several courses: Cedar Creek, Cedar Creek (Main)\nhint: use a longer name or the layout, e.g. \"Cedar Creek\"\n")
    }

    @Test func aCourseNameCannotEscapeTheScorebook() throws {
        let cli = try CLIRunner.scorebook()
        let result = try cli.run(["course", "add", "../../etc", "--holes", "3"])
        #expect(result.status == 0)
        #expect(result.stdout == "Added ../../etc: 3 holes, par 9 (courses/etc.course)\n")
        #expect(try cli.list("courses").contains("etc.course"))
        #expect(!FileManager.default.fileExists(atPath: cli.directory.deletingLastPathComponent().appendingPathComponent("etc.course").path))
        let dots = try cli.run(["course", "add", "..", "--holes", "3"])
        #expect(dots.stdout.wholeMatch(of: /Added \.\.: 3 holes, par 9 \(courses\/name-[0-9a-f]{8}\.course\)\n/) != nil, "\(dots.stdout)")
        let round = try cli.run(["round", "start", "../../etc", "--players", "Mike", "--at", "2026-11-21T09:30:00-08:00"])
        #expect(round.status == 0)
        #expect(try cli.list("rounds") == ["2026-11-21-etc-mike-phone.round"])
    }
}
