/// What the spoken-score parser understood from one sentence: the scores it is sure of, the fragments
/// it heard but could not settle, and an overall outcome.
public struct VoiceResult: Sendable, Equatable {
    /// How much of the sentence became scores.
    public enum Outcome: String, Sendable, Equatable {
        /// Every fragment heard became a score for exactly one player.
        case success
        /// Some fragments are unresolved (unknown or ambiguous name, no score, score out of 1–10), but
        /// something is usable: a resolved score, a fragment with a valid score whose player the
        /// scorer can pick, or a player's 11–99 strokes the scorer can confirm.
        case partial
        /// Nothing usable: no fragment carries a valid score.
        case failed
    }

    /// One recognised score.
    public struct Score: Sendable, Equatable {
        /// The player's name exactly as in the round.
        public var player: String
        /// Strokes, 1–10 (or 11–99 once confirmed).
        public var strokes: Int
        /// The fragment heard, as written (`Mike's a birdie`).
        public var heard: String
        /// How the name was matched.
        public var level: PlayerMatcher.Level
        /// The name part as written (`Jack`), nil for `everyone`.
        public var heardName: String?
        /// The throw tokens said with the score (`Sarah 4 with an OB`): ``ThrowMarks/none`` for most.
        public var marks: ThrowMarks
        /// Why the throw words said with the score were left off (`a putt on a 1: …`), when they cannot
        /// be true of it; the score itself stands.
        public var marksProblem: String?

        /// Creates a score.
        public init(player: String, strokes: Int, heard: String, level: PlayerMatcher.Level = .exact, heardName: String? = nil,
                    marks: ThrowMarks = .none, marksProblem: String? = nil) {
            self.player = player
            self.strokes = strokes
            self.heard = heard
            self.level = level
            self.heardName = heardName
            self.marks = marks
            self.marksProblem = marksProblem
        }

        /// The name as heard when it was matched other than as written (a sound-alike, a nickname, a
        /// split name, a typo…), so that `say` can show `Jake (heard "Jack")`; nil otherwise.
        public var misheardName: String? { level.isAsWritten ? nil : heardName }
    }

    /// A fragment that did not become a score.
    public struct Fragment: Sendable, Equatable {
        /// Why it did not.
        public enum Problem: String, Sendable, Equatable {
            /// The name matches nobody in the round.
            case unknownName
            /// The name fits several players equally well.
            case ambiguousName
            /// A player was named but no score followed.
            case noScore
            /// A score was heard but no name went with it.
            case noPlayer
            /// The score is outside 1–10 (never clamped).
            case outOfRange
        }

        /// Why it did not become a score.
        public var problem: Problem
        /// The fragment as written in the sentence.
        public var heard: String
        /// The name part as written (`Steve`), nil when no name was heard.
        public var heardName: String?
        /// Players it could be: the tied players of an ambiguous name, the closest names of an unknown
        /// one, the one player of a `noScore`/`outOfRange` fragment; in round order.
        public var candidates: [String]
        /// The strokes heard with it, when they are a valid 1–10.
        public var strokes: Int?
        /// The value heard when it was out of range (`11`, or `0` for an albatross on a par 3).
        public var rejectedValue: Int?
        /// The score words of an out-of-range fragment as written (`11`, `albatross`).
        public var heardStrokes: String?
        /// How the one player of a `noScore`/`outOfRange` fragment was matched; nil for other fragments.
        public var level: PlayerMatcher.Level?

        /// Creates a fragment.
        public init(_ problem: Problem, heard: String, heardName: String? = nil, candidates: [String] = [], strokes: Int? = nil,
                    rejectedValue: Int? = nil, heardStrokes: String? = nil, level: PlayerMatcher.Level? = nil) {
            self.heardStrokes = heardStrokes
            self.level = level
            self.problem = problem
            self.heard = heard
            self.heardName = heardName
            self.candidates = candidates
            self.strokes = strokes
            self.rejectedValue = rejectedValue
        }

        /// Whether it is one player's 11–99 strokes: a score a hole can take, taken once the scorer
        /// confirms it (``ScoreRules/rangeRule``).
        public var needsConfirmation: Bool {
            problem == .outOfRange && candidates.count == 1
                && rejectedValue.map { $0 > ScoreRules.entryRange.upperBound && ScoreRules.confirmedRange.contains($0) } == true
        }

        /// The name as heard when the one player was matched other than as written; nil otherwise.
        public var misheardName: String? { level.map { $0.isAsWritten ? nil : heardName } ?? nil }
    }

    /// The overall outcome.
    public var outcome: Outcome
    /// The hole the scores are for: the one spoken (`hole 7 …`), else the default given to the parser;
    /// nil when neither is known.
    public var hole: Int?
    /// Whether the sentence named the hole.
    public var holeWasSpoken: Bool
    /// Recognised scores, one per player (the last one said counts), in round order.
    public var scores: [Score]
    /// Fragments that did not become scores, in sentence order.
    public var unresolved: [Fragment]
    /// Words that meant nothing here and were skipped (`nice`), as written.
    public var ignored: [String]
    /// Players named with a score more than once (`Mike 3 … Mike 4`), in round order: the last score
    /// said counts, and `say` shows that it did (`Mike said twice: 4 kept`). A correction of the same
    /// mention (`Mike 3, no wait, 4`) is not a repeat.
    public var repeated: [String]
    /// Why it failed, for a failed outcome (`no score heard`).
    public var failure: String?

    /// The players the sentence is about: each player with a score (in round order), then each one
    /// named with no score or one outside 1–10.
    public var players: [String] {
        var names = scores.map(\.player)
        for fragment in unresolved where (fragment.problem == .noScore || fragment.problem == .outOfRange) && fragment.candidates.count == 1 {
            if !names.contains(fragment.candidates[0]) { names.append(fragment.candidates[0]) }
        }
        return names
    }

    /// Creates a result; the outcome is derived from the scores and fragments unless `failure` is set.
    public init(hole: Int?, holeWasSpoken: Bool, scores: [Score], unresolved: [Fragment], ignored: [String] = [],
                repeated: [String] = [], failure: String? = nil) {
        self.hole = hole
        self.repeated = repeated
        self.holeWasSpoken = holeWasSpoken
        self.scores = scores
        self.unresolved = unresolved
        self.ignored = ignored
        let usable = !scores.isEmpty || unresolved.contains { $0.strokes != nil || $0.needsConfirmation }
        if let failure {
            self.outcome = .failed
            self.failure = failure
        } else if !usable {
            self.outcome = .failed
            self.failure = unresolved.isEmpty ? "no player and score heard"
                : unresolved.contains { $0.problem == .outOfRange } ? "no score a hole can take heard (\(ScoreRules.rangeRule))"
                : unresolved.allSatisfy { $0.problem == .noScore } ? "no score heard" : "nothing usable heard"
        } else {
            self.outcome = unresolved.isEmpty ? .success : .partial
            self.failure = nil
        }
    }
}
