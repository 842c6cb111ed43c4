import HyzerFormat
import Testing

/// A team round's header (`format`, `team`, `cali`): the teams are the round's competitors, a member's
/// name scores the team, copies merge as one round, and the draw repeats from its seed.
@Suite("team rounds: the file")
struct TeamLineTests {
    /// The header up to its players: Mike, Jake (aka Jacob), Sarah, Nate and Priya, best shot.
    static let people = """
        course Lakeside Park
        started 2026-11-21T09:30:00-08:00
        organizer Mike
        pars 3 3 3 3 3 3 4 3 3
        format best-shot
        player Mike
        player Jake aka Jacob
        player Sarah
        player Nate
        player Priya

        """
    /// Mike+Jake, Birdie Hunters (Sarah+Nate) and Priya as a Cali single.
    static let header = people + "team Mike+Jake\nteam Birdie Hunters = Sarah+Nate\ncali Priya\n\n"

    func parse(_ body: String, header: String = TeamLineTests.header) -> (round: Round, diagnostics: [Diagnostic]) {
        let (document, diagnostics) = RoundParser.parse(header + body, path: "t.round")
        return (document.round, diagnostics)
    }

    @Test func theTeamsAreTheCompetitorsAndAnswerToTheirMembers() throws {
        let (round, diagnostics) = parse("1 Mike 3\n1 jacob 4\n1 Nate 2\n1 Priya 3\n")
        #expect(diagnostics.isEmpty)
        #expect(round.players.map(\.name) == ["Mike+Jake", "Birdie Hunters", "Priya (cali)"])
        #expect(round.people.map(\.name) == ["Mike", "Jake", "Sarah", "Nate", "Priya"])
        #expect(round.teamPlay?.format == .bestShot)
        #expect(round.events.map(\.player) == ["Mike+Jake", "Mike+Jake", "Birdie Hunters", "Priya (cali)"])
        // Two hand-typed lines for one team on one hole: the later corrects (rule 8), as for one player.
        #expect(Scorecard(round: round).strokes(player: 0, hole: 1) == 4)
    }

    @Test func fmtWritesTheTeamsNameAndKeepsTheIdentity() throws {
        let (document, _) = RoundParser.parse(Self.header + "1 Jacob 4\n", path: "t.round")
        let formatted = RoundFormatter.format(document)
        #expect(formatted.hasSuffix("cali Priya\n\n1 Mike+Jake 4\n"))
        let again = RoundParser.parse(formatted, path: "t.round").document
        #expect(again.round.events[0].id == document.round.events[0].id)
        #expect(RoundFormatter.format(again) == formatted)
    }

    @Test(arguments: [
        ("team Mike+Jake\nteam Jake+Sarah\n", 12, "Jake is already in Mike+Jake"),
        ("team Mike+Jake\nteam Sarah+Nick\n", 12, "no player \"Nick\" in this round"),
        ("team Mike+Jake+Mike\n", 11, "Mike is named twice in this team"),
        ("team Mike+Jake\ncali Sarah+Nate\n", 12, "a Cali single is one player, this names 2"),
        ("team Mike+Jake\nteam Sarah = Nate+Priya\n", 12, "the team's name \"Sarah\" is Sarah's, who is not in it"),
        ("team Mike+Jake\nteam Sarah+\n", 12, "a team names its players joined by +"),
        ("team Mike+Jake\nteam Sarah+Nate\n", 10, "Priya is in no team"),
        ("team Mike+Jake\nteam Sarah+Nate\ncali Priya\n\n1 Mike 3\nteam Mike+Jake\n", 16, "a team was formed after scoring started (line 15)"),
    ])
    func aBadTeamLineIsAnErrorOnItsLine(lines: String, line: Int, message: String) throws {
        let (_, diagnostics) = parse(lines, header: Self.people)
        let error = try #require(diagnostics.first { $0.message == message }, "\(diagnostics.map(\.message))")
        #expect(error.severity == .error)
        #expect(error.location.line == line)
    }

    @Test func twoDevicesScoringTwoMembersAreADiscrepancyWhenCopiesMerge() throws {
        let a = RoundMerge.Copy(path: "a.round", text: Self.header + "1 Mike 3 @mike-phone.1\n")
        let b = RoundMerge.Copy(path: "b.round", text: Self.header + "1 Jake 4 @jake-phone.1\n")
        let result = try RoundMerge.merge(a, b)
        let discrepancy = try #require(result.report.discrepancies.first)
        #expect(discrepancy.player == "Mike+Jake" && discrepancy.hole == 1)
        #expect(result.text.hasPrefix(Self.header))
    }

    @Test func copiesWithDifferentTeamsDoNotMerge() throws {
        let other = Self.people + "team Mike+Sarah\nteam Jake+Nate\ncali Priya\n"
        #expect(throws: HyzerError.self) {
            try RoundMerge.merge(RoundMerge.Copy(path: "a.round", text: Self.header), RoundMerge.Copy(path: "b.round", text: other))
        }
    }

    @Test func aDrawRepeatsFromItsSeedAndLeavesTheOddPlayerCali() {
        let players = ["Mike", "Jake", "Sarah", "Nate", "Priya"]
        let teams = TeamDraw.teams(players, seed: 42)
        #expect(teams == TeamDraw.teams(players, seed: 42))
        #expect(teams.map(\.members.count) == [2, 2, 1])
        #expect(teams.last?.isCali == true)
        #expect(Set(teams.flatMap(\.members)) == Set(players))
        #expect((0..<20).map { TeamDraw.teams(players, seed: $0) }.contains { $0 != teams })
    }
}
