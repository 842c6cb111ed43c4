/// `merge A B` as a library workflow, generic over the file kinds: two copies of one file of a kind
/// with records are read and merged by the kind (``FileKind/Records/mergeFiles``); with an output, the
/// result replaces it atomically under the lock of the scorebook that holds it, so that a concurrent
/// `score` cannot slip in between the read and the rename and be lost.
public enum MergeWorkflow {
    /// Merges the copies at `a` and `b` (paths as given; relative ones from the working directory)
    /// with `base`, their common ancestor, when given, and writes the result to `output` when given.
    /// The kind is that of `a`, else of `b`; when neither names one, the first of `kinds` with records
    /// that reads `a` without errors, else the first with records.
    public static func run(a: String, b: String, base: String?, output: String?, handDevice: String?,
                           kinds: [FileKind]) throws(HyzerError) -> FileKind.Merged {
        let records = kind(of: [a, b], among: kinds)
        guard let records else { throw HyzerError(.invalidArgument, "no file kind of this scorebook can be merged") }
        func merge() throws(HyzerError) -> FileKind.Merged {
            let request = FileKind.MergeRequest(a: try read(a), b: try read(b), base: try base.map { (path) throws(HyzerError) in try read(path) },
                                                handDevice: handDevice, output: output)
            let merged = try records.mergeFiles(request)
            if let output { try FileSystem.writeAtomically(FileSystem.absolute(output), merged.text) }
            return merged
        }
        guard let output else { return try merge() }
        // The output's scorebook: by its marker, or by the folder of the output's kind.
        return try Scorebook.withLock(writing: FileSystem.absolute(output), kinds: FileKind.of(output, among: kinds).map { [$0] } ?? [], merge)
    }

    /// The records of the kind `paths` are merged as.
    static func kind(of paths: [String], among kinds: [FileKind]) -> FileKind.Records? {
        for path in paths {
            if let records = FileKind.of(path, among: kinds)?.records { return records }
        }
        let merged = kinds.compactMap(\.records)
        let first = paths.first.flatMap { try? read($0).text }
        return first.flatMap { text in merged.first { !$0.hasErrors(text, path: paths[0]) } } ?? merged.first
    }

    /// Reads one copy, named by its path as given: a file the user named, read wherever a link leads,
    /// up to ``ReadLimit/scorebookFile`` (a copy is a scorebook's file; `/dev/zero` stops there).
    static func read(_ path: String) throws(HyzerError) -> TextCopy {
        TextCopy(path: path, text: try FileSystem.readText(FileSystem.absolute(path), limit: .scorebookFile, shown: path))
    }
}
