/// Reads a UDisc scorecard export from parsed CSV: finds the columns, groups rows into rounds, and
/// reports every problem as a ``Diagnostic`` pointing at the cell (see `docs/UDISC.md`).
///
/// Columns are found by position and pattern, not by exact name, because UDisc localises some
/// headers: `PlayerName`, `CourseName`, `LayoutName` come first; `+/-` (never localised) fixes where
/// the date and total columns are (one date column before 2024, `StartDate,EndDate` after); an
/// optional `RoundRating` follows; the hole columns are the first header ending in a digit and every
/// column after it.
public enum UDiscReader {
    /// Where things are in the file.
    struct Columns {
        var version: UDiscScorecard.HeaderVersion
        var start: Int
        var end: Int?
        var total: Int
        var firstHole: Int
        var holeCount: Int
        var width: Int
    }

    /// Reads a UDisc export from the bytes of its file: decodes them (``TextEncoding``: a file that is
    /// not UTF-8 is read as Windows-1252 with a warning, never with U+FFFD in names), parses the CSV and
    /// reads the scorecard. Returns the table too, so that later steps can point at its lines.
    public static func read(fileBytes: [UInt8], path: String,
                            localOffsetMinutes: Int) -> (scorecard: UDiscScorecard?, table: CSVTable, diagnostics: [Diagnostic]) {
        let decoded = TextEncoding.decode(fileBytes)
        let (table, csvDiagnostics) = CSVReader.parse(bytes: decoded.bytes, path: path)
        var diagnostics = csvDiagnostics
        if let offset = decoded.firstUndecodableOffset {
            let byte = decoded.firstUndecodableByte.map { "byte \(TextEncoding.hex($0))" } ?? "this"
            diagnostics.append(table.diagnostic(atByte: offset, "\(byte) is neither UTF-8 nor \(decoded.encoding == .windows1252 ? "Windows-1252" : decoded.encoding.rawValue) text",
                                                hint: "this is not the text UDisc exports; export the scorecards from UDisc again"))
        } else if let offset = decoded.firstForeignOffset, let byte = decoded.firstForeignByte {
            let character = String(decoding: decoded.bytes[offset..<offset + TextEncoding.validSequenceLength(decoded.bytes, at: offset)], as: UTF8.self)
            let others = decoded.foreignCount - 1
            let more = others > 0 ? " (and \(others) more byte\(others == 1 ? "" : "s") like it)" : ""
            diagnostics.append(table.diagnostic(.warning, atByte: offset,
                                                "this file is not UTF-8: byte \(TextEncoding.hex(byte)) is read as Windows-1252 \"\(character)\"\(more)",
                                                hint: "check that the names read right; a spreadsheet or editor saved the file in an older encoding"))
        }
        let (scorecard, udiscDiagnostics) = read(table, localOffsetMinutes: localOffsetMinutes)
        return (scorecard, table, (diagnostics + udiscDiagnostics).sortedByLocation)
    }

    /// Reads `table`. Dates written `HH:MM` (older exports, local time) are taken to be at
    /// `localOffsetMinutes` east of UTC; dates written `HHMM` (2024+ exports) are UTC.
    ///
    /// Returns nil (with an error) only when the header is not one of a UDisc export. Besides errors in
    /// cells it warns about what would otherwise pass silently: a row with fewer cells than the header
    /// (its missing holes are read as not played), a `Total` or `+/-` that the hole cells contradict
    /// (the cells are imported), and a `Par` row missing pars. A row the file ends inside (no line break
    /// after it, fewer cells than the header: the file was cut off) is an error. At most one error per
    /// kind per row, however long the row.
    public static func read(_ table: CSVTable, localOffsetMinutes: Int) -> (scorecard: UDiscScorecard?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        guard let headerIndex = table.records.firstIndex(where: \.hasContent) else {
            let location = SourceLocation(path: table.path, line: 1)
            return (nil, [Diagnostic(at: location, "the file is empty",
                                     hint: "export your scorecards from UDisc (Scorecards → export to CSV) and import that file")])
        }
        let header = table.records[headerIndex]
        guard let columns = findColumns(header, table: table, diagnostics: &diagnostics) else { return (nil, diagnostics) }
        let lastIndex = table.records.lastIndex(where: \.hasContent) ?? headerIndex
        var reading = Reading(table: table, columns: columns, localOffsetMinutes: localOffsetMinutes, diagnostics: diagnostics)
        for recordIndex in (headerIndex + 1)..<table.records.count { reading.read(record: recordIndex, isLast: recordIndex == lastIndex) }
        reading.close()
        return (UDiscScorecard(version: reading.columns.version, rounds: reading.rounds), reading.diagnostics.sortedByLocation)
    }

