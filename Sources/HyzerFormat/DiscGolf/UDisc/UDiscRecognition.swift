/// Recognises UDisc rounds that are already in the scorebook, by what every export of a round holds
/// rather than by how one export writes it (see `docs/UDISC.md`, "Already imported?").
///
/// UDisc exports are cumulative and come in several forms: header versions that write the start as
/// local time (`18:50`) or as UTC (`1743`), a friend's export of the same round (rows in another
/// order, people named otherwise), and hyzer-text's own `export udisc`. A round of the export is the
/// same as a round in the scorebook when
/// - it carries the same identity (``UDiscRound/identity``, in its event ids); or
/// - the course and layout are the same, ignoring case (as this import names them, or as earlier
///   versions did, which cut long names at 40 characters); and
/// - it started in the same minute, or — only against rounds in the scorebook, since an older
///   export's local time was read at whatever UTC offset the importing machine had — a whole number of
///   quarter hours apart and at most 26 hours (any two UTC offsets); and
/// - every player card of the export (strokes per hole, see ``UDiscRound/cards``) is one of the
///   round's: names and row order do not count, and an export may hold fewer players than the round.
///
/// A round's cards are its current scores, as `export udisc` writes them, and for a round imported
/// from UDisc also the scores it was imported with, so a correction made since does not make the next
/// import add the round again. Earlier versions (10-hex identities) capped strokes at 10, so their
/// imports match an export's `12` with `10` (and ``Match/capped`` says where). Each round in the
/// scorebook is recognised at most once per import, same-minute matches first.
public struct UDiscRecognition: Sendable {
    /// A round in the scorebook, reduced to what recognition compares.
    public struct Known: Sendable {
        /// Its file.
        public var path: String
        /// Course and layout, lowercased, joined by U+001F.
        var courseKey: String
        /// Start, in whole minutes since the epoch.
        var minute: Int64
        /// Current scores per player (see ``UDiscRound/cards``).
        var cards: [[Int]]
        /// For a round imported from UDisc: the scores of its UDisc events.
        var importedCards: [[Int]]?
        /// The UDisc identity its events carry (as their device), if any.
        var identity: String?
        /// Whether a version that capped strokes at 10 imported it (its identity has 10 hex digits).
        var isCapped: Bool
        /// Its players' names, lowercased.
        var players: Set<String>

        /// Reads `round` (from `path`); `localDevice` settles hand-typed lines as `export udisc` does.
        public init(round: Round, path: String, localDevice: String?) {
            self.path = path
            courseKey = UDiscRecognition.courseKey(round.course, round.layout ?? "")
            minute = UDiscRecognition.minute(round.started)
            players = Set(round.players.map { $0.name.lowercased() })
            let card = Scorecard(round: round, localDevice: localDevice)
            cards = UDiscRecognition.cards(players: round.players.count, holes: round.holeCount) { card.strokes(player: $0, hole: $1) }
            let device = round.events.first { $0.device.map(UDiscRecognition.isUDiscDevice) ?? false }?.device
            identity = device
            isCapped = device?.count == "udisc-".count + 10
            importedCards = nil
            guard let device else { return }
            var imported = [Int?](repeating: nil, count: round.players.count * max(round.holeCount, 1))
            let index = Dictionary(round.players.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
            for event in round.events where event.device == device {
                guard let player = index[event.player], event.hole >= 1, event.hole <= round.holeCount else { continue }
                let slot = player * round.holeCount + event.hole - 1
                if imported[slot] == nil { imported[slot] = event.strokes }
            }
            importedCards = UDiscRecognition.cards(players: round.players.count, holes: round.holeCount) { imported[$0 * round.holeCount + $1 - 1] }
        }
    }

    /// A round of the export recognised in the scorebook.
    public struct Recognised: Sendable {
        /// The round file that holds it.
        public var path: String
        /// Where the file, imported by a version that capped strokes at 10, has 10 and the export more:
        /// (row, 1-based hole, the export's strokes).
        public var capped: [(row: Int, hole: Int, strokes: Int)]
    }

