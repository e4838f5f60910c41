import Foundation

/// An error met by a member that mirrors a UIKit signature which does not throw, where
/// UIKit would raise an exception (an invalid batch update, an unregistered reuse
/// identifier, a row out of range) or log a warning (presenting twice): recorded with the
/// object's state unchanged, instead of thrown or crashing.
///
/// A test reads them from ``ErrorRecorder/errors`` (`TableView.recordedErrors` for a
/// table); the harness logs each as an event and fails the gesture that met it unless the
/// test said it expected it. ``error`` is the typed error (a `TableViewError`, the
/// liaison's or a view controller's own), ``member`` the UIKit member that met it.
public struct RecordedError: Error, CustomStringConvertible, Sendable {
    /// The UIKit member that met the error, as UIKit spells it: `"insertRows(at:with:)"`.
    public let member: String
    /// The typed error, with the values a caller needs (indexes, valid ranges, counts).
    public let error: any Error

    /// A recorded error of `member`.
    public init(member: String, error: any Error) {
        self.member = member
        self.error = error
    }

    /// `member: message`, the message in UIKit's wording where UIKit has one.
    public var description: String { "\(member): \(error)" }

    /// Whether the typed error is `expected`: `recorded.is(TableViewError.unregisteredIdentifier("Cell"))`.
    public func `is`<E: Error & Equatable>(_ expected: E) -> Bool {
        (error as? E) == expected
    }
}
