/// A sentence one device saved on a hole another device had scored minutes before, with other
/// scores: what a copy that was behind does when it places a sentence without its hole (it did not
/// know the hole was played). When copies meet (`sync`, `merge`, `conflicts`) it is named with the
/// hole it probably belongs to, and ``move(to:card:reporter:device:time:)`` moves it there with
/// correction lines (docs/FORMAT.md, "Which hole a score goes to").
public struct MisplacedSentence: Sendable, Equatable {
    /// The device that saved it.
    public var device: String
    /// The hole it is on.
    public var hole: Int
    /// When it was said.
    public var time: Timestamp
    /// Its lines that count, in round order.
    public var lines: [ScoreEvent]
    /// The device that had scored the hole before it, and when (nil for a sentence named to be moved
    /// that no other device's lines came before: ``said(on:by:in:)``).
    public var earlier: (device: String, time: Timestamp)?
    /// The hole it belongs to, when one hole fits (as the sentence would have been placed with what
    /// the other device had recorded by then); nil when several could.
    public var probableHole: Int?
    /// The sentences its move to ``probableHole`` pushes on a hole each (``following(_:time:target:card:)``):
    /// a copy that saved a sentence a hole behind saves the next ones a hole behind too (and so does a
    /// copy that synced with it) until they are moved. Each is its lines, in round order.
    public var following: [[ScoreEvent]] = []

    public static func == (lhs: MisplacedSentence, rhs: MisplacedSentence) -> Bool {
        lhs.device == rhs.device && lhs.hole == rhs.hole && lhs.time == rhs.time && lhs.lines == rhs.lines
            && lhs.earlier?.device == rhs.earlier?.device && lhs.earlier?.time == rhs.earlier?.time && lhs.probableHole == rhs.probableHole
            && lhs.following == rhs.following
    }

    /// The misplaced sentences of a round, by hole then time. A sentence is the lines one device wrote
    /// on one hole within a minute (``sentences(_:)``); it is misplaced when every player in it
    /// already had a score from another device on that hole written at least
    /// ``HolePlacement/newHoleSeconds`` before, and at least one of its scores differs (agreeing scores
    /// are a second copy of the same hole). A sentence of half the group or fewer must also fill its
    /// players' gaps on the hole it belongs to, a hole the group has played (or repeat their scores
    /// there).
    public static func find(in card: Scorecard) -> [MisplacedSentence] {
        let round = card.round
        guard round.holeCount > 0 else { return [] }
        // A round only one device has scored (nearly every round, on every entry) has none.
        let first = round.events.first?.device
        guard round.events.contains(where: { $0.device != first }) else { return [] }
        var found: [MisplacedSentence] = []
        for hole in 1...round.holeCount {
            let leaves = round.players.flatMap { card.leaves(hole: hole, player: $0.name) }.filter { !$0.isRetraction && $0.time != nil }
            let devices = Set(leaves.compactMap(\.device))
            guard devices.count > 1 else { continue }
            for lines in sentences(leaves) {
                guard let sentence = misplaced(lines, among: leaves, hole: hole, card: card) else { continue }
                found.append(sentence)
            }
        }
        return found
    }

    /// `device`'s last sentence on `hole` (its lines said within ``HolePlacement/sameHoleSeconds`` of each
    /// other, the latest such group), to move by hand: the misplaced one when it is, else the same
    /// without `earlier`. Nil when the device has no timed line that counts there.
    public static func said(on hole: Int, by device: String, in card: Scorecard) -> MisplacedSentence? {
        guard card.round.pars.indices.contains(hole - 1) else { return nil }
        let leaves = card.round.players.flatMap { card.leaves(hole: hole, player: $0.name) }.filter { !$0.isRetraction && $0.time != nil }
        guard let lines = sentences(leaves).last(where: { $0[0].device == device }) else { return nil }
        if let found = misplaced(lines, among: leaves, hole: hole, card: card) { return found }
        let ordered = card.round.players.compactMap { player in lines.first { $0.player == player.name } }
        return MisplacedSentence(device: device, hole: hole, time: lines[0].time!, lines: ordered, earlier: nil, probableHole: nil)
    }

