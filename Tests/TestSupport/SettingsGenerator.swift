import HyzerFormat

/// Random files of keyed settings (``FileKind/Settings``: courses, leagues, the toy keyed note) and
/// random edits of them, from a seeded ``SplitMix``: what the merge laws are proven on
/// (`SettingsMergePropertyTests`, `scripts/settings-properties.sh`), public for the registry-wide
/// property suite.
///
/// A file is a list of lines in file order, each a setting (a key and its line) or a comment; every
/// file and every edit is valid for its kind, so that a merge of any of them is too.
public struct SettingsFile: Sendable, Equatable {
    /// What a kind's files may say: the keys given once (each with the values it may take), which of
    /// them a file must have, and the lines of a set (a league's `round NAME`).
    public struct Vocabulary: Sendable {
        /// A name for messages (`course`).
        public var name: String
        /// The kind whose rules the files follow.
        public var settings: FileKind.Settings
        /// The keys given once, each with the lines it may be: `("best", ["best 3", "best 4"])`.
        public var keys: [(key: String, lines: [String])]
        /// The keys every file has (never removed).
        public var required: Set<String>
        /// Lines that are members of a set (any number of them, each once).
        public var members: [String]
        /// Comment lines a file may hold.
        public var comments: [String] = ["# The club's home course.", "# Changed after the spring clean-up.", "#", "# Measured with a laser."]
    }

    /// One line of a file.
    public enum Line: Sendable, Equatable {
        /// A setting: its key (a member's key is its whole line) and its line.
        case setting(key: String, text: String)
        /// A comment line.
        case comment(String)
    }

    /// The lines in file order.
    public var lines: [Line]

    /// A file; see the properties.
    public init(lines: [Line]) { self.lines = lines }

    /// The file whose canonical text is `text` (a merge's result), its lines keyed by `vocabulary`'s kind.
    public init(text: String, _ vocabulary: Vocabulary) {
        lines = text.split(separator: "\n").map { line in
            line.hasPrefix("#") ? .comment(String(line)) : .setting(key: vocabulary.settings.key(line).name, text: String(line))
        }
    }

    /// The file's text.
    public var text: String {
        lines.map { line -> String in
            switch line {
            case .setting(_, let text): return text + "\n"
            case .comment(let text): return text + "\n"
            }
        }.joined()
    }

    /// Each key's line (the last when a key has several).
    public var values: [String: String] {
        var values: [String: String] = [:]
        for case .setting(let key, let text) in lines { values[key] = text }
        return values
    }

    // MARK: - Random files and edits

