#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// Notices when a file changes, however it was changed: appended to by `score` in another process,
/// saved by an editor (which usually writes a new file and renames it over the old one), rewritten by
/// `fmt` or a git merge.
///
/// The truth is the file's identity and contents: ``changed()`` compares the inode, size and
/// modification time, and the caller compares bytes. inotify on the *directory* (so a rename over the
/// file is seen) only wakes the caller up early; without inotify the caller's poll timeout (~200 ms)
/// makes this stat polling.
final class FileWatcher {
    /// The watched file.
    let path: String
    /// A descriptor to `poll` for readability, or -1 without inotify.
    let fd: Int32
    private var signature: [Int64]?

    /// Starts watching `path` (the file need not exist yet).
    init(path: String) {
        self.path = path
        #if canImport(Glibc)
        let fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        if fd >= 0 {
            let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
            if inotify_add_watch(fd, FileSystem.parentDirectory(of: path), mask) < 0 {
                close(fd)
                self.fd = -1
            } else {
                self.fd = fd
            }
        } else {
            self.fd = -1
        }
        #else
        self.fd = -1
        #endif
        signature = FileWatcher.signature(of: path)
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Discards pending inotify events (what they say is re-checked with `stat` anyway).
    func drain() {
        guard fd >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while buffer.withUnsafeMutableBytes({ read(fd, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Whether the file's inode, size or modification time differ from the last call (or it appeared
    /// or vanished).
    func changed() -> Bool {
        let now = FileWatcher.signature(of: path)
        defer { signature = now }
        return now != signature
    }

    private static func signature(of path: String) -> [Int64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [Int64(info.st_ino), Int64(info.st_size), Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec)]
    }
}
