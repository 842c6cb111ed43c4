import Testing

@Suite("score and standings, end to end")
struct ScoringEndToEndTests {
    @Test func scoringAHoleShowsWhoMoved() throws {
        let cli = try CLIRunner.scorebook()
        defer { cli.remove() }
        try cli.run(["round", "start", "Cedar Creek", "--players", "Mike,Jake,Sarah", "--at", "2026-11-21T09:30:00-08:00"])
        try cli.run(["score", "Mike", "3"])
        try cli.run(["score", "Jake", "2"])
        let result = try cli.run(["score", "Sarah", "2"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
        Hole 1: Sarah 2 (birdie)
        T1.Jake -1  T1.Sarah -1  3.Mike E ▼1
        Next: hole 2

        """)
    }
}
