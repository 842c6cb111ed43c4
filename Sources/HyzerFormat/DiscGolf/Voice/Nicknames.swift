/// Common English nicknames and the formal names they come from, so that `Nathan` finds the player
/// Nate and `Mike` finds Michael (``PlayerMatcher``, level ``PlayerMatcher/Level/nickname``).
///
/// Two names fit each other when one is a nickname of the other or both are nicknames of one formal
/// name (`Mikey` and `Mick` are both Michael). The table is a guide, not a rule: a nickname counts
/// only when exactly one player of the round fits it, and a name whose nickname is also an ordinary
/// word of a score sentence (`Will`) needs an alias to be heard that way.
public enum Nicknames {
    /// Formal names and their nicknames, lowercase. A nickname may belong to several formal names
    /// (`Chris`: Christopher, Christina, Christine; `Nate`: Nathan, Nathaniel).
    static let table: [(formal: String, nicknames: [String])] = [
        ("abigail", ["abby", "abbie", "gail"]),
        ("alexander", ["alex", "al", "xander", "sandy", "lex", "alec", "alek"]),
        ("alexandra", ["alex", "lexi", "lexie", "sandra", "sandy", "alexa", "allie"]),
        ("alfred", ["al", "alfie", "fred", "freddie"]),
        ("allison", ["allie", "ally"]),
        ("albert", ["al", "bert", "bertie"]),
        ("andrew", ["andy", "drew"]),
        ("anthony", ["tony", "ant"]),
        ("barbara", ["barb", "babs", "barbie"]),
        ("benjamin", ["ben", "benny", "benji"]),
        ("bradley", ["brad"]),
        ("cameron", ["cam"]),
        ("catherine", ["cathy", "cath", "kate", "katie", "kat", "cat", "kitty", "cate"]),
        ("charles", ["charlie", "chuck", "chaz", "chas"]),
        ("charlotte", ["charlie", "lottie", "lotte"]),
        ("christina", ["chris", "tina", "chrissy", "christy", "kristy"]),
        ("christine", ["chris", "tina", "chrissy", "christy"]),
        ("christopher", ["chris", "topher", "kit"]),
        ("cynthia", ["cindy"]),
        ("daniel", ["dan", "danny"]),
        ("david", ["dave", "davey", "davy"]),
        ("deborah", ["deb", "debbie", "debby"]),
        ("dominic", ["dom", "nico"]),
        ("donald", ["don", "donny"]),
        ("dorothy", ["dot", "dottie", "dolly"]),
        ("douglas", ["doug"]),
        ("edward", ["ed", "eddie", "ted", "teddy", "ned"]),
        ("eleanor", ["ellie", "nell", "nora"]),
        ("elijah", ["eli", "lige"]),
        ("elizabeth", ["liz", "lizzie", "lizzy", "beth", "betty", "betsy", "eliza", "libby", "lisa", "elsie", "bess"]),
        ("emily", ["em", "emmy"]),
        ("frances", ["fran", "frankie"]),
        ("francis", ["frank", "frankie"]),
        ("frederick", ["fred", "freddie", "freddy"]),
        ("gabriel", ["gabe"]),
        ("gabrielle", ["gabby", "brie"]),
        ("gerald", ["gerry", "jerry"]),
        ("gregory", ["greg"]),
        ("harold", ["harry", "hal"]),
        ("henry", ["hank", "harry", "hal"]),
        ("isabel", ["izzy", "bella", "isa"]),
        ("isabella", ["izzy", "bella", "isa"]),
        ("jacob", ["jake", "jakey", "jack"]),
        ("james", ["jim", "jimmy", "jamie", "jimbo"]),
        ("jeffrey", ["jeff"]),
        ("geoffrey", ["geoff", "jeff"]),
        ("jennifer", ["jen", "jenny", "jenn"]),
        ("jessica", ["jess", "jessie"]),
        ("john", ["jack", "johnny", "jon"]),
        ("jonathan", ["jon", "john", "johnny", "jonny"]),
        ("joanna", ["jo", "jojo"]),
        ("joanne", ["jo", "jojo"]),
        ("joseph", ["joe", "joey"]),
        ("josephine", ["jo", "josie", "jojo"]),
        ("joshua", ["josh"]),
        ("judith", ["judy"]),
        ("katherine", ["kate", "katie", "kathy", "kat", "kitty", "kay", "katy", "cathy", "kath"]),
        ("kathryn", ["kate", "katie", "kathy", "kat", "kitty", "kay", "katy", "kath"]),
        ("kenneth", ["ken", "kenny"]),
        ("kimberly", ["kim"]),
        ("lawrence", ["larry", "laurie"]),
        ("mackenzie", ["kenzie", "mac", "mack"]),
        ("leonard", ["leo", "len", "lenny"]),
        ("margaret", ["maggie", "meg", "peggy", "marge", "margie", "greta", "molly"]),
        ("matthew", ["matt", "matty"]),
        ("maximilian", ["max", "maxi"]),
        ("maxine", ["max"]),
        ("maxwell", ["max"]),
        ("michael", ["mike", "mikey", "mick", "mickey", "micky", "mitch"]),
        ("nathan", ["nate", "nat"]),
        ("nathaniel", ["nate", "nat", "nathan", "natty"]),
        ("natalie", ["nat", "natty", "talia"]),
        ("nicholas", ["nick", "nicky", "nico"]),
        ("olivia", ["liv", "livvy", "livy"]),
        ("patricia", ["pat", "patty", "trish", "tricia"]),
        ("patrick", ["pat", "paddy", "rick"]),
        ("peter", ["pete"]),
        ("philip", ["phil"]),
        ("rebecca", ["becky", "becca", "becks"]),
        ("richard", ["rick", "rich", "dick", "ricky", "richie"]),
        ("robert", ["bob", "bobby", "rob", "robbie", "robby", "bert", "bertie"]),
        ("ronald", ["ron", "ronnie"]),
        ("samantha", ["sam", "sammy"]),
        ("samuel", ["sam", "sammy"]),
        ("sarah", ["sally", "sadie"]),
        ("stephen", ["steve", "stevie"]),
        ("steven", ["steve", "stevie"]),
        ("stephanie", ["steph", "stevie"]),
        ("susan", ["sue", "susie", "suzy", "suzie"]),
        ("suzanne", ["sue", "susie", "suzy", "suzie"]),
        ("theodore", ["ted", "teddy", "theo"]),
        ("thomas", ["tom", "tommy"]),
        ("timothy", ["tim", "timmy"]),
        ("victoria", ["vicky", "vicki", "tori"]),
        ("vincent", ["vince", "vinny"]),
        ("walter", ["walt", "wally"]),
        ("william", ["bill", "billy", "will", "willie", "willy", "liam"]),
        ("zachary", ["zach", "zack", "zak"]),
    ]

