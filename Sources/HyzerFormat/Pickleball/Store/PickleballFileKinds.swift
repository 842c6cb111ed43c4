/// The pickleball file kinds: `matches/*.match` (a header and a log of append-only entry lines, merged
/// by the git merge driver, stamped and reported by `sync`, audited by `check --history`). Registered
/// in `FileKinds.all`.
public enum PickleballFileKinds {
    /// `matches/*.match`.
    public static let match = FileKind(
        noun: "match", directory: "matches", fileExtension: "match",
        check: { path, shown throws(HyzerError) in
            var bytes = try FileSystem.readBytes(path)
            let parsed = bytes.withUnsafeMutableBufferPointer { MatchParser.parse(bytes: UnsafeBufferPointer($0), path: shown) }
            guard !parsed.diagnostics.containsErrors else { return parsed.diagnostics }
            let text = String(decoding: bytes, as: UTF8.self)
            return (parsed.diagnostics + MatchChecks.diagnostics(parsed.document, text: { text }, path: shown)).sortedByLocation
        },
        format: { text, shown in
            let parsed = MatchParser.parse(text, path: shown)
            return (MatchFormatter.format(parsed.document), parsed.diagnostics)
        },
        records: FileKind.Records(
            noun: "entry", pluralNoun: "entries", lineNoun: "entry line",
            read: { text, path in MatchSharing.log(text, path: path) },
            merge: { ours, theirs, base, path throws(HyzerError) in
                try MatchMerge.merge(MatchMerge.Copy(path: path, text: ours), MatchMerge.Copy(path: path, text: theirs),
                                     base: base.map { MatchMerge.Copy(path: path, text: $0) }).text
            },
            prepare: { text, path, earlier, shared, device, reporter in
                MatchSharing.prepare(text, path: path, earlier: earlier, shared: shared, device: device, reporter: reporter)?.repair
            },
            keepAppendOnly: { text, earlier, path in
                let parsed = MatchParser.parse(text, path: path)
                guard !parsed.diagnostics.containsErrors else { return nil }
                return MatchSharing.keepAppendOnly(parsed.document, earlier: earlier, path: path)?.repair
            },
            audit: { old, new in
                MatchSharing.auditChanges(old: old, new: new).map { change in
                    FileKind.Change(kind: change.kind, id: change.before.id.rawValue, before: MatchFormatter.eventLine(change.before),
                                    after: change.after.map(MatchFormatter.eventLine))
                }
            }))

    /// Every pickleball kind, in the order `check` and `fmt` visit them.
    public static let all = [match]
}
