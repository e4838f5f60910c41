import Foundation

/// Keeps the errors that members mirroring non-throwing UIKit signatures meet, in order, and
/// gives callers that want to handle them in code a checked way to call those members.
///
/// One design for every object that records (the table, the view controllers): a member
/// that would trap in UIKit leaves the state as it was, answers a documented neutral value
/// (a placeholder cell, `.zero`, nothing applied) and calls ``record(_:member:)``. Then:
/// - read ``errors`` (or `TableView.recordedErrors`) right after the call, or
/// - call the member inside ``checking(_:)``, which throws the first error met instead of
///   recording it, or
/// - let the harness, which observes the recorder, log it and fail the gesture unless the
///   test expected it (`ScrollHarness.expectErrors(_:)`).
///
/// Recording costs nothing on paths that succeed: the recorder is only touched on failure.
@preconcurrency @MainActor
public final class ErrorRecorder {
    /// The errors recorded so far, oldest first; at most the last ``capacity``.
    public private(set) var errors: [RecordedError] = []
    /// How many errors ``errors`` keeps; older ones are dropped first. 1,000.
    public let capacity = 1_000
    /// Called for each error recorded (not for those thrown by ``checking(_:)``): the harness
    /// logs it and fails the running gesture.
    package var observer: (@MainActor (RecordedError) -> Void)?
    /// Errors met inside ``checking(_:)``, thrown when it returns; nil outside it.
    private var checked: [RecordedError]?

    /// An empty recorder.
    public init() {}

    /// Records `error`, met by `member`; inside ``checking(_:)`` keeps it to be thrown instead.
    public func record(_ error: any Error, member: String) {
        let recorded = RecordedError(member: member, error: error)
        if checked != nil {
            checked?.append(recorded)
            return
        }
        if errors.count == capacity { errors.removeFirst() }
        errors.append(recorded)
        observer?(recorded)
    }

    /// Forgets the recorded errors and returns them, oldest first.
    @discardableResult
    public func removeAll() -> [RecordedError] {
        defer { errors.removeAll() }
        return errors
    }

    /// Runs `body`; an error that a recording member meets inside it is not recorded but
    /// thrown, as its typed error (a `TableViewError` for a table), when `body` returns.
    /// Nested calls join the outermost one.
    /// - Throws: the typed error of the first error met inside `body`, or what `body` throws.
    public func checking<T>(_ body: () throws -> T) throws -> T {
        guard checked == nil else { return try body() }
        checked = []
        defer { checked = nil }
        let result = try body()
        if let first = checked?.first { throw first.error }
        return result
    }
}
