import HyzerFormat

/// File kinds of no sport, to prove the generic workflows see a kind only through ``FileKind``:
/// `notes/*.note` (plain; a line `bad` is an error) and `tallies/*.tally` (records, one `ID TEXT` a
/// line; the union of two copies is their lines, sorted and without repeats; a line `?` is an open
/// question that `sync` reports as pending).
enum ToyFileKinds {
    static let note = FileKind(
        noun: "note", directory: "notes", fileExtension: "note",
        check: { path, shown throws(HyzerError) in
            let text = try FileSystem.readText(path)
            return FileKind.FileCheck(text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
                line == "bad" ? Diagnostic(.error, at: SourceLocation(path: shown, line: index + 1), "a bad line") : nil
            })
        },
        format: { text, _ in (text.hasSuffix("\n") ? text : text + "\n", []) })

    static let tally = FileKind(
        noun: "tally", directory: "tallies", fileExtension: "tally",
        check: { _, _ in FileKind.FileCheck([]) },
        format: { text, _ in (text, []) },
        records: FileKind.Records(
            noun: "entry", pluralNoun: "entries", lineNoun: "entry line",
            correctionHint: "to change an entry, add another", settleHint: "settle it by hand",
            read: { text, _ in
                let lines = text.split(separator: "\n").map(String.init)
                return FileKind.Log(records: lines.filter { $0 != "closed" && !$0.hasPrefix("<<<<<<<") }.map { line in
                    FileKind.Record(id: String(line.prefix { $0 != " " }), variantOf: nil) { (line, line) }
                }, isClosed: lines.contains("closed"), hasErrors: lines.contains { $0.hasPrefix("<<<<<<<") })
            },
            merge: { ours, theirs, _, _ throws(HyzerError) in
                Set((ours + theirs).split(separator: "\n").map(String.init)).sorted().map { $0 + "\n" }.joined()
            },
            prepare: { _, _, _, _, _, _ in FileKind.Repair(text: nil) },
            keepAppendOnly: { _, _, _ in nil },
            audit: { old, new in
                let now = Set(new.split(separator: "\n"))
                return old.split(separator: "\n").filter { !now.contains($0) }.map { line in
                    FileKind.Change(kind: .removed, id: String(line.prefix { $0 != " " }), before: String(line), after: nil)
                }
            },
            pending: { _, path, _, _ in
                let text = (try? FileSystem.readText(path)) ?? ""
                guard text.split(separator: "\n").contains("?") else { return nil }
                return "\(FileSystem.lastComponent(of: path)): an open question\n"
            }))

    static let all = [note, tally]
}
