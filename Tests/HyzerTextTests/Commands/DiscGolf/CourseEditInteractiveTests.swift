import Foundation
import Testing

/// `course edit --holes N` with fewer holes asks on a terminal (tmux): "Drop them? … [y/N]".
@Suite("course edit, interactive (tmux)")
struct CourseEditInteractiveTests {
    @Test(arguments: [(["y", "Enter"], true), (["Enter"], false)])
    func droppingHolesAsksFirst(_ keys: [String], drops: Bool) throws {
        let cli = try CLIRunner.scorebook()
        let before = try cli.read("courses/lakeside-park.course")
        let session = try TmuxSession([CLIRunner.binary.path, "-C", cli.directory.path, "course", "edit", "lakeside", "--holes", "6"],
                                      environment: ["HYZER_NOW": "2026-11-21T10:00:00-08:00"], columns: 140)
        defer { session.close() }
        let question = try session.waitFor("[y/N]")
        #expect(question.contains("""
            Going from 9 holes to 6 drops holes 7–9 and what the course says of them:
              hole 7: par 4, 455ft
              holes 8–9: par 3
            Drop them? Rounds already played keep their own pars. [y/N]
            """))
        for key in keys { try session.send(key) }
        let screen = try session.waitFor("[exited ")
        if drops {
            #expect(screen.contains("Updated Lakeside Park: 6 holes, par 18 (courses/lakeside-park.course)."))
            #expect(screen.contains("[exited 0]"))
            #expect(try cli.read("courses/lakeside-park.course").contains("holes 6\n"))
        } else {
            #expect(screen.contains("Not changed: nothing written."))
            #expect(screen.contains("[exited 1]"))
            #expect(try cli.read("courses/lakeside-park.course") == before)
        }
    }
}
