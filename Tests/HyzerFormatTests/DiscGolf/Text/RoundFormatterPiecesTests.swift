@testable import HyzerFormat
import Testing

/// A big merge writes its text in pieces on several threads: joined, they are exactly the text written
/// in one go.
@Suite("RoundFormatter pieces")
struct RoundFormatterPiecesTests {
    @Test("pieces joined are the whole text, for any number of pieces")
    func piecesJoinToText() throws {
        let text = """
            # a round
            course Cedar Creek
            started 2026-11-21T09:00:00-08:00
            organizer Mike
            pars 3 3 3
            player Mike
            player Anna

            1 Mike 3 @phone.1
            1 Anna 4 @phone.2
            # Anna's first putt
            2 Anna 3 @phone.3


            2 Mike 2 @phone.4
            3 Mike 3 @phone.5
            # last
            3 Anna 3 @phone.6
            3 Anna 4 @phone.7 sup=phone.6
            # after the last score
            finished 2026-11-21T10:00:00-08:00 @phone.8

            """
        let parsed = RoundParser.parse(text, path: "r.round")
        #expect(!parsed.diagnostics.containsErrors)
        let document = parsed.document
        let whole = RoundFormatter.format(document)
        for count in 1...(document.items.count + 2) {
            let pieces = RoundFormatter.pieces(of: document, count: count)
            #expect(pieces.first?.lowerBound == 0 && pieces.last?.upperBound == document.items.count)
            for (piece, next) in zip(pieces, pieces.dropFirst()) { #expect(piece.upperBound == next.lowerBound) }
            let joined = RoundFormatter.text(joining: pieces.map { RoundFormatter.bytes(of: document, items: $0) })
            #expect(joined == whole, "\(count) pieces: \(pieces)")
        }
        #expect(RoundFormatter.pieces(of: document, count: 4).count > 1)
    }

    @Test("joined pieces end with exactly one newline, wherever the blank lines fall")
    func joiningEndsWithOneNewline() {
        let cases: [([String], String)] = [
            ([], "\n"),
            ([""], "\n"),
            (["\n", "\n\n"], "\n"),
            (["a\n"], "a\n"),
            (["a"], "a"),
            (["a\n\n\n"], "a\n"),
            (["a\n", "\n", "", "\n"], "a\n"),
            (["a\n\n", "b\n\n"], "a\n\nb\n"),
            (["héllo", " wörld\n", "\n"], "héllo wörld\n"),
        ]
        for (pieces, expected) in cases {
            #expect(RoundFormatter.text(joining: pieces.map { Array($0.utf8) }) == expected, "\(pieces)")
        }
    }
}
