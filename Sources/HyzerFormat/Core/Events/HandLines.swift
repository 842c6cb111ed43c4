/// Hand-typed lines made explicit: a line typed into a file without an identity counts because of
/// where it stands (it replaces what the same device recorded above it for the same slot). Before a
/// file is merged or shared, each such line is stamped in place with its `~` identity and `sup=`
/// links naming the lines it replaced, so its meaning no longer depends on its position.
public enum HandLines {
    /// Stamps the unstamped events of `events` in place: each gets `sup=` naming the lines it replaced
    /// by standing below them — the hand-typed lines above it for the same slot, and, when `device` is
    /// given, that device's lines too (a hand-typed line counts as written on the device it was typed
    /// on). With a `device` the line also gets `dev=`; `reporter` and `time` (given the event's index)
    /// fill in `by=` and `at=` where the line has none. Only the unstamped lines `include` accepts are
    /// stamped; the others stay as they are. Returns how many lines were stamped.
    public static func stamp<Event: RecordedEvent>(_ events: inout [Event], device: String?, reporter: String? = nil,
                                                   time: (Int) -> Timestamp?, only include: (Event) -> Bool = { _ in true }) -> Int {
        guard events.contains(where: { !$0.metadata.isStamped }) else { return 0 }
        var stamped = 0
        // Per slot: the lane's events since (and including) its last hand-typed line.
        var recent: [Event.Slot: [EventID]] = [:]
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
                events[index].metadata.time = metadata.time ?? time(index)
                recent[slot] = [metadata.id]
                stamped += 1
            } else if let device, metadata.device == device {
                recent[slot, default: []].append(metadata.id)
            } else if device == nil, metadata.device == nil, metadata.id.isHandTyped {
                recent[slot, default: []].append(metadata.id)  // an explicit hand-typed line of no device
            }
        }
        return stamped
    }
}
