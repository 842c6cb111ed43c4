/// One line of a file kind's document, as the append path sees it: a header line, a line kept
/// verbatim (it did not read), or anything else.
public protocol DocumentLine {
    /// Whether the line is a header line.
    var isHeader: Bool { get }
    /// The text of a line kept byte for byte because it did not read; nil for every other line.
    var verbatimText: String? { get }
}

/// What the one append path (``Scorebook/appendUnderLock(to:errors:read:_:)``) asks of a file kind's
/// document: its lines in order. What it needs of them is worked out here once, for every kind.
public protocol AppendableDocument {
    associatedtype Line: DocumentLine
    /// The file's lines in order.
    var items: [Line] { get }
}

extension AppendableDocument {
    /// Whether the file's last item is a header line: appended lines then follow a blank line, so the
    /// file reads header, blank, lines.
    public var endsWithHeader: Bool { items.last?.isHeader ?? false }

    /// Whether the file holds git conflict markers (kept verbatim): nothing may be appended then, as
    /// finishing the merge rewrites the lines between them, and with them anything appended.
    public var hasConflictMarkers: Bool {
        items.contains { $0.verbatimText.map(BadLines.isConflictMarker) ?? false }
    }
}

/// The lines an append writes, worked out from the file as it is on disk under the lock.
public struct AppendPlan<Detail> {
    /// The lines to append, without line ends; none writes nothing.
    public var lines: [String]
    /// The identities of the lines written together, for `undo` (``LastWritten``).
    public var together: [EventID]
    /// What the plan worked out on the way, handed back to the caller.
    public var detail: Detail

    /// A plan of `lines` with its `detail`.
    public init(lines: [String], together: [EventID] = [], detail: Detail) {
        self.lines = lines
        self.together = together
        self.detail = detail
    }
}

extension Scorebook {
    /// Appends lines to the file at `path`, the one path every file kind writes an event through:
    /// under the lock that guards the file (``withLock(writing:kinds:_:)``, the scorebook found by its
    /// marker or the folders of `kinds`, the writing sport's), a line cut off by a crash is set
    /// aside (read as `errors` reads the text), the file is read as it is on disk now (`read`, given
    /// the warning about a set-aside line, if any), a file with conflict markers is refused, and
    /// `plan` works out the lines (or throws to write nothing). The lines follow a blank line when the
    /// file ends in its header, and the write is remembered for `undo`. What a `sync` killed part-way
    /// had set aside from the file is put back first (``recoverSetAside(before:kinds:)``). Returns the
    /// document as read and the plan's detail.
    func appendUnderLock<Document: AppendableDocument, Detail>(
        to path: String, kinds: [FileKind], errors: (String) -> [Diagnostic], read: (_ setAside: Diagnostic?) throws(HyzerError) -> Document,
        _ plan: (Document) throws(HyzerError) -> AppendPlan<Detail>
    ) throws(HyzerError) -> (before: Document, detail: Detail) {
        try Self.withLock(writing: path, kinds: kinds) { () throws(HyzerError) -> (before: Document, detail: Detail) in
            recoverSetAside(before: path, kinds: kinds)
            let setAside = try setAsideTornLastLine(path, errors: errors)
            let before = try read(setAside)
            if before.hasConflictMarkers { throw conflictMarkersError(path) }
            let planned = try plan(before)
            var lines = planned.lines
            if before.endsWithHeader, !lines.isEmpty { lines.insert("", at: 0) }
            if !lines.isEmpty {
                try FileSystem.appendLines(path, lines)
                LastWritten.remember(path, in: self, together: planned.together)  // what `undo` takes back, and from where
            }
            return (before, planned.detail)
        }
    }

    /// Puts back into the file at `path` what a `sync` killed part-way had set aside from it (a score
    /// saved while it fetched), before anything is appended to it: the lock is held, so no sync is
    /// running (``recoverSetAside(kinds:only:merge:)``). One `stat` when nothing was set aside. A copy
    /// that cannot be joined without git waits for the next `sync`.
    func recoverSetAside(before path: String, kinds: [FileKind]) {
        let absolute = FileSystem.absolute(path)
        let book = absolute.hasPrefix(root + "/") ? self : Self.discover(from: FileSystem.parentDirectory(of: absolute), kinds: kinds)
        guard let book else { return }
        _ = book.recoverSetAside(kinds: kinds, only: book.displayPath(absolute))
    }

    /// The refusal to write into a file with git conflict markers.
    func conflictMarkersError(_ path: String) -> HyzerError {
        HyzerError(.invalidData, "\(displayPath(path)) has git conflict markers; nothing was written",
                   hint: "finish the merge first: `hyzer-text sync` (see `hyzer-text check`)")
    }
}
