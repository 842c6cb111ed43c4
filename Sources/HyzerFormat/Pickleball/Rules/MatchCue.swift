/// What the last entry did, for the scorer to announce: a point, a side-out, the second server, a
/// time-out, an end change, game over, match over, an undo, or a court choice. Several can hold at once (the sixth
/// point of the last game is a point and an end change; a winning rally is a point, game over and
/// perhaps match over), so the cue is a set; ``primary`` picks the one to show first.
public struct MatchCue: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The cues as bits.
    public let rawValue: UInt16

    /// Creates a cue from its bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// A team scored.
    public static let point = MatchCue(rawValue: 1 << 0)
    /// The serve passed to the other team.
    public static let sideOut = MatchCue(rawValue: 1 << 1)
    /// The serving team lost a rally with server 1: the partner serves next (side-out doubles).
    public static let secondServer = MatchCue(rawValue: 1 << 2)
    /// A team called a time-out.
    public static let timeOut = MatchCue(rawValue: 1 << 3)
    /// The teams change ends now (the mid-game change in the last game, or between games).
    public static let endChange = MatchCue(rawValue: 1 << 4)
    /// A game ended.
    public static let gameOver = MatchCue(rawValue: 1 << 5)
    /// The match ended.
    public static let matchOver = MatchCue(rawValue: 1 << 6)
    /// The last entry was an undo.
    public static let undo = MatchCue(rawValue: 1 << 7)
    /// The teams chose who serves first or who starts in the right court.
    public static let courtChoice = MatchCue(rawValue: 1 << 8)

    /// Every cue, most important first; ``primary`` is the first of these the set holds.
    public static let byImportance: [(cue: MatchCue, name: String)] = [
        (.matchOver, "match over"), (.gameOver, "game over"), (.endChange, "change ends"), (.undo, "undo"),
        (.timeOut, "time-out"), (.courtChoice, "court choice"), (.sideOut, "side-out"), (.secondServer, "second server"), (.point, "point"),
    ]

    /// The most important cue the set holds (match over before game over before end change …); empty
    /// for a state that has seen no entry.
    public var primary: MatchCue {
        Self.byImportance.first { contains($0.cue) }?.cue ?? []
    }

    /// The names of the cues the set holds, most important first, joined by `, ` (`game over, change ends, point`).
    public var description: String {
        Self.byImportance.filter { contains($0.cue) }.map(\.name).joined(separator: ", ")
    }
}