    /// The lines of one hole as sentences, in time order: each device's lines said within
    /// ``HolePlacement/sameHoleSeconds`` of the one before (a sentence said in two parts, a player
    /// added at once) are one.
    static func sentences(_ leaves: [ScoreEvent]) -> [[ScoreEvent]] {
        var byDevice: [String: [ScoreEvent]] = [:]
        for leaf in leaves { byDevice[leaf.device ?? "", default: []].append(leaf) }
        var sentences: [[ScoreEvent]] = []
        for lines in byDevice.values {
            for line in lines.sorted(by: { $0.time! < $1.time! }) {
                if let last = sentences.last?.last, last.device == line.device,
                   line.time!.secondsSinceEpoch - last.time!.secondsSinceEpoch < HolePlacement.sameHoleSeconds {
                    sentences[sentences.count - 1].append(line)
                } else {
                    sentences.append([line])
                }
            }
        }
        return sentences.sorted { $0[0].time! < $1[0].time! }
    }

    /// `lines` (one device's sentence on `hole`) as a misplaced sentence, or nil when they are not one.
    static func misplaced(_ lines: [ScoreEvent], among leaves: [ScoreEvent], hole: Int, card: Scorecard) -> MisplacedSentence? {
        // A whole sentence holds most of the group's scores. A smaller one (a player who holed out
        // first, on a phone that was behind) is misplaced only where it fills its players' gaps on
        // the hole it belongs to, which the group has played, or repeats what they have there: a
        // correction of one score named with its hole does neither.
        let whole = Set(lines.map(\.player)).count * 2 > card.round.players.count
        let device = lines[0].device!, time = lines[0].time!
        var earliest: ScoreEvent?, differs = false
        for line in lines {
            let before = leaves.filter { other in
                other.player == line.player && other.device != device
                    && other.time!.secondsSinceEpoch <= time.secondsSinceEpoch - HolePlacement.newHoleSeconds
            }
            guard let first = before.min(by: { $0.time! < $1.time! }) else { return nil }
            if !before.contains(where: { $0.strokes == line.strokes }) { differs = true }
            if earliest == nil || first.time! < earliest!.time! { earliest = first }
        }
        guard differs, let earlier = earliest, let earlierDevice = earlier.device else { return nil }
        let ordered = card.round.players.compactMap { player in lines.first { $0.player == player.name } }
        let probable = probableHole(ordered, hole: hole, time: time, card: card)
        if !whole {
            // Each of its players has no score there, or this one (said again on the right hole).
            guard let target = probable, card.isPlayedByGroup(hole: target), ordered.allSatisfy({ line in
                card.leaves(hole: target, player: line.player).allSatisfy { $0.isRetraction || $0.strokes == line.strokes }
            }) else { return nil }
        }
        var sentence = MisplacedSentence(device: device, hole: hole, time: time, lines: ordered, earlier: (earlierDevice, earlier.time!),
                                         probableHole: probable)
        // A whole sentence a hole behind pushed the ones after it on; a few players' scores filled gaps.
        if whole, let target = probable { sentence.following = following(ordered, time: time, target: target, card: card) }
        return sentence
    }

