#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// Notices when any file of the scorebook changes, however it was changed (``FileWatcher`` for a
/// whole scorebook): `score` or `rally` appending in another process, an editor saving, `sync`
/// merging, a file added or removed.
///
/// The truth is a signature of every file in the file kinds' folders (`rounds/`, `courses/`, `matches/`) (name, inode, size, modification
/// time), compared by ``changed()``; inotify on the folders only wakes ``wait(milliseconds:)`` early,
/// and without it the timeout makes this stat polling. Dotfiles (editors' temporary files) are left
/// out.
final class ScorebookWatcher {
    /// The folders whose files count: each file kind's folder.
    let directories: [String]
    /// The scorebook's root, watched only to notice a kind's folder appear.
    private let root: String
    private let fd: Int32
    private var signature: [String]

    /// Starts watching `book` (folders that do not exist yet are watched once they appear).
    init(book: Scorebook) {
        root = book.root
        var directories: [String] = []
        for kind in FileKinds.all where !directories.contains(kind.directory(in: book)) {
            directories.append(kind.directory(in: book))
        }
        self.directories = directories
        #if canImport(Glibc)
        fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        #else
        fd = -1
        #endif
        signature = []
        addWatches()
        signature = currentSignature()
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Waits until inotify reports something or `milliseconds` pass; discards what it reported
    /// (``changed()`` decides).
    func wait(milliseconds: Int32) {
        guard fd >= 0 else {
            usleep(useconds_t(milliseconds) * 1000)
            return
        }
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        _ = poll(&entry, 1, milliseconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while buffer.withUnsafeMutableBytes({ read(fd, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Whether any file changed, appeared or vanished since the last call.
    func changed() -> Bool {
        addWatches()
        let now = currentSignature()
        defer { signature = now }
        return now != signature
    }

    /// (Re-)adds a watch on every folder: one that appeared since (`matches/`) starts being watched;
    /// adding a watch twice is harmless.
    private func addWatches() {
        #if canImport(Glibc)
        guard fd >= 0 else { return }
        let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
        for directory in [root] + directories { _ = inotify_add_watch(fd, directory, mask) }
        #endif
    }

    private func currentSignature() -> [String] {
        var lines: [String] = []
        for directory in directories {
            for name in FileSystem.list(directory).sorted() where !name.hasPrefix(".") {
                var info = stat()
                guard stat(directory + "/" + name, &info) == 0 else { continue }
                #if canImport(Glibc)
                let modified = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
                #else
                let modified = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
                #endif
                lines.append("\(directory)/\(name) \(info.st_ino) \(info.st_size) \(modified)")
            }
        }
        return lines
    }
}
