import HyzerFormat

/// `hyzer-text merge A B [-o OUT] [--base O]`: combine two copies of one round or match (FR44–FR48),
/// through ``MergeWorkflow`` (each kind's merge).
enum MergeCommand {
    /// The kind of file the examples merge (``FileKinds/example``).
    private static let example = FileKinds.example

    static let command = Command(
        path: ["merge"],
        abstract: "Combine two copies of one file (\(FileKinds.mergedFilesPhrase)); report agreements and discrepancies",
        usage: "A B [-o OUT] [--base O] [--device ID]",
        discussion: """
        The result is the union of both copies' score lines by identity, in a canonical order: merging
        A with B and B with A gives the same bytes, merging again changes nothing. Scores both copies
        agree on merge silently; different current scores for a player on a hole from different
        devices become a discrepancy to settle with `hyzer-text resolve`. Copies of different rounds
        (course, layout, start, organizer or pars differ) are refused; player lists, aliases and
        comments are joined. With --base, the common ancestor
        decides header edits made on one side and reveals score lines a copy removed.

        A file of settings (a course, a league) merges line by line: without --base the union of
        both copies' lines; with it, a line is kept unless a side removed it. A setting with two
        values is a discrepancy, settled with `hyzer-text resolve FILE LINE`.

        Without -o the merged file goes to stdout and the report to stderr; with -o OUT (which may be
        A itself) the file is replaced atomically and the report goes to stdout. Hand-typed lines
        without an @identity keep no device unless --device says where they were typed. Exits 1 when
        the merged round has discrepancies or an edited score line, 65 when it cannot be merged or a
        copy is larger than 64 MiB (an input that never ends is refused there too).
        """,
        examples: ["merge phone\(example.suffix) laptop\(example.suffix) -o \(example.examplePath)",
                   "merge \(example.examplePath) ~/Downloads/cedar\(example.suffix) -o \(example.examplePath)"],
        options: [.value("output", short: "o", "OUT", "write the merged round to OUT (atomically) instead of stdout", kind: .file(mergedExtensions)),
                  .value("base", "O", "the common ancestor of A and B, for a three-way merge", kind: .file(mergedExtensions)),
                  .value("device", "ID", "the device hand-typed lines were typed on (default: none)")],
        positionals: 2...2,
        operands: [Operand("A", .file(mergedExtensions)), Operand("B", .file(mergedExtensions))],
        run: run
    )

    /// The extensions of the files `merge` combines (the kinds with records), for completion.
    static let mergedExtensions = MergeDriverSetup.mergedKinds(FileKinds.all).map(\.fileExtension)

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let output = invocation.value("output")
        let merged = try MergeWorkflow.run(a: invocation.positional(0)!, b: invocation.positional(1)!, base: invocation.value("base"),
                                           output: output, handDevice: try handDevice(invocation), kinds: FileKinds.all)
        if output != nil {
            invocation.out(merged.report)
        } else {
            invocation.out(merged.text)
            invocation.note(merged.report)
        }
        invocation.note(merged.warnings)
        return merged.needsAttention ? .condition : .ok
    }

    /// The device hand-typed lines are attributed to: `--device`, else none (a merge does not guess
    /// where a line was typed; `sync` stamps lines in the clone they were typed in).
    static func handDevice(_ invocation: Invocation) throws(HyzerError) -> String? {
        guard let device = invocation.value("device") else { return nil }
        if let problem = LocalIdentity.problem(withDevice: device) {
            throw HyzerError(.invalidArgument, "\"\(device)\" cannot be a device id: \(problem)", hint: "write a device id like mike-phone")
        }
        return device
    }
}
