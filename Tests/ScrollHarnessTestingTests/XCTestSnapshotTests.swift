import Foundation
import ScrollHarness
import ScrollHarnessTesting
import XCTest

/// The same assertions from an `XCTestCase`: failures arrive as XCTest failures.
/// XCTest runs a case's tests one after another on the main thread, which is what makes the
/// unchecked conformance true; it lets the tests enter the main actor with `assumeIsolated`.
final class XCTestSnapshotTests: XCTestCase, @unchecked Sendable {
    /// Failures reported to this test case, captured instead of failing it.
    private var captured: [String] = []
    private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            captured.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    private func capturingFailures(_ body: () -> Void) -> [String] {
        capturing = true
        captured = []
        body()
        capturing = false
        return captured
    }

    func testRecordedMatchedMismatchedAndReRecorded() throws {
        try MainActor.assumeIsolated {
            let harness = notesHarness()
            try withTemporaryDirectory { directory in
                let file = directory.appendingPathComponent("testRecordedMatchedMismatchedAndReRecorded.txt").path
                let first = capturingFailures {
                    assertSnapshot(of: harness, as: .rendered, record: .missing, directory: directory)
                }
                XCTAssertEqual(first.count, 1)
                XCTAssertTrue(first.first?.contains("Recorded a new snapshot at \(file)") == true, "\(first)")
                // Matches: reported nothing, and an uncaptured failure would fail this test.
                assertSnapshot(of: harness, as: .rendered, record: .missing, directory: directory)
                try harness.drag(by: 40)
                let mismatch = capturingFailures {
                    assertSnapshot(of: harness, as: .rendered, record: .missing, directory: directory)
                }
                XCTAssertEqual(mismatch.count, 1)
                XCTAssertTrue(mismatch.first?.contains("Snapshot does not match \(file)") == true, "\(mismatch)")
                XCTAssertTrue(mismatch.first?.contains("\n-offset 0.0 of 840.0\n") == true, "\(mismatch)")
                XCTAssertTrue(mismatch.first?.contains("\n+offset 40.0 of 840.0\n") == true, "\(mismatch)")
                let rerecorded = capturingFailures {
                    assertSnapshot(of: harness, as: .rendered, record: .all, directory: directory)
                }
                XCTAssertTrue(rerecorded.first?.contains("Re-recorded the snapshot at \(file)") == true, "\(rerecorded)")
                XCTAssertEqual(try contents(of: URL(fileURLWithPath: file)), harness.render() + "\n")
                assertSnapshot(of: harness, as: .rendered, record: .missing, directory: directory)
            }
        }
    }

    func testACommittedSnapshotMatches() {
        MainActor.assumeIsolated {
            assertSnapshot(of: notesHarness(count: 3), as: .outline)
        }
    }
}
