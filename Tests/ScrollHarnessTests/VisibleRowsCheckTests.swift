import Foundation
import TestSupport
import Testing

@testable import ScrollHarness

/// The visible-rows check's verdict on rows no correct table shows: a correct table never
/// fails it, so each way of failing is shown here with the rows given directly.
struct VisibleRowsCheckTests {
    private static func rows(_ numbers: Int...) -> [IndexPath] { numbers.map { IndexPath(row: $0, section: 0) } }

    @Test func theRowsThatMeetTheViewportShownInOrderPass() {
        let verdict = VisibleRowsCheck.violation(
            shown: Self.rows(2, 3, 4), required: Self.rows(2, 3, 4), allowed: Set(Self.rows(1, 2, 3, 4)), offset: 100)
        #expect(verdict == nil)
    }

    @Test func aRowShownOffTheViewportFails() {
        let verdict = VisibleRowsCheck.violation(
            shown: Self.rows(2, 3, 4, 9), required: Self.rows(2, 3, 4), allowed: Set(Self.rows(2, 3, 4)), offset: 100)
        #expect(
            verdict
                == "rows on screen [\"(0 - 2)\", \"(0 - 3)\", \"(0 - 4)\", \"(0 - 9)\"] at offset 100.0: missing [] that meet the viewport, showing [\"(0 - 9)\"] that do not"
        )
    }

    @Test func aRowThatMeetsTheViewportAndIsNotShownFails() {
        let verdict = VisibleRowsCheck.violation(
            shown: Self.rows(2, 4), required: Self.rows(2, 3, 4), allowed: Set(Self.rows(2, 3, 4)), offset: 12.25)
        expectEqual(verdict?.hasPrefix("rows on screen [\"(0 - 2)\", \"(0 - 4)\"] at offset 12.2"), true, "\(verdict ?? "nil")")
        expectEqual(verdict?.contains("missing [\"(0 - 3)\"] that meet the viewport, showing [] that do not"), true)
    }

    @Test func rowsShownOutOfOrderFail() {
        let verdict = VisibleRowsCheck.violation(
            shown: Self.rows(3, 2), required: Self.rows(2, 3), allowed: Set(Self.rows(2, 3)), offset: 0)
        expectEqual(verdict?.hasPrefix("rows on screen [\"(0 - 3)\", \"(0 - 2)\"] at offset 0.0"), true, "\(verdict ?? "nil")")
    }
}
