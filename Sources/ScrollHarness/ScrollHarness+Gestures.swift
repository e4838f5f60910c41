import Foundation
import TableLiaison

extension ScrollHarness {
    /// A finger drags the content by `distance` points (positive scrolls towards the end)
    /// over `frames` frames and lifts without velocity; content pulled past an edge settles
    /// back over 10 frames.
    /// - Throws: what the table throws while laying out.
    public func drag(by distance: CGFloat, frames count: Int = 10) throws {
        let steps = max(1, count)
        tick { tableView.beginDragging() }
        for _ in 0..<steps { try tick { try tableView.drag(by: distance / CGFloat(steps)) } }
        var target = CGPoint.zero
        try tick { target = try tableView.endDragging(velocity: .zero) }
        if tableView.isDecelerating { try settle(to: target, frames: 10) }
    }

    /// A finger flicks the content at `velocity` points per second (positive scrolls towards
    /// the end) and lifts: the content decelerates as UIKit's does, the velocity falling by
    /// `decelerationRate` every millisecond, one frame at a time, until it rests at
    /// the target the table projected (which its delegate may have changed) or at the edge.
    /// Returns the number of frames the deceleration took.
    /// - Throws: what the table throws while laying out.
    @discardableResult
    public func fling(velocity: CGFloat) throws -> Int {
        tick { tableView.beginDragging() }
        try tick { try tableView.drag(by: velocity / CGFloat(framesPerSecond)) }
        let perMillisecond = velocity / 1000
        var target = CGPoint.zero
        try tick { target = try tableView.endDragging(velocity: CGPoint(x: 0, y: perMillisecond)) }
        guard tableView.isDecelerating else { return 0 }
        let start = tableView.contentOffset.y
        let rate = tableView.decelerationRate.rawValue
        let projected = tableView.decelerationDistance(forVelocity: perMillisecond)
        let millisecondsPerFrame = 1000 / CGFloat(framesPerSecond)
        var elapsed: CGFloat = 0
        var count = 0
        while true {
            elapsed += millisecondsPerFrame
            count += 1
            // Distance after t ms of per-millisecond decay: v·r·(1 − rᵗ)/(1 − r).
            let travelled = perMillisecond * rate * (1 - pow(rate, elapsed)) / (1 - rate)
            let progress = projected == 0 ? 1 : travelled / projected
            // Stop once less than half a point is left to travel.
            if abs(projected - travelled) < 0.5 || progress >= 1 {
                try tick { try tableView.endDecelerating(at: target) }
                return count
            }
            let y = start + (target.y - start) * progress
            tick { tableView.contentOffset = CGPoint(x: tableView.contentOffset.x, y: y) }
        }
    }

    /// Moves the content to `target` over `frames` frames (easing out), then ends the
    /// deceleration there.
    func settle(to target: CGPoint, frames count: Int) throws {
        let start = tableView.contentOffset.y
        for step in 1..<max(2, count) {
            let t = CGFloat(step) / CGFloat(count)
            let eased = 1 - (1 - t) * (1 - t)
            tick { tableView.contentOffset = CGPoint(x: target.x, y: start + (target.y - start) * eased) }
        }
        try tick { try tableView.endDecelerating(at: target) }
    }

    /// Scrolls so that `row` sits at `position`, as `scrollToRow(at:at:animated:)` with
    /// animation (one frame here).
    /// - Throws: `TableViewError.rowOutOfRange` (or `.sectionOutOfRange`, `.malformedIndexPath`) for a row that does not exist.
    public func scroll(toRow row: IndexPath, at position: TableView.ScrollPosition = .top) throws {
        try tick { try tableView.scrollToRow(at: row, at: position, animated: true) }
    }

    /// Scrolls to the top of the content.
    /// - Throws: what the table throws while laying out.
    public func scrollToTop() throws {
        try tick { try tableView.setContentOffset(CGPoint(x: 0, y: tableView.minimumContentOffsetY), animated: true) }
    }

