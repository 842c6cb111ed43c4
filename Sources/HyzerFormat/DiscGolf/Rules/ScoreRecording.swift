/// A new score recorded the way every command records one (`score`, `say`): a new event from this
/// device that supersedes this device's current leaves for the player and hole (a correction, brief
/// case 3). Other devices' leaves stand beside it (if they disagree, that is a discrepancy for the
/// organizer to settle, case 4), except:
/// - on the organizer's device (``Round/isOrganizer(_:)``), a score that disagrees with another
///   device's current score is a *resolution*: it names every other device's current score in
///   `resolves=`, so it counts at once and, once synced, everywhere (FR49–FR52);
/// - a retraction another device recorded ("no score", which this device has seen) is no competing
///   score: the new score names it in `resolves=` and replaces it.
///
/// ``retraction(hole:player:card:reporter:device:time:)`` records "no score" itself (`score HOLE
/// PLAYER --clear`).
public struct ScoreRecording: Sendable, Equatable {
    /// What to record.
    public struct Entry: Sendable, Equatable {
        /// 1-based hole.
        public var hole: Int
        /// The player's name exactly as in the round.
        public var player: String
        /// Strokes, 1–10.
        public var strokes: Int
        /// The throw tokens said or typed with the strokes (``ThrowMarks/none`` for a bare score).
        public var marks: ThrowMarks

        /// Creates an entry.
        public init(hole: Int, player: String, strokes: Int, marks: ThrowMarks = .none) {
            self.hole = hole
            self.player = player
            self.strokes = strokes
            self.marks = marks
        }
    }

    /// The event to append.
    public var event: ScoreEvent
    /// This device's leaves the event supersedes (empty for a first score), in file order.
    public var replaced: [ScoreEvent]
    /// Other devices' leaves for the same player and hole, left standing.
    public var others: [ScoreEvent]
    /// Other devices' leaves the event replaces by naming them in `resolves=`: their retractions, for a
    /// score; every one of them, for a retraction or the organizer's score that disagrees with one.
    /// Empty in the usual case.
    public var retired: [ScoreEvent] = []
    /// The round's organizer (its `organizer` line): who settles a discrepancy the score leaves
    /// pending (FR49).
    public var organizer: String = ""

    /// What the new score does to this device's own score on the slot.
    public enum Change: Sendable, Equatable {
        /// This device had no score there.
        case new
        /// It replaces this device's different score (the last one, when several).
        case correction(from: Int)
        /// This device already had exactly this score.
        case same
        /// This device had these strokes with other throw tokens (`from`): the new line says how the
        /// hole was played, and its tokens replace those.
        case marks(from: ThrowMarks)
    }

    /// What the new score does to a discrepancy with other devices on the slot (FR47–FR52). Only the
    /// organizer's score *resolves* one (as `resolve` does, anyone's); any other score can only end
    /// one by agreeing with every other device.
    public enum DiscrepancyEffect: Sendable, Equatable {
        /// No discrepancy before or after.
        case none
        /// There was none; now another device's score disagrees with this one.
        case started
        /// There was one and there still is: other devices' scores still disagree with this one.
        case stillPending
        /// There was one, and now every device's current score agrees.
        case settled
        /// The organizer's score replaced other devices' different scores (``overruled``): whatever
        /// stood there, it alone counts now.
        case resolved
    }

    /// What the score does to this device's own score (a retraction there is no score).
    public var change: Change {
        guard let previous = replaced.last, !previous.isRetraction || event.isRetraction else { return .new }
        guard previous.strokes == event.strokes else { return .correction(from: previous.strokes) }
        return previous.marks == event.marks ? .same : .marks(from: previous.marks)
    }

    /// The score a retraction takes back: the highest it replaces (what counted before it); nil for a
    /// score.
    public var cleared: Int? {
        guard event.isRetraction else { return nil }
        return (replaced + retired).map(\.strokes).filter { $0 != ScoreEvent.noScore }.max()
    }

    /// Other devices' current scores that disagree with the new one.
    public var disagreeing: [ScoreEvent] { others.filter { $0.strokes != event.strokes } }

    /// Other devices' different scores the organizer's score replaced (named in `resolves=`); empty
    /// for anyone else's score.
    public var overruled: [ScoreEvent] { retired.filter { !$0.isRetraction && $0.strokes != event.strokes } }

