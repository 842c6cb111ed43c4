import Foundation
import HyzerFormat
import Testing
import TestSupport

/// Merging copies of one match: prefixes merge silently, different continuations fork, headers must
/// agree, nothing is lost.
@Suite("MatchMerge")
struct MatchMergeTests {
    static let header = MatchFileFixtures.header
    static func copy(_ body: String, _ path: String = "m.match") -> MatchMerge.Copy { MatchMerge.Copy(path: path, text: header + body) }
    static func log(_ text: String) -> MatchLog { MatchLog(events: MatchParser.parse(text, path: "m.match").document.match.events) }

    @Test func aPrefixMergesSilentlyIntoTheLongerLog() throws {
        let short = MatchFileFixtures.lines("AABB"), long = short + MatchFileFixtures.lines("ABt", from: 5, minute: 4)
        let merged = try MatchMerge.merge(Self.copy(short), Self.copy(long))
        #expect(merged.text == Self.header + long)
        #expect(merged.report.fork == nil && !merged.report.needsAttention)
        #expect(merged.report.fromB.map(\.number) == [5, 6, 7] && merged.report.fromA.isEmpty)
        #expect(Self.log(merged.text) == Self.log(Self.header + long))
        // The same when the other device typed its lines by hand, as long as they say the same.
        let typed = try MatchMerge.merge(Self.copy(short + "A\nB\ntimeout A\n"), Self.copy(long))
        #expect(typed.report.fork == nil)
        #expect(Self.log(typed.text).entries == Self.log(Self.header + long).entries)
    }

    @Test func twoContinuationsForkUntilOneIsKept() throws {
        let common = MatchFileFixtures.lines("AAB")
        let phone = common + MatchFileFixtures.lines("AA", from: 4, minute: 3)
        let laptop = common + MatchFileFixtures.lines("BAB", device: "jo-laptop", from: 4, sequence: 1, minute: 4)
        let merged = try MatchMerge.merge(Self.copy(phone), Self.copy(laptop))
        let fork = try #require(merged.report.fork)
        #expect(fork.number == 4 && fork.continuations.map(\.device) == ["jo-laptop", "mike-phone"])
        #expect(merged.report.needsAttention)
        let log = Self.log(merged.text)
        #expect(log.counted.count == 3 && log.fork == fork)
        // Keeping the laptop's way: one line with resolves= naming the phone's lines.
        let resolution = try #require(log.resolution(keeping: "jo-laptop"))
        #expect(resolution.number == 4 && resolution.entry == .rally(wonBy: .b))
        #expect(resolution.resolves.map(\.rawValue) == ["mike-phone.4", "mike-phone.5"])
        let line = MatchFormatter.eventLine(MatchEvent(number: resolution.number, entry: resolution.entry,
                                                       metadata: EventMetadata(id: EventID(device: "mike-phone", sequence: 6), reporter: "Mike",
                                                                               time: Timestamp("2026-11-22T18:30:00Z"), resolves: resolution.resolves)))
        let settled = Self.log(merged.text + line + "\n")
        #expect(settled.fork == nil)
        #expect(settled.entries == MatchParserTests.parse(Self.header + laptop).document.match.events.map(\.entry))
        // Nothing was removed: the phone's lines are still in the file.
        #expect((merged.text + line).contains("5 A @mike-phone.5"))
    }

    @Test func theHeaderMustAgreeUnlessTheAncestorShowsOneChange() throws {
        let body = MatchFileFixtures.lines("A")
        let other = MatchMerge.Copy(path: "theirs.match", text: Self.header.replacingOccurrences(of: "to 11", with: "to 15") + body)
        #expect(throws: HyzerError.self) { try MatchMerge.merge(Self.copy(body, "ours.match"), other) }
        do {
            _ = try MatchMerge.merge(Self.copy(body, "ours.match"), other)
        } catch {
            #expect(error.message.contains("disagree about the match's to"))
            #expect(error.diagnostics.map { "\($0.location.path):\($0.location.line)" } == ["ours.match:5", "theirs.match:5"])
        }
        let merged = try MatchMerge.merge(Self.copy(body), other, base: Self.copy(""))
        #expect(merged.document.match.settings.target == 15)
        let players = MatchMerge.Copy(path: "t.match", text: Self.header.replacingOccurrences(of: "player B Riley", with: "player B Casey") + body)
        #expect(throws: HyzerError.self) { try MatchMerge.merge(Self.copy(body), players) }
    }

    @Test func aCopyWithErrorsIsNotMerged() {
        #expect(throws: HyzerError.self) { try MatchMerge.merge(Self.copy("1 A\n3 B\n"), Self.copy("")) }
    }

    @Test func commentsAndNotesAreJoined() throws {
        let a = Self.copy("# first rally\n" + MatchFileFixtures.lines("A") + "# end of A\n")
        let b = MatchMerge.Copy(path: "m.match", text: Self.header.replacingOccurrences(of: "to 11", with: "to 11 # short game") + "# first rally\n" + MatchFileFixtures.lines("A"))
        let merged = try MatchMerge.merge(a, b)
        #expect(merged.text.contains("to 11 # short game\n"))
        #expect(merged.text.hasSuffix("# first rally\n" + MatchFileFixtures.lines("A") + "# end of A\n"))
    }

