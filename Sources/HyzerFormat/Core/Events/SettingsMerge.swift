/// The merge of copies of a file of keyed settings (``SettingLines``): a three-way merge of sets of
/// lines, the same for every kind of settings file.
///
/// - **A line is kept unless a side removed it**: it is kept when both copies have it, or when one has
///   it and the common ancestor did not (it was added or changed there). A line the ancestor had and a
///   copy no longer has was removed or changed on that side, and goes.
/// - **A change beats a removal**: when no line of a key is left that way but a copy that still has
///   the key changed it (other lines than the ancestor's, or a comment added above it), that copy's
///   lines stay. Two copies that each kept a different one of the ancestor's competing values (each
///   settled a dispute its own way) keep both: the dispute stands. A setting removed on one side and
///   commented on the other stays, with its comment.
/// - **A key that ends with several lines is a dispute** (``SettingLines/Dispute``): both sides set it
///   to different values. Edits of different keys never make one.
/// - **Without an ancestor** (`merge A B`) nothing was removed: the merge is the union.
/// - **Comments travel with their key**: a comment line is kept or removed by the same rule as a line,
///   once (two identical comment lines above one setting are one), and goes when its key has no line
///   left.
/// - The result is written in the kind's canonical order, ties in byte order
///   (``SettingLines/canonicalText``), so it depends only on the copies: merging A with B or B with
///   A, and copies in any grouping, gives the same bytes, and merging a copy with itself changes
///   nothing.
public enum SettingsMerge {
    /// The merge of `a` and `b`, with `base` their common ancestor when known.
    public static func merge(_ a: SettingLines, _ b: SettingLines, base: SettingLines?) -> SettingLines {
        let inA = texts(a), inB = texts(b), inBase = base.map(texts) ?? []
        var lines: [SettingLines.Line] = []
        var kept = Set<[UInt8]>()
        func keep(_ line: SettingLines.Line) {
            guard kept.insert(Array(line.text.utf8)).inserted else { return }
            lines.append(SettingLines.Line(key: line.key, text: line.text, number: 0))
        }
        for line in a.lines + b.lines {
            let bytes = Array(line.text.utf8)
            if survives(inA.contains(bytes), inB.contains(bytes), inBase.contains(bytes)) { keep(line) }
        }
        if let base {
            // A change beats a removal: a key left with no line keeps the lines of a copy that changed it.
            let left = Set(lines.map(\.key))
            for key in Set((a.lines + b.lines).map(\.key)).subtracting(left) {
                for copy in [a, b] where changed(key, in: copy, base: base) { copy.lines.filter { $0.key == key }.forEach(keep) }
            }
        }
        let keys = Set(lines.map(\.key)).union([.end])
        var comments: [SettingLines.Key: [String]] = [:]
        for key in keys {
            let merged = mergeComments(a.comments[key] ?? [], b.comments[key] ?? [], base: base.map { $0.comments[key] ?? [] })
            if !merged.isEmpty { comments[key] = merged }
        }
        return SettingLines(lines: lines, comments: comments)
    }

    /// Whether `copy` still has `key` and changed it from `base`: other lines, or a comment added above it.
    static func changed(_ key: SettingLines.Key, in copy: SettingLines, base: SettingLines) -> Bool {
        let lines = Set(copy.lines.filter { $0.key == key }.map { Array($0.text.utf8) })
        guard !lines.isEmpty else { return false }
        if lines != Set(base.lines.filter { $0.key == key }.map { Array($0.text.utf8) }) { return true }
        return !Set(distinct(copy.comments[key] ?? [])).isSubset(of: Set(distinct(base.comments[key] ?? [])))
    }

    /// The disputes of `merged` that were not pending in both `a` and `b` already: what a merge has to
    /// tell a person (the ones both sides knew stay quiet).
    public static func newDisputes(_ merged: SettingLines, _ a: SettingLines, _ b: SettingLines) -> [SettingLines.Dispute] {
        let known = a.disputes.filter { b.disputes.contains($0) }
        return merged.disputes.filter { !known.contains($0) }
    }

    /// The three-way rule of one line or comment: in both copies, or added on one side.
    static func survives(_ inA: Bool, _ inB: Bool, _ inBase: Bool) -> Bool {
        (inA && inB) || (!inBase && (inA || inB))
    }

    /// The lines of a copy, by their bytes.
    static func texts(_ lines: SettingLines) -> Set<[UInt8]> { Set(lines.lines.map { Array($0.text.utf8) }) }

    /// One comment line at a key, by its bytes.
    struct Comment: Hashable, Comparable {
        var bytes: [UInt8]

        static func < (lhs: Comment, rhs: Comment) -> Bool { lhs.bytes.lexicographicallyPrecedes(rhs.bytes) }
    }

    /// The comment lines of one key: those kept by the three-way rule, each once (two identical lines
    /// are one, comments too), in the order of the side that changed them (``OrderedSetJoin``: the
    /// other side's when one left them as the ancestor had them, the copy that has them all, else byte
    /// order; the same in any order and grouping).
    static func mergeComments(_ a: [String], _ b: [String], base: [String]?) -> [String] {
        if a.isEmpty, b.isEmpty { return [] }
        let listA = distinct(a), listB = distinct(b), listBase = base.map(distinct)
        let setA = Set(listA), setB = Set(listB), setBase = Set(listBase ?? [])
        let keep = { (comment: Comment) in survives(setA.contains(comment), setB.contains(comment), setBase.contains(comment)) }
        return OrderedSetJoin.join(listA.filter(keep), listB.filter(keep), base: listBase?.filter(keep))
            .map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// Each line once, in the order they first come.
    static func distinct(_ lines: [String]) -> [Comment] {
        var seen = Set<[UInt8]>()
        return lines.compactMap { line in
            let bytes = Array(line.utf8)
            return seen.insert(bytes).inserted ? Comment(bytes: bytes) : nil
        }
    }
}
