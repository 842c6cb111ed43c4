#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// A ``DiagnosticPrinter`` that the copies of one ``Invocation`` share.
final class SharedDiagnosticPrinter {
    var printer = DiagnosticPrinter()
}
