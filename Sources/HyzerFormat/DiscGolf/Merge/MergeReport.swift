/// What a merge of two copies of a round found, as plain data (the executable decides how to say it).
public struct MergeReport: Sendable, Equatable {
    /// Events the first copy had that the second lacked (new to the second copy), in canonical order.
    public var fromA: [ScoreEvent]
    /// Events the second copy had that the first lacked (new to the first copy), in canonical order.
    public var fromB: [ScoreEvent]
    /// Events of the common ancestor that one or both copies no longer had. Events are append-only
    /// (NFR19), so the merge keeps them; a removal is worth telling someone about.
    public var restored: [ScoreEvent]
    /// Player/hole pairs where leaves from two or more devices agree: merged without a word.
    public var agreements: Int
    /// Pending discrepancies in the merged round, ordered by hole then player order.
    public var discrepancies: [Discrepancy]
    /// Identities the copies carry with different content: edited score lines (both versions kept)
    /// and differing metadata (one kept).
    public var clashes: [IdentityClash]

    /// Creates a report.
    public init(fromA: [ScoreEvent] = [], fromB: [ScoreEvent] = [], restored: [ScoreEvent] = [], agreements: Int = 0,
                discrepancies: [Discrepancy] = [], clashes: [IdentityClash] = []) {
        self.fromA = fromA
        self.fromB = fromB
        self.restored = restored
        self.agreements = agreements
        self.discrepancies = discrepancies
        self.clashes = clashes
    }

    /// Score lines that were edited in place: both versions are in the merged file.
    public var edits: [IdentityClash] { clashes.filter(\.isEdit) }

    /// Whether the merged round needs a person: discrepancies to resolve or edited score lines.
    public var needsAttention: Bool { !discrepancies.isEmpty || !edits.isEmpty }
}