    /// The sentences a move of `lines` to `target` pushes on: on the hole it lands on, the lines said
    /// after it (more than ``HolePlacement/sameHoleSeconds`` later: not its own continuation) were
    /// said a hole later (the copy that saved the first sentence a hole behind saved the next ones a
    /// hole behind too) when they disagree with it or hold most of the group's scores (a later score
    /// for a player missing there is a late addition, and stays). They move on to the next hole, and
    /// so on, never past the last hole in play order.
    static func following(_ lines: [ScoreEvent], time: Timestamp, target: Int, card: Scorecard) -> [[ScoreEvent]] {
        let order = card.playOrder
        var chain: [[ScoreEvent]] = []
        var current = lines, after = time, hole = target
        while order.position(of: hole) + 1 < card.round.holeCount {
            let later = card.round.players.flatMap { card.leaves(hole: hole, player: $0.name) }.filter { line in
                !line.isRetraction && (line.time.map { $0.secondsSinceEpoch > after.secondsSinceEpoch + HolePlacement.sameHoleSeconds } ?? false)
            }
            guard let first = later.map({ $0.time! }).min() else { break }
            let disagrees = later.contains { line in current.contains { $0.player == line.player && $0.strokes != line.strokes } }
            guard disagrees || later.count * 2 > card.round.players.count else { break }
            chain.append(later)
            (current, after, hole) = (later, first, order.hole(at: order.position(of: hole) + 1))
        }
        return chain
    }

    /// Where the sentence would have gone, placed at its time on the round as it was then without it
    /// (lines written before it, from every device), if one hole other than where it is fits.
    static func probableHole(_ lines: [ScoreEvent], hole: Int, time: Timestamp, card: Scorecard) -> Int? {
        var then = card.round
        let ids = Set(lines.map(\.id))
        then.events = card.round.events.filter { event in
            !ids.contains(event.id) && (event.time.map { $0.secondsSinceEpoch < time.secondsSinceEpoch } ?? true)
        }
        let said = lines.map { HolePlacement.Said(player: $0.player, strokes: $0.strokes) }
        switch HolePlacement.place(card: Scorecard(round: then), said: { _ in said }, now: time) {
        case .hole(let placed): return placed == hole ? nil : placed
        case .ask(_, let candidates, _):
            let others = Set(candidates.map(\.hole)).subtracting([hole])
            return others.count == 1 ? others.first : nil
        case .alreadyRecorded, .refused: return nil
        }
    }

    // MARK: - Moving it

    /// The lines that move the sentence to `target` and push each sentence it lands on a hole on
    /// (``following(_:time:target:card:)`` for that target), written by `writer`: one line per player
    /// and sentence, with the same strokes, each replacing the line it moves. Lines of the writer's
    /// own device are corrected (`sup=`); another device's are resolved (`resolves=`: the organizer
    /// settling them). Throws when a line would land where the player has another score.
    public func move(to target: Int, card: Scorecard, reporter: String, device writer: String, time now: Timestamp)
        throws(HyzerError) -> [ScoreEvent]
    {
        guard target != hole, card.round.pars.indices.contains(target - 1) else {
            throw HyzerError(.invalidArgument, "hole \(target) is not another hole of this round", hint: "holes are numbered 1–\(card.round.holeCount)")
        }
        let order = card.playOrder
        let pushed = target == probableHole ? following : Self.following(lines, time: time, target: target, card: card)
        var moves = [(lines: lines, to: target)]
        for sentence in pushed {
            let position = order.position(of: moves.last!.to) + 1
            guard position < card.round.holeCount else { break }
            moves.append((sentence, order.hole(at: position)))
        }
        let moved = Set(moves.flatMap { $0.lines.map(\.id) })
        var sequence = card.round.nextEventID(device: writer).sequence ?? 1
        var events: [ScoreEvent] = []
        for (sentence, destination) in moves {
            for line in sentence {
                let there = card.leaves(hole: destination, player: line.player).filter { !$0.isRetraction && !moved.contains($0.id) }
                if let other = there.first(where: { $0.strokes != line.strokes }) {
                    throw HyzerError(.invalidData, "\(line.player) already has \(other.strokes) on hole \(destination), so \(line.strokes) from hole \(line.hole) cannot move there",
                                     hint: "correct hole \(destination) first, or move the sentence to another hole")
                }
                let own = (line.device ?? writer) == writer
                events.append(ScoreEvent(id: EventID(device: writer, sequence: sequence), hole: destination, player: line.player,
                                         strokes: line.strokes, reporter: reporter, device: writer, time: now,
                                         supersedes: own ? [line.id] : [], resolves: own ? [] : [line.id]))
                sequence += 1
            }
        }
        return events
    }
}
