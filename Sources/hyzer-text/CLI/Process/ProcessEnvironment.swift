#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import Foundation  // ProcessInfo: Darwin's C library does not export `environ` to Swift
#endif
import HyzerFormat

extension Environment {
    /// This process's environment, read once.
    static let current = Environment.process()

    /// This process's environment: its variables, the wall clock with the machine's UTC offset (or
    /// `HYZER_NOW`, RFC 3339, for tests and demos), and the host name. Only the executable reads these;
    /// the library is given them.
    static func process() -> Environment {
        #if canImport(Glibc)
        var variables: [String: String] = [:]
        variables.reserveCapacity(128)  // no rehashing while a shell's few dozen variables go in
        var pointer = environ
        while let entry = pointer.pointee {
            // Split at the `=` in the C string's bytes: searching a String by Character cost more than
            // the rest of a one-round command's start.
            if let equals = strchr(entry, Int32(UInt8(ascii: "="))) {
                let name = UnsafeRawBufferPointer(start: entry, count: entry.distance(to: equals))
                variables[String(decoding: name, as: UTF8.self)] = String(cString: equals + 1)
            }
            pointer += 1
        }
        #else
        let variables = ProcessInfo.processInfo.environment
        #endif
        let fixed = variables["HYZER_NOW"].flatMap { Timestamp($0) }
        return Environment(now: { fixed ?? wallClock() }, variables: variables, hostName: hostName(),
                           monotonicSeconds: monotonicSeconds, sleep: sleep, random: { Double.random(in: 0..<1) })
    }

    /// Seconds since some fixed moment, on the monotonic clock.
    private static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Waits `seconds` (a signal cutting the wait short resumes it).
    private static func sleep(_ seconds: Double) {
        guard seconds > 0 else { return }
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }

    /// Now, in the machine's local UTC offset.
    private static func wallClock() -> Timestamp {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        var seconds = spec.tv_sec
        var local = tm()
        localtime_r(&seconds, &local)
        return Timestamp(secondsSinceEpoch: Int64(spec.tv_sec), utcOffsetMinutes: Int(local.tm_gmtoff) / 60)
    }

    /// The machine's host name ("device" when it cannot be read).
    private static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return "device" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
