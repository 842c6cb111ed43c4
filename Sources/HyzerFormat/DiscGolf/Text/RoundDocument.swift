/// A round file as text: the ``Round`` it describes plus the layout of its lines (comments, blank
/// lines, the order of header and score lines), so that formatting keeps what a person wrote.
public struct RoundDocument: Sendable, Equatable {
    /// One line of the file.
    public enum Item: Sendable, Equatable {
        /// A blank line (runs of blank lines are kept as one).
        case blank
        /// A whole-line comment, text after `#` (leading space trimmed).
        case comment(String)
        /// A header line, printed from the round's fields.
        case header(HeaderKey)
        /// A score line: index into `round.events`.
        case event(Int)
        /// A `finished` or `reopened` line: index into `round.lifecycle`.
        case lifecycle(Int)
        /// A closest-to-the-pin result (`ctp 7 Sarah`): index into `round.closest`.
        case closest(Int)
        /// A line that did not parse, kept byte for byte so nothing is ever lost.
        case verbatim(String)
    }

    /// Which header field a header line holds.
    public enum HeaderKey: Sendable, Equatable {
        case course, layout, started, organizer, pars
        /// `start-hole N`: the hole the group teed off on.
        case startHole
        /// The file name at this index of `round.separateFrom` (written `separate-from FILE`).
        case separateFrom(Int)
        /// The player at this index of `round.people` (written `player …` or `guest …`).
        case player(Int)
        /// `format best-shot`: how a team round is played (``Round/teamPlay``).
        case format
        /// The team at this index of `round.teamPlay.teams` (written `team …` or `cali …`).
        case team(Int)
        /// The handicap at this index of `round.handicaps` (written `handicap NAME +N`).
        case handicap(Int)
        /// A side game's declaration (`skins 1 carry`, `ctp 3,7`, `acepot 2`), from `round.games`.
        case skins, closest, acePot
    }

    /// The round the file describes.
    public var round: Round
    /// The file's lines in order.
    public var items: [Item]
    /// What a command that reads or writes this file warns about (``BadLines``): each line it ignores
    /// and a cut-off last line it set aside. Filled in by the scorebook's readers (the parser returns
    /// diagnostics); not part of equality: it says how the file was read, not what it holds.
    public var warnings: [Diagnostic] = []

    /// Creates a document with explicit layout.
    public init(round: Round, items: [Item]) {
        self.round = round
        self.items = items
    }

    /// A new file for `round`: a comment, the header lines (a team round's `format` before its players
    /// and its `team` lines after them; then any lifecycle lines, where imports have
    /// always written `finished`), a blank line, then its events.
    public init(round: Round, comment: String? = nil) {
        self.round = round
        var items: [Item] = comment.map { [.comment($0)] } ?? []
        items.append(.header(.course))
        if round.layout != nil { items.append(.header(.layout)) }
        items += [.header(.started), .header(.organizer), .header(.pars)]
        if round.startHole != nil { items.append(.header(.startHole)) }
        items += round.separateFrom.indices.map { .header(.separateFrom($0)) }
        if round.teamPlay != nil { items.append(.header(.format)) }
        items += round.people.indices.map { .header(.player($0)) }
        items += (round.teamPlay?.teams.indices).map { $0.map { .header(.team($0)) } } ?? []
        items += round.handicaps.indices.map { .header(.handicap($0)) }
        items += Self.gameHeader(round.games)
        items += round.lifecycle.indices.map { .lifecycle($0) }
        items.append(.blank)
        items += round.events.indices.map { .event($0) }
        items += round.closest.indices.map { .closest($0) }
        self.items = items
    }

    /// The header lines of `games`, in canonical order: `skins`, `ctp`, `acepot`.
    static func gameHeader(_ games: SideGames) -> [Item] {
        (games.skins == nil ? [] : [.header(.skins)]) + (games.closest == nil ? [] : [.header(.closest)])
            + (games.acePot == nil ? [] : [.header(.acePot)])
    }

    /// Whether the file says which round it is: its `course`, `started` and `pars` lines read. A file
    /// that does not cannot be read as a round at all (``BadLines``).
    public var saysWhichRound: Bool {
        var course = false, started = false, pars = false
        for case .header(let key) in items {
            switch key {
            case .course: course = true
            case .started: started = true
            case .pars: pars = true
            default: continue
            }
        }
        return course && started && pars
    }

    /// Whether two documents hold the same round in the same lines (``warnings`` aside).
    public static func == (lhs: RoundDocument, rhs: RoundDocument) -> Bool { lhs.round == rhs.round && lhs.items == rhs.items }

    /// Appends an event to the round and a line for it at the end of the file.
    public mutating func append(_ event: ScoreEvent) {
        round.events.append(event)
        items.append(.event(round.events.count - 1))
    }

    /// Appends a closest-to-the-pin result and a line for it at the end of the file.
    public mutating func append(_ event: ClosestEvent) {
        round.closest.append(event)
        items.append(.closest(round.closest.count - 1))
    }

    /// Appends a `finished` or `reopened` event and a line for it at the end of the file.
    public mutating func append(_ event: LifecycleEvent) {
        round.lifecycle.append(event)
        items.append(.lifecycle(round.lifecycle.count - 1))
    }
}

extension RoundDocument.Item: LineItem {}