    /// The strokes that count for the player on the hole after the score while other devices'
    /// different scores stand beside it: the highest (docs/FORMAT.md, rule 9).
    public var provisionalStrokes: Int { (others.map(\.strokes) + [event.strokes]).max()! }

    /// What the score does to a discrepancy on the slot.
    public var discrepancyEffect: DiscrepancyEffect {
        if !overruled.isEmpty { return .resolved }
        let wasPending = Set((replaced + others + retired).map(\.strokes)).count > 1
        switch (wasPending, disagreeing.isEmpty) {
        case (false, true): return .none
        case (false, false): return .started
        case (true, false): return .stillPending
        case (true, true): return .settled
        }
    }

    /// The events recording `entries` on `card`'s round, numbered after the device's highest sequence
    /// (`DEVICE.SEQ`, one more per entry). When `reporter` is the round's organizer, a score that
    /// disagrees with another device's current score resolves the slot (``DiscrepancyEffect/resolved``).
    public static func make(_ entries: [Entry], card: Scorecard, reporter: String, device: String, time: Timestamp)
        -> [ScoreRecording]
    {
        var sequence = card.round.nextEventID(device: device).sequence ?? 1
        let settles = card.round.isOrganizer(reporter)
        return entries.map { entry in
            let current = card.leaves(hole: entry.hole, player: entry.player)
            let mine = current.filter { isOwn($0, device: device) }
            let others = current.filter { !isOwn($0, device: device) }
            let overrules = settles && others.contains { !$0.isRetraction && $0.strokes != entry.strokes }
            let retired = overrules ? others : others.filter(\.isRetraction)
            let event = ScoreEvent(id: EventID(device: device, sequence: sequence), hole: entry.hole, player: entry.player,
                                   strokes: entry.strokes, reporter: reporter, device: device, time: time,
                                   supersedes: mine.map(\.id), resolves: sortedIDs(retired), marks: entry.marks)
            sequence += 1
            var recording = ScoreRecording(event: event, replaced: mine, others: overrules ? [] : others.filter { !$0.isRetraction })
            recording.retired = retired
            recording.organizer = card.round.organizer
            return recording
        }
    }

    /// Whether `event` is `device`'s own line as the event rules see it (``EventLeaves``), so that a
    /// `sup=` from `device` replaces it: written there, or typed by hand into this copy and not yet
    /// stamped. A hand-typed line a merge made explicit without `dev=` belongs to no device: a `sup=`
    /// would leave it standing, so it is another device's here too.
    static func isOwn(_ event: ScoreEvent, device: String) -> Bool {
        event.device.map { $0 == device } ?? !event.isStamped
    }

    /// The retraction of `player`'s score on `hole` (`score HOLE PLAYER --clear`): a line saying "no
    /// score" (`5 Mike -`) that supersedes this device's current leaves and, when any current leaf is
    /// another device's, names every current leaf in `resolves=`, so a score both phones recorded is
    /// taken back on both. Throws when there is no score to clear.
    public static func retraction(hole: Int, player: String, card: Scorecard, reporter: String, device: String,
                                  time: Timestamp) throws(HyzerError) -> ScoreRecording {
        guard let index = card.round.players.firstIndex(where: { $0.name == player }), card.isScored(player: index, hole: hole) else {
            throw HyzerError(.invalidData, "\(player) has no score on hole \(hole) to clear",
                             hint: "`--clear` takes back a score that was recorded; to record one: "
                                + "`hyzer-text score \(hole) \(ScoreRules.quoted(player)) STROKES`")
        }
        let current = card.leaves(hole: hole, player: player)
        let mine = current.filter { isOwn($0, device: device) }
        let others = current.filter { !isOwn($0, device: device) }
        let event = ScoreEvent(id: card.round.nextEventID(device: device), hole: hole, player: player, strokes: ScoreEvent.noScore,
                               reporter: reporter, device: device, time: time, supersedes: mine.map(\.id),
                               resolves: others.isEmpty ? [] : sortedIDs(current))
        var recording = ScoreRecording(event: event, replaced: mine, others: [])
        recording.retired = others
        return recording
    }

    /// Identities in the order `resolves=` lists them.
    private static func sortedIDs(_ events: [ScoreEvent]) -> [EventID] {
        events.map(\.id).sorted { $0.rawValue < $1.rawValue }
    }
}
