#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// The Language Server Protocol's base protocol over two file descriptors: messages framed by a
/// `Content-Length` header, their bodies JSON. Reading never trusts the other side: a header block
/// larger than ``maximumHeader`` or without a usable `Content-Length`, and a body larger than
/// ``maximumBody`` (read and dropped in pieces, never held), are reported as ``Incoming/broken`` and
/// reading goes on with the next message; the end of input ends it.
struct LSPConnection {
    /// What one read gave.
    enum Incoming {
        /// A message's parsed body.
        case message(JSON)
        /// A message that could not be read, and why (answered with an error, never a crash).
        case broken(String)
        /// The other side closed its end.
        case end
    }

    /// The most bytes of headers a message may have.
    static let maximumHeader = 16 * 1024
    /// The largest body taken, in bytes: far beyond any scorebook file an editor sends.
    static let maximumBody = 64 * 1024 * 1024

    let input: Int32, output: Int32
    /// Bytes read and not yet used.
    private var buffer: [UInt8] = []
    /// Where unread bytes start in ``buffer``.
    private var start = 0
    private var ended = false

    init(input: Int32 = 0, output: Int32 = 1) {
        self.input = input
        self.output = output
    }

    /// How many bytes were read and not used: the start of a message the input ended inside.
    var unreadCount: Int { buffer.count - start }

    /// The next message.
    mutating func next() -> Incoming {
        guard let header = readHeader() else { return .end }
        guard let header = header else {
            return .broken("a header block without an end within \(Self.maximumHeader) bytes")
        }
        var length: Int?
        for line in header.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { return .broken("a malformed header line") }
            let name = line[..<colon].lowercased(), value = String(line[line.index(after: colon)...]).trimmingSpaces
            if name == "content-length" {
                guard let number = Int(value), number >= 0 else { return .broken("a Content-Length that is not a number: \(value.prefix(40))") }
                length = number
            }
        }
        guard let length else { return .broken("a message without a Content-Length header") }
        guard length <= Self.maximumBody else {
            discard(length)
            return .broken("a message of \(length) bytes, larger than the \(Self.maximumBody / 1024 / 1024) MB limit")
        }
        guard let body = read(length) else { return .end }
        do throws(JSON.ParseError) {
            return .message(try JSON.parse(body))
        } catch {
            return .broken("a body that is not JSON: \(error)")
        }
    }

    /// Writes one message.
    func send(_ message: JSON) {
        var body = message.rendered(pretty: false)
        body.withUTF8 { send(body: $0) }
    }

    /// Writes one message whose body is already JSON text (an answer too large to build as a
    /// ``JSON`` value first, such as a big file's semantic tokens): the header, then the body as it
    /// is, with no copy of it.
    func send(body: UnsafeBufferPointer<UInt8>) {
        var header = "Content-Length: \(body.count)\r\n\r\n"
        header.withUTF8 { write(UnsafeRawBufferPointer($0)) }
        write(UnsafeRawBufferPointer(body))
    }

    /// Writes all of `bytes` to the output, retrying interrupted writes; stops when the editor is gone
    /// (the read side then ends the loop).
    private func write(_ bytes: UnsafeRawBufferPointer) {
        var done = 0
        while done < bytes.count {
            let wrote = systemWrite(output, bytes.baseAddress! + done, bytes.count - done)
            if wrote < 0 {
                if errno == EINTR { continue }
                return
            }
            done += wrote
        }
    }

    // MARK: - Reading

    /// The header block up to its empty line (without it): nil at the end of input, `.some(nil)` when
    /// it grew past the limit (its bytes are dropped up to the next empty line, or the limit).
    private mutating func readHeader() -> String?? {
        let terminator: [UInt8] = [13, 10, 13, 10]
        var searched = start
        while true {
            if let end = find(terminator, from: max(start, searched - 3)) {
                let header = String(decoding: buffer[start..<end], as: UTF8.self)
                start = end + 4
                compact()
                return .some(header)
            }
            searched = buffer.count
            if buffer.count - start > Self.maximumHeader {
                start = buffer.count
                compact()
                return .some(nil)
            }
            guard fill() else { return nil }
        }
    }

    /// The next `count` bytes, nil when the input ends first. What is not buffered yet is read straight
    /// into an array of the body's size: a big body is held once, not also in a buffer grown to hold
    /// it (which would keep its size for good).
    private mutating func read(_ count: Int) -> [UInt8]? {
        let buffered = min(count, buffer.count - start)
        var complete = true
        let body = [UInt8](unsafeUninitializedCapacity: count) { body, initialized in
            buffer.withUnsafeBufferPointer { from in
                _ = body.initialize(from: UnsafeBufferPointer(rebasing: from[start..<start + buffered]))
            }
            initialized = buffered
            while initialized < count, !ended {
                let got = systemRead(input, body.baseAddress! + initialized, count - initialized)
                if got < 0, errno == EINTR { continue }
                guard got > 0 else {
                    ended = true
                    break
                }
                initialized += got
            }
            complete = initialized == count
        }
        start += buffered
        compact()
        guard complete else {
            buffer += body  // what the input ended inside, for ``unreadCount``
            return nil
        }
        return body
    }

    /// Reads and drops `count` bytes, a piece at a time.
    private mutating func discard(_ count: Int) {
        var left = count
        while left > 0 {
            if start == buffer.count, !fill() { return }
            let taken = min(left, buffer.count - start)
            start += taken
            left -= taken
            compact()
        }
    }

    private func find(_ needle: [UInt8], from: Int) -> Int? {
        guard buffer.count >= needle.count else { return nil }
        var index = from
        while index + needle.count <= buffer.count {
            if buffer[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Drops the used bytes once they are most of the buffer (all of them: a fresh small buffer, so
    /// that no capacity is kept).
    private mutating func compact() {
        if start > 0, start == buffer.count {
            buffer = []
            start = 0
        } else if start > 0, start * 2 >= buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// Reads what is there (waiting for some); false at the end of input.
    private mutating func fill() -> Bool {
        guard !ended else { return false }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                ended = true
                return false
            }
            buffer += chunk[..<count]
            return true
        }
    }
}
