/// Every way a report words a round's status, in one place and from the same phrases, so that a
/// change of wording is made once and the places stay consistent. Each report has room for a different
/// length (a title line, a column of `round list`, a card's subtitle, a note under a card), and the
/// end-to-end tests pin each of them, so the forms differ in length, not in vocabulary:
///
/// | phase     | title (`standings`, `show`, `live`) | list (`round list`) | summary (card subtitle) | card note                        |
/// |-----------|-------------------------------------|---------------------|-------------------------|----------------------------------|
/// | active    | `hole 7 of 18 next`                 | `active, hole 7`    | `in progress, hole 7 next` | `In progress · hole 7 next`   |
/// | complete  | `all holes scored, not finished`    | `complete`          | `all holes scored`      | `All holes scored, not finished yet` |
/// | finished  | `finished 10:42`                    | `finished`          | `final`                 | (none)                           |
/// | abandoned | `abandoned after 2 holes, no winner` | `abandoned after 2 holes` | `abandoned after 2 holes` | `Abandoned after 2 holes: no winner` |
extension RoundStatus {
    /// The form for a title line; `currentHole` is the group's hole (``Scorecard/currentHole``).
    public func titleText(currentHole: Int?) -> String {
        switch phase {
        case .finished: return "finished \(finish?.time.timeString ?? "")"
        case .abandoned: return abandonedPhrase + ", no winner"
        case .complete: return Self.allHolesScored + ", not finished"
        case .active: return "hole \(currentHole ?? 1) of \(holeCount) next"
        }
    }

    /// The form for a column of a list of rounds.
    public func listText(currentHole: Int?) -> String {
        switch phase {
        case .active: return "active, hole \(currentHole ?? 1)"
        case .complete, .finished: return phase.rawValue
        case .abandoned: return abandonedPhrase
        }
    }

    /// The form for a round's summary (the card's subtitle).
    public func summaryText(currentHole: Int?) -> String {
        switch phase {
        case .abandoned: return abandonedPhrase
        case .finished: return "final"
        case .complete: return Self.allHolesScored
        case .active: return "in progress, hole \(currentHole ?? 1) next"
        }
    }

    /// The note a card prints under its table, a sentence of its own; nil for a finished round.
    public func cardNote(currentHole: Int?) -> String? {
        switch phase {
        case .finished: return nil
        case .abandoned: return abandonedPhrase.prefix(1).uppercased() + abandonedPhrase.dropFirst() + ": no winner"
        case .complete: return "All holes scored, not finished yet"
        case .active: return "In progress · hole \(currentHole ?? 1) next"
        }
    }

    /// `all holes scored`.
    static let allHolesScored = "all holes scored"

    /// ``abandonedText`` for an abandoned round.
    private var abandonedPhrase: String { abandonedText ?? "abandoned" }
}
