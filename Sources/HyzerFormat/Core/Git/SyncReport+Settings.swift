extension SyncReport.Tally {
    /// The changes of a file of settings (``FileKind/View/settingsNoun``) in a phrase: `course
    /// cedar-creek edited (hole 4: par 4, layout: Long Tees removed), 1 discrepancy (best: 4 or 5)`,
    /// each group followed by up to `samples` of its settings (none: `league autumn edited`). A setting
    /// changes by being edited, so an edit is no correction and a line removed is not taken back.
    public func settingsPhrase(in name: String, noun: String, samples: Int) -> String {
        func listed(_ summaries: [String]) -> String {
            guard samples > 0, !summaries.isEmpty else { return "" }
            return " (" + summaries.prefix(samples).joined(separator: ", ") + (summaries.count > samples ? ", …" : "") + ")"
        }
        let file = "\(noun) \(name)"
        var phrases: [String] = []
        let edits = (new + corrections).compactMap(\.after?.summary) + takenBack.compactMap { $0.before?.summary.map { $0 + " removed" } }
        if !edits.isEmpty { phrases.append(file + " edited" + listed(edits)) }
        for (changes, label) in [(disputes, ""), (settled, " settled")] where !changes.isEmpty {
            let counted = SyncReport.counted(changes.count, disputeNoun, disputePluralNoun) + label
            phrases.append(counted + (phrases.isEmpty ? " in \(file)" : "") + listed(changes.compactMap(\.shown.summary)))
        }
        return phrases.joined(separator: ", ")
    }
}
