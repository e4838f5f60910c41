import Foundation
import ScrollHarness
import Testing
import XCTest

/// Checks the text `strategy` makes of `value` against the snapshot stored beside the test
/// file (`__Snapshots__/<TestFileName>/<test function>[.<name>].txt`) and reports a mismatch
/// as a Swift Testing issue inside a `@Test`, or as an XCTest failure inside an
/// `XCTestCase`, with a line diff and the stored file's path.
///
/// When a snapshot of a `ScrollHarness` does not match, the screen is kept as a key frame
/// marked failed and the harness's filmstrip is written to the temporary directory
/// (`ScrollHarnessFilmstrips/<snapshot name>.html`); the message gives its path.
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
///   - fileID: the calling file's identifier, where a Swift Testing issue is reported.
///   - filePath: the calling file's path; the `__Snapshots__` folder sits beside it.
///   - function: the calling test function, whose name starts the snapshot's name.
///   - line: the line a failure is reported at.
///   - column: the column a failure is reported at.
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
    let snapshot = snapshotName(function: function, name: name)
    let outcome = store.check(strategy.snapshot(value), named: snapshot, mode: record ?? .fromEnvironment)
    guard var message = outcome.failureMessage else { return }
    if case .failed = outcome, let harness = value as? ScrollHarness {
        message += "\n" + writeFailureFilmstrip(of: harness, snapshot: snapshot)
    }
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}

/// Marks the current screen failed, writes the filmstrip, and says where (or why not).
@MainActor
private func writeFailureFilmstrip(of harness: ScrollHarness, snapshot: String) -> String {
    harness.captureKeyFrame("snapshot \(snapshot) did not match", failed: true)
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("ScrollHarnessFilmstrips", isDirectory: true)
        .appendingPathComponent(snapshot + ".html")
    do {
        try harness.writeFilmstrip(to: url, title: "Snapshot \(snapshot) did not match")
        return "Filmstrip of the screen, the failing frame marked: \(url.path)"
    } catch {
        return "Could not write the filmstrip to \(url.path): \(error)"
    }
}

/// "theFeedOpens()" named "top" is "theFeedOpens.top": the function's name without its
/// argument list, then the name, with characters a file name cannot hold replaced by "-".
func snapshotName(function: String, name: String?) -> String {
    let base = function.prefix { $0 != "(" }
    let full = name.map { "\(base).\($0)" } ?? String(base)
    return String(full.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "-" })
}
