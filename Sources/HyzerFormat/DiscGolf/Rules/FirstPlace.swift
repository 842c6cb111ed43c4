/// Who is first in a round, named by one rule in every report (`round list`, `show`, `history`,
/// `stats` course records, every card format): co-winners are named together, never one of them alone.
///
/// | round                         | text                                  |
/// |-------------------------------|---------------------------------------|
/// | finished, one winner          | `winner Jake -1`                      |
/// | finished, a tie for first     | `winners Jake, Sarah (tied) -1`       |
/// | active or complete            | `leader Jake -1`, `leaders Jake, Sarah (tied) -1` |
/// | abandoned, or no hole played  | none (``init(_:)`` returns nil)        |
public struct FirstPlace: Sendable, Equatable {
    /// Whether the round is finished, so the players are its winners rather than its leaders.
    public var isFinal: Bool
    /// Everyone in first place, in standings order (alphabetical, as ties are listed).
    public var players: [String]
    /// Their score relative to par.
    public var relativeToPar: Int

    /// Creates a first place from its parts.
    public init(isFinal: Bool, players: [String], relativeToPar: Int) {
        self.isFinal = isFinal
        self.players = players
        self.relativeToPar = relativeToPar
    }

    /// The first place of `standings`: the winners of a finished round (everyone at position 1 who
    /// played every hole), else everyone at position 1 with a hole played; nil for an abandoned round
    /// (nobody won it) or before the first hole. Ranked by net (``Standings/ranking``), the score is the
    /// net one.
    public init?(_ standings: Standings) {
        let status = standings.status
        let first: [Standings.Row]
        switch status.phase {
        case .abandoned: return nil
        case .finished, .complete: first = standings.winners
        case .active: first = standings.rows.filter { $0.position == 1 && $0.holesPlayed > 0 }
        }
        guard let score = first.first?.score(standings.ranking) else { return nil }
        self.init(isFinal: status.phase == .finished, players: first.map(\.player), relativeToPar: score)
    }

    /// Whether several players share first place.
    public var isTied: Bool { players.count > 1 }

    /// `winner Jake -1`, `winners Jake, Sarah (tied) -1`, `leader Jake -1` (see the table above); each
    /// name passed through `escape` (terminal, Markdown or XML escaping is the renderer's); more than
    /// `limit` names end in `+N`.
    public func text(limit: Int? = nil, escape: (String) -> String = { $0 }) -> String {
        (isFinal ? "winner" : "leader") + (isTied ? "s " : " ") + Self.names(players, limit: limit, escape: escape)
            + " " + Standings.relativeText(relativeToPar)
    }

    /// ``text(limit:escape:)`` starting with a capital, for a sentence of its own (a card's note).
    public func sentence(limit: Int? = nil, escape: (String) -> String = { $0 }) -> String {
        let text = text(limit: limit, escape: escape)
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// As JSON: `final` (winners of a finished round, else leaders), `players`, `tied`,
    /// `relativeToPar` and `text` (``text(limit:escape:)``, unescaped).
    public var json: JSON {
        .object([("final", .bool(isFinal)), ("players", .array(players.map(JSON.string))), ("tied", .bool(isTied)),
                 ("relativeToPar", .int(relativeToPar)), ("text", .string(text()))])
    }

    /// `Jake`, or `Jake, Sarah (tied)` for players sharing a first place or a record; more than
    /// `limit` names end in `+N` (`Jake, Sarah +2 (tied)`).
    public static func names(_ players: [String], limit: Int? = nil, escape: (String) -> String = { $0 }) -> String {
        let shown = players.prefix(max(limit ?? players.count, 1))
        let more = players.count - shown.count
        return shown.map(escape).joined(separator: ", ") + (more > 0 ? " +\(more)" : "") + (players.count > 1 ? " (tied)" : "")
    }
}
