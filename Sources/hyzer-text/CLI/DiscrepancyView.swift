import HyzerFormat

/// How discrepancies and merge reports look on a terminal: the renderers are the library's
/// ``DiscrepancyText``; these names stay for the commands that use them.
enum DiscrepancyView {
    /// ``DiscrepancyText/text(_:round:heading:)``.
    static func text(_ discrepancy: Discrepancy, round: Round, heading: (String) -> String = { $0 }) -> String {
        DiscrepancyText.text(discrepancy, round: round, heading: heading)
    }

    /// ``DiscrepancyText/provenance(_:round:)``.
    static func provenance(_ event: ScoreEvent, round: Round) -> String { DiscrepancyText.provenance(event, round: round) }

    /// ``DiscrepancyText/resolveHint(_:)``.
    static func resolveHint(_ discrepancy: Discrepancy) -> String { DiscrepancyText.resolveHint(discrepancy) }

    /// ``DiscrepancyText/summary(_:eventCount:labelA:labelB:)``.
    static func summary(_ report: MergeReport, eventCount: Int, labelA: String, labelB: String) -> String {
        DiscrepancyText.summary(report, eventCount: eventCount, labelA: labelA, labelB: labelB)
    }

    /// ``DiscrepancyText/warnings(_:)``.
    static func warnings(_ report: MergeReport) -> String { DiscrepancyText.warnings(report) }
}
