#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rounds a command means when none is named, by one set of rules over the `started`, `finished`
/// and `reopened` lines of every round file (``RoundHeaderScan``):
///
/// - the **active** round: the most recently started unfinished one (`score`, `say`, `standings`);
/// - the **default** round of a report: the active round, else the most recently started of all
///   (`card`, `show`, `player`);
/// - the **latest finished** round: by its finish time (`reopen`).
///
/// Ties go to the later start, then to the file that lists later. Files without a readable `started`
/// line never count.
public struct RoundChoice: Sendable, Equatable {
    /// A round file as its header lines describe it.
    public struct Entry: Sendable, Equatable {
        /// The file name inside `rounds/` (`2026-11-21-cedar-creek-mike-phone.round`).
        public var fileName: String
        /// When it started.
        public var started: Timestamp
        /// When it finished; nil while active.
        public var finished: Timestamp?

        /// Describes one round file.
        public init(fileName: String, started: Timestamp, finished: Timestamp?) {
            self.fileName = fileName
            self.started = started
            self.finished = finished
        }
    }

    /// The most recently started unfinished round.
    public private(set) var active: Entry?
    /// The most recently started round, finished or not.
    public private(set) var newest: Entry?
    /// The round that finished most recently.
    public private(set) var latestFinished: Entry?

    /// No rounds yet; ``consider(_:)`` adds them.
    public init() {}

    /// The round a report means without `--round`: the active one, else the newest.
    public var reportRound: Entry? { active ?? newest }

    /// Takes one more round file into account. Files must come in the order they list (by name), so
    /// that a later file wins a tie.
    public mutating func consider(_ entry: Entry) {
        if newest == nil || entry.started >= newest!.started { newest = entry }
        if let finished = entry.finished {
            if let best = latestFinished, let bestFinished = best.finished,
               finished < bestFinished || (finished == bestFinished && entry.started < best.started) { return }
            latestFinished = entry
        } else if active == nil || entry.started >= active!.started {
            active = entry
        }
    }

    /// Reads the header lines of every round file of `book`, in name order.
    public static func scan(_ book: Scorebook) -> RoundChoice {
        var choice = RoundChoice()
        for path in book.roundFiles() {
            guard let header = try? RoundHeaderScan(path: path), let started = header.started else { continue }
            choice.consider(Entry(fileName: FileSystem.lastComponent(of: path), started: started, finished: header.finished))
        }
        return choice
    }
}

// MARK: - Remembered between commands

extension RoundChoice {
    /// Finding the active round reads every round file; a scorebook with years of history has
    /// thousands, and `score` should cost the same on it as on a fresh one (issue 11, item 9). So the
    /// choice is remembered in `.hyzer/round-choice` (this device only, like everything in `.hyzer/`)
    /// together with the change time of `rounds/`, and reused while that has not changed:
    ///
    /// - every way a file comes or goes (a new round, a sync, `fmt`, a merge, a rename, a deletion)
    ///   changes the directory;
    /// - `finish` and `reopen`, which change a round's state in place, touch the directory
    ///   (``Scorebook/appendLifecycle(to:_:)``); score lines never change which round is active;
    /// - the rounds the remembered choice names are read again each time, so a `finished` line typed
    ///   into the active round by hand counts at once;
    /// - a choice is trusted only when it was written at least ``trustMargin`` seconds after the
    ///   directory last changed, because file times are coarse: a change in the same tick as the
    ///   scan would otherwise go unseen.
    ///
    /// What it cannot see is an older round edited in place by another program so that it becomes
    /// unfinished or starts later (a `finished` line deleted in an editor that saves in place): that
    /// counts from the next change to `rounds/`. `hyzer-text reopen` is the way to reopen a round.
    static let fileName = "round-choice"

    /// Seconds between the last change to `rounds/` and the remembered choice for it to be trusted.
    static let trustMargin = 2

