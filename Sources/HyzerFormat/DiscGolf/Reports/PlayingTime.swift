/// How long a round was played: what the card, `show` and the site call its duration
/// (docs/REPORTS.md, "How long a round took").
///
/// Play starts at the round's `started` time and ends at the last moment the group was playing: the
/// latest of the times each player's hole was *first* scored and the `finished` lines, read in time
/// order. A correction made later (a second line for a hole that already had one) is no playing time.
/// Once the round has been finished, a line more than ``idleLimit`` after the one before it is no
/// playing time either, nor is anything after it: a round played 09:00–10:00, reopened at the pub and
/// finished again at 13:31 took an hour, not 4h 31m. Before a finish, a long pause (lunch between the
/// nines) is part of the round.
///
/// While the round is active its time runs on to `now` (the card is read during the round), unless
/// nothing was recorded for more than ``idleLimit``: a round left unfinished shows the time it was
/// played, not the days since. A score typed on another phone that has not synced yet is then still
/// counted: "40 minutes in" reads 40 minutes even when this copy's last score is from the first tee.
public struct PlayingTime: Sendable, Equatable {
    /// Seconds without a line after which play is over: after a finish, and for an active round read now.
    public static let idleLimit: Int64 = 60 * 60

    /// When play started: the round's `started` time.
    public var start: Timestamp
    /// When play ended (for an active round: up to now, or the last line); nil when nothing timed
    /// marks an end (hand-typed lines without times, or only lines timed before the start).
    public var end: Timestamp?

    /// The playing time of `round`; `now` (the clock, when known) extends an active round's time.
    public init(round: Round, now: Timestamp? = nil) {
        start = round.started
        let startSeconds = round.started.secondsSinceEpoch
        let firsts = Self.firstScoreTimes(round).filter { $0 >= startSeconds }
        var finishes: [Int64] = []
        if !round.lifecycle.isEmpty {
            let undone = round.undone
            for line in round.lifecycle where line.kind == .finished && !undone.contains(line.id) && line.time.secondsSinceEpoch >= startSeconds {
                finishes.append(line.time.secondsSinceEpoch)
            }
        }
        var last = firsts.max()
        if let firstFinish = finishes.min() {
            // Everything up to the first finish was played; after it, a pause longer than the idle
            // limit ends play (the pub), in time order.
            last = max(firsts.filter { $0 <= firstFinish }.max() ?? firstFinish, firstFinish)
            for moment in (firsts.filter { $0 > firstFinish } + finishes.filter { $0 > firstFinish }).sorted() {
                if moment - last! > Self.idleLimit { break }
                last = moment
            }
        }
        if !round.isFinished, let now, now.secondsSinceEpoch >= max(last ?? startSeconds, startSeconds),
           now.secondsSinceEpoch - (last ?? startSeconds) <= Self.idleLimit {
            last = now.secondsSinceEpoch
        }
        end = last.map { Timestamp(secondsSinceEpoch: $0, utcOffsetMinutes: 0) }
    }

    /// Whole minutes from ``start`` to ``end``; nil without an end.
    public var minutes: Int? { end.map { Int(($0.secondsSinceEpoch - start.secondsSinceEpoch) / 60) } }

    /// The earliest `at=` time of each player's hole: when it was first scored (later lines for the
    /// hole are corrections). Lines without a time, or for a hole or player the round does not have,
    /// are left out.
    static func firstScoreTimes(_ round: Round) -> [Int64] {
        let holes = round.holeCount, players = round.players
        guard holes > 0 else { return [] }
        var first = [Int64](repeating: .max, count: holes * players.count)  // slot: player * holes + hole - 1
        var expected = 0  // score lines mostly follow the card order: the next player is tried first
        for event in round.events {
            guard let time = event.time?.secondsSinceEpoch, event.hole >= 1, event.hole <= holes else { continue }
            if expected >= players.count || players[expected].name != event.player {
                guard let found = players.firstIndex(where: { $0.name == event.player }) else { continue }
                expected = found
            }
            let slot = expected * holes + event.hole - 1
            first[slot] = min(first[slot], time)
            expected += 1
        }
        return first.filter { $0 != .max }
    }
}
