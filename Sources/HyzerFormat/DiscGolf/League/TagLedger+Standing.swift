/// What a ledger's lines amount to: the entries that count, decided by the event core's rules per
/// slot (``EventLeaves``) as a round's scores are, after the lines `undo` lines took back.
///
/// - A claim's slot is its tag: two claims of one tag from different devices that name different
///   players are a **dispute**; while it lasts the tag goes to nobody (its number is reserved: a
///   newcomer takes the next one above it), and `tags` says so. Claims that name the same player
///   agree: the earliest counts. A resolution (`resolves=` naming the competing lines, written by
///   `tags claim N NAME` or `resolve`) settles it.
/// - The `newcomers` rule is one slot: a later line of the same device replaces an earlier one; two
///   devices that disagree are a dispute, and `next` (the default) holds until it is settled.
/// - Every other line (a trade, a skip) is a slot of its own and counts unless it was taken back.
extension TagLedger {
    /// Lines of one slot that disagree.
    public struct Dispute: Sendable, Equatable {
        /// The slot: a tag, or the newcomer rule.
        public var slot: Slot
        /// The competing lines, in file order.
        public var lines: [Entry]

        /// The tag in dispute; nil for the newcomer rule. Never inlined: the optimizer of Swift 6.3
        /// crashes in release builds ("Found ownership error") on this match inlined into a loop over
        /// disputes that borrows each one.
        public var tag: Int? {
            @inline(never) get {
                if case .tag(let tag) = slot { return tag }
                return nil
            }
        }

        /// The competing values, each once (as first written), sorted ignoring case: the players a
        /// tag's claims name, or the rules.
        public var values: [String] {
            var seen = Set<String>(), values: [String] = []
            for line in lines {
                let value: String
                switch line.action {
                case .claim(_, let player): value = player
                case .newcomers(let rule): value = rule.rawValue
                case .trade, .skip: value = line.text
                }
                if seen.insert(value.lowercased()).inserted { values.append(value) }
            }
            return values.sorted { $0.lowercased() < $1.lowercased() }
        }

        /// When the dispute takes effect: the earliest of its lines' times.
        public var time: RatingCutoff {
            lines.min { $0.dateKey < $1.dateKey }?.time ?? .none
        }
    }

    /// The entries that count and what is in dispute.
    public struct Standing: Sendable, Equatable {
        /// The dated entries that take effect, in the order they do: by date (``DateKey``), lines of
        /// one date in file order (a merged ledger has them in the event core's order).
        public var entries: [Entry]
        /// The newcomer rule: the standing `newcomers` line's, else `next`.
        public var newcomers: NewcomerRule
        /// The standing `newcomers` line; nil when none stands (or they are in dispute).
        public var newcomersLine: Entry?
        /// Slots whose lines disagree, in file order of their first line.
        public var disputes: [Dispute]

        /// The rounds the standing `skip` lines name.
        public var skippedRounds: Set<String> {
            Set(entries.compactMap { if case .skip(let round) = $0.action { return round }; return nil })
        }
    }

    /// What the ledger's lines amount to, for `localDevice` (whose hand-typed lines are its own, as
    /// in a round).
    public func standing(localDevice: String? = nil) -> Standing {
        let undone = self.undone
        var denseSlot: [Slot: Int] = [:]
        var slots = [Int](repeating: -1, count: entries.count)
        for index in entries.indices where undone.isEmpty || !undone.contains(entries[index].id) {
            let slot = entries[index].slot
            slots[index] = denseSlot[slot] ?? { denseSlot[slot] = denseSlot.count; return denseSlot.count - 1 }()
        }
        let leaves = EventLeaves(events: entries, slots: slots, laneCount: denseSlot.count, countedSlots: denseSlot.count,
                                 localDevice: localDevice)
        var kept: [Int] = [], disputes: [(first: Int, dispute: Dispute)] = []
        var newcomersLine: Entry?
        for (slot, dense) in denseSlot {
            let indices = Array(leaves.indices(of: dense))
            guard !indices.isEmpty else { continue }
            if leaves.disagree(slot: dense, in: entries) {
                disputes.append((indices[0], Dispute(slot: slot, lines: indices.map { entries[$0] })))
                continue
            }
            // Lines that agree say one thing: the one that takes effect first says it.
            let first = indices.min { a, b in
                let (x, y) = (entries[a], entries[b])
                return x.dateKey != y.dateKey ? x.dateKey < y.dateKey : EventOrder(x.metadata) < EventOrder(y.metadata)
            }!
            if case .newcomers = entries[first].action {
                newcomersLine = entries[first]
            } else {
                kept.append(first)
            }
        }
        // By date, then file order (a stable sort of the lines in file order).
        kept.sort()
        let ordered = kept.enumerated().sorted { a, b in
            let (x, y) = (entries[a.element].dateKey, entries[b.element].dateKey)
            return x != y ? x < y : a.offset < b.offset
        }
        var newcomers = NewcomerRule.next
        if case .newcomers(let rule) = newcomersLine?.action { newcomers = rule }
        return Standing(entries: ordered.map { entries[$0.element] }, newcomers: newcomers, newcomersLine: newcomersLine,
                        disputes: disputes.sorted { $0.first < $1.first }.map(\.dispute))
    }

    /// The rounds the standing `skip` lines name.
    public var skippedRounds: Set<String> { standing().skippedRounds }
}
