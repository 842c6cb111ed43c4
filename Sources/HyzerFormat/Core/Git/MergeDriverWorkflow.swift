/// The git merge driver as a library workflow, generic over the file kinds: git runs
/// `hyzer-text merge-driver %O %A %B %P` when both sides changed a file of a kind with records, and
/// the kind's merge (``FileKind/Records/mergeForDriver``) is written into `%A` atomically.
///
/// git's contract (gitattributes(5), merge-ll.c): the result goes into `%A`; exit 0 means clean,
/// 1–128 a conflict (git still takes `%A`), above 128 a driver failure. This workflow never fails: a
/// copy that cannot be read leaves `%A` untouched (git keeps our side), and copies that cannot be
/// merged as their kind are written into `%A` between conflict markers, so nothing is lost.
public enum MergeDriverWorkflow {
    /// What the driver did with one file.
    public enum Outcome: Sendable {
        /// Merged and written into `%A`: what the kind has to say (empty report when clean).
        case merged(FileKind.Merged)
        /// A copy could not be read; `%A` is untouched.
        case unreadable(HyzerError)
        /// The copies could not be merged as their kind (`error` says why): `%A` holds both between
        /// conflict markers, unless writing it failed too (`writeFailure`).
        case conflicted(error: HyzerError, writeFailure: HyzerError?)

        /// Whether a person must look (git stops): anything but a clean merge.
        public var needsAttention: Bool {
            if case .merged(let merged) = self { return merged.needsAttention }
            return true
        }
    }

    /// Merges the copies at `ancestor` (%O, empty when both sides created the file), `ours` (%A, which
    /// receives the result) and `theirs` (%B) of the file `shown` (%P, or %A when git gave none). The
    /// kind is that of `shown`; when it names none, the first of `kinds` with records that reads
    /// `ours` without errors, else the first with records.
    public static func run(ancestor: String, ours: String, theirs: String, shown: String, kinds: [FileKind]) -> Outcome {
        // Each copy is a scorebook's file, read up to its limit; an ancestor git could not give (none,
        // when both sides created the file) is empty, but one past the limit is no ancestor to merge on.
        let oursText: String, theirsText: String, ancestorText: String
        do throws(HyzerError) {
            oursText = try FileSystem.readText(ours, limit: .scorebookFile, shown: shown + " (ours)")
            theirsText = try FileSystem.readText(theirs, limit: .scorebookFile, shown: shown + " (theirs)")
            do throws(HyzerError) { ancestorText = try FileSystem.readText(ancestor, limit: .scorebookFile, shown: shown + " (ancestor)") }
            catch where error.kind != .invalidData { ancestorText = "" }
        } catch {
            return .unreadable(error)
        }
        let copies = (ours: TextCopy(path: shown + " (ours)", text: oursText), theirs: TextCopy(path: shown + " (theirs)", text: theirsText),
                      base: TextCopy(path: shown + " (ancestor)", text: ancestorText))
        do throws(HyzerError) {
            let records = try kind(of: shown, ours: oursText, among: kinds)
            let merged = try records.mergeForDriver(copies.ours, copies.theirs, copies.base, shown)
            try FileSystem.writeAtomically(ours, merged.text)
            return .merged(merged)
        } catch {
            // Not mergeable as its kind: keep both versions for a person, between conflict markers.
            do throws(HyzerError) {
                try FileSystem.writeAtomically(ours, ConflictMarkers.text(ours: oursText, theirs: theirsText))
                return .conflicted(error: error, writeFailure: nil)
            } catch let writeFailure {
                return .conflicted(error: error, writeFailure: writeFailure)
            }
        }
    }

    /// The records of the kind the driver merges `shown` as.
    static func kind(of shown: String, ours: String, among kinds: [FileKind]) throws(HyzerError) -> FileKind.Records {
        let merged = kinds.compactMap(\.records)
        if let records = FileKind.of(shown, among: kinds)?.records { return records }
        if let records = merged.first(where: { !$0.hasErrors(ours, path: shown) }) ?? merged.first { return records }
        throw HyzerError(.invalidArgument, "no file kind of this scorebook is merged by the driver")
    }
}
