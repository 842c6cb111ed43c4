import HyzerFormat
import Testing

@Suite("voice: name resolution")
struct PlayerMatcherTests {
    static let matcher = PlayerMatcher(players: [
        Player(name: "Mike"), Player(name: "Mick"), Player(name: "Jake", aliases: ["Jacob"]), Player(name: "Geoff"),
        Player(name: "Stephen"), Player(name: "Sarah"), Player(name: "Uncle Bob", isGuest: true), Player(name: "José"),
        Player(name: "Mary-Jane O'Neil"), Player(name: "Chris"),
    ], extraAliases: ["jake": ["Jakey"], "Sarah": ["Sally"]])

    static func match(_ heard: String) -> PlayerMatcher.Match {
        matcher.match(VoiceTokenizer.nameWords(heard))
    }

    static let cases: [(String, PlayerMatcher.Match)] = [
        ("Mike", .player("Mike", .exact)),
        ("mIKE", .player("Mike", .exact)),
        ("Jose", .player("José", .exact)),
        ("JOSÉ", .player("José", .exact)),
        ("Jacob", .player("Jake", .exact)),
        ("Jakey", .player("Jake", .exact)),  // scorebook alias
        ("sally", .player("Sarah", .exact)),  // scorebook alias, name matched ignoring case
        ("Uncle Bob", .player("Uncle Bob", .exact)),
        ("Bob", .player("Uncle Bob", .word)),
        ("Mary Jane ONeil", .player("Mary-Jane O'Neil", .exact)),
        ("mary-jane o’neil", .player("Mary-Jane O'Neil", .exact)),
        ("Jeff", .player("Geoff", .soundsAlike)),
        ("Steven", .player("Stephen", .soundsAlike)),
        ("Kris", .player("Chris", .soundsAlike)),
        ("Sara", .player("Sarah", .soundsAlike)),
        ("Jaik", .player("Jake", .soundsAlike)),
        ("Bobb", .player("Uncle Bob", .typo)),
        ("Srah", .player("Sarah", .soundsAlike)),
        ("Sarha", .player("Sarah", .soundsAlike)),
        ("Stepen", .player("Stephen", .typo)),
        ("Mik", .ambiguous(["Mike", "Mick"])),  // sounds like both: reported, never guessed
        ("Myke", .ambiguous(["Mike", "Mick"])),
        ("Nobody", .none(closest: [])),
        ("Al", .none(closest: [])),  // too short to guess from
    ]

    @Test("match", arguments: cases)
    func match(_ heard: String, _ expected: PlayerMatcher.Match) {
        #expect(Self.match(heard) == expected)
    }

    @Test func nameWordsCoverEveryNameAndAlias() {
        #expect(Self.matcher.nameWords.isSuperset(of: ["mike", "uncle", "bob", "jakey", "sally", "oneil", "jose"]))
    }

    @Test func aSharedAliasIsAmbiguous() {
        let matcher = PlayerMatcher(players: [Player(name: "Jon", aliases: ["JJ"]), Player(name: "Jim", aliases: ["jj"])])
        #expect(matcher.match(["jj"]) == .ambiguous(["Jon", "Jim"]))
    }

    @Test func aSingleTypoCandidateWinsOnlyWhenClosest() {
        let matcher = PlayerMatcher(players: [Player(name: "Nate"), Player(name: "Nick")])
        #expect(matcher.match(["nat"]) == .player("Nate", .soundsAlike))
        #expect(matcher.match(["nicky"]) == .player("Nick", .soundsAlike))
        #expect(matcher.match(["zzzz"]) == .none(closest: []))
    }

    static let keys: [(String, String)] = [
        ("stephen", "stfn"), ("steven", "stfn"), ("katie", "kt"), ("kaytee", "kt"), ("john", "jn"), ("jon", "jn"),
        ("geoff", "jf"), ("jeff", "jf"), ("chris", "krs"), ("kris", "krs"), ("charlie", "xrl"), ("sarah", "sr"),
        ("knox", "nks"), ("philip", "flp"), ("mitch", "mx"), ("amy", "am"), ("hannah", "hn"), ("", ""),
    ]

    @Test("phonetic key", arguments: keys)
    func phoneticKey(_ word: String, _ expected: String) {
        #expect(PhoneticKey.key(word) == expected)
    }

    @Test func aliasFileParsesAndReportsBadLines() {
        let (book, diagnostics) = AliasBook.parse("""
        # nicknames
        Jake aka Jacob, Jakey
        Uncle Bob aka Bobby  # a comment
        Sarah
        Jake aka J
        """, path: "aliases")
        #expect(book.aliases == ["Jake": ["Jacob", "Jakey", "J"], "Uncle Bob": ["Bobby"]])
        #expect(diagnostics.map(\.location.line) == [4])
        #expect(diagnostics.first?.severity == .warning)
    }
}
