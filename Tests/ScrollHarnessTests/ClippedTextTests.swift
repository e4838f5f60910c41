import ExplorerFixtures
import Foundation
import TableLiaison
import TestSupport
import Testing

@testable import ScrollHarness

@MainActor
struct ClippedTextTests {
    private static func explorer(
        _ bug: HandLaidOutScreen.Bug?, checks: [ExplorationCheck<HandLaidOutScreen>] = ExplorationCheck.standard
    ) -> ScreenExplorer<HandLaidOutScreen> {
        ScreenExplorer(checks: checks) { try HandLaidOutScreen(bug: bug).explored }
    }

    // Issue 32, point 1: seven correct hand-laid-out screens failed the standard checks after
    // one gesture with "clipped text" (a 20-point title frame, body text needing 20.7).
    @Test func aHandLaidOutScreenWhoseTitlesAreAFractionShortPassesTheStandardChecks() async throws {
        let screen = try HandLaidOutScreen()
        let cell = try #require(screen.harness.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? SettingCell)
        // The fraction the issue met: the frame is 20, the line 20.7.
        expectEqual(cell.title.frame.height, 20)
        #expect(cell.title.sizeThatFits(CGSize(width: 1_000, height: 1_000)).height > 20.6)
        expectEqual(cell.note.lines.count, 2)
        let result = try await Self.explorer(nil).explore(seed: 1, steps: 40)
        #expect(result.failure == nil, "\(result.failure.map { "\($0.check): \($0.message)" } ?? "")")
        #expect(result.steps.count >= 30)
    }

    @Test func aTitleCutByMoreThanAQuarterOfItsLineIsReportedWithTheLineLost() async throws {
        let failure = try #require(try await Self.explorer(.cutsTitle).explore(seed: 1, steps: 40).failure)
        expectEqual(failure.check, "clipped text")
        expectEqual(failure.steps.count, 1, "\(failure.steps)")
        #expect(
            failure.message.contains(
                "Label('title') \"Setting 0\" in SettingCell loses line 1 of 1, \"Setting 0\": it is 12.0 points high; "
                    + "its 1 line(s) in 17.0-point text need 20.7"), "\(failure.message)")
    }

    @Test func aNoteOneLineHighLosesItsSecondLine() async throws {
        let failure = try #require(try await Self.explorer(.cutsNote).explore(seed: 1, steps: 40).failure)
        expectEqual(failure.check, "clipped text")
        let cell = try #require(
            try HandLaidOutScreen().harness.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? SettingCell)
        let second = try #require(cell.note.lines.last)
        #expect(failure.message.contains("Label('note')"), "\(failure.message)")
        #expect(failure.message.contains("loses line 2 of 2, \"\(second.prefix(29))"), "\(failure.message)")
        #expect(failure.message.contains("UIKit ends line 1 with an ellipsis"), "\(failure.message)")
    }

    @Test func theStrictCheckStillReportsAFractionOfALine() async throws {
        let explorer = Self.explorer(nil, checks: [.clippedText(.anyFraction)])
        let failure = try #require(try await explorer.explore(seed: 1, steps: 40).failure)
        expectEqual(failure.check, "clipped text")
        #expect(
            failure.message.contains(
                "Label('title') \"Setting 0\" in SettingCell is 20.0 points high; its 1 line(s) in 17.0-point text need 20.7"),
            "\(failure.message)")
    }

    /// A 17-point line is 20.4 points: a quarter of it is 5.1.
    @Test func aLineShowsWhileAtMostAQuarterOfItIsCut() {
        let label = Label(text: "Setting", font: .body)
        for (height, loses) in [(20.4, false), (15.35, false), (15.25, true), (1.0, true)] {
            label.frame = CGRect(x: 0, y: 0, width: 200, height: height)
            let clipping = LayoutInspection.clipping(of: label, .lostLine)
            expectEqual((clipping != nil), loses, "height \(height): \(clipping ?? "nothing lost")")
        }
        // Three lines, the third cut by a little more than a quarter: it is lost.
        let note = Label(text: "one\ntwo\nthree", font: .body, numberOfLines: 0)
        note.frame = CGRect(x: 0, y: 0, width: 200, height: 20.4 * 3 - 5.2)
        expectEqual(LayoutInspection.clipping(of: note, .lostLine)?.hasPrefix("loses line 3 of 3, \"three\""), true)
        note.frame.size.height = 20.4 * 3 - 5
        #expect(LayoutInspection.clipping(of: note, .lostLine) == nil)
        // Truncated by its own numberOfLines: the label's design, not a loss.
        note.numberOfLines = 2
        note.frame.size.height = 20.4 * 2
        expectEqual(note.lines.count, 2)
        #expect(LayoutInspection.clipping(of: note, .lostLine) == nil)
    }
}
