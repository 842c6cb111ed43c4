/// What `tags` and `tags history N` print, as text and JSON: the holders now, and one tag's moves,
/// each saying which round or ledger line moved it and why.
public enum BagTagsText {
    /// The holders: a heading (the ledger, the rounds that moved tags, the newcomer rule), then a row
    /// per tag with its holder, since when and how they got it.
    public static func holders(_ tags: BagTags, ledger: String, style: TextStyle) -> String {
        var text = style.styled("Bag tags · " + TerminalSafe.escape(ledger) + " · " + roundsMoved(tags), .bold) + "\n"
        text += newcomersLine(tags.newcomers) + "\n\n"
        if tags.holders.isEmpty {
            text += "No tag has been claimed yet.\n"
        } else {
            text += SeasonColumns.table(["Tag", "Holder", "Since", "How"], tags.holders.map { holder in
                [String(holder.tag), holder.player, holder.move.date, how(holder.move)]
            }, right: [0], style: style)
        }
        return text + disputes(tags.disputes, style: style)
    }

    /// What the ledger has in dispute, after the holders: each dispute with its lines, and how to
    /// settle it; nothing when nothing is.
    public static func disputes(_ disputes: [TagLedger.Dispute], style: TextStyle) -> String {
        var text = ""
        for dispute in disputes {
            let lines = TagLedgerText.dispute(dispute).split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            text += "\n" + style.styled(String(lines[0]), .bold) + "\n" + (lines.count > 1 ? String(lines[1]) : "")
            let hint = TagLedgerText.settleHint(dispute)
            text += hint.prefix(1).uppercased() + hint.dropFirst() + ".\n"
        }
        return text
    }

    /// One tag's history: a heading (who holds it since when), then every move, oldest first.
    public static func history(_ tags: BagTags, tag: Int, style: TextStyle) -> String {
        guard let holder = tags.holder(of: tag) else { return "Tag \(tag) has not been issued.\n" }
        var text = style.styled("Tag \(tag) · held by " + TerminalSafe.escape(holder.player) + " since " + holder.move.date, .bold) + "\n\n"
        text += SeasonColumns.table(["Date", "Holder", "From", "Why"], tags.history(of: tag).map { move in
            [move.date, move.player, move.from ?? "-", why(move)]
        }, style: style)
        return text
    }

    /// `3 rounds moved tags`, `no round has moved tags yet`.
    static func roundsMoved(_ tags: BagTags) -> String {
        tags.rounds.isEmpty ? "no round has moved tags yet" : Plural.counted(tags.rounds.count, "round") + " moved tags"
    }

    /// What the ledger's newcomer rule means, in a sentence.
    static func newcomersLine(_ rule: TagLedger.NewcomerRule) -> String {
        switch rule {
        case .next: return "A player without a tag who plays takes the next number, then plays for a better one."
        case .none: return "A player without a tag plays without one until a claim gives them one."
        }
    }

    /// How a holder got the tag, short: `claimed (line 3)`, `2026-09-15-cedar-creek: 1st of 3 at -4`.
    public static func how(_ move: BagTags.Move) -> String {
        switch move.cause {
        case .claim(let line): return "claimed (line \(line))"
        case .trade(let line): return "traded (line \(line))"
        case .newcomer(let round): return "\(round): new, the next number"
        case .reshuffle(let round, let winner, _): return "\(round): " + placing(winner)
        }
    }

    /// Why a tag moved, in full: the short reason, and for a reshuffle the previous holder's result.
    public static func why(_ move: BagTags.Move) -> String {
        guard case .reshuffle(_, _, let previous) = move.cause, let previous, let from = move.from else { return how(move) }
        return how(move) + "; \(from) " + placing(previous)
    }

    /// `1st of 3 at -4`, `T2 of 4 at E (tie: lower incoming tag first)`.
    static func placing(_ placing: BagTags.Placing) -> String {
        (placing.tied ? "T\(placing.place)" : ordinal(placing.place)) + " of \(placing.of) at " + Standings.relativeText(placing.score)
            + (placing.tied ? " (tie: lower incoming tag first)" : "")
    }

    /// `1st`, `2nd`, `3rd`, `11th`.
    public static func ordinal(_ number: Int) -> String {
        let tens = number % 100, ones = number % 10
        let suffix = (11...13).contains(tens) ? "th" : ones == 1 ? "st" : ones == 2 ? "nd" : ones == 3 ? "rd" : "th"
        return "\(number)\(suffix)"
    }

    // MARK: - JSON

    /// `tags --json`: `ledger`, `newcomers`, `rounds` (the rounds that moved tags), `holders`
    /// (`tag`, `player`, `since`, `move`) and `disputes` (``disputeJSON(_:)``).
    public static func holdersJSON(_ tags: BagTags, ledger: String) -> JSON {
        .object([
            ("ledger", .string(ledger)),
            ("newcomers", .string(tags.newcomers.rawValue)),
            ("rounds", .array(tags.rounds.map(JSON.string))),
            ("holders", .array(tags.holders.map { holder in
                .object([("tag", .int(holder.tag)), ("player", .string(holder.player)), ("since", .string(holder.move.date)),
                         ("move", moveJSON(holder.move))])
            })),
            ("disputes", .array(tags.disputes.map(disputeJSON))),
        ])
    }

    /// One dispute: `tag` (null for the newcomer rule), `values`, and its `lines` (`line`, `id`,
    /// `value`, `by`, `device`, `date`).
    static func disputeJSON(_ dispute: TagLedger.Dispute) -> JSON {
        .object([("tag", dispute.tag.map(JSON.int) ?? .null), ("values", .array(dispute.values.map(JSON.string))),
                 ("lines", .array(dispute.lines.map { line in
                     .object([("line", .int(line.line)), ("id", .string(line.id.rawValue)), ("value", .string(TagLedgerText.value(line))),
                              ("by", .optional(line.reporter)), ("device", .optional(line.device ?? line.id.device)),
                              ("date", .optional(line.time.text))])
                 }))])
    }

    /// `tags history N --json`: `tag`, `holder` and `moves`, oldest first.
    public static func historyJSON(_ tags: BagTags, tag: Int) -> JSON {
        .object([("tag", .int(tag)), ("holder", .optional(tags.holder(of: tag)?.player)),
                 ("moves", .array(tags.history(of: tag).map(moveJSON)))])
    }

    /// One move: `date`, `player`, `from`, `cause` (`claim`, `trade`, `newcomer`, `round`), `round`,
    /// `line` (the ledger's, for a claim or trade), and for a round's reshuffle `placing` and
    /// `previousPlacing` (`place`, `of`, `score`, `tied`).
    static func moveJSON(_ move: BagTags.Move) -> JSON {
        func placingJSON(_ placing: BagTags.Placing?) -> JSON {
            guard let placing else { return .null }
            return .object([("place", .int(placing.place)), ("of", .int(placing.of)), ("score", .int(placing.score)), ("tied", .bool(placing.tied))])
        }
        var fields: [(String, JSON)] = [("date", .string(move.date)), ("player", .string(move.player)), ("from", .optional(move.from))]
        switch move.cause {
        case .claim(let line): fields += [("cause", .string("claim")), ("line", .int(line))]
        case .trade(let line): fields += [("cause", .string("trade")), ("line", .int(line))]
        case .newcomer(let round): fields += [("cause", .string("newcomer")), ("round", .string(round))]
        case .reshuffle(let round, let winner, let previous):
            fields += [("cause", .string("round")), ("round", .string(round)), ("placing", placingJSON(winner)), ("previousPlacing", placingJSON(previous))]
        }
        return .object(fields)
    }
}
