/// `money` as text and JSON, pure functions of a ``MoneyReport``. User text is made safe for a terminal.
public enum MoneyText {
    // MARK: - Text

    /// One round: each game hole by hole, the ace pot, the balances and who pays whom.
    public static func round(_ money: MoneyReport.RoundMoney, style: TextStyle) -> String {
        let games = money.games
        var text = style.styled("Side games of \(TerminalSafe.escape(money.name)) (\(TerminalSafe.escape(money.course)))", .bold)
            + (money.isFinished ? "" : "  (active: as it stands)") + "\n"
        if let rule = games.games.skins {
            text += "\nSkins: \(rule.stake) a skin from each \(games.competitorNoun), \(rule.isNet ? "net" : "gross"), \(rule.carries ? "ties carry" : "ties push")\n"
            let pending = games.skins.filter { $0.outcome == .pending }.map(\.hole)
            for skin in games.skins where skin.outcome != .pending {
                let what: String
                switch skin.outcome {
                case .won(let name):
                    what = "\(TerminalSafe.escape(name)) wins \(skin.skins == 1 ? "the skin" : "\(skin.skins) skins") (\(skin.pot))"
                case .tied: what = rule.carries ? "tied, carried" : "tied, stakes back"
                case .pending: continue
                }
                text += "  hole \(DisplayWidth.padLeft(String(skin.hole), 2))  \(what)\n"
            }
            if let first = pending.first, let last = pending.last {
                text += "  " + (pending.count == 1 ? "hole \(first)" : "holes \(first)–\(last)") + "  " + style.styled("to play", .dim) + "\n"
            }
            if games.carriedOver > 0 {
                text += money.isFinished ? "  \(games.carriedOver) still carried after the last hole: given back\n"
                    : "  \(games.carriedOver) carried into the next hole\n"
            }
        }
        if let rule = games.games.closest {
            text += "\nClosest to the pin: \(rule.stake) a hole from each \(games.competitorNoun)\n"
            for hole in games.closest {
                let what = hole.winner.map { "\(TerminalSafe.escape($0)) (\(hole.pot))" }
                    ?? (hole.disputed.isEmpty ? style.styled("no winner yet", .dim)
                        : "disputed: " + hole.disputed.map(TerminalSafe.escape).joined(separator: " or ") + " (settle it with `hyzer-text resolve ctp \(hole.hole) NAME`)")
                text += "  hole \(DisplayWidth.padLeft(String(hole.hole), 2))  \(what)\n"
            }
        }
        if let step = money.acePot, let stake = games.games.acePot {
            text += "\nAce pot: \(stake) from each \(games.competitorNoun)\n"
            text += "  \(step.before) before, \(step.paidIn) paid in"
            if step.paidOut.isEmpty {
                text += ", no ace: \(step.after) rolls over\n"
            } else {
                let aces = games.aces.map { name in
                    "\(TerminalSafe.escape(name)) aced hole \(games.aceHoles[name, default: []].map(String.init).joined(separator: ", ")) and takes \(step.paidOut[name] ?? 0)"
                }
                text += "; " + aces.joined(separator: "; ") + "; \(step.after) left in the pot\n"
            }
        }
        return text + "\n" + settlement(money.balances.filter { $0.value != 0 }, Settlement(money.balances.filter { $0.value != 0 }), style: style)
    }

    /// Several rounds: one line per round with its balances, then the totals and who pays whom.
    public static func season(_ report: MoneyReport, title: String, style: TextStyle) -> String {
        var text = style.styled("Side games, \(TerminalSafe.escape(title)): \(report.rounds.count) round\(report.rounds.count == 1 ? "" : "s")", .bold) + "\n\n"
        let width = max(report.rounds.map(\.name.count).max() ?? 0, 5)
        for round in report.rounds {
            let parts = round.balances.filter { $0.value != 0 }.sorted { $0.key < $1.key }
                .map { "\(TerminalSafe.escape($0.key.name)) \(signed($0.value))" }
            text += DisplayWidth.pad(TerminalSafe.escape(round.name), width) + "  " + (parts.isEmpty ? "all square" : parts.joined(separator: ", "))
                + (round.isFinished ? "" : "  (active)") + "\n"
        }
        text += "\n" + settlement(report.balances, report.settlement, style: style)
        return text + "Ace pot now: \(report.acePotNow)\n"
    }

