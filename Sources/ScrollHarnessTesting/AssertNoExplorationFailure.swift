import Foundation
import ScrollHarness
import Testing
import XCTest

/// Fails the running test with an exploration's failure report (the check and what it
/// saw, the seed, the shrunk steps, the last frame, the filmstrip's path and the Swift
/// repro) when there is one: a Swift Testing issue inside a `@Test`, an XCTest failure
/// inside an `XCTestCase`. Does nothing for nil, when every check held. Pass
/// `ExplorationResult.failure`, or what `ScreenExplorer.replay(_:seed:)` returned.
///
/// - Parameters:
///   - failure: the failure, or nil when every check held.
///   - fileID: the calling file's identifier, where a Swift Testing issue is reported.
///   - filePath: the calling file's path.
///   - line: the line the failure is reported at.
///   - column: the column the failure is reported at.
public func assertNoExplorationFailure(
    _ failure: ExplorationFailure?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let failure else { return }
    let message = failure.description
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