    private var known: [Known] = []
    private var byIdentity: [String: String] = [:]
    private var byCourse: [String: [Int]] = [:]
    private var claimed: Set<String> = []

    /// Prepares to recognise rounds among the scorebook's round files, first by the UDisc identities
    /// their bytes carry (see ``identities(inRoundFile:)``): `files` are (path, identities).
    public init(identities files: [(path: String, identities: Set<String>)]) {
        for (path, identities) in files {
            for identity in identities where byIdentity[identity] == nil { byIdentity[identity] = path }
        }
    }

    /// Adds rounds to recognise by content (see ``UDiscRecognition``); rounds already recognised by
    /// identity stay claimed.
    public mutating func add(_ rounds: [Known]) {
        for round in rounds {
            byCourse[round.courseKey, default: []].append(known.count)
            known.append(round)
        }
    }

    /// The round file whose events carry `round`'s identity, if any, and claims it: the export it
    /// came from imported again (parsing no file).
    public mutating func recogniseByIdentity(_ identity: String) -> Recognised? {
        guard let path = byIdentity[identity], !claimed.contains(path) else { return nil }
        claimed.insert(path)
        return Recognised(path: path, capped: [])
    }

    /// The rounds in the scorebook (of those ``add(_:)`` gave) that `rounds` are by content, each
    /// claimed, nil for a round that is none. With `sameMinute` only rounds that started in the same
    /// minute count; without, also those a whole number of quarter hours apart (see
    /// ``UDiscRecognition``), and the nearest pairs are matched first across all of `rounds`: a solo
    /// player's identical laps on two days each find their own round, whatever the file's order.
    public mutating func recognise(_ rounds: [UDiscRound], sameMinute: Bool) -> [Recognised?] {
        var pairs: [(distance: Int64, round: Int, known: Int, capped: Bool)] = []
        for (position, round) in rounds.enumerated() {
            let candidates = candidates(round, sameMinute: sameMinute).filter { !claimed.contains(known[$0].path) }
            guard !candidates.isEmpty else { continue }
            let cards = round.cards
            let capped = cards.map { $0.map { min($0, 10) } }.sorted { $0.lexicographicallyPrecedes($1) }
            let minute = Self.minute(round.started)
            for index in candidates {
                let other = known[index]
                let distance = abs(other.minute - minute)
                if Self.isSubmultiset(cards, of: other.cards) || other.importedCards.map({ Self.isSubmultiset(cards, of: $0) }) == true {
                    pairs.append((distance, position, index, false))
                } else if other.isCapped, capped != cards, let imported = other.importedCards, Self.isSubmultiset(capped, of: imported) {
                    pairs.append((distance, position, index, true))
                }
            }
        }
        var matches = [Recognised?](repeating: nil, count: rounds.count)
        for pair in pairs.sorted(by: { ($0.distance, $0.round, $0.known) < ($1.distance, $1.round, $1.known) }) {
            let path = known[pair.known].path
            guard matches[pair.round] == nil, !claimed.contains(path) else { continue }
            claimed.insert(path)
            var over: [(row: Int, hole: Int, strokes: Int)] = []
            if pair.capped {
                for (row, line) in rounds[pair.round].rows.enumerated() {
                    for (hole, strokes) in line.strokes.enumerated() {
                        if let strokes, strokes > 10 { over.append((row, hole + 1, strokes)) }
                    }
                }
            }
            matches[pair.round] = Recognised(path: path, capped: over)
        }
        return matches
    }

    /// A round in the scorebook, not recognised as another round of the export, that `round`
    /// resembles without being it: on the same course at the same start (give or take the quarter
    /// hours above), with every score of it and more players (`isSuperset`), or with the same players
    /// and other scores (an edit in UDisc since, or another round). Nil when none does.
    public func resemblance(_ round: UDiscRound, players: [String]) -> (path: String, isSuperset: Bool)? {
        // A round another round of the export turned out to be is no edit of this one.
        let candidates = candidates(round, sameMinute: false).filter { !claimed.contains(known[$0].path) }
        guard !candidates.isEmpty else { return nil }
        let cards = round.cards
        let names = Set(players.map { $0.lowercased() })
        var sameNames: String?
        for index in candidates {
            let other = known[index]
            if Self.isSubmultiset(other.cards, of: cards) { return (other.path, true) }
            if sameNames == nil, other.players == names { sameNames = other.path }
        }
        return sameNames.map { ($0, false) }
    }

