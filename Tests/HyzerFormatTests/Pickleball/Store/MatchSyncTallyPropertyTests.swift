import Foundation
@testable import HyzerFormat
import Testing
import TestSupport

/// What `sync` counts in a match equals what `match show`'s rally log and `match status --json`'s
/// fork show changed (issue 31, item 4), over random two-copy histories: this clone and another phone
/// each record rallies, time-outs and undos on a shared match — often the same rally both phones
/// tapped — sometimes settle a fork, and the copies merge as the driver merges them.
@Suite("sync's match counts are what the views show changed")
struct MatchSyncTallyPropertyTests {
    static let header = RecordContractSamples.matchSettings

    /// One device's copy being written.
    struct Copy {
        var text: String
        var device: String
        var sequence = 1

        /// Appends `count` random entries of this device, each numbered after what counts in this copy;
        /// on a fork, `resolving` settles it first (keeping a way at random), else nothing is added.
        mutating func record(_ count: Int, resolving: Bool = true, using rng: inout SplitMix, coverage: inout Coverage) throws {
            for _ in 0..<count {
                let snapshot = try MatchSnapshot(match: MatchParser.parse(text, path: "m").document.match, localDevice: device)
                if let fork = snapshot.log.fork {
                    guard resolving else { return }
                    let kept = fork.continuations.randomElement(using: &rng)!.device
                    guard let resolution = snapshot.log.resolution(keeping: kept) else { return }
                    text += "\(resolution.number) \(resolution.entry) @\(device).\(sequence) by=\(device) "
                        + "resolves=\(resolution.resolves.map(\.rawValue).joined(separator: ","))\n"
                    sequence += 1
                    coverage.resolutions += 1
                    continue
                }
                guard !snapshot.isOver else { return }
                let entry = ["A", "A", "B", "B", "A", "undo", "timeout A", "timeout B"].randomElement(using: &rng)!
                if entry == "undo" { coverage.undos += 1 }
                text += "\(snapshot.log.nextNumber) \(entry) @\(device).\(sequence) by=\(device)\n"
                sequence += 1
            }
        }
    }

    struct Coverage: CustomStringConvertible {
        var undos = 0, resolutions = 0, shared = 0
        var new = 0, corrections = 0, takenBack = 0, disputes = 0, settled = 0, unchangedWithLines = 0
        var description: String {
            "undos \(undos), resolutions \(resolutions), lines both had \(shared); counted: new \(new), corrections \(corrections), "
                + "taken back \(takenBack), disputes \(disputes), settled \(settled); pulls that changed nothing \(unchangedWithLines)"
        }
    }

    /// What this clone shows of the match: `match show`'s rally log (each rally's winner, `tA`/`tB` a
    /// time-out, in order) and `match status --json`'s `fork` (its entry and devices, or nil).
    static func shown(_ text: String) throws -> (rallies: [String], fork: String?) {
        let snapshot = try MatchSnapshot(match: MatchParser.parse(text, path: "m").document.match, localDevice: "m")
        var rallies: [String] = []
        for line in MatchRallyLog.render(snapshot).split(separator: "\n") where line.hasPrefix("  Game") {
            let words = line.split(separator: " ").dropFirst(3).filter { $0 != "(in" && $0 != "progress)" }
            for word in words {
                if word.hasPrefix("t") { rallies.append(String(word)) } else { rallies += word.map(String.init) }
            }
        }
        let status = try #require(try JSONSerialization.jsonObject(with: Data(MatchStatusJSON.render(snapshot, name: "m").utf8)) as? [String: Any])
        let fork = (status["fork"] as? [String: Any]).map { fork in
            "\(fork["entry"]!) " + ((fork["continuations"] as? [[String: Any]]) ?? []).map { "\($0["device"]!)" }.sorted().joined(separator: ",")
        }
        return (rallies, fork)
    }

