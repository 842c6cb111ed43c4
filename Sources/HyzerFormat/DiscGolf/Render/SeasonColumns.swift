/// The aligned columns of the season tables (`tags`, `league standings`, `league list`): a dim header,
/// then rows whose cells are padded to the widest of their column (by display width, after escaping
/// what a file or an argument put in them), two spaces apart. The last column is never padded.
enum SeasonColumns {
    /// The table of `rows` under `headers`; the columns whose indexes are in `right` are right-aligned.
    static func table(_ headers: [String], _ rows: [[String]], right: Set<Int> = [], style: TextStyle) -> String {
        let cells = rows.map { $0.map(TerminalSafe.escape) }
        let widths = headers.indices.map { column in
            ([headers[column]] + cells.map { column < $0.count ? $0[column] : "" }).map(DisplayWidth.of).max() ?? 0
        }
        func line(_ row: [String]) -> String {
            row.indices.map { column in
                if column == row.count - 1 && !right.contains(column) { return row[column] }
                return right.contains(column) ? DisplayWidth.padLeft(row[column], widths[column]) : DisplayWidth.pad(row[column], widths[column])
            }.joined(separator: "  ")
        }
        return style.styled(line(headers), .dim) + "\n" + cells.map { line($0) + "\n" }.joined()
    }
}