    /// The rows after the header, read one at a time into rounds (a round is the rows of one course,
    /// layout and start, up to a name seen twice or a `Par` row).
    private struct Reading {
        let table: CSVTable
        let localOffsetMinutes: Int
        /// The columns rows are read by (a second header row replaces them).
        var columns: Columns
        /// The cells a row has when none is missing.
        var namedWidth: Int
        var diagnostics: [Diagnostic]
        var rounds: [UDiscRound] = []
        var current: UDiscRound?
        var currentNames = Set<String>()
        /// The current round's pars exactly as the file has them (before clamping; nil where empty).
        var rawPars: [Int?]?
        /// Rows of the current round with fewer cells than the header: (record index, hole cells present).
        var shortRows: [(record: Int, holes: Int)] = []
        var parRecord: Int?

        init(table: CSVTable, columns: Columns, localOffsetMinutes: Int, diagnostics: [Diagnostic]) {
            self.table = table
            self.columns = columns
            self.localOffsetMinutes = localOffsetMinutes
            self.diagnostics = diagnostics
            namedWidth = columns.firstHole + columns.holeCount
        }

        /// Ends the current round: pads its rows to its hole count, warns about short rows and a short
        /// `Par` row, and keeps it.
        mutating func close() {
            if var round = current {
                let rowWidth = round.rows.map { $0.strokes.count }.max() ?? 0
                round.holeCount = max(round.pars?.count ?? 0, rowWidth, 1)
                for index in round.rows.indices {
                    round.rows[index].strokes += Array(repeating: nil, count: round.holeCount - round.rows[index].strokes.count)
                }
                for (index, holes) in shortRows where holes < round.holeCount {
                    let record = table.records[index]
                    let isPar = index == parRecord
                    diagnostics.append(table.diagnostic(.warning, record: record, field: record.fields.count,
                                                        "this row has \(record.fields.count) of the header's \(namedWidth) cells: "
                                                            + "\(UDiscReader.holeRange(holes + 1, round.holeCount)) \(isPar ? "have no par (taken as par 3)" : "are missing and read as not played")",
                                                        hint: "a UDisc export has every cell; if the file was cut or edited, export it again from UDisc"))
                }
                if let pars = round.pars, let parRecord, pars.count < round.holeCount,
                   !shortRows.contains(where: { $0.record == parRecord && $0.holes < round.holeCount }) {
                    let widest = round.rows.first { $0.strokes.lastIndex(where: { $0 != nil }).map { $0 >= pars.count } ?? false }
                    diagnostics.append(table.diagnostic(.warning, record: table.records[parRecord], field: 0,
                                                        "the Par row has pars for \(pars.count) holes but \(widest.map { "line \($0.line)" } ?? "a row") "
                                                            + "has scores up to hole \(round.holeCount): \(UDiscReader.holeRange(pars.count + 1, round.holeCount)) are taken as par 3",
                                                        hint: "UDisc's Par row covers every hole of the layout; check the rows against the layout"))
                }
                rounds.append(round)
            }
            current = nil
            currentNames = []
            rawPars = nil
            shortRows = []
            parRecord = nil
        }

