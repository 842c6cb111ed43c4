/// The `started`, `finished`, `reopened` and `undo` lines of a round file, read without parsing the
/// score lines.
public struct RoundHeaderScan: Sendable {
    /// When the round started; nil if the line is missing or malformed.
    public var started: Timestamp?
    /// When it finished (``Round/finish``, by the same rule); nil while active.
    public var finished: Timestamp?

    /// Scans the file at `path`.
    public init(path: String) throws(HyzerError) {
        var bytes = try FileSystem.readBytes(path)
        var started: Timestamp?
        var lifecycle: [LifecycleEvent] = []
        // A bare `finished TIME` (nearly every finished round) needs its identity only when a `reopened`
        // line might name it: its time is kept, and the identity made at the end if needed.
        var firstBare: Timestamp?, bareFinishes: [Timestamp] = []
        _ = bytes.withUnsafeMutableBufferPointer { buffer in
            LineScanner.forEachLine(in: UnsafeBufferPointer(buffer)) { line in
                // Only `started`, `finished`, `reopened` and `undo` lines matter; skip the rest without decoding them.
                guard line.tokens.count >= 2, let first = line.tokens.first else { return }
                let byte = line.bytes[first.lowerBound]
                guard byte == UInt8(ascii: "s") || byte == UInt8(ascii: "f") || byte == UInt8(ascii: "r") || byte == UInt8(ascii: "u")
                else { return }
                let keyword = line.string(first)
                if keyword == "started", line.tokens.count == 2 { started = Timestamp(line.string(line.tokens[1])) }
                let kind: LifecycleEvent.Kind
                switch keyword {
                case "finished": kind = .finished
                case "reopened": kind = .reopened
                case "undo": kind = .undo
                default: return
                }
                if kind == .finished, line.tokens.count == 2, line.commentStart == nil,
                   let time = Timestamp(rfc3339: UnsafeBufferPointer(rebasing: line.bytes[line.tokens[1]])) {
                    if firstBare == nil { firstBare = time } else { bareFinishes.append(time) }
                } else if let event = RoundParser.readLifecycle(line, kind: kind).event {
                    lifecycle.append(event)
                }
            }
        }
        self.started = started
        if lifecycle.contains(where: { $0.kind != .finished }) {
            let bare = (firstBare.map { [$0] } ?? []) + bareFinishes
            self.finished = LifecycleEvent.finish(of: lifecycle + bare.map(LifecycleEvent.handTypedFinish))?.time
        } else {
            // No line cancels any: the earliest finish counts.
            var earliest = firstBare
            for time in bareFinishes + lifecycle.map(\.time) where earliest.map({ time < $0 }) ?? true { earliest = time }
            self.finished = earliest
        }
    }
}
