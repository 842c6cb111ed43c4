/// One player's handicap in a round (`handicap Mike +6`): the strokes the player receives, fixed when
/// the round starts so that its net result never changes when later rounds arrive.
///
/// The sign convention: `+6` means the player receives 6 strokes, so net = gross − 6; a negative
/// handicap (`-2`) gives strokes: net = gross + 2.
public struct Handicap: Sendable, Hashable {
    /// The player's name, as the player list spells it.
    public var player: String
    /// Strokes received over the whole round (negative: strokes given), within ``range``.
    public var strokes: Int

    /// Creates a handicap.
    public init(player: String, strokes: Int) {
        self.player = player
        self.strokes = strokes
    }

    /// The handicaps a round file accepts: −36 (a scratch player giving two strokes a hole on 18) to
    /// +72 (four strokes a hole on 18).
    public static let range = -36...72

    /// `+6`, `-2` or `0`: how the file and every view write a handicap.
    public static func text(_ strokes: Int) -> String { strokes > 0 ? "+\(strokes)" : String(strokes) }

    /// Reads `+6`, `6`, `-2` or `0` (a number with an optional sign); nil for anything else. The range
    /// is not checked here.
    public static func strokes(_ text: some StringProtocol) -> Int? {
        var digits = Substring(text)
        var sign = 1
        if let first = digits.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits) else { return nil }
        return sign * value
    }

    // MARK: - Spreading the strokes over the holes

    /// The strokes of a handicap that a hole receives: the holes in play order share them as evenly as
    /// whole strokes allow, so that after `k` holes in play order a player with handicap `H` on `n` holes
    /// has received ``received(_:holes:holeCount:)`` = `k·H/n` rounded toward zero (`⌊k·|H|/n⌋` with the
    /// sign of `H`), and all `H` after the last. The `i`th hole (1-based) gets the difference of two
    /// such numbers. For `H = 6` over 18 holes every third hole gets one (the 3rd, 6th, 9th, … played);
    /// for `H = −2` over 9, the 5th and the 9th give one each.
    ///
    /// - Parameters:
    ///   - strokes: the handicap H.
    ///   - position: the hole's place in play order, 1…`holeCount`.
    ///   - holeCount: n, the round's number of holes (at least 1).
    public static func allowance(_ strokes: Int, position: Int, holeCount: Int) -> Int {
        received(strokes, holes: position, holeCount: holeCount) - received(strokes, holes: position - 1, holeCount: holeCount)
    }

    /// The strokes received over the first `holes` holes in play order: `holes·H/n` rounded toward zero.
    public static func received(_ strokes: Int, holes: Int, holeCount: Int) -> Int {
        holes * strokes / max(holeCount, 1)  // Swift's `/` rounds toward zero: the same for + and − handicaps
    }
}
