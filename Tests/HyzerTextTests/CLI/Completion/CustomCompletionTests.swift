import HyzerFormat
import Testing
import TestSupport
@testable import hyzer_text

/// A command brings its own completion (`ValueKind.custom`), and ``Completer`` offers it knowing
/// nothing of what it names: a toy command declared here alone, whose dogs live in a scorebook's
/// `kennels/` folder, completes its option and its operands with no line added to a shared file.
@Suite("completion a command declares")
struct CustomCompletionTests {
    typealias Candidate = Completer.Candidate

    /// `kennels/NAME/` folders of the scorebook.
    static let kennel = ValueKind.custom(Completion("kennel") { context in
        guard let book = context.scorebook() else { return [] }
        return FileSystem.list(book.root + "/kennels").sorted().map { Candidate(value: $0) }
    })

    /// The dogs of the kennel `--kennel` names on the line, one file each; a name may take several words.
    static let dog = ValueKind.custom(Completion("dog", takesSeveralWords: true) { context in
        guard let book = context.scorebook(), let kennel = context.value("kennel") else { return [] }
        return FileSystem.list(book.root + "/kennels/" + kennel).sorted().map { Candidate(value: $0, description: "in " + kennel) }
    })

    /// What was typed, barked back: the completion gets the word under the cursor.
    static let bark = ValueKind.custom(Completion("bark") { context in [Candidate(value: context.typed + "!")] })

    /// `walk DOG TRICK --kennel K [--bark B,…]`.
    static let walk = Command(path: ["walk"], abstract: "walk a dog", usage: "DOG TRICK --kennel K [--bark B,…]",
                              options: [.value("kennel", short: "k", "K", "the dog's kennel", kind: kennel),
                                        .value("bark", "B", "what to bark", kind: .list(bark))],
                              positionals: 2...9, operands: [Operand("DOG", dog), Operand("TRICK", .choice(["sit", "roll"]))],
                              run: { _ in .ok })

    /// A scorebook with the kennels `north` (Rex, Good Boy) and `south` (Bella).
    static func kennels() throws -> TemporaryScorebook {
        let scorebook = try TemporaryScorebook()
        for dog in ["north/Rex", "north/Good Boy", "south/Bella"] { try scorebook.write("kennels/" + dog, "woof\n") }
        return scorebook
    }

    /// What `walk` completes after `words` in the scorebook at `directory`.
    static func complete(_ words: [String], in directory: String) -> Completer.Answer {
        Completer(commands: [walk], defaultDirectory: directory).complete(words)
    }

    @Test func theOptionsValuesComeFromItsCompletion() throws {
        let scorebook = try Self.kennels()
        let root = scorebook.book.root
        #expect(Self.complete(["walk", "--kennel", ""], in: root) == .words([Candidate(value: "north"), Candidate(value: "south")]))
        #expect(Self.complete(["walk", "-k", "s"], in: root) == .words([Candidate(value: "south")]))
        #expect(Self.complete(["walk", "--kennel=N"], in: root) == .words([Candidate(value: "--kennel=north")]))
    }

    @Test func anOperandSeesTheOptionsGivenOnTheLine() throws {
        let scorebook = try Self.kennels()
        let root = scorebook.book.root
        #expect(Self.complete(["walk", "--kennel", "north", ""], in: root)
                == .words([Candidate(value: "Good Boy", description: "in north"), Candidate(value: "Rex", description: "in north")]))
        #expect(Self.complete(["walk", "-ksouth", "b"], in: root) == .words([Candidate(value: "Bella", description: "in south")]))
        // -C DIR on the line leads the completion to that scorebook.
        #expect(Self.complete(["-C", root, "walk", "--kennel", "south", ""], in: "/nonexistent")
                == .words([Candidate(value: "Bella", description: "in south")]))
        #expect(Self.complete(["walk", "--kennel", "south", ""], in: "/nonexistent") == .words([]), "no scorebook, no names")
    }

    @Test func aNameOfSeveralWordsIsOneOperand() throws {
        let scorebook = try Self.kennels()
        let root = scorebook.book.root
        let tricks = Completer.Answer.words([Candidate(value: "sit"), Candidate(value: "roll")])
        #expect(Self.complete(["walk", "--kennel", "north", "Good", "Boy", ""], in: root) == tricks)
        #expect(Self.complete(["walk", "--kennel", "north", "Rex", ""], in: root) == tricks)
        #expect(Self.complete(["walk", "--kennel", "north", "Rex", "sit", ""], in: root) == .words([]), "no operand is left")
    }

    @Test func theCompletionGetsTheTypedWordAndAListItsLastElement() {
        #expect(Self.complete(["walk", "--bark", "woof"], in: "/nonexistent") == .words([Candidate(value: "woof!")]))
        #expect(Self.complete(["walk", "--bark", "yip,arf"], in: "/nonexistent") == .words([Candidate(value: "yip,arf!")]))
    }

    @Test func completionsAreTheSameWhenTheirNamesAre() {
        #expect(Self.dog == .custom(Completion("dog") { _ in [] }))
        #expect(Self.dog != Self.kennel)
    }
}
