/// A round of disc golf: which course (with its own copy of the pars), when, who plays, and every
/// score event recorded so far (FR10–FR16b).
public struct Round: Sendable, Equatable {
    /// Course name at the time the round started.
    public var course: String
    /// Course layout, if any.
    public var layout: String?
    /// The pars the round started with; `pars[0]` is hole 1. Editing the course never changes them.
    public var pars: [Int]
    /// The hole the group teed off on (`start-hole N`); nil when the file does not say (see
    /// ``PlayOrder`` for what that means).
    public var startHole: Int?
    /// When the round started, with the organizer's UTC offset.
    public var started: Timestamp
    /// Who created the round.
    public var organizer: String
    /// The competitors, in order: whom score lines name and every view compares; frozen once scoring
    /// starts (FR13). In a singles round the players of the `player` and `guest` lines; in a team
    /// round one per team (``TeamPlay/competitors``), the people being ``people``.
    public var players: [Player]
    /// How a team round is played (its `format`, `team` and `cali` lines); nil for a singles round.
    public var teamPlay: TeamPlay?
    /// The players' handicaps (`handicap Mike +6` lines), in file order, at most one per player; empty
    /// for a round played without them (see ``Handicap`` and ``hasHandicaps``).
    public var handicaps: [Handicap] = []
    /// The side games the header declares (`skins`, `ctp`, `acepot` lines); empty for a round played
    /// for nothing but the score.
    public var games = SideGames()
    /// The rounds this one was started beside on purpose (`separate-from FILE` lines, `round start
    /// --new`), as file names of `rounds/`: it is another round, never a copy of one of them (nor of a
    /// copy of one of them) recorded twice (``GameMark``). Empty for most rounds.
    public var separateFrom: [String] = []
    /// Every closest-to-the-pin result line (`ctp 7 Sarah`), in file order (``ClosestEvent``).
    public var closest: [ClosestEvent] = []
    /// Every score event, in file order.
    public var events: [ScoreEvent] {
        didSet { eventFacts = EventFacts() }
    }
    /// What the parser knows of `events` for free that the scorecard would pay to find out; forgotten
    /// whenever `events` change.
    var eventFacts = EventFacts()
    /// Every `finished`, `reopened`, `discarded`, `joined` and `undo` line, in file order (see ``finish``,
    /// ``withdrawal`` and ``undone``).
    public var lifecycle: [LifecycleEvent]
    /// Identities written on lines of the file that are ignored (they did not read or broke a rule):
    /// ``nextEventID(device:)`` never gives one of them to a new line.
    public var ignoredIdentities: [EventID] = []

    /// Creates a round; `finished` gives it a bare `finished` line (as an import or a test does).
    public init(course: String, layout: String? = nil, pars: [Int], started: Timestamp, organizer: String,
                players: [Player], finished: Timestamp? = nil, events: [ScoreEvent] = [], lifecycle: [LifecycleEvent] = [],
                startHole: Int? = nil) {
        self.course = course
        self.layout = layout
        self.pars = pars
        self.startHole = startHole
        self.started = started
        self.organizer = organizer
        self.players = players
        self.events = events
        self.lifecycle = lifecycle
        if let finished { self.lifecycle.append(.handTypedFinish(at: finished)) }
    }

    /// Number of holes.
    public var holeCount: Int { pars.count }

    /// Whether the round is played with handicaps: it has at least one `handicap` line. Then every view
    /// shows net beside gross, and a player without a line plays off 0.
    public var hasHandicaps: Bool { !handicaps.isEmpty }

    /// The handicap of the player named `name` (as the player list spells it): its strokes, 0 for a
    /// player without a `handicap` line.
    public func handicap(of name: String) -> Int {
        handicaps.first { $0.player == name }?.strokes ?? 0
    }

    /// The finish that counts: the earliest `finished` line that no `reopened` line cancels; nil while
    /// the round is active (never finished, or reopened since). It says when and by whom (FR15).
    public var finish: LifecycleEvent? { lifecycle.isEmpty ? nil : LifecycleEvent.finish(of: lifecycle) }

    /// When the round was finished (``finish``); missing holes are then no-score (FR15). Nil while active.
    /// Setting it replaces every lifecycle line with one bare `finished` line (or none, for nil): for
    /// building rounds (imports, tests), never for changing a file, which only ever gains lines.
    public var finished: Timestamp? {
        get { finish?.time }
        set { lifecycle = newValue.map { [.handTypedFinish(at: $0)] } ?? [] }
    }

