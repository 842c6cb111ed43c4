#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat
import Testing
import TestSupport

/// Typed order through every merge (issue 42, item 2; docs/FORMAT.md, "Typed order is kept"): 2–4
/// clones of one round type lines by hand (corrections typed right below a line, comments), append
/// scores through the library's recording path, sync with a hub (stamping as `sync` does in the
/// clone that typed the lines, then the three-way merge) and merge with each other two ways, in a
/// random order. Afterwards every copy is byte-identical, the copies merged in any order give those
/// bytes, every device's hand-typed lines stand in the order they were typed, and the scores are the
/// ones the stamping before typed order gave (replayed with that rule).
///
/// The case count is `HYZER_ORDER_CASES` (default 80); `scripts/typed-order-properties.sh` runs more.
@Suite("typed order through sync and merges")
struct TypedOrderPropertyTests {
    static let cases: Int = {
        guard let value = getenv("HYZER_ORDER_CASES"), let count = Int(String(cString: value)) else { return 80 }
        return count
    }()

    static let started = "2026-11-21T09:00:00-08:00"
    static let start = Timestamp(started)!
    static let players = ["Mike", "Jake", "Sarah", "Priya"]
    static let pars = [3, 3, 4, 3, 3, 5, 3, 4, 3]
    static let header = RoundFixture.header(course: "Lakeside Park", started: started, pars: pars, players: players) + "\n"
    static let devices = [("mike-laptop", "Mike"), ("jake-phone", "Jake"), ("sarah-tablet", "Sarah"), ("priya-phone", "Priya")]
    static let path = "rounds/2026-11-21-lakeside-park-mike-laptop.round"

    // MARK: - A plan of what happens

    /// One thing that happens in the simulation.
    enum Step {
        /// A person types lines by hand at the end of the clone's file: `(hole, player, strokes)`, a
        /// comment above some; `correction` types one more line right below one of the lines it typed
        /// since its last sync, for the same player and hole.
        case type(clone: Int, lines: [(hole: Int, player: String, strokes: Int, comment: Bool)], correction: Int?)
        /// `hyzer-text score` on the clone: the recording path appends one line.
        case score(clone: Int, hole: Int, player: String, strokes: Int)
        /// `sync`: stamp the lines typed here, then the three-way merge with the hub.
        case sync(clone: Int)
        /// Two copies merged without an ancestor (`hyzer-text merge A B`, a file carried by hand): both
        /// clones take the result.
        case merge(Int, Int)
    }

