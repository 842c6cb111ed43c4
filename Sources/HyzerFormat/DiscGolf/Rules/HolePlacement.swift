/// Which hole scores said without a hole number belong to: `say "Mike 3, Jake 4"` and `score Mike 3`
/// (FR17–FR29; docs/FORMAT.md, "Which hole a score goes to").
///
/// A sentence is one decision: all of it goes on one hole, or none of it does. The rules, in order:
///
/// 1. A hole where a player said already has another score is not the sentence's hole (that would be
///    a correction, and a correction names its hole).
/// 2. Within a minute of the last scores (``sameHoleSeconds``), the sentence belongs to the hole just
///    scored: the same scores again are a repeat (nothing is written), new ones complete it (a
///    sentence said in two parts, a forgotten player added at once).
/// 3. Otherwise it goes to the group's hole (``Scorecard/currentHole``: the hole after the last one
///    most of the group has played). Scores some players entered early there stay and may be said
///    again.
/// 4. When it fits an earlier hole as well (only players missing there, or the same scores said again
///    less than ``newHoleSeconds`` after them) the placement is not guessed: the scorer is asked.
/// 5. A copy that may be behind (it shares the round with other devices and has not heard from them
///    for a while, ``Behind``) does not put a sentence on a hole nobody has scored when more than a
///    hole's time has passed since the last scores it knows: another device may have scored that hole.
///
/// A hole takes minutes and a repeated sentence seconds: the times come from the `at=` of the lines
/// already on each hole and the clock (`HYZER_NOW` in tests). Lines without a time are taken as old.
public struct HolePlacement: Sendable {
    /// One player's score as said: the strokes depend on the hole (`birdie`), so a sentence is given
    /// as a function of the hole (``place(card:said:now:behind:)``).
    public struct Said: Sendable, Equatable {
        /// The player, as in the round.
        public var player: String
        /// Strokes on the hole asked about.
        public var strokes: Int

        /// Creates a said score.
        public init(player: String, strokes: Int) {
            self.player = player
            self.strokes = strokes
        }
    }

    /// A hole the sentence could be for, as the scorer is asked about it.
    public struct Candidate: Sendable, Equatable {
        /// Why this hole is a candidate.
        public enum Kind: Sendable, Equatable {
            /// The group's hole (``Scorecard/currentHole``).
            case groupHole
            /// An earlier hole where these players have no score (`players`, in round order).
            case missing(players: [String])
            /// A hole that already has exactly these scores: choosing it writes nothing.
            case again
            /// A hole scored moments ago that the sentence contradicts: choosing it is a correction.
            case correction(players: [String])
            /// The hole after the group's, if the group played its hole and the scores were saved on
            /// another copy (or not at all).
            case afterUnseen
            /// The first hole after the group's that the sentence fits, when it contradicts the
            /// group's hole (a player scoring ahead of the group).
            case later
        }

        /// The 1-based hole.
        public var hole: Int
        /// Why it is a candidate.
        public var kind: Kind
        /// Seconds since its last score line, when its lines have times.
        public var age: Int64?

        /// Creates a candidate.
        public init(hole: Int, kind: Kind, age: Int64?) {
            self.hole = hole
            self.kind = kind
            self.age = age
        }
    }

    /// What this copy of the round knows of the others: which device it is, and whether and when it
    /// last heard from the remote it shares the scorebook through.
    public struct Copy: Sendable, Equatable {
        /// This copy's device (its lines are the ones with this device).
        public var device: String
        /// The remote it syncs with (`origin`); nil when it shares with none.
        public var remote: String?
        /// When it last fetched from `remote`; nil when it never has.
        public var lastHeard: Timestamp?

        /// Creates the facts.
        public init(device: String, remote: String? = nil, lastHeard: Timestamp? = nil) {
            self.device = device
            self.remote = remote
            self.lastHeard = lastHeard
        }

        /// Seconds since the copy last heard from its remote at `now`; nil when it never has.
        public func silence(at now: Timestamp) -> Int64? { lastHeard.map { max(0, now.secondsSinceEpoch - $0.secondsSinceEpoch) } }

