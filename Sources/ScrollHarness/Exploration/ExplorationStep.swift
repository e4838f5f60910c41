import Foundation
import TableLiaison

/// One gesture of an exploration, with its numbers: what `ScreenExplorer` draws, records,
/// shrinks and prints. Each case performs the `ScrollHarness` gesture of the same name, so
/// a step list reads as the test a person would write.
public enum ExplorationStep: Hashable, Sendable, CustomStringConvertible {
    /// `ScrollHarness.drag(by:frames:)`.
    case drag(by: CGFloat, frames: Int)
    /// `ScrollHarness.fling(velocity:)`.
    case fling(velocity: CGFloat)
    /// `ScrollHarness.scroll(toRow:at:)`.
    case scroll(toRow: IndexPath, at: TableView.ScrollPosition)
    /// `ScrollHarness.tap(row:)`.
    case tap(row: IndexPath)
    /// `ScrollHarness.swipe(row:action:edge:)`.
    case swipe(row: IndexPath, action: String, edge: SwipeEdge)
    /// `ScrollHarness.swipeToDelete(row:)`.
    case swipeToDelete(row: IndexPath)
    /// `ScrollHarness.drag(row:to:)` in editing mode: the Edit button is tapped first when
    /// the table is not editing, and Done after the drag.
    case reorder(row: IndexPath, to: IndexPath)
    /// `ScrollHarness.tapAccessory(row:)`.
    case tapAccessory(row: IndexPath)
    /// `ScrollHarness.pullToRefresh()`.
    case pullToRefresh
    /// `ScrollHarness.advance(frames:) async`: tasks sleeping on the harness clock wake.
    case wait(frames: Int)
    /// `ScrollHarness.resize(width:)`.
    case resize(width: CGFloat)
    /// `ScrollHarness.setContentSizeCategory(_:)`.
    case contentSizeCategory(ContentSizeCategory)
    /// `ScrollHarness.tapBarButton(_:)`, by the title the bar shows.
    case tapBarButton(String)
    /// `ScrollHarness.tapAlertAction(_:)`.
    case tapAlertAction(String)
    /// `ScrollHarness.goBack()`.
    case goBack
    /// `ScrollHarness.swipeDownToDismiss()`.
    case swipeDownToDismiss
    /// `ScrollHarness.typeInSearchBar(_:)`.
    case typeInSearchBar(String)
    /// `ScrollHarness.cancelSearch()`.
    case cancelSearch

    /// The kind of gesture the step is.
    public var gesture: ExplorationGesture {
        switch self {
        case .drag: .drag
        case .fling: .fling
        case .scroll: .scrollToRow
        case .tap: .tap
        case .swipe: .swipeAction
        case .swipeToDelete: .swipeToDelete
        case .reorder: .reorder
        case .tapAccessory: .tapAccessory
        case .pullToRefresh: .pullToRefresh
        case .wait: .wait
        case .resize: .resize
        case .contentSizeCategory: .contentSizeCategory
        case .tapBarButton: .tapBarButton
        case .tapAlertAction: .tapAlertAction
        case .goBack: .goBack
        case .swipeDownToDismiss: .swipeDownToDismiss
        case .typeInSearchBar: .typeInSearchBar
        case .cancelSearch: .cancelSearch
        }
    }

    /// The step as a Swift expression of this type, "`.drag(by: -120, frames: 4)`": what a
    /// failure report prints in the list given to `ScreenExplorer.replay(_:)`.
    public var swiftCode: String {
        switch self {
        case let .drag(distance, frames): ".drag(by: \(Self.code(distance)), frames: \(frames))"
        case let .fling(velocity): ".fling(velocity: \(Self.code(velocity)))"
        case let .scroll(row, position): ".scroll(toRow: \(Self.code(row)), at: .\(position))"
        case let .tap(row): ".tap(row: \(Self.code(row)))"
        case let .swipe(row, action, edge): ".swipe(row: \(Self.code(row)), action: \(action.debugDescription), edge: .\(edge))"
        case let .swipeToDelete(row): ".swipeToDelete(row: \(Self.code(row)))"
        case let .reorder(row, destination): ".reorder(row: \(Self.code(row)), to: \(Self.code(destination)))"
        case let .tapAccessory(row): ".tapAccessory(row: \(Self.code(row)))"
        case .pullToRefresh: ".pullToRefresh"
        case let .wait(frames): ".wait(frames: \(frames))"
        case let .resize(width): ".resize(width: \(Self.code(width)))"
        case let .contentSizeCategory(category): ".contentSizeCategory(.\(category))"
        case let .tapBarButton(title): ".tapBarButton(\(title.debugDescription))"
        case let .tapAlertAction(title): ".tapAlertAction(\(title.debugDescription))"
        case .goBack: ".goBack"
        case .swipeDownToDismiss: ".swipeDownToDismiss"
        case let .typeInSearchBar(text): ".typeInSearchBar(\(text.debugDescription))"
        case .cancelSearch: ".cancelSearch"
        }
    }

    /// The step as the statement a test makes on a harness, "`try harness.tapBarButton("Add")`":
    /// what a failure report prints in its test body (``ExplorationFailure/harnessRepro``).
    /// A reorder outside editing mode prints the Edit taps around the drag, as the step does.
    public var harnessCode: String {
        switch self {
        case let .reorder(row, destination):
            "try harness.tapEditButton()\ntry harness.drag(row: \(Self.code(row)), to: \(Self.code(destination)))\ntry harness.tapEditButton()"
        case let .wait(frames): "await harness.advance(frames: \(frames))"
        case .pullToRefresh: "try harness.pullToRefresh()"
        case .goBack: "try harness.goBack()"
        case .swipeDownToDismiss: "try harness.swipeDownToDismiss()"
        case .cancelSearch: "try harness.cancelSearch()"
        case .contentSizeCategory(let category): "try harness.setContentSizeCategory(.\(category))"
        case .scroll, .tap, .swipe, .swipeToDelete, .tapAccessory, .drag, .fling, .resize, .tapBarButton, .tapAlertAction,
            .typeInSearchBar:
            "try harness" + swiftCode
        }
    }