    /// Issue 42: lines typed by hand keep their typed order through a merge within each entry number
    /// (the canonical order is by number first, rule 8), a correction typed under an entry included;
    /// they were ordered by their `~` identities.
    @Test(arguments: ["A\nA\nB\n2 B\n", "A\nB\n2 A\nB\n3 A\n", "A\n2 B\n2 A\n"])
    func handTypedLinesKeepTheirTypedOrder(body: String) throws {
        let merged = try MatchMerge.merge(Self.copy(body), Self.copy(body))
        let typed: [MatchEvent] = MatchParser.parse(Self.header + body, path: "m.match").document.match.events
        let byNumber: [EventID] = typed.indices.sorted { (typed[$0].number, $0) < (typed[$1].number, $1) }.map { typed[$0].id }
        let events: [MatchEvent] = MatchParser.parse(merged.text, path: "m.match").document.match.events
        #expect(events.map(\.id) == byNumber, "as typed, number by number: \(merged.text)")
        let seconds: [Int64] = typed.indices.map { index in events.first { $0.id == typed[index].id }?.time?.secondsSinceEpoch ?? 0 }
        #expect(seconds == seconds.sorted() && Set(seconds).count == seconds.count, "a second apart, in typed order")
    }
}

/// The merge's algebra over random copies of random matches: commutative (byte-identical), idempotent,
/// associative, and nothing lost. `scripts/merge-properties.sh` runs more cases.
@Suite("MatchMerge properties")
struct MatchMergePropertyTests {
    /// Three copies of one match: a common log, then each device going on (or taking another copy's
    /// lines first), with hand-typed lines and comments now and then.
    static func copies(seed: UInt64) -> [MatchMerge.Copy] {
        var random = SplitMix(state: seed)
        func roll(_ n: UInt64) -> Int { Int(random.next() % n) }
        let devices = ["mike-phone", "jo-laptop", "sam-watch"]
        var common = "", number = 0, minute = 0
        for _ in 0..<roll(6) {
            number += 1
            minute += 1
            common += MatchFileFixtures.lines(["A", "B", "t"][roll(3)], device: devices[0], from: number, minute: minute)
        }
        var bodies = [String](repeating: common, count: 3), numbers = [Int](repeating: number, count: 3)
        var sequences = [Int](repeating: 0, count: 3)
        sequences[0] = number
        for _ in 0..<roll(12) {
            let copy = roll(3)
            switch roll(10) {
            case 0:  // take another copy's lines (a sync)
                let other = roll(3)
                if bodies[other].hasPrefix(bodies[copy]) { bodies[copy] = bodies[other]; numbers[copy] = numbers[other] }
            case 1:
                numbers[copy] += 1
                bodies[copy] += ["A", "B", "undo"][roll(3)] + "\n"
            case 2:
                bodies[copy] += "# note \(roll(3))\n"
            default:
                numbers[copy] += 1
                sequences[copy] += 1
                minute += 1
                bodies[copy] += MatchFileFixtures.lines(["A", "B", "T", "u"][roll(4)], device: devices[copy], from: numbers[copy],
                                                        sequence: sequences[copy], minute: minute)
            }
        }
        return bodies.enumerated().map { MatchMerge.Copy(path: "copy\($0.offset).match", text: MatchFileFixtures.header + $0.element) }
    }

    static func merge(_ a: MatchMerge.Copy, _ b: MatchMerge.Copy) throws -> MatchMerge.Copy {
        MatchMerge.Copy(path: "merged.match", text: try MatchMerge.merge(a, b).text)
    }

    static var caseCount: Int { Int(ProcessInfo.processInfo.environment["HYZER_MATCH_MERGE_CASES"] ?? "") ?? 150 }

    @Test func theMergeIsAJoin() throws {
        for seed in 0..<UInt64(Self.caseCount) {
            let copies = Self.copies(seed: seed)
            let (a, b, c) = (copies[0], copies[1], copies[2])
            let ab = try Self.merge(a, b), ba = try Self.merge(b, a)
            #expect(ab.text == ba.text, "commutative, seed \(seed)")
            #expect(try Self.merge(ab, ab).text == ab.text, "idempotent, seed \(seed)")
            #expect(try Self.merge(ab, b).text == ab.text, "absorbs a copy it holds, seed \(seed)")
            let left = try Self.merge(ab, c), right = try Self.merge(a, try Self.merge(b, c))
            #expect(left.text == right.text, "associative, seed \(seed)")
            // Nothing lost: every identity of every copy (hand-typed lines included) is in the result.
            let merged = Set(MatchParser.parse(left.text, path: "m").document.match.events.map(\.id))
            for copy in copies {
                let ids = MatchParser.parse(copy.text, path: "m").document.match.events.map(\.id)
                #expect(ids.allSatisfy(merged.contains), "lost a line of \(copy.path), seed \(seed)")
            }
            #expect(!MatchParser.parse(left.text, path: "m").diagnostics.containsErrors, "seed \(seed)")
        }
    }

}
