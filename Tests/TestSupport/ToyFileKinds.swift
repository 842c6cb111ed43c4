import HyzerFormat

/// File kinds of no sport, to prove the generic workflows and the shared commands see a kind only
/// through ``FileKind``: `notes/*.note` (plain; a line `bad` is an error) and `tallies/*.tally`
/// (records, one `ID TEXT` a line; the union of two copies is their lines, sorted and without
/// repeats; a line `?` is an open question that `sync` reports as pending). A tally is also a game:
/// a line `played TIME` marks it as played then by everyone (so two tallies played at once are one
/// game recorded twice), and `--tally NAME` names one.
public enum ToyFileKinds {
    public static let note = FileKind(
        noun: "note", directory: "notes", fileExtension: "note", manual: "One note per file (shared).",
        check: { bytes, _, shown in
            let text = String(decoding: bytes, as: UTF8.self)
            return FileKind.FileCheck(text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
                line == "bad" ? Diagnostic(.error, at: SourceLocation(path: shown, line: index + 1), "a bad line") : nil
            })
        },
        format: { text, _ in (text.hasSuffix("\n") ? text : text + "\n", []) })

    public static let tally = FileKind(
        noun: "tally", directory: "tallies", fileExtension: "tally", manual: "One tally per file: one line per entry (shared).",
        check: { bytes, path, shown in
            // What its reader cannot read (a conflict marker) is an error at its line, as every kind's `check` says.
            let text = String(decoding: bytes, as: UTF8.self)
            let markers = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
                line.hasPrefix("<<<<<<<") ? Diagnostic(.error, at: SourceLocation(path: shown, line: index + 1), "a conflict marker") : nil
            }
            return FileKind.FileCheck(markers, mark: mark(of: text, path: path))
        },
        format: { text, _ in (text, []) },
        records: FileKind.Records(
            noun: "entry", pluralNoun: "entries", lineNoun: "entry line",
            correctionHint: "to change an entry, add another", settleHint: "settle it by hand",
            read: { text, _ in
                let lines = text.split(separator: "\n").map(String.init)
                let records = lines.filter { $0 != "closed" && !$0.hasPrefix("<<<<<<<") }.map { line in
                    FileKind.Record(id: String(line.prefix { $0 != " " }), variantOf: nil) { (line, line) }
                }
                // An open question (`?`) not answered by a `settled` line is the tally's dispute.
                let open = isOpen(lines)
                return FileKind.Log(records: records, isClosed: lines.contains("closed"), hasErrors: lines.contains { $0.hasPrefix("<<<<<<<") },
                                    view: { _ in
                                        FileKind.View(slots: records.filter { $0.id != "?" && $0.id != "settled" }.map { record in
                                            FileKind.View.Slot(key: record.id, state: .value(record.id)) { record.summary }
                                        } + (open ? [FileKind.View.Slot(key: "?", state: .disputed(["no", "yes"])) { "the open question" }] : []))
                                    })
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
                let text = (try? FileSystem.readText(path, limit: .scorebookFile)) ?? ""
                guard isOpen(text.split(separator: "\n").map(String.init)) else { return nil }
                return "\(FileSystem.lastComponent(of: path)): an open question\n"
            }).settling { request throws(HyzerError) in
                // `resolve tallies/NAME settled`: the question is answered by a `settled` line.
                let text = try FileSystem.readText(request.path, limit: .scorebookFile)
                guard isOpen(text.split(separator: "\n").map(String.init)) else {
                    throw HyzerError(.invalidData, "\(FileSystem.lastComponent(of: request.path)) has no open question")
                }
                try FileSystem.writeAtomically(request.path, text + "settled\n")
                return "Settled the open question of \(FileSystem.lastComponent(of: request.path)).\n"
            },
        games: FileKind.Games(
            option: "tally", joinCommand: "tally join", twiceReason: "played at the same time",
            duplicates: { book, _, _ in
                GameMark.pairs(among: ToyFileKinds.tallyFiles(in: book).compactMap { path in
                    (try? FileSystem.readText(path, limit: .scorebookFile)).flatMap { mark(of: $0, path: path) }
                })
            },
            find: { book, query throws(HyzerError) in
                let path = book.root + "/tallies/" + query + ".tally"
                guard FileSystem.exists(path) else { throw HyzerError(.notFound, "no tally named \"\(query)\"") }
                return path
            },
            current: { book, _ throws(HyzerError) in
                guard let last = ToyFileKinds.tallyFiles(in: book).last else { throw HyzerError(.notFound, "no tallies yet") }
                return last
            },
            latestEntry: { _, _, _ in nil }))

    public static let all = [note, tally]

    /// The note kind as a file of keyed settings (``FileKind/Settings``), instead of a plain file:
    /// `KEY VALUE` lines keyed by their first word, `tag NAME` lines members of a set, comments `#`, a
    /// line `bad` or a conflict marker an error. What a new kind of settings gets from the generic mechanism alone: the
    /// merge driver, `merge`, `sync`, its disputes and `resolve notes/NAME WORDS`.
    public static let keyedNoteSettings = FileKind.Settings(
        noun: "note",
        canonical: { text, shown in
            var diagnostics: [Diagnostic] = []
            var lines: [String] = []
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let words = line.split(separator: " ")
                if line == "bad" || ["<<<<<<<", "|||||||", "=======", ">>>>>>>"].contains(where: line.hasPrefix) {
                    diagnostics.append(Diagnostic(.error, at: SourceLocation(path: shown, line: index + 1), "a bad line"))
                }
                if !words.isEmpty { lines.append(words.joined(separator: " ")) }
            }
            return (lines.map { $0 + "\n" }.joined(), diagnostics)
        },
        key: { line in
            line.hasPrefix("tag ") ? SettingLines.Key(rank: 1, name: String(line)) : SettingLines.Key(rank: 0, name: String(line.prefix { $0 != " " }))
        })

    /// `notes/*.note` with the records of ``keyedNoteSettings`` (not in ``all``: the plain ``note`` is
    /// the kind of the same files there).
    public static let keyedNote: FileKind = {
        var kind = note
        kind.records = FileKind.Records(settings: keyedNoteSettings)
        return kind
    }()

    /// Whether a tally's lines hold an open question (`?`) that no `settled` line answers.
    static func isOpen(_ lines: [String]) -> Bool { lines.contains("?") && !lines.contains("settled") }

    /// A tally's mark as a game: played at its `played TIME` line, by everyone; nil without one.
    static func mark(of text: String, path: String) -> GameMark? {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("played ") }),
              let time = Timestamp(String(line.dropFirst("played ".count))) else { return nil }
        return GameMark(path: path, place: "@tally", started: time, playedUntil: time, isOver: false, players: ["everyone"])
    }

    /// The tally files of `book`, sorted.
    static func tallyFiles(in book: Scorebook) -> [String] {
        FileSystem.list(book.root + "/tallies").filter { $0.hasSuffix(".tally") && !$0.hasPrefix(".") }.map { book.root + "/tallies/" + $0 }
    }
}

extension FileKind {
    /// The kind with its game's option renamed (a second game kind for a test).
    public func with(option: String) -> FileKind {
        var copy = self
        copy.games?.option = option
        return copy
    }
}
