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
///
/// **A game started on purpose beside others** (`round start --new`) names them in its file
/// (``separateFrom``): it is never one game with them, nor with another file of one of them recorded
/// twice; a later file that is the same game as both it and one of them is taken for a copy of it.
public struct GameMark: Sendable {
    /// The place and date a game was played: files of one game share it.
    public struct Day: Hashable, Sendable {
        /// Where (a course; one word for a sport played anywhere).
        public var place: String
        /// Which way of playing the place (a course's layout), nil for its only one.
        public var variant: String?
        /// The date the game started, in its own offset, as days since 1970-01-01 (a number: `check`
        /// keeps a mark per round of a long history, and groups them by it).
        public var date: Int64
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
    /// The file names (no folder) of the games it was started beside on purpose: another game than
    /// each of them. Empty for most games.
    public var separateFrom: Set<String>

    /// The mark of the game in `path`.
    public init(path: String, place: String, variant: String? = nil, started: Timestamp, playedUntil: Timestamp, isOver: Bool,
                players: [String], separateFrom: [String] = []) {
        self.path = path
        self.started = started
        self.playedUntil = max(started, playedUntil)
        self.isOver = isOver
        let local = started.secondsSinceEpoch + Int64(started.utcOffsetMinutes) * 60
        day = Day(place: place, variant: variant, date: local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
        self.players = players
        self.separateFrom = Set(separateFrom)
    }

    /// Whether either game names the other's file as one it was started beside (``separateFrom``).
    public func isSeparate(from other: GameMark) -> Bool {
        guard !separateFrom.isEmpty || !other.separateFrom.isEmpty else { return false }
        return separateFrom.contains(Self.fileName(other.path)) || other.separateFrom.contains(Self.fileName(path))
    }

    /// The last component of a path: what ``separateFrom`` names.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
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
    /// earlier one it is the same game as; the pairs in the order of their later file. Games started
    /// beside each other on purpose (``isSeparate(from:)``, also through a file one of them keeps) are
    /// never paired, and an earlier game that a later candidate was started beside is passed over for
    /// that candidate (the later file is a copy of the game started on purpose). Only marks of one
    /// ``Day`` are compared: the marks are sorted by day, then start, and each day's run is looked at on
    /// its own, so a book of thousands costs a sort, not a comparison of every pair (nor a table of days:
    /// `check` and every report pair the marks of a whole history).
    public static func pairs(among marks: [GameMark]) -> [(keep: String, join: String)] {
        func before(_ a: Int, _ b: Int) -> Bool {
            marks[a].started != marks[b].started ? marks[a].started < marks[b].started : marks[a].path < marks[b].path
        }
        func sameDay(_ a: Int, _ b: Int) -> Bool {
            marks[a].day.date == marks[b].day.date && marks[a].day.place == marks[b].day.place && marks[a].day.variant == marks[b].day.variant
        }
        let order = marks.indices.sorted { a, b in
            if marks[a].day.date != marks[b].day.date { return marks[a].day.date < marks[b].day.date }
            if marks[a].day.place != marks[b].day.place { return marks[a].day.place < marks[b].day.place }
            if marks[a].day.variant != marks[b].day.variant { return (marks[a].day.variant ?? "") < (marks[b].day.variant ?? "") }
            return before(a, b)
        }
        var found: [(keep: Int, join: Int)] = []
        // Each mark's kept file: itself, or the earlier one it is another file of.
        var root = Array(marks.indices)
        // Whether `a` or the file it is kept in was started beside `b` or the file `b` is kept in.
        func apart(_ a: Int, _ b: Int) -> Bool {
            marks[a].isSeparate(from: marks[b]) || marks[root[a]].isSeparate(from: marks[b])
                || marks[a].isSeparate(from: marks[root[b]]) || marks[root[a]].isSeparate(from: marks[root[b]])
        }
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, sameDay(order[start], order[end]) { end += 1 }
            let separate = order[start..<end].contains { !marks[$0].separateFrom.isEmpty }
            for position in (start + 1)..<max(end, start + 1) {
                let later = order[position]
                let kept: Int?
                if !separate {
                    kept = order[start..<position].first(where: { marks[$0].isSameGame(as: marks[later]) })
                } else {
                    let candidates = order[start..<position].filter { marks[$0].isSameGame(as: marks[later]) && !apart(later, $0) }
                    kept = candidates.indices.first { index in
                        !candidates[(index + 1)...].contains { apart($0, candidates[index]) }
                    }.map { candidates[$0] }
                }
                if let kept {
                    found.append((kept, later))
                    root[later] = root[kept]
                }
            }
            start = end
        }
        return found.sorted { before($0.join, $1.join) }.map { (marks[$0.keep].path, marks[$0.join].path) }
    }
}
