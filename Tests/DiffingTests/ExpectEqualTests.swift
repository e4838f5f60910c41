import TestSupport
import Testing

/// The test targets' `expectEqual` (in TestSupport, which has no test target of its own; this is
/// the smallest target that uses it): it must fail on unequal values, at the caller's line, and
/// pass on equal ones, or some 2,000 checks could not fail.
struct ExpectEqualTests {
    @Test func unequalValuesRecordOneIssueAtTheCallersLineWithBothValues() {
        let line = #line + 2
        withKnownIssue {
            expectEqual([1, 2], [1, 2, 3], "the comment")
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.contains("the comment")
                && String(describing: issue).contains("[1, 2, 3]")
        }
    }

    @Test func equalValuesRecordNothing() {
        expectEqual("same", "same")
        expectEqual(Optional(2), 2)
    }
}