        /// Whether the copy may be behind at `now`: it shares a remote and has not heard from it for
        /// more than ``HolePlacement/staleSeconds`` (or never has).
        public func mayBeBehind(at now: Timestamp) -> Bool {
            remote != nil && (silence(at: now).map { $0 > HolePlacement.staleSeconds } ?? true)
        }
    }

    /// Why the scorer is asked.
    public enum Reason: Sendable, Equatable {
        /// The sentence fits these holes as well as each other.
        case fitsSeveral
        /// It contradicts the hole scored moments ago: a correction of it, or the next hole?
        case contradictsJustScored
        /// It contradicts scores some players have on the group's hole (entered early): a correction of
        /// them, or a later hole?
        case contradictsGroupHole
        /// The group's hole may have been played and scored elsewhere: `seconds` have passed since
        /// the group played `lastHole`, where a hole takes about `holeSeconds`; `mayBeBehind` when
        /// this copy has not heard from its remote for a while either.
        case longSince(lastHole: Int?, seconds: Int64, holeSeconds: Int64, mayBeBehind: Bool)
    }

    /// Why no hole takes the sentence.
    public enum Refusal: Sendable, Equatable {
        /// Every player said already has every hole (`lastHole`: the furthest scored).
        case everyHoleScored(players: [String], lastHole: Int)
        /// It contradicts the scores on every hole it could be for: the group's hole (`hole`), where
        /// these players have other scores.
        case contradicts(hole: Int, players: [String])
        /// A sentence of the round sits on a hole another device had scored minutes before: the
        /// group's hole is in doubt until it is moved or the discrepancy settled.
        case misplaced(MisplacedSentence)
    }

    /// The answer.
    public enum Decision: Sendable, Equatable {
        /// The scores go on this hole.
        case hole(Int)
        /// Every player said has exactly these scores on this hole already, recorded moments ago:
        /// nothing to write.
        case alreadyRecorded(hole: Int)
        /// More than one hole fits: the scorer chooses (`likely` is the one to offer first), for
        /// `reason`.
        case ask(likely: Int, candidates: [Candidate], reason: Reason)
        /// No hole fits.
        case refused(Refusal)
    }

    /// Within this many seconds of a hole's last score line, a sentence belongs to that hole.
    public static let sameHoleSeconds: Int64 = 60
    /// A hole takes at least this many seconds: the same scores said again later are a new hole.
    public static let newHoleSeconds: Int64 = 180
    /// A copy that has not heard from its remote for longer than this may be behind.
    public static let staleSeconds: Int64 = 300
    /// How many times a hole's usual time may pass since the group's last hole before a sentence on
    /// the next one is asked about, in tenths: when other devices score the round (or this copy may be
    /// behind), and when only this device does (a whole hole may have gone unscored).
    public static let sharedPatience: Int64 = 13, solePatience: Int64 = 25
    /// Time allowed between starting a round and playing its first hole, before the first hole's time.
    public static let firstTeeSeconds: Int64 = 600
    /// Seconds per stroke of par a group takes when the round does not say yet: a par 3 in seven and a
    /// half minutes.
    public static let usualSecondsPerPar: Int64 = 150

    /// The decision for a sentence on `card`'s round at `now`. `said(hole)` gives the sentence's
    /// scores on a hole (golf terms count from that hole's par); a player not in the round is ignored.
    /// `copy` says which device this is and how fresh its copy is (nil: a copy that shares nothing).
    public static func place(card: Scorecard, said: @escaping (Int) -> [Said], now: Timestamp, copy: Copy? = nil) -> Decision {
        Placing(card: card, said: said, now: now, copy: copy, times: HoleTimes(card)).decide()
    }

    /// Whether `hole` was scored less than ``sameHoleSeconds`` before `now`: a score placed there
    /// completes the hole just scored.
    public static func isJustScored(_ hole: Int, in card: Scorecard, at now: Timestamp) -> Bool {
        age(of: hole, in: card, at: now).map { $0 < sameHoleSeconds } ?? false
    }

    /// Seconds between the last score line played on `hole` and `now` (a line that corrects or moves
    /// another counts from that one); nil when its lines have no time.
    public static func age(of hole: Int, in card: Scorecard, at now: Timestamp) -> Int64? {
        HoleTimes(card).last(hole).map { max(0, now.secondsSinceEpoch - $0) }
    }

