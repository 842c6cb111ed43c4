import HyzerFormat

/// `hyzer-text check --history`: the append-only audit of every kind of record file in git (NFR19).
enum HistoryCheck {
    static func run(_ book: Scorebook, _ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let findings = try HistoryAudit.audit(book, kinds: FileKinds.all, environment: invocation.environment)
        for finding in findings {
            let when = finding.commit.map { "in commit \($0) (\(finding.date), \(safe(finding.author)))" } ?? "in uncommitted changes"
            let noun = FileKinds.of(finding.path)?.records?.lineNoun ?? "line"
            var text = "\(safe(finding.path)): \(when): \(noun) @\(safe(finding.change.id)) was \(finding.change.kind.rawValue)\n"
            text += "  before: \(safe(finding.change.before))\n"
            if let after = finding.change.after { text += "  after:  \(safe(after))\n" }
            invocation.note(text)
        }
        guard !findings.isEmpty else { return .ok }
        // A summary and a hint per kind, worded by the kind: `2 score lines were changed…`, `1 entry line was…`.
        for kind in FileKinds.all {
            guard let records = kind.records else { continue }
            let count = findings.filter { kind.matches($0.path) }.count
            guard count > 0 else { continue }
            invocation.note("\(count) \(records.lineNoun)\(count == 1 ? " was" : "s were") changed or removed instead of superseded\n"
                            + "hint: \(records.lineNoun)s are append-only: \(records.correctionHint); restore lost lines from `git log -p`\n")
        }
        return .condition
    }
}
