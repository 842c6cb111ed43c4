/// A file of keyed settings (a course, a league) as its merge sees it: a set of lines, each of which
/// sets one **key** (`best`, `hole 4`), with the comment lines above it travelling with its key.
///
/// What a kind says of its lines is one function, ``Key/of``'s argument: the key of a canonical line
/// and its place in the kind's canonical order (``Key/rank``). A line that may repeat with different
/// values (a league's `round NAME`) is keyed by its whole text, so it is a member of a set and never in
/// dispute; a key that ends up with several different lines is a **dispute** (``Dispute``), which a
/// person settles by keeping one. Two identical lines are one.
///
/// Lines and comments are compared by their bytes (UTF-8), never by Unicode equivalence, so that what
/// a merge keeps does not depend on which copy it came from.
public struct SettingLines: Sendable {
    /// What a line sets, and where it goes in the canonical order.
    public struct Key: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The place in the kind's canonical order (the order its files are written in): lower first.
        public var rank: Int
        /// The setting's name (`best`, `hole 4`), or the whole line for a member of a set (`round
        /// 2026-09-08-cedar-creek`); among keys of one rank, byte order.
        public var name: String

        /// A key; see the properties.
        public init(rank: Int, name: String) {
            self.rank = rank
            self.name = name
        }

        /// The key of the comments at the end of a file, below every line.
        public static let end = Key(rank: .max, name: "")

        /// Whether `line` (its text) is a member of a set: keyed by its whole text.
        public func isMember(_ line: String) -> Bool { name.utf8.elementsEqual(line.utf8) }

        /// ``name``.
        public var description: String { name }

        /// By rank, then by the name's bytes.
        public static func < (lhs: Key, rhs: Key) -> Bool {
            lhs.rank != rhs.rank ? lhs.rank < rhs.rank : SettingLines.precedes(lhs.name, rhs.name)
        }

        /// Equal ranks and the same bytes.
        public static func == (lhs: Key, rhs: Key) -> Bool { lhs.rank == rhs.rank && lhs.name.utf8.elementsEqual(rhs.name.utf8) }

        /// Hashes the rank and the bytes (consistent with ``==(_:_:)``).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(rank)
            for byte in name.utf8 { hasher.combine(byte) }
        }
    }

    /// One setting line of a file.
    public struct Line: Sendable {
        /// What it sets.
        public var key: Key
        /// Its canonical text.
        public var text: String
        /// Its 1-based line number in the text it was read from.
        public var number: Int
    }

    /// A key with several different lines: the values in dispute, for a person to settle by keeping
    /// one.
    public struct Dispute: Sendable, Equatable {
        /// What is disputed.
        public var key: Key
        /// The competing lines in byte order, each once; the first is the **provisional** value, the
        /// one that counts until the dispute is settled (the first of them in a merged file).
        public var values: [String]
        /// The 1-based line numbers of each value in the file, in the order of ``values`` (a value
        /// typed twice has two).
        public var lines: [[Int]]

        /// The line that counts until the dispute is settled.
        public var provisional: String { values[0] }

        /// Same key and values (wherever the lines are).
        public static func == (lhs: Dispute, rhs: Dispute) -> Bool {
            lhs.key == rhs.key && lhs.values.count == rhs.values.count
                && zip(lhs.values, rhs.values).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
        }
    }

    /// The setting lines, in file order (a line typed twice is here twice).
    public var lines: [Line]
    /// The comment lines above each key's lines, in file order (those above several lines of one key
    /// together), and at ``Key/end`` those below the last line. Blank lines are not kept.
    public var comments: [Key: [String]]

    /// Lines and comments as given.
    public init(lines: [Line], comments: [Key: [String]]) {
        self.lines = lines
        self.comments = comments
    }

    /// Reads the canonical `text` of a file of settings (the kind's formatter wrote it; it has no
    /// errors): every line that is no comment and not blank is a setting line, keyed by `key`; the
    /// comment lines (`#` first) above a setting line travel with its key.
    public init(_ text: String, key: (Substring) -> Key) {
        var lines: [Line] = [], comments: [Key: [String]] = [:], pending: [String] = []
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let content = line.drop { $0 == " " || $0 == "\t" }
            if content.isEmpty { continue }
            if content.first == "#" {
                pending.append(String(line))
                continue
            }
            let lineKey = key(line)
            lines.append(Line(key: lineKey, text: String(line), number: number))
            if !pending.isEmpty {
                comments[lineKey, default: []] += pending
                pending = []
            }
        }
        if !pending.isEmpty { comments[.end] = pending }
        self.init(lines: lines, comments: comments)
    }

    /// The keys with several different lines, in the canonical order.
    public var disputes: [Dispute] {
        var byKey: [Key: [(text: String, numbers: [Int])]] = [:]
        for line in lines {
            var values = byKey[line.key, default: []]
            if let index = values.firstIndex(where: { $0.text.utf8.elementsEqual(line.text.utf8) }) {
                values[index].numbers.append(line.number)
            } else {
                values.append((line.text, [line.number]))
            }
            byKey[line.key] = values
        }
        return byKey.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.map { key, values in
            let sorted = values.sorted { Self.precedes($0.text, $1.text) }
            return Dispute(key: key, values: sorted.map(\.text), lines: sorted.map(\.numbers))
        }
    }

    /// Each key's lines, each once, in the canonical order: by key, then by the line's bytes.
    public var canonicalLines: [(key: Key, texts: [String])] {
        var byKey: [Key: [String]] = [:]
        for line in lines where !(byKey[line.key]?.contains { $0.utf8.elementsEqual(line.text.utf8) } ?? false) {
            byKey[line.key, default: []].append(line.text)
        }
        return byKey.sorted { $0.key < $1.key }.map { ($0.key, $0.value.sorted(by: Self.precedes)) }
    }

    /// The file written in the canonical order: each key's comments, then its lines (by their bytes),
    /// key after key; the comments at the end last. What every merge writes.
    public var canonicalText: String {
        var text = ""
        for (key, texts) in canonicalLines {
            for comment in comments[key] ?? [] { text += comment + "\n" }
            for line in texts { text += line + "\n" }
        }
        for comment in comments[.end] ?? [] { text += comment + "\n" }
        return text
    }

    /// Whether `a` comes before `b` in byte order (UTF-8), the order ties are written in.
    public static func precedes(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }
}
