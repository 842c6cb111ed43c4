#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// Where `serve` listens: an IPv4 address and a port (`--listen ADDR:PORT`).
struct ListenAddress: Equatable {
    /// Dotted IPv4 (`127.0.0.1`, `0.0.0.0` for every interface).
    var host: String
    /// The port; 0 lets the system choose a free one.
    var port: UInt16

    /// `127.0.0.1:8080`: this machine only.
    static let standard = ListenAddress(host: "127.0.0.1", port: 8080)

    /// Reads `ADDR:PORT`, `ADDR` (port 8080), `PORT` or `:PORT` (on 127.0.0.1); `localhost` is
    /// 127.0.0.1.
    static func parse(_ text: String) throws(HyzerError) -> ListenAddress {
        var host = standard.host, portText: Substring?
        if let colon = text.lastIndex(of: ":") {
            if colon != text.startIndex { host = String(text[..<colon]) }
            portText = text[text.index(after: colon)...]
        } else if text.allSatisfy(\.isNumber) {
            portText = Substring(text)
        } else {
            host = text
        }
        if host == "localhost" { host = "127.0.0.1" }
        var address = in_addr()
        guard !host.isEmpty, inet_pton(AF_INET, host, &address) == 1 else {
            throw HyzerError(.invalidArgument, "--listen needs an IPv4 address and a port, not \"\(text)\"",
                             hint: "e.g. --listen 127.0.0.1:8080 (this machine), --listen 0.0.0.0:8080 (the whole network)")
        }
        var port = standard.port
        if let portText {
            guard let number = UInt16(portText) else {
                throw HyzerError(.invalidArgument, "--listen: \"\(portText)\" is not a port (0 to 65535)",
                                 hint: "e.g. --listen \(host):8080, or :0 for any free port")
            }
            port = number
        }
        return ListenAddress(host: host, port: port)
    }

    /// Whether only this machine can connect (127.0.0.0/8).
    var isLoopback: Bool { host.hasPrefix("127.") }

    /// `http://127.0.0.1:8080/`.
    var url: String { "http://\(host):\(port)/" }

    /// The addresses others on the network reach this one by: this address itself, or for
    /// `0.0.0.0` every IPv4 address of an interface that is up and not loopback.
    func shareableHosts() -> [String] {
        guard host == "0.0.0.0" else { return isLoopback ? [] : [host] }
        var hosts: [String] = []
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return [] }
        defer { freeifaddrs(list) }
        var next = list
        while let entry = next {
            defer { next = entry.pointee.ifa_next }
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                  entry.pointee.ifa_flags & UInt32(IFF_UP) != 0, entry.pointee.ifa_flags & UInt32(IFF_LOOPBACK) == 0
            else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
                var raw = inet.pointee.sin_addr
                _ = inet_ntop(AF_INET, &raw, &text, socklen_t(INET_ADDRSTRLEN))
            }
            let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !hosts.contains(name) { hosts.append(name) }
        }
        return hosts
    }
}