    /// How long the group takes per stroke of par in `card`'s round: the median, over holes played one
    /// after the other in play order, of the time between them divided by the par of the later one
    /// (each hole's time is the median of its lines' times), within 40 to 400 seconds;
    /// ``usualSecondsPerPar`` while no two holes in a row have times.
    public static func secondsPerPar(_ card: Scorecard) -> Int64 { HoleTimes(card).secondsPerPar }

    /// When each hole was played, from the `at=` of the score lines that count there: a line that
    /// corrects, resolves or moves another line was played when that line was (an edit made later is
    /// no sign of where the group is).
    struct HoleTimes {
        let card: Scorecard
        /// Per hole (index 0 = hole 1), the times its lines were played, sorted.
        let times: [[Int64]]

        init(_ card: Scorecard) {
            self.card = card
            let round = card.round
            let linked = round.events.contains { !$0.supersedes.isEmpty || !$0.resolves.isEmpty }
            let byID = linked ? Dictionary(round.events.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) : [:]
            func played(_ event: ScoreEvent) -> Int64? {
                var current = event
                for _ in 0..<8 {
                    guard let link = current.supersedes.first ?? current.resolves.first, let target = byID[link] else { break }
                    current = target
                }
                return current.time?.secondsSinceEpoch ?? event.time?.secondsSinceEpoch
            }
            times = (1...max(round.holeCount, 1)).map { hole in
                guard hole <= round.holeCount else { return [] }
                return round.players.flatMap { card.leaves(hole: hole, player: $0.name) }.filter { !$0.isRetraction }.compactMap(played).sorted()
            }
        }

        /// The latest time a line on `hole` was played; nil when none has a time.
        func last(_ hole: Int) -> Int64? { times[hole - 1].last }

        /// The median time the lines on `hole` were played: when the group said it.
        func median(_ hole: Int) -> Int64? { times[hole - 1].isEmpty ? nil : times[hole - 1][times[hole - 1].count / 2] }

        var secondsPerPar: Int64 {
            let order = card.playOrder
            let medians = order.holes.map(median)
            var paces: [Int64] = []
            for index in medians.indices.dropFirst() {
                if let before = medians[index - 1], let after = medians[index], after > before {
                    paces.append((after - before) / Int64(max(card.round.pars[order.hole(at: index) - 1], 1)))
                }
            }
            guard !paces.isEmpty else { return usualSecondsPerPar }
            paces.sort()
            return min(max(paces[paces.count / 2], 40), 400)
        }
    }
}

// MARK: - Deciding

extension HolePlacement {
    /// How a sentence fits one hole.
    enum Fit: Equatable {
        /// Some players said have other scores there.
        case contradicts([String])
        /// Every player said has exactly this score there already.
        case same
        /// Some players said have no score there (`new`); the others have exactly this one (`restated`).
        case adds(new: [String], restated: [String])
    }

    /// One decision's state: the card, the sentence, the clock.
    struct Placing {
        let card: Scorecard
        let said: (Int) -> [Said]
        let now: Timestamp
        let copy: Copy?
        let times: HoleTimes

        /// How the sentence fits `hole`. A player with several competing scores there (a discrepancy)
        /// has "this score" when one of them is it.
        func fit(_ hole: Int) -> Fit {
            var new: [String] = [], restated: [String] = [], contradicted: [String] = []
            let scores = said(hole)
            // Words that mean no score on this hole (an albatross on a par 3) do not fit it.
            guard !scores.isEmpty else { return .contradicts([]) }
            for score in scores {
                let values = card.leaves(hole: hole, player: score.player).filter { !$0.isRetraction }.map(\.strokes)
                if values.isEmpty { new.append(score.player) } else if values.contains(score.strokes) { restated.append(score.player) }
                else { contradicted.append(score.player) }
            }
            if !contradicted.isEmpty { return .contradicts(contradicted) }
            return new.isEmpty ? .same : .adds(new: new, restated: restated)
        }

        /// Seconds since the last score line on `hole` (its latest `at=`); nil when none has a time.
        func age(_ hole: Int) -> Int64? {
            lastTime(hole).map { max(0, now.secondsSinceEpoch - $0) }
        }

        func lastTime(_ hole: Int) -> Int64? { times.last(hole) }

