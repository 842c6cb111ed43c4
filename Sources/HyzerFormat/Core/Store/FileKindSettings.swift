extension FileKind {
    /// What a kind whose files are **keyed settings** (a course, a league: files people edit, not logs
    /// of records) says of them; its ``Records`` are made from it
    /// (``Records/init(settings:)``), so that the merge driver, `merge`, `sync`, `conflicts` and
    /// `resolve FILE WORDS…` treat its files as every other kind's:
    ///
    /// - copies merge as sets of lines (``SettingsMerge``): an edit on one side wins, edits of
    ///   different keys merge silently, two different values of one key become a **dispute**;
    /// - nothing is stamped or put back (a setting changes by being edited), and `check --history` has
    ///   nothing to say of them: `git log -p` is their history;
    /// - what `sync` counts is each key's value (``View``): `course cedar-creek edited (hole 4: par 4)`;
    /// - a dispute is pending until someone keeps one value (``SettleRequest``).
    public struct Settings: Sendable {
        /// What one file is called (`course`), for the reports: `course cedar-creek edited`.
        public var noun: String
        /// The canonical text of a copy (the kind's `fmt`) and the diagnostics of reading it; the text
        /// counts only when there are no errors. A dispute is a warning, never an error.
        public var canonical: @Sendable (_ text: String, _ path: String) -> (text: String, diagnostics: [Diagnostic])
        /// The key of one canonical setting line, and its place in the canonical order.
        public var key: @Sendable (_ line: Substring) -> SettingLines.Key
        /// How else than `resolve` a dispute of `key` in a file whose lines are `lines` is settled, for
        /// hints: `or set it with `hyzer-text course edit "Cedar Creek" --par P``; nil when only
        /// `resolve` or an editor does.
        public var otherSettle: @Sendable (_ key: SettingLines.Key, _ lines: SettingLines) -> String?

        /// A description; see the properties.
        public init(noun: String, canonical: @escaping @Sendable (_ text: String, _ path: String) -> (text: String, diagnostics: [Diagnostic]),
                    key: @escaping @Sendable (_ line: Substring) -> SettingLines.Key,
                    otherSettle: @escaping @Sendable (_ key: SettingLines.Key, _ lines: SettingLines) -> String? = { _, _ in nil }) {
            self.noun = noun
            self.canonical = canonical
            self.key = key
            self.otherSettle = otherSettle
        }

        /// The setting lines of a copy; nil with its errors when it has some.
        public func lines(_ text: String, path: String) -> (lines: SettingLines?, errors: [Diagnostic]) {
            let read = canonical(text, path)
            let errors = read.diagnostics.filter { $0.severity == .error }
            return errors.isEmpty ? (SettingLines(read.text, key: key), []) : (nil, errors)
        }

        /// The setting lines of a copy to merge; throws when it has errors.
        func mergeable(_ copy: TextCopy) throws(HyzerError) -> SettingLines {
            let read = lines(copy.text, path: copy.path)
            guard let lines = read.lines else {
                throw HyzerError(.invalidData, "\(copy.path) cannot be merged: it has \(Plural.counted(read.errors.count, "error"))",
                                 hint: "fix \(read.errors.count == 1 ? "it" : "them") first (`hyzer-text check \(copy.path)`)", diagnostics: read.errors)
            }
            return lines
        }

        /// The merge of two copies with their ancestor; an ancestor that is empty or has errors (a text
        /// merge left markers in it) is none, and the merge is the union.
        func merged(_ ours: TextCopy, _ theirs: TextCopy, base: TextCopy?) throws(HyzerError) -> (merged: SettingLines, ours: SettingLines, theirs: SettingLines) {
            let a = try mergeable(ours), b = try mergeable(theirs)
            let ancestor = base.flatMap { $0.text.contains(where: { !$0.isWhitespace }) ? lines($0.text, path: $0.path).lines : nil }
            return (SettingsMerge.merge(a, b, base: ancestor), a, b)
        }

        // MARK: - What people see

        /// What `sync` counts of a file: a slot per key, its line as its value, several lines a dispute.
        public func view(_ lines: SettingLines) -> View {
            View(slots: lines.canonicalLines.map { key, texts in
                View.Slot(key: key.name, state: texts.count == 1 ? .value(texts[0]) : .disputed(texts)) { key.summary(texts) }
            }, settingsNoun: noun)
        }

        /// The disputes of a file (whose lines are `lines`), one a line, and how to settle the first:
        /// what `sync` says at its end and what the merge driver and `merge` report.
        public func disputesText(_ disputes: [SettingLines.Dispute], of lines: SettingLines, path: String) -> String {
            var text = ""
            for dispute in disputes {
                text += TerminalSafe.escape(dispute.key.summary(dispute.values))
                    + " (\(TerminalSafe.escape(dispute.key.value(of: dispute.provisional))) counts until it is settled)\n"
            }
            guard let first = disputes.first else { return text }
            return text + "hint: " + settleHint(first, of: lines, path: path) + "\n"
        }

        /// What is in dispute in a file whose canonical text is `text`, for the commands that use it
        /// meanwhile (`course show`, `league standings`): a warning per setting, with the value that
        /// counts until it is settled, and how to settle the first; empty when nothing is.
        public func disputeWarnings(canonicalText text: String, path: String) -> String {
            let lines = SettingLines(text, key: key)
            let disputes = lines.disputes
            guard let first = disputes.first else { return "" }
            var warnings = ""
            for dispute in disputes {
                warnings += "warning: \(TerminalSafe.escape(path)): \(TerminalSafe.escape(dispute.key.name)) is disputed: "
                    + TerminalSafe.escape(dispute.values.map(dispute.key.value(of:)).joined(separator: " or "))
                    + "; \(TerminalSafe.escape(dispute.key.value(of: dispute.provisional))) counts until it is settled\n"
            }
            return warnings + "hint: " + settleHint(first, of: lines, path: path) + "\n"
        }

        /// How to settle `dispute` of the file at `path` (as shown): `keep one with `hyzer-text resolve
        /// leagues/autumn.league best 4` (or `best 5`)`, and the kind's other way.
        public func settleHint(_ dispute: SettingLines.Dispute, of lines: SettingLines, path: String) -> String {
            let others = dispute.values.dropFirst().map { "`\($0)`" }
            var hint = "keep one with `hyzer-text resolve \(path) \(dispute.values[0])` (or \(Plural.listed(others, "or")))"
            if let other = otherSettle(dispute.key, lines) { hint += ", " + other }
            return TerminalSafe.escape(hint)
        }
    }
}

