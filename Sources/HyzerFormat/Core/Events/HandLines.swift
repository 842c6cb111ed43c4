/// Hand-typed lines made explicit: a line typed into a file without an identity counts because of
/// where it stands (it replaces what the same device recorded above it for the same slot). Before a
/// file is merged or shared, each such line is stamped in place with its `~` identity and `sup=` links
/// naming the lines it replaced, so its meaning no longer depends on its position; and with a time
/// that keeps its position, so the canonical order of a merged file (``EventOrder``: time first)
/// keeps the lines a person typed in the order they were typed.
///
/// **The time of a stamped line** is one second after the latest `at=` of any line above it (the
/// running maximum, lines stamped just before it included), and the log's start when no line above
/// has a time; never before the start. So the lines one stamping gives times to are strictly
/// increasing in file order, and none sorts before a timed line above it: the merged file reads as
/// they were typed, also in a copy read by an older version (which orders by `at=` too). A line that
/// carries its own `at=` keeps it. The rule reads only the copy being stamped, so every copy that holds
/// the same lines above a hand-typed line stamps it with the same time.
public enum HandLines {
    /// Stamps the unstamped events of `events` in place: each gets `sup=` naming the lines it replaced
    /// by standing below them — the hand-typed lines above it for the same slot, and, when `device` is
    /// given, that device's lines too (a hand-typed line counts as written on the device it was typed
    /// on) — and, when it has no `at=`, the time in typed order (see the type's documentation; `start`
    /// is when the log begins). With a `device` the line also gets `dev=`; `reporter` fills in `by=`
    /// where the line has none. Only the unstamped lines `include` accepts are stamped; the others stay
    /// as they are. Returns how many lines were stamped.
    public static func stamp<Event: RecordedEvent>(_ events: inout [Event], device: String?, reporter: String? = nil,
                                                   start: Timestamp, only include: (Event) -> Bool = { _ in true }) -> Int {
        guard events.contains(where: { !$0.metadata.isStamped }) else { return 0 }
        var stamped = 0
        // Per slot: the lane's events since (and including) its last hand-typed line.
        var recent: [Event.Slot: [EventID]] = [:]
        // The latest time of the lines above (seconds since the epoch), nil while none has one.
        var latest: Int64?
        for index in events.indices {
            let metadata = events[index].metadata
            let slot = events[index].slot
            if !metadata.isStamped, !include(events[index]) {
                recent[slot] = [metadata.id]  // left as it is, and still replaced by a hand-typed line below it
            } else if !metadata.isStamped {
                events[index].metadata.isStamped = true
                events[index].metadata.device = device
                events[index].metadata.supersedes = recent[slot] ?? []
                events[index].metadata.reporter = metadata.reporter ?? reporter
                events[index].metadata.time = metadata.time ?? typedTime(after: latest, start: start)
                recent[slot] = [metadata.id]
                stamped += 1
            } else if let device, metadata.device == device {
                recent[slot, default: []].append(metadata.id)
            } else if device == nil, metadata.device == nil, metadata.id.isHandTyped {
                recent[slot, default: []].append(metadata.id)  // an explicit hand-typed line of no device
            }
            if let time = events[index].metadata.time?.secondsSinceEpoch, time > latest ?? .min { latest = time }
        }
        return stamped
    }

    /// The time a stamped line without one gets (in UTC): one second after `latest`, the latest time of
    /// the lines above it (seconds since the epoch), but not before `start`; `start` when no line above
    /// has a time.
    public static func typedTime(after latest: Int64?, start: Timestamp) -> Timestamp {
        guard let latest, latest >= start.secondsSinceEpoch else { return start.utc }
        return Timestamp(secondsSinceEpoch: latest + 1, utcOffsetMinutes: 0)
    }
}
