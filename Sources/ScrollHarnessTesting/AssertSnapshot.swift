import Foundation
import Testing
import XCTest

/// Checks the text `strategy` makes of `value` against the snapshot stored beside the test
/// file (`__Snapshots__/<TestFileName>/<test function>[.<name>].txt`) and reports a mismatch
/// as a Swift Testing issue inside a `@Test`, or as an XCTest failure inside an
/// `XCTestCase`, with a line diff and the stored file's path.
///
/// With no stored file, the text is written and the check fails once saying where (except
/// under CI, where nothing is written). `record: .all`, or the environment variable
/// `SNAPSHOTS=record`, rewrites the file. Name each snapshot of a test (`named:`) when a test
/// takes more than one, and include a parameterised test's argument in the name: names come
/// from the test, never from a counter, so parallel and repeated runs agree.
///
/// - Parameters:
///   - value: what to snapshot, a `ScrollHarness`, a `Liaison` or a `String`.
///   - strategy: how `value` becomes text (`.rendered`, `.events(…)`, `.frames`, `.outline`, `.lines`).
///   - name: the snapshot's name after the test function's, for a test taking several.
///   - record: what to do with the stored file; nil follows the environment
///     (`SnapshotStore.RecordMode.fromEnvironment`).
///   - directory: where the files are, instead of the `__Snapshots__` folder beside the test.
@MainActor
public func assertSnapshot<Value>(
    of value: Value,
    as strategy: Snapshotting<Value>,
    named name: String? = nil,
    record: SnapshotStore.RecordMode? = nil,
    directory: URL? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let store = directory.map(SnapshotStore.init(directory:)) ?? SnapshotStore(filePath: "\(filePath)")
    let outcome = store.check(strategy.snapshot(value), named: snapshotName(function: function, name: name), mode: record ?? .fromEnvironment)
    guard let message = outcome.failureMessage else { return }
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}

/// "theFeedOpens()" named "top" is "theFeedOpens.top": the function's name without its
/// argument list, then the name, with characters a file name cannot hold replaced by "-".
func snapshotName(function: String, name: String?) -> String {
    let base = function.prefix { $0 != "(" }
    let full = name.map { "\(base).\($0)" } ?? String(base)
    return String(full.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "-" })
}
