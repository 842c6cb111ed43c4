import HyzerFormat

/// `hyzer-text check --history`: the append-only audit of round files in git (NFR19).
enum HistoryCheck {
    static func run(_ book: Scorebook, _ invocation: Invocation) throws(HyzerError) -> ExitCode {
        guard let repository = GitRepository.find(containing: book.root, environment: invocation.environment) else {
            throw HyzerError(.notFound, "--history needs git, and this scorebook is not in a git repository",
                             hint: "the audit walks `git log` of rounds/; without history there is nothing to audit")
        }
        let directory = repository.relative(book.roundsDirectory) ?? "rounds"
        let findings = try HistoryAudit.audit(repository, directory: directory)
        for finding in findings {
            let when = finding.commit.map { "in commit \($0) (\(finding.date), \(safe(finding.author)))" } ?? "in uncommitted changes"
            var text = "\(safe(finding.path)): \(when): score line @\(safe(finding.before.id.rawValue)) was \(finding.kind.rawValue)\n"
            text += "  before: \(safe(RoundFormatter.eventLine(finding.before)))\n"
            if let after = finding.after { text += "  after:  \(safe(RoundFormatter.eventLine(after)))\n" }
            invocation.note(text)
        }
        guard !findings.isEmpty else { return .ok }
        invocation.note("\(findings.count) score line\(findings.count == 1 ? " was" : "s were") changed or removed instead of superseded\n"
                        + "hint: score lines are append-only: correct with `hyzer-text score`, settle with `hyzer-text resolve`; "
                        + "restore lost lines from `git log -p`\n")
        return .condition
    }
}
