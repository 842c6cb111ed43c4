#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// Creates or replaces many files atomically, as ``writeAtomically(_:_:)`` does for one, but with
    /// one flush to disk for all of them instead of one per file (an import writes hundreds of files;
    /// a `fsync` each took about 0.9 ms per file on ext4, most of the 1 s budget for 1,000 rounds).
    ///
    /// Every temporary file is written first, then `sync()` flushes them, then each is renamed over its
    /// target and each directory is synced once. A crash leaves every target old or new, never torn;
    /// some targets may be new and others not yet. On failure, temporary files are removed and targets
    /// not yet renamed are left as they were. `progress` hears of each file written (before the renames,
    /// which are quick).
    public static func writeAtomically(files: [(path: String, text: String)], progress: ProgressReport? = nil) throws(HyzerError) {
        try writeAtomically(files: files.map { (path: $0.path, bytes: Array($0.text.utf8)) }, progress: progress)
    }

    /// ``writeAtomically(files:progress:)`` for files given as bytes (a site's pictures are not text).
    public static func writeAtomically(files: [(path: String, bytes: [UInt8])], progress: ProgressReport? = nil) throws(HyzerError) {
        if files.isEmpty { return }
        if files.count == 1 {
            try files[0].bytes.withUnsafeBufferPointer { (buffer) throws(HyzerError) in try writeAtomically(files[0].path, bytes: buffer) }
            progress?(1, 1)
            return
        }
        var temporaries: [String] = []
        func cleanUp() { for temporary in temporaries { unlink(temporary) } }
        for (path, bytes) in files {
            let temporary = temporaryPath(for: path)
            let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                let code = errno
                cleanUp()
                throw HyzerError(.cannotCreate, "cannot write \(path): \(describe(code))")
            }
            temporaries.append(temporary)
            do throws(HyzerError) {
                try writeAll(fd, bytes, path: path)
            } catch {
                close(fd)
                cleanUp()
                throw error
            }
            close(fd)
            progress?(temporaries.count, files.count)
        }
        sync()
        var directories = Set<String>()
        for (index, file) in files.enumerated() {
            guard rename(temporaries[index], file.path) == 0 else {
                let code = errno
                for temporary in temporaries[index...] { unlink(temporary) }
                throw HyzerError(.cannotCreate, "cannot replace \(file.path): \(describe(code))")
            }
            directories.insert(parentDirectory(of: file.path))
        }
        for directory in directories.sorted() { syncDirectory(directory) }
    }
}
