import Foundation
import HyzerFormat
import Testing

/// The `.scorebook` marker, with real git clones: git keeps it where it drops an empty `rounds/`, so a
/// fresh clone of a scorebook without rounds is a scorebook, and `init` there leaves the group's
/// courses alone. Scorebooks made before the marker are still recognised, and `sync` adds it.
@Suite("scorebook marker, end to end")
struct ScorebookMarkerEndToEndTests {
    @Test func aFreshCloneWithoutRoundsIsAScorebookAndInitDoesNotReseedDeletedCourses() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        // The group deletes a seeded course and has no round yet: rounds/ is empty, git does not keep it.
        try FileManager.default.removeItem(atPath: sandbox.path("mike-phone") + "/courses/quarry-ridge-long-tees.course")
        let shared = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(shared.status == 0, "\(shared.stderr)")
        #expect(try sandbox.git("mike-phone", ["ls-files", ".scorebook"]).stdout == ".scorebook\n")

        try GitSandbox.git(["clone", "-q", "origin.git", "jake-laptop"], in: sandbox.runner.directory.path)
        let clone = sandbox.path("jake-laptop")
        #expect(!FileManager.default.fileExists(atPath: clone + "/rounds"))
        #expect(Scorebook.isScorebook(clone))
        let list = try sandbox.hyzer("jake-laptop", ["course", "list"])
        #expect(list.status == 0, "\(list.stderr)")

        let setup = try sandbox.hyzer("jake-laptop", ["init", "--name", "Jake", "--device", "jake-laptop"])
        #expect(setup.status == 0, "\(setup.stderr)")
        #expect(setup.stdout.hasPrefix("Set up this device in the scorebook at \(clone): you are Jake on device jake-laptop.\nShared files were left as they are.\n"))
        #expect(try sandbox.runner.list("jake-laptop/courses") == ["cedar-creek.course", "lakeside-park.course"])
        #expect(try sandbox.git("jake-laptop", ["status", "--porcelain"]).stdout == "")
        // The folder git dropped is back, so the first round can be started.
        let start = try sandbox.hyzer("jake-laptop", ["round", "start", "Cedar Creek", "--players", "Jake,Mike"])
        #expect(start.status == 0, "\(start.stderr)")
    }

    @Test func aScorebookFromBeforeTheMarkerIsRecognisedAndSyncAddsIt() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        try FileManager.default.removeItem(atPath: sandbox.path("mike-phone") + "/.scorebook")
        #expect(try sandbox.hyzer("mike-phone", ["round", "start", "Lakeside Park", "--players", "Mike,Jake"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["check"]).status == 0)
        let sync = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(try sandbox.git("mike-phone", ["show", "--name-only", "--format=", "HEAD"]).stdout.split(separator: "\n").contains(".scorebook"))
        #expect(try sandbox.git("mike-phone", ["status", "--porcelain"]).stdout == "")
    }

    /// A pull that brings no new score still says what it brought: a finished round, a new course.
    @Test func syncSaysWhatCameInWhenItIsNotScores() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-laptop", name: "Jake")
        #expect(try sandbox.hyzer("jake-laptop", ["sync"]).status == 0)

        #expect(try sandbox.hyzer("mike-phone", ["round", "start", "Lakeside Park", "--players", "Mike,Jake"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        let newRound = try sandbox.hyzer("jake-laptop", ["sync"])
        #expect(newRound.stdout.contains("Pulled from origin: new round 2026-11-21-lakeside-park-mike-phone (no scores yet).\n"), "\(newRound.stdout)")

        #expect(try sandbox.hyzer("mike-phone", ["finish", "--yes"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["course", "add", "Oak Grove", "--holes", "9"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        let finished = try sandbox.hyzer("jake-laptop", ["sync"])
        #expect(finished.stdout.contains("Pulled from origin: new course oak-grove (3 settings); round 2026-11-21-lakeside-park-mike-phone finished.\n"),
                "\(finished.stdout)")
    }
}
