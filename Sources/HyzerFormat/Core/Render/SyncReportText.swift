/// How a ``SyncReport`` reads on a terminal, step by step: what the run did for stdout, warnings about
/// files for stderr. Lines are worded by their file's kind (`score line`, `entry line`), with the kind's
/// own hints (``FileKind/Records``).
public enum SyncReportText {
    /// The two streams of a rendered report.
    public struct Output: Sendable, Equatable {
        /// What the run did, for stdout.
        public var out = ""
        /// Warnings and hints about files, for stderr.
        public var err = ""
    }

    /// How many new files of one kind are named one by one; past that they are counted.
    public static let namedNewFiles = 5

    /// The report of one run, up to the push (the pending discrepancies and the push's failure are said
    /// after, by the command).
    public static func text(_ report: SyncReport) -> Output {
        var output = Output()
        if !report.recovered.isEmpty {
            output.out += "Put back what an interrupted sync had set aside: \(report.recovered.map(safe).joined(separator: ", ")).\n"
        }
        if let merged = report.completedStoppedPull {
            output.out += "Completed the merge a `git pull` left stopped\(merged.isEmpty ? "" : " (" + merged.map(safe).joined(separator: ", ") + ")").\n"
        }
        output.out += housekeeping(report).map { $0 + ".\n" }.joined()
        let keptPaths = Set(report.keptBack.map(\.path))
        output.err += prepared(report.prepared.filter { !($0.hasErrors && keptPaths.contains($0.path)) })
        if report.stamped > 0 {
            let lines = report.stampedLines.map { "\($0.count) hand-typed \($0.lineNoun)\($0.count == 1 ? "" : "s")" }
            output.out += "Stamped \(lines.joined(separator: " and ")) with this device (\(safe(report.device))).\n"
        }
        if let summary = report.committed { output.out += "Committed: \(safe(summary)).\n" }
        for repairs in report.incomingRepairs { output.err += incoming(repairs) }
        if report.joinedUnrelated {
            output.out += "Joined this scorebook with the one on \(safe(remoteName(report) ?? "the remote")) (they had no history in common).\n"
        }
        output.out += exchange(report)
        output.err += keptBack(report.keptBack, remote: remoteName(report)) + waiting(report.waiting)
        return output
    }

    /// What a run did to the scorebook's own files, one sentence each (no full stop): `Merged by hand:
    /// F (its kept copy is removed)`, the editors' rules added to `.gitignore`, files that git ignores
    /// no longer shared.
    public static func housekeeping(_ report: SyncReport) -> [String] {
        var sentences: [String] = []
        if !report.mergedByHand.isEmpty {
            sentences.append("Merged by hand: \(report.mergedByHand.map(safe).joined(separator: ", ")) (the kept copy is removed)")
        }
        if report.ignoreRulesAdded {
            sentences.append("Added the rules that keep editors' backup, auto-save and swap files out of git to .gitignore, shared with this sync")
        }
        if !report.stoppedSharing.isEmpty {
            let count = report.stoppedSharing.count
            sentences.append("Stopped sharing \(count) file\(count == 1 ? "" : "s") that git ignores (an editor's, shared by mistake; this device keeps \(count == 1 ? "it" : "them")): "
                             + report.stoppedSharing.map(safe).joined(separator: ", "))
        }
        return sentences
    }

    /// The warning and the hint for each file a run did not share (``SyncReport/KeptBack``): what
    /// `check` says of a file with errors, where this clone's version of a file that could not be
    /// merged is, and what to do. `remote` names the remote's version.
    public static func keptBack(_ files: [SyncReport.KeptBack], remote: String?) -> String {
        var text = ""
        let theirs = remote.map { safe($0) + "'s" } ?? "the remote's"
        for file in files {
            let path = safe(file.path)
            switch file.reason {
            case .errors:
                text += "warning: kept back \(path): `check` finds errors in it, so it is not shared (everything else is)"
                    + (file.redone ? "; the commits of this device that had it were made again without it" : "") + "\n"
                text += "hint: see them with `hyzer-text check \(MergeDriverSetup.shellQuoted(file.path))`; once they are fixed, `hyzer-text sync` shares it\n"
            case .unmerged(let copy):
                text += "warning: \(path) could not be merged with \(theirs) version: \(theirs) is in the scorebook and shared, "
                    + "this device's is kept in \(safe(copy)), and the file shows both between conflict markers\n"
                text += "hint: edit \(path): keep what each version says and remove the markers, then `hyzer-text sync` "
                    + "(or keep \(theirs): `git checkout -- \(MergeDriverSetup.shellQuoted(file.path))`)\n"
            }
        }
        return text
    }

    /// The warning for each file whose set-aside copy could not be joined back.
    static func waiting(_ files: [String]) -> String {
        files.map { path in
            "warning: what an interrupted sync set aside from \(safe(path)) is still in \(safe(SavedCopies.shownLocation(of: path, in: SavedCopies.setAsideName))): it could not be joined back\n"
                + "hint: see `hyzer-text check \(MergeDriverSetup.shellQuoted(path))`; copy what is missing into it by hand, then delete the copy\n"
        }.joined()
    }

    // MARK: - Steps

