/// The most hyzer-text reads from one input, one value per kind of input, all in this one place: every
/// read of a file passes one (``FileSystem/readBytes(_:limit:links:shown:)``). A read stops one byte
/// past the limit and refuses the input, so a file that keeps growing, `/dev/zero` or a pipe that never
/// ends cannot make a command hold more than the limit; a regular file larger than the limit is refused
/// from its size, before anything is read.
///
/// Each limit leaves a wide margin over the largest real input of its kind (measured with the
/// generators in `scripts/`; `docs/FORMAT.md`, "Limits on what is read", has the table and the
/// figures), so that it is never met by a file people made and always met by one that is no such file.
public struct ReadLimit: Sendable, Equatable {
    /// The most bytes read; one more makes the input too large.
    public var bytes: Int
    /// What such an input is, in the error's sentence: `one scorebook file`.
    public var input: String
    /// How large a real one is, for the error's hint: `the largest round of a 5-year scorebook is 8 KB`.
    public var typical: String

    /// A limit; see the properties.
    public init(bytes: Int, input: String, typical: String) {
        self.bytes = bytes
        self.input = input
        self.typical = typical
    }

    /// A file of the scorebook's folders (a round, a match, a course), and the copies `merge` and the
    /// merge driver join, which are such files: 64 MiB. A real round is under 10 KB (the largest of a
    /// generated 5-year scorebook, 8.3 KB); the merge benchmark's round of a million events, 59 MiB,
    /// still reads.
    public static let scorebookFile = ReadLimit(bytes: 64 << 20, input: "one scorebook file",
                                                typical: "a real round is under 10 KB")
    /// A file another program exported, for an import to read (a UDisc scorecard export): 32 MiB. An
    /// export of 1,000 rounds is 0.5 MB, of 10,000 rounds 5.3 MB.
    public static let importFile = ReadLimit(bytes: 32 << 20, input: "a file to import",
                                             typical: "an export of 10,000 rounds is 5 MB")
    /// A small file of settings or of state kept beside the scorebook: this clone's `.hyzer/` files,
    /// `.gitignore`, `.gitattributes`, the `aliases` file, git's `HEAD` and `config`: 1 MiB. Each is
    /// a few hundred bytes to a few KB.
    public static let settingsFile = ReadLimit(bytes: 1 << 20, input: "a settings file",
                                               typical: "such a file is a few KB at most")
    /// A file hyzer-text made itself and reads back to compare: a page or picture of an earlier
    /// `site -o`, a PNG a drawing program wrote: 64 MiB. The largest page of a 50-year site (its home
    /// page) is 0.7 MB.
    public static let madeFile = ReadLimit(bytes: 64 << 20, input: "a page or picture",
                                           typical: "the largest page of a 50-year site is 0.7 MB")

    /// The limit in words: `64 MiB`, `1 MiB`, `512 KiB`, `100 bytes`.
    public var size: String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    /// The sentence for an input that holds more than the limit, without the input's name:
    /// `larger than 64 MiB, the most hyzer-text reads of one scorebook file`.
    public var refusal: String { "larger than \(size), the most hyzer-text reads of \(input)" }

    /// The hint for such an input: how large a real one is, and what to look at.
    public var hint: String { "\(typical); make sure this is the file meant (`ls -l`, `head`)" }
}
