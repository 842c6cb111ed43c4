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