        /// Reads the record at `recordIndex` (`isLast`: the last with content). Malformed records already
        /// have a CSV diagnostic; reading them again would only add noise.
        mutating func read(record recordIndex: Int, isLast: Bool) {
            let record = table.records[recordIndex]
            guard !record.isBlank, !record.isMalformed else { return }
            if record.isOnlySpaces {
                diagnostics.append(table.diagnostic(.warning, record: record, field: 0, "this row has only spaces; it is skipped",
                                                    hint: "a UDisc export has no empty rows inside a round; check that no row was lost"))
                return
            }
            // Two exports pasted into one file: the second one's header starts its rows, which are
            // read by its columns (a 2021 export and a 2024 one differ).
            if record[0].trimmingSpaces == "PlayerName" {
                var problems: [Diagnostic] = []
                if let second = UDiscReader.findColumns(record, table: table, diagnostics: &problems) {
                    close()
                    columns = second
                    namedWidth = columns.firstHole + columns.holeCount
                    diagnostics.append(table.diagnostic(.warning, record: record, field: 0,
                                                        "a second header row: two exports pasted together? The rows below it are read by its columns",
                                                        hint: "each UDisc export starts with one header row; the rounds of both are imported, a round in both once"))
                } else {
                    diagnostics += problems
                }
                return
            }
            if record.fields.count > columns.width, record.fields[columns.width...].contains(where: { !$0.trimmingSpaces.isEmpty }) {
                diagnostics.append(table.diagnostic(record: record, field: columns.width,
                                                    "this row has \(record.fields.count) cells but the header has \(columns.width)",
                                                    hint: "every row needs the same columns as the first line; a comma inside a name must be quoted"))
                return
            }
            let isShort = record.fields.count < namedWidth
            if isShort, isLast, !table.endsWithLineBreak {
                diagnostics.append(table.diagnostic(record: record, field: record.fields.count,
                                                    "the file ends inside this row (\(record.fields.count) of the header's \(namedWidth) cells): it was cut off",
                                                    hint: "export the scorecards from UDisc again; to import the rest of this file, delete this last row"))
                return
            }
            let name = record[0].trimmingSpaces
            let course = record[1].trimmingSpaces
            let layout = record[2].trimmingSpaces
            let startText = record[columns.start].trimmingSpaces
            var failed = false
            if name.isEmpty {
                diagnostics.append(table.diagnostic(record: record, field: 0, "this row has no player name",
                                                    hint: "the first cell is the player (or `Par` for the row of pars)"))
                failed = true
            }
            if course.isEmpty {
                diagnostics.append(table.diagnostic(record: record, field: 1, "this row has no course name",
                                                    hint: "the second cell is the course, as UDisc exports it"))
                failed = true
            }
            guard let started = UDiscReader.date(startText, localOffsetMinutes: localOffsetMinutes) else {
                diagnostics.append(table.diagnostic(record: record, field: columns.start,
                                                    startText.isEmpty ? "this row has no date" : "\"\(UDiscReader.shown(startText))\" is not a date and time",
                                                    hint: "UDisc writes dates like 2021-05-27 18:50 or 2024-06-08 1743"))
                return
            }
            guard started.isInStartRange else {
                diagnostics.append(table.diagnostic(record: record, field: columns.start,
                                                    "\"\(UDiscReader.shown(startText))\" is out of range: \(Timestamp.startRangeRule)",
                                                    hint: "UDisc writes dates like 2021-05-27 18:50 or 2024-06-08 1743; correct the year"))
                return
            }
            var ended: Timestamp?
            if let endColumn = columns.end {
                let endText = record[endColumn].trimmingSpaces
                if !endText.isEmpty {
                    ended = UDiscReader.date(endText, localOffsetMinutes: localOffsetMinutes)
                    if ended == nil {
                        diagnostics.append(table.diagnostic(record: record, field: endColumn, "\"\(UDiscReader.shown(endText))\" is not a date and time",
                                                            hint: "UDisc writes dates like 2024-06-08 1839; leave the cell empty when unknown"))
                        failed = true
                    }
                }
            }
            let isPar = name.lowercased() == "par"
            let cells = UDiscReader.holes(of: record, columns: columns, isPar: isPar, name: name, table: table, diagnostics: &diagnostics)
            guard !failed, let (values, raw) = cells else { return }
            let sameRound = current.map { $0.course == course && $0.layout == layout && $0.startText == startText } ?? false
            if isPar || !sameRound || currentNames.contains(name.lowercased()) {
                close()
                current = UDiscRound(course: course, layout: layout, startText: startText, started: started, ended: ended,
                                     pars: nil, holeCount: 0, rows: [], line: record.line)
            }
            if isShort { shortRows.append((recordIndex, max(0, record.fields.count - columns.firstHole))) }
            if isPar {
                let pars = values.map { $0 ?? 3 }
                current!.pars = pars.isEmpty ? nil : pars
                rawPars = raw
                parRecord = recordIndex
                let missing = raw.indices.filter { raw[$0] == nil }
                if pars.isEmpty {
                    diagnostics.append(table.diagnostic(.warning, record: record, field: columns.firstHole, "this Par row lists no pars; pars default to 3"))
                } else if !missing.isEmpty {
                    diagnostics.append(table.diagnostic(.warning, record: record, field: columns.firstHole + missing[0],
                                                        "the Par row has no par for \(UDiscReader.holeList(missing.map { $0 + 1 })): taken as par 3",
                                                        hint: "UDisc's Par row has a par for every hole of the layout"))
                }
            } else {
                current!.rows.append(UDiscRound.Row(name: name, strokes: values, total: Int(record[columns.total].trimmingSpaces), line: record.line))
                currentNames.insert(name.lowercased())
                if current!.ended == nil { current!.ended = ended }
            }
            // A short row's totals count holes the file lost; the short row's own warning says so.
            if !isShort {
                UDiscReader.checkTotals(record, columns: columns, name: isPar ? nil : name, raw: raw, pars: isPar ? nil : rawPars, table: table,
                            diagnostics: &diagnostics)
            }
        }
    }

