/// The merge of copies of a file of keyed settings (``SettingLines``): a three-way merge of sets of
/// lines, the same for every kind of settings file.
///
/// - **A line is kept unless a side removed it**: it is kept when both copies have it, or when one has
///   it and the common ancestor did not (it was added or changed there). A line the ancestor had and a
///   copy no longer has was removed or changed on that side, and goes.
/// - **A key that ends with several lines is a dispute** (``SettingLines/Dispute``): both sides set it
///   to different values. Edits of different keys never make one.
/// - **Without an ancestor** (`merge A B`) nothing was removed: the merge is the union.
/// - **Comments travel with their key**: a comment line is kept or removed by the same rule, and goes
///   when its key has no line left (a comment lives and dies with its setting).
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
        for line in a.lines + b.lines {
            let bytes = Array(line.text.utf8)
            guard !kept.contains(bytes), survives(inA.contains(bytes), inB.contains(bytes), inBase.contains(bytes)) else { continue }
            kept.insert(bytes)
            lines.append(SettingLines.Line(key: line.key, text: line.text, number: 0))
        }
        let keys = Set(lines.map(\.key)).union([.end])
        var comments: [SettingLines.Key: [String]] = [:]
        for key in keys {
            let merged = mergeComments(a.comments[key] ?? [], b.comments[key] ?? [], base: base.map { $0.comments[key] ?? [] })
            if !merged.isEmpty { comments[key] = merged }
        }
        return SettingLines(lines: lines, comments: comments)
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

    /// One comment line at a key: its bytes and which occurrence of that text it is there (a key may
    /// carry the same comment line twice, such as a bare `#` between paragraphs).
    struct Comment: Hashable, Comparable {
        var bytes: [UInt8]
        var occurrence: Int

        static func < (lhs: Comment, rhs: Comment) -> Bool {
            lhs.bytes == rhs.bytes ? lhs.occurrence < rhs.occurrence : lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
        }
    }

    /// The comment lines of one key: those kept by the three-way rule, in the order of the copy that
    /// has them all (the other's when both kept the same ones), else in byte order
    /// (``OrderedSetJoin/join(_:_:)``, a join: the same in any order and grouping).
    static func mergeComments(_ a: [String], _ b: [String], base: [String]?) -> [String] {
        if a.isEmpty, b.isEmpty { return [] }
        let listA = numbered(a), listB = numbered(b), listBase = Set(numbered(base ?? []))
        let setA = Set(listA), setB = Set(listB)
        let keep = { (comment: Comment) in survives(setA.contains(comment), setB.contains(comment), listBase.contains(comment)) }
        return OrderedSetJoin.join(listA.filter(keep), listB.filter(keep)).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// Each line with its occurrence among equal lines before it.
    static func numbered(_ lines: [String]) -> [Comment] {
        var seen: [[UInt8]: Int] = [:]
        return lines.map { line in
            let bytes = Array(line.utf8)
            seen[bytes, default: 0] += 1
            return Comment(bytes: bytes, occurrence: seen[bytes]!)
        }
    }
}
