import Foundation
import Testing

/// Course and league files through real git (issue 42, item 1): two clones that edit different
/// settings both keep both edits, with no conflict; two that set one setting to different values get a
/// discrepancy that `sync` counts and lists, `check` and the commands that use the file warn of, and
/// `resolve FILE WORDS` or `course edit` settles on every clone.
@Suite("course and league files merge as settings, through git")
struct SettingsSyncEndToEndTests {
    static let league = "leagues/autumn.league"
    static let course = "courses/cedar-creek.course"

    /// Mike's clone makes the scorebook with a league and shares it; Jake's clone joins.
    static func sandbox() throws -> GitSandbox {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        try sandbox.runner.write("mike-phone/" + league, "# Tuesday nights.\nleague Autumn\npoints place 10 8 6\nbest 3\n")
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-phone", name: "Jake")
        return sandbox
    }

    /// Replaces `old` by `new` in a clone's file, as an editor does.
    static func edit(_ sandbox: GitSandbox, _ file: String, _ old: String, _ new: String) throws {
        let text = try sandbox.runner.read(file)
        #expect(text.contains(old))
        try sandbox.runner.write(file, text.replacingOccurrences(of: old, with: new))
    }

    @Test func editsOfDifferentSettingsBothLandOnEveryClone() throws {
        let sandbox = try Self.sandbox()
        try Self.edit(sandbox, "mike-phone/" + Self.league, "best 3", "best 4")
        #expect(try sandbox.hyzer("mike-phone", ["course", "edit", "Cedar Creek", "--hole-par", "4=5"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).stdout == """
            Committed: course cedar-creek edited; league autumn edited.
            Nothing new from origin.
            Pushed to origin/master.

            """)
        try sandbox.runner.write("jake-phone/" + Self.league, try sandbox.runner.read("jake-phone/" + Self.league) + "course Cedar Creek\n")
        #expect(try sandbox.hyzer("jake-phone", ["course", "edit", "Cedar Creek", "--length", "9=210m"]).status == 0)
        let jake = try sandbox.hyzer("jake-phone", ["sync"])
        #expect(jake.stdout == """
            Committed: course cedar-creek edited; league autumn edited.
            Pulled from origin: course cedar-creek edited (hole 4: par 5 length 142m); league autumn edited (best: 4).
            Pushed to origin/master.

            """)
        #expect(jake.status == 0 && jake.stderr == "", "\(jake.stderr)")
        let mike = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(mike.stdout == "Pulled from origin: course cedar-creek edited (hole 9: par 5 length 210m); league autumn edited (course: Cedar Creek).\n")
        for device in ["mike-phone", "jake-phone"] {
            #expect(try sandbox.runner.read(device + "/" + Self.league) == "# Tuesday nights.\nleague Autumn\ncourse Cedar Creek\npoints place 10 8 6\nbest 4\n")
            let course = try sandbox.runner.read(device + "/" + Self.course)
            #expect(course.contains("\nhole 4 par 5 length 142m\nhole 9 par 5 length 210m\n") && !course.contains("<<<<<<<"))
            let check = try sandbox.hyzer(device, ["check"])
            #expect(check.status == 0 && check.stdout == "" && check.stderr == "", "\(device): \(check.stderr)")
            #expect(try sandbox.git(device, ["status", "--porcelain"]).stdout == "")
        }
    }

    @Test func twoValuesOfOneSettingAreADiscrepancyThatResolveSettlesEverywhere() throws {
        let sandbox = try Self.sandbox()
        try Self.edit(sandbox, "mike-phone/" + Self.league, "best 3", "best 4")
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try Self.edit(sandbox, "jake-phone/" + Self.league, "best 3", "best 5")
        let jake = try sandbox.hyzer("jake-phone", ["sync"])
        #expect(jake.stdout == """
            Committed: league autumn edited.
            Pulled from origin: 1 discrepancy in league autumn (best: 4 or 5).
            Pushed to origin/master.
            1 discrepancy pending in leagues/autumn.league:
            best: 4 or 5 (4 counts until it is settled)
            hint: keep one with `hyzer-text resolve leagues/autumn.league best 4` (or `best 5`)

            """)
        #expect(jake.status == 1, "\(jake.stderr)")
        #expect(try sandbox.runner.read("jake-phone/" + Self.league) == "# Tuesday nights.\nleague Autumn\npoints place 10 8 6\nbest 4\nbest 5\n")

        // Every clone sees it: the sync that brings it, check, and the table that uses the file.
        let mike = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(mike.stdout.hasPrefix("Pulled from origin: 1 discrepancy in league autumn (best: 4 or 5).\n1 discrepancy pending in leagues/autumn.league:\n"))
        #expect(mike.status == 1)
        let check = try sandbox.hyzer("mike-phone", ["check"])
        #expect(check.status == 0 && check.stderr.contains("leagues/autumn.league:4:1: warning: best is disputed: this line says 4, line 5 says 5; this one counts until it is settled\n"))
        let standings = try sandbox.hyzer("mike-phone", ["league", "standings"])
        #expect(standings.stdout.contains("best 4 results count"))
        #expect(standings.stderr == """
            warning: leagues/autumn.league: best is disputed: 4 or 5; 4 counts until it is settled
            hint: keep one with `hyzer-text resolve leagues/autumn.league best 4` (or `best 5`)

            """)

        // The organizer's word, on one clone, reaches the other.
        let resolve = try sandbox.hyzer("mike-phone", ["resolve", "leagues/autumn", "best", "5"])
        #expect(resolve.stdout == "Settled leagues/autumn.league: kept `best 5`, removed `best 4`.\n" && resolve.status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).stdout == """
            Committed: 1 discrepancy settled in league autumn.
            Nothing new from origin.
            Pushed to origin/master.

            """)
        let back = try sandbox.hyzer("jake-phone", ["sync"])
        #expect(back.stdout == "Pulled from origin: 1 discrepancy settled in league autumn (best: 5).\n" && back.status == 0)
        for device in ["mike-phone", "jake-phone"] {
            #expect(try sandbox.runner.read(device + "/" + Self.league) == "# Tuesday nights.\nleague Autumn\npoints place 10 8 6\nbest 5\n")
            #expect(try sandbox.hyzer(device, ["check"]).stderr == "")
        }
    }

    @Test func aDisputedParWaitsForTheOrganizerBeforeARoundStarts() throws {
        let sandbox = try Self.sandbox()
        #expect(try sandbox.hyzer("mike-phone", ["course", "edit", "Cedar Creek", "--hole-par", "4=5"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        #expect(try sandbox.hyzer("jake-phone", ["course", "edit", "Cedar Creek", "--hole-par", "4=3", "--length", "4=140m"]).status == 0)
        let jake = try sandbox.hyzer("jake-phone", ["sync"])
        #expect(jake.stdout.contains("Pulled from origin: 1 discrepancy in course cedar-creek (hole 4: par 3 length 140m or par 5 length 142m).\n"))
        #expect(jake.status == 1)

        // A round keeps the pars it starts with: it waits for the dispute to be settled.
        let start = try sandbox.hyzer("jake-phone", ["round", "start", "Cedar Creek", "--players", "Mike,Jake"])
        #expect(start.status == 1 && start.stdout == "")
        #expect(start.stderr == """
            not started: Cedar Creek is in dispute in courses/cedar-creek.course (hole 4: par 3 length 140m or par 5 length 142m)
            hint: a round keeps the pars it starts with, so settle it first: keep one with `hyzer-text resolve courses/cedar-creek.course hole 4 par 3 length 140m` (or `hole 4 par 5 length 142m`), or set it with `hyzer-text course edit "Cedar Creek" --hole-par 4=P` (or `--length 4=D`)

            """)
        let show = try sandbox.hyzer("jake-phone", ["course", "show", "Cedar Creek"])
        #expect(show.stdout.contains("\n   4    3  140m\n"))  // the first value in byte order counts meanwhile
        #expect(show.stderr.hasPrefix("warning: courses/cedar-creek.course: hole 4 is disputed: par 3 length 140m or par 5 length 142m; "))

        // The organizer's word: `course edit` setting the hole settles it, and says so.
        let edit = try sandbox.hyzer("jake-phone", ["course", "edit", "Cedar Creek", "--hole-par", "4=5", "--length", "4=142m"])
        #expect(edit.stdout.hasSuffix("Settled hole 4 (it was par 3 length 140m or par 5 length 142m).\n") && edit.stderr == "")
        #expect(try sandbox.hyzer("jake-phone", ["sync"]).status == 0)
        // Mike's clone never saw the dispute, and the hole is as it had it: nothing new there.
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).stdout == "Pulled from origin: nothing new.\n")
        #expect(try sandbox.hyzer("mike-phone", ["round", "start", "Cedar Creek", "--players", "Mike,Jake"]).status == 0)
        #expect(try sandbox.runner.read("mike-phone/" + Self.course) == (try sandbox.runner.read("jake-phone/" + Self.course)))
    }

    @Test func anExistingScorebookGetsTheNewAttributesOnItsNextSync() throws {
        let sandbox = try Self.sandbox()
        // A scorebook made when only rounds and matches were merged by the driver.
        try sandbox.runner.write("mike-phone/.gitattributes", "# Round files, Match files merge semantically with hyzer-text (see `hyzer-text install-driver`).\n*.round merge=hyzer\n*.match merge=hyzer\n")
        try sandbox.git("mike-phone", ["commit", "-qam", "as it was"])
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        #expect(try sandbox.runner.read("mike-phone/.gitattributes").hasSuffix("*.match merge=hyzer\n*.course merge=hyzer\n*.league merge=hyzer\n*.tags merge=hyzer\n"))
        #expect(try sandbox.git("mike-phone", ["status", "--porcelain"]).stdout == "")  // committed and shared
        #expect(try sandbox.hyzer("jake-phone", ["sync"]).status == 0)
        #expect(try sandbox.runner.read("jake-phone/.gitattributes") == (try sandbox.runner.read("mike-phone/.gitattributes")))
    }
}