    // MARK: - Rows

    /// A row's hole cells up to its last non-empty one: as imported (nil for a hole not played; pars
    /// outside 2–8 clamped, with a warning) and as the file has them (`raw`). Nil, with one error
    /// however many cells are bad (a damaged row can have thousands), when a cell is not a number of
    /// strokes (0–99) or par, or the row has more holes than a round can.
    static func holes(of record: CSVRecord, columns: Columns, isPar: Bool, name: String, table: CSVTable,
                      diagnostics: inout [Diagnostic]) -> (values: [Int?], raw: [Int?])? {
        var values: [Int?] = [], raw: [Int?] = []
        var width = 0
        var firstBad: (column: Int, hole: Int, cell: String, tooMany: Bool)?
        var badCount = 0
        for hole in 0..<columns.holeCount {
            let column = columns.firstHole + hole
            let cell = record[column].trimmingSpaces
            if cell.isEmpty { values.append(nil); raw.append(nil); continue }
            width = hole + 1
            guard cell.utf8.count <= 4, let value = Int(cell), value >= 0, isPar || value <= ScoreEvent.strokesRange.upperBound else {
                badCount += 1
                if firstBad == nil { firstBad = (column, hole + 1, cell, Int(cell).map { $0 > 0 } ?? false) }
                values.append(nil)
                raw.append(nil)
                continue
            }
            raw.append(value == 0 ? nil : value)
            if isPar, value != 0, !Course.parRange.contains(value) {
                let clamped = min(max(value, Course.parRange.lowerBound), Course.parRange.upperBound)
                diagnostics.append(table.diagnostic(.warning, record: record, field: column,
                                                    "par \(value) on hole \(hole + 1) is outside \(Course.parRange.lowerBound)–\(Course.parRange.upperBound); imported as par \(clamped)"))
                values.append(clamped)
                continue
            }
            values.append(value == 0 ? nil : value)
        }
        if let bad = firstBad {
            let more = badCount > 1 ? " (and \(badCount - 1) more cells of this row)" : ""
            let what = isPar ? "the Par row" : shown(name)
            diagnostics.append(table.diagnostic(record: record, field: bad.column,
                                                bad.tooMany && !isPar
                                                    ? "hole \(bad.hole) of \(what): \(shown(bad.cell)) strokes is more than a hole can take (at most \(ScoreEvent.strokesRange.upperBound))\(more)"
                                                    : "hole \(bad.hole) of \(what): \"\(shown(bad.cell))\" is not a number of \(isPar ? "par" : "strokes")\(more)",
                                                hint: "write a whole number; 0 or an empty cell means the hole was not played"))
            return nil
        }
        if width > Course.holeCountRange.upperBound {
            diagnostics.append(table.diagnostic(record: record, field: columns.firstHole + width - 1,
                                                "this row has \(width) holes; a round has at most \(Course.holeCountRange.upperBound)"))
            return nil
        }
        return (Array(values.prefix(width)), Array(raw.prefix(width)))
    }

