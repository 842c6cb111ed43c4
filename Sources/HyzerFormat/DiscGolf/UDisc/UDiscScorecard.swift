/// The contents of a UDisc scorecard export (`UDisc Scorecards.csv`), as UDisc wrote it: which header
/// version the file uses and its rounds in file order (newest first). Names are trimmed but not yet
/// made to fit hyzer-text's name rules; ``UDiscImport`` does that.
public struct UDiscScorecard: Sendable, Equatable {
    /// The three header layouts seen in real exports.
    public enum HeaderVersion: String, Sendable, Equatable {
        /// 2021–22: `PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,…`.
        case v2021 = "2021"
        /// 2023: like 2021 but `Date` and `Total` follow the phone's language (`Päivämäärä`, `Kaikki`).
        case v2023Localised = "2023 (localised)"
        /// 2024+: `PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,…`.
        case v2024 = "2024+"
    }

    /// The header version the file uses.
    public var version: HeaderVersion
    /// The rounds, in file order.
    public var rounds: [UDiscRound]

    /// Creates a scorecard.
    public init(version: HeaderVersion, rounds: [UDiscRound]) {
        self.version = version
        self.rounds = rounds
    }
}
