/// Turns a command's diagnostics into the text people read, keeping it proportional to what a person
/// can take in: a line's excerpt is shown once even when several diagnostics point into it, and past
/// ``limit`` diagnostics the rest are only counted (`… and 9,812 more errors`). Counts and exit codes
/// come from the diagnostics themselves, so they stay exact.
public struct DiagnosticPrinter: Sendable {
    /// At most this many diagnostics are printed per command.
    public static let limit = 100

    private var printed = 0
    private var heldErrors = 0, heldWarnings = 0
    /// The file and line of the last excerpt shown.
    private var lastExcerpt: (path: String, line: Int)?

    /// A printer that has shown nothing yet.
    public init() {}

    /// The text for `diagnostic` (see ``Diagnostic/rendered(excerpt:)``), without the excerpt when the
    /// previous diagnostic already showed that line; nil past ``limit`` (the diagnostic is then counted
    /// for ``takeSummary()``).
    public mutating func text(for diagnostic: Diagnostic) -> String? {
        guard printed < Self.limit else {
            if diagnostic.severity == .error { heldErrors += diagnostic.problemCount } else { heldWarnings += diagnostic.problemCount }
            return nil
        }
        printed += 1
        let location = diagnostic.location
        let showExcerpt = diagnostic.lineText != nil && !(lastExcerpt?.path == location.path && lastExcerpt?.line == location.line)
        if showExcerpt { lastExcerpt = (location.path, location.line) }
        return diagnostic.rendered(excerpt: showExcerpt)
    }

    /// `… and 9,812 more errors and 2 more warnings (not shown)` for the diagnostics held back since the
    /// last call, or nil when none were.
    public mutating func takeSummary() -> String? {
        defer { (heldErrors, heldWarnings) = (0, 0) }
        return Self.summary(errors: heldErrors, warnings: heldWarnings).map { $0 + "\n" }
    }

    /// `… and 9,812 more errors and 2 more warnings (not shown)`, nil for none.
    static func summary(errors: Int, warnings: Int) -> String? {
        var parts: [String] = []
        if errors > 0 { parts.append("\(Diagnostic.countText(errors)) more error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { parts.append("\(Diagnostic.countText(warnings)) more warning\(warnings == 1 ? "" : "s")") }
        guard !parts.isEmpty else { return nil }
        return "… and \(parts.joined(separator: " and ")) (not shown)"
    }

    /// What a surface that shows a file's diagnostics all at once (an editor, through `hyzer-text lsp`)
    /// lists, within the same limit as a command prints: the first ``limit`` of `diagnostics` (sorted
    /// by location), then, when there are more, one diagnostic that stands for them at the first of
    /// them (`… and 9,812 more errors and 2 more warnings (not shown)`), an error when any of them is
    /// one; its ``Diagnostic/omittedCount`` is how many problems they are.
    public static func listed(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let sorted = diagnostics.sortedByLocation
        guard sorted.count > limit else { return sorted }
        let rest = sorted[limit...]
        let errors = rest.reduce(0) { $0 + ($1.severity == .error ? $1.problemCount : 0) }
        let warnings = rest.reduce(0) { $0 + ($1.severity == .warning ? $1.problemCount : 0) }
        let first = rest.first!.location
        var note = Diagnostic(errors > 0 ? .error : .warning, at: SourceLocation(path: first.path, line: first.line),
                              summary(errors: errors, warnings: warnings)!,
                              hint: "fix the ones above: the rest show as they are fixed (`hyzer-text check` counts them all)")
        note.omittedCount = errors + warnings
        return Array(sorted[..<limit]) + [note]
    }
}
