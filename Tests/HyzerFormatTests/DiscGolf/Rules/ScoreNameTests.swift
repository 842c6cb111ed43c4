import Testing
@testable import HyzerFormat

@Suite("ScoreName")
struct ScoreNameTests {
    @Test(arguments: [(1, 3, "ace"), (1, 4, "ace"), (2, 5, "albatross"), (2, 4, "eagle"), (2, 3, "birdie"), (3, 3, "par"),
                      (4, 3, "bogey"), (5, 3, "double bogey"), (6, 3, "triple bogey"), (7, 3, "+4"), (10, 3, "+7")])
    func names(strokes: Int, par: Int, name: String) {
        #expect(ScoreName.name(strokes: strokes, par: par) == name)
    }

    @Test(arguments: [("ace", 3, 1), ("Hole-in-one", 4, 1), ("birdie", 3, 2), ("BIRDIE", 5, 4), ("eagle", 5, 3),
                      ("albatross", 5, 2), ("par", 4, 4), ("bogey", 3, 4), ("bogie", 3, 4), ("double", 3, 5),
                      ("double bogey", 4, 6), ("double-bogey", 3, 5), ("triple", 3, 6), ("triple bogey", 3, 6)])
    func terms(term: String, par: Int, strokes: Int) {
        #expect(ScoreName.strokes(for: term, par: par) == strokes)
    }

    @Test(arguments: ["birdy", "3", "", "quintuple"])
    func unknownTerms(term: String) {
        #expect(ScoreName.strokes(for: term, par: 3) == nil)
    }
}
