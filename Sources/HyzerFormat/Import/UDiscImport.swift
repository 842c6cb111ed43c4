/// Turns a ``UDiscRound`` into a hyzer-text round file (see `docs/UDISC.md`).
///
/// - Every score becomes one event `@udisc-XXXXXXXXXX.N` (the round's ``UDiscRound/identity`` as the
///   device, N counting hole by hole), reported `by=UDisc`, timed at the round's end (or start). The
///   identity in every line is how a later import recognises the round as already imported, and how
///   two clones that imported the same file merge without duplicates.
/// - The round is finished at UDisc's end time (or its start time when the file has none).
/// - Names that break hyzer-text's name rules are mapped by ``name(_:)``; the file says so in a comment.
public enum UDiscImport {
    /// Who the imported events and rounds are attributed to.
    public static let reporter = "UDisc"

    /// Where a converted round's pars came from.
    public enum ParSource: Sendable, Equatable {
        /// The round's own `Par` row.
        case parRow
        /// No `Par` row: the matching course's pars.
        case course
        /// No `Par` row and no course with as many holes: par 3 everywhere.
        case defaultThree
    }

    /// A converted round, and what was assumed to make it.
    public struct Result: Sendable {
        /// The round file to write.
        public var document: RoundDocument
        /// Where its pars came from.
        public var parSource: ParSource
        /// Names written differently from the file: (as in the file, as written).
        public var renamed: [(from: String, to: String)]
    }

    /// Converts `round`. `coursePars` are the pars of the matching course, used when the round has no
    /// `Par` row and the course has the same number of holes; else pars default to 3. `source` names
    /// the imported file in the header comment.
    public static func convert(_ round: UDiscRound, coursePars: [Int]?, source: String) -> Result {
        var parSource = ParSource.parRow
        var renamed: [(from: String, to: String)] = []
        var comments = ["Imported from UDisc: \(source) line \(round.line) (UDisc round \(round.identity))."]
        let pars: [Int]
        if let own = round.pars {
            pars = own + Array(repeating: 3, count: max(0, round.holeCount - own.count))
        } else if let coursePars, coursePars.count == round.holeCount {
            pars = coursePars
            parSource = .course
            comments.append("UDisc gave no pars; these are the course's.")
        } else {
            pars = Array(repeating: 3, count: round.holeCount)
            parSource = .defaultThree
            comments.append("UDisc gave no pars; every hole is taken as par 3.")
        }
        var players: [Player] = []
        var taken = Set<String>()
        for row in round.rows {
            var candidate = name(row.name)
            var counter = 2
            while taken.contains(candidate.lowercased()) {
                let suffix = " (\(counter))"
                candidate = String(name(row.name).prefix(40 - suffix.count)).trimmingSpaces + suffix
                counter += 1
            }
            taken.insert(candidate.lowercased())
            if candidate != row.name {
                renamed.append((row.name, candidate))
                let shown = String(String.UnicodeScalarView(row.name.unicodeScalars.filter { $0.properties.generalCategory != .control && $0 != "\"" }))
                comments.append("UDisc name \"\(shown)\" is written \(candidate).")
            }
            players.append(Player(name: candidate))
        }
        let device = round.identity
        let finished = max(round.ended ?? round.started, round.started)
        var events: [ScoreEvent] = []
        for hole in 0..<round.holeCount {
            for (index, row) in round.rows.enumerated() {
                guard let strokes = row.strokes[hole] else { continue }
                events.append(ScoreEvent(id: EventID(device: device, sequence: events.count + 1), hole: hole + 1,
                                         player: players[index].name, strokes: strokes, reporter: reporter, device: device,
                                         time: finished.utc))
            }
        }
        let layout = round.layout.isEmpty ? nil : name(round.layout)
        let converted = Round(course: name(round.course), layout: layout, pars: pars, started: round.started,
                              organizer: reporter, players: players, finished: finished, events: events)
        var document = RoundDocument(round: converted, comment: comments[0])
        document.items.insert(contentsOf: comments.dropFirst().map { RoundDocument.Item.comment($0) }, at: 1)
        return Result(document: document, parSource: parSource, renamed: renamed)
    }

    /// A name from a UDisc file made to satisfy ``NameRules``, changing as little as possible:
    /// control characters and `# = @ , "` become spaces, runs of spaces become one, a word that is a
    /// bare number is joined to the word before it with `-` (`Player 2` → `Player-2`; a name that is only
    /// a number becomes `Player-7`), and the result is cut to 40 characters. Valid names are unchanged.
    public static func name(_ raw: String) -> String {
        let trimmed = raw.trimmingSpaces
        if NameRules.problem(with: trimmed) == nil { return trimmed }
        var cleaned = ""
        for scalar in trimmed.unicodeScalars {
            let category = scalar.properties.generalCategory
            if category == .control || category == .format || NameRules.forbiddenCharacters.contains(Character(scalar)) || scalar == "\t" {
                cleaned += " "
            } else {
                cleaned.unicodeScalars.append(scalar)
            }
        }
        var words: [String] = []
        for word in cleaned.split(separator: " ") {
            if word.allSatisfy(\.isASCIIDigitCharacter) {
                if let last = words.popLast() { words.append(last + "-" + word) } else { words.append("Player-" + word) }
            } else {
                words.append(String(word))
            }
        }
        let joined = words.joined(separator: " ")
        let cut = String(joined.prefix(40)).trimmingSpaces
        return cut.isEmpty ? "Player" : cut
    }

    /// The UDisc round identities (`udisc-…`) that events in a round file's bytes carry, found without
    /// parsing the file: every `@udisc-` followed by 10 hex digits and a `.`.
    public static func identities(inRoundFile bytes: [UInt8]) -> Set<String> {
        let marker = Array("@udisc-".utf8)
        var found = Set<String>()
        var index = 0
        let count = bytes.count
        while index + marker.count + 11 <= count {
            if bytes[index] == marker[0], bytes[index + 1] == marker[1], Array(bytes[index..<index + marker.count]) == marker {
                let start = index + 1
                let hexStart = index + marker.count
                let hex = bytes[hexStart..<hexStart + 10]
                if bytes[hexStart + 10] == UInt8(ascii: "."),
                   hex.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) }) {
                    found.insert(String(decoding: bytes[start..<hexStart + 10], as: UTF8.self))
                }
                index = hexStart
                continue
            }
            index += 1
        }
        return found
    }
}
