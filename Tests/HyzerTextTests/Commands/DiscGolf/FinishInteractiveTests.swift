import Foundation
import Testing

/// `finish` with holes missing asks on a terminal (tmux): "Finish anyway? … [y/N]".
@Suite("finish, interactive (tmux)")
struct FinishInteractiveTests {
    /// Starts `finish` in a terminal on a round where Mike has holes 2–6 only.
    static func start() throws -> (CLIRunner, TmuxSession) {
        let cli = try FinishEndToEndTests.halfPlayedRound()
        let session = try TmuxSession([CLIRunner.binary.path, "-C", cli.directory.path, "finish"],
                                      environment: ["HYZER_NOW": "2026-11-21T10:00:00-08:00"], columns: 140)
        return (cli, session)
    }

    @Test func yesFinishes() throws {
        let (cli, session) = try Self.start()
        defer { session.close() }
        let question = try session.waitFor("[y/N]")
        #expect(question.contains("""
            Not every hole has a score (13 missing):
              Mike: 1, 7–9
              Uncle Bob: 1–9
            Finish anyway? Missing holes count as no-score. [y/N]
            """))
        #expect(!(try cli.read(FinishEndToEndTests.file).contains("finished")))
        try session.send("y", "Enter")
        let screen = try session.waitFor("[exited ")
        #expect(screen.contains("Finished rounds/2026-11-21-lakeside-park-mike-phone.round with 13 missing scores recorded as no-score."))
        #expect(screen.contains("[exited 0]"))
        #expect(try cli.read(FinishEndToEndTests.file).hasSuffix("finished 2026-11-21T10:00:00-08:00 @mike-phone.15 by=Mike\n"))
    }

    @Test(arguments: [["Enter"], ["n", "Enter"], ["C-d"]])
    func anythingElseWritesNothing(_ keys: [String]) throws {
        let (cli, session) = try Self.start()
        defer { session.close() }
        let before = try cli.read(FinishEndToEndTests.file)
        try session.waitFor("[y/N]")
        for key in keys { try session.send(key) }
        let screen = try session.waitFor("[exited ")
        #expect(screen.contains("Not finished: nothing written."))
        #expect(screen.contains("[exited 1]"))
        #expect(try cli.read(FinishEndToEndTests.file) == before)
    }
}