    /// The balances (largest winner first) and the payments that settle them.
    static func settlement(_ balances: [MoneyParty: Int], _ settlement: Settlement, style: TextStyle) -> String {
        guard !balances.isEmpty else { return "All square: no one owes anything.\n" }
        let rows = balances.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let width = rows.map { TerminalSafe.escape($0.key.name).count }.max() ?? 0
        var text = style.styled("Balances", .bold) + "\n"
        for (party, amount) in rows {
            let shown = signed(amount)
            text += "  " + DisplayWidth.pad(TerminalSafe.escape(party.name), width) + "  "
                + style.styled(DisplayWidth.padLeft(shown, 5), amount > 0 ? .green : .red) + "\n"
        }
        text += style.styled("Who pays whom", .bold) + "\n"
        for transfer in settlement.transfers {
            text += "  \(TerminalSafe.escape(transfer.from.name)) pays \(TerminalSafe.escape(transfer.to.name)) \(transfer.amount)\n"
        }
        return text
    }

    /// `+3`, `-2`, `0`.
    static func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : String(value) }

    // MARK: - JSON

    /// The report as JSON: `rounds` (each with its games, ace pot and balances), `balances`,
    /// `transfers`, `acePotAfter` and `acePotNow`. Amounts are whole units; balances sum to zero.
    public static func json(_ report: MoneyReport) -> JSON {
        .object([
            ("rounds", .array(report.rounds.map(json))),
            ("balances", balancesJSON(report.balances)),
            ("transfers", transfersJSON(report.settlement)),
            ("acePotAfter", .int(report.acePotAfter)),
            ("acePotNow", .int(report.acePotNow)),
        ])
    }

    static func json(_ money: MoneyReport.RoundMoney) -> JSON {
        let games = money.games
        var fields: [(String, JSON)] = [
            ("round", .string(money.name)), ("course", .string(money.course)), ("started", .string(money.started.rfc3339)),
            ("finished", .bool(money.isFinished)),
        ]
        if let rule = games.games.skins {
            fields.append(("skins", .object([
                ("stake", .int(rule.stake)), ("carry", .bool(rule.carries)), ("net", .bool(rule.isNet)),
                ("holes", .array(games.skins.map { skin in
                    let (outcome, winner): (String, String?) = switch skin.outcome {
                    case .won(let name): ("won", name)
                    case .tied: ("tied", nil)
                    case .pending: ("pending", nil)
                    }
                    return .object([("hole", .int(skin.hole)), ("outcome", .string(outcome)), ("winner", .optional(winner)),
                                    ("skins", .int(skin.skins)), ("pot", .int(skin.pot))])
                })),
                ("carriedOver", .int(games.carriedOver)),
            ])))
        }
        if let rule = games.games.closest {
            fields.append(("closest", .object([
                ("stake", .int(rule.stake)),
                ("holes", .array(games.closest.map { hole in
                    .object([("hole", .int(hole.hole)), ("winner", .optional(hole.winner)),
                             ("disputed", .array(hole.disputed.map(JSON.string))), ("pot", .int(hole.pot))])
                })),
            ])))
        }
        if let step = money.acePot, let stake = games.games.acePot {
            fields.append(("acePot", .object([
                ("stake", .int(stake)), ("before", .int(step.before)), ("paidIn", .int(step.paidIn)),
                ("aces", .array(games.aces.map { name in
                    .object([("player", .string(name)), ("holes", .array(games.aceHoles[name, default: []].map(JSON.int))),
                             ("takes", .int(step.paidOut[name] ?? 0))])
                })),
                ("after", .int(step.after)),
            ])))
        }
        fields.append(("balances", balancesJSON(money.balances)))
        return .object(fields)
    }

    static func balancesJSON(_ balances: [MoneyParty: Int]) -> JSON {
        .array(balances.sorted { $0.key < $1.key }.map { party, amount in
            .object([("party", .string(party.name)), ("acePot", .bool(party == .acePot)), ("amount", .int(amount))])
        })
    }

    static func transfersJSON(_ settlement: Settlement) -> JSON {
        .array(settlement.transfers.map { transfer in
            .object([("from", .string(transfer.from.name)), ("to", .string(transfer.to.name)), ("amount", .int(transfer.amount))])
        })
    }
}
