import HyzerFormat
import Testing

@Suite("voice: name resolution")
struct PlayerMatcherTests {
    static let matcher = PlayerMatcher(players: [
        Player(name: "Mike"), Player(name: "Mick"), Player(name: "Jake", aliases: ["Jacob"]), Player(name: "Geoff"),
        Player(name: "Stephen"), Player(name: "Sarah"), Player(name: "Uncle Bob", isGuest: true), Player(name: "José"),
        Player(name: "Mary-Jane O'Neil"), Player(name: "Chris"),
    ], extraAliases: ["jake": ["Jakey"], "Sarah": ["Sally"]])

    static func match(_ heard: String) -> PlayerMatcher.Outcome {
        matcher.match(VoiceTokenizer.nameWords(heard))
    }

    static let cases: [(String, PlayerMatcher.Outcome)] = [
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
        ("Unclebob", .player("Uncle Bob", .split)),  // the same letters, other words
        ("Mary Jane O Neil", .player("Mary-Jane O'Neil", .split)),
        ("Robert", .player("Uncle Bob", .nickname)),  // a nickname of one word of a longer name
        ("Michael", .ambiguous(["Mike", "Mick"])),  // a nickname of both: never guessed
        ("Christopher", .player("Chris", .nickname)),
        ("Geoffrey", .player("Geoff", .nickname)),
        ("Nobody", .none(closest: [])),
        ("Al", .none(closest: [])),  // too short to guess from
    ]

    @Test("match", arguments: cases)
    func match(_ heard: String, _ expected: PlayerMatcher.Outcome) {
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

    /// Nicknames and sound-alikes are one level: one player found by either is a match, two are a
    /// question (issue 31).
    @Test(arguments: [
        (["Nate", "Nick"], "Nathan", PlayerMatcher.Outcome.player("Nate", .nickname)),
        (["Nate", "Nathaniel"], "Nathan", .ambiguous(["Nate", "Nathaniel"])),
        (["Nate", "Nathan"], "Nat", .ambiguous(["Nate", "Nathan"])),  // one by sound, one by nickname
        (["Michael", "Sarah"], "Mike", .player("Michael", .nickname)),
        (["Kate", "Katherine"], "Katie", .ambiguous(["Kate", "Katherine"])),
        (["Jake", "John"], "Jack", .ambiguous(["Jake", "John"])),
        (["Jake", "Sarah"], "Jack", .player("Jake", .soundsAlike)),  // and a nickname of Jacob, as Jake is
        (["Sean", "Shane"], "Shawn", .ambiguous(["Sean", "Shane"])),
        (["Siobhan", "Niamh", "Aoife"], "Shivawn", .player("Siobhan", .soundsAlike)),  // said as spelled by ear
        (["Siobhan", "Niamh", "Aoife"], "Neve", .player("Niamh", .soundsAlike)),
        (["Siobhan", "Niamh", "Aoife"], "Eefa", .player("Aoife", .soundsAlike)),
        (["Shivon"], "Siobhan", .player("Shivon", .soundsAlike)),  // both ways
        (["Mike", "Jake"], "Will", .none(closest: [])),
    ])
    func nicknamesAndSounds(players: [String], heard: String, expected: PlayerMatcher.Outcome) {
        #expect(PlayerMatcher(players: players.map { Player(name: $0) }).match(VoiceTokenizer.nameWords(heard)) == expected)
    }

    @Test func aNameRunTogetherFitsByLettersOrSound() {
        let matcher = PlayerMatcher(players: [Player(name: "Marcus"), Player(name: "Isabel"), Player(name: "Mark")])
        #expect(matcher.matchJoined("markus") == .player("Marcus", .split))
        #expect(matcher.matchJoined("isabell") == .player("Isabel", .split))
        #expect(matcher.matchJoined("zz") == nil)
        let two = PlayerMatcher(players: [Player(name: "Marcus"), Player(name: "Markus")])
        #expect(two.matchJoined("markus") == nil)  // two players fit: no split
    }

    static let keys: [(String, String)] = [
        ("stephen", "stfn"), ("steven", "stfn"), ("katie", "kt"), ("kaytee", "kt"), ("john", "jn"), ("jon", "jn"),
        ("geoff", "jf"), ("jeff", "jf"), ("chris", "krs"), ("kris", "krs"), ("charlie", "xrl"), ("sarah", "sr"),
        ("knox", "nks"), ("philip", "flp"), ("mitch", "mx"), ("amy", "am"), ("hannah", "hn"), ("", ""),
    ]

    @Test func respelledNamesHaveTheKeyOfHowTheyAreSaid() {
        #expect(PhoneticKey.keys("siobhan") == ["spn", "xfn"])
        #expect(PhoneticKey.keys("mike") == ["mk"])
    }

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
