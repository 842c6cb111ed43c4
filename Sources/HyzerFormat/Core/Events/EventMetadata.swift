/// What every recorded event carries besides what it records: who said it, on which device, when,
/// and which events it replaces or settles. The same for every sport and file kind; written as the
/// line tail `@ID by=… dev=… at=… sup=… resolves=… # note` (``EventField``).
///
/// Events are append-only (NFR19): the tool never edits or deletes one. A correction or a resolution
/// is a new event that names the events it supersedes.
public struct EventMetadata: Sendable, Equatable {
    // The optional fields are spelled `Optional<…>`: a `T?` field starts as nil before `init` sets it,
    // and the compiler then copies and destroys the whole metadata once per event line it makes
    // (docs/PERFORMANCE.md, "Measurements behind the code's shape").
    /// Identity, stable across copies of the file, so that merging the same data twice changes
    /// nothing. The tool writes `DEVICE.SEQ` (`mike-phone.12`); hand-typed lines get a content-derived
    /// identity starting with `~` (see ``EventID``).
    public var id: EventID
    /// Who reported the event (anyone may score anyone), when known.
    public var reporter: Optional<String>
    /// The device that wrote the event; nil for a hand-typed line not yet stamped.
    public var device: Optional<String>
    /// When the event was recorded, when known (written in UTC).
    public var time: Optional<Timestamp>
    /// Events this one corrects (a link to the same device is a correction, FR47 case 3).
    public var supersedes: [EventID]
    /// Competing events this resolution settles; non-empty only for resolutions (FR49–FR52).
    public var resolves: [EventID]
    /// Whether the line carried its identity (`@…`); false for a hand-typed line.
    public var isStamped: Bool
    /// A `# comment` typed at the end of the line, without the `#`.
    public var note: Optional<String>

    /// Creates metadata.
    public init(id: EventID, reporter: String? = nil, device: String? = nil, time: Timestamp? = nil,
                supersedes: [EventID] = [], resolves: [EventID] = [], isStamped: Bool = true, note: String? = nil) {
        self.id = id
        self.reporter = reporter
        self.device = device
        self.time = time
        self.supersedes = supersedes
        self.resolves = resolves
        self.isStamped = isStamped
        self.note = note
    }

    /// How many pieces of metadata the line carries: of two versions of one identity that record the
    /// same thing, a merge keeps the richer one (``RecordedEvent/prefers(_:over:)``).
    public var richness: Int {
        var count = 0
        if isStamped { count += 1 }
        if device != nil { count += 1 }
        if reporter != nil { count += 1 }
        if time != nil { count += 1 }
        if !supersedes.isEmpty || !resolves.isEmpty { count += 1 }
        if note != nil { count += 1 }
        return count
    }

    /// Whether this metadata says everything `poorer` says (each piece of `poorer` is absent or the
    /// same here): then nothing is lost by keeping this version alone.
    public func subsumes(_ poorer: EventMetadata) -> Bool {
        (poorer.reporter == nil || poorer.reporter == reporter)
            && (poorer.device == nil || poorer.device == device)
            && (poorer.time == nil || poorer.time?.secondsSinceEpoch == time?.secondsSinceEpoch)
            && (poorer.note == nil || poorer.note == note)
            && (!poorer.isStamped || isStamped)
    }
}