    @Test(arguments: 0..<4)
    func countsAreTheChangesTheViewsShow(block: UInt64) throws {
        var coverage = Coverage()
        for seed in (block * 1_000)..<(block * 1_000 + 50) {
            try checkCase(seed: seed, coverage: &coverage)
        }
        #expect(coverage.undos > 20 && coverage.shared > 10 && coverage.new > 20 && coverage.corrections > 0 && coverage.takenBack > 1
                && coverage.disputes > 1 && coverage.settled > 0 && coverage.resolutions > 0 && coverage.unchangedWithLines > 0, "\(coverage)")
    }

    func checkCase(seed: UInt64, coverage: inout Coverage) throws {
        var rng = SplitMix(state: seed)
        // What both copies had: a few entries of each device, maybe a fork between them.
        var baseMine = Copy(text: Self.header, device: "m"), baseTheirs = Copy(text: Self.header, device: "j")
        try baseMine.record(Int.random(in: 0...6, using: &rng), using: &rng, coverage: &coverage)
        baseTheirs.text = baseMine.text
        if Bool.random(using: &rng) { baseTheirs.text = Self.header }  // the other phone went its own way: a fork
        try baseTheirs.record(Int.random(in: 0...4, using: &rng), using: &rng, coverage: &coverage)
        let shared = try MatchMerge.merge(MatchMerge.Copy(path: "m", text: baseMine.text), MatchMerge.Copy(path: "m", text: baseTheirs.text)).text
        var mine = Copy(text: shared, device: "m", sequence: baseMine.sequence), theirs = Copy(text: shared, device: "j", sequence: baseTheirs.sequence)
        try mine.record(Int.random(in: 0...5, using: &rng), resolving: false, using: &rng, coverage: &coverage)
        if Int.random(in: 0..<4, using: &rng) > 0 {  // the other phone tapped the same rallies first
            let common = mine.text.split(separator: "\n", omittingEmptySubsequences: false).count - shared.split(separator: "\n", omittingEmptySubsequences: false).count
            for line in mine.text.split(separator: "\n").suffix(common) where !line.contains("resolves=") {
                let words = line.split(separator: " ").prefix { !$0.hasPrefix("@") }
                theirs.text += words.joined(separator: " ") + " @j.\(theirs.sequence) by=j\n"
                theirs.sequence += 1
                coverage.shared += 1
            }
        }
        try theirs.record(Int.random(in: 0...5, using: &rng), using: &rng, coverage: &coverage)
        if Int.random(in: 0..<3, using: &rng) == 0 {  // the other phone's last tap was an undo
            let snapshot = try MatchSnapshot(match: MatchParser.parse(theirs.text, path: "m").document.match, localDevice: "j")
            if snapshot.log.fork == nil {
                theirs.text += "\(snapshot.log.nextNumber) undo @j.\(theirs.sequence) by=j\n"
                coverage.undos += 1
            }
        }
        let merged = try MatchMerge.merge(MatchMerge.Copy(path: "m", text: mine.text), MatchMerge.Copy(path: "m", text: theirs.text),
                                          base: MatchMerge.Copy(path: "m", text: shared)).text

        let records = try #require(PickleballFileKinds.match.records)
        let tally = SyncReport.Tally(before: records.read(mine.text, "m").view("m"), after: records.read(merged, "m").view("m"))
        let old = try Self.shown(mine.text), new = try Self.shown(merged)
        let common = min(old.rallies.count, new.rallies.count)
        let expectedCorrections = (0..<common).count { old.rallies[$0] != new.rallies[$0] }
        let context = "seed \(seed)\nbefore:\n\(mine.text)\nmerged:\n\(merged)"
        #expect(tally.new.count == max(0, new.rallies.count - old.rallies.count), "new, \(context)")
        let forked = new.fork != nil && new.fork != old.fork  // the rallies after a new fork are in it
        #expect(tally.takenBack.count == (forked ? 0 : max(0, old.rallies.count - new.rallies.count)), "taken back, \(context)")
        #expect(tally.corrections.count == expectedCorrections, "corrections, \(context)")
        #expect(tally.disputes.count == (forked ? 1 : 0), "forks, \(context)")
        #expect(tally.settled.count == (old.fork != nil && new.fork == nil ? 1 : 0), "settled, \(context)")
        let timeOuts = new.rallies.dropFirst(old.rallies.count).count { $0.hasPrefix("t") }
        #expect(tally.new.count { $0.after?.noun == "time-out" } == timeOuts, "time-outs, \(context)")
        coverage.new += tally.new.count
        coverage.corrections += tally.corrections.count
        coverage.takenBack += tally.takenBack.count
        coverage.disputes += tally.disputes.count
        coverage.settled += tally.settled.count
        if tally.count == 0, merged != mine.text { coverage.unchangedWithLines += 1 }
    }
}
