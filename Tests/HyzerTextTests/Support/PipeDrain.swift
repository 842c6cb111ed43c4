import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads child-process pipes to the end, safely.
///
/// Foundation's `readDataToEndOfFile()` traps when a read is interrupted by a signal (EINTR), which
/// happens now and then while the test runner has many children; and reading stdout to the end before
/// stderr deadlocks a child that fills the stderr pipe first. This reads all pipes at once with
/// `poll`, retrying interrupted calls.
enum PipeDrain {
    /// Everything written to each pipe until every writer closed it, in the order given.
    static func readAll(_ pipes: [Pipe]) -> [Data] {
        var buffers = [Data](repeating: Data(), count: pipes.count)
        var open = pipes.map { $0.fileHandleForReading.fileDescriptor }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while open.contains(where: { $0 >= 0 }) {
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in fds.indices where open[index] >= 0 && fds[index].revents != 0 {
                let count = chunk.withUnsafeMutableBytes { read(open[index], $0.baseAddress, $0.count) }
                if count > 0 {
                    buffers[index].append(contentsOf: chunk[0..<count])
                } else if count == 0 || errno != EINTR {
                    open[index] = -1  // end of file, or a real error: stop reading this pipe
                }
            }
        }
        return buffers
    }

    /// Everything written to one pipe.
    static func readAll(_ pipe: Pipe) -> Data { readAll([pipe])[0] }
}
