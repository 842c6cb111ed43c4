import Dispatch
import Testing
@testable import HyzerFormat

@Suite("concurrentMap and BackgroundValue")
struct ConcurrentMapTests {
    @Test func concurrentMapKeepsOrderAndVisitsEveryElementOnce() {
        let numbers = Array(0..<1_000)
        #expect(numbers.concurrentMap { $0 * $0 } == numbers.map { $0 * $0 })
        #expect([7].concurrentMap { $0 + 1 } == [8])
        #expect([Int]().concurrentMap { $0 } == [])
    }

    @Test func backgroundValueIsWorkedOutOnAnotherThreadWhileTheCallerGoesOn() {
        // The work waits until the caller has gone on: it cannot be running on the caller's thread.
        let callerWentOn = DispatchSemaphore(value: 0)
        let background = BackgroundValue { () -> String in
            callerWentOn.wait()
            return "ready"
        }
        callerWentOn.signal()
        #expect(background.value == "ready")
        #expect(background.value == "ready", "a second read gets the same value without waiting forever")
    }

    @Test func aValueAlreadyWorkedOutIsReadAsIs() {
        let ready = BackgroundValue(value: 42)
        #expect(ready.value == 42)
        #expect(ready.value == 42)
    }

    @Test("a merge's report written beside the file is the report, however often it is read")
    func mergedReportWrittenBeside() {
        let started = DispatchSemaphore(value: 0)
        let merged = FileKind.Merged(text: "a\n", reportBeside: {
            started.signal()
            return "Merged: 1 event"
        }, needsAttention: true)
        started.wait()  // the report is being written while the caller goes on
        #expect(merged.text == "a\n" && merged.needsAttention)
        #expect(merged.report == "Merged: 1 event")
        #expect(merged.report == "Merged: 1 event")
        #expect(FileKind.Merged(text: "b\n", report: "said").report == "said")
    }
}
