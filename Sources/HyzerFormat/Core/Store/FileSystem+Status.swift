#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The identity and times of a file or directory (`stat`).
struct FileStatus {
    /// Inode number: a directory deleted and made again is another one.
    var inode: UInt64
    /// Last change of the contents or the entry (for a directory: a file added, removed or renamed).
    var changed: (seconds: Int, nanoseconds: Int)
    /// Last modification of the contents.
    var modified: (seconds: Int, nanoseconds: Int)
    /// Size in bytes.
    var size: Int

    /// The status of `path`; nil when it does not exist.
    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        inode = UInt64(info.st_ino)
        size = Int(info.st_size)
        #if canImport(Darwin)
        changed = (Int(info.st_ctimespec.tv_sec), Int(info.st_ctimespec.tv_nsec))
        modified = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        #else
        changed = (Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec))
        modified = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        #endif
    }
}

extension FileSystem {
    /// Sets the modification and change times of `path` to now (a directory: as if a file had come
    /// or gone, so that what is remembered about it is read again). Best effort.
    static func touch(_ path: String) {
        _ = utimensat(AT_FDCWD, path, nil, 0)
    }
}
