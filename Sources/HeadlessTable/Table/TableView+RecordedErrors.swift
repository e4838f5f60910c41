import Foundation
import HeadlessViews

extension TableView {
    /// The errors the table met where UIKit raises an exception (an invalid batch update, a
    /// row out of range, an unregistered reuse identifier), oldest first; the table was left
    /// exactly as it was each time. The recorder's `ErrorRecorder.removeAll()` forgets them.
    public var recordedErrors: [RecordedError] { errorRecorder.errors }

    /// Runs `body` with the table; an error that one of the table's UIKit members meets inside
    /// it is thrown, as its ``TableViewError``, instead of recorded: the checked way to call a
    /// member whose UIKit signature does not throw.
    ///
    /// ```swift
    /// try table.checking { $0.insertRows(at: [IndexPath(row: 9, section: 0)], with: .fade) }
    /// ```
    /// - Throws: the typed error of the first failure met inside `body` (the later calls of
    ///   `body` still ran, each leaving the table as it was when it failed), or what `body`
    ///   throws.
    public func checking<T>(_ body: (TableView) throws -> T) throws -> T {
        try errorRecorder.checking { try body(self) }
    }

    /// Runs the throwing implementation of the UIKit member `member`; on failure records the
    /// error and answers `fallback` (the implementation left the state unchanged).
    func recording<T>(_ member: String, else fallback: @autoclosure () -> T, _ body: () throws -> T) -> T {
        do {
            return try body()
        } catch {
            errorRecorder.record(error, member: member)
            return fallback()
        }
    }

    /// Records `error`, met by the UIKit member `member`.
    package func recordError(_ error: any Error, member: String) {
        errorRecorder.record(error, member: member)
    }
}

// Controls in the table (a segmented control in a cell) record into the table's recorder.
extension TableView: ErrorRecording {}
