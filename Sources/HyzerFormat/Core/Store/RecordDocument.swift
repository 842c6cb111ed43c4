/// A sport's document type: the one contract a sport's log file (a round, a match) fulfils, from which
/// its registry entry (``FileKind/Records/init(_:noun:pluralNoun:lineNoun:correctionHint:settleHint:)``),
/// sharing (``RecordSharing``), the merge driver (``MergeDriverWorkflow``), `merge` (``MergeWorkflow``),
/// `sync` (``SyncWorkflow``) and `check --history` (``HistoryAudit``) are derived, none of which names a
/// sport.
///
/// A document is a log of recorded events (the event core's ``RecordedEvent``) under a header: it can
/// be read, written canonically, joined with another copy of itself, and it says what in it needs a
/// person (a round's discrepancies, a match's fork).
public protocol RecordDocument: Sendable {
    /// The kind's event (a score line, a match entry).
    associatedtype Event: RecordedEvent

    // MARK: - Parse and format

    /// Every event line of the file, in file order.
    var recordedEvents: [Event] { get set }
    /// When the file's log begins: the time a stamped hand-typed line gets when no line above it has one.
    var logStart: Timestamp { get }
    /// The file's canonical text.
    var canonicalText: String { get }

    /// Reads a file's text (`path` names it in diagnostics).
    static func read(_ text: String, path: String) -> (document: Self, diagnostics: [Diagnostic])
    /// The canonical line of one event.
    static func eventLine(_ event: Event) -> String

    // MARK: - Events and lifecycle

    /// The events of a file's text as the generic workflows see them (``FileKind/Log``): their
    /// identities, a summary of each, and whether the file is closed (a finished round, a match that
    /// is over).
    static func log(_ text: String, path: String) -> FileKind.Log

    // MARK: - Merge

    /// The join of an `earlier` version of the file with `now` (the kind's merge), nil when the two
    /// are not copies of one file.
    static func join(earlier: Self, now: Self) -> RecordSharing.Joined<Event>?
    /// The union of two copies (`base`, their common ancestor, when known) as canonical text; throws
    /// when they cannot be merged (a copy does not parse, or they are copies of different files).
    static func merge(_ ours: TextCopy, _ theirs: TextCopy, base: TextCopy?) throws(HyzerError) -> String
    /// What the git merge driver makes of two copies of the file `shown`: the merged text (each copy
    /// parsed once; when the headers disagree, the text-level merge that says where), and what needs
    /// a person that neither copy showed already (``FileKind/Merged``). Throws when the copies cannot
    /// be merged as this kind.
    static func mergeForDriver(ours: TextCopy, theirs: TextCopy, base: TextCopy?, shown: String) throws(HyzerError) -> FileKind.Merged
    /// What `merge A B` makes of two copies: the merged text, its report (``FileKind/Merged``); before
    /// `request.output` is replaced, throws when it is no file of this kind to replace.
    static func mergeFiles(_ request: FileKind.MergeRequest) throws(HyzerError) -> FileKind.Merged

    // MARK: - Checks

    /// What `sync` says at its end about the file at `path` of `book` when a person must settle
    /// something in it (the discrepancies a round has pending, the fork of a match), with a hint
    /// ending in what to do; nil when nothing is pending (or the file cannot be read: `check` says why).
    /// `localName` is who runs it (nil when unknown): a kind may ask only some people to settle.
    static func pending(in book: Scorebook, path: String, localDevice: String?, localName: String?) -> String?
}

extension RecordDocument {
    /// The document with its unstamped (hand-typed) lines stamped in place (``HandLines``): written with
    /// their `~` identity, `sup=` naming the lines each replaced by standing below it, and a time in
    /// typed order (from ``logStart``). Lines keep their position; nothing else changes. Only the lines
    /// `include` accepts are stamped. Returns the document and how many lines were stamped. What a
    /// merge does to each copy first (without a device, unless the person merging names one) and
    /// `sync` to the lines typed in its clone, for every kind: a merge that gives up its copy
    /// (`consume`) has it stamped in place, not copied.
    public consuming func stampingHandLines(device: String?, reporter: String? = nil,
                                            only include: (Event) -> Bool = { _ in true }) -> (document: Self, stamped: Int) {
        guard recordedEvents.contains(where: { !$0.isStamped }) else { return (self, 0) }
        let start = logStart
        let stamped = HandLines.stamp(&recordedEvents, device: device, reporter: reporter, start: start, only: include)
        return (self, stamped)
    }
}
