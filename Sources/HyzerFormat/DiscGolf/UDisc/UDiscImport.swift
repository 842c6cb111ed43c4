/// Turns a ``UDiscRound`` into a hyzer-text round file (see `docs/UDISC.md`).
///
/// - Every score becomes one event `@udisc-XXXXXXXXXXXX.N` (the round's ``UDiscRound/identity`` as
///   the device, N counting hole by hole), reported `by=UDisc`, timed at the round's end (or start).
///   The same export imported on two clones therefore gives byte-identical files that merge without
///   duplicates; the identity is also how a later import recognises the round at once.
/// - The round is finished at UDisc's end time (or its start time when the file has none).
/// - Strokes are kept as UDisc has them (1–99): a round file takes what the command line refuses as a
///   likely typo.
/// - Names that break hyzer-text's name rules are mapped by ``name(_:)``; the file says so in a
///   comment, and ``Result/renamed`` lists them so the import can report each one.
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

    /// A name written differently from the file.
    public struct Rename: Sendable, Hashable {
        /// What the name names.
        public enum Kind: String, Sendable, Hashable {
            case player, course, layout
        }

        /// What the name names.
        public var kind: Kind
        /// The name as in the file (trimmed).
        public var from: String
        /// The name as written in the round file.
        public var to: String

        /// Creates a rename.
        public init(_ kind: Kind, from: String, to: String) {
            self.kind = kind
            self.from = from
            self.to = to
        }
    }

    /// A converted round, and what was assumed to make it.
    public struct Result: Sendable {
        /// The round file to write.
        public var document: RoundDocument
        /// Where its pars came from.
        public var parSource: ParSource
        /// Names written differently from the file, with the row they come from (the course and layout
        /// with the round's first row).
        public var renamed: [(rename: Rename, line: Int)]
    }

    /// Converts `round`. `coursePars` are the pars of the matching course, used when the round has no
    /// `Par` row and the course has the same number of holes; else pars default to 3. `source` names
    /// the imported file in the header comment.
    public static func convert(_ round: UDiscRound, coursePars: [Int]?, source: String) -> Result {
        var parSource = ParSource.parRow
        var renamed: [(rename: Rename, line: Int)] = []
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
        let course = name(round.course)
        let layout = round.layout.isEmpty ? nil : name(round.layout)
        for (kind, from, to) in [(Rename.Kind.course, round.course, course), (.layout, round.layout, layout ?? "")] where from != to {
            renamed.append((Rename(kind, from: from, to: to), round.line))
            comments.append("UDisc \(kind.rawValue) \"\(commentSafe(from))\" is written \(to).")
        }
        var players: [Player] = []
        var taken = Set<String>()
        for row in round.rows {
            let mapped = name(row.name)
            var candidate = mapped
            var counter = 2
            while taken.contains(candidate.lowercased()) {
                let suffix = " (\(counter))"
                candidate = cut(mapped, to: nameLimit - suffix.count) + suffix
                counter += 1
            }
            taken.insert(candidate.lowercased())
            if candidate != row.name {
                renamed.append((Rename(.player, from: row.name, to: candidate), row.line))
                comments.append("UDisc name \"\(commentSafe(row.name))\" is written \(candidate).")
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
        let converted = Round(course: course, layout: layout, pars: pars, started: round.started,
                              organizer: reporter, players: players, finished: finished, events: events)
        var document = RoundDocument(round: converted, comment: comments[0])
        document.items.insert(contentsOf: comments.dropFirst().map { RoundDocument.Item.comment($0) }, at: 1)
        return Result(document: document, parSource: parSource, renamed: renamed)
    }

    /// A name in a comment: without control characters and quotes, which would break the line.
    static func commentSafe(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.filter { $0.properties.generalCategory != .control && $0 != "\"" }))
    }

    // MARK: - Names

    /// The most characters a name may have (``NameRules``).
    public static let nameLimit = 40

    /// A name from a UDisc file made to satisfy ``NameRules``, changing as little as possible and
    /// never making two different names one: control characters and `# = @ , "` become spaces, runs
    /// of spaces become one, a word that is a bare number is joined to the word before it with `-`
    /// (`Player 2` → `Player-2`; a name that is only a number becomes `Player-7`). A name still longer
    /// than 40 characters keeps its first 31 and ends in `…` and 5 hex digits of a hash of the whole
    /// name, so names that differ only past the cut stay different:
    /// `Centennial Park Disc Golf Cours… (4f1c2)`. Valid names are unchanged.
    public static func name(_ raw: String) -> String {
        let trimmed = raw.trimmingSpaces
        if NameRules.problem(with: trimmed) == nil { return trimmed }
        let cleaned = clean(trimmed)
        guard cleaned.count > nameLimit else { return cleaned }
        return cut(cleaned, to: nameLimit - 9) + "… (" + shortHash(trimmed.lowercased()) + ")"
    }

    /// What earlier versions wrote for `raw`: as ``name(_:)`` but cut at 40 characters, so two
    /// long names could become one. Only to recognise rounds those versions imported.
    static func legacyName(_ raw: String) -> String {
        let trimmed = raw.trimmingSpaces
        if NameRules.problem(with: trimmed) == nil { return trimmed }
        let cut = String(clean(trimmed).prefix(nameLimit)).trimmingSpaces
        return cut.isEmpty ? "Player" : cut
    }

    /// Forbidden and control characters to spaces, single spaces, bare-number words joined.
    private static func clean(_ trimmed: String) -> String {
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
        return joined.isEmpty ? "Player" : joined
    }

    /// The first `limit` characters of a valid name, still valid: trailing spaces go, and a last word
    /// the cut left as a bare number (`18holes` → `18`) is joined to the word before it.
    static func cut(_ name: String, to limit: Int) -> String {
        var words = String(name.prefix(limit)).trimmingSpaces.split(separator: " ").map(String.init)
        if let last = words.last, last.allSatisfy(\.isASCIIDigitCharacter) {
            words.removeLast()
            if let previous = words.popLast() { words.append(previous + "-" + last) } else { words.append("P" + last) }
        }
        return words.joined(separator: " ")
    }

    /// 5 hex digits of the FNV-1a 64 hash of `text`: the same on every machine.
    static func shortHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let hex = String(hash & 0xf_ffff, radix: 16)
        return String(repeating: "0", count: 5 - hex.count) + hex
    }
}