    /// Warns when the hole cells contradict the row's `Total` or, given the round's `pars` as the file
    /// has them, its `+/-` (a player's row; `name` nil for the Par row, whose Total is its pars' sum).
    /// Both numbers are named; the cells are what is imported.
    static func checkTotals(_ record: CSVRecord, columns: Columns, name: String?, raw: [Int?], pars: [Int?]?, table: CSVTable,
                            diagnostics: inout [Diagnostic]) {
        let sum = raw.reduce(0) { $0 + ($1 ?? 0) }
        guard let name else {
            if let total = Int(record[columns.total].trimmingSpaces), total != sum {
                diagnostics.append(table.diagnostic(.warning, record: record, field: columns.total,
                                                    "the Par row's Total is \(total) but its pars add up to \(sum)",
                                                    hint: "the pars are the record; the round is imported with these pars"))
            }
            return
        }
        if let total = Int(record[columns.total].trimmingSpaces), total != sum {
            diagnostics.append(table.diagnostic(.warning, record: record, field: columns.total,
                                                "\(shown(name))'s Total is \(total) but the holes add up to \(sum); the holes are imported",
                                                hint: "UDisc's own numbers disagree here; the hole cells are the record, so \(shown(name))'s total here is \(sum)"))
            return
        }
        let played = raw.indices.filter { raw[$0] != nil }
        guard let relative = Int(record[columns.total + 1].trimmingSpaces), let pars,
              played.allSatisfy({ $0 < pars.count && pars[$0] != nil }) else { return }
        let computed = sum - played.reduce(0) { $0 + pars[$1]! }
        if computed != relative {
            diagnostics.append(table.diagnostic(.warning, record: record, field: columns.total + 1,
                                                "\(shown(name))'s +/- is \(relative) but the holes are \(signed(computed)) against the Par row; the holes are imported",
                                                hint: "UDisc's own numbers disagree here; the hole cells are the record, so \(shown(name)) is \(signed(computed)) here"))
        }
    }

