import HyzerFormat
import Testing

@Suite("scoring: recording new scores")
struct ScoreRecordingTests {
    static let time = Timestamp("2026-11-21T18:00:00Z")!

    static func round(_ events: [ScoreEvent]) -> Round {
        Round(course: "Cedar Creek", pars: [3, 3, 4], started: Timestamp("2026-11-21T09:30:00-08:00")!, organizer: "Mike",
              players: [Player(name: "Mike"), Player(name: "Jake")], events: events)
    }

    @Test func entriesAreNumberedAfterTheDevicesHighestSequence() {
        let earlier = ScoreEvent(id: EventID(device: "phone", sequence: 7), hole: 2, player: "Jake", strokes: 3, device: "phone")
        let card = Scorecard(round: Self.round([earlier]), localDevice: "phone")
        let recorded = ScoreRecording.make([.init(hole: 1, player: "Mike", strokes: 3), .init(hole: 1, player: "Jake", strokes: 4)],
                                           card: card, reporter: "Mike", device: "phone", time: Self.time)
        #expect(recorded.map(\.event.id.rawValue) == ["phone.8", "phone.9"])
        #expect(recorded.allSatisfy { $0.replaced.isEmpty && $0.others.isEmpty && $0.event.supersedes.isEmpty })
        #expect(recorded[1].event.reporter == "Mike")
        #expect(recorded[1].event.time == Self.time)
    }

    @Test func aCorrectionSupersedesOnlyThisDevicesLeaves() {
        let mine = ScoreEvent(id: EventID(device: "phone", sequence: 1), hole: 1, player: "Mike", strokes: 4, device: "phone")
        let theirs = ScoreEvent(id: EventID(device: "laptop", sequence: 1), hole: 1, player: "Mike", strokes: 5, device: "laptop")
        let card = Scorecard(round: Self.round([mine, theirs]), localDevice: "phone")
        let recorded = ScoreRecording.make([.init(hole: 1, player: "Mike", strokes: 3)], card: card, reporter: "Jake",
                                           device: "phone", time: Self.time)[0]
        #expect(recorded.event.supersedes == [mine.id])
        #expect(recorded.event.resolves.isEmpty)
        #expect(recorded.replaced == [mine])
        #expect(recorded.others == [theirs])
        #expect(recorded.discrepancyEffect == .stillPending)
        #expect(recorded.provisionalStrokes == 5)
        #expect(recorded.organizer == "Mike")
    }

    // MARK: - The organizer's score settles (FR49)

    /// On the organizer's device a score that disagrees with another device's current one is a
    /// resolution: it names every other device's leaf (agreeing ones too) in `resolves=`, and alone
    /// counts afterwards. Read on any device, there is no discrepancy left.
    @Test func theOrganizersScoreOverAnotherDevicesResolvesIt() {
        let mine = ScoreEvent(id: EventID(device: "phone", sequence: 1), hole: 1, player: "Jake", strokes: 5, reporter: "Mike", device: "phone")
        let laptop = ScoreEvent(id: EventID(device: "laptop", sequence: 1), hole: 1, player: "Jake", strokes: 4, reporter: "Jake", device: "laptop")
        let tablet = ScoreEvent(id: EventID(device: "tablet", sequence: 1), hole: 1, player: "Jake", strokes: 3, reporter: "Sarah", device: "tablet")
        let round = Self.round([mine, laptop, tablet])
        for organizer in ["Mike", "mike"] {
            let recorded = ScoreRecording.make([.init(hole: 1, player: "Jake", strokes: 3)], card: Scorecard(round: round, localDevice: "phone"),
                                               reporter: organizer, device: "phone", time: Self.time)[0]
            #expect(recorded.event.supersedes == [mine.id])
            #expect(recorded.event.resolves == [laptop.id, tablet.id])
            #expect(recorded.others.isEmpty)
            #expect(recorded.overruled == [laptop])
            #expect(recorded.discrepancyEffect == .resolved)
            var after = round
            after.events.append(recorded.event)
            for device in ["phone", "laptop", "tablet"] {
                let card = Scorecard(round: after, localDevice: device)
                #expect(card.leaves(hole: 1, player: "Jake") == [recorded.event])
                #expect(card.discrepancies.isEmpty)
            }
        }
    }