    /// A random file of `vocabulary`: every required key, some of the others, some members and comments,
    /// in a random order with the required first key (`course`, `league`) first.
    public static func random(_ vocabulary: Vocabulary, using rng: inout SplitMix) -> SettingsFile {
        var lines: [Line] = []
        for (key, values) in vocabulary.keys where vocabulary.required.contains(key) || Bool.random(using: &rng) {
            lines.append(.setting(key: key, text: values.randomElement(using: &rng)!))
        }
        for member in vocabulary.members where Int.random(in: 0..<3, using: &rng) == 0 { lines.append(.setting(key: member, text: member)) }
        let first = lines.removeFirst()
        lines.shuffle(using: &rng)
        lines.insert(first, at: 0)
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            lines.insert(.comment(vocabulary.comments.randomElement(using: &rng)!), at: Int.random(in: 0...lines.count, using: &rng))
        }
        return SettingsFile(lines: lines)
    }

    /// One random edit, as a person or `course edit` makes it: a setting set to another value (in
    /// place), added or removed (never a required one), a member added or removed, a comment added,
    /// changed or removed. Returns the key it touched (nil for a comment).
    @discardableResult
    public mutating func randomEdit(_ vocabulary: Vocabulary, using rng: inout SplitMix) -> String? {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<4:  // set a key given once
            let (key, values) = vocabulary.keys.randomElement(using: &rng)!
            let text = values.randomElement(using: &rng)!
            if let index = lines.firstIndex(where: { if case .setting(key, _) = $0 { return true }; return false }) {
                lines[index] = .setting(key: key, text: text)
                lines.removeAll { if case .setting(key, let other) = $0 { return other != text }; return false }
            } else {
                lines.insert(.setting(key: key, text: text), at: Int.random(in: 1...lines.count, using: &rng))
            }
            return key
        case 4..<6:  // remove a setting
            let removable = lines.indices.filter { index in
                if case .setting(let key, _) = lines[index] { return !vocabulary.required.contains(key) }
                return false
            }
            guard let index = removable.randomElement(using: &rng), case .setting(let key, _) = lines[index] else { return nil }
            lines.remove(at: index)
            return key
        case 6..<8:  // add a member
            guard let member = vocabulary.members.randomElement(using: &rng), !lines.contains(.setting(key: member, text: member)) else { return nil }
            lines.insert(.setting(key: member, text: member), at: Int.random(in: 1...lines.count, using: &rng))
            return member
        case 8:  // add a comment
            lines.insert(.comment(vocabulary.comments.randomElement(using: &rng)!), at: Int.random(in: 0...lines.count, using: &rng))
            return nil
        default:  // change or remove a comment
            guard let index = lines.indices.filter({ if case .comment = lines[$0] { return true }; return false }).randomElement(using: &rng) else { return nil }
            if Bool.random(using: &rng) { lines.remove(at: index) } else { lines[index] = .comment(vocabulary.comments.randomElement(using: &rng)!) }
            return nil
        }
    }
}

/// The vocabularies of the settings kinds: what random files of each may say.
public enum SettingsVocabularies {
    /// Course files (`DiscGolfFileKinds.courseSettings`): 9 to 18 holes, hole lines for holes 1–9 only,
    /// so that every hole count keeps them valid.
    public static let course = SettingsFile.Vocabulary(
        name: "course", settings: DiscGolfFileKinds.courseSettings,
        keys: [("course", ["course Cedar Creek", "course Cedar Creek Park"]), ("layout", ["layout Long Tees", "layout Short Tees"]),
               ("holes", ["holes 9", "holes 12", "holes 18"]), ("par", ["par 3", "par 4"])]
            + (1...9).map { hole in ("hole \(hole)", ["hole \(hole) par 3", "hole \(hole) par 4 length 142m", "hole \(hole) par 5", "hole \(hole) par 3 length 310ft"]) },
        required: ["course", "holes"], members: [])

    /// League files (`SeasonFileKinds.leagueSettings`): dates that never end before they start.
    public static let league = SettingsFile.Vocabulary(
        name: "league", settings: SeasonFileKinds.leagueSettings,
        keys: [("league", ["league Autumn Tuesdays", "league Autumn 2026"]), ("course", ["course Cedar Creek", "course Tiny Park"]),
               ("layout", ["layout Long Tees"]), ("from", ["from 2026-09-01", "from 2026-09-15"]), ("to", ["to 2026-11-30", "to 2026-12-15"]),
               ("points", ["points place 10 8 6", "points place 10 8 6 5 4", "points strokes 20"]), ("best", ["best 3", "best 4", "best 5"]),
               ("handicap", ["handicap 80", "handicap 100"])],
        required: ["league"],
        members: ["round 2026-09-08-tiny-park", "round 2026-09-15-tiny-park", "round 2026-09-22-tiny-park", "round 2026-10-06-cedar-creek"])

    /// Notes of the toy kind (``ToyFileKinds/keyedNote``): what a kind with no sport gets.
    public static let toyNote = SettingsFile.Vocabulary(
        name: "toy note", settings: ToyFileKinds.keyedNoteSettings,
        keys: [("title", ["title Saturday", "title Sunday"]), ("color", ["color red", "color blue", "color green"]), ("size", ["size 1", "size 10"])],
        required: ["title"], members: ["tag a", "tag b", "tag c"])

    /// Every settings kind of the registry, and the toy's.
    public static let all = [course, league, toyNote]
}