    /// Rounds on `round`'s course that started in its minute, then (unless `sameMinute`) those a whole
    /// number of quarter hours apart within 26 hours, nearest first.
    private func candidates(_ round: UDiscRound, sameMinute: Bool) -> [Int] {
        guard !known.isEmpty else { return [] }
        let keys = Set([Self.courseKey(UDiscImport.name(round.course), round.layout.isEmpty ? "" : UDiscImport.name(round.layout)),
                        Self.courseKey(UDiscImport.legacyName(round.course), round.layout.isEmpty ? "" : UDiscImport.legacyName(round.layout))])
        let minute = Self.minute(round.started)
        var found: [(distance: Int64, index: Int)] = []
        for key in keys {
            for index in byCourse[key] ?? [] {
                let distance = abs(known[index].minute - minute)
                if distance == 0 || (!sameMinute && distance % 15 == 0 && distance <= 26 * 60) { found.append((distance, index)) }
            }
        }
        return found.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }.map(\.index)
    }

    /// The UDisc identities (`udisc-` and 10 or 12 hex digits) that events in a round file's bytes
    /// carry, found without parsing the file: every `@udisc-` followed by such digits and a `.`.
    public static func identities(inRoundFile bytes: [UInt8]) -> Set<String> {
        let marker = Array("@udisc-".utf8)
        var found = Set<String>()
        var index = 0
        let count = bytes.count
        func isHex(_ byte: UInt8) -> Bool { (byte >= 48 && byte <= 57) || (byte >= 97 && byte <= 102) }
        while index + marker.count + 11 <= count {
            guard bytes[index] == marker[0], bytes[index + 1] == marker[1], bytes[index..<index + marker.count].elementsEqual(marker) else {
                index += 1
                continue
            }
            let hexStart = index + marker.count
            var end = hexStart
            while end < count, end - hexStart <= 12, isHex(bytes[end]) { end += 1 }
            if end - hexStart == 10 || end - hexStart == 12, end < count, bytes[end] == UInt8(ascii: ".") {
                found.insert(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
            }
            index = end
        }
        return found
    }

    // MARK: - Helpers

    static func courseKey(_ course: String, _ layout: String) -> String {
        course.lowercased() + "\u{1F}" + layout.lowercased()
    }

    static func minute(_ time: Timestamp) -> Int64 {
        time.secondsSinceEpoch >= 0 ? time.secondsSinceEpoch / 60 : (time.secondsSinceEpoch - 59) / 60
    }

    /// Whether `device` is a UDisc identity: `udisc-` and 10 (earlier versions) or 12 hex digits.
    static func isUDiscDevice(_ device: String) -> Bool {
        guard device.hasPrefix("udisc-") else { return false }
        let hex = device.utf8.dropFirst(6)
        return (hex.count == 10 || hex.count == 12) && hex.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) }
    }

    /// Per player, strokes on holes 1…`holes` with 0 for none, trailing 0s dropped; players without a
    /// score left out; sorted.
    static func cards(players: Int, holes: Int, strokes: (Int, Int) -> Int?) -> [[Int]] {
        var cards: [[Int]] = []
        for player in 0..<players {
            var card = (0..<max(holes, 0)).map { strokes(player, $0 + 1) ?? 0 }
            while card.last == 0 { card.removeLast() }
            if !card.isEmpty { cards.append(card) }
        }
        return cards.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// Whether every card of `small` is in `large`, as many times (both sorted).
    static func isSubmultiset(_ small: [[Int]], of large: [[Int]]) -> Bool {
        guard !small.isEmpty, small.count <= large.count else { return false }
        var index = 0
        for card in small {
            while index < large.count, large[index].lexicographicallyPrecedes(card) { index += 1 }
            guard index < large.count, large[index] == card else { return false }
            index += 1
        }
        return true
    }
}