    /// Whether the step only moves the content (a drag, a fling or a scroll to a row), so
    /// that a drag between the same offsets can stand for it when shrinking.
    var movesContentOnly: Bool {
        switch self {
        case .drag, .fling, .scroll: true
        default: false
        }
    }

    /// The sum of the step's numbers, for telling which of two step lists of the same
    /// length is simpler when shrinking: distances, frames and velocities, row numbers (a
    /// section counting as a thousand rows), a scroll position other than `.none` as one,
    /// a width above 320 points.
    var magnitude: Double {
        func rows(_ indexPath: IndexPath) -> Double {
            indexPath.count == 2 ? Double(indexPath.section) * 1_000 + Double(indexPath.row) : 0
        }
        switch self {
        case let .drag(distance, frames): return abs(Double(distance)) + Double(frames)
        case let .fling(velocity): return abs(Double(velocity))
        case let .scroll(row, position): return rows(row) + (position == .none ? 0 : 1)
        case let .tap(row), let .swipe(row, _, _), let .swipeToDelete(row), let .tapAccessory(row): return rows(row)
        case let .reorder(row, destination): return rows(row) + rows(destination)
        case let .wait(frames): return Double(frames)
        case let .resize(width): return abs(Double(width) - 320)
        case let .typeInSearchBar(text): return Double(text.count)
        case .pullToRefresh, .contentSizeCategory, .goBack, .swipeDownToDismiss, .tapBarButton, .tapAlertAction,
            .cancelSearch:
            return 0
        }
    }

    /// The same gesture the other way, for a drag or a fling; nil for other steps.
    var mirrored: ExplorationStep? {
        switch self {
        case let .drag(distance, frames): .drag(by: -distance, frames: frames)
        case let .fling(velocity): .fling(velocity: -velocity)
        default: nil
        }
    }

    /// The row a tap, swipe or detail-button tap acts on; nil for other steps.
    var row: IndexPath? {
        switch self {
        case let .tap(row), let .swipe(row, _, _), let .swipeToDelete(row), let .tapAccessory(row): row
        default: nil
        }
    }

    /// The same gesture on `row` (for steps with a `row`; others are returned as they are).
    func acting(on row: IndexPath) -> ExplorationStep {
        switch self {
        case .tap: .tap(row: row)
        case let .swipe(_, action, edge): .swipe(row: row, action: action, edge: edge)
        case .swipeToDelete: .swipeToDelete(row: row)
        case .tapAccessory: .tapAccessory(row: row)
        default: self
        }
    }

    /// The step as `swiftCode` without the leading dot.
    public var description: String { String(swiftCode.dropFirst()) }

    /// Performs the step on `harness`.
    /// - Throws: `ScrollHarnessError` when the gesture is impossible in the current state
    ///   (nothing was touched: the explorer skips such a step); what the table, the liaison
    ///   or a row throws during the gesture.
    @MainActor
    public func perform(on harness: ScrollHarness) async throws {
        switch self {
        case let .drag(distance, frames): try harness.drag(by: distance, frames: frames)
        case let .fling(velocity): try harness.fling(velocity: velocity)
        case let .scroll(row, position): try harness.scroll(toRow: row, at: position)
        case let .tap(row): try harness.tap(row: row)
        case let .swipe(row, action, edge): try harness.swipe(row: row, action: action, edge: edge)
        case let .swipeToDelete(row): try harness.swipeToDelete(row: row)
        case let .reorder(row, destination): try harness.reorderInEditingMode(row: row, to: destination)
        case let .tapAccessory(row): try harness.tapAccessory(row: row)
        case .pullToRefresh: try harness.pullToRefresh()
        case let .wait(frames): await harness.advance(frames: frames)
        case let .resize(width): try harness.resize(width: width)
        case let .contentSizeCategory(category): try harness.setContentSizeCategory(category)
        case let .tapBarButton(title): try harness.tapBarButton(title)
        case let .tapAlertAction(title): try harness.tapAlertAction(title)
        case .goBack: try harness.goBack()
        case .swipeDownToDismiss: try harness.swipeDownToDismiss()
        case let .typeInSearchBar(text): try harness.typeInSearchBar(text)
        case .cancelSearch: try harness.cancelSearch()
        }
    }

    /// A number as a Swift literal: "120" for a whole number, "120.5" otherwise.
    static func code(_ value: CGFloat) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(Double(value))"
    }

    static func code(_ indexPath: IndexPath) -> String {
        guard indexPath.count == 2 else { return "IndexPath(indexes: \(Array(indexPath)))" }
        return "IndexPath(row: \(indexPath.row), section: \(indexPath.section))"
    }
}

extension ScrollHarness {
    /// A reorder drag from outside editing mode too: checks what `drag(row:to:)` checks
    /// except editing mode before anything happens, then taps Edit when needed, drags, and
    /// taps Done again when it tapped Edit.
    func reorderInEditingMode(row: IndexPath, to destination: IndexPath) throws {
        if tableView.isEditing {
            try drag(row: row, to: destination)
            return
        }
        try requireRowOnScreen(row)
        try requireMovable(row, to: destination)
        try tapEditButton()
        do {
            try drag(row: row, to: destination)
        } catch {
            if tableView.isEditing { try? tapEditButton() }
            throw error
        }
        if tableView.isEditing { try tapEditButton() }
    }
}