    /// Scrolls to the bottom of the content.
    /// - Throws: what the table throws while laying out.
    public func scrollToBottom() throws {
        try tick { try tableView.setContentOffset(CGPoint(x: 0, y: tableView.maximumContentOffsetY), animated: true) }
    }

    /// Taps a row.
    /// - Throws: `TableViewError.rowOutOfRange` (or `.sectionOutOfRange`, `.malformedIndexPath`) for a row that does not exist.
    public func tap(row: IndexPath) throws {
        try tick { try tableView.tapRow(at: row) }
    }

    /// Taps a row's detail accessory button.
    /// - Throws: `TableViewError.rowOutOfRange` (or `.sectionOutOfRange`, `.malformedIndexPath`) for a row that does not exist.
    public func tapAccessory(row: IndexPath) throws {
        try tick { try tableView.tapAccessoryButton(forRowAt: row) }
    }

    /// Swipes a row open from the trailing edge and taps its destructive action.
    /// - Throws: `ScrollHarnessError.noSuchSwipeAction` when the swipe shows no destructive
    ///   action; what the table throws.
    public func swipeToDelete(row: IndexPath) throws {
        var actions: [SwipeActionDescription] = []
        try tick { actions = try tableView.swipeRow(at: row, edge: .trailing) }
        guard let index = actions.firstIndex(where: \.isDestructive) else {
            if !actions.isEmpty { try tableView.cancelSwipe() }
            throw ScrollHarnessError.noSuchSwipeAction("row (\(row.section) - \(row.row)) shows no destructive action: it shows \(actions.map { $0.title ?? "untitled" })")
        }
        try tick { try tableView.tapSwipeAction(at: index) }
    }

    /// Swipes a row open from `edge` and taps the action titled `action`.
    /// - Throws: `ScrollHarnessError.noSuchSwipeAction` naming the actions shown; what the table throws.
    public func swipe(row: IndexPath, action: String, edge: SwipeEdge = .trailing) throws {
        var actions: [SwipeActionDescription] = []
        try tick { actions = try tableView.swipeRow(at: row, edge: edge) }
        guard let index = actions.firstIndex(where: { $0.title == action }) else {
            if !actions.isEmpty { try tableView.cancelSwipe() }
            throw ScrollHarnessError.noSuchSwipeAction("row (\(row.section) - \(row.row)) shows no action titled \"\(action)\": it shows \(actions.map { $0.title ?? "untitled" })")
        }
        try tick { try tableView.tapSwipeAction(at: index) }
    }

    /// Taps the Edit or Done button: the table enters or leaves editing mode, and the
    /// displayed cells show or hide their editing controls.
    public func setEditing(_ editing: Bool) {
        tick { tableView.setEditing(editing, animated: true) }
    }

    /// Taps a row's editing control in editing mode (the red minus or the green plus), which
    /// commits the row's editing style through the data source.
    /// - Throws: what the table throws (not editing, a row without a control, a row that does
    ///   not exist).
    public func tapEditingControl(row: IndexPath) throws {
        try tick { try tableView.tapEditingControl(forRowAt: row) }
    }

    /// Drags a row by its reorder control to `destination`, in editing mode.
    /// - Throws: what the table throws (not editing, a row that cannot move, a bad destination).
    public func drag(row: IndexPath, to destination: IndexPath) throws {
        try tick { try tableView.dragRow(at: row, to: destination) }
    }

    /// Pulls the content down past its top by more than `refreshThreshold`, runs `onRefresh`,
    /// and lets go: the content settles back to the top.
    /// - Throws: what the table throws while laying out.
    public func pullToRefresh() throws {
        let distance = refreshThreshold + 20
        tick { tableView.beginDragging() }
        for _ in 0..<10 { try tick { try tableView.drag(by: -distance / 10) } }
        let pulled = tableView.contentOffset.y <= tableView.minimumContentOffsetY - refreshThreshold
        var target = CGPoint.zero
        try tick { target = try tableView.endDragging(velocity: .zero) }
        if pulled { onRefresh?() }
        if tableView.isDecelerating { try settle(to: target, frames: 10) }
    }
}
