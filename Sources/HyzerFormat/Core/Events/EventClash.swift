/// One identity carried by two copies with different content.
///
/// When the versions record different things (content or links: the line was edited in
/// place, which the tool never does), both are kept: `kept` under the identity and `dropped` beside it
/// under `variant`, so the edit is visible in every copy. When they differ only in metadata (`by=`,
/// `at=`, device, note), `kept` is the preferred version and `dropped` is not in the merged file.
public struct EventClash<Event: RecordedEvent>: Sendable, Equatable {
    /// The version that keeps the identity.
    public var kept: Event
    /// The other version, as it was in its copy.
    public var dropped: Event
    /// The identity the other version is kept under; nil when only metadata differed.
    public var variant: EventID?

    /// Creates a clash.
    public init(kept: Event, dropped: Event, variant: EventID?) {
        self.kept = kept
        self.dropped = dropped
        self.variant = variant
    }

    /// Whether the versions record different things (both are kept).
    public var isEdit: Bool { variant != nil }
}
