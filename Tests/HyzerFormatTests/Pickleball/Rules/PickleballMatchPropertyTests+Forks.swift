import Testing
import TestSupport
@testable import HyzerFormat

/// Two phones scoring one match apart, then merged (issue 31, item 5): random taps after a shared
/// start — rallies, time-outs and undos the rules accept, as the tool writes them — and, half the
/// time, a second phone that reaches the first one's state by other taps (a slip undone and retapped).
///
/// Ways that reach the same state are no fork, and a real fork still is one: the merged copies fork
/// exactly when neither phone's end is a state the other phone passed through; when they do not,
/// the merged match is where the phone that went further is, the next entry is numbered after every
/// line, and a rally recorded then (on either phone, after the sync) still does not fork it.
extension PickleballMatchPropertyTests {
    /// What the generated pairs exercised, so a generator that only makes easy cases fails.
    struct ForkCoverage: CustomStringConvertible {
        var sameState = 0, prefix = 0, forks = 0, undosInWays = 0
        var description: String { "same state \(sameState) prefix \(prefix) forks \(forks) undos in ways \(undosInWays)" }
    }

    @Test(arguments: 0..<6)
    func twoPhonesForkOnlyWhenTheirWaysPart(seedBlock: UInt64) throws {
        var coverage = ForkCoverage()
        for seed in (seedBlock * 1_000_000 + 500_000)..<(seedBlock * 1_000_000 + 500_000 + UInt64(Self.casesPerBlock)) {
            if let failure = try Self.checkTwoPhones(seed: seed, coverage: &coverage) {
                Issue.record("seed \(seed): \(failure)")
                return
            }
        }
        let cases = Self.casesPerBlock
        #expect(coverage.sameState > cases / 5 && coverage.forks > cases / 5 && coverage.prefix > 0
                && coverage.undosInWays > cases / 4, "\(coverage)")
    }

    /// One pair of phones; the first broken promise, or nil.
    static func checkTwoPhones(seed: UInt64, coverage: inout ForkCoverage) throws -> String? {
        var random = SplitMix(state: seed)
        let settings = allSettings[Int(random.next() % UInt64(allSettings.count))]
        let teams = PickleballFixtures.teams(for: settings)
        let start = try MatchState(settings: settings, teams: teams)
        // The shared start: rallies the rules accept, written by the first phone.
        var shared = start, lines: [MatchEvent] = []
        for _ in 0..<Int(random.next() % 30) {
            let entry = MatchEntry.rally(wonBy: random.next() % 2 == 0 ? .a : .b)
            guard let next = try? shared.applying(entry) else { break }
            shared = next
            lines.append(line(lines.count + 1, entry, "p1", lines.count + 1))
        }
        let first = taps(from: shared, count: Int(random.next() % 6) + 1, using: &random)
        let second = random.next() % 2 == 0 ? retapped(first.entries, from: shared, using: &random)
            : taps(from: shared, count: Int(random.next() % 6) + 1, using: &random)
        coverage.undosInWays += (first.entries + second.entries).filter { $0 == .undo }.count > 0 ? 1 : 0
        let base = lines.count
        let ways = [("p1", first, base), ("p2", second, 0)].map { device, way, sequence in
            way.entries.enumerated().map { offset, entry in line(base + offset + 1, entry, device, sequence + offset + 1) }
        }
        let merged = lines + ways[0] + ways[1]
        let log = MatchLog(events: merged, start: start)

        // The oracle: a fork unless one phone's end is a state the other passed through (or started from).
        let firstEnd = first.path.last!, secondEnd = second.path.last!
        let firstInSecond = second.path.contains { $0.isSamePlay(as: firstEnd) }
        let secondInFirst = first.path.contains { $0.isSamePlay(as: secondEnd) }
        let described = "\(settings); p1 \(first.entries.map(\.description)), p2 \(second.entries.map(\.description))"
        guard (log.fork == nil) == (firstInSecond || secondInFirst) else {
            return "\(described): fork \(log.fork.map { "at \($0.number)" } ?? "none"), expected \(firstInSecond || secondInFirst ? "none" : "one")"
        }
        // The same through the merge of the two copies' text (the canonical order of the merged file).
        if seed % 4 == 0 {
            let started = Timestamp("2026-11-22T10:00:00-08:00")!
            func copy(_ way: [MatchEvent], _ name: String) -> MatchMerge.Copy {
                MatchMerge.Copy(path: name, text: MatchFormatter.format(MatchDocument(match: Match(started: started, settings: settings, teams: teams, events: lines + way))))
            }
            let result = try MatchMerge.merge(copy(ways[0], "p1.match"), copy(ways[1], "p2.match"))
            guard (result.report.fork == nil) == (log.fork == nil) else { return "\(described): the merge of the copies says otherwise" }
        }
        guard log.fork == nil else {
            coverage.forks += 1
            return nil
        }
        if first.entries == Array(second.entries.prefix(first.entries.count)) || second.entries == Array(first.entries.prefix(second.entries.count)) {
            coverage.prefix += 1
        } else {
            coverage.sameState += 1
        }
        // The match is where the phone whose way holds the other's end is (either, when each holds the other's).
        var state = start
        for event in log.counted { try? state.apply(event.entry) }
        let ends = firstInSecond && secondInFirst ? [firstEnd, secondEnd] : firstInSecond ? [secondEnd] : [firstEnd]
        guard ends.contains(where: { state.isSamePlay(as: $0) }) else {
            return "\(described): the merged match is at \(state.call), not where the phone that went further is"
        }
        guard log.nextNumber == merged.map(\.number).max()! + 1 else { return "\(described): next number \(log.nextNumber)" }
        // After the sync either phone records one more rally: still no fork, and it counts.
        for device in ["p1", "p2"] {
            let entry = MatchEntry.rally(wonBy: random.next() % 2 == 0 ? .a : .b)
            guard let after = try? state.applying(entry) else { continue }
            let sequence = merged.filter { $0.metadata.device == device }.count + 1
            var written = line(log.nextNumber, entry, device, sequence)
            written.metadata.resolves = log.setAside.map(\.metadata.id)  // as the tool writes it
            let next = MatchLog(events: merged + [written], start: start)
            var replayed = start
            for event in next.counted { try? replayed.apply(event.entry) }
            guard next.fork == nil, replayed.isSamePlay(as: after) else {
                return "\(described): \(device)'s \(entry) after the sync \(next.fork == nil ? "counts wrongly" : "forks at \(next.fork!.number)")"
            }
        }
        return nil
    }

    /// A phone's taps from `state`: rallies mostly, some undos and time-outs, each one the rules accept
    /// (the tool refuses the others), with the state after each (the first is `state` itself).
    static func taps(from state: MatchState, count: Int, using random: inout SplitMix) -> (entries: [MatchEntry], path: [MatchState]) {
        var entries: [MatchEntry] = [], path = [state], now = state
        var tries = 0
        while entries.count < count, tries < count * 4 {
            tries += 1
            let roll = random.next() % 10
            let side: MatchSide = random.next() % 2 == 0 ? .a : .b
            let entry: MatchEntry = roll < 2 ? .undo : roll == 2 ? .timeOut(side) : .rally(wonBy: side)
            guard let next = try? now.applying(entry) else { continue }
            now = next
            entries.append(entry)
            path.append(now)
        }
        return (entries, path)
    }

    /// The same net effect as `entries` by other taps: what they leave in effect, with slips (a rally,
    /// then `undo`) tapped in between.
    static func retapped(_ entries: [MatchEntry], from state: MatchState, using random: inout SplitMix) -> (entries: [MatchEntry], path: [MatchState]) {
        var inEffect: [MatchEntry] = []
        for entry in entries {
            if entry == .undo { if !inEffect.isEmpty { inEffect.removeLast() } } else { inEffect.append(entry) }
        }
        var steps: [[MatchEntry]] = []
        for entry in inEffect {
            if random.next() % 2 == 0 { steps.append([.rally(wonBy: random.next() % 2 == 0 ? .a : .b), .undo]) }
            steps.append([entry])
        }
        if steps.isEmpty { steps = [[.rally(wonBy: .a), .undo]] }
        var path = [state], now = state, taken: [MatchEntry] = []
        for step in steps {
            // A slip and its undo together, or neither (no slip after the match was won).
            var trial = now, trialPath: [MatchState] = []
            guard step.allSatisfy({ entry in (try? trial.apply(entry)).map { trialPath.append(trial) } != nil }) else { continue }
            now = trial
            taken += step
            path += trialPath
        }
        return (taken, path)
    }

    /// The line the tool writes: entry `number` on `device`, its `sequence`-th line.
    static func line(_ number: Int, _ entry: MatchEntry, _ device: String, _ sequence: Int) -> MatchEvent {
        MatchEvent(number: number, entry: entry, metadata: EventMetadata(id: EventID(device: device, sequence: sequence), device: device))
    }
}
