// MARK: - A player's page

extension DiscGolfSiteRenderer {
    /// Disc golf's part of the page of the player `name`: their numbers, personal bests, trend, head
    /// to head and score names (when they have scores), then their rounds; empty for neither.
    func player(_ name: String) -> String {
        let key = name.lowercased()
        var body = ""
        let stats = section.groupStats.players.contains { $0.player.lowercased() == key } ? try? Stats(rounds: section.facts, player: name) : nil
        if let stats, let line = stats.players.first {
            var facts = [Plural.counted(line.rounds, "round"), Plural.counted(line.wins, "win") + (line.sharedWins > 0 ? " (\(line.sharedWins) shared)" : "")]
            if line.handicapRounds > 0 { facts.append(Plural.counted(line.netWins, "net win")) }
            facts.append("average " + line.average.text)
            if let rating = section.ratings?.lines.first(where: { $0.player.lowercased() == key }) {
                facts.append("rating " + DecimalText.relative(rating.rating) + " ± " + DecimalText.plain(rating.deviation))
            }
            body += "<p class=\"lede\">" + esc(facts.joined(separator: " · ")) + "</p>\n"
            body += columns("<h2>Personal bests</h2>\n" + coursesTable(stats, personal: true),
                            "<h2>Trend</h2>\n" + TrendChart.html(stats.trend, player: name))
            if !stats.headToHead.isEmpty {
                let rows = stats.headToHead.map { record in
                    [playerLink(record.opponent), String(record.rounds), "\(record.wins)–\(record.losses)–\(record.ties)",
                     record.strokeDifference.tenths.map { tenths in (tenths > 0 ? "+" : "") + DecimalText.plain(Double(tenths) / 10) } ?? "–"]
                }
                body += "<h2>Head to head</h2>\n" + table(caption: "Wins–losses–ties in rounds both played to the last hole; strokes: \(name)'s average difference (lower is better).",
                                                          headers: ["Opponent", "Rounds", "W–L–T", "Strokes"], numeric: [1, 2, 3], rows: rows)
            }
            if stats.tally.total > 0 {
                let rows = stats.tally.nonEmpty.map { row in
                    [esc(row.name), String(row.count), "\(row.count * 100 / stats.tally.total)%"]
                }
                body += "<h2>Score names</h2>\n" + table(headers: ["Score", "Holes", "Share"], numeric: [1, 2], rows: rows)
            }
        }
        let rounds = section.roundOrder.compactMap { index -> (index: Int, entry: History.Entry, row: Standings.Row)? in
            guard let row = section.archive.entries[index].registeredRow(name), let line = section.history[index] else { return nil }
            return (index, line, row)
        }
        if !rounds.isEmpty {
            let rows = rounds.map { item -> [String] in
                var score = relative(item.row.relativeToPar)
                if item.row.handicap != nil { score += " <span class=\"muted\">net</span> " + relative(item.row.netRelativeToPar) }
                return [roundLink(item.index) + statusBadge(item.entry), courseLink(item.entry.courseDisplayName), item.row.positionText, score,
                        item.row.holesPlayed == item.entry.status.holeCount ? String(item.row.strokes) : "thru \(item.row.holesPlayed)"]
            }
            body += "<h2>Rounds</h2>\n" + table(headers: ["Date", "Course", "Position", "To par", "Strokes"], numeric: [2, 3, 4], rows: rows)
        }
        return body
    }
}
