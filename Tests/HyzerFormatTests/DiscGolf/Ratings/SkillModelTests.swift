import HyzerFormat
import Testing

/// The skill model (docs/HANDICAPS.md): the worked example's arithmetic, determinism, fairness within a
/// round, the fall-back to par and the group for thin data, and the passage of time.
@Suite("skill model")
struct SkillModelTests {
    static let day: Int64 = 86_400
    static let start = Timestamp(secondsSinceEpoch: 1_772_906_400, utcOffsetMinutes: -480)  // 2026-03-07T10:00:00-08:00

    static func round(_ name: String, days: Int64 = 0, course: String = "Tiny Park", pars: [Int] = [3, 3],
                      _ cards: [(String, [Int?])]) -> PlayedRound {
        PlayedRound(name: name, started: Timestamp(secondsSinceEpoch: start.secondsSinceEpoch + days * day, utcOffsetMinutes: -480),
                    course: course, pars: pars, cards: cards.map { PlayedRound.Card(player: $0.0, strokes: $0.1) })
    }

    /// The worked example of docs/HANDICAPS.md: Ann 3 4, Ben 4 5 on two par-3 holes.
    static let example = round("2026-03-07-tiny-park", [("Ann", [3, 4]), ("Ben", [4, 5])])

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.000_001) -> Bool { abs(a - b) <= tolerance }

    @Test func theWorkedExampleHolds() throws {
        let model = SkillModel(rounds: [Self.example])
        let layout = try #require(model.layout(course: "Tiny Park", pars: [3, 3]))
        #expect(Self.close(layout.holes[0].mean, -0.2))
        #expect(Self.close(layout.holes[1].mean, 0.2))
        #expect(Self.close(layout.holes[0].variance, 0.18))
        let ann = try #require(model.player("ann")), ben = try #require(model.player("Ben"))
        #expect(Self.close(model.groupMean, 18))
        #expect(Self.close(ann.skill.mean, 16.682670))
        #expect(Self.close(ben.skill.mean, 19.317330))
        #expect(Self.close(ann.skill.variance, 23.170, 0.001))
        // One round says nothing about pace: every score is at τ = 0.
        #expect(ann.pace == 0 && ben.pace == 0)
        #expect(Self.close(model.averageHoleDifficulty, 0))
        // Each equation of docs/HANDICAPS.md holds.
        let annLeft: Double = ann.skill.mean * (1.0 / 25 + 2 / 291.6)
        let annRight: Double = 18.0 / 25 + 1.0 / 16.2
        #expect(Self.close(annLeft, annRight))
        let holeLeft: Double = -0.2 * (1 / 0.3 + 2 / 0.9)
        let holeRight: Double = (1 - (ann.skill.mean + ben.skill.mean) / 18) / 0.9
        #expect(Self.close(holeLeft, holeRight))
        #expect(model.newPlayerPrior == Belief(mean: model.groupMean, variance: 25))
        let handicaps = [("Ann", 1.853630), ("Ben", 2.146370), ("Cleo", 2.0)].map { name, expected in
            (Handicaps.handicap(name, model: model, course: "Tiny Park", pars: [3, 3], allowance: 100), expected)
        }
        for (handicap, expected) in handicaps {
            #expect(Self.close(handicap.expected, expected), "\(handicap.player)")
            #expect(handicap.strokes == 2)
        }
        #expect(Self.close(handicaps[0].0.deviation, 0.804, 0.001))
        #expect(handicaps.map(\.0.isFromGroupPrior) == [false, false, true])
    }

    @Test func theExplanationShowsTheEquationOfTheSkill() throws {
        let ratings = try Ratings(rounds: [Self.example, Self.round("later", days: 180, [("Ben", [3, 3])])], player: "ben")
        let explanation = try #require(ratings.explanation)
        #expect(explanation.rows.map(\.round) == ["2026-03-07-tiny-park", "later"])
        #expect(explanation.rows.map(\.weight) == [0.5, 1])
        #expect(explanation.rows.map(\.actual) == [3, 0])
        let settings = ratings.settings
        let solved = (explanation.groupMean / settings.playerPriorVariance + explanation.residual / (18 * settings.holeNoise))
            / (1 / settings.playerPriorVariance + explanation.holeWeight / (324 * settings.holeNoise))
        #expect(Self.close(solved, explanation.skill.mean, 1e-9))
        #expect(Self.close(explanation.holeWeight, 2 * 0.5 + 2))
    }

    @Test func theSameRoundsGiveTheSameNumbersBitForBit() {
        let rounds = (0..<40).map { index in
            // Three layouts, players joining late, rounds a few days apart.
            Self.round("r\(index)", days: Int64(index * 6), course: index % 3 == 0 ? "Cedar" : "Tiny Park",
                       [("Ann", [3 + index % 2, 4]), ("Ben", [4, 5 - index % 3]), ("Cleo", [2 + index % 4, 3])])
        }
        let first = SkillModel(rounds: rounds), second = SkillModel(rounds: rounds)
        #expect(first.players == second.players)
        #expect(first.layouts == second.layouts)
        #expect(first.players.map(\.name) == ["Ann", "Ben", "Cleo"])
    }

    @Test func theOrderOfPlayersInARoundDoesNotMatter() throws {
        let forward = SkillModel(rounds: [Self.example])
        let backward = SkillModel(rounds: [Self.round("2026-03-07-tiny-park", [("Ben", [4, 5]), ("Ann", [3, 4])])])
        for name in ["Ann", "Ben"] {
            let a = try #require(forward.player(name)), b = try #require(backward.player(name))
            #expect(Self.close(a.skill.mean, b.skill.mean, 1e-12) && Self.close(a.skill.variance, b.skill.variance, 1e-12))
        }
    }

    @Test func thinDataFallsBackToParAndTheGroup() {
        let model = SkillModel(rounds: [Self.example])
        // A layout nobody has played counts at par: only the skill share is expected, with the prior variance per hole.
        let elsewhere = model.expectation(player: "Ben", course: "Quarry Ridge", pars: Array(repeating: 3, count: 18))
        let ben = model.player("Ben")!.skill
        #expect(Self.close(elsewhere.mean, ben.mean))
        let variance: Double = 18 * 0.3 + ben.variance
        #expect(Self.close(elsewhere.variance, variance))
        // Before any round: par, and the prior variance.
        let empty = SkillModel()
        let nobody = empty.expectation(player: "Dee", course: "Tiny Park", pars: [3, 3])
        #expect(nobody.mean == 0)
        let share = 2.0 / 18
        let emptyVariance: Double = 2 * 0.3 + share * share * 25
        #expect(Self.close(nobody.variance, emptyVariance))
        #expect(empty.newPlayerPrior == Belief(mean: 0, variance: 25))
    }

    @Test func aRoundCountsHalfAfterTheHalfLife() {
        var model = SkillModel()
        model.absorb(Self.example)
        model.absorb(Self.round("later", days: 180, [("Ann", [3, 3])]))
        #expect(Self.close(model.weight(ofDay: Double(Self.start.secondsSinceEpoch) / 86_400), 0.5, 1e-12))
        #expect(Self.close(SkillModel.power(half: 2.5), 0.176_776_695_296_636_9, 1e-15))
    }

    @Test func aPlayerWhoOnlyPlaysEasyHolesIsNotFlattered() throws {
        // Three equally good players: Ann only plays the easy layout, Cleo mostly the hard one, Ben
        // both. Ann's good scores on the easy layout are what anyone scores there.
        var rounds: [PlayedRound] = []
        for index in 0..<35 {
            rounds.append(Self.round("easy\(index)", days: Int64(2 * index), course: "Easy", [("Ann", [2, 3]), ("Ben", [2, 3])]))
            rounds.append(Self.round("hard\(index)", days: Int64(2 * index + 1), course: "Hard", [("Ben", [4, 5]), ("Cleo", [4, 5])]))
            if index % 2 == 0 {
                rounds.append(Self.round("mixed\(index)", days: Int64(2 * index + 1), course: "Easy", [("Cleo", [2, 3]), ("Ben", [2, 3])]))
            }
        }
        let model = SkillModel(rounds: rounds)
        let skills = try ["Ann", "Ben", "Cleo"].map { try #require(model.player($0)).skill.mean }
        #expect(skills.max()! - skills.min()! < 2.5, "\(skills)")
        let easy = try #require(model.layout(course: "Easy", pars: [3, 3])).difficulty
        let hard = try #require(model.layout(course: "Hard", pars: [3, 3])).difficulty
        #expect(hard - easy > 3.4)
    }

    /// Ann gets a stroke better over 18 holes every 13 weeks for a year; Ben stays at +5. The pace
    /// follows Ann: it is negative, Ben's is near 0, and what the model expects of Ann next is nearer
    /// her last rounds than the level model's (no pace) expectation, which lags behind.
    @Test func aSteadyImproverIsFollowedByThePace() throws {
        let pars = Array(repeating: 3, count: 18)
        let rounds = (0..<52).map { week in
            let over = 8 - week / 13  // Ann's strokes over par this week: +8 down to +5
            let ann = pars.indices.map { hole in 3 + (hole < over % 18 ? 1 : 0) + over / 18 }
            let ben = pars.indices.map { hole in 3 + (hole < 5 ? 1 : 0) }
            return Self.round("week\(week)", days: Int64(7 * week), course: "Cedar", pars: pars, [("Ann", ann), ("Ben", ben)])
        }
        let paced = SkillModel(rounds: rounds)
        let level = SkillModel(rounds: rounds, settings: SkillModelSettings(holeNoise: 0.9, playerPriorVariance: 25,
                                                                              holePriorVariance: 0.3, halfLifeDays: 180))
        let ann = try #require(paced.player("Ann")), ben = try #require(paced.player("Ben"))
        #expect(ann.pace < -1, "\(ann.pace)")
        #expect(abs(ben.pace) < 1, "\(ben.pace)")
        #expect(level.player("Ann")?.pace == 0)
        // Ann's last rounds were +5, as Ben's: what each model expects of Ann beyond Ben is its lag.
        let gap = { (model: SkillModel) in
            model.expectation(player: "Ann", course: "Cedar", pars: pars).mean - model.expectation(player: "Ben", course: "Cedar", pars: pars).mean
        }
        #expect(gap(level) > 0.9, "\(gap(level))")
        #expect(abs(gap(paced)) < 0.7 && gap(paced) < gap(level) - 0.4, "\(gap(paced)) \(gap(level))")
    }

    @Test func handicapStrokesRoundHalfAwayFromZeroAfterTheAllowance() {
        #expect(Handicaps.strokes(0.5, allowance: 100) == 1)
        #expect(Handicaps.strokes(-0.5, allowance: 100) == -1)
        #expect(Handicaps.strokes(0.49, allowance: 100) == 0)
        #expect(Handicaps.strokes(10, allowance: 85) == 9)  // 8.5 → 9
        #expect(Handicaps.strokes(7.4, allowance: 85) == 6)  // 6.29 → 6
    }
}
