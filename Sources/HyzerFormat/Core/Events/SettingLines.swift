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

        /// What the line `text` of this key says of it, for people: `par 4` of `hole 4 par 4`; a member
        /// of a set (keyed by its whole text) says itself.
        public func value(of text: String) -> String {
            guard !isMember(text), text.hasPrefix(name + " ") else { return text }
            return String(text.dropFirst(name.count + 1))
        }

        /// The key with its values, for reports: `hole 4: par 4`, `best: 5 or 6`, `round 2026-09-08-x`.
        public func summary(_ values: [String]) -> String {
            if values.count == 1, isMember(values[0]) { return values[0] }
            return name + ": " + values.map(value(of:)).joined(separator: " or ")
        }

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

        /// A dispute of `key` between the lines `entries` (each line's text and 1-based number; a value
        /// typed twice is one value); nil unless they hold at least two different values.
        public init?(key: Key, _ entries: [(text: String, line: Int)]) {
            var values: [(text: String, lines: [Int])] = []
            for entry in entries {
                if let index = values.firstIndex(where: { $0.text.utf8.elementsEqual(entry.text.utf8) }) {
                    values[index].lines.append(entry.line)
                } else {
                    values.append((entry.text, [entry.line]))
                }
            }
            guard values.count > 1 else { return nil }
            values.sort { SettingLines.precedes($0.text, $1.text) }
            self.key = key
            self.values = values.map(\.text)
            self.lines = values.map(\.lines)
        }

        /// A warning at each line of the dispute in the file at `path` (`lineText` gives a line's text
        /// by its number): what the line says against the others and which counts meanwhile, and how
        /// to keep it, with `otherSettle`, another way (`or set it with `hyzer-text course edit …``).
        /// A dispute is no error: a merge made it, and a person settles it.
        public func warnings(path: String, lineText: (Int) -> String, otherSettle: String? = nil) -> [Diagnostic] {
            var warnings: [Diagnostic] = []
            for (index, value) in values.enumerated() {
                let others = values.indices.filter { $0 != index }.map { other in
                    "line \(lines[other][0]) says \(key.value(of: values[other]))"
                }
                let counts = index == 0 ? "this one counts until it is settled" : "\(key.value(of: provisional)) counts until it is settled"
                for line in lines[index] {
                    let text = lineText(line)
                    warnings.append(Diagnostic(.warning, at: SourceLocation(path: path, line: line), length: text.count,
                                               "\(key.name) is disputed: this line says \(key.value(of: value)), \(Plural.listed(others)); \(counts)",
                                               hint: "to keep this one: `hyzer-text resolve \(path) \(value)`" + (otherSettle.map { "; " + $0 } ?? ""),
                                               line: text))
                }
            }
            return warnings
        }

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
        var byKey: [Key: [(text: String, line: Int)]] = [:]
        for line in lines { byKey[line.key, default: []].append((line.text, line.number)) }
        return byKey.sorted { $0.key < $1.key }.compactMap { Dispute(key: $0.key, $0.value) }
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