    /// The lines `undo` lines take back (score, `finished` and `reopened` lines): each counts as if it
    /// were not in the file, so that the value before it is back (rule 12 of `docs/FORMAT.md`).
    public var undone: Set<EventID> { lifecycle.isEmpty ? [] : LifecycleEvent.undone(by: lifecycle) }

    /// Whether the round is finished.
    public var isFinished: Bool { finish != nil }

    /// The `joined` or `discarded` line that takes this round out of lists, history, stats and the
    /// default round (``LifecycleEvent/withdrawal(of:)``); nil for a round that counts.
    public var withdrawal: LifecycleEvent? { lifecycle.isEmpty ? nil : LifecycleEvent.withdrawal(of: lifecycle) }

    /// Whether the round was joined into another or discarded (``withdrawal``).
    public var isWithdrawn: Bool { withdrawal != nil }

    /// The standing `left` lines (``LifecycleEvent/Kind/left``): each player who left the round early
    /// (`hyzer-text round leave`) and was not brought back (`round rejoin`, `undo`), one line per
    /// player (the first in file order). Such a player holds up no hole of the group's.
    public var departures: [LifecycleEvent] {
        guard lifecycle.contains(where: { $0.kind == .left }) else { return [] }
        var seen = Set<String>()
        return LifecycleEvent.standing(.left, in: lifecycle).filter { seen.insert($0.player ?? "").inserted }
    }

    /// Whether the round is still being played: neither finished nor withdrawn (what ``RoundChoice``
    /// calls active).
    public var isActive: Bool { !isFinished && !isWithdrawn }

    /// `Cedar Creek (Long Tees)` or just `Cedar Creek`.
    public var courseDisplayName: String { layout.map { "\(course) (\($0))" } ?? course }

    /// Par of a 1-based hole; nil when out of range.
    public func par(ofHole hole: Int) -> Int? { pars.indices.contains(hole - 1) ? pars[hole - 1] : nil }

    /// The player whose name or alias equals `name`, ignoring case; nil when none does.
    public func player(named name: some StringProtocol) -> Player? {
        let wanted = name.lowercased()
        return players.first { $0.name.lowercased() == wanted }
            ?? players.first { $0.aliases.contains { $0.lowercased() == wanted } }
    }

    /// Whether `name` (a device's identity, `by=`) is this round's organizer: the name on the
    /// `organizer` line, ignoring case, or another name or alias of the player it names. Every device
    /// set up with that name is the organizer's: its score over another device's different score
    /// settles it (``ScoreRecording``), and it is the one asked to settle discrepancies (FR49).
    public func isOrganizer(_ name: some StringProtocol) -> Bool {
        if name.lowercased() == organizer.lowercased() { return true }
        guard let organizing = player(named: organizer) else { return false }
        return player(named: name)?.name == organizing.name
    }

    /// The next `DEVICE.SEQ` identity for `device` (one more than the highest it has written here, on a
    /// score line, a `ctp` result or a `finished`/`reopened` line: they share the numbering; or on a line that is ignored).
    public func nextEventID(device: String) -> EventID {
        var highest = 0
        for id in ignoredIdentities where id.device == device {
            highest = max(highest, id.sequence ?? 0)
        }
        for event in events where event.id.device == device {
            highest = max(highest, event.id.sequence ?? 0)
        }
        for event in lifecycle where event.id.device == device {
            highest = max(highest, event.id.sequence ?? 0)
        }
        for event in closest where event.id.device == device {
            highest = max(highest, event.id.sequence ?? 0)
        }
        return EventID(device: device, sequence: highest + 1)
    }
}

extension Round {
    /// Facts about a round's events that its reader established (``Round/eventFacts``). A cache, not
    /// part of the round's value: rounds compare equal whatever their facts say.
    struct EventFacts: Sendable, Equatable {
        /// No two events share an identity (the parser rejects a repeated one).
        var identitiesAreUnique = false
        /// No event carries throw tokens (the parser saw none): reports skip looking for them.
        var hasNoThrowMarks = false

        static func == (_: EventFacts, _: EventFacts) -> Bool { true }
    }
}
