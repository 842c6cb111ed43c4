/// A match file as text: the ``Match`` it describes plus the layout of its lines (which header lines
/// it writes, comments, blank lines, lines that did not parse), so that formatting keeps what a person
/// wrote.
public struct MatchDocument: Sendable, Equatable {
    /// One line of the file.
    public enum Item: Sendable, Equatable {
        /// A blank line (runs of blank lines are kept as one).
        case blank
        /// A whole-line comment, text after `#` (leading space trimmed).
        case comment(String)
        /// A header line, printed from the match's fields, with the `# note` that ended it, if any.
        case header(HeaderKey, note: String?)
        /// An entry line: index into `match.events`.
        case event(Int)
        /// A `joined` line: index into `match.joined`.
        case joined(Int)
        /// A line that did not parse, kept byte for byte so nothing is ever lost.
        case verbatim(String)
    }

    /// Which header field a header line holds, in the canonical order of the header.
    public enum HeaderKey: Sendable, Hashable, Comparable {
        /// `match TITLE`.
        case title
        /// `started TIME`.
        case started
        /// `format singles|doubles`.
        case format
        /// `scoring side-out|rally`.
        case scoring
        /// `to N`.
        case target
        /// `win-by N`.
        case winBy
        /// `freeze game-point|none|N`.
        case freeze
        /// `best-of N`.
        case bestOf
        /// `timeout-length 1m`.
        case timeOutLength
        /// `team A|B NAME [colour=…]`.
        case team(MatchSide)
        /// `player A|B NAME [hand=…] [court=…]`: the player at this index of the side's team.
        case player(MatchSide, Int)
        /// `serves A|B`.
        case serves

        /// The line's keyword.
        public var keyword: String {
            switch self {
            case .title: "match"
            case .started: "started"
            case .format: "format"
            case .scoring: "scoring"
            case .target: "to"
            case .winBy: "win-by"
            case .freeze: "freeze"
            case .bestOf: "best-of"
            case .timeOutLength: "timeout-length"
            case .team: "team"
            case .player: "player"
            case .serves: "serves"
            }
        }

        /// Position in the canonical header: fields in the order above, team A's line and players
        /// before team B's.
        var rank: (Int, Int, Int) {
            switch self {
            case .title: (0, 0, 0)
            case .started: (1, 0, 0)
            case .format: (2, 0, 0)
            case .scoring: (3, 0, 0)
            case .target: (4, 0, 0)
            case .winBy: (5, 0, 0)
            case .freeze: (6, 0, 0)
            case .bestOf: (7, 0, 0)
            case .timeOutLength: (7, 1, 0)
            case .team(let side): (8, side == .a ? 0 : 2, 0)
            case .player(let side, let index): (8, side == .a ? 1 : 3, index)
            case .serves: (9, 0, 0)
            }
        }

        public static func < (lhs: HeaderKey, rhs: HeaderKey) -> Bool { lhs.rank < rhs.rank }
    }

    /// The match the file describes.
    public var match: Match
    /// The file's lines in order.
    public var items: [Item]
    /// The 1-based line number of each of `match.events` in the file it was read from (0 for an event
    /// that was not read from a file), for diagnostics about entries.
    public var eventLines: [Int]
    /// Lines that repeat an entry line exactly (kept as ``Item/verbatim(_:)``, with a warning): the
    /// index in `items` of the repeat → the index in `match.events` of the line it repeats. `fmt`
    /// writes a repeat right below the line it repeats, so formatting twice changes nothing.
    public var repeats: [Int: Int] = [:]

    /// Whether the file says which match it is: its `started` line and a player of each team read. A
    /// file that does not cannot be read as a match at all (``BadLines``).
    public var saysWhichMatch: Bool {
        var started = false, sides = Set<MatchSide>()
        for case .header(let key, _) in items {
            if case .started = key { started = true }
            if case .player(let side, _) = key { sides.insert(side) }
        }
        return started && sides.count == MatchSide.allCases.count
    }

    /// Creates a document with explicit layout.
    public init(match: Match, items: [Item], eventLines: [Int]? = nil) {
        self.match = match
        self.items = items
        self.eventLines = eventLines ?? Array(repeating: 0, count: match.events.count)
    }

    /// A new file for `match`, as the tool writes it: an optional comment, every header line (the
    /// title only when there is one), a blank line, then its entries.
    public init(match: Match, comment: String? = nil) {
        var items: [Item] = comment.map { [.comment($0)] } ?? []
        items += Self.fullHeader(of: match).map { .header($0, note: nil) }
        items.append(.blank)
        items += match.events.indices.map { .event($0) }
        self.init(match: match, items: items)
    }

    /// Every header line `match` can have, in canonical order (the title only when it has one).
    public static func fullHeader(of match: Match) -> [HeaderKey] {
        var keys: [HeaderKey] = match.title == nil ? [] : [.title]
        keys += [.started, .format, .scoring, .target, .winBy, .freeze, .bestOf, .timeOutLength]
        for side in MatchSide.allCases {
            keys.append(.team(side))
            keys += match.teams[side].players.indices.map { .player(side, $0) }
        }
        keys.append(.serves)
        return keys
    }

    /// The header lines the file has, in file order.
    public var headerKeys: [HeaderKey] {
        items.compactMap { item in
            if case .header(let key, _) = item { return key }
            return nil
        }
    }

    /// Appends an event to the match and a line for it at the end of the file.
    public mutating func append(_ event: MatchEvent) {
        match.events.append(event)
        eventLines.append(0)
        items.append(.event(match.events.count - 1))
    }
}

extension MatchDocument.Item: LineItem {}
