import HyzerFormat
import Testing
import TestSupport

/// The record contract's disputes through the binary, for every kind of the registry at once (issue
/// 42): a dispute two copies of a file leave (the kind's sample, ``RecordContractSamples``) is listed
/// by `conflicts --all` (exit 1 while anything is pending), and settled by `resolve FILE WORDS…`, after which
/// `conflicts` has nothing pending. A new kind with records joins this test by its sample.
@Suite("every kind's dispute is listed and settled, end to end")
struct RecordContractEndToEndTests {
    static let extensions = FileKinds.all.filter { $0.records != nil }.map(\.fileExtension)

    @Test(arguments: extensions)
    func aDisputeIsListedAndSettledByNamingTheFile(_ fileExtension: String) throws {
        let kind = FileKinds.all.first { $0.fileExtension == fileExtension }!
        let sample = try #require(RecordContractSamples.sample(for: kind))
        for seed: UInt64 in 0..<2 {
            let cli = try CLIRunner.scorebook()
            let dispute = sample.dispute(seed)
            try cli.write(sample.file, try kind.records!.merge(dispute.a, dispute.b, dispute.base, cli.path(sample.file)))
            let name = kind.name(of: sample.file)  // as conflicts names it: rounds by name, other files by path
            let listed = try cli.run(["conflicts", "--all"])
            #expect(listed.status == 1 && listed.stdout.contains(name),
                    "\(kind.noun) seed \(seed): conflicts --all does not list it:\n\(listed.stdout)\(listed.stderr)")
            let settled = try cli.run(["resolve", sample.file] + dispute.settle)
            #expect(settled.status == 0 && settled.stderr == "", "\(kind.noun) seed \(seed): \(settled.stderr)")
            let after = try cli.run(["conflicts", "--all"])
            // Exit 0: nothing pending anywhere (a round is still listed, with no discrepancies).
            #expect(after.status == 0 && !after.stdout.contains("pending"),
                    "\(kind.noun) seed \(seed): still listed:\n\(after.stdout)\(after.stderr)")
            let again = try cli.run(["resolve", sample.file] + dispute.settle)
            #expect(again.status != 0 && again.stderr.hasPrefix("error: "), "settling twice: \(again.stdout)\(again.stderr)")
        }
    }
}
