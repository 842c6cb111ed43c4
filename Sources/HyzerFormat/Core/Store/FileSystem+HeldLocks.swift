#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

extension FileSystem {
    /// The descriptors of the locks the calling thread holds now (``withLock(_:_:)`` and its kin), for
    /// a program it starts to finish work on the files they guard (``Subprocess``, with a process group
    /// of its own: a merge, a reset, a commit). A `flock` belongs to the open file every copy of its
    /// descriptor shares, so a process that keeps a copy keeps the lock: when this process dies first
    /// (a kill, a flat battery), git's work on the clone still ends before another command may write
    /// there (docs/SYNC.md, "A sync that is killed"). Only the calling thread's: another thread's lock
    /// may be released, and its descriptor closed, at any moment.
    public static var heldLockDescriptors: [Int32] {
        let thread = pthread_self()
        return heldLocks.withLock { held in held.filter { pthread_equal($0.thread, thread) != 0 }.map(\.descriptor) }
    }

    /// The locks held now, by thread.
    private static let heldLocks = Mutex<[(thread: pthread_t, descriptor: Int32)]>([])

    /// Runs `body` with `descriptor`, a lock the calling thread just took, among its
    /// ``heldLockDescriptors``.
    static func holding<T>(_ descriptor: Int32, _ body: () throws(HyzerError) -> T) throws(HyzerError) -> T {
        let thread = pthread_self()
        heldLocks.withLock { $0.append((thread, descriptor)) }
        defer { heldLocks.withLock { held in held.removeAll { $0.descriptor == descriptor && pthread_equal($0.thread, thread) != 0 } } }
        return try body()
    }
}
