import HyzerFormat

/// `hyzer-text merge-driver %O %A %B %P`: the git merge driver for round files.
///
/// git's contract (gitattributes(5), merge-ll.c): the result goes into `%A`; exit 0 means clean,
/// 1–128 a conflict (git still takes `%A`), above 128 a driver failure. This driver never exits
/// above 128, writes `%A` atomically, is symmetric in `%A`/`%B` (rebase swaps them), and accepts an
/// empty `%O` (both sides created the file).
enum MergeDriverCommand {
    static let command = Command(
        path: ["merge-driver"],
        abstract: "The git merge driver for round files (see `install-driver`)",
        usage: "O A B [P]",
        discussion: """
        git runs this as `hyzer-text merge-driver %O %A %B %P` when both sides changed a round file:
        O is the common ancestor (empty when both sides created the file), A ours, B theirs, P the
        path. The semantic merge (see `hyzer-text merge --help`) is written into A atomically.

        Exits 0 when the merge is clean, and 1 when it leaves a discrepancy that one side had not seen
        yet or a score line that was edited: git then stops so that someone looks (`hyzer-text sync`
        commits the merged file and reports the discrepancy). When a side does not parse or the
        headers disagree, A gets both versions between git-style conflict markers and it exits 1.
        Never above 128, which git would treat as a broken driver.
        """,
        examples: ["merge-driver .merge_file_a .merge_file_b .merge_file_c rounds/2026-11-21-cedar-creek.round"],
        positionals: 3...4,
        operands: [Operand("O", .file([])), Operand("A", .file([])), Operand("B", .file([])), .optional("P", .file([]))],
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let ancestorPath = invocation.positional(0)!, oursPath = invocation.positional(1)!, theirsPath = invocation.positional(2)!
        let shown = invocation.positional(3) ?? oursPath
        let ours: String, theirs: String
        do throws(HyzerError) {
            ours = try FileSystem.readText(oursPath)
            theirs = try FileSystem.readText(theirsPath)
        } catch {
            // %A is untouched, so git keeps our side and reports a conflict: nothing is lost.
            invocation.note("hyzer-text merge-driver: \(safe(error.message))\n")
            return .condition
        }
        let ancestor = (try? FileSystem.readText(ancestorPath)) ?? ""
        let copies = (ours: RoundMerge.Copy(path: shown + " (ours)", text: ours), theirs: RoundMerge.Copy(path: shown + " (theirs)", text: theirs),
                      base: RoundMerge.Copy(path: shown + " (ancestor)", text: ancestor))
        do throws(HyzerError) {
            if PickleballFileKinds.match.matches(shown) {
                return try mergeMatch(ours: ours, theirs: theirs, ancestor: ancestor, into: oursPath, shown: shown, invocation: invocation)
            }
            // Each copy is parsed once (this runs inside `git pull`, for every changed round file).
            let oursDocument = try RoundMerge.parse(copies.ours)
            let theirsDocument = try RoundMerge.parse(copies.theirs)
            let baseDocument = ancestor.contains(where: { !$0.isWhitespace }) ? try? RoundMerge.parse(copies.base) : nil
            let result: RoundMerge.Result
            do throws(HyzerError) {
                result = try RoundMerge.merge(oursDocument, theirsDocument, base: baseDocument)
            } catch {
                // Headers disagree: the text-level merge says where, line by line.
                result = try RoundMerge.merge(copies.ours, copies.theirs, base: copies.base)
            }
            try FileSystem.writeAtomically(oursPath, result.text)
            let report = result.report
            let fresh = RoundSharing.newDiscrepancies(report, ours: oursDocument, theirs: theirsDocument)
            invocation.note(DiscrepancyText.warnings(report))
            guard !fresh.isEmpty || !report.edits.isEmpty else { return .ok }
            var text = "hyzer-text: \(safe(shown)): \(Plural.counted(fresh.count, "new discrepancy", "new discrepancies"))\n"
            for discrepancy in fresh { text += DiscrepancyText.text(discrepancy, round: result.document.round) }
            text += "hint: the merged file is valid; commit it (`hyzer-text sync` does), then see `hyzer-text conflicts`\n"
            invocation.note(text)
            return .condition
        } catch {
            // Not mergeable as rounds: keep both versions for a person, between conflict markers.
            Dispatcher.report(error, terminal: invocation.terminal)
            let marked = ConflictMarkers.text(ours: ours, theirs: theirs)
            do throws(HyzerError) {
                try FileSystem.writeAtomically(oursPath, marked)
            } catch {
                invocation.note("hyzer-text merge-driver: \(safe(error.message))\n")
            }
            invocation.note("hint: \(safe(shown)) now holds both versions between <<<<<<< and >>>>>>>; edit it, then `hyzer-text check`\n")
            return .condition
        }
    }
}
