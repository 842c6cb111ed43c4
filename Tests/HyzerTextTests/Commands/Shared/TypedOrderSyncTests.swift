import HyzerFormat
import Testing

/// Issue 42, item 2, through real git: two friends type a round by hand in their editors (a comment, a
/// correction typed right below the line it corrects), a third scores with `hyzer-text score`, and
/// everyone syncs, in several orders. Every clone ends with the same file, and in it each person's
/// lines read in the order they were typed (they came back in the order of their `~` identities).
@Suite("sync keeps hand-typed lines in typed order")
struct TypedOrderSyncTests {
    static let round = "rounds/2026-11-21-lakeside-park-mike-laptop.round"
    /// What Mike types on his laptop: the front four holes for Mike and Jake.
    static let mikeTypes = ["1 Mike 3", "1 Jake 4", "2 Mike 3", "# Jake's drive hit the oak", "2 Jake 4", "2 Jake 5",
                            "3 Mike 2", "3 Jake 3", "4 Mike 3", "4 Jake 3"]
    /// What Jake types on his laptop once he has the card: holes 5 to 9.
    static let jakeTypes = ["5 Mike 3", "5 Jake 2", "6 Mike 4", "6 Jake 3", "7 Mike 4", "7 Jake 5", "7 Jake 4", "8 Mike 3",
                            "8 Jake 3", "9 Mike 2", "9 Jake 3"]

    /// The score lines (not comments) of `lines`.
    static func scores(_ lines: [String]) -> [String] { lines.filter { !$0.hasPrefix("#") } }

    /// The score lines of `text` a device wrote (`dev=DEVICE`, or an identity `DEVICE.N`), as
    /// `HOLE PLAYER STROKES`, in file order.
    static func lines(of device: String, in text: String) -> [String] {
        text.split(separator: "\n").filter { $0.first?.isNumber == true && ($0.contains(" dev=\(device) ") || $0.contains(" @\(device).")) }
            .map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
    }

    @Test(arguments: [["mike-laptop", "jake-laptop", "sarah-phone"], ["sarah-phone", "jake-laptop", "mike-laptop"],
                      ["jake-laptop", "sarah-phone", "mike-laptop"]])
    func twoFriendsTypeARoundAThirdScoresAndEveryoneSyncs(order: [String]) throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-laptop", name: "Mike")
        #expect(try sandbox.hyzer("mike-laptop", ["round", "start", "Lakeside Park", "--players", "Mike,Jake,Sarah",
                                                  "--at", "2026-11-21T09:00:00-08:00"]).status == 0)
        #expect(try sandbox.hyzer("mike-laptop", ["sync"]).status == 0)
        try sandbox.addDevice("jake-laptop", name: "Jake")
        try sandbox.addDevice("sarah-phone", name: "Sarah")

        // Mike types the front holes; Sarah scores herself on her phone as the group plays.
        try sandbox.runner.append("mike-laptop/" + Self.round, Array(Self.mikeTypes.map { $0 + "\n" }.joined().utf8))
        for hole in 1...5 {
            #expect(try sandbox.hyzer("sarah-phone", ["score", String(hole), "Sarah", String(2 + hole % 3)]).status == 0)
        }
        // Whoever syncs first; then Jake types the back nine below what he has, and Sarah goes on.
        for device in order { #expect(try sandbox.hyzer(device, ["sync"]).status == 0, "\(device)") }
        try sandbox.runner.append("jake-laptop/" + Self.round, Array(Self.jakeTypes.map { $0 + "\n" }.joined().utf8))
        for hole in 6...9 {
            #expect(try sandbox.hyzer("sarah-phone", ["score", String(hole), "Sarah", String(2 + hole % 3)]).status == 0)
        }
        for device in order.reversed() + order {
            let sync = try sandbox.hyzer(device, ["sync"])
            #expect(sync.status == 0, "\(device): \(sync.stdout) \(sync.stderr)")
        }

        let file = try sandbox.runner.read("mike-laptop/" + Self.round)
        for device in ["jake-laptop", "sarah-phone"] {
            #expect(try sandbox.runner.read(device + "/" + Self.round) == file, "\(device) holds the same file")
        }
        #expect(Self.lines(of: "mike-laptop", in: file) == Self.scores(Self.mikeTypes), "Mike's lines as he typed them: \(file)")
        #expect(Self.lines(of: "jake-laptop", in: file) == Self.scores(Self.jakeTypes), "Jake's lines as he typed them: \(file)")
        #expect(Self.lines(of: "sarah-phone", in: file) == (1...9).map { "\($0) Sarah \(2 + $0 % 3)" })
        // The comment still stands above the line it was typed above.
        #expect(file.contains("\n# Jake's drive hit the oak\n2 Jake 4 @~"))
        // The corrections typed below a line count, nothing is pending, and the history is append-only.
        let card = Scorecard(round: RoundParser.parse(file, path: Self.round).document.round)
        #expect(card.strokes(player: 1, hole: 2) == 5 && card.strokes(player: 1, hole: 7) == 4)
        #expect(card.discrepancies.isEmpty)
        #expect(try sandbox.hyzer("jake-laptop", ["check", "--history"]).status == 0)
    }
}
