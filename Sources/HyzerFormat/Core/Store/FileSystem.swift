#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Darwin)
/// What `opendir` returns.
typealias DirectoryHandle = UnsafeMutablePointer<DIR>
#else
/// What `opendir` returns.
typealias DirectoryHandle = OpaquePointer
#endif

/// The few file operations the scorebook needs, done carefully (see reference/cli-and-files.md):
/// bounded reads that follow only the links they may (`FileSystem+Read.swift`), whole-line appends with
/// `O_APPEND`, rewrites through a temporary file and `rename`, and a lock on a separate lock file.
public enum FileSystem {
    /// Whether something exists at `path`.
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Whether `path` is a directory.
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// When the contents at `path` were last modified, in whole seconds since the epoch; nil when
    /// nothing is there.
    public static func modificationSeconds(_ path: String) -> Int64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        return Int64(info.st_mtimespec.tv_sec)
        #else
        return Int64(info.st_mtim.tv_sec)
        #endif
    }

    /// Replaces (or creates) `path` atomically: a temporary file in the same directory is written and
    /// synced, then renamed over the original, then the directory is synced. A crash leaves the old
    /// file or the new one, never a mix.
    public static func writeAtomically(_ path: String, _ text: String) throws(HyzerError) {
        var text = text  // its UTF-8 written in place: no copy of a big merged file
        let failure = text.withUTF8 { bytes -> HyzerError? in
            do throws(HyzerError) { try writeAtomically(path, bytes: bytes) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }

    /// Replaces (or creates) `path` atomically with `bytes`, as ``writeAtomically(_:_:)`` does with
    /// text (for a binary file: a PNG card).
    public static func writeAtomically(_ path: String, bytes: UnsafeBufferPointer<UInt8>) throws(HyzerError) {
        let directory = parentDirectory(of: path)
        let temporary = temporaryPath(for: path)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw HyzerError(.cannotCreate, "cannot write \(path): \(describe(errno))") }
        do throws(HyzerError) {
            try writeAll(fd, bytes, path: path)
            guard fsync(fd) == 0 else { throw HyzerError(.ioFailure, "cannot write \(path): \(describe(errno))") }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        close(fd)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw HyzerError(.cannotCreate, "cannot replace \(path): \(describe(code))")
        }
        syncDirectory(directory)
    }

    /// The temporary file a rewrite of `path` goes through: `.NAME.tmp-PID` beside it (`rounds/x.round`
    /// → `rounds/.x.round.tmp-4242`). Hidden, and named so that ``isTemporaryFileName(_:)`` (and so
    /// `check`, and `sync`, which never commits one) can tell it from everything else.
    public static func temporaryPath(for path: String) -> String {
        parentDirectory(of: path) + "/." + lastComponent(of: path) + ".tmp-\(getpid())"
    }

    /// Whether a file name has the form of ``temporaryPath(for:)``: `.`, a name, `.tmp-`, digits. Such
    /// a file outlives its command only when the command was killed between writing and renaming it.
    public static func isTemporaryFileName(_ name: String) -> Bool {
        guard name.hasPrefix("."), let marker = name.ranges(of: ".tmp-").last else { return false }
        let digits = name[marker.upperBound...]
        return marker.lowerBound > name.index(after: name.startIndex) && !digits.isEmpty && digits.allSatisfy(\.isASCIIDigitCharacter)
    }

    /// Appends whole lines to `path` in one `write` with `O_APPEND` (atomic with respect to other
    /// appenders on a local filesystem). If the file's last line lacks its newline (a torn write, or an
    /// editor that saves without one), a newline is written first so the new line stands alone.
    public static func appendLines(_ path: String, _ lines: [String]) throws(HyzerError) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            throw HyzerError(code == ENOENT ? .notFound : .ioFailure, "cannot append to \(path): \(describe(code))")
        }
        defer { close(fd) }
        var text = lines.map { $0 + "\n" }.joined()
        if !endsWithNewline(path) { text = "\n" + text }
        try writeAll(fd, Array(text.utf8), path: path)
        guard fsync(fd) == 0 else { throw HyzerError(.ioFailure, "cannot write \(path): \(describe(errno))") }
    }

    /// Whether the file is empty or ends with `\n`.
    static func endsWithNewline(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return true }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size > 0 else { return true }
        var last: UInt8 = 0
        return pread(fd, &last, 1, info.st_size - 1) == 1 && last == 10
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(HyzerError) {
        try bytes.withUnsafeBufferPointer { (buffer) throws(HyzerError) in try writeAll(fd, buffer, path: path) }
    }

    static func writeAll(_ fd: Int32, _ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(HyzerError) {
        var offset = 0
        while offset < bytes.count {
            let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw HyzerError(.ioFailure, "cannot write \(path): \(describe(errno))")
            }
            offset += written
        }
    }

    /// Creates a directory and its parents; succeeds when it already exists.
    public static func createDirectory(_ path: String) throws(HyzerError) {
        if isDirectory(path) { return }
        let parent = parentDirectory(of: path)
        if parent != path, !parent.isEmpty, !isDirectory(parent) { try createDirectory(parent) }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw HyzerError(.cannotCreate, "cannot create directory \(path): \(describe(errno))")
        }
    }

    /// Creates a file with `text` only if nothing exists at `path` (`O_EXCL`); returns false if it did.
    public static func createNew(_ path: String, _ text: String) throws(HyzerError) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if fd < 0 {
            if errno == EEXIST { return false }
            throw HyzerError(.cannotCreate, "cannot create \(path): \(describe(errno))")
        }
        defer { close(fd) }
        try writeAll(fd, Array(text.utf8), path: path)
        _ = fsync(fd)
        syncDirectory(parentDirectory(of: path))
        return true
    }

    /// Creates `path` with `text` atomically, only if nothing exists there: the text is written and
    /// synced in a temporary file beside it, which is then linked to `path` (`link` never replaces a
    /// file). A crash leaves no file or the whole one. Returns false, writing nothing, when `path` exists.
    public static func createAtomically(_ path: String, _ text: String) throws(HyzerError) -> Bool {
        let temporary = temporaryPath(for: path)
        try writeAtomically(temporary, text)
        defer { unlink(temporary) }
        guard link(temporary, path) == 0 else {
            if errno == EEXIST { return false }
            throw HyzerError(.cannotCreate, "cannot create \(path): \(describe(errno))")
        }
        syncDirectory(parentDirectory(of: path))
        return true
    }

    /// Removes a file.
    public static func remove(_ path: String) throws(HyzerError) {
        guard unlink(path) == 0 else { throw HyzerError(.ioFailure, "cannot remove \(path): \(describe(errno))") }
    }

    /// Names in a directory (not `.`/`..`), sorted as `String` sorts them; empty when it does not exist,
    /// or when it is a symbolic link that `links` does not follow (``Links``: a folder of the scorebook
    /// may be a link to a folder the scorebook shares, never one outside it).
    public static func list(_ directory: String, links: Links = .follow) -> [String] {
        guard let handle = openDirectory(directory, links: links) else { return [] }
        defer { closedir(handle) }
        // The names' bytes go into one buffer: a 50-year book lists thousands, and this runs before its
        // files can be read on all cores.
        var bytes: [UInt8] = []
        var names: [Range<Int>] = []
        while let entry = readdir(handle) {
            let start = bytes.count
            withUnsafeBytes(of: entry.pointee.d_name) { raw in bytes.append(contentsOf: raw.prefix { $0 != 0 }) }
            let name = start..<bytes.count
            if name.count <= 2, bytes[name].allSatisfy({ $0 == UInt8(ascii: ".") }), !name.isEmpty {
                bytes.removeSubrange(name)  // `.` and `..`
            } else {
                names.append(name)
            }
        }
        return bytes.withUnsafeBufferPointer { buffer in
            let string = { (name: Range<Int>) in String(decoding: UnsafeBufferPointer(rebasing: buffer[name]), as: UTF8.self) }
            // ASCII names (the usual case) sort as `String` sorts them by their bytes; others are
            // compared as strings (Unicode's canonical order).
            guard buffer.allSatisfy({ $0 < 0x80 }) else { return names.map(string).sorted() }
            names.sort { a, b in
                let common = min(a.count, b.count)
                let order = memcmp(buffer.baseAddress! + a.lowerBound, buffer.baseAddress! + b.lowerBound, common)
                return order != 0 ? order < 0 : a.count < b.count
            }
            return names.map(string)
        }
    }

    /// The directory at `directory` opened for listing as `links` allows; nil when there is none or it
    /// is a link that is not followed. Without a link this is one `open` as `opendir` does.
    private static func openDirectory(_ directory: String, links: Links) -> DirectoryHandle? {
        guard links != .follow else { return opendir(directory) }
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if fd >= 0 {
            guard let handle = fdopendir(fd) else { close(fd); return nil }
            return handle
        }
        guard errno == ELOOP, case .inside(let scorebook) = links,
              let target = try? linkTarget(directory, inside: scorebook, shown: directory, links: links, what: "folder") else { return nil }
        return opendir(target)
    }

    /// Runs `body` holding an exclusive `flock` on `lockPath` (created if needed). The lock file is
    /// never the file being rewritten, so a rename cannot drop the lock.
    public static func withLock<T>(_ lockPath: String, _ body: () throws(HyzerError) -> T) throws(HyzerError) -> T {
        try createDirectory(parentDirectory(of: lockPath))
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw HyzerError(.cannotCreate, "cannot open lock \(lockPath): \(describe(errno))") }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw HyzerError(.ioFailure, "cannot lock \(lockPath): \(describe(errno))") }
        }
        defer { flock(fd, LOCK_UN) }
        return try holding(fd, body)
    }

    /// Runs `body` holding an exclusive `flock` on `lockPath` when nobody holds it, and returns its
    /// value; returns nil at once, without running `body`, when someone does (a command that must not
    /// wait for a long `sync`).
    public static func withLockIfFree<T>(_ lockPath: String, _ body: () throws(HyzerError) -> T) throws(HyzerError) -> T? {
        try createDirectory(parentDirectory(of: lockPath))
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw HyzerError(.cannotCreate, "cannot open lock \(lockPath): \(describe(errno))") }
        defer { close(fd) }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if errno == EWOULDBLOCK { return nil }
            guard errno == EINTR else { throw HyzerError(.ioFailure, "cannot lock \(lockPath): \(describe(errno))") }
        }
        defer { flock(fd, LOCK_UN) }
        return try holding(fd, body)
    }

    /// Runs `body` holding an exclusive `flock` on `directory` itself: the lock for writes to a file
    /// outside any scorebook, where no lock file should be created.
    public static func withDirectoryLock<T>(_ directory: String, _ body: () throws(HyzerError) -> T) throws(HyzerError) -> T {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw HyzerError(.cannotCreate, "cannot open \(directory): \(describe(errno))") }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw HyzerError(.ioFailure, "cannot lock \(directory): \(describe(errno))") }
        }
        defer { flock(fd, LOCK_UN) }
        return try holding(fd, body)
    }

    /// The absolute, `.`/`..`-free form of `path` relative to the working directory.
    public static func absolute(_ path: String) -> String {
        if isNormalAbsolute(path) { return path }
        var full = path
        if !path.hasPrefix("/") { full = currentDirectory() + "/" + path }
        var parts: [Substring] = []
        for part in full.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` is already absolute with no empty, `.` or `..` component and no trailing `/`
    /// (checked on bytes: every file a command reads passes through here).
    static func isNormalAbsolute(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable(isNormalAbsolute) ?? isNormalAbsolute(path.utf8)
    }

    private static func isNormalAbsolute(_ path: some Collection<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var bytes = path.makeIterator()
        guard bytes.next() == slash else { return false }
        var component = 0, dots = 0, count = 1
        while let byte = bytes.next() {
            count += 1
            if byte == slash {
                if component == 0 || component == dots && dots <= 2 { return false }
                component = 0
                dots = 0
            } else {
                component += 1
                if byte == dot { dots += 1 }
            }
        }
        return count == 1 || !(component == 0 || component == dots && dots <= 2)
    }

    /// The working directory.
    public static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `a/b` for `a/b/c`; `/` for `/c`; `.` for `c`.
    public static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `c` for `a/b/c`.
    public static func lastComponent(of path: String) -> String {
        // On the UTF-8 view (`/` is one byte and never part of another character): splitting by
        // Character is far dearer, and listings ask it of every file (docs/PERFORMANCE.md).
        let bytes = path.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "/") { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return path }
        let start = bytes[..<end].lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) } ?? bytes.startIndex
        return String(path[start..<end])
    }

    static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_CLOEXEC)
        if fd >= 0 {
            _ = fsync(fd)
            close(fd)
        }
    }

    static func describe(_ code: Int32) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message).lowercased()
    }
}