    /// A random plan: which clones, what they do and in which order; the minutes between steps.
    static func plan(_ random: inout SplitMix) -> (clones: Int, steps: [(Step, seconds: Int64)]) {
        let clones = Int.random(in: 2...4, using: &random)
        var steps: [(Step, seconds: Int64)] = []
        for _ in 0..<Int.random(in: 6...28, using: &random) {
            let clone = Int.random(in: 0..<clones, using: &random)
            let step: Step
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4:
                let lines = (0..<Int.random(in: 1...5, using: &random)).map { _ in
                    (hole: Int.random(in: 1...pars.count, using: &random), player: players.randomElement(using: &random)!,
                     strokes: Int.random(in: 2...6, using: &random), comment: Int.random(in: 0..<6, using: &random) == 0)
                }
                step = .type(clone: clone, lines: lines, correction: Int.random(in: 0..<3, using: &random) == 0 ? Int.random(in: 0..<100, using: &random) : nil)
            case 4..<6:
                step = .score(clone: clone, hole: Int.random(in: 1...pars.count, using: &random), player: players.randomElement(using: &random)!,
                              strokes: Int.random(in: 2...6, using: &random))
            case 6..<9:
                step = .sync(clone: clone)
            default:
                let other = (clone + Int.random(in: 1..<clones, using: &random)) % clones
                step = .merge(clone, other)
            }
            steps.append((step, Int64.random(in: 30...150, using: &random)))
        }
        return (clones, steps)
    }

    // MARK: - Stamping and merging, now and before typed order

    /// How hand-typed lines get their times: in typed order (now), or as before issue 42 (`sync`: the
    /// time of the nearest timed line above, else the start; a merge: no time), replayed by resetting
    /// the times typed order gave (nothing else of a stamp depends on them).
    enum Stamping { case typedOrder, nearestAbove }

    /// What `sync` does to the clone's file before it commits (``RecordSharing/prepare``).
    static func prepare(_ text: String, shared: String, device: String, reporter: String, _ stamping: Stamping) -> String {
        switch stamping {
        case .typedOrder:
            return RecordSharing.prepare(RoundDocument.self, text, path: path, earlier: [shared], shared: shared,
                                         device: device, reporter: reporter)?.text ?? text
        case .nearestAbove:
            let document = RoundParser.parse(text, path: path).document
            let sharedIDs = Set(RoundParser.parse(shared, path: path).document.round.events.map(\.id))
            let stamping = document.stampingHandLines(device: device, reporter: reporter, only: { !sharedIDs.contains($0.id) })
            guard stamping.stamped > 0 else { return text }
            var stamped = stamping.document
            let events = document.round.events
            for index in events.indices where !events[index].isStamped && stamped.round.events[index].isStamped {
                stamped.round.events[index].time = events[index].time ?? events[..<index].last { $0.time != nil }?.time ?? start.utc
            }
            return stamped.canonicalText
        }
    }

    /// A merge (the driver's, or `merge A B`), with no device for hand-typed lines.
    static func merge(_ a: String, _ b: String, base: String?, _ stamping: Stamping) throws -> String {
        switch stamping {
        case .typedOrder:
            return try RoundMerge.merge(RoundMerge.Copy(path: "a", text: a), RoundMerge.Copy(path: "b", text: b),
                                        base: base.map { RoundMerge.Copy(path: "o", text: $0) }).text
        case .nearestAbove:
            func explicitWithoutTimes(_ text: String) -> RoundDocument {
                let document = RoundParser.parse(text, path: path).document
                var explicit = RoundMerge.explicit(document, device: nil).document
                for index in document.round.events.indices where !document.round.events[index].isStamped {
                    explicit.round.events[index].time = document.round.events[index].time
                }
                return explicit
            }
            return try RoundMerge.merge(explicitWithoutTimes(a), explicitWithoutTimes(b), base: base.map(explicitWithoutTimes)).text
        }
    }

    // MARK: - Running a plan

    /// What a run ends with.
    struct Outcome {
        /// The hub's file after everyone synced at the end (every clone holds the same bytes).
        var text: String
        /// Each clone's file just before the final syncs, prepared as its sync would.
        var lastCopies: [String]
        /// Each device's hand-typed lines, in the order they were typed.
        var typed: [[EventID]]
        /// Whether every clone ended with the hub's bytes.
        var converged: Bool
    }

    /// Runs `plan` with `stamping`; every clone syncs twice at the end.
    static func run(_ plan: (clones: Int, steps: [(Step, seconds: Int64)]), _ stamping: Stamping) throws -> Outcome {
        var copies = Array(repeating: header, count: plan.clones)
        var bases = copies  // each clone's last version of the hub
        var hub = header
        var typed = Array(repeating: [EventID](), count: plan.clones)
        var clock = start.secondsSinceEpoch + 60

        /// The clone's hand-typed lines not stamped yet, in file order: what it typed since it last
        /// shared its file, about to be stamped or made explicit.
        func noteTyped(_ clone: Int) {
            typed[clone] += RoundParser.parse(copies[clone], path: path).document.round.events.filter { !$0.isStamped }.map(\.id)
        }
        func sync(_ clone: Int) throws {
            noteTyped(clone)
            let (device, name) = devices[clone]
            let prepared = prepare(copies[clone], shared: bases[clone], device: device, reporter: name, stamping)
            if prepared == bases[clone] {
                copies[clone] = hub  // nothing to share: a fast-forward
            } else if hub == bases[clone] {
                hub = prepared  // nothing new on the hub: pushed as it is
                copies[clone] = prepared
            } else {
                hub = try merge(prepared, hub, base: bases[clone], stamping)
                copies[clone] = hub
            }
            bases[clone] = hub
        }

        for (step, seconds) in plan.steps {
            clock += seconds
            switch step {
            case .type(let clone, let lines, let correction):
                var text = copies[clone]
                for line in lines {
                    if line.comment { text += "# \(line.player) on \(line.hole)\n" }
                    text += "\(line.hole) \(line.player) \(line.strokes)\n"
                }
                if let correction {
                    // Right below one of the lines typed since the clone last shared its file.
                    var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    let bare = rows.indices.filter { rows[$0].first?.isNumber == true && !rows[$0].contains("@") }
                    if !bare.isEmpty {
                        let row = bare[correction % bare.count]
                        let words = rows[row].split(separator: " ")
                        let strokes = Int(words.last!)! % 6 + 2
                        rows.insert(words.dropLast().joined(separator: " ") + " \(strokes)", at: row + 1)
                        text = rows.joined(separator: "\n")
                    }
                }
                copies[clone] = text
            case .score(let clone, let hole, let player, let strokes):
                let (device, name) = devices[clone]
                let round = RoundParser.parse(copies[clone], path: path).document.round
                let recording = ScoreRecording.make([ScoreRecording.Entry(hole: hole, player: player, strokes: strokes)],
                                                    card: Scorecard(round: round, localDevice: device), reporter: name, device: device,
                                                    time: Timestamp(secondsSinceEpoch: clock, utcOffsetMinutes: -480))
                copies[clone] += RoundFormatter.eventLine(recording[0].event) + "\n"
            case .sync(let clone):
                try sync(clone)
            case .merge(let a, let b):
                noteTyped(a)
                noteTyped(b)
                let merged = try merge(copies[a], copies[b], base: nil, stamping)
                (copies[a], copies[b]) = (merged, merged)
            }
        }
        var lastCopies: [String] = []
        for clone in copies.indices {
            let (device, name) = devices[clone]
            lastCopies.append(prepare(copies[clone], shared: bases[clone], device: device, reporter: name, stamping))
        }
        for _ in 0..<2 {
            for clone in copies.indices { try sync(clone) }
        }
        return Outcome(text: hub, lastCopies: lastCopies, typed: typed, converged: copies.allSatisfy { $0 == hub })
    }

    // MARK: - What must hold

    /// Each device's hand-typed lines that no other device typed the same (a line typed the same in
    /// two clones is one line, placed by the version kept), and how many of them stand out of typed
    /// order in `text`.
    static func outOfOrder(_ text: String, typed: [[EventID]]) -> (checked: Int, wrong: Int) {
        let events = RoundParser.parse(text, path: path).document.round.events
        var position: [EventID: Int] = [:]
        for (index, event) in events.enumerated() { position[event.id] = index }
        var checked = 0, wrong = 0
        for (device, ids) in typed.enumerated() {
            let others = Set(typed.enumerated().filter { $0.offset != device }.flatMap(\.element))
            let own = ids.filter { !others.contains($0) }
            checked += own.count
            let places = own.compactMap { position[$0] }
            wrong += zip(places, places.dropFirst()).filter { $0.0 >= $0.1 }.count
        }
        return (checked, wrong)
    }

    /// The scores a file counts: each player's strokes on each hole and the discrepancies.
    static func scores(_ text: String) -> [String] {
        let card = Scorecard(round: RoundParser.parse(text, path: path).document.round)
        var scores: [String] = []
        for player in players.indices {
            for hole in 1...pars.count { scores.append("\(hole) \(players[player]) \(card.strokes(player: player, hole: hole).map(String.init) ?? "-")") }
        }
        return scores + card.discrepancies.map { "? \($0.hole) \($0.player) " + $0.leaves.map(\.id.rawValue).sorted().joined(separator: ",") }
    }

    @Test(arguments: [1, 2])
    func handTypedLinesKeepTheirOrderThroughEveryMerge(seedBlock: UInt64) throws {
        var totals = (checked: 0, wrong: 0, wrongBefore: 0, typed: 0)
        let count = Self.cases / 2
        for seed in (seedBlock * 100_000)..<(seedBlock * 100_000 + UInt64(count)) {
            var random = SplitMix(state: seed)
            let plan = Self.plan(&random)
            let now = try Self.run(plan, .typedOrder)
            #expect(now.converged, "every copy holds the same bytes, seed \(seed)")
            let parsed = RoundParser.parse(now.text, path: Self.path)
            #expect(!parsed.diagnostics.containsErrors, "seed \(seed)")
            let ids = parsed.document.round.events.map(\.id)
            #expect(Set(ids).count == ids.count, "no line twice, seed \(seed)")
            #expect(Set(now.typed.joined()).isSubset(of: Set(ids)), "no typed line lost, seed \(seed)")
            // The copies merged in other orders, two ways and three ways, give the same bytes.
            var order = Array(now.lastCopies.indices)
            order.shuffle(using: &random)
            var folded = now.lastCopies[order[0]]
            for index in order.dropFirst() { folded = try Self.merge(folded, now.lastCopies[index], base: nil, .typedOrder) }
            #expect(try Self.merge(folded, now.text, base: nil, .typedOrder) == now.text, "any order, seed \(seed)")
            order.shuffle(using: &random)
            var threeWay = now.lastCopies[order[0]]
            for index in order.dropFirst() { threeWay = try Self.merge(now.lastCopies[index], threeWay, base: Self.header, .typedOrder) }
            #expect(threeWay == folded, "two ways or three ways, seed \(seed)")
            let found = Self.outOfOrder(now.text, typed: now.typed)
            #expect(found.wrong == 0, "typed order, seed \(seed)")
            // The scores are what the stamping before typed order gave.
            let before = try Self.run(plan, .nearestAbove)
            #expect(Self.scores(before.text) == Self.scores(now.text), "the same scores, seed \(seed)")
            totals.checked += found.checked
            totals.wrong += found.wrong
            totals.wrongBefore += Self.outOfOrder(before.text, typed: before.typed).wrong
            totals.typed += now.typed.joined().count
        }
        if getenv("HYZER_ORDER_REPORT") != nil {
            print("\(count) runs: \(totals.typed) lines typed, \(totals.checked) typed by one device only checked, "
                  + "\(totals.wrong) out of typed order (\(totals.wrongBefore) with the stamping before typed order)")
        }
        #expect(totals.checked > count * 5, "the runs type lines: \(totals)")
        #expect(totals.wrongBefore > 0, "the stamping before typed order broke it, so the check can fail: \(totals)")
    }
}