    /// A cell's text in a message: at most `limit` characters (the line itself is shown below it), so
    /// that a damaged file of huge cells cannot make huge messages.
    static func shown(_ text: String, limit: Int = 40) -> String {
        text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    /// `hole 7`, `holes 7–9`.
    static func holeRange(_ first: Int, _ last: Int) -> String {
        first == last ? "hole \(first)" : "holes \(first)–\(last)"
    }

    /// `hole 2`, `holes 2, 5 and 7`, `holes 2, 5, 7, 8, 9 and 4 more`.
    static func holeList(_ holes: [Int]) -> String {
        if holes.count == 1 { return "hole \(holes[0])" }
        let shown = holes.prefix(holes.count > 6 ? 5 : holes.count - 1).map(String.init).joined(separator: ", ")
        return "holes " + shown + (holes.count > 6 ? " and \(holes.count - 5) more" : " and \(holes.last!)")
    }

    /// `+3`, `E`, `-2`, as UDisc's `+/-` column means it.
    static func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : value == 0 ? "E" : "\(value)" }

    // MARK: - Header

    static func findColumns(_ header: CSVRecord, table: CSVTable, diagnostics: inout [Diagnostic]) -> Columns? {
        let names = header.fields.map(\.trimmingSpaces)
        let expected = "PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,…"
        guard let plusMinus = names.firstIndex(of: "+/-"), plusMinus >= 5, plusMinus <= 6 else {
            diagnostics.append(table.diagnostic(record: header, field: 0,
                                                "this is not a UDisc scorecard export: the first line should be its header",
                                                hint: "expected \(expected) (or the older Date,Total,+/-,Hole1,… form)"))
            return nil
        }
        let dateCount = plusMinus - 4
        var firstHole = plusMinus + 1
        while firstHole < names.count, !(names[firstHole].last?.isASCIIDigitCharacter ?? false) { firstHole += 1 }
        guard firstHole < names.count, firstHole <= plusMinus + 2 else {
            diagnostics.append(table.diagnostic(record: header, field: min(plusMinus + 1, names.count - 1),
                                                "the header has no hole columns (Hole1, Hole2, …) after +/-",
                                                hint: "expected \(expected)"))
            return nil
        }
        // Trailing columns with an empty header are padding; every named column from here on is a hole.
        var width = names.count
        while width > firstHole + 1, names[width - 1].isEmpty { width -= 1 }
        for index in firstHole..<width where !(names[index].last?.isASCIIDigitCharacter ?? false) {
            diagnostics.append(table.diagnostic(record: header, field: index, "\"\(names[index])\" is not a hole column",
                                                hint: "after the hole columns begin (Hole1) every column is a hole: Hole2, Hole3, …"))
            return nil
        }
        let version: UDiscScorecard.HeaderVersion = dateCount == 2 ? .v2024
            : names[3] == "Date" && names[4] == "Total" ? .v2021 : .v2023Localised
        return Columns(version: version, start: 3, end: dateCount == 2 ? 4 : nil, total: plusMinus - 1,
                       firstHole: firstHole, holeCount: width - firstHole, width: max(width, header.fields.count))
    }

    // MARK: - Dates

    /// Parses `2021-05-27 18:50` (local time at `localOffsetMinutes`) or `2024-06-08 1743` (UTC);
    /// seconds (`18:50:07`) and a `T` separator are accepted too.
    public static func date(_ text: String, localOffsetMinutes: Int) -> Timestamp? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "T" })
        guard parts.count == 2, parts[0].utf8.count == 10 else { return nil }
        let time = parts[1]
        var clock: String
        var offset = localOffsetMinutes
        if time.contains(":") {
            clock = time.split(separator: ":").count == 2 ? time + ":00" : String(time)
        } else {
            guard time.utf8.count == 4, time.allSatisfy(\.isASCIIDigitCharacter) else { return nil }
            clock = time.prefix(2) + ":" + time.suffix(2) + ":00"
            offset = 0
        }
        if clock.utf8.count == 7 { clock = "0" + clock }  // 9:05:00
        let magnitude = abs(offset)
        let zone = offset == 0 ? "Z" : (offset < 0 ? "-" : "+") + CivilDateTime.pad(magnitude / 60, 2) + ":" + CivilDateTime.pad(magnitude % 60, 2)
        return Timestamp(parts[0] + "T" + clock + zone)
    }
}
