import HyzerFormat

/// `hyzer-text check --history`: the append-only audit of round files in git (NFR19).
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
        invocation.note("\(findings.count) score line\(findings.count == 1 ? " was" : "s were") changed or removed instead of superseded\n"
                        + "hint: score lines are append-only: correct with `hyzer-text score`, settle with `hyzer-text resolve`; "
                        + "restore lost lines from `git log -p`\n")
        return .condition
    }
}