        /// The hole with the most recent score line, and its age.
        var latest: (hole: Int, age: Int64)? {
            var best: (hole: Int, time: Int64)?
            for hole in 1...max(card.round.holeCount, 1) where hole <= card.round.holeCount {
                if let time = lastTime(hole), best == nil || time > best!.time { best = (hole, time) }
            }
            return best.map { ($0.hole, max(0, now.secondsSinceEpoch - $0.time)) }
        }

        func decide() -> Decision {
            let players = card.round.players.map(\.name).filter { name in said(1).contains { $0.player == name } }
            if !players.isEmpty, players.allSatisfy({ player in
                (1...card.round.holeCount).allSatisfy { hole in card.leaves(hole: hole, player: player).contains { !$0.isRetraction } }
            }) {
                return .refused(.everyHoleScored(players: players, lastHole: card.frontier ?? card.round.holeCount))
            }
            if let misplaced = MisplacedSentence.find(in: card).last { return .refused(.misplaced(misplaced)) }
            let order = card.playOrder
            let group = card.currentHole
            // Rule 2: moments after a hole was scored, the sentence is about that hole (unless that was a
            // score ahead of the group: a stray says nothing of where the group is).
            if let latest, latest.age < HolePlacement.sameHoleSeconds,
               group.map({ !order.isBefore($0, latest.hole) || card.groupPosition(in: order) == card.round.holeCount }) ?? true {
                switch fit(latest.hole) {
                case .same: return .alreadyRecorded(hole: latest.hole)
                case .adds: return .hole(latest.hole)
                case .contradicts(let players):
                    // The group's hole just scored (or the one before it): a correction, or the next hole?
                    if let group, latest.hole == group || order.position(of: latest.hole) + 1 == order.position(of: group) {
                        let next = group == latest.hole ? nextFresh(after: group, order: order) : group
                        guard let next else { return .refused(.contradicts(hole: latest.hole, players: players)) }
                        return .ask(likely: latest.hole, candidates: [
                            Candidate(hole: latest.hole, kind: .correction(players: players), age: latest.age),
                            Candidate(hole: next, kind: .groupHole, age: age(next)),
                        ], reason: .contradictsJustScored)
                    }
                }
            }
            var candidates: [Candidate] = []
            var contradicted: (hole: Int, players: [String])?
            if let group {
                switch fit(group) {
                case .same:
                    // Scores entered early on the group's hole, said again: a repeat, unless minutes have
                    // passed (then it may be the player's next hole, with the same score).
                    let groupAge = age(group)
                    guard let groupAge, groupAge >= HolePlacement.newHoleSeconds,
                          let later = order.holes(from: group).dropFirst().first(where: { if case .adds = fit($0) { true } else { false } })
                    else { return .alreadyRecorded(hole: group) }
                    return .ask(likely: group, candidates: [Candidate(hole: group, kind: .again, age: groupAge),
                                                            Candidate(hole: later, kind: .later, age: age(later))], reason: .fitsSeveral)
                case .adds: candidates.append(Candidate(hole: group, kind: .groupHole, age: age(group)))
                case .contradicts(let players): contradicted = (group, players)
                }
            }
            // Rule 4: earlier holes it fits as well. The group's hole past the last hole in play order
            // (gaps being filled) has every incomplete hole before it.
            let fillingGaps = card.groupPosition(in: order) == card.round.holeCount
            let earlier = fillingGaps ? order.holes[...] : order.holes.prefix(group.map(order.position(of:)) ?? 0)
            for hole in earlier where hole != group {
                let holeAge = age(hole)
                switch fit(hole) {
                case .contradicts: continue
                case .same:
                    if let holeAge, holeAge >= HolePlacement.newHoleSeconds { continue }
                    candidates.append(Candidate(hole: hole, kind: .again, age: holeAge))
                case .adds(let new, let restated):
                    // The same scores said again minutes later are a new hole, not this one.
                    if !restated.isEmpty, let holeAge, holeAge >= HolePlacement.newHoleSeconds { continue }
                    candidates.append(Candidate(hole: hole, kind: .missing(players: new), age: holeAge))
                }
            }
            guard let first = candidates.first else {
                if let contradicted {
                    // A correction of the group's hole, or a player scoring ahead of the group.
                    guard let later = order.holes(from: contradicted.hole).dropFirst().first(where: { if case .adds = fit($0) { true } else { false } }) else {
                        return .refused(.contradicts(hole: contradicted.hole, players: contradicted.players))
                    }
                    let correction = Candidate(hole: contradicted.hole, kind: .correction(players: contradicted.players), age: age(contradicted.hole))
                    // Players with no score there yet: the sentence is about that hole, and one score differs.
                    let aboutIt = said(contradicted.hole).contains { score in
                        !card.leaves(hole: contradicted.hole, player: score.player).contains { !$0.isRetraction }
                    }
                    return .ask(likely: aboutIt ? contradicted.hole : later,
                                candidates: [correction, Candidate(hole: later, kind: .later, age: age(later))], reason: .contradictsGroupHole)
                }
                let players = card.round.players.map(\.name).filter { name in said(1).contains { $0.player == name } }
                return .refused(.everyHoleScored(players: players, lastHole: card.frontier ?? card.round.holeCount))
            }
            if candidates.count > 1 {
                let likely = candidates.first { $0.kind == .groupHole } ?? candidates.min { ($0.age ?? .max) < ($1.age ?? .max) }!
                return .ask(likely: likely.hole, candidates: candidates.sorted { order.isBefore($0.hole, $1.hole) }, reason: .fitsSeveral)
            }
            if first.kind == .again { return .alreadyRecorded(hole: first.hole) }
            // Rule 5: the group's hole is not taken when the clock says it may have been played and
            // scored elsewhere (or not at all) since the last hole this copy knows.
            if first.kind == .groupHole, order.position(of: first.hole) + 1 < card.round.holeCount,
               let reason = missedAHole(first.hole, order: order) {
                let next = order.hole(at: order.position(of: first.hole) + 1)
                return .ask(likely: first.hole, candidates: [first, Candidate(hole: next, kind: .afterUnseen, age: nil)], reason: reason)
            }
            return .hole(first.hole)
        }

