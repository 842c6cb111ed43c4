import Testing
@testable import HyzerFormat
import TestSupport

/// One group's round started twice: which pairs are named, and joining one into the other through the
/// event core (issue 17, item 3). The two-device case with real git is in the end-to-end tests.
@Suite("joining rounds")
struct RoundJoinTests {
    static func round(started: String, organizer: String, players: [String], lines: [String] = []) -> String {
        "course C\nstarted \(started)\norganizer \(organizer)\npars 3 3\n" + players.map { "player \($0)\n" }.joined()
            + (lines.isEmpty ? "" : "\n" + lines.map { $0 + "\n" }.joined())
    }

    @Test func oneGroupIsTheSameCourseTheSameDayAndAPlayerInCommon() throws {
        let temp = try TemporaryScorebook()
        try temp.write("rounds/a.round", Self.round(started: "2026-11-21T09:00:00Z", organizer: "M", players: ["M", "J"]))
        try temp.write("rounds/b.round", Self.round(started: "2026-11-21T09:01:00Z", organizer: "J", players: ["j", "S"]))
        try temp.write("rounds/c.round", Self.round(started: "2026-11-21T09:02:00Z", organizer: "X", players: ["X", "Y"]))
        try temp.write("rounds/d.round", Self.round(started: "2026-11-22T09:00:00Z", organizer: "M", players: ["M"]))
        let pairs = temp.book.duplicateRoundPairs(as: .nobody)
        #expect(pairs.map { [FileSystem.lastComponent(of: $0.keep), FileSystem.lastComponent(of: $0.join)] } == [["a.round", "b.round"]])
    }

    /// Pairs come from rounds of one course, layout and day only; within those, each later round pairs
    /// with the first earlier one that shares a name and was played at the same time, as comparing every
    /// pair would (the definition, written out below) — also when rounds tie on their start and the
    /// path decides, finished (played until their last score before the finish) or not.
    @Test(arguments: 1...40) func pairsAreThoseOfComparingEveryPair(seed: UInt64) {
        var random = SplitMix(state: seed)
        let names = ["Mike", "mike", "Jake", "Sarah", "Priya"]
        let marks = (0..<Int.random(in: 0...14, using: &random)).map { index -> Scorebook.GroupMark in
            let started = Timestamp("2026-11-\(Int.random(in: 20...21, using: &random))T\(["09:00:00Z", "09:00:00Z", "10:00:00Z", "23:30:00-08:00"].randomElement(using: &random)!)")!
            let players = names.filter { _ in Bool.random(using: &random) }.map { Player(name: $0) }
            var round = Round(course: ["Park", "Creek"].randomElement(using: &random)!, layout: [nil, "Long"].randomElement(using: &random)!,
                              pars: [3, 3], started: started, organizer: "M", players: players)
            if Bool.random(using: &random), let player = players.first {
                // Finished: played until a score 0, 30 or 90 minutes in (or a late one after the finish, which does not count).
                let minutes = [0, 30, 90].randomElement(using: &random)!
                let time = Timestamp(secondsSinceEpoch: started.secondsSinceEpoch + Int64(minutes * 60))
                round.events = [ScoreEvent(id: EventID(device: "m", sequence: 1), hole: 1, player: player.name, strokes: 3, time: time),
                                ScoreEvent(id: EventID(device: "m", sequence: 2), hole: 2, player: player.name, strokes: 3,
                                           time: Timestamp(secondsSinceEpoch: started.secondsSinceEpoch + 86_400))]
                round.finished = Timestamp(secondsSinceEpoch: time.secondsSinceEpoch + 60)
            }
            return Scorebook.GroupMark(round, path: "rounds/\(String(index, radix: 36)).round")
        }
        let ordered = marks.sorted { a, b in a.started != b.started ? a.started < b.started : a.path < b.path }
        var expected: [[String]] = []
        for (index, later) in ordered.enumerated() {
            let sameGame = { (a: Scorebook.GroupMark) in
                a.day == later.day && !Set(a.players.map { $0.lowercased() }).isDisjoint(with: later.players.map { $0.lowercased() })
                    && ((!a.isOver && !later.isOver) || (later.started <= a.playedUntil && a.started <= later.playedUntil))
            }
            if let kept = ordered[..<index].first(where: sameGame) { expected.append([kept.path, later.path]) }
        }
        #expect(Scorebook.duplicateRoundPairs(among: marks.shuffled(using: &random)).map { [$0.keep, $0.join] } == expected)
    }