    /// The choice for `book`, remembered or scanned (and then remembered when `.hyzer/` exists). The
    /// rounds `using` picks out of a remembered choice (what the caller will use) are read again to
    /// confirm it. `trustMargin` is a parameter for tests only.
    static func current(_ book: Scorebook, using: (RoundChoice) -> [Entry?], trustMargin: Int = RoundChoice.trustMargin) -> RoundChoice {
        let cachePath = book.localDirectory + "/" + fileName
        guard let directory = FileStatus(book.roundsDirectory) else { return scan(book) }
        if let cache = FileStatus(cachePath), cache.modified.seconds - directory.changed.seconds >= trustMargin,
           let text = try? FileSystem.readText(cachePath), let remembered = RoundChoice(cacheText: text, directory: directory),
           remembered.stillDescribes(using(remembered), in: book) {
            return remembered
        }
        // The directory's time is read before the scan: a change during the scan makes it stale.
        let choice = scan(book)
        if FileSystem.isDirectory(book.localDirectory) {
            try? FileSystem.writeAtomically(cachePath, choice.cacheText(directory: directory))
        }
        return choice
    }

    /// Marks the directory of the round file at `path` changed, so that remembered choices are read
    /// again: after a `finished` or `reopened` line is appended to it in place.
    static func roundChanged(at path: String) {
        _ = utimensat(AT_FDCWD, FileSystem.parentDirectory(of: FileSystem.absolute(path)), nil, 0)
    }

    /// Whether the round files of `entries` still say what this choice remembers (they may have been
    /// edited by hand).
    func stillDescribes(_ entries: [Entry?], in book: Scorebook) -> Bool {
        var checked: Set<String> = []
        for entry in entries.compactMap({ $0 }) where checked.insert(entry.fileName).inserted {
            guard let header = try? RoundHeaderScan(path: book.roundsDirectory + "/" + entry.fileName),
                  header.started == entry.started, header.finished == entry.finished else { return false }
        }
        return true
    }

    /// The text of `.hyzer/round-choice`: the directory's identity and change time, then one line per
    /// chosen round (`active STARTED FINISHED|- NAME`).
    func cacheText(directory: FileStatus) -> String {
        var text = "# Which rounds are active and latest, remembered by hyzer-text (safe to delete).\n"
        text += "rounds \(directory.inode) \(directory.changed.seconds) \(directory.changed.nanoseconds)\n"
        for (key, entry) in [("active", active), ("newest", newest), ("finished", latestFinished)] {
            guard let entry, !entry.fileName.contains("\n") else { continue }
            text += "\(key) \(entry.started.rfc3339) \(entry.finished?.rfc3339 ?? "-") \(entry.fileName)\n"
        }
        return text
    }

    /// Reads ``cacheText(directory:)``; nil when it is for another state of the directory or does not read.
    init?(cacheText text: String, directory: FileStatus) {
        var lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        guard !lines.isEmpty,
              lines.removeFirst() == "rounds \(directory.inode) \(directory.changed.seconds) \(directory.changed.nanoseconds)" else { return nil }
        self.init()
        for line in lines {
            let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, let started = Timestamp(String(fields[1])) else { return nil }
            var finished: Timestamp?
            if fields[2] != "-" {
                guard let time = Timestamp(String(fields[2])) else { return nil }
                finished = time
            }
            let entry = Entry(fileName: String(fields[3]), started: started, finished: finished)
            switch fields[0] {
            case "active": active = entry
            case "newest": newest = entry
            case "finished": latestFinished = entry
            default: return nil
            }
        }
    }
}

/// The identity and times of a file or directory (`stat`).
struct FileStatus {
    /// Inode number: a directory deleted and made again is another one.
    var inode: UInt64
    /// Last change of the contents or the entry (for a directory: a file added, removed or renamed).
    var changed: (seconds: Int, nanoseconds: Int)
    /// Last modification of the contents.
    var modified: (seconds: Int, nanoseconds: Int)

    /// The status of `path`; nil when it does not exist.
    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        inode = UInt64(info.st_ino)
        #if canImport(Darwin)
        changed = (Int(info.st_ctimespec.tv_sec), Int(info.st_ctimespec.tv_nsec))
        modified = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        #else
        changed = (Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec))
        modified = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        #endif
    }
}
