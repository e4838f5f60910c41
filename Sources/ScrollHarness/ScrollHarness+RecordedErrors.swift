import Foundation
import TableLiaison

extension ScrollHarness {
    /// Follows `recorder`: each error it records (what a UIKit member met where UIKit traps)
    /// is logged as an `.error` event and fails the running gesture, which throws it, typed,
    /// when it ends (one met between gestures, by the next gesture) unless ``expectErrors(_:)``
    /// is open.
    package func observeErrors(of recorder: ErrorRecorder) {
        recorder.observer = { [weak self] recorded in self?.met(recorded) }
    }

    /// Runs `body` (gestures, or calls a test makes on the screen's objects), in which the
    /// test expects the screen to meet errors that UIKit traps on: they are logged as `.error`
    /// events as always, but fail nothing. Returns them, oldest first, for the test to check.
    ///
    /// ```swift
    /// let errors = try harness.expectErrors { try harness.tap(row: IndexPath(row: 0, section: 0)) }
    /// #expect(errors.map(\.member) == ["insertRows(at:with:)"])
    /// ```
    /// - Throws: ``UnmetExpectation/noErrorRecorded`` when `body` met none; what `body` throws.
    @discardableResult
    public func expectErrors(_ body: () throws -> Void) throws -> [RecordedError] {
        expectedErrorScopes.append([])
        let met: [RecordedError]
        do {
            try body()
            met = expectedErrorScopes.removeLast()
        } catch {
            expectedErrorScopes.removeLast()
            throw error
        }
        guard !met.isEmpty else { throw UnmetExpectation.noErrorRecorded }
        return met
    }

    /// Throws the first error recorded since the last gesture ended that no gesture or
    /// ``expectErrors(_:)`` has accounted for (a call the test made on the table between
    /// gestures), and forgets them. A test ends with it when its last step was not a gesture.
    /// - Throws: that error, typed.
    public func checkRecordedErrors() throws {
        guard let first = errorsBetweenGestures.first else { return }
        errorsBetweenGestures = []
        throw first.error
    }
}

/// What ``ScrollHarness/expectErrors(_:)`` throws when what the test expected did not happen.
public enum UnmetExpectation: Error, Equatable, CustomStringConvertible {
    /// The test expected the screen to meet an error, and none was recorded.
    case noErrorRecorded

    /// What was expected and what happened.
    public var description: String {
        switch self {
        case .noErrorRecorded:
            return "expected the screen to meet an error that UIKit traps on, and none was recorded"
        }
    }
}