        /// Whether nobody has a score on `hole`.
        func isUntouched(_ hole: Int) -> Bool {
            !card.round.players.indices.contains { card.isScored(player: $0, hole: hole) }
        }

        /// The first hole after `hole` in play order that nobody has a score on.
        func nextFresh(after hole: Int, order: PlayOrder) -> Int? {
            order.holes(from: hole).dropFirst().first(where: isUntouched)
        }

        /// Why the group may have played `hole` (the group's hole) already without this copy knowing,
        /// or nil: more time has passed since the group played the hole before it than `hole` takes
        /// (``HolePlacement/secondsPerPar(_:)`` times its par), by a margin that is small when another
        /// device has scored this round or this copy may be behind (``HolePlacement/sharedPatience``)
        /// and large otherwise (``HolePlacement/solePatience``: a hole may have gone unscored). The
        /// first hole of a round shared through a remote counts from ``HolePlacement/firstTeeSeconds``
        /// after the round started.
        func missedAHole(_ hole: Int, order: PlayOrder) -> Reason? {
            let behind = copy?.mayBeBehind(at: now) ?? false
            let position = order.position(of: hole)
            let played: Int64, lastHole: Int?
            if position > 0, let time = medianTime(order.hole(at: position - 1)) {
                (played, lastHole) = (time, order.hole(at: position - 1))
            } else if position == 0, copy?.remote != nil {
                (played, lastHole) = (card.round.started.secondsSinceEpoch + HolePlacement.firstTeeSeconds, nil)
            } else {
                return behind ? .longSince(lastHole: nil, seconds: 0, holeSeconds: 0, mayBeBehind: true) : nil
            }
            let shared = behind || copy.map { copy in card.round.events.contains { ($0.device ?? copy.device) != copy.device } } ?? false
            let expected = times.secondsPerPar * Int64(card.round.pars[hole - 1])
            let since = now.secondsSinceEpoch - played
            guard since * 10 > expected * (shared ? HolePlacement.sharedPatience : HolePlacement.solePatience) else { return nil }
            return .longSince(lastHole: lastHole, seconds: since, holeSeconds: expected, mayBeBehind: behind)
        }

        /// When the group said `hole` (``HoleTimes/median(_:)``).
        func medianTime(_ hole: Int) -> Int64? { times.median(hole) }
    }
}
