import HyzerFormat

/// `hyzer-text merge A B [-o OUT] [--base O]`: combine two copies of one round (FR44–FR48).
enum MergeCommand {
    static let command = Command(
        path: ["merge"],
        abstract: "Combine two copies of one round or match file; report agreements and discrepancies",
        usage: "A B [-o OUT] [--base O] [--device ID]",
        discussion: """
        The result is the union of both copies' score lines by identity, in a canonical order: merging
        A with B and B with A gives the same bytes, merging again changes nothing. Scores both copies
        agree on merge silently; different current scores for a player on a hole from different
        devices become a discrepancy to settle with `hyzer-text resolve`. Copies of different rounds
        (course, layout, start, organizer or pars differ) are refused; player lists, aliases and
        comments are joined. With --base, the common ancestor
        decides header edits made on one side and reveals score lines a copy removed.

        Without -o the merged file goes to stdout and the report to stderr; with -o OUT (which may be
        A itself) the file is replaced atomically and the report goes to stdout. Hand-typed lines
        without an @identity keep no device unless --device says where they were typed. Exits 1 when
        the merged round has discrepancies or an edited score line, 65 when it cannot be merged.
        """,
        examples: ["merge phone.round laptop.round -o rounds/2026-11-21-cedar-creek.round",
                   "merge rounds/2026-11-21-cedar-creek.round ~/Downloads/cedar.round -o rounds/2026-11-21-cedar-creek.round"],
        options: [.value("output", short: "o", "OUT", "write the merged round to OUT (atomically) instead of stdout", kind: .file([DiscGolfFileKinds.round.fileExtension])),
                  .value("base", "O", "the common ancestor of A and B, for a three-way merge", kind: .file([DiscGolfFileKinds.round.fileExtension])),
                  .value("device", "ID", "the device hand-typed lines were typed on (default: none)")],
        positionals: 2...2,
        operands: [Operand("A", .file([DiscGolfFileKinds.round.fileExtension])), Operand("B", .file([DiscGolfFileKinds.round.fileExtension]))],
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let pathA = invocation.positional(0)!, pathB = invocation.positional(1)!
        let device = try handDevice(invocation)
        let output = invocation.value("output").map(FileSystem.absolute)
        if [pathA, pathB].contains(where: PickleballFileKinds.match.matches) {
            return try runMatch(invocation, pathA: pathA, pathB: pathB, device: device, output: output)
        }
        func mergeFiles() throws(HyzerError) -> RoundMerge.Result {
            let a = try read(pathA), b = try read(pathB)
            let base = try invocation.value("base").map { (path) throws(HyzerError) in try read(path) }
            let result = try RoundMerge.merge(a, b, base: base, handDevice: device)
            if let output {
                if let problem = Scorebook.replacementProblem(at: output, by: result.document.round) {
                    throw HyzerError(.cannotCreate, "refusing to replace \(invocation.value("output")!): \(problem)",
                                     hint: "merge -o replaces only a copy of the same round; give a new file name, or leave out -o to print the result")
                }
                try FileSystem.writeAtomically(output, result.text)
            }
            return result
        }
        // Writing a file: hold the lock of the scorebook that holds it, so a concurrent `score` cannot
        // slip in between the read and the rename and be lost.
        let result: RoundMerge.Result
        if let output {
            result = try Scorebook.withLock(writing: output, mergeFiles)
        } else {
            result = try mergeFiles()
        }
        let report = result.report
        var lines = "Merged: " + DiscrepancyText.summary(report, eventCount: result.document.round.events.count,
                                                          labelA: FileSystem.lastComponent(of: pathA),
                                                          labelB: FileSystem.lastComponent(of: pathB)) + "\n"
        for discrepancy in report.discrepancies {
            lines += DiscrepancyText.text(discrepancy, round: result.document.round)
        }
        if let first = report.discrepancies.first { lines += "hint: " + DiscrepancyText.resolveHint(first) + "\n" }
        if output != nil {
            invocation.out(lines)
        } else {
            invocation.out(result.text)
            invocation.note(lines)
        }
        invocation.note(DiscrepancyText.warnings(report))
        return report.needsAttention ? .condition : .ok
    }

    /// `merge` of two copies of a match file (``MatchMerge``): the union of their entry lines; a log
    /// that is a prefix of the other merges silently, two continuations are a fork (exit 1).
    static func runMatch(_ invocation: Invocation, pathA: String, pathB: String, device: String?, output: String?) throws(HyzerError) -> ExitCode {
        if let output, !PickleballFileKinds.match.matches(output) {
            throw HyzerError(.cannotCreate, "refusing to write a merged match to \(invocation.value("output")!): it is not a .match file",
                             hint: "give a file name ending in .match, or leave out -o to print the result")
        }
        func mergeFiles() throws(HyzerError) -> MatchMerge.Result {
            let a = try read(pathA), b = try read(pathB)
            let base = try invocation.value("base").map { (path) throws(HyzerError) in try read(path) }
            let result = try MatchMerge.merge(a, b, base: base, handDevice: device)
            if let output { try FileSystem.writeAtomically(output, result.text) }
            return result
        }
        let result: MatchMerge.Result
        if let output {
            result = try Scorebook.withLock(writing: output, mergeFiles)
        } else {
            result = try mergeFiles()
        }
        let report = result.report
        func only(_ events: [MatchEvent], _ path: String) -> String {
            "\(events.count) only in \(FileSystem.lastComponent(of: path))"
        }
        var lines = ["Merged: \(result.document.match.events.count) entry lines (\(only(report.fromA, pathA)), \(only(report.fromB, pathB)))"]
        if let fork = report.fork { lines += [MatchChecks.message(for: fork), "hint: " + MatchChecks.hint(for: fork)] }
        for edit in report.edits {
            lines.append("warning: entry line @\(edit.kept.id.rawValue) was edited in place; both versions are kept: "
                         + "\"\(MatchFormatter.eventLine(edit.kept))\" and \"\(MatchFormatter.eventLine(edit.dropped))\"")
        }
        let text = lines.map { safe($0) + "\n" }.joined()
        if output != nil {
            invocation.out(text)
        } else {
            invocation.out(result.text)
            invocation.note(text)
        }
        return report.needsAttention ? .condition : .ok
    }

    /// Reads one copy to merge.
    static func read(_ path: String) throws(HyzerError) -> RoundMerge.Copy {
        let absolute = FileSystem.absolute(path)
        return RoundMerge.Copy(path: path, text: try FileSystem.readText(absolute))
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
