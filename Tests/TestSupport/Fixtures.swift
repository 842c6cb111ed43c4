import HyzerFormat
import Testing

/// Small builders shared by the library tests.
public enum Fixtures {
    /// A three-hole round header with Mike, Jake (alias J) and the guest Uncle Bob; score lines start
    /// on line 8.
    public static let header = RoundFixture.header(pars: [3, 3, 4], players: ["Mike", "Jake aka J"], guests: ["Uncle Bob"])

    /// Parses `header + lines`, expecting no errors.
    public static func document(_ lines: String, header: String = header,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) -> RoundDocument {
        let parsed = RoundParser.parse(header + lines, path: "t.round")
        #expect(!parsed.diagnostics.containsErrors, "\(parsed.diagnostics.map { $0.rendered() }.joined())",
                sourceLocation: sourceLocation)
        return parsed.document
    }

    /// The round of ``document(_:header:sourceLocation:)``.
    public static func round(_ lines: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Round {
        document(lines, sourceLocation: sourceLocation).round
    }
}