    /// The organizer's score that agrees with every other device names nothing: agreement is silent,
    /// as on any device. A retraction another device recorded is still replaced by naming it.
    @Test func theOrganizersAgreeingScoreNamesNothing() {
        let laptop = ScoreEvent(id: EventID(device: "laptop", sequence: 1), hole: 1, player: "Jake", strokes: 4, device: "laptop")
        let cleared = ScoreEvent(id: EventID(device: "tablet", sequence: 1), hole: 2, player: "Jake", strokes: ScoreEvent.noScore, device: "tablet")
        let card = Scorecard(round: Self.round([laptop, cleared]), localDevice: "phone")
        let recorded = ScoreRecording.make([.init(hole: 1, player: "Jake", strokes: 4), .init(hole: 2, player: "Jake", strokes: 3)],
                                           card: card, reporter: "Mike", device: "phone", time: Self.time)
        #expect(recorded[0].event.resolves.isEmpty)
        #expect(recorded[0].others == [laptop])
        #expect(recorded[0].discrepancyEffect == .none)
        #expect(recorded[1].event.resolves == [cleared.id])
        #expect(recorded[1].discrepancyEffect == .none)
    }

    /// Who the organizer is: the `organizer` line's name in any case, or another name or alias of the
    /// player it names; nobody else.
    @Test(arguments: [("Mike", true), ("MIKE", true), ("Michael", true), ("Mikey", true), ("Jake", false), ("Mik", false), ("Sarah", false)])
    func theOrganizerIsTheNameOnTheOrganizerLine(name: String, organizes: Bool) {
        var round = Self.round([])
        round.players = [Player(name: "Michael", aliases: ["Mike", "Mikey"]), Player(name: "Jake")]
        #expect(round.isOrganizer(name) == organizes)
        round.organizer = "Sarah"  // an organizer who is no player
        #expect(round.isOrganizer(name) == (name == "Sarah"))
    }

    /// A hand-typed line a merge made explicit without a device (`@~…`, no `dev=`) belongs to no
    /// device for the event rules, so it is no line of this device's either: a `sup=` would not
    /// replace it, and the score says it stands beside it rather than "corrected from".
    @Test func aHandTypedLineOfNoDeviceIsNotThisDevicesOwn() {
        let explicit = ScoreEvent(id: EventID.handTyped(hole: 1, player: "Jake", strokes: 5, occurrence: 0), hole: 1, player: "Jake", strokes: 5)
        var typed = explicit
        typed.isStamped = false
        for (line, own) in [(explicit, false), (typed, true)] {
            let card = Scorecard(round: Self.round([line]), localDevice: "phone")
            let recorded = ScoreRecording.make([.init(hole: 1, player: "Jake", strokes: 4)], card: card, reporter: "Jake",
                                               device: "phone", time: Self.time)[0]
            #expect(recorded.replaced == (own ? [line] : []))
            #expect(recorded.change == (own ? .correction(from: 5) : .new))
            let after = Scorecard(round: Self.round([line, recorded.event]), localDevice: "phone")
            #expect(after.discrepancies.count == (own ? 0 : 1))
        }
    }
}

/// The organizer's example of rule 9 in docs/FORMAT.md: what counts is what the text says, and the
/// lines and the words it quotes are what `score` writes and prints on each phone.
@Suite("rule 9 of the spec: the organizer settles")
struct RuleNineSpecTests {
    @Test func theExampleCountsWhatItSaysAndIsWhatTheToolWrites() throws {
        let block = try #require(FormatSpec.blocks.first { $0.kind == "round-canonical" && $0.text.contains(" resolves=jake-phone.2\n") })
        let parsed = RoundParser.parse(block.text, path: "spec.round")
        #expect(parsed.diagnostics.isEmpty)
        let round = parsed.document.round
        for device in ["mike-phone", "jake-phone", nil] as [String?] {
            let card = Scorecard(round: round, localDevice: device)
            #expect(card.leaves(hole: 1, player: "Jake").map(\.strokes) == [3])
            #expect(card.discrepancies.map { [$0.hole, $0.provisionalStrokes] } == [[2, 4]])
            #expect(card.discrepancies.first?.player == "Sarah")
        }
        // Each phone's line, recorded on the copy as it stood before it: the same bytes, and the words
        // the spec quotes.
        let prose = try String(contentsOf: FormatSpec.url, encoding: .utf8).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for (index, reporter) in [(2, "Mike"), (4, "Jake")] {
            let line = round.events[index]
            var before = round
            before.events = Array(round.events[..<index])
            let recorded = ScoreRecording.make([.init(hole: line.hole, player: line.player, strokes: line.strokes)],
                                               card: Scorecard(round: before, localDevice: line.device), reporter: reporter,
                                               device: try #require(line.device), time: try #require(line.time))[0]
            #expect(RoundFormatter.eventLine(recorded.event) == RoundFormatter.eventLine(line))
            let said = "Hole \(line.hole): \(line.player) \(line.strokes) (\(ScoreName.name(strokes: line.strokes, par: round.pars[line.hole - 1])))"
                + RecordingText.scoreNote(recorded)
            #expect(prose.contains("`\(said)`"), "FORMAT.md should quote: \(said)")
        }
    }
}
