/// A whist design: rounds of doubles games in which every two players partner each other exactly
/// once and face each other exactly twice. One exists only when the number of players is 0 or 1 mod 4
/// (each player has n − 1 partners, one a round, and a round seats a multiple of four).
///
/// The designs here are cyclic ("Z-cyclic"): a base round of tables over the points of a group is
/// turned into every round by adding each element of the group to every point. With n = 4m + 1 players
/// the points are the group itself (Z_n, or Z_3 × Z_3 for 9, which has no cyclic design) and in the
/// round of element g the player g sits out; with n = 4m the points are Z_(n−1) and a fixed point ∞
/// that plays every round. A base round is a whist design's when its partner pairs' differences
/// cover every non-zero element once and its opponent pairs' differences every non-zero element twice;
/// the bases below were found by an exhaustive search over those conditions and are checked, on the
/// rounds they make, by `WhistDesignTests`.
///
/// For 4, 5, 8, 9, 12, 13, 16, 17, 20 and 21 players; larger groups are scheduled greedily
/// (``GreedyRotation``).
public struct WhistDesign: Sendable, Equatable {
    /// One game of the design: the two partner pairs that face each other, as points `0..<players`.
    public struct Table: Sendable, Hashable {
        /// Each side's two partners.
        public var teams: PerTeam<[Int]>

        /// The four points at the table.
        public var points: [Int] { teams.a + teams.b }
    }

    /// How many players the design seats.
    public var players: Int
    /// The rounds, each `players / 4` tables that share no player; with 4m + 1 players one sits out.
    public var rounds: [[Table]]

    /// The design for `players`, or nil when there is none here (not 0 or 1 mod 4, or past 21).
    public init?(players: Int) {
        guard let base = Self.bases[players] else { return nil }
        self.players = players
        let infinity = base.group  // ∞ is the point after the group's elements
        rounds = (0..<base.group).map { shift in
            base.tables.map { table in
                let moved = table.map { point in point == infinity ? infinity : Self.add(point, shift, players: players, group: base.group) }
                return Table(teams: PerTeam(a: [moved[0], moved[1]], b: [moved[2], moved[3]]))
            }
        }
    }

    /// The numbers of players a design exists for here.
    public static var sizes: [Int] { bases.keys.sorted() }

    /// `point` + `shift` in the design's group: Z_3 × Z_3 for 9 players (a point is 3a + b), else the
    /// cyclic group of order `group`.
    static func add(_ point: Int, _ shift: Int, players: Int, group: Int) -> Int {
        guard players == 9 else { return (point + shift) % group }
        return (point / 3 + shift / 3) % 3 * 3 + (point % 3 + shift % 3) % 3
    }

    /// Each design's group order and base round: tables `a, b, c, d` (a & b against c & d), with ∞
    /// written as the group's order.
    static let bases: [Int: (group: Int, tables: [[Int]])] = [
        4: (3, [[0, 1, 2, 3]]),
        5: (5, [[1, 4, 2, 3]]),
        8: (7, [[0, 1, 2, 4], [3, 6, 5, 7]]),
        9: (9, [[1, 2, 3, 6], [4, 8, 5, 7]]),
        12: (11, [[0, 1, 2, 5], [3, 7, 8, 10], [4, 9, 6, 11]]),
        13: (13, [[1, 4, 2, 7], [3, 12, 6, 8], [5, 11, 9, 10]]),
        16: (15, [[0, 1, 2, 6], [3, 9, 7, 15], [4, 14, 8, 11], [5, 13, 10, 12]]),
        17: (17, [[1, 2, 3, 8], [4, 15, 10, 12], [5, 9, 6, 13], [7, 16, 11, 14]]),
        20: (19, [[0, 1, 2, 4], [3, 17, 9, 12], [5, 19, 11, 15], [6, 13, 10, 18], [7, 16, 8, 14]]),
        21: (21, [[1, 2, 3, 6], [4, 13, 12, 19], [5, 9, 14, 16], [7, 20, 11, 17], [8, 18, 10, 15]]),
    ]
}
