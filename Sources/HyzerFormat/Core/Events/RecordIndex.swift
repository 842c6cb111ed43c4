/// What each identity of a version of a round file records, for telling whether a score line of an
/// earlier version survives in it: under its identity with the same record, or kept aside as the
/// other version of an edited line (``EventID/variant(for:)``).
public struct RecordIndex<Event: RecordedEvent> {
    private var records: [EventID: String] = [:]
    private var keptAside: [EventID: Set<String>] = [:]

    /// Indexes one version's events.
    public init(_ events: [Event]) {
        records.reserveCapacity(events.count)
        for event in events {
            records[event.id] = event.record
            if let origin = event.id.variantOrigin { keptAside[origin, default: []].insert(event.record) }
        }
    }

    /// Whether the identity is there at all.
    public func contains(_ id: EventID) -> Bool { records[id] != nil }

    /// Whether `event` (of an earlier version) still counts as it did: same record under its identity,
    /// or its record kept beside a changed line.
    public func keeps(_ event: Event) -> Bool {
        let record = event.record
        return records[event.id] == record || keptAside[event.id]?.contains(record) == true
    }
}
