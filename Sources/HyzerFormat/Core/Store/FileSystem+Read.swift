#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a whole file, bounded and careful about links: every read takes the most it may read
/// (``ReadLimit``) and which symbolic links it may follow (``Links``).
extension FileSystem {
    /// Which symbolic links a read follows, and what else it takes for a file.
    public enum Links: Sendable, Equatable {
        /// Any link, and anything that can be read: a file named on the command line, the user's own
        /// choice, read as `cat` reads it (a FIFO or `<(…)` included).
        case follow
        /// A link whose target, fully resolved, is a file inside the scorebook at `scorebook` outside
        /// its hidden folders (`.git/`, `.hyzer/`): a file the scorebook shares anyway. Any other link
        /// is refused, and so is a FIFO, a device or a socket, which no scorebook holds (a FIFO would
        /// block the read). For the files of the scorebook's folders, which anyone who can push may
        /// have committed (git keeps a link as a link).
        case inside(scorebook: String)
        /// No link at all, and only a regular file or a directory: a file hyzer-text made and reads
        /// back to compare (a page of an earlier site), where a link can only be a trap.
        case never
    }

    /// The whole file as bytes: at most `limit` (more is refused, read no further than one byte past
    /// it), through the links `links` allows. `shown` names the file in a refusal (default: `path`);
    /// errors of the system name `path`. A refusal of a file of the scorebook (``Links/inside(scorebook:)``)
    /// carries one diagnostic at the file, so that a command that lists the scorebook's files can
    /// warn of it as of any file it skips.
    public static func readBytes(_ path: String, limit: ReadLimit, links: Links = .follow,
                                 shown: @autoclosure () -> String? = nil) throws(HyzerError) -> [UInt8] {
        // `shown` is made only for a refusal: `check` reads thousands of files.
        try withFile(path, limit: limit, links: links, shown: shown) { fd, size, isRegular throws(HyzerError) in
            // Read straight into an array of the file's size (one more byte to see the end of file),
            // with no intermediate buffer.
            var failure: Int32 = 0
            var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
                (initialized, failure) = fill(buffer, from: fd, isRegular: isRegular)
            }
            if failure != 0 { throw HyzerError(.ioFailure, "cannot read \(path): \(describe(failure))") }
            if bytes.count > size {
                // The file grew while being read, or has no size (a pipe, a device): read the rest in chunks.
                try readRest(of: fd, into: &bytes, limit: limit.bytes, what: path)
                if bytes.count > limit.bytes { throw tooLarge(shown() ?? path, limit: limit, links: links) }
            }
            if bytes.withUnsafeBufferPointer({ limit.exceedsLines($0) }) { throw tooLong(shown() ?? path, limit: limit, links: links) }
            return bytes
        }
    }

    /// The whole file as text (invalid UTF-8 is replaced with U+FFFD), bounded and through links as
    /// ``readBytes(_:limit:links:shown:)`` reads. The bytes are read straight into the string's
    /// storage: a big round is not copied from an array into a string (`merge` reads three).
    public static func readText(_ path: String, limit: ReadLimit, links: Links = .follow,
                                shown: @autoclosure () -> String? = nil) throws(HyzerError) -> String {
        try withFile(path, limit: limit, links: links, shown: shown) { fd, size, isRegular throws(HyzerError) in
            var failure: Int32 = 0
            var grown: [UInt8]?  // what was read when the file turned out longer than its size
            let text = String(unsafeUninitializedCapacity: size + 1) { buffer in
                let read = fill(UnsafeMutableBufferPointer(rebasing: buffer[..<(size + 1)]), from: fd, isRegular: isRegular)
                failure = read.failure
                guard read.count > size else { return read.count }
                grown = Array(buffer[..<read.count])
                return 0
            }
            if failure != 0 { throw HyzerError(.ioFailure, "cannot read \(path): \(describe(failure))") }
            guard var bytes = grown else {
                if limit.exceedsLines(text) { throw tooLong(shown() ?? path, limit: limit, links: links) }
                return text
            }
            try readRest(of: fd, into: &bytes, limit: limit.bytes, what: path)
            if bytes.count > limit.bytes { throw tooLarge(shown() ?? path, limit: limit, links: links) }
            if bytes.withUnsafeBufferPointer({ limit.exceedsLines($0) }) { throw tooLong(shown() ?? path, limit: limit, links: links) }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Whether `path` is itself a symbolic link (whatever it points to).
    public static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// `path` with every symbolic link resolved (`realpath`); nil when it cannot be (nothing there, a
    /// loop of links).
    public static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    // MARK: - Opening

    /// Opens `path` for reading as `links` allows and runs `body` with the descriptor, the file's size
    /// (0 when unknown, as for a pipe) and whether it is a regular file; closes it after. A regular file
    /// larger than `limit` is refused here, from its size, before anything is read.
    private static func withFile<T>(_ path: String, limit: ReadLimit, links: Links, shown: () -> String?,
                                    _ body: (_ fd: Int32, _ size: Int, _ isRegular: Bool) throws(HyzerError) -> T) throws(HyzerError) -> T {
        let fd = try openForReading(path, links: links, shown: shown)
        defer { close(fd) }
        var info = stat()
        let known = fstat(fd, &info) == 0
        let type = info.st_mode & S_IFMT
        let isRegular = known && type == S_IFREG
        if !isRegular, known, links != .follow, type != S_IFDIR {
            throw refusal(shown() ?? path, "not a regular file (a FIFO, a device or a socket)", links: links,
                          hint: "only files hold what hyzer-text reads: remove it, or put the file itself in its place")
        }
        let size = known ? max(Int(info.st_size), 0) : 0
        if isRegular, size > limit.bytes { throw tooLarge(shown() ?? path, limit: limit, links: links) }
        return try body(fd, min(size, limit.bytes), isRegular)
    }

    /// A descriptor of `path` opened for reading as `links` allows. Only a link costs more than the
    /// `open` itself: the common case, a file that is no link, is one system call as before (`check`
    /// opens thousands).
    private static func openForReading(_ path: String, links: Links, shown: () -> String?) throws(HyzerError) -> Int32 {
        var flags = O_RDONLY | O_CLOEXEC
        if links != .follow { flags |= O_NOFOLLOW | O_NONBLOCK }  // a FIFO must not block the open
        var fd = open(path, flags)
        var code = errno
        if fd < 0, code == ELOOP {  // the last component is a link (or links loop)
            switch links {
            case .follow:
                break
            case .never:
                throw refusal(shown() ?? path, "a symbolic link", links: links, hint: "put the file itself in its place")
            case .inside(let scorebook):
                let target = try linkTarget(path, inside: scorebook, shown: shown() ?? path, links: links)
                fd = open(target, flags)  // the resolved path, itself no link
                code = errno
            }
        }
        guard fd >= 0 else { throw HyzerError(code == ENOENT ? .notFound : .ioFailure, "cannot read \(path): \(describe(code))") }
        return fd
    }

    /// Where the link at `path` leads, fully resolved, when that is a `what` (`file`, `folder`) the
    /// scorebook at `scorebook` shares (inside it, outside its hidden folders); a refusal otherwise.
    static func linkTarget(_ path: String, inside scorebook: String, shown: String, links: Links, what: String = "file") throws(HyzerError) -> String {
        guard let target = resolved(path) else {
            let code = errno
            throw HyzerError(code == ENOENT ? .notFound : .ioFailure, "cannot read \(path): \(describe(code))")
        }
        let root = resolved(scorebook) ?? scorebook
        let prefix = root == "/" ? "/" : root + "/"
        let hint = "hyzer-text reads nothing outside the scorebook through a link: if the \(what) belongs in the scorebook, "
            + "put the \(what) itself in place of the link; otherwise remove the link"
        guard target.hasPrefix(prefix) else {
            throw refusal(shown, "a symbolic link to a \(what) outside the scorebook (\(target))", links: links, hint: hint)
        }
        let inside = target.dropFirst(prefix.count)
        if inside.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            throw refusal(shown, "a symbolic link to \(inside), a \(what) of the scorebook that is never shared", links: links, hint: hint)
        }
        return target
    }

    // MARK: - Refusals

    /// The error for a file `shown` that holds more than `limit`.
    static func tooLarge(_ shown: String, limit: ReadLimit, links: Links) -> HyzerError {
        refusal(shown, limit.refusal, links: links, hint: limit.hint)
    }

    /// The error for a file `shown` that has more lines than `limit` allows.
    static func tooLong(_ shown: String, limit: ReadLimit, links: Links) -> HyzerError {
        refusal(shown, limit.lineRefusal, links: links, hint: limit.hint)
    }

    /// A refusal to read `shown`, `why` being what it is (`a symbolic link to …`): an error that names
    /// the file; for a file of the scorebook, with the same as a diagnostic at the file, which a command
    /// that lists the scorebook's files shows as the warning that it skips the file.
    static func refusal(_ shown: String, _ why: String, links: Links, hint: String) -> HyzerError {
        guard case .inside = links else { return HyzerError(.invalidData, "\(shown) is \(why)", hint: hint) }
        return HyzerError(.invalidData, "\(shown) cannot be read", hint: "see above",
                          diagnostics: [Diagnostic(.error, at: SourceLocation(path: shown, line: 1), why, hint: hint)])
    }

    // MARK: - Reading

    /// Reads from `fd` into `buffer` until it is full or the file ends (retrying interrupted reads):
    /// how many bytes were read, and `errno` of a failed read (0 if none). A regular file reads in full
    /// up to its end: a read that returns less than asked for has met the end, and no second read is
    /// needed to see it (check reads thousands of small files).
    private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from fd: Int32, isRegular: Bool) -> (count: Int, failure: Int32) {
        var count = 0
        while count < buffer.count {
            let wanted = buffer.count - count
            let got = read(fd, buffer.baseAddress! + count, wanted)
            if got < 0, errno == EINTR { continue }
            if got < 0 { return (count, errno) }
            if got == 0 { break }
            count += got
            if isRegular, got < wanted { break }
        }
        return (count, 0)
    }

    /// Appends what is left to read from `fd` to `bytes`, retrying interrupted reads, until the end or
    /// until `bytes` holds one byte more than `limit` (the caller refuses it then): `/dev/zero` stops
    /// there. `what` names the source in the error.
    static func readRest(of fd: Int32, into bytes: inout [UInt8], limit: Int = .max, what: String) throws(HyzerError) {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= limit {
            let room = limit - bytes.count
            let wanted = room >= chunk.count ? chunk.count : room + 1
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw HyzerError(.ioFailure, "cannot read \(what): \(describe(errno))")
            }
            if count == 0 { return }
            // Grow to at most one byte past the limit: the array's own doubling would reserve twice it.
            if bytes.capacity < bytes.count + count {
                bytes.reserveCapacity(min(max(bytes.capacity * 2, bytes.count + count), limit == .max ? .max : limit + 1))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
