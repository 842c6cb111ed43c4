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