extension FileKind.Records {
    /// The rules of a kind whose files are keyed settings (``FileKind/Settings``): merged as sets of
    /// lines, nothing stamped, put back or audited, disputes pending until settled.
    public init(settings: FileKind.Settings) {
        self.init(noun: "setting", pluralNoun: "settings", lineNoun: "setting line",
                  correctionHint: "a setting changes by editing its line",
                  settleHint: "keep one with `hyzer-text resolve FILE LINE`",
                  read: { text, path in
                      // A file with errors is read as far as it goes (its bad lines kept as written), as a
                      // log's records are: what `sync` says of it changes no file.
                      let read = settings.canonical(text, path)
                      let lines = SettingLines(read.text, key: settings.key)
                      return FileKind.Log(records: lines.canonicalLines.flatMap { key, texts in
                          texts.map { line in FileKind.Record(id: line, variantOf: nil) { (line, key.summary([line])) } }
                      }, isClosed: false, hasErrors: read.diagnostics.containsErrors, view: { _ in settings.view(lines) })
                  },
                  merge: { ours, theirs, base, path throws(HyzerError) in
                      try settings.merged(TextCopy(path: path, text: ours), TextCopy(path: path, text: theirs),
                                          base: base.map { TextCopy(path: path, text: $0) }).merged.canonicalText
                  },
                  mergeForDriver: { ours, theirs, base, shown throws(HyzerError) in
                      let result = try settings.merged(ours, theirs, base: base)
                      let fresh = SettingsMerge.newDisputes(result.merged, result.ours, result.theirs)
                      guard !fresh.isEmpty else { return FileKind.Merged(text: result.merged.canonicalText) }
                      let report = "hyzer-text: \(TerminalSafe.escape(shown)): \(Plural.counted(fresh.count, "new discrepancy", "new discrepancies"))\n"
                          + settings.disputesText(fresh, of: result.merged, path: shown)
                      return FileKind.Merged(text: result.merged.canonicalText, report: report, needsAttention: true)
                  },
                  mergeFiles: { request throws(HyzerError) in
                      let result = try settings.merged(request.a, request.b, base: request.base)
                      return FileKind.Merged(text: result.merged.canonicalText, report: Self.mergeReport(result, request, settings: settings),
                                             needsAttention: !result.merged.disputes.isEmpty)
                  },
                  prepare: { _, _, _, _, _, _ in FileKind.Repair(text: nil) },
                  keepAppendOnly: { _, _, _ in nil },
                  audit: { _, _ in [] },
                  pending: { book, path, _, _ in
                      let shown = book.displayPath(path)
                      guard let text = try? book.readText(path, shown: shown), let lines = settings.lines(text, path: shown).lines else { return nil }
                      let disputes = lines.disputes
                      guard !disputes.isEmpty else { return nil }
                      return "\(Plural.counted(disputes.count, "discrepancy", "discrepancies")) pending in \(TerminalSafe.escape(shown)):\n"
                          + settings.disputesText(disputes, of: lines, path: shown)
                  })
        settle = { request throws(HyzerError) in try SettingsSettlement.settle(request, settings: settings) }
    }

    /// `merge A B`'s report of two settings files: `Merged: 7 settings: 1 new from a.league, 2 new from
    /// b.league, 1 discrepancy`, then each dispute and how to settle the first.
    static func mergeReport(_ result: (merged: SettingLines, ours: SettingLines, theirs: SettingLines), _ request: FileKind.MergeRequest,
                            settings: FileKind.Settings) -> String {
        let merged = result.merged.canonicalLines.flatMap(\.texts)
        func new(_ from: SettingLines, _ other: SettingLines) -> Int {
            let have = SettingsMerge.texts(other), mine = SettingsMerge.texts(from)
            return merged.count { mine.contains(Array($0.utf8)) && !have.contains(Array($0.utf8)) }
        }
        let disputes = result.merged.disputes
        let parts = [Plural.counted(merged.count, "setting"),
                     "\(new(result.ours, result.theirs)) new from \(TerminalSafe.escape(FileSystem.lastComponent(of: request.a.path)))",
                     "\(new(result.theirs, result.ours)) new from \(TerminalSafe.escape(FileSystem.lastComponent(of: request.b.path)))",
                     Plural.counted(disputes.count, "discrepancy", "discrepancies")]
        return "Merged: " + parts.joined(separator: ", ") + "\n" + settings.disputesText(disputes, of: result.merged, path: request.output ?? "FILE")
    }
}
