import Foundation
import TableLiaison

/// Every gesture checks first that a finger could make it, and throws
/// `ScrollHarnessError` (before any frame ticks) when it could not; during a possible
/// gesture, errors of the table or the liaison propagate with their own types.
extension ScrollHarness {
    /// A finger drags the content by `distance` points (positive scrolls towards the end)
    /// over `frames` frames and lifts without velocity; content pulled past an edge settles
    /// back over 10 frames.
    /// - Throws: `ScrollHarnessError.notFinite` for a NaN or infinite distance;
    ///   `ScrollHarnessError.nothingToScroll` when the content fits in the viewport; what the
    ///   table throws while laying out.
    public func drag(by distance: CGFloat, frames count: Int = 10) throws {
        guard distance.isFinite else { throw ScrollHarnessError.notFinite(parameter: "distance", value: distance) }
        try requireScrollableContent()
        try gesture("drag(by: \(ExplorationStep.code(distance)), frames: \(count))") {
            let steps = max(1, count)
            tick { tableView.beginDragging() }
            for _ in 0..<steps { try tick { try tableView.drag(by: distance / CGFloat(steps)) } }
            var target = CGPoint.zero
            try tick { target = try tableView.endDragging(velocity: .zero) }
            if tableView.isDecelerating { try settle(to: target, frames: 10) }
        }
    }

    /// A finger flicks the content at `velocity` points per second (positive scrolls towards
    /// the end) and lifts: the content decelerates as UIKit's does, the velocity falling by
    /// `decelerationRate` every millisecond, one frame at a time, until it rests at the
    /// target the table projected (which its delegate may have changed) or at the edge.
    /// Returns the number of frames the deceleration took: at most
    /// `maximumDecelerationSeconds` of frames, after which the content comes to rest at the
    /// target (a deceleration rate near 1 would otherwise glide for hours).
    /// - Throws: `ScrollHarnessError.notFinite` for a NaN or infinite velocity;
    ///   `ScrollHarnessError.nothingToScroll` when the content fits in the viewport; what the
    ///   table throws while laying out.
    @discardableResult
    public func fling(velocity: CGFloat) throws -> Int {
        guard velocity.isFinite else { throw ScrollHarnessError.notFinite(parameter: "velocity", value: velocity) }
        try requireScrollableContent()
        return try gesture("fling(velocity: \(ExplorationStep.code(velocity)))") { try decelerate(velocity: velocity) }
    }

