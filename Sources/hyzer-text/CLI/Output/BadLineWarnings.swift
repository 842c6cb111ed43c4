import HyzerFormat

/// The warnings about bad lines (``BadLines``) one command has shown, shared by every copy of its
/// ``Invocation``: each line is warned about once however often the command reads its file (a write
/// reads it again under the lock), at most ``limit`` are shown, and the rest are counted for one
/// closing line (``Invocation/finishWarnings()``).
final class BadLineWarnings {
    /// At most this many bad lines are shown per command; `check` lists them all.
    static let limit = 3

    /// `path:line` of every warning seen.
    private var seen: Set<String> = []
    /// How many were shown.
    private var shown = 0
    /// How many were seen past the limit.
    private(set) var held = 0

    /// The warnings of `diagnostics` to show now: those not seen before, up to the limit (the rest are
    /// counted in ``held``).
    func take(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var now: [Diagnostic] = []
        for diagnostic in diagnostics where seen.insert("\(diagnostic.location.path):\(diagnostic.location.line)").inserted {
            if shown < Self.limit {
                shown += 1
                now.append(diagnostic)
            } else {
                held += 1
            }
        }
        return now
    }

    /// The closing line for the warnings held back, nil when none were; resets the count.
    func takeSummary() -> String? {
        defer { held = 0 }
        guard held > 0 else { return nil }
        return "… and \(Diagnostic.countText(held)) more ignored line\(held == 1 ? "" : "s"); run `hyzer-text check` to see them all\n"
    }
}

extension Invocation {
    /// Shows the warnings a read or write of a file returned (a document's bad lines): each bad line
    /// once per command, a few at most (``BadLineWarnings``). What every command does with a file that
    /// has bad lines.
    func warn(_ warnings: [Diagnostic]) {
        guard !warnings.isEmpty else { return }
        report(badLineWarnings.take(warnings))
    }

    /// Prints the count of bad-line warnings held back, if any: the dispatcher calls it once the
    /// command is done (also when it failed).
    func finishWarnings() {
        if let summary = badLineWarnings.takeSummary() { terminal.err(summary) }
    }
}

extension Invocation {
    /// Shows the warnings an error carries about a file's bad lines (a rewrite refused until they are
    /// fixed, ``Scorebook/addPlayer(_:to:)``) as every command shows bad lines, and returns the error
    /// without them, to be reported after them.
    func showingBadLines(of error: HyzerError) -> HyzerError {
        warn(error.diagnostics.filter { $0.severity == .warning })
        return HyzerError(error.kind, error.message, hint: error.hint, diagnostics: error.diagnostics.filter { $0.severity != .warning })
    }

    /// Warns that a file a report goes through was skipped because it cannot be read
    /// (``BadLines/skipped(_:)``), naming it at its first error.
    func warnSkipped(_ error: HyzerError, path: String) {
        warn([BadLines.skipped(error.diagnostics)
              ?? Diagnostic(.warning, at: SourceLocation(path: path, line: 1), "\(error.message); the file is skipped", hint: error.hint)])
    }
}
