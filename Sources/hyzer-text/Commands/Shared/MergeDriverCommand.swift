import HyzerFormat

/// `hyzer-text merge-driver %O %A %B %P`: the git merge driver for the files of the kinds with records, through
/// ``MergeDriverWorkflow`` (each kind's merge).
///
/// git's contract (gitattributes(5), merge-ll.c): the result goes into `%A`; exit 0 means clean,
/// 1–128 a conflict (git still takes `%A`), above 128 a driver failure. This driver never exits
/// above 128, writes `%A` atomically, is symmetric in `%A`/`%B` (rebase swaps them), and accepts an
/// empty `%O` (both sides created the file).
enum MergeDriverCommand {
    static let command = Command(
        path: ["merge-driver"],
        abstract: "The git merge driver for \(FileKinds.mergedFilesPhrase) (see `install-driver`)",
        usage: "O A B [P]",
        discussion: """
        git runs this as `hyzer-text merge-driver %O %A %B %P` when both sides changed a round file:
        O is the common ancestor (empty when both sides created the file), A ours, B theirs, P the
        path. The semantic merge (see `hyzer-text merge --help`) is written into A atomically.

        Exits 0 when the merge is clean, and 1 when it leaves a discrepancy that one side had not seen
        yet or a score line that was edited: git then stops so that someone looks (`hyzer-text sync`
        commits the merged file and reports the discrepancy). When a side does not parse or the
        headers disagree, A gets both versions between git-style conflict markers and it exits 1.
        A copy larger than 64 MiB leaves A untouched, and it exits 1 (git keeps our side).
        Never above 128, which git would treat as a broken driver.
        """,
        examples: ["merge-driver .merge_file_a .merge_file_b .merge_file_c " + FileKinds.example.examplePath],
        positionals: 3...4,
        operands: [Operand("O", .file([])), Operand("A", .file([])), Operand("B", .file([])), .optional("P", .file([]))],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let ours = invocation.positional(1)!
        let shown = invocation.positional(3) ?? ours
        let outcome = MergeDriverWorkflow.run(ancestor: invocation.positional(0)!, ours: ours, theirs: invocation.positional(2)!,
                                              shown: shown, kinds: FileKinds.all)
        switch outcome {
        case .merged(let merged):
            invocation.note(merged.warnings)
            invocation.note(merged.report)
        case .unreadable(let error):
            // %A is untouched, so git keeps our side and reports a conflict: nothing is lost.
            invocation.note("hyzer-text merge-driver: \(safe(error.message))\n")
        case .conflicted(let error, let writeFailure):
            // Not mergeable as its kind: both versions are kept for a person, between conflict markers.
            Dispatcher.report(error, through: invocation)
            if let writeFailure { invocation.note("hyzer-text merge-driver: \(safe(writeFailure.message))\n") }
            invocation.note("hint: \(safe(shown)) now holds both versions between <<<<<<< and >>>>>>>; edit it, then `hyzer-text check`\n")
        }
        return outcome.needsAttention ? .condition : .ok
    }
}
