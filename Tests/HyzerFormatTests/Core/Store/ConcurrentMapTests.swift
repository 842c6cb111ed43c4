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
}
