import Foundation
import ScrollHarness
import TableLiaison
import Testing

@testable import ScrollHarnessTesting

/// The text of an issue's comments.
private func message(of issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

@MainActor
struct SnapshotTests {
    @Test func aFirstRunWritesTheFileAndFailsOnceSayingWhereThenMatches() throws {
        let harness = notesHarness()
        try withTemporaryDirectory { (directory: URL) throws in
            let file = directory.appendingPathComponent("aFirstRunWritesTheFileAndFailsOnceSayingWhereThenMatches.txt")
            withKnownIssue {
                assertSnapshot(of: harness, as: .rendered, record: .missing, directory: directory)
            } matching: { issue in
                message(of: issue).contains("Recorded a new snapshot at \(file.path)")
            }
            #expect(try contents(of: file) == harness.render() + "\n")
            // The second run compares and passes: an issue here fails the test.
            assertSnapshot(of: harness, as: .rendered, record: .missing, directory: directory)
        }
    }

    @Test func aMismatchFailsWithALineDiffAndTheFilePathAndLeavesTheFile() throws {
        let harness = notesHarness()
        try withTemporaryDirectory { (directory: URL) throws in
            let store = SnapshotStore(directory: directory)
            let before = harness.render()
            let name = "aMismatchFailsWithALineDiffAndTheFilePathAndLeavesTheFile.list"
            let path = store.url(of: name).path
            #expect(
                store.check(before, named: name, mode: .missing)
                    == .recorded(
                        path: path, message: "Recorded a new snapshot at \(path). Check it, commit it, and run the test again."))
            try harness.drag(by: 40)
            withKnownIssue {
                assertSnapshot(of: harness, as: .rendered, named: "list", record: .missing, directory: directory)
            } matching: { issue in
                message(of: issue).hasPrefix("Snapshot does not match \(path)")
            }
            let failure = store.check(harness.render(), named: name, mode: .missing).failureMessage ?? ""
            let lines = failure.split(separator: "\n").map(String.init)
            #expect(lines.first == "Snapshot does not match \(path) (- stored, + new):")
            #expect(lines.contains("-offset 0.0 of 840.0"))
            #expect(lines.contains("+offset 40.0 of 840.0"))
            #expect(lines.contains("@@ stored line 1, new line 1 @@"))
            #expect(lines.last == "Run with SNAPSHOTS=record to accept the new text.")
            #expect(try contents(of: store.url(of: name)) == before + "\n")
        }
    }

    @Test func aMismatchOfAHarnessWritesItsFilmstripWithTheFailingFrameMarked() throws {
        let harness = notesHarness()
        try withTemporaryDirectory { (directory: URL) throws in
            let name = "aMismatchOfAHarnessWritesItsFilmstripWithTheFailingFrameMarked"
            let filmstrip = FileManager.default.temporaryDirectory.appendingPathComponent("ScrollHarnessFilmstrips/\(name).html")
            defer { try? FileManager.default.removeItem(at: filmstrip) }
            _ = SnapshotStore(directory: directory).check("another screen", named: name, mode: .missing)
            harness.captureKeyFrame("opens")
            withKnownIssue {
                assertSnapshot(of: harness, as: .rendered, record: .missing, directory: directory)
            } matching: { issue in
                message(of: issue).hasSuffix("Filmstrip of the screen, the failing frame marked: \(filmstrip.path)")
            }
            #expect(harness.keyFrames.map(\.failed) == [false, true])
            let html = try contents(of: filmstrip)
            #expect(html.contains("<section class=\"key-frame failed\""))
        }
    }

    @Test func theFilmstripOfAFailingSnapshotShowsEveryGestureBeforeIt() throws {
        let harness = notesHarness()
        try withTemporaryDirectory { (directory: URL) throws in
            let name = "theFilmstripOfAFailingSnapshotShowsEveryGestureBeforeIt"
            let filmstrip = FileManager.default.temporaryDirectory.appendingPathComponent("ScrollHarnessFilmstrips/\(name).html")
            defer { try? FileManager.default.removeItem(at: filmstrip) }
            _ = SnapshotStore(directory: directory).check("another screen", named: name, mode: .missing)
            try harness.drag(by: 120, frames: 3)
            try harness.tap(row: IndexPath(row: 4, section: 0))
            try harness.scrollToBottom()
            withKnownIssue {
                assertSnapshot(of: harness, as: .rendered, record: .missing, directory: directory)
            } matching: { _ in
                true
            }
            #expect(
                harness.keyFrames.dropLast().map(\.label) == [
                    "drag(by: 120, frames: 3)", "tap(row: (0 - 4))", "scrollToBottom()",
                ])
            #expect(harness.keyFrames.map(\.failed) == [false, false, false, true])
            let html = try contents(of: filmstrip)
            #expect(html.contains("4 key frames"))
            #expect(html.contains("tap(row: (0 - 4))"))
        }
    }

    @Test func recordModeRewritesTheFileAndFailsOnlyWhenItChanged() throws {
        let harness = notesHarness()
        try withTemporaryDirectory { (directory: URL) throws in
            let file = directory.appendingPathComponent("recordModeRewritesTheFileAndFailsOnlyWhenItChanged.frames.txt")
            withKnownIssue {
                assertSnapshot(of: harness, as: .frames, named: "frames", record: .missing, directory: directory)
            } matching: { issue in
                message(of: issue).hasPrefix("Recorded a new snapshot at \(file.path)")
            }
            try harness.drag(by: 40)
            withKnownIssue {
                assertSnapshot(of: harness, as: .frames, named: "frames", record: .all, directory: directory)
            } matching: { issue in
                let text = message(of: issue)
                return text.hasPrefix("Re-recorded the snapshot at \(file.path) (record mode); it changed:")
                    && text.contains("+f13 offset 40.0")
            }
            #expect(try contents(of: file) == harness.frames.map(\.summary).joined(separator: "\n") + "\n")
            // Recording an unchanged text passes.
            assertSnapshot(of: harness, as: .frames, named: "frames", record: .all, directory: directory)
        }
    }

    @Test func neverModeFailsOnAMissingFileWithoutWritingIt() throws {
        let store = try withTemporaryDirectory { (directory: URL) throws in
            let store = SnapshotStore(directory: directory)
            let outcome = store.check("text", named: "absent", mode: .never)
            #expect(outcome.failureMessage?.contains("No snapshot stored at \(store.url(of: "absent").path)") == true)
            #expect(!FileManager.default.fileExists(atPath: store.url(of: "absent").path))
            return store
        }
        #expect(!FileManager.default.fileExists(atPath: store.directory.path))
    }

    @Test func storedFilesLiveBesideTheTestFileAndNamesComeFromTheTest() {
        let store = SnapshotStore(filePath: "/repo/Tests/FooTests/BarTests.swift")
        #expect(store.url(of: "baz").path == "/repo/Tests/FooTests/__Snapshots__/BarTests/baz.txt")
        #expect(snapshotName(function: "theFeedOpens()", name: nil) == "theFeedOpens")
        #expect(snapshotName(function: "scrolls(by:)", name: "by 40/2") == "scrolls.by-40-2")
    }

    @Test func aWindowsCheckoutsLineEndingsStillMatch() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let store = SnapshotStore(directory: directory)
            try Data("a\r\nb\r\n".utf8).write(to: store.url(of: "crlf"))
            #expect(store.check("a\nb", named: "crlf", mode: .never) == .matched)
        }
    }

    // Committed snapshots: these run as a user's tests do, against files in __Snapshots__.

    @Test func theRenderedViewportTheEventsAndTheFramesOfAScroll() throws {
        let harness = notesHarness()
        harness.clearEvents()
        try harness.drag(by: 60, frames: 3)
        assertSnapshot(of: harness, as: .rendered, named: "viewport")
        assertSnapshot(of: harness, as: .events(.willDisplay, .didEndDisplaying, .didScroll), named: "events")
        assertSnapshot(of: harness, as: .frames, named: "frames")
    }

    @Test func theOutlineListsSectionsComponentsAndRowsWithTheirModels() {
        assertSnapshot(of: notesHarness(count: 3), as: .outline)
        assertSnapshot(of: ScrollHarness(tableView: TableView(frame: .zero)), as: .outline, named: "bare")
    }
}