    /// A line typed by hand counts as written on the device reading the file (docs/FORMAT.md, rule 8);
    /// the join, run on that device, writes that down, so what counted there before still counts: the
    /// 5 typed below this device's 3 replaces it, and a correction made here replaces the 5.
    @Test func handTypedLinesStayTheJoiningDevicesOwn() throws {
        let temp = try TemporaryScorebook()
        try temp.write("rounds/a.round", Self.round(started: "2026-11-21T09:00:00Z", organizer: "M", players: ["M", "J"],
                                                    lines: ["1 M 3 @m.1 by=M at=2026-11-21T09:10:00Z"]))
        try temp.write("rounds/b.round", Self.round(started: "2026-11-21T09:01:00Z", organizer: "J", players: ["M", "J"],
                                                    lines: ["1 J 3 @j.1 by=J at=2026-11-21T09:10:05Z", "1 J 5"]))
        let a = temp.book.roundsDirectory + "/a.round", b = temp.book.roundsDirectory + "/b.round"
        let before = Scorecard(round: try temp.book.readRound(b).round, localDevice: "j")
        #expect(before.leaves(hole: 1, player: "J").map(\.strokes) == [5])
        let joined = try temp.book.joinRound(b, into: a, reporter: "J", device: "j", time: Timestamp("2026-11-21T09:20:00Z")!)
        let typed = try #require(joined.round.events.first { $0.id.isHandTyped })
        #expect(typed.device == "j")
        #expect(typed.supersedes == [EventID(device: "j", sequence: 1)])
        // Read anywhere (another device, or none), the join counts what the joining device counted.
        for reader in ["j", "x", nil] as [String?] {
            let card = Scorecard(round: joined.round, localDevice: reader)
            #expect(card.leaves(hole: 1, player: "J").map(\.strokes) == [5], "read on \(reader ?? "no device")")
            #expect(card.discrepancies.isEmpty)
        }
        let correction = ScoreRecording.make([.init(hole: 1, player: "J", strokes: 4)], card: Scorecard(round: joined.round, localDevice: "j"),
                                             reporter: "J", device: "j", time: Timestamp("2026-11-21T09:25:00Z")!)[0]
        #expect(correction.change == .correction(from: 5))
        var after = joined.round
        after.events.append(correction.event)
        #expect(Scorecard(round: after, localDevice: "j").leaves(hole: 1, player: "J").map(\.strokes) == [4])
    }

    /// One game recorded twice whatever its status: two finished copies played at the same time are
    /// one game; the group's afternoon round, started after the morning round's last score, is another
    /// (issue 31, item 3). Reports read the rounds through ``RoundArchive``, which counts the first copy.
    @Test func finishedCopiesAreOneGameAndALaterRoundIsAnother() throws {
        let temp = try TemporaryScorebook()
        func finished(_ started: String, _ scored: [String], finish: String, device: String) -> String {
            Self.round(started: started, organizer: "M", players: ["M", "J"], lines: scored.enumerated().map { index, time in
                "\(index + 1) M 3 @\(device).\(index + 1) by=M at=\(time)"
            } + ["finished \(finish) @\(device).9 by=M"])
        }
        // The morning round on two phones (the second started a few minutes late), finished late at the
        // café; a late correction at 13:30 after the finish does not make it last into the afternoon.
        try temp.write("rounds/a.round", finished("2026-11-21T09:00:00Z", ["2026-11-21T09:10:00Z", "2026-11-21T09:20:00Z"], finish: "2026-11-21T12:30:00Z", device: "m")
            + "2 M 4 @m.10 by=M at=2026-11-21T13:30:00Z\n")
        try temp.write("rounds/b.round", finished("2026-11-21T09:04:00Z", ["2026-11-21T09:11:00Z", "2026-11-21T09:21:00Z"], finish: "2026-11-21T09:30:00Z", device: "j"))
        // The afternoon round, finished; and an evening round still being played.
        try temp.write("rounds/c.round", finished("2026-11-21T13:00:00Z", ["2026-11-21T13:10:00Z", "2026-11-21T13:20:00Z"], finish: "2026-11-21T13:30:00Z", device: "m"))
        try temp.write("rounds/d.round", Self.round(started: "2026-11-21T18:00:00Z", organizer: "J", players: ["J"]))
        let path = { (name: String) in temp.book.roundsDirectory + "/" + name }
        #expect(temp.book.duplicateRoundPairs(around: ["rounds/b.round"], as: .nobody).map { [$0.keep, $0.join] } == [[path("a.round"), path("b.round")]])
        let archive = RoundArchive(book: temp.book)
        #expect(archive.entries.map(\.name) == ["a", "c", "d"])
        #expect(archive.duplicates.map { [$0.keep, $0.join] } == [[path("a.round"), path("b.round")]])
        // Two rounds of the group still being played are one game (one person plays one at a time):
        // the evening round and a copy started on another phone an hour later, neither scored yet.
        try temp.write("rounds/e.round", Self.round(started: "2026-11-21T19:00:00Z", organizer: "J", players: ["j"]))
        #expect(RoundArchive(book: temp.book).duplicates.map { [$0.keep, $0.join] } == [[path("a.round"), path("b.round")], [path("d.round"), path("e.round")]])
        // Joined, the copy counts no more and is named no more.
        _ = try temp.book.joinRound(path("b.round"), into: path("a.round"), reporter: "J", device: "j", time: Timestamp("2026-11-21T20:00:00Z")!)
        #expect(RoundArchive(book: temp.book).duplicates.map { [$0.keep, $0.join] } == [[path("d.round"), path("e.round")]])
        #expect(try temp.book.readRound(path("a.round")).round.isFinished)
    }

