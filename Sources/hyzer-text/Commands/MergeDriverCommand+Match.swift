import HyzerFormat

extension MergeDriverCommand {
    /// The driver for a match file: the semantic merge (``MatchMerge``) written into `%A`. Exits 0 when
    /// the copies agree or one log is a prefix of the other, and 1 when the merge leaves a fork one
    /// side had not seen yet or an edited entry line, so that someone looks. Throws when a copy does
    /// not parse or the headers disagree (the caller keeps both versions between conflict markers).
    static func mergeMatch(ours: String, theirs: String, ancestor: String, into oursPath: String, shown: String,
                           invocation: Invocation) throws(HyzerError) -> ExitCode {
        let copies = (ours: MatchMerge.Copy(path: shown + " (ours)", text: ours), theirs: MatchMerge.Copy(path: shown + " (theirs)", text: theirs),
                      base: MatchMerge.Copy(path: shown + " (ancestor)", text: ancestor))
        let oursDocument = try MatchMerge.parse(copies.ours)
        let theirsDocument = try MatchMerge.parse(copies.theirs)
        let baseDocument = ancestor.contains(where: { !$0.isWhitespace }) ? try? MatchMerge.parse(copies.base) : nil
        let result: MatchMerge.Result
        do throws(HyzerError) {
            result = try MatchMerge.merge(oursDocument, theirsDocument, base: baseDocument)
        } catch {
            result = try MatchMerge.merge(copies.ours, copies.theirs, base: copies.base)  // says where the headers differ
        }
        try FileSystem.writeAtomically(oursPath, result.text)
        for edit in result.report.edits {
            invocation.note("warning: \(safe(shown)): entry line @\(safe(edit.kept.id.rawValue)) was edited in place; both versions are kept: "
                            + "\"\(safe(MatchFormatter.eventLine(edit.kept)))\" and \"\(safe(MatchFormatter.eventLine(edit.dropped)))\"\n")
        }
        let fork = MatchMerge.newFork(result.report, ours: oursDocument, theirs: theirsDocument)
        guard let fork else { return result.report.edits.isEmpty ? .ok : .condition }
        invocation.note("hyzer-text: \(safe(shown)): \(safe(MatchChecks.message(for: fork)))\n"
                        + "hint: the merged file is valid; commit it (`hyzer-text sync` does), then \(safe(MatchChecks.hint(for: fork)))\n")
        return .condition
    }
}
