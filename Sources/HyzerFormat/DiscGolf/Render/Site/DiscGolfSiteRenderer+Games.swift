extension DiscGolfSiteRenderer {
    /// A round's side games on its page: the skins won, the closest-to-the-pin winners, the ace pot,
    /// and who pays whom (docs/REPORTS.md, "money").
    func sideGames(_ money: MoneyReport.RoundMoney) -> String {
        let games = money.games
        var out = "<h2 id=\"side-games\">Side games</h2>\n"
        if let rule = games.games.skins {
            let rows = games.skins.compactMap { skin -> [String]? in
                switch skin.outcome {
                case .won(let name): [String(skin.hole), playerLink(name), String(skin.skins), String(skin.pot)]
                case .tied: [String(skin.hole), rule.carries ? "tied, carried" : "tied, stakes back", "–", "–"]
                case .pending: nil
                }
            }
            let carried = games.carriedOver > 0 ? (money.isFinished ? " \(games.carriedOver) still carried after the last hole went back." : " \(games.carriedOver) carried into the next hole.") : ""
            out += table(caption: "Skins: \(rule.stake) a skin from each \(games.competitorNoun), \(rule.isNet ? "net" : "gross"), \(rule.carries ? "ties carry" : "ties push")." + carried,
                         headers: ["Hole", "Skin", "Skins", "Pot"], numeric: [0, 2, 3], rows: rows)
        }
        if let rule = games.games.closest {
            let rows = games.closest.map { hole in
                [String(hole.hole), hole.winner.map(playerLink) ?? (hole.disputed.isEmpty ? "–" : "disputed: " + hole.disputed.map(esc).joined(separator: " or "))]
            }
            out += table(caption: "Closest to the pin: \(rule.stake) a hole from each \(games.competitorNoun).", headers: ["Hole", "Closest"], numeric: [0], rows: rows)
        }
        if let step = money.acePot {
            let aces = games.aces.map { "\(playerLink($0)) aced and takes \(step.paidOut[$0] ?? 0)" }
            out += "<p>Ace pot: \(step.before) before, \(step.paidIn) paid in" + (aces.isEmpty ? "" : "; " + aces.joined(separator: "; ")) + "; \(step.after) after.</p>\n"
        }
        let balances = money.balances.filter { $0.value != 0 }
        guard !balances.isEmpty else { return out + "<p>All square.</p>\n" }
        let transfers = Settlement(balances).transfers.map { transfer in
            [party(transfer.from), party(transfer.to), String(transfer.amount)]
        }
        return out + table(caption: "Who pays whom, in whole units.", headers: ["Pays", "To", "Amount"], numeric: [2], rows: transfers)
    }

    /// A party's name, a link for a player.
    private func party(_ party: MoneyParty) -> String {
        switch party {
        case .competitor(let name): playerLink(name)
        case .acePot: "ace pot"
        }
    }
}
