#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The most hyzer-text reads from one input, one value per kind of input, all in this one place: every
/// read of a file passes one (``FileSystem/readBytes(_:limit:links:shown:)``). A read stops one byte
/// past the limit and refuses the input, so a file that keeps growing, `/dev/zero` or a pipe that never
/// ends cannot make a command hold more than the limit; a regular file larger than the limit is refused
/// from its size, before anything is read.
///
/// A file that is read line by line into values (a scorebook file) is bounded in lines too: what a
/// command holds of it goes with its lines as much as with its bytes (a score line of ten bytes
/// becomes an event of a hundred and fifty), so the bytes alone do not bound memory
/// (`docs/PERFORMANCE.md`, "Memory").
///
/// Each limit leaves a wide margin over the largest real input of its kind (measured with the
/// generators in `scripts/`; `docs/FORMAT.md`, "Limits on what is read", has the table and the
/// figures), so that it is never met by a file people made and always met by one that is no such file.
public struct ReadLimit: Sendable, Equatable {
    /// The most bytes read; one more makes the input too large.
    public var bytes: Int
    /// The most lines an input may have (the last line counts whether or not a newline ends it); nil
    /// when lines are not bounded (an input that is not read line by line).
    public var lines: Int?
    /// What such an input is, in the error's sentence: `one scorebook file`.
    public var input: String
    /// How large a real one is, for the error's hint: `the largest round of a 5-year scorebook is 8 KB`.
    public var typical: String

    /// A limit; see the properties.
    public init(bytes: Int, lines: Int? = nil, input: String, typical: String) {
        self.bytes = bytes
        self.lines = lines
        self.input = input
        self.typical = typical
    }

    /// A file of the scorebook's folders (a round, a match, a course), and the copies `merge` and the
    /// merge driver join, which are such files: 64 MiB and 262,144 (2^18) lines. A real round is
    /// under 10 KB and a few hundred lines (the largest of a generated 5-year scorebook, 8.3 KB); the
    /// merge benchmark's round of 250,000 events, 15 MB, still reads. A merge holds three copies of a
    /// file, about 800 bytes a line in all: the line bound keeps that within the memory bound a file
    /// of 64 MiB has (`docs/PERFORMANCE.md`, "Memory").
    public static let scorebookFile = ReadLimit(bytes: 64 << 20, lines: 1 << 18, input: "one scorebook file",
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

    /// The sentence for an input of more lines than ``lines``, without the input's name:
    /// `longer than 262,144 lines, the most hyzer-text reads of one scorebook file`.
    public var lineRefusal: String {
        "longer than \(Diagnostic.countText(lines ?? 0)) lines, the most hyzer-text reads of \(input)"
    }

    /// Whether `text` has more lines than ``lines`` allows (never, without a bound). Only an input of
    /// more bytes than the bound can have more lines, so a real file costs one comparison; a bigger
    /// one is counted with `memchr`, up to one line past the bound.
    public func exceedsLines(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let lines, text.count > lines, let base = text.baseAddress else { return false }
        var count = 0, start = 0
        while start < text.count, let found = memchr(base + start, 10, text.count - start) {
            count += 1
            start = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base + 1
            if count > lines { return true }
        }
        if start < text.count { count += 1 }  // a last line without a newline
        return count > lines
    }

    /// ``exceedsLines(_:)`` of a text's UTF-8.
    public func exceedsLines(_ text: String) -> Bool {
        guard let lines, text.utf8.count > lines else { return false }
        var text = text
        return text.withUTF8 { exceedsLines($0) }
    }

    /// The hint for such an input: how large a real one is, and what to look at.
    public var hint: String { "\(typical); make sure this is the file meant (`ls -l`, `head`)" }
}
