import Foundation
import ScrollHarness
import ScrollHarnessTesting
import Testing
import XCTest

/// A failure as an explorer reports it (the values do not depend on a screen).
private let failure = ExplorationFailure(
    check: "reuse consistency", message: "row (0 - 3) shows \"old.jpg\"", seed: 9,
    steps: [.drag(by: 200, frames: 2)], stepsBeforeShrinking: 40, shrinkRuns: 12, renderedFrame: "offset 0.0 of 900.0",
    filmstrip: "<html/>", filmstripURL: nil)

@MainActor
struct ExplorationAssertionTests {
    @Test func aFailureFailsTheRunningTestWithItsReport() {
        withKnownIssue {
            assertNoExplorationFailure(failure)
        } matching: { issue in
            issue.comments.contains { $0.rawValue == failure.description }
        }
    }

    @Test func noFailureRecordsNothing() {
        assertNoExplorationFailure(ExplorationFailure?.none)
    }
}

/// The same helper from an `XCTestCase`: the report arrives as an XCTest failure. XCTest
/// runs a case's tests one after another on the main thread.
final class XCTestExplorationAssertionTests: XCTestCase, @unchecked Sendable {
    private var captured: [String] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        captured.append(description)
    }

    func testAFailureBecomesAnXCTestFailureWithTheReport() {
        assertNoExplorationFailure(failure)
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.contains("Exploration failed: reuse consistency") == true)
        XCTAssertTrue(captured.first?.contains(".drag(by: 200, frames: 2),") == true)
        captured = []
        assertNoExplorationFailure(ExplorationFailure?.none)
        XCTAssertEqual(captured, [])
    }
}
