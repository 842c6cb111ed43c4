/// The round choice remembered between commands in `.hyzer/round-choice` (see ``RoundChoice/fileName``).
extension RoundChoice {
    /// Finding the active round reads every round file; a scorebook with years of history has
    /// thousands, and `score` should cost the same on it as on a fresh one. So the
    /// choice is remembered in `.hyzer/round-choice` (this device only, like everything in `.hyzer/`)
    /// together with the change time of `rounds/`, and reused while that has not changed:
    ///
    /// - every way a file comes or goes (a new round, a sync, `fmt`, a merge, a rename, a deletion)
    ///   changes the directory;
    /// - `finish` and `reopen`, which change a round's state in place, touch the directory
    ///   (``Scorebook/appendLifecycle(to:_:)``), and so does this device's first score in a round
    ///   (``Scorebook/recordScores(in:localDevice:_:)``), which makes the round one it is in; other
    ///   score lines never change which round is active or whose it is;
    /// - the choice is for one ``Participant``: another identity scans again;
    /// - the rounds the remembered choice names are read again each time, so a `finished` line typed
    ///   into the active round by hand counts at once, and one that no longer reads (an editor that
    ///   crashed while saving it left it empty) makes the choice again;
    /// - the files that could not be read as rounds when the choice was made (``Unreadable``) are
    ///   looked at each time (their size and modification time), so that once such a file is back
    ///   the choice is made again, with it: the cache never outlives a change of the files it is about;
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
    static func current(_ book: Scorebook, as me: Participant = .nobody, using: (RoundChoice) -> [Entry?],
                        trustMargin: Int = RoundChoice.trustMargin) -> RoundChoice {
        let cachePath = book.localDirectory + "/" + fileName
        guard let directory = FileStatus(book.roundsDirectory) else { return scan(book, as: me) }
        if let cache = FileStatus(cachePath), cache.modified.seconds - directory.changed.seconds >= trustMargin,
           let text = try? FileSystem.readText(cachePath, limit: .settingsFile), let remembered = RoundChoice(cacheText: text, directory: directory, me: me),
           remembered.stillDescribes(using(remembered), in: book),
           remembered.unreadable.allSatisfy({ $0.isUnchanged(at: book.roundsDirectory + "/" + $0.fileName) }) {
            return remembered
        }
        // The directory's time is read before the scan: a change during the scan makes it stale.
        let choice = scan(book, as: me)
        if FileSystem.isDirectory(book.localDirectory) {
            try? FileSystem.writeAtomically(cachePath, choice.cacheText(directory: directory, me: me))
        }
        return choice
    }

    /// Marks the directory of the round file at `path` changed, so that remembered choices are read
    /// again: after a `finished` or `reopened` line is appended to it in place.
    static func roundChanged(at path: String) {
        FileSystem.touch(FileSystem.parentDirectory(of: FileSystem.absolute(path)))
    }

    /// Whether the round files of `entries` still say what this choice remembers (they may have been
    /// edited by hand).
    func stillDescribes(_ entries: [Entry?], in book: Scorebook) -> Bool {
        var checked: Set<String> = []
        for entry in entries.compactMap({ $0 }) where checked.insert(entry.fileName).inserted {
            guard let header = try? RoundHeaderScan(path: book.roundsDirectory + "/" + entry.fileName, of: book),
                  header.started == entry.started, header.finished == entry.finished, !header.isWithdrawn else { return false }
        }
        return true
    }

    /// The text of `.hyzer/round-choice`: the directory's identity and change time, who the choice is
    /// for (`me DEVICE|- NAME|-`), then one line per round that matters (`active STARTED - NAME`,
    /// `active-mine …`, `newest`, `finished`, `mine`: `KEY STARTED FINISHED|- NAME`).
    func cacheText(directory: FileStatus, me: Participant) -> String {
        var text = "# Which rounds are active and latest, remembered by hyzer-text (safe to delete).\n"
        text += "rounds \(directory.inode) \(directory.changed.seconds) \(directory.changed.nanoseconds)\n"
        text += Self.meLine(me) + "\n"
        let lines = actives.map { ($0.isMine ? "active-mine" : "active", Optional($0)) }
            + [("newest", newest), ("finished", latestFinished), ("mine", newestMine)]
        for (key, entry) in lines {
            guard let entry, !entry.fileName.contains("\n") else { continue }
            text += "\(key) \(entry.started.rfc3339) \(entry.finished?.rfc3339 ?? "-") \(entry.fileName)\n"
        }
        for file in unreadable where !file.fileName.contains("\n") {
            text += "unreadable \(file.size) \(file.modified.seconds).\(file.modified.nanoseconds) \(file.reason.rawValue) \(file.fileName)\n"
        }
        return text
    }

    /// `me DEVICE NAME`, `-` for what is unknown (a name cannot be `-`, nor hold a line break).
    static func meLine(_ me: Participant) -> String {
        "me \(me.device ?? "-") \(me.name.map { $0.replacing("\n", with: " ") } ?? "-")"
    }

    /// Reads ``cacheText(directory:me:)``; nil when it is for another state of the directory or
    /// another participant, or does not read.
    init?(cacheText text: String, directory: FileStatus, me: Participant) {
        var lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        guard lines.count >= 2,
              lines.removeFirst() == "rounds \(directory.inode) \(directory.changed.seconds) \(directory.changed.nanoseconds)",
              lines.removeFirst() == Self.meLine(me) else { return nil }
        self.init()
        for line in lines {
            if line.hasPrefix("unreadable ") {
                let fields = line.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
                let time = fields.count == 5 ? fields[2].split(separator: ".") : []
                guard fields.count == 5, let size = Int(fields[1]), time.count == 2, let seconds = Int(time[0]),
                      let nanoseconds = Int(time[1]), let reason = Unreadable.Reason(rawValue: String(fields[3])) else { return nil }
                unreadable.append(Unreadable(fileName: String(fields[4]), reason: reason, size: size, modified: (seconds, nanoseconds)))
                continue
            }
            let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, let started = Timestamp(String(fields[1])) else { return nil }
            var finished: Timestamp?
            if fields[2] != "-" {
                guard let time = Timestamp(String(fields[2])) else { return nil }
                finished = time
            }
            var entry = Entry(fileName: String(fields[3]), started: started, finished: finished)
            switch fields[0] {
            case "active": actives.append(entry)
            case "active-mine": entry.isMine = true; actives.append(entry)
            case "newest": newest = entry
            case "finished": latestFinished = entry
            case "mine": entry.isMine = true; newestMine = entry
            default: return nil
            }
        }
    }
}