    @Test func joiningUnitesTheLinesAddsPlayersAndMarksTheOther() throws {
        let temp = try TemporaryScorebook()
        try temp.write("rounds/a.round", Self.round(started: "2026-11-21T09:00:00Z", organizer: "M", players: ["M", "J"],
                                                    lines: ["1 M 3 @m.1 by=M at=2026-11-21T09:10:00Z"]))
        try temp.write("rounds/b.round", Self.round(started: "2026-11-21T09:01:00Z", organizer: "J", players: ["J", "S"],
                                                    lines: ["1 J 3 @j.1 by=J at=2026-11-21T09:10:05Z", "1 S 4 @j.2 by=J at=2026-11-21T09:10:09Z"]))
        let a = temp.book.roundsDirectory + "/a.round", b = temp.book.roundsDirectory + "/b.round"
        let time = Timestamp("2026-11-21T09:20:00Z")!
        let joined = try temp.book.joinRound(b, into: a, reporter: "J", device: "j", time: time)
        #expect(joined.addedPlayers == ["S"])
        #expect(joined.newLines == 2)
        #expect(joined.wroteJoinedLine)
        #expect(try temp.read("rounds/a.round") == Self.round(started: "2026-11-21T09:00:00Z", organizer: "M", players: ["M", "J", "S"], lines: [
            "1 M 3 @m.1 by=M at=2026-11-21T09:10:00Z", "1 J 3 @j.1 by=J at=2026-11-21T09:10:05Z", "1 S 4 @j.2 by=J at=2026-11-21T09:10:09Z",
        ]))
        #expect(try temp.read("rounds/b.round").hasSuffix("\njoined 2026-11-21T09:20:00Z @j.3 by=J into=a.round\n"))
        #expect(try temp.book.readRound(b).round.isWithdrawn)
        // Again: nothing new, no second line.
        let again = try temp.book.joinRound(b, into: a, reporter: "J", device: "j", time: time)
        #expect(again.newLines == 0 && !again.wroteJoinedLine)
        #expect(temp.book.duplicateRoundPairs(as: .nobody).isEmpty)
    }

    @Test func differentParsAreNotJoined() throws {
        let temp = try TemporaryScorebook()
        try temp.write("rounds/a.round", Self.round(started: "2026-11-21T09:00:00Z", organizer: "M", players: ["M"]))
        try temp.write("rounds/b.round", Self.round(started: "2026-11-21T09:01:00Z", organizer: "M", players: ["M"]).replacing("pars 3 3", with: "pars 3 4"))
        #expect {
            try temp.book.joinRound(temp.book.roundsDirectory + "/b.round", into: temp.book.roundsDirectory + "/a.round", reporter: "M", device: "m",
                                    time: Timestamp("2026-11-21T09:20:00Z")!)
        } throws: { ($0 as? HyzerError)?.kind == .invalidData }
    }
}

/// Whether a round's header names me (organizer, player or guest, by name or alias, ignoring case).
@Suite("round header: is it mine")
struct RoundHeaderMineTests {
    @Test(arguments: [
        ("organizer Mike\nplayer Jake\n", "mike", true),
        ("organizer Ann\nplayer Jake aka Jacob, J\n", "jacob", true),
        ("organizer Ann\nplayer Jake aka Jacob, J\n", "J", true),
        ("organizer Ann\nguest Uncle Bob\n", "uncle bob", true),
        ("organizer Ann\nplayer Zoë\n", "ZOË", true),
        ("organizer Ann\nplayer Jake aka Jacob, J\n", "Jak", false),
        ("organizer Ann\nplayer Jake\n\n1 Jake 3 by=Mike\n", "Mike", true),
        ("organizer Ann\nplayer Jake\n\n1 Jake 3 by=Mikey\n", "Mike", false),
    ])
    func headerOrLinesNameMe(text: String, name: String, mine: Bool) throws {
        let temp = try TemporaryScorebook()
        try temp.write("rounds/a.round", "course C\nstarted 2026-11-21T09:00:00Z\n" + text)
        let scan = try RoundHeaderScan(path: temp.book.roundsDirectory + "/a.round", of: temp.book, participant: .init(name: name, device: "m1"))
        #expect(scan.isMine == mine)
    }
}
