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

/// One identity carried by two copies with different content.
///
/// When the versions record different scores (hole, player, strokes or links: the line was edited in
/// place, which the tool never does), both are kept: `kept` under the identity and `dropped` beside it
/// under `variant`, so the edit is visible in every copy. When they differ only in metadata (`by=`,
/// `at=`, device, note), `kept` is the preferred version and `dropped` is not in the merged file.
public struct IdentityClash: Sendable, Equatable {
    /// The version that keeps the identity.
    public var kept: ScoreEvent
    /// The other version, as it was in its copy.
    public var dropped: ScoreEvent
    /// The identity the other version is kept under; nil when only metadata differed.
    public var variant: EventID?

    /// Creates a clash.
    public init(kept: ScoreEvent, dropped: ScoreEvent, variant: EventID?) {
        self.kept = kept
        self.dropped = dropped
        self.variant = variant
    }

    /// Whether the versions record different scores (both are kept).
    public var isEdit: Bool { variant != nil }
}
