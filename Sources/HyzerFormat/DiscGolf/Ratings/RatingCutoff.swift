/// Which rounds a rating or handicap may use: `--as-of DATE` keeps rounds started before `DATE`.
///
/// A date (`2026-06-01`) compares with each round's start date in the offset it was written with, so
/// a round started on the evening of May 31st in California is before June 1st, as its file name
/// says; a full timestamp (`2026-06-01T09:00:00-07:00`) compares instants.
public enum RatingCutoff: Sendable, Equatable {
    /// Every round.
    case none
    /// Rounds whose local start date (`YYYY-MM-DD`) is before this one.
    case beforeDate(String)
    /// Rounds started before this instant (what `round start --handicaps` uses: the new round's start).
    case before(Timestamp)

    /// Reads `YYYY-MM-DD` or an RFC 3339 timestamp; nil for anything else.
    public init?(parsing text: String) {
        if let instant = Timestamp(text) {
            self = .before(instant)
            return
        }
        guard let midnight = Timestamp(text + "T00:00:00Z"), midnight.dateString == text else { return nil }
        self = .beforeDate(text)
    }

    /// Whether a round that started at `started` counts.
    public func includes(_ started: Timestamp) -> Bool {
        switch self {
        case .none: return true
        case .beforeDate(let date): return started.dateString < date
        case .before(let instant): return started < instant
        }
    }

    /// The cut-off as given (`2026-06-01`, or the timestamp in RFC 3339); nil for every round.
    public var text: String? {
        switch self {
        case .none: return nil
        case .beforeDate(let date): return date
        case .before(let instant): return instant.rfc3339
        }
    }
}
