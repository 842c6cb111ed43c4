import Dispatch

extension Array where Element: Sendable {
    /// `map` spread over all cores, results in the original order. For independent CPU-bound work on
    /// many items, such as parsing every file of a scorebook for `check`.
    public func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        var results = [T?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes only its own slot, so the writes never overlap.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots[index] = transform(self[index])
            }
        }
        return results.map { $0! }
    }
}

/// A value worked out on another thread while the caller goes on with something else; ``value``
/// waits for it. For independent work beside a long sequential step: `merge -o` reads the file it
/// would replace while the copies are merged.
public final class BackgroundValue<T: Sendable>: @unchecked Sendable {
    // `result` is written once, before `done` is signalled, and read only after waiting on `done`:
    // the semaphore orders the two threads.
    private var result: T?
    private let done = DispatchSemaphore(value: 0)

    /// Starts `work` on another thread.
    public init(_ work: @escaping @Sendable () -> T) {
        DispatchQueue.global().async {
            self.result = work()
            self.done.signal()
        }
    }

    /// A value already worked out (for a caller that takes either kind).
    public init(value: T) {
        result = value
        done.signal()
    }

    /// The value, waiting for it when it is not ready yet.
    public var value: T {
        done.wait()
        defer { done.signal() }  // for the next reader
        return result!
    }
}
