import Testing
import TestSupport
@testable import HyzerFormat

/// What `conflicts` lists beyond rounds (issue 42): every file of every kind given whose records show
/// a disputed slot or whose kind says something is pending, worded by the kind, knowing none of them:
/// the toy kinds of the tests included.
@Suite("disputes of every kind")
struct ScorebookDisputesTests {
    /// A kind of `votes/*.vote` files, one `KEY VALUE` a line: a key with two values is in dispute; the
    /// kind describes slots of keys starting with `s` and says nothing of the others, and pending is
    /// nil (what is to settle comes from its view alone).
    static let vote = FileKind(
        noun: "vote", directory: "votes", fileExtension: "vote",
        check: { _, _, _ in FileKind.FileCheck([]) }, format: { text, _ in (text, []) },
        records: FileKind.Records(
            noun: "vote", lineNoun: "vote line", settleHint: "settle it with `vote KEY VALUE`",
            read: readVotes,
            merge: { ours, theirs, _, _ throws(HyzerError) in ours + theirs },
            prepare: { _, _, _, _, _, _ in nil }, keepAppendOnly: { _, _, _ in nil }, audit: { _, _ in [] }))

    /// A vote file's records: none of their own; its view has a slot per key.
    @Sendable static func readVotes(_ text: String, _ path: String) -> FileKind.Log {
        let pairs: [[String]] = text.split(separator: "\n").map { line in line.split(separator: " ").map(String.init) }.filter { $0.count == 2 }
        return FileKind.Log(records: [], isClosed: false, hasErrors: false) { _ in FileKind.View(slots: voteSlots(pairs)) }
    }

    /// One slot per key, sorted: its value, or its values in dispute.
    static func voteSlots(_ pairs: [[String]]) -> [FileKind.View.Slot] {
        var slots: [FileKind.View.Slot] = []
        for key in Set(pairs.map { $0[0] }).sorted() {
            let values: [String] = Set(pairs.filter { $0[0] == key }.map { $0[1] }).sorted()
            let state: FileKind.View.State = values.count > 1 ? .disputed(values) : .value(values[0])
            if key.hasPrefix("s") {
                let summary = "\(key) is \(values.joined(separator: " or "))"
                slots.append(FileKind.View.Slot(key: key, state: state) { summary })
            } else {
                slots.append(FileKind.View.Slot(key: key, state: state))
            }
        }
        return slots
    }

    @Test func theToyKindsOpenQuestionIsListedWithWhatTheKindSays() throws {
        let scorebook = try TemporaryScorebook()
        try scorebook.write("tallies/a.tally", "1 one\n?\n")
        try scorebook.write("tallies/b.tally", "1 one\n")
        try scorebook.write("notes/n.note", "?\n")
        let disputes = ScorebookDisputes(book: scorebook.book, kinds: ToyFileKinds.all, localDevice: "d", localName: "Mike")
        #expect(disputes.files.map(\.shown) == ["tallies/a.tally"], "a plain kind has no records to dispute; b has nothing pending")
        // The open question is the tally's disputed slot (its view), and what its `pending` says.
        #expect(DisputesText.text(disputes, style: .plain) == """
            tallies/a.tally · tally: 1 discrepancy pending
              the open question
            a.tally: an open question

            """)
        #expect(JSON.array(DisputesText.json(disputes)).rendered(pretty: false)
                == #"[{"kind":"tally","file":"tallies/a.tally","name":"a","disputes":[{"key":"?","summary":"the open question","values":["no","yes"]}],"pending":"a.tally: an open question\n"}]"#)
    }

    @Test func disputedSlotsAreListedWithTheirValuesAndTheKindsSettleHint() throws {
        let scorebook = try TemporaryScorebook()
        try scorebook.write("votes/club.vote", "size 5\nsize 6\ncolour red\ncolour blue\nday sun\n")
        let disputes = ScorebookDisputes(book: scorebook.book, kinds: [Self.vote] + ToyFileKinds.all, localDevice: nil, localName: nil)
        let file = try #require(disputes.files.first)
        #expect(disputes.files.count == 1 && file.slots.map { $0.key } == ["colour", "size"])
        #expect(DisputesText.text(disputes, style: .plain) == """
            votes/club.vote · vote: 2 discrepancies pending
              colour: blue or red
              size is 5 or 6
            hint: settle it with `vote KEY VALUE`

            """)
        let json = JSON.array(DisputesText.json(disputes)).rendered(pretty: false)
        #expect(json.contains(#""disputes":[{"key":"colour","summary":null,"values":["blue","red"]},{"key":"size","summary":"size is 5 or 6","values":["5","6"]}],"pending":null"#))
    }

    @Test func nothingInDisputeIsNothingListed() throws {
        let scorebook = try TemporaryScorebook()
        try scorebook.write("votes/club.vote", "size 5\nsize 5\n")
        #expect(ScorebookDisputes(book: scorebook.book, kinds: [Self.vote], localDevice: nil, localName: nil).isEmpty)
        #expect(DisputesText.text(ScorebookDisputes(), style: .plain) == "")
    }
}
