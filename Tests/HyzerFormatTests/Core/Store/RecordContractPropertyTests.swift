import Foundation
import HyzerFormat
import Testing
import TestSupport

/// The record's contract, proven the same way for every kind the scorebook holds (issue 42): the
/// registry's kinds and the toy kinds of the tests, each through its registry entry alone
/// (``FileKind/Records``) and its sample (``RecordContractSamples``). Two copies merge to the same
/// bytes in either order; a merge is idempotent and absorbs a copy already merged; a log's merge
/// loses no record and needs no common ancestor; what a merge makes passes `check`; two copies that
/// name competing values give a dispute that the kind lists as pending and that `resolve FILE WORDS…`
/// settles for good; `check --history` sees nothing wrong in a merge, and a log's removed line is
/// reported; a line that some command would refuse or ignore is one `check` reports at its line.
///
/// A kind with records but no sample, or no way to settle, fails ``everyKindHasASampleAndSettles``:
/// a new kind cannot land without joining the contract. `scripts/contract-properties.sh` runs the
/// same properties on many more seeds (`HYZER_CONTRACT_CASES`; the suite runs 40 a kind).
@Suite("the record contract, every kind of the registry")
struct RecordContractPropertyTests {
    /// Every kind of the registry with records, and the toy kinds that have them.
    static let kinds: [FileKind] = (FileKinds.all + [ToyFileKinds.tally, ToyFileKinds.keyedNote]).filter { $0.records != nil }
    static var caseCount: Int { Int(ProcessInfo.processInfo.environment["HYZER_CONTRACT_CASES"] ?? "") ?? 40 }
    static let identity = LocalIdentity(name: "Mike", device: "mike-phone")
    static let time = Timestamp(secondsSinceEpoch: 1_795_400_000, utcOffsetMinutes: 0)

    static func kind(_ fileExtension: String) -> (FileKind, FileKind.Records, ContractSample) {
        let kind = kinds.first { $0.fileExtension == fileExtension }!
        return (kind, kind.records!, RecordContractSamples.sample(for: kind)!)
    }

    @Test func everyKindHasASampleAndSettles() {
        // Every kind of the registry with a file of its own keeps records; those that do not are plain files.
        #expect(FileKinds.all.filter { $0.records == nil }.map(\.noun) == [])
        for kind in Self.kinds {
            #expect(RecordContractSamples.sample(for: kind) != nil, "\(kind.noun) files have no sample for the record contract")
            #expect(kind.records?.settle != nil, "\(kind.noun) files' disputes are not settled by `resolve FILE WORDS…`")
        }
    }

    static let extensions = kinds.map(\.fileExtension)

    // MARK: - Merge laws

    @Test(arguments: extensions)
    func copiesMergeTheSameInAnyOrderAndOnce(_ fileExtension: String) throws {
        let (kind, records, sample) = Self.kind(fileExtension)
        let path = "/scorebook/" + sample.file
        for seed in 0..<UInt64(Self.caseCount) {
            let (base, copies) = sample.histories(seed)
            let (a, b, c) = (copies[0], copies[1], copies[2])
            let merged = try records.merge(a, b, base, path)
            let context = "\(kind.noun) seed \(seed)\n--- a\n\(a)--- b\n\(b)--- merged\n\(merged)"
            #expect(try records.merge(b, a, base, path) == merged, "not commutative: \(context)")
            #expect(try records.merge(merged, merged, base, path) == merged, "not idempotent: \(context)")
            #expect(try records.merge(merged, a, base, path) == merged, "a copy merged already changes it: \(context)")
            #expect(try records.merge(b, merged, base, path) == merged, "a copy merged already changes it: \(context)")
            let ab_c = try records.merge(merged, c, base, path)
            let a_bc = try records.merge(a, try records.merge(b, c, base, path), base, path)
            #expect(ab_c == a_bc, "not associative: \(context)--- c\n\(c)")
            let check = kind.check(Array(merged.utf8), path, sample.file)
            #expect(!check.diagnostics.containsErrors, "a merge check refuses: \(check.diagnostics.map(\.message)) in \(context)")
            guard sample.appendOnly else { continue }
            // A log needs no common ancestor, and keeps every record of both copies.
            #expect(try records.merge(a, b, nil, path) == merged, "the ancestor changes a log's merge: \(context)")
            let kept = Set(records.read(merged, path).records.map(\.id))
            let lost = (records.read(a, path).records + records.read(b, path).records).map(\.id).filter { !kept.contains($0) }
            #expect(lost.isEmpty, "lost \(lost): \(context)")
        }
    }

