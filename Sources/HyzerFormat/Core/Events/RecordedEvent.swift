/// An event of any file kind: what it records about one *slot* (a player's score on a hole, a
/// rally's outcome at a position of a match) plus the shared ``EventMetadata``.
///
/// Everything that decides which events count is generic over this protocol and lives in `Core/Events`:
/// leaves per slot and the same-device rules (``EventLeaves``), the union merge of copies
/// (``EventUnion``), the canonical order of lines (``EventOrder``) and stamping hand-typed lines
/// (``HandLines``). A sport supplies the slot, the recorded content and the canonical line.
public protocol RecordedEvent: Sendable, Equatable {
    /// What the event is about; two events of one slot compete, and disagreeing leaves of one slot
    /// are a discrepancy.
    associatedtype Slot: Hashable

    /// Identity, reporter, device, time, links, note.
    var metadata: EventMetadata { get set }

    /// The slot the event records.
    var slot: Slot { get }

    /// What the event records, as canonical text without metadata (`7 mike 3`): two versions of one
    /// identity with different content mean the line was edited. Compares names case-insensitively
    /// where the file kind does.
    var content: String { get }

    /// Whether two leaves of one slot agree (one score, not a discrepancy).
    func agrees(with other: Self) -> Bool

    /// The event's canonical line, for deterministic tie-breaks between versions.
    var canonicalLine: String { get }
}

extension RecordedEvent {
    /// See ``EventMetadata/id``.
    public var id: EventID {
        get { metadata.id }
        set { metadata.id = newValue }
    }

    /// See ``EventMetadata/reporter``.
    public var reporter: String? {
        get { metadata.reporter }
        set { metadata.reporter = newValue }
    }

    /// See ``EventMetadata/device``.
    public var device: String? {
        get { metadata.device }
        set { metadata.device = newValue }
    }

    /// See ``EventMetadata/time``.
    public var time: Timestamp? {
        get { metadata.time }
        set { metadata.time = newValue }
    }

    /// See ``EventMetadata/supersedes``.
    public var supersedes: [EventID] {
        get { metadata.supersedes }
        set { metadata.supersedes = newValue }
    }

    /// See ``EventMetadata/resolves``.
    public var resolves: [EventID] {
        get { metadata.resolves }
        set { metadata.resolves = newValue }
    }

    /// See ``EventMetadata/isStamped``.
    public var isStamped: Bool {
        get { metadata.isStamped }
        set { metadata.isStamped = newValue }
    }

    /// See ``EventMetadata/note``.
    public var note: String? {
        get { metadata.note }
        set { metadata.note = newValue }
    }

    /// Whether this event is a resolution of a discrepancy.
    public var isResolution: Bool { !metadata.resolves.isEmpty }

    /// Every event this one links to, corrections and resolutions alike.
    public var links: [EventID] { metadata.supersedes + metadata.resolves }

    /// What a version records, as text: ``content`` and the links. The `sup=` links of a hand-typed
    /// line (or of the kept other version of one) are left out: they are derived from where it stands
    /// (``HandLines``), and the clone it was typed in adds links to its own lines when it stamps it.
    public var record: String {
        var text = content
        if !metadata.supersedes.isEmpty, !metadata.id.isHandTyped, metadata.id.variantOrigin?.isHandTyped != true {
            text += " sup=" + metadata.supersedes.map(\.rawValue).joined(separator: ",")
        }
        if !metadata.resolves.isEmpty { text += " resolves=" + metadata.resolves.map(\.rawValue).joined(separator: ",") }
        return text
    }

    /// The deterministic choice between two versions of one identity: the richer line (more
    /// metadata), then the lexicographically smaller canonical line. A total order, so the choice does
    /// not depend on which copy came first.
    public static func prefers(_ a: Self, over b: Self) -> Bool {
        let (ra, rb) = (a.metadata.richness, b.metadata.richness)
        if ra != rb { return ra > rb }
        return a.canonicalLine < b.canonicalLine
    }
}
