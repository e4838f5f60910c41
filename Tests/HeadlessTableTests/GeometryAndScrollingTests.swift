import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

@MainActor
struct GeometryAndScrollingTests {
    @Test func r20RectanglesAreInContentCoordinates() throws {
        let source = RecordingDataSource(rows: 5, sections: 2)
        source.headerHeight = { _ in 20 }
        source.footerHeight = { _ in 10 }
        let table = makeTable(source, width: 375, style: .grouped)
        #expect(
            try table.checking { _ in table.rectForRow(at: IndexPath(row: 2, section: 1)) }
                == CGRect(x: 0, y: 250 + 20 + 88, width: 375, height: 44))
        #expect(try table.checking { _ in table.rect(forSection: 0) } == CGRect(x: 0, y: 0, width: 375, height: 250))
        #expect(try table.checking { _ in table.rectForHeader(inSection: 1) } == CGRect(x: 0, y: 250, width: 375, height: 20))
        #expect(
            try table.checking { _ in table.rectForFooter(inSection: 1) }
                == CGRect(x: 0, y: 250 + 20 + 220, width: 375, height: 10))
    }

    @Test func r20IndexPathForRowIsNilInHeadersFootersAndOutside() throws {
        let source = RecordingDataSource(rows: 5, sections: 2)
        source.headerHeight = { _ in 20 }
        source.footerHeight = { _ in 10 }
        let table = makeTable(source, style: .grouped)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 5)) == nil)
        expectEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 20)), IndexPath(row: 0, section: 0))
        expectEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 63.9)), IndexPath(row: 0, section: 0))
        expectEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 64)), IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 245)) == nil)
        expectEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 270)), IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10_000)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: -1, y: 30)) == nil)
        #expect(
            table.indexPathsForRows(in: CGRect(x: 0, y: 60, width: 10, height: 220)) == [
                IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0),
                IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0), IndexPath(row: 0, section: 1),
            ])
    }

    @Test func r21ARowOnePointOnScreenIsVisible() throws {
        let source = RecordingDataSource(rows: 100)
        let table = makeTable(source)
        table.contentOffset.y = 43
        expectEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 0))
        expectEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 10, section: 0))
        #expect(table.visibleCells.compactMap { table.indexPath(for: $0) } == table.indexPathsForVisibleRows)
        #expect(table.cellForRow(at: IndexPath(row: 11, section: 0)) == nil)
        table.contentOffset.y = 44
        expectEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 1, section: 0))
    }

    @Test func r21TheVisibleAreaExcludesTheContentInsets() throws {
        let source = RecordingDataSource(rows: 100)
        let table = makeTable(source)
        table.contentInset = EdgeInsets(top: 88, bottom: 44)
        table.setContentOffset(CGPoint(x: 0, y: -88), animated: false)
        expectEqual(table.indexPathsForVisibleRows?.count, 7)
        expectEqual(table.minimumContentOffsetY, -88)
        expectEqual(table.maximumContentOffsetY, CGFloat(4400 + 44 - 440))
    }

    @Test(arguments: [
        (TableView.ScrollPosition.top, CGFloat(50 * 44)),
        (.middle, CGFloat(50 * 44 + 22 - 220)),
        (.bottom, CGFloat(51 * 44 - 440)),
    ])
    func r22ScrollToRowPutsTheRowWhereAsked(position: TableView.ScrollPosition, offset: CGFloat) throws {
        let source = RecordingDataSource(rows: 100)
        let table = makeTable(source)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: position, animated: false)
        expectEqual(table.contentOffset.y, offset)
    }

    /// R22 under a top inset: `.bottom` puts the row's bottom at the bottom of the visible
    /// area, which ends at the bottom inset; the top inset is subtracted from the offset.
    @Test func r22BottomPutsTheRowsBottomAtTheVisibleAreasBottomUnderInsets() throws {
        let source = RecordingDataSource(rows: 100)
        let table = makeTable(source)
        table.contentInset = EdgeInsets(top: 88, bottom: 44)
        try table.layoutIfNeededOrThrow()
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
        // The visible area is 440 − 88 − 44 = 308 points tall.
        expectEqual(table.contentOffset.y, CGFloat(51 * 44 - 308 - 88))
        let rect = table.rectForRow(at: IndexPath(row: 50, section: 0))
        expectEqual(rect.maxY, table.contentOffset.y + 440 - 44)
        expectEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 50, section: 0))
        expectEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 44, section: 0))
    }

    @Test func r22NoneScrollsTheLeastAmountAndClampsAtTheEdges() throws {
        let source = RecordingDataSource(rows: 100)
        let table = makeTable(source)
        table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .none, animated: false)
        expectEqual(table.contentOffset.y, 0)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .none, animated: false)
        expectEqual(table.contentOffset.y, CGFloat(21 * 44 - 440))
        table.scrollToRow(at: IndexPath(row: 12, section: 0), at: .none, animated: false)
        expectEqual(table.contentOffset.y, CGFloat(21 * 44 - 440))
        table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .none, animated: false)
        expectEqual(table.contentOffset.y, CGFloat(5 * 44))
        let timeline = AnimationTimeline()
        timeline.drive(table)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: true)
        expectEqual(table.contentOffset.y, table.maximumContentOffsetY)
        // The offset moved in the call; the animation's end comes when UIKit's would.
        #expect(!source.events.contains("didEndScrollingAnimation"))
        timeline.advance(by: TableView.scrollAnimationDuration - 0.01)
        #expect(!source.events.contains("didEndScrollingAnimation"))
        timeline.advance(by: 0.01)
        expectEqual(source.events.last, "didEndScrollingAnimation")
        // An animated scroll that does not move animates nothing and ends nothing.
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: true)
        timeline.advance(by: 1)
        expectEqual(source.events.filter { $0 == "didEndScrollingAnimation" }.count, 1)
    }

    @Test func r22ScrollToRowLandsExactlyOnSelfSizedRows() throws {
        let source = RecordingDataSource(sections: [(0..<200).map { String(repeating: "line ", count: $0 % 7 * 10 + 1) }])
        let table = makeTable(source, rowHeight: TableView.automaticDimension, cell: TextCell.self)
        table.scrollToRow(at: IndexPath(row: 120, section: 0), at: .bottom, animated: false)
        let rect = table.rectForRow(at: IndexPath(row: 120, section: 0))
        expectEqual(rect.maxY, table.contentOffset.y + 440)
        table.scrollToRow(at: IndexPath(row: 60, section: 0), at: .top, animated: false)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 60, section: 0)) }.minY == table.contentOffset.y)
    }

    @Test func r23RowsEnterThenLeaveThenDidScroll() throws {
        let source = RecordingDataSource(rows: 100)
        source.recordsHeights = false
        let table = makeTable(source)
        try table.layoutIfNeededOrThrow()
        table.prefetchDataSource = nil
        source.clear()
        table.contentOffset.y = 88
        #expect(
            source.events == [
                "didEndDisplaying (0 - 0)", "didEndDisplaying (0 - 1)",
                "cellForRowAt (0 - 10)", "willDisplay (0 - 10)",
                "cellForRowAt (0 - 11)", "willDisplay (0 - 11)",
                "didScroll 88",
            ])
        source.clear()
        table.contentOffset.y = 0
        // Scrolling up, rows enter from the top edge downwards into view: nearest first.
        #expect(source.events.filter { $0.hasPrefix("willDisplay") } == ["willDisplay (0 - 1)", "willDisplay (0 - 0)"])
    }

    @Test func r24ADragSendsUIKitsCallbacksInOrder() throws {
        let source = RecordingDataSource(rows: 100)
        source.recordsHeights = false
        let table = makeTable(source)
        table.prefetchDataSource = nil
        try table.layoutIfNeededOrThrow()
        source.clear()
        try table.dragContent(by: 100, velocity: 1)
        let distance = 1 * 0.998 / (1 - 0.998)
        let target: Double = 100 + distance
        let expected: [String] = [
            "willBeginDragging", "didScroll 100", "willEndDragging v=1.0 target=\(target)",
            "didEndDragging true", "willBeginDecelerating", "didScroll \(Int(target))", "didEndDecelerating",
        ]
        #expect(source.events.filter { !$0.contains("isplay") && !$0.hasPrefix("cellFor") } == expected)
    }

    @Test func r24TheDelegateMayChangeTheTargetOffset() throws {
        let source = RecordingDataSource(rows: 100)
        source.willEndDraggingTarget = { _ in CGPoint(x: 0, y: 440) }
        let table = makeTable(source)
        try table.dragContent(by: 10, velocity: 3)
        expectEqual(table.contentOffset.y, 440)
    }

    @Test(arguments: [(TableView.DecelerationRate.normal, CGFloat(2)), (.fast, CGFloat(2)), (.normal, CGFloat(-0.5))])
    func r25AFlingComesToRestAtTheProjectedDistance(rate: TableView.DecelerationRate, velocity: CGFloat) throws {
        let source = RecordingDataSource(rows: 1000)
        let table = makeTable(source)
        table.decelerationRate = rate
        table.setContentOffset(CGPoint(x: 0, y: 5000), animated: false)
        try table.dragContent(by: 0, velocity: velocity)
        let expected = 5000 + velocity * rate.rawValue / (1 - rate.rawValue)
        #expect(abs(table.contentOffset.y - expected) < 1e-6)
    }

    @Test func r25AFlingStopsAtTheContentEdge() throws {
        let source = RecordingDataSource(rows: 20)
        let table = makeTable(source)
        try table.dragContent(by: 0, velocity: 10)
        expectEqual(table.contentOffset.y, CGFloat(20 * 44 - 440))
        try table.dragContent(by: 0, velocity: -10)
        expectEqual(table.contentOffset.y, 0)
    }

    @Test func r31TheOffsetIsClampedWhenContentShrinksOrAProgrammaticScrollEnds() throws {
        let source = RecordingDataSource(rows: 100)
        let table = makeTable(source)
        table.setContentOffset(CGPoint(x: 0, y: 99_999), animated: false)
        expectEqual(table.contentOffset.y, CGFloat(4400 - 440))
        table.setContentOffset(CGPoint(x: 0, y: -50), animated: false)
        expectEqual(table.contentOffset.y, 0)
        // While a finger drags, the content may be pulled past the edge.
        table.beginDragging()
        try table.drag(by: -60)
        expectEqual(table.contentOffset.y, -60)
        // Let go past the edge, the content returns to it.
        let target = try table.endDragging(velocity: .zero)
        expectEqual(target.y, 0)
        #expect(table.isDecelerating)
        try table.endDecelerating(at: target)
        expectEqual(table.contentOffset.y, 0)
    }

    @Test func dragInputOutsideADragIsRejected() {
        let table = makeTable(RecordingDataSource(rows: 3))
        #expect(throws: TableViewError.noDragInProgress(method: "drag(by:)")) {
            try table.drag(by: 10)
        }
        #expect(throws: TableViewError.noDecelerationInProgress) {
            try table.endDecelerating(at: .zero)
        }
    }
}