    private func decelerate(velocity: CGFloat) throws -> Int {
        tick { tableView.beginDragging() }
        try tick { try tableView.drag(by: velocity / CGFloat(framesPerSecond)) }
        let perMillisecond = velocity / 1000
        var target = CGPoint.zero
        try tick { target = try tableView.endDragging(velocity: CGPoint(x: 0, y: perMillisecond)) }
        guard tableView.isDecelerating else { return 0 }
        let start = tableView.contentOffset.y
        let rate = tableView.decelerationRate.clampedRawValue
        let projected = tableView.decelerationDistance(forVelocity: perMillisecond)
        let frameBound = Int(Self.maximumDecelerationSeconds) * framesPerSecond
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
            if abs(projected - travelled) < 0.5 || progress >= 1 || !progress.isFinite || count >= frameBound {
                try tick { try tableView.endDecelerating(at: target) }
                return count
            }
            let y = start + (target.y - start) * progress
            tick { tableView.contentOffset = CGPoint(x: tableView.contentOffset.x, y: y) }
        }
    }

    /// The longest a fling decelerates, in seconds of harness time.
    public static let maximumDecelerationSeconds = 30

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
    /// - Throws: `ScrollHarnessError.noSuchRow` for a row that does not exist; what the
    ///   table throws while laying out.
    public func scroll(toRow row: IndexPath, at position: TableView.ScrollPosition = .top) throws {
        try requireRow(row)
        try gesture("scroll(toRow: \(row.harnessDescription), at: .\(position))") {
            tick { tableView.scrollToRow(at: row, at: position, animated: true) }
        }
    }

    /// Scrolls to the top of the content (a tap on the status bar); at the top already, the
    /// content stays and the scroll ends at once.
    /// - Throws: what the table throws while laying out.
    public func scrollToTop() throws {
        try gesture("scrollToTop()") {
            tick { tableView.setContentOffset(CGPoint(x: 0, y: tableView.minimumContentOffsetY), animated: true) }
        }
    }

    /// Scrolls to the bottom of the content; at the bottom already, the content stays and
    /// the scroll ends at once.
    /// - Throws: what the table throws while laying out.
    public func scrollToBottom() throws {
        try gesture("scrollToBottom()") {
            tick { tableView.setContentOffset(CGPoint(x: 0, y: tableView.maximumContentOffsetY), animated: true) }
        }
    }

    /// Taps a row on screen: highlight, unhighlight, then selection as the delegate decides.
    /// - Throws: `ScrollHarnessError.noSuchRow` or `.rowNotOnScreen`; what the table or the
    ///   liaison throws during the tap.
    public func tap(row: IndexPath) throws {
        try requireRowOnScreen(row)
        try gesture("tap(row: \(row.harnessDescription))") { try tick { try tableView.tapRow(at: row) } }
    }

    /// Two fingers slide over the rows on screen from `start` to `end`, selecting them, as
    /// UIKit's two-finger pan to select (see `TableView.panToSelectRows(from:to:)`): only when
    /// the table allows multiple selection during editing and the delegate answers true to
    /// `shouldBeginMultipleSelectionInteractionAt`.
    /// - Throws: `ScrollHarnessError.noSuchRow` or `.rowNotOnScreen` for either row; what the
    ///   table or the liaison throws during the pan.
    public func panToSelectRows(from start: IndexPath, to end: IndexPath) throws {
        try requireRowOnScreen(start)
        try requireRowOnScreen(end)
        try gesture("panToSelectRows(from: \(start.harnessDescription), to: \(end.harnessDescription))") {
            try tick { try tableView.panToSelectRows(from: start, to: end) }
        }
    }

    /// Taps the row on screen whose cell's `accessibilityLabel` is `label`, the way VoiceOver
    /// or a UI test finds a cell: the label set on the cell, else UIKit's default, the texts
    /// of the labels in its content view joined by ", " ("Wi-Fi, On"). See `tap(row:)`.
    /// - Returns: the row tapped.
    /// - Throws: `ScrollHarnessError.noRowWithAccessibilityLabel` or
    ///   `.ambiguousRowAccessibilityLabel`; what `tap(row:)` throws.
    @discardableResult
    public func tap(rowWithAccessibilityLabel label: String) throws -> IndexPath {
        let row = try row(withAccessibilityLabel: label)
        try tap(row: row)
        return row
    }

    /// The row on screen whose cell's `accessibilityLabel` is `label` (see
    /// `tap(rowWithAccessibilityLabel:)`).
    /// - Throws: `ScrollHarnessError.noRowWithAccessibilityLabel` or
    ///   `.ambiguousRowAccessibilityLabel`.
    public func row(withAccessibilityLabel label: String) throws -> IndexPath {
        let labelled = (tableView.indexPathsForVisibleRows ?? []).map { row in
            (row: row, label: tableView.cellForRow(at: row)?.accessibilityLabel)
        }
        let matches = labelled.filter { $0.label == label }.map(\.row)
        guard let match = matches.first else {
            throw ScrollHarnessError.noRowWithAccessibilityLabel(label, offered: labelled.map { $0.label ?? "unlabelled" })
        }
        guard matches.count == 1 else { throw ScrollHarnessError.ambiguousRowAccessibilityLabel(label, rows: matches) }
        return match
    }

    /// Taps the detail button of a row on screen (accessory `.detailButton` or
    /// `.detailDisclosureButton`): `accessoryButtonTappedForRowWith`.
    /// - Throws: `ScrollHarnessError.noSuchRow`, `.rowNotOnScreen` or `.noAccessoryButton`;
    ///   what the table or the liaison throws during the tap.
    public func tapAccessory(row: IndexPath) throws {
        try requireRowOnScreen(row)
        let accessory = tableView.cellForRow(at: row)?.accessoryType ?? .none
        guard accessory == .detailButton || accessory == .detailDisclosureButton else {
            throw ScrollHarnessError.noAccessoryButton(row: row, accessory: accessory)
        }
        try gesture("tapAccessory(row: \(row.harnessDescription))") {
            try tick { try tableView.tapAccessoryButton(forRowAt: row) }
        }
    }

    /// Swipes a row on screen open from the trailing edge and taps its first destructive
    /// action.
    /// - Throws: `ScrollHarnessError.noSuchRow`, `.rowNotOnScreen`,
    ///   `.unavailableInEditingMode`, `.rowNotEditable`, or `.noSuchSwipeAction` naming the
    ///   actions offered; what the table or the liaison throws during the swipe.
    public func swipeToDelete(row: IndexPath) throws {
        let actions = try swipeActions(row: row, edge: .trailing)
        guard let index = actions.firstIndex(where: \.isDestructive) else {
            throw ScrollHarnessError.noSuchSwipeAction(row: row, edge: .trailing, title: nil, offered: actions)
        }
        try openSwipeAndTap(row: row, edge: .trailing, index: index, label: "swipeToDelete(row: \(row.harnessDescription))")
    }

    /// Swipes a row on screen open from `edge` and taps the action titled `action`.
    /// - Throws: as `swipeToDelete(row:)`, `.noSuchSwipeAction` when no action has that title.
    public func swipe(row: IndexPath, action: String, edge: SwipeEdge = .trailing) throws {
        let actions = try swipeActions(row: row, edge: edge)
        guard let index = actions.firstIndex(where: { $0.title == action }) else {
            throw ScrollHarnessError.noSuchSwipeAction(row: row, edge: edge, title: action, offered: actions)
        }
        try openSwipeAndTap(
            row: row, edge: edge, index: index,
            label: "swipe(row: \(row.harnessDescription), action: \(action.debugDescription), edge: .\(edge))")
    }

    /// The actions a swipe of a row on screen from `edge` shows, checked as a finger would
    /// find them.
    private func swipeActions(row: IndexPath, edge: SwipeEdge) throws -> [SwipeActionDescription] {
        try requireRowOnScreen(row)
        guard !tableView.isEditing else { throw ScrollHarnessError.unavailableInEditingMode(gesture: "a swipe", row: row) }
        guard tableView.dataSource?.tableView(tableView, canEditRowAt: row) ?? false else {
            throw ScrollHarnessError.rowNotEditable(row)
        }
        return try tableView.swipeActions(forRowAt: row, edge: edge)
    }

    private func openSwipeAndTap(row: IndexPath, edge: SwipeEdge, index: Int, label: String) throws {
        try gesture(label) {
            try tick { try tableView.swipeRow(at: row, edge: edge) }
            try tick { try tableView.tapSwipeAction(at: index) }
        }
    }

    /// Drags a row on screen by its reorder control to `destination` (where it ends up), in
    /// editing mode, passing every place between.
    /// - Throws: `ScrollHarnessError.noSuchRow`, `.rowNotOnScreen`, `.requiresEditingMode`,
    ///   `.rowNotMovable` or `.noSuchDestination`; what the table or the liaison throws
    ///   during the drag.
    public func drag(row: IndexPath, to destination: IndexPath) throws {
        try requireRowOnScreen(row)
        guard tableView.isEditing else { throw ScrollHarnessError.requiresEditingMode(gesture: "a reorder drag", row: row) }
        try requireMovable(row, to: destination)
        try gesture("drag(row: \(row.harnessDescription), to: \(destination.harnessDescription))") {
            try tick { try tableView.dragRow(at: row, to: destination) }
        }
    }

    /// Throws `.rowNotMovable` or `.noSuchDestination` unless `row` can be dragged to
    /// `destination`.
    func requireMovable(_ row: IndexPath, to destination: IndexPath) throws {
        guard tableView.dataSource?.tableView(tableView, canMoveRowAt: row) ?? false else {
            throw ScrollHarnessError.rowNotMovable(row)
        }
        let sections = tableView.numberOfSections
        guard destination.count == 2, destination.section >= 0, destination.section < sections else {
            throw ScrollHarnessError.noSuchDestination(row: row, destination: destination, validRows: nil)
        }
        let count = tableView.numberOfRows(inSection: destination.section)
        let slots = destination.section == row.section ? count : count + 1
        guard destination.row >= 0, destination.row < slots else {
            throw ScrollHarnessError.noSuchDestination(row: row, destination: destination, validRows: slots)
        }
    }

    /// Pulls the content down past its top by more than `refreshThreshold` and lets go: the
    /// content settles back to the top. A pull past the threshold while no
    /// refresh runs starts one, as a refresh control does: `.refreshStarted` is logged, the
    /// table's `refreshControl` (if it has one) starts refreshing and runs its actions, and
    /// `onRefresh` runs; the refresh lasts until `endRefreshing()` of the harness or of the
    /// control. A pull while one runs starts none. As UIKit's, while a refresh control
    /// refreshes the table's top inset grows by its height (60 points), so the content
    /// settles at that inset (`minimumContentOffsetY`), below the spinner, and stays there
    /// until the refresh ends; with `onRefresh` alone (no control, nothing to show) it
    /// settles at the top.
    /// - Throws: what the table throws while laying out.
    public func pullToRefresh() throws {
        try gesture("pullToRefresh()") {
            let distance = refreshThreshold + 20
            tick { tableView.beginDragging() }
            for _ in 0..<10 { try tick { try tableView.drag(by: -distance / 10) } }
            let pulled = tableView.contentOffset.y <= tableView.minimumContentOffsetY - refreshThreshold
            var target = CGPoint.zero
            try tick { target = try tableView.endDragging(velocity: .zero) }
            if let control = tableView.refreshControl {
                if pulled && !control.isRefreshing {
                    isRefreshing = true
                    record(.refreshStarted)
                    control.onEndRefreshing = { [weak self] in self?.refreshDidEnd() }
                    control.sendValueChangedFromPull()
                    onRefresh?()
                    // The insets changed since the release projected its target: the content
                    // rests at the new top (below the spinner, unless the refresh already ended).
                    target.y = min(
                        max(tableView.contentOffset.y, tableView.minimumContentOffsetY), tableView.maximumContentOffsetY)
                }
            } else if pulled && !isRefreshing {
                isRefreshing = true
                record(.refreshStarted)
                onRefresh?()
            }
            if tableView.isDecelerating { try settle(to: target, frames: 10) }
        }
    }

    /// Ends the refresh a pull started, as `UIRefreshControl.endRefreshing()`:
    /// `.refreshEnded` is logged, and the table's refresh control, if any, stops
    /// refreshing; content resting below its spinner goes back to the top over 10 frames,
    /// which this call ticks (a refresh the screen ends itself, with the control's
    /// `endRefreshing()`, moves the content on the frames that follow). Nothing happens when
    /// no refresh runs.
    public func endRefreshing() {
        if let control = tableView.refreshControl, control.isRefreshing {
            control.endRefreshing()
            while tableView.isAnimatingContentOffset { tick {} }
        } else {
            refreshDidEnd()
        }
    }

    private func refreshDidEnd() {
        guard isRefreshing else { return }
        isRefreshing = false
        tableView.refreshControl?.onEndRefreshing = nil
        record(.refreshEnded)
    }

    /// The table's width becomes `width` points, as when the device rotates or a window
    /// resizes; its height stays. The rows are laid out again at the new width in one frame.
    /// - Throws: `ScrollHarnessError.notFinite` for a NaN or infinite width;
    ///   `.widthNotPositive` for zero or less; what the table throws while laying out.
    public func resize(width: CGFloat) throws {
        guard width.isFinite else { throw ScrollHarnessError.notFinite(parameter: "width", value: width) }
        guard width > 0 else { throw ScrollHarnessError.widthNotPositive(width: width) }
        try gesture("resize(width: \(ExplorationStep.code(width)))") { tick { tableView.frame.size.width = width } }
    }

    // MARK: Checks a finger makes

    /// Throws `.noSuchRow` unless the table has `row`.
    func requireRow(_ row: IndexPath) throws {
        let sections = tableView.numberOfSections
        guard row.count == 2, row.section >= 0, row.section < sections else {
            throw ScrollHarnessError.noSuchRow(row, sections: sections, rowsInSection: nil)
        }
        let rows = tableView.numberOfRows(inSection: row.section)
        guard row.row >= 0, row.row < rows else {
            throw ScrollHarnessError.noSuchRow(row, sections: sections, rowsInSection: rows)
        }
    }

    /// Throws `.noSuchRow` or `.rowNotOnScreen` unless `row` is on screen.
    func requireRowOnScreen(_ row: IndexPath) throws {
        try requireRow(row)
        let visible = tableView.indexPathsForVisibleRows ?? []
        guard visible.contains(row) else { throw ScrollHarnessError.rowNotOnScreen(row, visibleRows: visible) }
    }

    private func requireScrollableContent() throws {
        guard tableView.maximumContentOffsetY > tableView.minimumContentOffsetY else {
            throw ScrollHarnessError.nothingToScroll(
                contentHeight: tableView.contentSize.height, viewportHeight: tableView.bounds.height)
        }
    }
}
