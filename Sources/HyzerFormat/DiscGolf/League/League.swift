/// A season's league as its file says it (`leagues/NAME.league`, docs/LEAGUES.md): which rounds count,
/// how a round's result turns into points, how many results count, and the handicap allowance. The
/// table itself is never written: ``LeagueStandings`` works it out from the rounds.
public struct League: Sendable, Equatable {
    /// How a round's result becomes points.
    public enum Points: Sendable, Equatable {
        /// `points place 10 8 6 …`: the first place earns the first number, and so on; places past the
        /// list earn 0. Players tied on a place each earn that place's points.
        case place([Int])
        /// `points strokes N`: the round's best score earns N, each stroke behind it one point less,
        /// never below 0.
        case strokes(Int)

        /// The line's words after `points`: `place 10 8 6`, `strokes 20`.
        public var text: String {
            switch self {
            case .place(let table): return "place " + table.map(String.init).joined(separator: " ")
            case .strokes(let base): return "strokes \(base)"
            }
        }
    }

    /// The league's name (`league Autumn Tuesdays`).
    public var name: String
    /// Only rounds on this course count (its name, ignoring case); nil for any course.
    public var course: String?
    /// Only rounds on this layout count (its name, ignoring case); nil for any layout.
    public var layout: String?
    /// Only rounds started on or after this day (`YYYY-MM-DD`, the round's own offset) count.
    public var from: String?
    /// Only rounds started on or before this day count.
    public var to: String?
    /// When not empty, only these rounds (file names without `.round`) count.
    public var rounds: [String]
    /// How results become points.
    public var points: Points
    /// How many of a player's results count (their best); nil for all of them.
    public var best: Int?
    /// The handicap allowance in percent: each player's score is made net by this share of their
    /// handicap on the round's layout as the model had it before the round (docs/HANDICAPS.md); nil
    /// for gross scores.
    public var allowance: Int?

    /// A league; see the properties.
    public init(name: String, course: String? = nil, layout: String? = nil, from: String? = nil, to: String? = nil,
                rounds: [String] = [], points: Points = .place([10, 8, 6, 5, 4, 3, 2, 1]), best: Int? = nil, allowance: Int? = nil) {
        self.name = name
        self.course = course
        self.layout = layout
        self.from = from
        self.to = to
        self.rounds = rounds
        self.points = points
        self.best = best
        self.allowance = allowance
    }

    /// Sets the setting of `keyword` (`best`, `points`: every keyword of a league file but `round`)
    /// to its value in `other`: how the line of a disputed setting that counts is placed.
    mutating func set(_ keyword: String, from other: League) {
        switch keyword {
        case "league": name = other.name
        case "course": course = other.course
        case "layout": layout = other.layout
        case "from": from = other.from
        case "to": to = other.to
        case "points": points = other.points
        case "best": best = other.best
        case "handicap": allowance = other.allowance
        default: break
        }
    }

    /// Whether the round `entry` is one of the league's: every selection the file gives holds (course,
    /// layout, dates, listed rounds), and the round is finished (not abandoned; a round complete but
    /// not finished yet counts once its `finished` line is written). A team round is left out: its
    /// players did not play their own scores.
    public func counts(_ entry: RoundArchive.Entry) -> Bool {
        let round = entry.round
        guard entry.standings.status.phase == .finished, round.teamPlay == nil else { return false }
        if let course, round.course.lowercased() != course.lowercased() { return false }
        if let layout, round.layout?.lowercased() != layout.lowercased() { return false }
        let day = round.started.dateString
        if let from, day < from { return false }
        if let to, day > to { return false }
        return rounds.isEmpty || rounds.contains(entry.name)
    }
}
