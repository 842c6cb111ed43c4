import Testing

/// `round alias` is one library workflow (``Scorebook/addAlias(in:_:)``): it rewrites the player's
/// header line under the lock, and refuses a file with bad lines, which the rewrite would rewrite too.
@Suite("round alias, end to end")
struct RoundAliasEndToEndTests {
    static let file = "rounds/2026-11-21-lakeside-park-mike-phone.round"

    @Test func aFileWithBadLinesIsShownAndLeftAsItIs() throws {
        let cli = try CLIRunner.startedRound()
        try cli.append(Self.file, Array("1 Mike three\n".utf8))
        let before = try cli.read(Self.file)
        let refused = try cli.run(["round", "alias", "Jake", "JJ"])
        #expect(refused.status == 65)
        #expect(refused.stderr.hasPrefix("\(Self.file):"), "\(refused.stderr)")
        #expect(refused.stderr.contains("1 Mike three\n"), "the bad line is shown as every command shows it")
        #expect(refused.stderr.hasSuffix("""
            error: \(Self.file) has lines with errors, and adding an alias rewrites the file
            hint: fix them first (`hyzer-text check`), then try again

            """), "\(refused.stderr)")
        #expect(try cli.read(Self.file) == before)
    }

    @Test func anAliasAlreadyThereWritesNothing() throws {
        let cli = try CLIRunner.startedRound()
        try cli.quietly(["round", "alias", "Jake", "JJ"])
        let before = try cli.read(Self.file)
        #expect(try cli.quietly(["round", "alias", "Jake", "JJ"]) == "Jake already answers to \"JJ\": nothing written.\n")
        #expect(try cli.read(Self.file) == before)
    }
}
