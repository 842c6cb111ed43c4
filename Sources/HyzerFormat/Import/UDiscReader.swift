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

    /// Reads `table`. Dates written `HH:MM` (older exports, local time) are taken to be at
    /// `localOffsetMinutes` east of UTC; dates written `HHMM` (2024+ exports) are UTC.
    ///
    /// Returns nil (with an error) only when the header is not one of a UDisc export.
    public static func read(_ table: CSVTable, localOffsetMinutes: Int) -> (scorecard: UDiscScorecard?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        guard let headerIndex = table.records.firstIndex(where: { !$0.isBlank }) else {
            let location = SourceLocation(path: table.path, line: 1)
            return (nil, [Diagnostic(at: location, "the file is empty",
                                     hint: "export your scorecards from UDisc (Scorecards → export to CSV) and import that file")])
        }
        let header = table.records[headerIndex]
        guard let columns = findColumns(header, table: table, diagnostics: &diagnostics) else { return (nil, diagnostics) }

        var rounds: [UDiscRound] = []
        var current: UDiscRound?
        var currentNames = Set<String>()
        func close() {
            if var round = current {
                let rowWidth = round.rows.map { $0.strokes.count }.max() ?? 0
                round.holeCount = max(round.pars?.count ?? 0, rowWidth, 1)
                for index in round.rows.indices {
                    round.rows[index].strokes += Array(repeating: nil, count: round.holeCount - round.rows[index].strokes.count)
                }
                rounds.append(round)
            }
            current = nil
            currentNames = []
        }
        // Malformed records already have a CSV diagnostic; reading them again would only add noise.
        for record in table.records[(headerIndex + 1)...] where !record.isBlank && !record.isMalformed {
            if record.fields.count > columns.width, record.fields[columns.width...].contains(where: { !$0.trimmingSpaces.isEmpty }) {
                diagnostics.append(table.diagnostic(record: record, field: columns.width,
                                                    "this row has \(record.fields.count) cells but the header has \(columns.width)",
                                                    hint: "every row needs the same columns as the first line; a comma inside a name must be quoted"))
                continue
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
            guard let started = date(startText, localOffsetMinutes: localOffsetMinutes) else {
                diagnostics.append(table.diagnostic(record: record, field: columns.start,
                                                    startText.isEmpty ? "this row has no date" : "\"\(startText)\" is not a date and time",
                                                    hint: "UDisc writes dates like 2021-05-27 18:50 or 2024-06-08 1743"))
                continue
            }
            var ended: Timestamp?
            if let endColumn = columns.end {
                let endText = record[endColumn].trimmingSpaces
                if !endText.isEmpty {
                    ended = date(endText, localOffsetMinutes: localOffsetMinutes)
                    if ended == nil {
                        diagnostics.append(table.diagnostic(record: record, field: endColumn, "\"\(endText)\" is not a date and time",
                                                            hint: "UDisc writes dates like 2024-06-08 1839; leave the cell empty when unknown"))
                        failed = true
                    }
                }
            }
            let isPar = name.lowercased() == "par"
            var values: [Int?] = []
            var width = 0
            for hole in 0..<columns.holeCount {
                let column = columns.firstHole + hole
                let cell = record[column].trimmingSpaces
                if cell.isEmpty { values.append(nil); continue }
                width = hole + 1
                guard cell.utf8.count <= 4, let value = Int(cell), value >= 0 else {
                    diagnostics.append(table.diagnostic(record: record, field: column,
                                                        "hole \(hole + 1) of \(isPar ? "the Par row" : name): \"\(cell)\" is not a number of \(isPar ? "par" : "strokes")",
                                                        hint: "write a whole number; 0 or an empty cell means the hole was not played"))
                    failed = true
                    values.append(nil)
                    continue
                }
                if isPar {
                    if value == 0 { values.append(nil); continue }
                    if !Course.parRange.contains(value) {
                        let clamped = min(max(value, Course.parRange.lowerBound), Course.parRange.upperBound)
                        diagnostics.append(table.diagnostic(.warning, record: record, field: column,
                                                            "par \(value) on hole \(hole + 1) is outside \(Course.parRange.lowerBound)–\(Course.parRange.upperBound); imported as par \(clamped)"))
                        values.append(clamped)
                        continue
                    }
                } else if value > ScoreEvent.strokesRange.upperBound {
                    diagnostics.append(table.diagnostic(.warning, record: record, field: column,
                                                        "\(value) strokes on hole \(hole + 1) for \(name) is more than 10; imported as 10",
                                                        hint: "hyzer-text records a picked-up hole as 10"))
                    values.append(10)
                    continue
                }
                values.append(value == 0 ? nil : value)
            }
            guard !failed else { continue }
            values = Array(values.prefix(width))
            if width > Course.holeCountRange.upperBound {
                diagnostics.append(table.diagnostic(record: record, field: columns.firstHole + width - 1,
                                                    "this row has \(width) holes; a round has at most \(Course.holeCountRange.upperBound)"))
                continue
            }
            let sameRound = current.map { $0.course == course && $0.layout == layout && $0.startText == startText } ?? false
            if isPar || !sameRound || currentNames.contains(name.lowercased()) {
                close()
                current = UDiscRound(course: course, layout: layout, startText: startText, started: started, ended: ended,
                                     pars: nil, holeCount: 0, rows: [], line: record.line)
            }
            if isPar {
                let pars = values.map { $0 ?? 3 }
                current!.pars = pars.isEmpty ? nil : pars
                if pars.isEmpty {
                    diagnostics.append(table.diagnostic(.warning, record: record, field: columns.firstHole, "this Par row lists no pars; pars default to 3"))
                }
            } else {
                current!.rows.append(UDiscRound.Row(name: name, strokes: values, total: Int(record[columns.total].trimmingSpaces), line: record.line))
                currentNames.insert(name.lowercased())
                if current!.ended == nil { current!.ended = ended }
            }
        }
        close()
        return (UDiscScorecard(version: columns.version, rounds: rounds), diagnostics.sortedByLocation)
    }

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