    /// Warnings about the files prepared for the commit: errors that kept hand-typed lines unstamped,
    /// lines edited in place or removed, and how to change a record instead.
    static func prepared(_ files: [SyncReport.FileRepair]) -> String {
        var text = ""
        for file in files {
            let path = safe(file.path)
            if file.hasErrors {
                text += "warning: \(path) has errors, so its hand-typed lines were not stamped (see `hyzer-text check`)\n"
                continue
            }
            for edit in file.edits {
                text += "warning: \(path): \(file.lineNoun) @\(safe(edit.id)) was edited in place; "
                    + "\(file.lineNoun)s are never edited, so both versions are kept: \"\(safe(edit.kept))\" and \"\(safe(edit.other))\"\n"
            }
            for line in file.restored {
                text += "warning: \(path): put back \"\(safe(line))\", which was removed (\(file.lineNoun)s are never removed)\n"
            }
            text += "hint: \(file.correctionHint); where two versions now disagree, \(file.settleHint)\n"
        }
        return text
    }

    /// Warnings about incoming files repaired in one commit, and a hint per kind of line.
    static func incoming(_ files: [SyncReport.FileRepair]) -> String {
        var text = "", hints: [String] = []
        for file in files {
            for edit in file.edits {
                text += "warning: \(safe(file.path)): \(file.lineNoun) @\(safe(edit.id)) came in edited in place; both versions are kept: "
                    + "\"\(safe(edit.kept))\" and \"\(safe(edit.other))\"\n"
            }
            for line in file.restored {
                text += "warning: \(safe(file.path)): put back \"\(safe(line))\", which came in removed\n"
            }
            let hint = "hint: \(file.lineNoun)s are never edited or removed; where two versions now disagree, \(file.settleHint)\n"
            if !hints.contains(hint) { hints.append(hint) }
        }
        return text + hints.joined()
    }

    /// What reaching the remote gave: no remote, unreachable, or what was pulled and pushed.
    static func exchange(_ report: SyncReport) -> String {
        switch report.exchange {
        case nil:
            return ""
        case .noRemote:
            return "No git remote is configured: your changes are committed here only.\n"
                + "hint: add one with `git remote add origin URL`, then sync again\n"
        case .unreachable(let remote, let reason):
            return "Could not reach \(safe(remote)) (\(safe(reason))).\n"
                + "Your changes are committed on this device and will be pushed on the next `hyzer-text sync`.\n"
        case .exchanged where report.gaveUp != nil:
            return ""  // said on stderr, after the pending discrepancies
        case .exchanged(let remote, let incoming, _, let pushedBranch):
            // A push failure is said on stderr, after the pending discrepancies (exit 74).
            var text = ""
            if let incoming {
                let news = self.news(incoming)
                text += news.isEmpty ? "Pulled from \(safe(remote)): nothing new.\n" : "Pulled from \(safe(remote)): " + news.joined(separator: "; ") + ".\n"
                for arrival in incoming.arrivals {
                    for edit in arrival.edits {
                        text += "note: in \(safe(arrival.name)), \(arrival.lineNoun) @\(safe(edit.id)) was edited in place on another clone; "
                            + "both versions are kept (\"\(safe(edit.kept))\" and \"\(safe(edit.other))\")\n"
                    }
                }
            } else {
                text += "Nothing new from \(safe(remote)).\n"
            }
            if let pushedBranch { text += "Pushed to \(safe(remote))/\(safe(pushedBranch)).\n" }
            return text
        }
    }

    /// The remote the report exchanged with, if it got that far.
    public static func remoteName(_ report: SyncReport) -> String? {
        switch report.exchange {
        case .unreachable(let remote, _)?, .exchanged(let remote, _, _, _)?: return remote
        case .noRemote?, nil: return nil
        }
    }

    /// What came in, a phrase per file, counted as this clone shows the file (``SyncReport/Tally``):
    /// `new round NAME (18 scores)`, `3 new scores in NAME (Mike 3 on hole 2, …), 1 correction (…),
    /// 1 discrepancy (Mike 3 or 5 on hole 1)`, `2 new rallies in NAME (in progress: game 1, 5-3)`,
    /// `round NAME finished`, `edited course NAME`. Many new files of a kind are counted: `2,500 new
    /// rounds (45,000 scores)`.
    public static func news(_ incoming: SyncReport.Incoming) -> [String] {
        var news: [String] = []
        let newFiles = Dictionary(grouping: incoming.arrivals.filter(\.isNew), by: \.noun)
        var counted = Set<String>()
        for arrival in incoming.arrivals {
            if arrival.isNew {
                let group = newFiles[arrival.noun] ?? []
                if group.count > namedNewFiles {
                    guard counted.insert(arrival.noun).inserted else { continue }
                    let slots = group.flatMap { ($0.tally.new + $0.tally.corrections).compactMap(\.after) }
                    news.append("\(SyncReport.counted(group.count)) new \(SyncReport.plural(arrival.noun)) "
                                + "(\(SyncReport.counted(slots, noun: arrival.recordNoun, pluralNoun: arrival.recordPluralNoun)))")
                } else {
                    let contents = arrival.tally.contents(noun: arrival.recordNoun, pluralNoun: arrival.recordPluralNoun)
                    let parts = [contents, arrival.tally.headline].compactMap { $0 }
                    news.append("new \(arrival.noun) \(safe(arrival.name)) (\(safe(parts.isEmpty ? "no \(arrival.recordPluralNoun) yet" : parts.joined(separator: "; "))))")
                }
            } else if arrival.tally.count > 0 {
                news.append(safe(arrival.tally.phrase(in: arrival.name, noun: arrival.recordNoun, pluralNoun: arrival.recordPluralNoun, samples: 6)))
            } else if arrival.closed {
                news.append("\(arrival.noun) \(safe(arrival.name)) finished")
            } else if arrival.reopened {
                news.append("\(arrival.noun) \(safe(arrival.name)) reopened")
            }
        }
        news += incoming.plainChanges.map { "\($0.change) \($0.noun) \(safe($0.name))" }
        return news
    }
}