    /// Found by the long run (`scripts/contract-properties.sh 5000`): three phones whose match copies
    /// went different ways (an undo on two, a time-out on the third, then twins of later entries)
    /// merge into a log that counts a time-out beyond the allowance (or an undo of nothing), which
    /// `check` refuses, though every write of the history was one `check` accepted (the copies that
    /// already show it come from such a merge earlier in the history). A phone had written entries on
    /// top of another's way (past a gap in its own lines); that way was set aside as reaching a state a
    /// third way passes through, and the phone's entries then followed the third way. A way is now set
    /// aside only when every line from the fork on is on a way compared: here the fork is reported,
    /// the phone's entries are unplaced, and every way `check` names is kept by `match resolve --keep`
    /// into a file `check` accepts.
    @Test(arguments: [UInt64(1342), 4798])
    func threePhonesForkingAMatchMergeToAFileCheckAccepts(_ seed: UInt64) throws {
        let (kind, records, sample) = Self.kind("match")
        let (base, copies) = sample.histories(seed)
        let merged = try records.merge(copies[0], copies[1], base, "/scorebook/" + sample.file)
        #expect(!kind.check(Array(merged.utf8), "/scorebook/" + sample.file, sample.file).diagnostics.containsErrors, "\(merged)")
        let fork = try #require(try MatchSnapshot(match: MatchParser.parse(merged, path: sample.file).document.match).log.fork, "\(merged)")
        #expect(!fork.unplaced.isEmpty)
        let settle = try #require(records.settle)
        for way in fork.continuations.map(\.device) {
            let temp = try TemporaryScorebook()
            let path = temp.book.root + "/" + sample.file
            try temp.write(sample.file, merged)
            _ = try settle(FileKind.SettleRequest(book: temp.book, path: path, words: ["keep", way], identity: Self.identity, time: Self.time))
            let settled = try temp.read(sample.file)
            let check = kind.check(Array(settled.utf8), path, sample.file)
            #expect(!check.diagnostics.containsErrors, "keeping \(way): \(check.diagnostics.map(\.message))\n\(settled)")
        }
    }

    // MARK: - Disputes

    @Test(arguments: extensions)
    func aDisputeIsListedSettledAndStaysSettled(_ fileExtension: String) throws {
        let (kind, records, sample) = Self.kind(fileExtension)
        for seed in 0..<UInt64(min(Self.caseCount, 4)) {
            let dispute = sample.dispute(seed)
            let temp = try TemporaryScorebook()
            let path = temp.book.root + "/" + sample.file
            let merged = try records.merge(dispute.a, dispute.b, dispute.base, path)
            let context = "\(kind.noun) seed \(seed):\n\(merged)"
            #expect(Self.disputed(records, merged, path), "no disputed slot: \(context)")
            #expect(try records.merge(dispute.b, dispute.a, dispute.base, path) == merged)
            try temp.write(sample.file, merged)
            #expect(records.pending(temp.book, path, nil, nil) != nil, "not pending: \(context)")
            let settle = try #require(records.settle)
            let said = try settle(FileKind.SettleRequest(book: temp.book, path: path, words: dispute.settle, identity: Self.identity, time: Self.time))
            #expect(!said.isEmpty)
            let settled = try temp.read(sample.file)
            #expect(!Self.disputed(records, settled, path), "still disputed after `resolve \(sample.file) \(dispute.settle.joined(separator: " "))`:\n\(settled)")
            #expect(records.pending(temp.book, path, nil, nil) == nil, "still pending: \(settled)")
            #expect(!kind.check(Array(settled.utf8), path, sample.file).diagnostics.containsErrors)
            // Merged with a copy it descends from (a clone that has not synced since, or that merged the
            // dispute: git's common ancestor is that copy), it stays settled.
            for copy in [dispute.a, dispute.b, merged] {
                let again = try records.merge(settled, copy, copy, path)
                #expect(!Self.disputed(records, again, path), "the dispute came back:\n\(again)")
                #expect(try records.merge(copy, settled, copy, path) == again)
            }
            // Settling what is settled is refused, and writes nothing.
            #expect(throws: HyzerError.self) {
                _ = try settle(FileKind.SettleRequest(book: temp.book, path: path, words: dispute.settle, identity: Self.identity, time: Self.time))
            }
            #expect(try temp.read(sample.file) == settled)
        }
    }

    static func disputed(_ records: FileKind.Records, _ text: String, _ path: String) -> Bool {
        records.read(text, path).view(identity.device).slots.contains { if case .disputed = $0.state { true } else { false } }
    }

    // MARK: - History

    @Test(arguments: extensions)
    func aMergeIsNoEditAndARemovedRecordIs(_ fileExtension: String) throws {
        let (kind, records, sample) = Self.kind(fileExtension)
        let path = "/scorebook/" + sample.file
        for seed in 0..<UInt64(Self.caseCount) {
            let (base, copies) = sample.histories(seed)
            let merged = try records.merge(copies[0], copies[1], base, path)
            #expect(records.audit(copies[0], merged) == [], "\(kind.noun) seed \(seed): a merge audited as an edit:\n\(merged)")
            guard sample.appendOnly, let record = records.read(merged, path).records.last(where: { merged.contains($0.line + "\n") }) else { continue }
            let removed = merged.replacingOccurrences(of: record.line + "\n", with: "")
            let changes = records.audit(merged, removed)
            #expect(changes.contains { $0.kind == .removed && $0.id == record.id }, "\(kind.noun) seed \(seed): removing \(record.line) is not audited: \(changes)")
        }
    }

    // MARK: - Check

    @Test(arguments: extensions)
    func aLineACommandWouldRefuseIsOneCheckReports(_ fileExtension: String) {
        let (kind, _, sample) = Self.kind(fileExtension)
        #expect(kind.check(Array(sample.bad.file.utf8), sample.file, sample.file).diagnostics.isEmpty, "the valid file: \(sample.bad.file)")
        let line = sample.bad.file.split(separator: "\n", omittingEmptySubsequences: false).count
        for bad in sample.bad.lines {
            let diagnostics = kind.check(Array((sample.bad.file + bad + "\n").utf8), sample.file, sample.file).diagnostics
            #expect(diagnostics.contains { $0.location.line == line }, "\(kind.noun): `\(bad)` (line \(line)) not reported: \(diagnostics.map { "\($0.location.line): \($0.message)" })")
        }
    }
}
