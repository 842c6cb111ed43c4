/// What tells one game recorded twice, in any sport (`docs/FORMAT.md`, "One round recorded twice";
/// `docs/PICKLEBALL.md`, "One match recorded twice"): two phones that each started the group's round or
/// match offline hold two files of one game, and every report would count it twice.
///
/// **The rule.** One person cannot play two games at once. Two files are one game recorded twice when
/// they are games of the same place (a course and layout; pickleball has one), started the same day
/// (each in its own offset), with a player or guest in common (by name, ignoring case), and played at
/// the same time: both are still being played (neither is finished or over), or the later one started
/// before the earlier one's last line. A game is played from its start to the last line recorded while
/// it was being played (``playedUntil``: a round's last score before the finish that counts, a
/// match's last entry), or its start while it has none. A morning and an afternoon round of one group
/// on one course are two games, even when the morning round was finished late at the café; two copies
/// of one, one of them started a few minutes late, overlap.
///
/// The one that started first is kept (on a tie, the file that lists first), so every device names
/// the same pair and suggests the same join; until they are joined, only the kept one counts.
public struct GameMark: Sendable {
    /// The place and date a game was played: files of one game share it.
    public struct Day: Hashable, Sendable {
        /// Where (a course and its layout; one word for a sport played anywhere).
        public var place: String
        /// The date the game started, in its own offset (`2026-11-21`).
        public var date: String
    }

    /// The game's file.
    public var path: String
    /// When the game started.
    public var started: Timestamp
    /// When it was last played: the latest time a line was recorded while it was being played, or its
    /// start when none was.
    public var playedUntil: Timestamp
    /// Whether it is finished (a round) or over (a match); false while it is still being played.
    public var isOver: Bool
    /// Its place and date.
    public var day: Day
    /// Its players' and guests' names, as written (compared ignoring case).
    public var players: [String]

    /// The mark of the game in `path`.
    public init(path: String, place: String, started: Timestamp, playedUntil: Timestamp, isOver: Bool, players: [String]) {
        self.path = path
        self.started = started
        self.playedUntil = max(started, playedUntil)
        self.isOver = isOver
        day = Day(place: place, date: started.dateString)
        self.players = players
    }

    /// The same place and day, and a name in common: one group's games that day.
    public func isSameGroup(as other: GameMark) -> Bool {
        guard day == other.day else { return false }
        let names = Set(players.map { $0.lowercased() })
        return other.players.contains { names.contains($0.lowercased()) }
    }

    /// Whether the two were being played at the same time: both still are, or neither was last played
    /// before the other started.
    public func overlaps(_ other: GameMark) -> Bool {
        (!isOver && !other.isOver) || (other.started <= playedUntil && started <= other.playedUntil)
    }

    /// One game recorded twice: the same group's (``isSameGroup(as:)``), played at the same time.
    public func isSameGame(as other: GameMark) -> Bool { isSameGroup(as: other) && overlaps(other) }

    /// Every game among `marks` that is another file of an earlier one, each as (the file to keep, the
    /// file to join into it): marks in order of start (then path), each later one paired with the first
    /// earlier one it is the same game as. Only marks of one ``Day`` are compared, so a book of
    /// thousands costs a pass, not a comparison of every pair.
    public static func pairs(among marks: [GameMark]) -> [(keep: String, join: String)] {
        let marks = marks.sorted { a, b in a.started != b.started ? a.started < b.started : a.path < b.path }
        var earlier: [Day: [GameMark]] = [:]
        var pairs: [(keep: String, join: String)] = []
        for later in marks {
            if let kept = earlier[later.day]?.first(where: { $0.isSameGame(as: later) }) { pairs.append((kept.path, later.path)) }
            earlier[later.day, default: []].append(later)
        }
        return pairs
    }
}
