import Testing

@testable import ScrollHarnessTesting

struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff(old: "a\nb", new: "a\nb").lines.isEmpty)
    }

    @Test func aChangeShowsWithThreeLinesOfContextEachSide() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 5", with: "line five")
        #expect(
            LineDiff(old: old, new: new).lines == [
                "@@ stored line 2, new line 2 @@", " line 2", " line 3", " line 4", "-line 5", "+line five", " line 6", " line 7",
                " line 8",
            ])
    }

    @Test func distantChangesMakeSeparateHunksAndCloseOnesShareOne() {
        let old = (1...20).map { "\($0)" }
        var new = old
        new[1] = "two"
        new[3] = "four"
        new[17] = "eighteen"
        let lines = LineDiff(old: old.joined(separator: "\n"), new: new.joined(separator: "\n"), context: 1).lines
        #expect(
            lines == [
                "@@ stored line 1, new line 1 @@", " 1", "-2", "+two", " 3", "-4", "+four", " 5",
                "@@ stored line 17, new line 17 @@", " 17", "-18", "+eighteen", " 19",
            ])
    }

    @Test func linesAddedAtTheEndAndRemovedAtTheStart() {
        #expect(
            LineDiff(old: "a\nb", new: "b\nc", context: 0).lines == [
                "@@ stored line 1, new line 1 @@", "-a", "@@ stored line 3, new line 2 @@", "+c",
            ])
    }
}
