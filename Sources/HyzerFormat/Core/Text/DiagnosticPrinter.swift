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
        var parts: [String] = []
        if heldErrors > 0 { parts.append("\(Diagnostic.countText(heldErrors)) more error\(heldErrors == 1 ? "" : "s")") }
        if heldWarnings > 0 { parts.append("\(Diagnostic.countText(heldWarnings)) more warning\(heldWarnings == 1 ? "" : "s")") }
        guard !parts.isEmpty else { return nil }
        return "… and \(parts.joined(separator: " and ")) (not shown)\n"
    }
}
