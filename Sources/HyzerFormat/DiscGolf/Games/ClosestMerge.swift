/// What a merge of two copies of a round did to its closest-to-the-pin lines, for the merge's report
/// beside the scores' (``MergeReport``): lines one copy had that the other lacked, holes two devices
/// agree on, and the holes in dispute after it.
public struct ClosestMerge: Sendable, Equatable {
    /// The merged round's closest-to-the-pin lines.
    public var lineCount = 0
    /// Lines the first copy had that the second lacked, and the other way round.
    public var fromA = 0, fromB = 0
    /// Holes whose current lines come from two or more devices and name one winner.
    public var agreements = 0
    /// The holes in dispute in the merged round, lowest first.
    public var disputes: [ClosestDispute] = []

    /// No lines: a round without closest to the pin.
    public init() {}

    /// The merge of copies `a` and `b` into `merged`.
    public init(a: Round, b: Round, merged: Round) {
        guard !merged.closest.isEmpty else { return }
        let (inA, inB) = (Set(a.closest.map(\.id)), Set(b.closest.map(\.id)))
        lineCount = merged.closest.count
        fromA = merged.closest.count { inA.contains($0.id) && !inB.contains($0.id) }
        fromB = merged.closest.count { inB.contains($0.id) && !inA.contains($0.id) }
        let results = ClosestToPin(merged)
        agreements = results.agreements
        disputes = results.disputes
    }
}