    /// The formal names a name stands for, as bits: bit `i` is the formal name of `table[i]` (the
    /// table holds at most 128 of them). A value, so that building the index allocates nothing per name.
    struct Formals: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        /// Adds `table[index]`.
        mutating func insert(_ index: Int) {
            if index < 64 { low |= 1 << UInt64(index) } else { high |= 1 << UInt64(index - 64) }
        }

        /// Whether the two share a formal name.
        func intersects(_ other: Formals) -> Bool { low & other.low != 0 || high & other.high != 0 }
    }

    /// For each name in the table, the formal names it stands for: itself when it is one, and every
    /// formal name it is a nickname of. Built on first use (a sentence whose names are all exact never
    /// needs it).
    static let index: [String: Formals] = {
        precondition(table.count <= 128, "Nicknames.Formals holds 128 formal names")
        var index: [String: Formals] = [:]
        index.reserveCapacity(512)
        for (position, entry) in table.enumerated() {
            index[entry.formal, default: Formals()].insert(position)
            for nickname in entry.nicknames { index[nickname, default: Formals()].insert(position) }
        }
        return index
    }()

    /// Whether the table knows `name` (one lowercase word), as a formal name or a nickname.
    public static func knows(_ name: String) -> Bool {
        index[name] != nil
    }

    /// Whether two different names (lowercase words) can be the same person's: one is a nickname of the
    /// other, or both are nicknames of one formal name (`Mikey` and `Mick` are both Michael).
    public static func fit(_ first: String, _ second: String) -> Bool {
        guard let one = index[first], let other = index[second] else { return false }
        return one.intersects(other)
    }
}
